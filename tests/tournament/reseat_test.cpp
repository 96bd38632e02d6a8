// Withdrawals (article 27) and players not drawn, from the rulebook's words: "une table reçoit 3 à 5 joueurs" (a Fifth
// only with four others), so a withdrawal never blocks the next position; everyone else keeps the movement's seat, and
// the arbitrator is told who moved.
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/night_plan.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <map>

using namespace tarot::tournament;
using tarot::tournament::testing::settingsOf;

namespace {

Document drawn(const Settings& settings, int players, std::uint64_t seed = 3) {
  Document d;
  d.append(createEvent("Nuit", settings), 1, "arbitre");
  for (int p = 1; p <= players; ++p) d.append(registerEvent("P" + std::to_string(p), "", ""), 2, "a");
  DrawRequest r;
  r.seed = seed;
  PositionSeating start;
  REQUIRE_FALSE(drawStartPositions(d.state(), r, &start));
  REQUIRE(d.append(drawEvent(DrawMethod::Random, seed, 0, start), 3, "arbitre").empty());
  return d;
}

PositionPlan startNext(Document* d) {
  const PositionPlan plan = planPosition(d->state(), int(d->state().positions.size()) + 1);
  REQUIRE_FALSE(plan.refusal);
  const std::string why = d->append(startPositionEvent(plan.position, plan.seating), 10, "arbitre");
  REQUIRE(why.empty());
  return plan;
}

// Where a player sits: table (from 1) * 10 + orientation; 0 when not seated.
int seatOf(const PositionSeating& at, int player) {
  for (std::size_t t = 0; t < at.size(); ++t)
    for (int o = 0; o < 5; ++o)
      if (at[t].seat[std::size_t(o)] == player) return int(t + 1) * 10 + o;
  return 0;
}

// Every table 3 to 5 players, a Fifth only at a table of 5, every player still playing seated once.
void checkLegal(const State& s, const PositionSeating& at, int position) {
  for (const TableSeating& t : at) {
    CHECK(t.players() >= 3);
    CHECK(t.players() <= 5);
    if (t.seat[Fifth]) CHECK(t.players() == 5);
  }
  for (const Player& p : s.players) {
    const bool gone = p.withdrawn && p.withdrawnAfterPosition < position;
    int times = 0;
    for (const TableSeating& t : at) times += int(std::count(t.seat.begin(), t.seat.end(), p.id));
    CHECK(times == (gone ? 0 : 1));
  }
}

std::vector<int> moved(const std::vector<Warning>& w) {
  std::vector<int> out;
  for (const Warning& x : w)
    if (x.code == WarningCode::Moved || x.code == WarningCode::TakesEmptySeat) out.push_back(x.a);
  return out;
}

}  // namespace

TEST_CASE("22 players with tables of 3, a withdrawal after position 2: the 5 positions start by the movement",
          "[tournament][night]") {
  // 22 players: 6 tables, two of 3 (the special movement for 6 tables, 5 positions). Whoever withdraws after
  // position 2, positions 3 to 5 start; players not named as moved keep the movement's seat.
  for (int gone = 1; gone <= 22; ++gone) {
    Document d = drawn(settingsOf(5, 4), 22);
    const Document plain = [&] {
      Document x = d;
      for (int p = 1; p <= 5; ++p) startNext(&x);
      return x;
    }();
    startNext(&d);
    startNext(&d);
    REQUIRE(d.append(withdrawalEvent(gone, 2), 20, "arbitre").empty());
    for (int p = 3; p <= 5; ++p) {
      const PositionPlan plan = startNext(&d);
      checkLegal(d.state(), plan.seating, p);
      CHECK(plan.seating.size() == 6);  // 21 players: 6 tables, three of them of 3
      const std::vector<int> who = moved(plan.warnings);
      const PositionSeating& movement = plain.state().positions[std::size_t(p - 1)].seating;
      for (int player = 1; player <= 22; ++player)
        if (player != gone && std::find(who.begin(), who.end(), player) == who.end())
          CHECK(seatOf(plan.seating, player) == seatOf(movement, player));
      // A move is made only where the movement leaves a table of 2: the withdrawn player's table of 3.
      const int table = seatOf(movement, gone) / 10;
      CHECK(who.size() == (movement[std::size_t(table - 1)].players() == 3 ? 1u : 0u));
      for (const Warning& w : plan.warnings)
        if (w.code == WarningCode::Moved) CHECK(w.c == table);
    }
  }
}

TEST_CASE("a table of 4 losing a player plays at 3; a table of 3 losing one receives a player", "[tournament][night]") {
  // 15 players at 4 tables (Howell, table 4 of 3 at the start): the movement's position 2 as it would be.
  Document d = drawn(settingsOf(3, 4), 15);
  startNext(&d);
  const PositionSeating second = planPosition(d.state(), 2).seating;
  std::size_t of3 = 0, of4 = 0;
  for (std::size_t t = 0; t < second.size(); ++t) (second[t].players() == 3 ? of3 : of4) = t;
  SECTION("a table of 4") {
    const int gone = second[of4].seat[South];
    REQUIRE(d.append(withdrawalEvent(gone, 1), 20, "arbitre").empty());
    const PositionPlan plan = startNext(&d);
    CHECK(moved(plan.warnings).empty());
    CHECK(plan.seating[of4].players() == 3);
    CHECK(plan.seating[of4].seat[South] == 0);
  }
  SECTION("a table of 3") {
    int gone = 0;
    for (int p : second[of3].seat) gone = p ? p : gone;
    REQUIRE(d.append(withdrawalEvent(gone, 1), 20, "arbitre").empty());
    const PositionPlan plan = startNext(&d);
    checkLegal(d.state(), plan.seating, 2);
    REQUIRE(moved(plan.warnings).size() == 1);
    CHECK(plan.warnings[0].code == WarningCode::Moved);
    CHECK(plan.warnings[0].c == int(of3 + 1));
    CHECK(seatOf(plan.seating, plan.warnings[0].a) / 10 == int(of3 + 1));
    // 14 players: 4 tables, two of them of 3.
    int tablesOf3 = 0;
    for (const TableSeating& t : plan.seating) tablesOf3 += t.players() == 3;
    CHECK(tablesOf3 == 2);
  }
}

TEST_CASE("tables of 5: a player at a table of 5 withdraws, the Fifth takes the empty seat", "[tournament][night]") {
  Settings five = settingsOf(3, 4);
  five.tablesOf5 = true;
  Document d = drawn(five, 21);  // 5 tables, the highest with a Fifth
  startNext(&d);
  const PositionSeating second = planPosition(d.state(), 2).seating;
  std::size_t t5 = 0;
  for (std::size_t t = 0; t < second.size(); ++t)
    if (second[t].seat[Fifth]) t5 = t;
  const int fifth = second[t5].seat[Fifth];
  REQUIRE(d.append(withdrawalEvent(second[t5].seat[East], 1), 20, "arbitre").empty());
  const PositionPlan plan = startNext(&d);
  checkLegal(d.state(), plan.seating, 2);
  CHECK(plan.seating[t5].seat[East] == fifth);
  CHECK(plan.seating[t5].seat[Fifth] == 0);
  REQUIRE_FALSE(plan.warnings.empty());
  CHECK(plan.warnings[0].code == WarningCode::TakesEmptySeat);
  CHECK(plan.warnings[0].a == fifth);
}

TEST_CASE("a player registered after the draw sits at a table of 3", "[tournament][night]") {
  Document d = drawn(settingsOf(3, 4), 15);
  startNext(&d);
  REQUIRE(d.append(registerEvent("Retard", "", ""), 20, "accueil").empty());
  const PositionPlan plan = startNext(&d);
  checkLegal(d.state(), plan.seating, 2);
  REQUIRE_FALSE(plan.warnings.empty());
  CHECK(plan.warnings[0].code == WarningCode::Arrives);
  CHECK(plan.warnings[0].a == 16);
  for (const TableSeating& t : plan.seating) CHECK(t.players() == 4);
}

TEST_CASE("withdrawals battery: whoever withdraws after whichever position, every later position starts legally",
          "[tournament][night]") {
  for (int players = 9; players <= 41; players += 4)
    for (int extra : {0, 1, 2, 3}) {
      const int n = players + extra;
      for (int seed = 1; seed <= 3; ++seed) {
        Document d = drawn(settingsOf(5, 2), n, std::uint64_t(seed));
        tarot::Rng rng(std::uint64_t(n * 31 + seed));
        for (int p = 1; p <= 5; ++p) {
          // Up to two withdrawals before each position, while at least 8 players remain.
          int active = 0;
          for (const Player& pl : d.state().players) active += !pl.withdrawn;
          for (int k = 0; k < 2 && active > 8 && p > 1; ++k) {
            const int who = 1 + int(rng.below(std::uint32_t(n)));
            if (d.append(withdrawalEvent(who, p - 1), 20, "arbitre").empty()) --active;
          }
          const PositionPlan plan = planPosition(d.state(), p);
          if (p == 1 && plan.refusal) break;  // a count the movement itself cannot seat (Howell with tables of 3)
          INFO(n << " players, seed " << seed << ", position " << p << ": " << plan.refusal.english());
          REQUIRE_FALSE(plan.refusal);
          checkLegal(d.state(), plan.seating, p);
          REQUIRE(d.append(startPositionEvent(p, plan.seating), 10, "arbitre").empty());
        }
      }
    }
}

TEST_CASE("22 players: each player going to a table of 3 a second time is warned before the position",
          "[tournament][night]") {
  // "qu'un joueur ne repasse une nouvelle fois à une table à 3 joueurs": two tables of 3 over 5 positions are 30
  // visits for 20 players, so some go twice; each of them is named before the position, with where they went before.
  Document d = drawn(settingsOf(5, 4), 22, 8);
  std::map<int, std::vector<int>> visits;
  int warnedTotal = 0;
  for (int p = 1; p <= 5; ++p) {
    const PositionPlan plan = startNext(&d);
    for (std::size_t t = 0; t < plan.seating.size(); ++t) {
      if (plan.seating[t].players() != 3) continue;
      for (int player : plan.seating[t].seat) {
        if (!player) continue;
        const auto w = std::find_if(plan.warnings.begin(), plan.warnings.end(), [&](const Warning& x) {
          return x.code == WarningCode::TableOf3Again && x.a == player;
        });
        CHECK((w != plan.warnings.end()) == !visits[player].empty());
        if (w != plan.warnings.end()) {
          CHECK(w->positions == visits[player]);
          CHECK(w->b == int(t + 1));
          ++warnedTotal;
        }
        visits[player].push_back(p);
      }
    }
  }
  CHECK(warnedTotal >= 10);
}
