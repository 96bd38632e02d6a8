// Team starts and the team movement (positions from the second).
#include "tournament/teams.h"
#include "tournament/rotation.h"

namespace tarot::tournament {

TeamStart teamStart(int tables, int teamSize) {
  TeamStart s;
  if (tables < 1 || (teamSize != 2 && teamSize != 4)) return s;
  s.seating = rotationMovement(tables, {})[0];  // the same start as every fixed movement: 4t-3..4t at table t
  s.teamOf.assign(std::size_t(4 * tables + 1), 0);
  for (int p = 1; p <= 4 * tables; ++p) s.teamOf[std::size_t(p)] = (p - 1) / teamSize + 1;
  return s;
}

bool planTeamMovement(const MovementRequest& request, int teamSize, MovementPlan* plan, std::string* why) {
  if (teamSize != 2 && teamSize != 4) { *why = "teams are of 2 or 4 players"; return false; }
  const MovementKind kind = request.kind == MovementKind::Auto ? prescribedMovement(request.tables).kind : request.kind;
  if (kind == MovementKind::Random) { *why = "the random movement is not allowed for teams"; return false; }
  if (request.players != 0 && request.players != 4 * request.tables) {
    *why = "teams play four to a table";
    return false;
  }
  MovementRequest longer = request;
  longer.positions = request.positions + 1;
  longer.players = 0;
  longer.tablesOf5 = false;
  MovementPlan full;
  if (!planMovement(longer, &full, why)) return false;
  plan->assign(full.begin() + 1, full.end());
  return true;
}

}  // namespace tarot::tournament
