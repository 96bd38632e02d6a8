// The PCN (chapter 5, "Attribution des PCN et PP") of a tournament's final ranking as the console shows and prints
// it: the grid of the tables drawn, each entrant's figure by its place (ex aequo sharing theirs), a team's figure to
// each of its players.
#pragma once
#include "tournament/document.h"
#include "tournament/ranking.h"
#include <vector>

namespace tarot::console {

// One figure per line of `r.lines` (0 beyond the places receiving PCN); empty before the draw.
std::vector<int> rankingPcn(const tournament::State& s, const tournament::Ranking& r);

}  // namespace tarot::console
