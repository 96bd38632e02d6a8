// Choosing and building a movement plan, and the seatings drawn afresh at each position.
#include "tournament/movement.h"
#include "engine/rng.h"
#include "tournament/howell.h"
#include "tournament/rotation.h"
#include "tournament/short_tables.h"

namespace tarot::tournament {

namespace {

constexpr int kMaxTables = 1000;
constexpr int kMaxPositions = 100;

// The fixed plan of a kind for four players a table, or the reason it cannot be built.
bool fullPlan(MovementKind kind, int tables, int positions, MovementPlan* plan, std::string* why) {
  switch (kind) {
    case MovementKind::Howell:
      if (howellPositions(tables) == 0) { *why = "the Howell movement is printed for 3 and 4 tables only"; return false; }
      if (positions > howellPositions(tables)) {
        *why = "the Howell movement for " + std::to_string(tables) + " tables has " +
               std::to_string(howellPositions(tables)) + " positions";
        return false;
      }
      *plan = howellMovement(tables, positions);
      return true;
    case MovementKind::Special: {
      const SpecialMovement* m = specialMovement(tables);
      if (!m) { *why = "the rulebook prints special movements for 6, 8, 9, 10, 12, 14, 15, 16, 18 and 20 tables only"; return false; }
      *plan = rotationMovement(tables, specialSteps(*m, positions));
      return true;
    }
    default:
      *plan = rotationMovement(tables, baseSteps(positions));
      return true;
  }
}

}  // namespace

Prescription prescribedMovement(int tables) {
  if (howellPositions(tables) > 0) return {MovementKind::Howell, howellPositions(tables)};
  if (const SpecialMovement* m = specialMovement(tables)) return {MovementKind::Special, m->maxPositions};
  if (tables >= 5 && tables <= 150) return {MovementKind::Fft, 7};
  return {MovementKind::Random, 0};
}

int tablesForPlayers(int players, bool tablesOf5) {
  if (players < 3) return 0;
  const int tables = tablesOf5 ? players / 4 : (players + 3) / 4;
  const int shortTables = tablesOf5 ? players - 4 * tables : 4 * tables - players;
  return tables >= 1 && shortTables <= tables ? tables : 0;
}

bool planMovement(const MovementRequest& r, MovementPlan* plan, std::string* why) {
  const int players = r.players > 0 ? r.players : 4 * r.tables;
  if (r.tables < 1 || r.tables > kMaxTables) { *why = "tables must be 1 to " + std::to_string(kMaxTables); return false; }
  if (r.positions < 1 || r.positions > kMaxPositions) { *why = "positions must be 1 to " + std::to_string(kMaxPositions); return false; }
  if (tablesForPlayers(players, r.tablesOf5) != r.tables) {
    *why = std::to_string(players) + " players do not fill " + std::to_string(r.tables) + " tables" +
           (r.tablesOf5 ? " of 4 and 5" : " of 4 and 3");
    return false;
  }
  MovementKind kind = r.kind == MovementKind::Auto ? prescribedMovement(r.tables).kind : r.kind;
  if (kind == MovementKind::Random) {
    *plan = randomMovement(players, r.tables, r.positions, r.tablesOf5, r.seed);
    return true;
  }
  MovementPlan full;
  if (!fullPlan(kind, r.tables, r.positions, &full, why)) return false;
  const int extra = players - 4 * r.tables;
  if (extra >= 0) {
    *plan = extra > 0 ? withFifths(full, extra) : full;
    return true;
  }
  const std::vector<int> removed = northsToRemove(full, -extra);
  if (removed.empty()) {
    *why = "with " + std::to_string(players) + " players this movement would seat two players alone at a table: "
           "take fewer positions, the random movement or tables of 5";
    return false;
  }
  *plan = withoutPlayers(full, removed);
  return true;
}

PositionSeating seatInOrder(const std::vector<int>& order, int tables, bool tablesOf5) {
  const int players = int(order.size());
  if (tables < 1 || tablesForPlayers(players, tablesOf5) != tables) return {};
  const int extra = players - 4 * tables;  // > 0: tables of 5, < 0: tables of 3; the highest tables either way
  PositionSeating at(static_cast<std::size_t>(tables));
  std::size_t next = 0;
  for (int t = 0; t < tables; ++t) {
    const bool highest = t >= tables - (extra < 0 ? -extra : extra);
    for (int o = North; o <= Fifth; ++o) {
      if ((o == North && highest && extra < 0) || (o == Fifth && !(highest && extra > 0))) continue;
      at[std::size_t(t)].seat[std::size_t(o)] = order[next++];
    }
  }
  return at;
}

MovementPlan randomMovement(int players, int tables, int positions, bool tablesOf5, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<int> order(std::size_t(players > 0 ? players : 0));
  MovementPlan plan;
  for (int p = 0; p < positions; ++p) {
    for (int i = 0; i < players; ++i) order[std::size_t(i)] = i + 1;
    rng.shuffle(order.data(), players);
    PositionSeating at = seatInOrder(order, tables, tablesOf5);
    if (at.empty()) return {};
    plan.push_back(at);
  }
  return plan;
}

PositionSeating bestAgainstBest(const std::vector<int>& ranking, bool tablesOf5) {
  return seatInOrder(ranking, tablesForPlayers(int(ranking.size()), tablesOf5), tablesOf5);
}

}  // namespace tarot::tournament
