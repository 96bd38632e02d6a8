// The FFT movement for 5 tables and more and the rulebook's special movements (chapter 2, "Mouvement normal FFT :
// 5 tables et plus"): each player keeps the orientation of the start; North stays, South moves up one table,
// East up two, West down two (tables in a circle), with the printed exceptions for 6 to 20 tables.
#pragma once
#include "tournament/seating.h"
#include <vector>

namespace tarot::tournament {

// How far each orientation moves on one change of position (North never moves).
struct Steps {
  int south = 1;
  int east = 2;
  int west = -2;
  bool operator==(const Steps& o) const { return south == o.south && east == o.east && west == o.west; }
};

// A special movement of the rulebook: West's base step and the steps that differ at given positions.
struct SpecialMovement {
  int tables = 0;
  int westBase = -2;
  struct Jump {
    int position;      // the move that brings the players to this position (position 1 is the start)
    Orientation who;
    int step;
  };
  std::vector<Jump> jumps;
  int maxPositions = 7;  // positions the rulebook allows (or the reading keeps free of repeated meetings)
};

// The special movement for a table count the rulebook lists (6, 8, 9, 10, 12, 14, 15, 16, 18, 20); null otherwise.
const SpecialMovement* specialMovement(int tables);

// The steps of the move to each position 2..positions: the base steps, or a special movement's.
std::vector<Steps> baseSteps(int positions);
std::vector<Steps> specialSteps(const SpecialMovement& m, int positions);

// The plan of a rotation movement: at the start, table t holds players 4t-3 (North), 4t-2 (South), 4t-1 (East)
// and 4t (West); steps[i] is the move to position i + 2. Tables are numbered in a circle.
MovementPlan rotationMovement(int tables, const std::vector<Steps>& steps);

}  // namespace tarot::tournament
