// A battery over table counts 3 to 30, individual and teams of 2 and 4, checked by an independent computation of who
// sits with whom: teammates never at one table at a played position unless a warning says so; every pair meeting again
// warned, with the positions where they met; no pair meeting again within the positions the rulebook's movement
// allows when that movement keeps everyone apart (chapter 2: "ne rencontrer qu'une seule fois un adversaire").
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/meetings.h"
#include "tournament/movement.h"
#include "tournament/night_plan.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <map>

using namespace tarot::tournament;
using tarot::tournament::testing::settingsOf;

namespace {

Document drawnNight(Formula formula, int size, int tables, int positions, std::uint64_t seed) {
  Settings s = settingsOf(positions, 2);
  s.formula = formula;
  Document d;
  d.append(createEvent("Batterie", s), 1, "arbitre");
  for (int p = 1; p <= 4 * tables; ++p)
    d.append(registerEvent("P" + std::to_string(p), "", "", size ? "T" + std::to_string((p - 1) / size + 1) : ""), 2, "a");
  DrawRequest r;
  r.seed = seed;
  PositionSeating start;
  REQUIRE_FALSE(drawStartPositions(d.state(), r, &start));
  REQUIRE(d.append(drawEvent(DrawMethod::Random, seed, 0, start), 3, "arbitre").empty());
  return d;
}

bool warned(const std::vector<Warning>& w, WarningCode code, int a, int b) {
  return std::any_of(w.begin(), w.end(), [&](const Warning& x) {
    return x.code == code && std::min(x.a, x.b) == std::min(a, b) && std::max(x.a, x.b) == std::max(a, b);
  });
}

// Whether the rulebook's movement for the tables keeps every pair apart over its positions.
bool movementMeetingFree(int tables) {
  const Prescription p = prescribedMovement(tables);
  MovementRequest r;
  r.tables = tables;
  r.positions = p.maxPositions;
  MovementPlan plan;
  std::string why;
  return planMovement(r, &plan, &why) && meetingFreePositions(plan) == p.maxPositions;
}

// Plays the night position by position and checks each position's warnings against the seatings recorded.
void checkNight(Formula formula, int size, int tables, std::uint64_t seed) {
  const Prescription pr = prescribedMovement(tables);
  const int limit = size ? pr.maxPositions - 1 : pr.maxPositions;
  // One beyond the movement, to see its warnings too (the Howell movements have no position beyond theirs).
  const int positions = std::max(1, limit) + (pr.kind == MovementKind::Howell ? 0 : 1);
  Document d = drawnNight(formula, size, tables, positions, seed);
  const auto team = [&](int p) { return size ? (p - 1) / size + 1 : 0; };
  const bool free = movementMeetingFree(tables);
  bool swapped = false;
  std::map<std::pair<int, int>, std::vector<int>> met;  // pair -> positions played together
  for (int position = 1; position <= positions; ++position) {
    INFO(tables << " tables, teams of " << size << ", position " << position);
    const PositionPlan plan = planPosition(d.state(), position);
    REQUIRE_FALSE(plan.refusal);
    for (const Warning& w : plan.warnings) swapped = swapped || w.code == WarningCode::TeammatesSeparated;
    for (const TableSeating& t : plan.seating)
      for (int i = 0; i < 5; ++i)
        for (int j = i + 1; j < 5; ++j) {
          const int a = std::min(t.seat[std::size_t(i)], t.seat[std::size_t(j)]);
          const int b = std::max(t.seat[std::size_t(i)], t.seat[std::size_t(j)]);
          if (!a) continue;
          if (team(a) && team(a) == team(b)) CHECK(warned(plan.warnings, WarningCode::TeammatesTogether, a, b));
          std::vector<int>& at = met[{a, b}];
          if (!at.empty()) {
            CHECK(warned(plan.warnings, WarningCode::MeetAgain, a, b));
            if (free && position <= limit && !swapped) CHECK(at.empty());
          }
          at.push_back(position);
        }
    REQUIRE(d.append(startPositionEvent(position, plan.seating), 10, "arbitre").empty());
  }
}

}  // namespace

TEST_CASE("night battery: 3 to 30 tables, individual, duos and teams of 4", "[tournament][night]") {
  for (int tables = 3; tables <= 30; ++tables)
    for (std::uint64_t seed : {1u, 2u}) {
      checkNight(Formula::Individual, 0, tables, seed);
      checkNight(Formula::Duo, 2, tables, seed);
      checkNight(Formula::Team4, 4, tables, seed);
    }
}

TEST_CASE("night battery: teams never sit with a teammate within the movement's positions", "[tournament][night]") {
  // Teammates start at one table and the movement moves them apart; within the positions it allows (one fewer for
  // teams: they skip its first) no teammates are at one table once the plan has kept them apart. (Three teams of 4
  // at 3 tables cannot: four players a table from three teams.)
  for (int tables = 3; tables <= 30; ++tables)
    for (int size : {2, 4}) {
      if (size == 4 && tables < 4) continue;
      const int limit = prescribedMovement(tables).maxPositions - 1;
      Document d = drawnNight(size == 2 ? Formula::Duo : Formula::Team4, size, tables, limit, 4);
      for (int position = 1; position <= limit; ++position) {
        INFO(tables << " tables, teams of " << size << ", position " << position);
        const PositionPlan plan = planPosition(d.state(), position);
        REQUIRE_FALSE(plan.refusal);
        for (const TableSeating& t : plan.seating)
          for (int a : t.seat)
            for (int b : t.seat)
              if (a && b && a != b) CHECK((a - 1) / size != (b - 1) / size);
        REQUIRE(d.append(startPositionEvent(position, plan.seating), 10, "arbitre").empty());
      }
    }
}
