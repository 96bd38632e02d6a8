// Team tournaments in donnes libres (chapter 2, "Tournoi en donnes libres par équipes"): a duo takes North and
// South or East and West of one table, a team of 4 the four orientations; teammates start at the same table but do
// not play the first position: "la première position effectivement jouée par les joueurs correspond à la deuxième
// position des tableaux précédents". The random and best-against-best seatings are not allowed for teams.
#pragma once
#include "tournament/movement.h"
#include "tournament/night_warnings.h"
#include <string>
#include <vector>

namespace tarot::tournament {

// Where the teams start (position 1 of the movement, not played) and the team of each player.
struct TeamStart {
  PositionSeating seating;
  std::vector<int> teamOf;  // teamOf[player], teams numbered from 1; index 0 unused
};

// The start of `tables` tables for teams of 2 (duo d at table (d + 1) / 2, North-South when d is odd, East-West
// when even) or of 4 (team t at table t). Empty for another team size.
TeamStart teamStart(int tables, int teamSize);

// The positions the teams play: the movement from its second position. request.positions counts the positions
// played, so the movement is built one position longer. Teams need four players a table and a fixed movement.
bool planTeamMovement(const MovementRequest& request, int teamSize, MovementPlan* plan, std::string* why);

// Teammates kept apart ("ne se rencontrent pas"): at each position where the plan seats teammates at one table, one
// of them swaps seats with the player at the same orientation of another table, the swap that brings no teammates
// together and makes the fewest pairs meet again (with the positions before, as kept apart). Each swap is added to
// (*changes)[position - 1] as a TeammatesSeparated warning; teammates no swap can part stay (positionWarnings says so).
void separateTeammates(MovementPlan* plan, const TeamOf& teamOf, std::vector<std::vector<Warning>>* changes);

}  // namespace tarot::tournament
