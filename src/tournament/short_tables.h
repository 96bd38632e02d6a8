// Tables of 3 and tables of 5 when the number of players is not a multiple of 4 (chapter 2, "Accueil des
// joueurs": "supprimer le NORD de la table la plus élevée : les joueurs de cette table joueront à 3. Si vous devez
// avoir 2 tables à 3 joueurs, veillez à supprimer les joueurs NORD correctement de façon à ce qu'un joueur ne
// repasse une nouvelle fois à une table à 3 joueurs"; tables of 5 for small tournaments, "Le jeu à 5 joueurs").
#pragma once
#include "tournament/seating.h"
#include <vector>

namespace tarot::tournament {

// The Norths of the start (position 1) to remove for `count` tables of 3: the highest table's North first; with
// two or three tables of 3, the other Norths are chosen (highest tables first) so that no remaining player sits
// at a table of 3 twice over the plan's positions; when no choice achieves it, the choice where the most visits
// to a table of 3 by one player is least and, of those, the one sending the fewest players there twice. Empty when count is not 1..3 or exceeds the tables, or when every choice
// brings two removed Norths to one table at some position (the Howell movements, whose Norths move).
std::vector<int> northsToRemove(const MovementPlan& plan, int count);

// The plan with these players' seats left empty (0) at every position.
MovementPlan withoutPlayers(const MovementPlan& plan, const std::vector<int>& removed);

// The number of positions at which each player (index = number) sits at a table with an empty seat.
std::vector<int> tableOf3Visits(const MovementPlan& plan);

// The plan with `extra` players at seat Fifth: numbered after the highest player, they start at the highest
// tables (one each) and move down one table per position, so that they do not follow any orientation's players.
MovementPlan withFifths(const MovementPlan& plan, int extra);

}  // namespace tarot::tournament
