// Where the console gets each position's seating: the one place a position's tables are computed from the start
// positions drawn (article 25) and the tournament's movement (chapter 2, "Mouvements des joueurs").
#pragma once
#include "tournament/document.h"
#include <string>

namespace tarot::console {

// The seating of `position` (from 1) for the players drawn at the start, or "" and why not: the movement the
// rulebook prescribes for the tables drawn (tournament/movement.h), its numbers given to the players in the start's
// order; players who withdrew (article 27) leave their seat empty.
tournament::Rejection positionSeating(const tournament::State& s, int position, tournament::PositionSeating* out);

}  // namespace tarot::console
