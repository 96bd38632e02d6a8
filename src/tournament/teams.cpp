// Team starts and the team movement (positions from the second).
#include "tournament/teams.h"
#include "tournament/rotation.h"
#include <algorithm>

namespace tarot::tournament {

namespace {

int teamOfPlayer(const TeamOf& teamOf, int p) { return p > 0 && p < int(teamOf.size()) ? teamOf[std::size_t(p)] : 0; }

// Pairs seated together at the positions already kept apart.
struct Met {
  int size = 0;
  std::vector<unsigned char> pairs;
  int at(const TableSeating& t) const {
    int n = 0;
    for (int i = 0; i < 5; ++i)
      for (int j = i + 1; j < 5; ++j) {
        const int x = t.seat[std::size_t(i)], y = t.seat[std::size_t(j)];
        if (x && y) n += pairs[std::size_t(x * size + y)];
      }
    return n;
  }
  void add(const PositionSeating& at) {
    for (const TableSeating& t : at)
      for (int x : t.seat)
        for (int y : t.seat)
          if (x && y && x != y) pairs[std::size_t(x * size + y)] = 1;
  }
};

int teammatePairs(const TableSeating& t, const TeamOf& teamOf) {
  int n = 0;
  for (int i = 0; i < 5; ++i)
    for (int j = i + 1; j < 5; ++j) {
      const int x = teamOfPlayer(teamOf, t.seat[std::size_t(i)]);
      n += x && x == teamOfPlayer(teamOf, t.seat[std::size_t(j)]);
    }
  return n;
}

// The best swap of a player of table t who has a teammate there with the player at the same orientation of another
// table: fewer teammates together at the two tables first, then the fewest pairs meeting again. False when no swap
// lowers the teammates together.
bool partTeammates(PositionSeating* at, std::size_t t, const TeamOf& teamOf, const Met& met, Warning* w) {
  const int before = teammatePairs((*at)[t], teamOf);
  if (before == 0) return false;
  std::pair<int, int> best{0, 0};
  TableSeating bestHere, bestThere;
  std::size_t bestTable = at->size();
  for (int o = 0; o < 5; ++o) {
    const int mover = (*at)[t].seat[std::size_t(o)];
    int mate = 0;
    for (int q : (*at)[t].seat)
      if (q && q != mover && teamOfPlayer(teamOf, q) && teamOfPlayer(teamOf, q) == teamOfPlayer(teamOf, mover)) mate = q;
    if (!mate) continue;
    for (std::size_t t2 = 0; t2 < at->size(); ++t2) {
      const int other = (*at)[t2].seat[std::size_t(o)];
      if (t2 == t || other == 0) continue;
      TableSeating here = (*at)[t], there = (*at)[t2];
      here.seat[std::size_t(o)] = other;
      there.seat[std::size_t(o)] = mover;
      const int gain = teammatePairs(here, teamOf) + teammatePairs(there, teamOf) - before -
                       teammatePairs((*at)[t2], teamOf);
      const std::pair<int, int> score{gain, met.at(here) + met.at(there)};
      if (gain >= 0 || (bestTable != at->size() && score >= best)) continue;
      best = score;
      bestHere = here, bestThere = there, bestTable = t2;
      *w = {WarningCode::TeammatesSeparated, mate, mover, int(t + 1), other, int(t2 + 1), {}};
    }
  }
  if (bestTable == at->size()) return false;
  (*at)[t] = bestHere;
  (*at)[bestTable] = bestThere;
  return true;
}

}  // namespace

void separateTeammates(MovementPlan* plan, const TeamOf& teamOf, std::vector<std::vector<Warning>>* changes) {
  changes->resize(std::max(changes->size(), plan->size()));
  Met met;
  for (const PositionSeating& at : *plan)
    for (const TableSeating& t : at)
      for (int p : t.seat) met.size = std::max(met.size, p + 1);
  met.pairs.assign(std::size_t(met.size * met.size), 0);
  for (std::size_t p = 0; p < plan->size(); ++p) {
    PositionSeating& at = (*plan)[p];
    // Each swap lowers the teammates together at the position, so the loop ends.
    for (bool again = true; again;) {
      again = false;
      for (std::size_t t = 0; t < at.size(); ++t) {
        Warning w;
        if (partTeammates(&at, t, teamOf, met, &w)) (*changes)[p].push_back(w), again = true;
      }
    }
    met.add(at);
  }
}

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
