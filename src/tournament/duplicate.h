// The duplicate ranking of positions played with the same deals at every table (online positions, where the
// server deals every table of a position from one seed): at deal k the person at orientation o holds the same cards
// at every table of the same size. Each deal is scored by matchpoints among the people who held the same cards:
// every pair of them compares its scores on that deal, 2 matchpoints to the better, 1 each when equal, 0 to the
// worse. A player's matchpoints are summed over the deals and positions. Bots' seats hold cards and count in the
// comparison (a person beats or loses to the bot that held the same hand elsewhere) but are not ranked.
//
// Why matchpoints rather than the difference to the mean ("Butler"): a tarot score spans from a few points to
// several thousand (a garde contre chelem), so with 5 tables one freak deal would outweigh all the others in a
// Butler sum; matchpoints count how many holders did better or worse, whole numbers, each deal weighing the same.
// Deals not played (the position's clock ran out before them at a table) give nothing to that table's people, so
// each line also carries its maximum (2 per other holder of each deal played) for the percentage.
#pragma once
#include "tournament/document.h"
#include <array>
#include <vector>

namespace tarot::tournament {

// One table of one position as the comparison sees it.
struct DuplicateTable {
  std::array<int, 5> player{};           // by orientation (N, S, E, W, Fifth): the player; 0 for a bot or nobody
  std::array<bool, 5> holds{};           // the orientation held cards (a player or a bot)
  std::vector<std::array<int, 5>> deals; // deal k's score by orientation (all 0 for an annulled deal)
};

struct DuplicateLine {
  int player = 0;
  int place = 0;
  bool shared = false;                   // the place is shared with the line before or after
  long matchpoints = 0;
  long maxMatchpoints = 0;               // 2 per other holder of every deal the player played
  int deals = 0;                         // deals played
  long points = 0;                       // the plain sum of the deals' scores, shown beside
  std::vector<long> positionMatchpoints; // per position counted, first to last
};

struct DuplicateRanking {
  int first = 1, last = 0;
  std::vector<DuplicateLine> lines;      // by matchpoints, best first; equal matchpoints share the place
};

// The matchpoints of the holders of one hand from their scores on it (same order).
std::vector<long> dealMatchpoints(const std::vector<int>& scores);

// The ranking over positions[0..] (numbered from `first`), each position its tables. Holders compared: the same deal
// index, the same number of holders at the table, the same orientation.
DuplicateRanking rankDuplicateTables(const std::vector<std::vector<DuplicateTable>>& positions, int first = 1);

// A position of the document as tables: the seating, the sheets entered (a sheet of totals only has no deals;
// an annulled deal scores 0 for everyone), the seats the sheet marks as played by bots.
std::vector<DuplicateTable> duplicateTables(const State& s, int position);

// The duplicate ranking of positions first..last of the document.
DuplicateRanking rankDuplicate(const State& s, int first, int last);

// The last position whose figures everyone may see: in a duplicate tournament a position's scores stay hidden until
// the director closes it (a table's points would tell the tables still playing about deals they have not played),
// and with them every figure after it; otherwise every position started.
int lastPublicPosition(const State& s);

}  // namespace tarot::tournament
