// Tables of 3 and 5 (chapter 2, "Accueil des joueurs": the highest table's North removed; with two or three
// tables of 3, Norths removed so that nobody plays at a table of 3 twice), checked against an exhaustive search.
#include "tournament/meetings.h"
#include "tournament/movement.h"
#include "tournament/short_tables.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <vector>

using namespace tarot::tournament;

namespace {

MovementPlan fullPlan(int tables, int positions) {
  MovementRequest r;
  r.tables = tables;
  r.positions = positions;
  MovementPlan plan;
  std::string why;
  REQUIRE(planMovement(r, &plan, &why));
  return plan;
}

constexpr int kTableOf2 = 1000;

// Independent of northsToRemove: with these players gone, the most positions any remaining player spends at a
// table where one of them would have sat (kTableOf2 when two of them would sit at one table).
int worstShortVisits(const MovementPlan& plan, const std::vector<int>& gone) {
  std::vector<int> visits(4 * plan[0].size() + 1, 0);
  for (const PositionSeating& at : plan)
    for (const TableSeating& t : at) {
      const auto missing = std::count_if(t.seat.begin(), t.seat.end(), [&](int p) {
        return std::find(gone.begin(), gone.end(), p) != gone.end();
      });
      if (missing > 1) return kTableOf2;
      if (missing == 0) continue;
      for (int p : t.seat)
        if (p && std::find(gone.begin(), gone.end(), p) == gone.end()) ++visits[std::size_t(p)];
    }
  return *std::max_element(visits.begin(), visits.end());
}

// The least, over every choice of `count` start Norths, of the most visits to a table of 3 by one player.
int bestChoice(const MovementPlan& plan, int count) {
  int best = kTableOf2;
  std::vector<int> norths;
  for (const TableSeating& t : plan[0]) norths.push_back(t.seat[North]);
  const int n = int(norths.size());
  for (int i = 0; i < n; ++i)
    for (int j = count >= 2 ? i + 1 : n - 1; j < n; ++j)
      for (int k = count >= 3 ? j + 1 : n - 1; k < n; ++k) {
        std::vector<int> gone = {norths[std::size_t(i)]};
        if (count >= 2) gone.push_back(norths[std::size_t(j)]);
        if (count >= 3) gone.push_back(norths[std::size_t(k)]);
        best = std::min(best, worstShortVisits(plan, gone));
      }
  return best;
}

}  // namespace

TEST_CASE("Tables of 3: the highest table's North is removed", "[tournament][movement]") {
  for (int tables = 3; tables <= 60; ++tables) {
    const MovementPlan plan = fullPlan(tables, std::max(1, std::min(7, prescribedMovement(tables).maxPositions)));
    CHECK(northsToRemove(plan, 1) == std::vector<int>{4 * tables - 3});
    MovementRequest r;
    r.tables = tables;
    r.positions = int(plan.size());
    r.players = 4 * tables - 1;
    MovementPlan with3;
    std::string why;
    REQUIRE(planMovement(r, &with3, &why));
    CHECK(with3[0].back().seat == std::array<int, 5>{0, 4 * tables - 2, 4 * tables - 1, 4 * tables, 0});
  }
}

TEST_CASE("Tables of 3: nobody at a table of 3 twice wherever some choice of Norths allows it", "[tournament][movement]") {
  int possible = 0, twice = 0, impossible = 0;
  for (int count = 2; count <= 3; ++count)
    for (int tables = 3; tables <= (count == 2 ? 50 : 24); ++tables) {
      const int positions = std::max(1, std::min(7, prescribedMovement(tables).maxPositions));
      const MovementPlan plan = fullPlan(tables, positions);
      INFO(tables << " tables, " << count << " tables of 3, " << positions << " positions");
      const std::vector<int> gone = northsToRemove(plan, count);
      const int best = bestChoice(plan, count);
      // No choice at all when every one seats two players alone (the Howell movements at 3 and 4 tables).
      CHECK(gone.empty() == (best == kTableOf2));
      if (gone.empty()) { ++impossible; continue; }
      REQUIRE(int(gone.size()) == count);
      const bool works = best <= 1;
      CHECK(worstShortVisits(plan, gone) == best);
      // The highest table's North goes first whenever a choice with it works.
      if (works && count == 2) {
        const bool withHighest = worstShortVisits(plan, {4 * tables - 3, gone[1]}) <= 1;
        if (withHighest) CHECK(gone[0] == 4 * tables - 3);
      }
      (works ? possible : twice)++;
      // Through the request: the plan has exactly `count` tables of 3 at every position.
      MovementRequest r;
      r.tables = tables;
      r.positions = positions;
      r.players = 4 * tables - count;
      MovementPlan shortPlan;
      std::string why;
      REQUIRE(planMovement(r, &shortPlan, &why));
      for (const PositionSeating& at : shortPlan)
        CHECK(std::count_if(at.begin(), at.end(), [](const TableSeating& t) { return t.players() == 3; }) == count);
      const std::vector<int> visits = tableOf3Visits(shortPlan);
      CHECK((*std::max_element(visits.begin(), visits.end()) <= 1) == works);
    }
  // How the cases fall (printed with -s): spared, someone twice at a table of 3 whatever the choice, no choice.
  INFO(possible << " " << twice << " " << impossible);
  CHECK(possible + twice + impossible == 48 + 22);
  CHECK(impossible == 4);
}

TEST_CASE("Tables of 5: the extra players at seat Fifth, one a table, moving down", "[tournament][movement]") {
  MovementRequest r;
  r.tables = 7;
  r.positions = 4;
  r.players = 30;
  r.tablesOf5 = true;
  MovementPlan plan;
  std::string why;
  REQUIRE(planMovement(r, &plan, &why));
  CHECK(plan[0][6].seat[Fifth] == 29);
  CHECK(plan[0][5].seat[Fifth] == 30);
  CHECK(plan[1][5].seat[Fifth] == 29);
  CHECK(plan[3][3].seat[Fifth] == 29);
  for (const PositionSeating& at : plan) {
    int fives = 0;
    for (const TableSeating& t : at) fives += t.players() == 5;
    CHECK(fives == 2);
  }
  r.players = 36;  // 8 extra players for 7 tables
  CHECK_FALSE(planMovement(r, &plan, &why));
}

namespace {

// Independent of northsToRemove: how many remaining players sit at a table of 3 more than once with these gone.
int sentTwice(const MovementPlan& plan, const std::vector<int>& gone) {
  std::vector<int> visits(4 * plan[0].size() + 1, 0);
  for (const PositionSeating& at : plan)
    for (const TableSeating& t : at) {
      const bool short3 = std::any_of(t.seat.begin(), t.seat.end(), [&](int p) {
        return std::find(gone.begin(), gone.end(), p) != gone.end();
      });
      if (!short3) continue;
      for (int p : t.seat)
        if (p && std::find(gone.begin(), gone.end(), p) == gone.end()) ++visits[std::size_t(p)];
    }
  return int(std::count_if(visits.begin(), visits.end(), [](int v) { return v > 1; }));
}

}  // namespace

TEST_CASE("Tables of 3: when someone must go twice, the choice sending the fewest players twice",
          "[tournament][movement]") {
  // "veillez à supprimer les joueurs NORD correctement de façon à ce qu'un joueur ne repasse une nouvelle fois à une
  // table à 3": of the choices with the least worst count, the one where the fewest players repass.
  int cases = 0;
  for (int count = 2; count <= 3; ++count)
    for (int tables = 5; tables <= (count == 2 ? 40 : 20); ++tables) {
      const int positions = std::max(1, std::min(7, prescribedMovement(tables).maxPositions));
      const MovementPlan plan = fullPlan(tables, positions);
      const int best = bestChoice(plan, count);
      if (best <= 1 || best == kTableOf2) continue;
      ++cases;
      INFO(tables << " tables, " << count << " tables of 3");
      std::vector<int> norths;
      for (const TableSeating& t : plan[0]) norths.push_back(t.seat[North]);
      int fewest = 1 << 20;
      const int n = int(norths.size());
      for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
          for (int k = count == 3 ? j + 1 : n - 1; k < n; ++k) {
            std::vector<int> gone = {norths[std::size_t(i)], norths[std::size_t(j)]};
            if (count == 3) gone.push_back(norths[std::size_t(k)]);
            if (worstShortVisits(plan, gone) == best) fewest = std::min(fewest, sentTwice(plan, gone));
          }
      const std::vector<int> gone = northsToRemove(plan, count);
      CHECK(worstShortVisits(plan, gone) == best);
      CHECK(sentTwice(plan, gone) == fewest);
    }
  CHECK(cases > 0);
}
