// The rotation movements: the base FFT steps and the special movements as tournaments.md reads them.
#include "tournament/rotation.h"

namespace tarot::tournament {

namespace {

// The rulebook prints, for each special table count, West's base step and the jumps at given positions; the OCR
// kept the jumps but lost their columns. tournaments.md ("The FFT movement for 5 tables and more") recovers the
// columns by an exhaustive search over the readings that keep every pair of players from meeting twice:
//   6: W -1, at 3 East +3, at 4 West -2 (5 positions)  ·  8: W -1, at 5 South +2 and East +3, at 6 East +4 (6)
//   9: at 4 and at 5 East +3 and West -3  ·  10: W -1, at 6 East +3 and West -2 (6; none reaches 7)
//   12: at 4 West -3, at 7 East +3  ·  14 and 15: West -3 at 6 (the OCR's "Béme" read as the 6th, like
//   "B6eme" at 10 tables; 5 or 6 both keep 7 positions free)  ·  16: at 5 and at 6 West -3  ·  18, 20: at 6 West -3.
const SpecialMovement kSpecials[] = {
    {6, -1, {{3, East, 3}, {4, West, -2}}, 5},
    {8, -1, {{5, South, 2}, {5, East, 3}, {6, East, 4}}, 6},
    {9, -2, {{4, East, 3}, {4, West, -3}, {5, East, 3}, {5, West, -3}}, 7},
    {10, -1, {{6, East, 3}, {6, West, -2}}, 6},
    {12, -2, {{4, West, -3}, {7, East, 3}}, 7},
    {14, -2, {{6, West, -3}}, 7},
    {15, -2, {{6, West, -3}}, 7},
    {16, -2, {{5, West, -3}, {6, West, -3}}, 7},
    {18, -2, {{6, West, -3}}, 7},
    {20, -2, {{6, West, -3}}, 7},
};

int wrap(int table, int tables) { return ((table % tables) + tables) % tables; }

}  // namespace

const SpecialMovement* specialMovement(int tables) {
  for (const SpecialMovement& m : kSpecials)
    if (m.tables == tables) return &m;
  return nullptr;
}

std::vector<Steps> baseSteps(int positions) {
  return std::vector<Steps>(std::size_t(positions > 1 ? positions - 1 : 0));
}

std::vector<Steps> specialSteps(const SpecialMovement& m, int positions) {
  std::vector<Steps> steps = baseSteps(positions);
  for (Steps& s : steps) s.west = m.westBase;
  for (const SpecialMovement::Jump& j : m.jumps) {
    if (j.position < 2 || j.position > positions) continue;
    Steps& s = steps[std::size_t(j.position - 2)];
    (j.who == South ? s.south : j.who == East ? s.east : s.west) = j.step;
  }
  return steps;
}

MovementPlan rotationMovement(int tables, const std::vector<Steps>& steps) {
  MovementPlan plan;
  if (tables < 1) return plan;
  int moved[4] = {0, 0, 0, 0};  // how far each orientation has gone from its start table
  for (std::size_t p = 0; p <= steps.size(); ++p) {
    if (p > 0) {
      moved[South] += steps[p - 1].south;
      moved[East] += steps[p - 1].east;
      moved[West] += steps[p - 1].west;
    }
    PositionSeating at(static_cast<std::size_t>(tables));
    for (int start = 0; start < tables; ++start)
      for (int o = North; o <= West; ++o)
        at[std::size_t(wrap(start + moved[o], tables))].seat[std::size_t(o)] = 4 * start + o + 1;
    plan.push_back(at);
  }
  return plan;
}

}  // namespace tarot::tournament
