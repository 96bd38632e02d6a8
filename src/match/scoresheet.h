// The feuille de marque as data: one row per deal (deal number, dealer, taker, partner, contract, made or down by
// how many, bonuses, each person's score and running total), the totals, and the zero-sum checks the FFT asks
// every player to make. Built from a played match or from deals entered by hand (scorer mode); exported as CSV,
// as a printable HTML page and as JSON, in the sheet's language.
#pragma once
#include "engine/scorer_entry.h"
#include "engine/scoring.h"
#include "match/match.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::match {

struct SheetRow {
  int number = 0;              // 0 for an annulled deal (listed, not counted)
  Annulment annulled = Annulment::None;
  int dealerPerson = 0;        // people as indices into Sheet::names
  int takerPerson = -1;
  int partnerPerson = -1;      // -1: no partner (3/4 players) or the taker alone at 5 (`alone`)
  bool alone = false;
  std::string contract;        // the engine's code: "prise", "garde", "garde_sans", "garde_contre"
  int bouts = 0;               // bouts of the attack
  int attackHalfPoints = 0;    // card points of the attack, in half points
  bool made = false;
  int margin = 0;
  int poignee = 0;             // poignée bonus (20/30/40 each)
  Camp petitAuBout = Camp::None;
  DealResult::Chelem chelem = DealResult::Chelem::None;
  std::array<int, kMaxPlayers> scores{};
  std::array<int, kMaxPlayers> running{};
  bool zeroSum = true;
  // The same in words, in the sheet's language, for the screen: names, "seul", the annulment, the bonuses
  // ("poignée 20, petit au bout (attaque), chelem annoncé réussi").
  std::string dealer, taker, partner, annulment, bonuses;
};

struct Sheet {
  int people = 4;
  Lang lang = Lang::French;    // of the exports and of the rows' words
  std::array<std::string, kMaxPlayers> names{};
  std::vector<SheetRow> rows;
  std::array<int, kMaxPlayers> totals{};   // the "bilan" of each person
  std::array<int, kMaxPlayers> plus{};     // sum of the + column (points won) of each person
  std::array<int, kMaxPlayers> minus{};    // sum of the − column (points lost), as a positive number
  bool allZeroSum = true;      // every row and the totals sum to zero
  int played = 0;
};

Sheet sheetFromMatch(const Match& game);

// A deal entered by hand by a club scorer, its check and its marque: engine/scorer_entry.h (below the tournament
// too, which scores the sheets of a night the same way).
using tarot::checkEntry;
using tarot::EntryCheck;
using tarot::ScorerEntry;
using tarot::ScorerRefusal;
using tarot::validateEntry;
// The refusal in the player's words (translation table); "" when the entry is possible.
std::string entryRefusalText(Lang lang, const EntryCheck& c);
// Adds the entry as a row, scored by the engine's scoring (the same code as played deals).
void addScorerRow(Sheet* sheet, const ScorerEntry& e);

// Exports in the sheet's language (French: decimal comma, a non-breaking space before ":"; English: decimal
// point). CSV: UTF-8 with a byte order mark, comma-separated, quoted where needed, CRLF lines. HTML: a printable
// page; an empty title means the translated "Tarot — feuille de marque". A scorer-mode sheet sets `lang` itself.
std::string sheetCsv(const Sheet& sheet);
std::string sheetHtml(const Sheet& sheet, const std::string& title = std::string());
// The sheet's table alone (its rows, the + and − totals, the bilans, the zero-sum check), for pages that hold
// several sheets (the results site's night, site/tables.h).
std::string sheetTableHtml(const Sheet& sheet);
// The sheet as stable JSON, the same in every language (codes, not words), documented in scoresheet.cpp:
// {"format":"tarot-sheet","version":1,"lang","people","names","rows":[...],"totals","plus","minus","played",
// "zero_sum"}.
std::string sheetJson(const Sheet& sheet);
// Reads sheetJson's output back (rows re-added, so totals and checks are recomputed and must agree with the
// file); returns why it is refused, or nullptr.
const char* sheetFromJson(const std::string& text, Sheet* out);
// The same as a JSON value (a sheet inside another document, such as the protocol's `sheet` message).
json::Value sheetValue(const Sheet& sheet);
const char* sheetFromValue(const json::Value& v, Sheet* out);
// Card points from half points in the sheet's language: "50,5" (French), "50.5" (English), "41".
std::string pointsText(Lang lang, int halfPoints);

// Scorer sheets saved as JSON: the names and the entries.
std::string scorerJson(int people, const std::array<std::string, kMaxPlayers>& names,
                       const std::vector<ScorerEntry>& entries);
const char* scorerFromJson(const std::string& text, int* people, std::array<std::string, kMaxPlayers>* names,
                           std::vector<ScorerEntry>* entries);

}  // namespace tarot::match
