// Where the console gets each position's seating: the one place a position's tables are computed from the start
// positions drawn (article 25) and the tournament's movement (chapter 2, "Mouvements des joueurs").
#pragma once
#include "tournament/document.h"
#include <string>

namespace tarot::console {

// The seating of `position` (from 1) for the players of the start seating, or "" and why not. Until the movements
// library is in the build this is the base rotation of the rulebook's movement (North stays, South moves up one
// table, East two, West down two); tables of 3 keep their empty North.
std::string positionSeating(const tournament::State& s, int position, tournament::PositionSeating* out);

}  // namespace tarot::console
