// Every movement seats each player exactly once per position with tables of the right size; the random and
// best-against-best seatings; the teams' start and their movement from the second position.
#include "tournament/meetings.h"
#include "tournament/movement.h"
#include "tournament/rotation.h"
#include "tournament/teams.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <set>

using namespace tarot::tournament;

namespace {

// Each player of `expected` once per position; every table of 3, 4 or 5 players, with no North only at 3 and a
// Fifth only at 5; the tables of 3 and 5 as many as the players ask.
void checkSeated(const MovementPlan& plan, const std::set<int>& expected, int tables, int shortTables, int fives) {
  for (const PositionSeating& at : plan) {
    REQUIRE(int(at.size()) == tables);
    std::multiset<int> seated;
    int threes = 0, fivesSeen = 0;
    for (const TableSeating& t : at) {
      for (int p : t.seat) if (p) seated.insert(p);
      CHECK(t.players() >= 3);
      threes += t.players() == 3;
      fivesSeen += t.players() == 5;
      // A table of 3 misses its North, except in the Howell movements where the removed North's seat moves.
      if (t.players() == 3 && tables >= 5) CHECK(t.seat[North] == 0);
      if (t.players() == 3) CHECK(std::count(t.seat.begin(), t.seat.begin() + 4, 0) == 1);
      CHECK((t.seat[Fifth] != 0) == (t.players() == 5));
      if (t.players() >= 4) CHECK(t.seat[North] != 0);
    }
    CHECK(seated == std::multiset<int>(expected.begin(), expected.end()));
    CHECK(threes == shortTables);
    CHECK(fivesSeen == fives);
  }
}

}  // namespace

TEST_CASE("Every movement seats each player once per position, tables of 3, 4 and 5", "[tournament][movement]") {
  const MovementKind kinds[] = {MovementKind::Auto, MovementKind::Fft, MovementKind::Random};
  int plans = 0;
  for (int tables = 1; tables <= 30; ++tables)
    for (int extra = -3; extra <= 3; ++extra)
      for (MovementKind kind : kinds) {
        MovementRequest r;
        r.kind = kind;
        r.tables = tables;
        r.players = 4 * tables + extra;
        r.tablesOf5 = extra > 0;
        r.seed = std::uint64_t(tables * 100 + extra);
        const Prescription pr = prescribedMovement(tables);
        r.positions = kind == MovementKind::Auto && pr.maxPositions > 0 ? pr.maxPositions : 7;
        MovementPlan plan;
        std::string why;
        // Two or three Norths removed from a whole Howell movement would meet (its Norths move): refused.
        const bool howellShort = kind == MovementKind::Auto && (tables == 3 || tables == 4) && extra <= -2;
        const bool fits = tablesForPlayers(r.players, r.tablesOf5) == tables && !howellShort;
        INFO(tables << " tables, " << r.players << " players, kind " << int(kind));
        REQUIRE(planMovement(r, &plan, &why) == fits);
        if (!fits) continue;
        REQUIRE(int(plan.size()) == r.positions);
        std::set<int> expected;
        for (const TableSeating& t : plan[0])
          for (int p : t.seat) if (p) expected.insert(p);
        CHECK(int(expected.size()) == r.players);
        if (kind == MovementKind::Random) CHECK(*expected.rbegin() == r.players);
        checkSeated(plan, expected, tables, std::max(0, -extra), std::max(0, extra));
        ++plans;
      }
  CHECK(plans > 400);
}

TEST_CASE("Special movements seat everyone once per position", "[tournament][movement]") {
  for (int tables : {6, 8, 9, 10, 12, 14, 15, 16, 18, 20}) {
    std::set<int> all;
    for (int p = 1; p <= 4 * tables; ++p) all.insert(p);
    checkSeated(rotationMovement(tables, specialSteps(*specialMovement(tables), 12)), all, tables, 0, 0);
  }
}

TEST_CASE("Random movement: seeded, a fresh seating at each position", "[tournament][movement]") {
  const MovementPlan a = randomMovement(40, 10, 6, false, 12345);
  CHECK(a == randomMovement(40, 10, 6, false, 12345));
  CHECK_FALSE(a == randomMovement(40, 10, 6, false, 12346));
  for (std::size_t p = 1; p < a.size(); ++p) CHECK_FALSE(a[p] == a[p - 1]);
  // Over many seeds every player reaches every table and orientation.
  std::set<std::pair<int, int>> places;  // (table, orientation) of player 1
  for (std::uint64_t seed = 0; seed < 2000; ++seed)
    for (std::size_t t = 0; t < 10; ++t)
      for (int o = North; o <= West; ++o)
        if (randomMovement(40, 10, 1, false, seed)[0][t].seat[std::size_t(o)] == 1) places.insert({int(t), o});
  CHECK(places.size() == 40);
}

TEST_CASE("Best against best: the ranking so far seated four by four", "[tournament][movement]") {
  const std::vector<int> ranking = {7, 3, 12, 1, 9, 2, 11, 5, 4, 10, 6};  // 11 players: table 3 of 3
  const PositionSeating at = bestAgainstBest(ranking, false);
  REQUIRE(at.size() == 3);
  CHECK(at[0].seat == std::array<int, 5>{7, 3, 12, 1, 0});
  CHECK(at[1].seat == std::array<int, 5>{9, 2, 11, 5, 0});
  CHECK(at[2].seat == std::array<int, 5>{0, 4, 10, 6, 0});
  const PositionSeating five = bestAgainstBest({1, 2, 3, 4, 5, 6, 7, 8, 9}, true);
  REQUIRE(five.size() == 2);
  CHECK(five[1].seat == std::array<int, 5>{5, 6, 7, 8, 9});
  CHECK(bestAgainstBest({1, 2}, false).empty());
}

TEST_CASE("Teams: teammates start at one table and play from the movement's second position", "[tournament][movement]") {
  const TeamStart duos = teamStart(7, 2);
  CHECK(duos.seating[2].seat == std::array<int, 5>{9, 10, 11, 12, 0});
  CHECK(duos.teamOf[9] == 5);
  CHECK(duos.teamOf[10] == 5);  // North and South of table 3: duo 5
  CHECK(duos.teamOf[11] == 6);  // East and West: duo 6
  const TeamStart fours = teamStart(7, 4);
  CHECK(fours.teamOf[9] == 3);
  CHECK(fours.teamOf[12] == 3);
  CHECK(teamStart(7, 3).teamOf.empty());

  MovementRequest r;
  r.tables = 7;
  r.positions = 5;
  MovementPlan team, individual;
  std::string why;
  REQUIRE(planTeamMovement(r, 2, &team, &why));
  r.positions = 6;
  REQUIRE(planMovement(r, &individual, &why));
  REQUIRE(team.size() == 5);
  for (std::size_t p = 0; p < team.size(); ++p) CHECK(team[p] == individual[p + 1]);
  // Teammates never sit at one table in the positions played (7 tables: the movement brings nobody back).
  for (const PositionSeating& at : team)
    for (const TableSeating& t : at)
      for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
          CHECK(fours.teamOf[std::size_t(t.seat[std::size_t(i)])] != fours.teamOf[std::size_t(t.seat[std::size_t(j)])]);
  r.kind = MovementKind::Random;
  CHECK_FALSE(planTeamMovement(r, 4, &team, &why));
  r.kind = MovementKind::Auto;
  r.players = 27;
  CHECK_FALSE(planTeamMovement(r, 2, &team, &why));
}
