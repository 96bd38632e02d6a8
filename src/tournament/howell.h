// The Howell FFT movements for 3 and 4 tables (rulebook, chapter 2, "Mouvement Howell FFT : 3 et 4 tables"):
// players keep a number and change table and orientation at each position, as the printed tables say.
#pragma once
#include "tournament/seating.h"

namespace tarot::tournament {

// Positions printed for a Howell table count (6 at 3 tables, 5 at 4 tables, 0 otherwise).
int howellPositions(int tables);

// The first `positions` positions of the Howell movement for 3 or 4 tables (empty for any other count or when
// more positions are asked than printed).
MovementPlan howellMovement(int tables, int positions);

}  // namespace tarot::tournament
