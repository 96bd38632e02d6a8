// The feuille de marque as data: one row per deal (deal number, dealer, taker, partner, contract, made or down by
// how many, bonuses, each person's score and running total), the totals, and the zero-sum checks the FFT asks
// every player to make. Built from a played match or from deals entered by hand (scorer mode); exported as CSV
// and as a printable HTML page.
#pragma once
#include "engine/scoring.h"
#include "match/match.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::match {

struct SheetRow {
  int number = 0;              // 0 for an annulled deal (listed, not counted)
  std::string dealer, taker, partner, contract, annulment;
  bool made = false;
  int margin = 0;
  std::string bonuses;         // "poignée 20, petit au bout (attaque), chelem"
  std::array<int, kMaxPlayers> scores{};
  std::array<int, kMaxPlayers> running{};
  bool zeroSum = true;
};

struct Sheet {
  int people = 4;
  std::array<std::string, kMaxPlayers> names{};
  std::vector<SheetRow> rows;
  std::array<int, kMaxPlayers> totals{};   // the "bilan" of each person
  std::array<int, kMaxPlayers> plus{};     // sum of the + column (points won) of each person
  std::array<int, kMaxPlayers> minus{};    // sum of the − column (points lost), as a positive number
  bool allZeroSum = true;      // every row and the totals sum to zero
  int played = 0;
};

Sheet sheetFromMatch(const Match& game);

// A deal entered by hand by a club scorer (people are indices into the sheet's names).
struct ScorerEntry {
  int dealer = 0;
  int taker = 0;
  int partner = -1;            // 5 players: the called partner, -1 when the taker is alone (or at 3/4 players)
  ScoreInput input;            // contract, bouts, points, poignées, petit au bout, chelem
};

// Why the entry is impossible, or nullptr.
const char* validateEntry(const ScorerEntry& e, int people);
// Adds the entry as a row, scored by the engine's scoring (the same code as played deals).
void addScorerRow(Sheet* sheet, const ScorerEntry& e);

std::string sheetCsv(const Sheet& sheet);
std::string sheetHtml(const Sheet& sheet, const std::string& title);

// Scorer sheets saved as JSON: the names and the entries.
std::string scorerJson(int people, const std::array<std::string, kMaxPlayers>& names,
                       const std::vector<ScorerEntry>& entries);
const char* scorerFromJson(const std::string& text, int* people, std::array<std::string, kMaxPlayers>* names,
                           std::vector<ScorerEntry>* entries);

}  // namespace tarot::match
