// The start positions of a tournament (FFT chapter 2 "Accueil des joueurs", article 25): a full random draw, the
// players' chosen orientations with the rest drawn, or the arbitrator's placing; the previous champion North at
// table 1 (the duo at North/South, the team of 4 at table 1); teammates at one table (N/S or E/W for a duo). When
// the players are not a multiple of 4, North is removed from the highest-numbered tables (tables of 3).
#pragma once
#include "tournament/document.h"
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tarot::tournament {

struct DrawRequest {
  DrawMethod method = DrawMethod::Random;
  std::uint64_t seed = 0;                                // Random and Chosen: the seeded draw (engine's Rng)
  int champion = 0;                                      // the previous champion, 0 for none
  std::vector<std::pair<int, Orientation>> chosen;       // Chosen: who asked for which orientation
  PositionSeating manual;                                // Manual: the arbitrator's placing
};

// The start seating for the players registered and not withdrawn; no refusal, or why not (too few players, a team not
// complete, more players asking for an orientation than it has seats, a player left out of a manual placing).
Rejection drawStartPositions(const State& s, const DrawRequest& request, PositionSeating* out);

// Article 25 met by the start: the champion North at table 1; the champion duo North and South of table 1, whichever of
// the two is named; the champion team of 4 at table 1.
bool championPlaced(const State& s, const PositionSeating& start, int champion);

// The empty seating for `players` players: tables of 4, North removed from the highest-numbered tables when the
// count is not a multiple of 4 (seats to fill are -1, removed seats 0), or with tables of 5 a Fifth at the highest
// tables for the players beyond a multiple of 4; empty when no such seating exists.
PositionSeating emptyStart(int players, bool tablesOf5 = false);

}  // namespace tarot::tournament
