// One table's feuille de marque for one position, scored: each orientation's bilan (the deals scored by the engine
// through the scorer's entry, engine/scorer_entry.h), the contracts each made as taker (article 29's ex aequo)
// and the checks the rulebook asks for: the four cumuls sum to zero ("Vérification des feuilles de marque").
#pragma once
#include "tournament/document.h"
#include <array>
#include <string>

namespace tarot::tournament {

struct SheetScores {
  std::array<int, 5> bilan{};            // by orientation
  std::array<int, 5> contractsMade{};    // deals won as taker
  std::array<int, 5> gardeSansMade{};    // sur-contrats won (chapter 4: garde sans and garde contre)
  std::array<int, 5> gardeContreMade{};
  int dealsPlayed = 0;                   // annulled deals left out
};

// The table's occupied orientations in order (N, S, E, W, Fifth): the sheet's people 0, 1, 2...; returns how many.
int sheetPeople(const TableSeating& table, std::array<int, 5>* orientationOfPerson);
// The same with the seats the sheet marks as played by bots counted as people.
int sheetPeople(const TableSeating& table, const TableSheet& sheet, std::array<int, 5>* orientationOfPerson);
// Why the sheet cannot be this table's ("deal 3: choose the taker", "the totals sum to 20, not zero"); "" if it can.
std::string checkSheet(const TableSheet& sheet, const TableSeating& table);
// The same as a code with its figures (false when the sheet can be the table's).
Rejection checkSheetCoded(const TableSheet& sheet, const TableSeating& table);
// The sheet's scores; the sheet must pass checkSheet.
SheetScores scoreSheet(const TableSheet& sheet, const TableSeating& table);

}  // namespace tarot::tournament
