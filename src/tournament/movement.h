// The movements of a club tournament (chapter 2, "Mouvements des joueurs"): which movement the rulebook
// prescribes for a table count, the plan of every position for the FFT movements (Howell, base, special), the
// random seating and the best-against-best seating, with tables of 3 or 5 when players are not a multiple of 4.
#pragma once
#include "tournament/seating.h"
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::tournament {

enum class MovementKind { Auto, Howell, Fft, Special, Random };

// The movement the rulebook prints for a table count and the positions it allows: Howell at 3 (6 positions) and
// 4 tables (5), the special movements at 6 (5), 8 (6), 10 (6 in our reading), 9, 12, 14, 15, 16, 18, 20 (7), the
// base FFT movement at 5, 7, 11, 13, 17, 19 and 21 to 150 tables (7). Random with 0 positions otherwise (the
// rulebook prints no movement for fewer than 3 tables or more than 150).
struct Prescription {
  MovementKind kind = MovementKind::Random;
  int maxPositions = 0;
};
Prescription prescribedMovement(int tables);

// Tables for a number of players: tables of 3 complete the last tables (players / 4 rounded up), or tables of 5
// take the extra players (players / 4 rounded down). 0 when the players cannot be seated that way.
int tablesForPlayers(int players, bool tablesOf5);

struct MovementRequest {
  MovementKind kind = MovementKind::Auto;
  int tables = 0;
  int positions = 0;
  int players = 0;         // 0: four a table
  bool tablesOf5 = false;  // the players beyond four a table sit at seat Fifth (else tables of 3)
  std::uint64_t seed = 0;  // the random movement's
};

// The plan of every position; false with the reason in English when the request cannot be met. Players are
// numbered by their start seat (4t-3 .. 4t at table t; extra players at Fifth after them); with tables of 3 the
// removed Norths' numbers are absent. The random movement numbers players 1..players.
bool planMovement(const MovementRequest& request, MovementPlan* plan, std::string* why);

// One position seated in the order given: the first four at table 1 (North, South, East, West), the next four at
// table 2, ...; tables of 3 (no North) or 5 (a Fifth) are the highest tables. Empty when the count does not fit.
PositionSeating seatInOrder(const std::vector<int>& order, int tables, bool tablesOf5);

// Every position a fresh random seating of players 1..players, from the seed.
MovementPlan randomMovement(int players, int tables, int positions, bool tablesOf5, std::uint64_t seed);

// The best against the best: players 1-4 of the ranking so far (best first) at table 1, 5-8 at table 2, ...
PositionSeating bestAgainstBest(const std::vector<int>& ranking, bool tablesOf5);

}  // namespace tarot::tournament
