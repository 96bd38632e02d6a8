// The person's statistics across the finished matches kept on the device (SavedGames): matches and deals played,
// takes and success per contract, average score per deal, best and worst match; and the running totals of one
// match, deal by deal, for its chart. "The person" is person 0 of each match, the one at this device. Pure: computed
// from the stored matches (each replayed by Match::loadJson), no drawing, no clock.
#pragma once
#include "client/saved_games.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::client {

// One contract's takes by the person.
struct TakeStats {
  int takes = 0;   // deals the person took with this contract (annulled deals aside)
  int made = 0;    // of them, made
};

// A match at a glance, for the best and worst lines and the chart's chooser.
struct MatchLine {
  std::string id;      // the SavedGames id ("" when none)
  std::string date;
  int total = 0;       // the person's final total
  int deals = 0;       // deals played in it
  int place = 0;       // the person's place in the ranking (1 = first)
  int people = 0;
};

struct Statistics {
  int matches = 0;          // finished matches read
  int unreadable = 0;       // listed but not readable (missing or corrupt save): not counted
  int deals = 0;            // deals played with the person seated (annulled and sat-out deals aside)
  int sittingOut = 0;       // deals the person sat out (five at four)
  long long scoreSum = 0;   // sum of the person's scores over those deals
  int dealsWon = 0;         // deals that scored positive for the person
  int wins = 0;             // matches ranked first (shared first places included)
  // Indexed by Contract (Prise..GardeContre; [0], Pass, unused).
  std::array<TakeStats, 5> takes{};
  int bestIndex = -1, worstIndex = -1;  // into `lines`, -1 when no match
  std::vector<MatchLine> lines;         // one per match read, oldest first

  int totalTakes() const;
  int totalMade() const;
  // Average score per deal played; 0 when none.
  double averageScore() const { return deals ? double(scoreSum) / double(deals) : 0.0; }
};

// Running totals of a match: for each person, their total after each played deal, starting from 0 (so one more
// point than there are played deals). Annulled deals add no point.
struct RunningTotals {
  int people = 0;
  std::array<std::string, kMaxPlayers> names{};
  std::array<std::vector<int>, kMaxPlayers> totals{};
  int minValue = 0, maxValue = 0;   // over every person and point (0 included)
  int points() const { return people > 0 ? int(totals[0].size()) : 0; }
};

// Adds one finished match (as restored) to the statistics.
void addMatch(Statistics* s, const Match& m, const std::string& id = "", const std::string& date = "");
RunningTotals runningTotals(const Match& m);
// The statistics of every match in the index; each saved match is opened (replayed) once. `charts`, when given,
// receives the running totals of each match read, in the order of `lines`.
Statistics computeStatistics(const SavedGames& games, const GamesIndex& index, std::vector<RunningTotals>* charts = nullptr);

}  // namespace tarot::client
