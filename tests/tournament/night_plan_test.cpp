// The night's plan (tournament/night_plan.h) from the rulebook's words: the FFT movement's positions, the warnings
// before a position (meetings again, the movement's limit), teams seated by the team movement and never at one table
// ("les joueurs d'une même équipe ne se rencontrent pas lors du tournoi"), the champion duo (article 25), the
// movements a team tournament may not use and the FFT movement not resumed (chapter 2).
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/night_plan.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>

using namespace tarot::tournament;
using tarot::tournament::testing::newTournament;
using tarot::tournament::testing::settingsOf;

namespace {

// A document with `players` registered (teams of `size` in registration order when size > 0), drawn with `seed`.
Document drawn(Settings settings, int players, int size, std::uint64_t seed = 5) {
  Document d;
  d.append(createEvent("Nuit", settings), 1, "arbitre");
  for (int p = 1; p <= players; ++p)
    d.append(registerEvent("P" + std::to_string(p), "", "", size ? "T" + std::to_string((p - 1) / size + 1) : ""), 2, "a");
  DrawRequest r;
  r.seed = seed;
  PositionSeating start;
  REQUIRE_FALSE(drawStartPositions(d.state(), r, &start));
  REQUIRE(d.append(drawEvent(DrawMethod::Random, seed, 0, start), 3, "arbitre").empty());
  return d;
}

// Starts the next position with the plan's seating.
PositionPlan startNext(Document* d) {
  const PositionPlan plan = planPosition(d->state(), int(d->state().positions.size()) + 1);
  REQUIRE_FALSE(plan.refusal);
  REQUIRE(d->append(startPositionEvent(plan.position, plan.seating), 10, "arbitre").empty());
  return plan;
}

int tableOf(const PositionSeating& at, int player) {
  for (std::size_t t = 0; t < at.size(); ++t)
    if (std::find(at[t].seat.begin(), at[t].seat.end(), player) != at[t].seat.end()) return int(t + 1);
  return 0;
}

std::size_t count(const std::vector<Warning>& w, WarningCode code) {
  return std::size_t(std::count_if(w.begin(), w.end(), [&](const Warning& x) { return x.code == code; }));
}

}  // namespace

TEST_CASE("20 players in 6 positions of 4 deals: position 6 seats everyone as position 1, and the warning says so",
          "[tournament][night]") {
  // 5 tables: the base FFT movement (North fixed, South +1, East +2, West -2) brings every player back to the start
  // table after 5 moves, so the tables of position 6 are those of position 1; the rulebook allows 7 positions.
  Document d = drawn(settingsOf(6, 4), 20, 0);
  for (int p = 1; p <= 5; ++p) {
    const PositionPlan plan = startNext(&d);
    CHECK(plan.warnings.empty());  // "ne rencontrer qu'une seule fois un adversaire" over the first 5 positions
    CHECK(plan.maxPositions == 7);
  }
  const PositionPlan sixth = planPosition(d.state(), 6);
  REQUIRE_FALSE(sixth.refusal);
  REQUIRE(count(sixth.warnings, WarningCode::SameAsPosition) == 1);
  CHECK(sixth.warnings[0].a == 1);
  // Every table's 6 pairs meet again, each already at position 1 only.
  CHECK(count(sixth.warnings, WarningCode::MeetAgain) == 30);
  for (const Warning& w : sixth.warnings)
    if (w.code == WarningCode::MeetAgain) {
      CHECK(w.positions == std::vector<int>{1});
      CHECK(tableOf(d.state().positions[0].seating, w.a) == tableOf(d.state().positions[0].seating, w.b));
    }
  CHECK(count(sixth.warnings, WarningCode::BeyondMovement) == 0);
}

TEST_CASE("the movement's limit: 10 tables allow 6 positions, the 7th is warned", "[tournament][night]") {
  Document d = drawn(settingsOf(7, 2), 40, 0);
  for (int p = 1; p <= 6; ++p) CHECK(count(startNext(&d).warnings, WarningCode::BeyondMovement) == 0);
  const PositionPlan seventh = planPosition(d.state(), 7);
  REQUIRE(count(seventh.warnings, WarningCode::BeyondMovement) == 1);
  CHECK(seventh.warnings[0].a == 10);
  CHECK(seventh.warnings[0].b == 6);
}

TEST_CASE("a duo night: teammates start at one table, skip the movement's first position and never sit together",
          "[tournament][night]") {
  // 12 duos at 6 tables: the special movement for 6 tables has 5 positions, the duos play its positions 2 to 5.
  Settings s = settingsOf(4, 4);
  s.formula = Formula::Duo;
  Document d = drawn(s, 24, 2);
  const State& st = d.state();
  // Duo u (players 2u-1, 2u) at the start: North-South or East-West of one table.
  for (int u = 1; u <= 12; ++u) CHECK(tableOf(st.start, 2 * u - 1) == tableOf(st.start, 2 * u));
  for (int p = 1; p <= 4; ++p) {
    const PositionPlan plan = startNext(&d);
    CHECK(plan.maxPositions == 4);
    for (int u = 1; u <= 12; ++u) CHECK(tableOf(plan.seating, 2 * u - 1) != tableOf(plan.seating, 2 * u));
    CHECK(count(plan.warnings, WarningCode::TeammatesTogether) == 0);
    CHECK(count(plan.warnings, WarningCode::MeetAgain) == 0);
  }
  // The first position played is the movement's second: North stays, South moves up one table (+1).
  const PositionSeating& first = st.positions[0].seating;
  for (std::size_t t = 0; t < 6; ++t) {
    CHECK(first[t].seat[North] == st.start[t].seat[North]);
    CHECK(first[(t + 1) % 6].seat[South] == st.start[t].seat[South]);
  }
}

TEST_CASE("duos at 5 tables: where the movement brings teammates back together, seats are exchanged and said",
          "[tournament][night]") {
  // 5 tables, base movement: after 5 moves (the duos' 5th position played) every player is back at the start
  // table, with their teammate. The plan exchanges seats so that no teammates sit together, and says who.
  Settings s = settingsOf(5, 4);
  s.formula = Formula::Duo;
  Document d = drawn(s, 20, 2);
  for (int p = 1; p <= 4; ++p) CHECK(startNext(&d).warnings.empty());
  const PositionPlan fifth = startNext(&d);
  for (int u = 1; u <= 10; ++u) CHECK(tableOf(fifth.seating, 2 * u - 1) != tableOf(fifth.seating, 2 * u));
  CHECK(count(fifth.warnings, WarningCode::TeammatesTogether) == 0);
  CHECK(count(fifth.warnings, WarningCode::TeammatesSeparated) >= 5);
  for (const Warning& w : fifth.warnings)
    if (w.code == WarningCode::TeammatesSeparated) {
      CHECK((w.a + 1) / 2 == (w.b + 1) / 2);  // teammates
      CHECK(w.d != 0);
      CHECK(w.c != w.e);
    }
}

TEST_CASE("article 25: the champion duo North-South at table 1, whichever of the two is named", "[tournament][night]") {
  Settings s = settingsOf(3, 4);
  s.formula = Formula::Duo;
  for (int named : {7, 8}) {
    Document d = newTournament(s, 0);
    for (int p = 1; p <= 16; ++p) d.append(registerEvent("P" + std::to_string(p), "", "", "D" + std::to_string((p + 1) / 2)), 2, "a");
    DrawRequest r;
    r.seed = 9;
    r.champion = named;
    PositionSeating start;
    REQUIRE_FALSE(drawStartPositions(d.state(), r, &start));
    CHECK(((start[0].seat[North] == 7 && start[0].seat[South] == 8) || (start[0].seat[North] == 8 && start[0].seat[South] == 7)));
    CHECK(d.append(drawEvent(DrawMethod::Random, 9, named, start), 3, "arbitre").empty());
  }
  // A team of 4: the whole of table 1, whichever member is named.
  s.formula = Formula::Team4;
  Document d = newTournament(s, 0);
  for (int p = 1; p <= 16; ++p) d.append(registerEvent("P" + std::to_string(p), "", "", "E" + std::to_string((p + 3) / 4)), 2, "a");
  DrawRequest r;
  r.champion = 11;
  PositionSeating start;
  REQUIRE_FALSE(drawStartPositions(d.state(), r, &start));
  for (int o = North; o <= West; ++o) CHECK((start[0].seat[std::size_t(o)] - 1) / 4 == 2);
  CHECK(d.append(drawEvent(DrawMethod::Random, 0, 11, start), 3, "arbitre").empty());
}

TEST_CASE("chapter 2: random and best-against-best are not possible for teams; the FFT movement is not resumed",
          "[tournament][night]") {
  Settings duo = settingsOf(3, 4);
  duo.formula = Formula::Duo;
  duo.movements = {"fft", "random", "random"};
  Document d;
  CHECK_FALSE(d.append(createEvent("Duo", duo), 1, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::TeamsFftOnly);
  CHECK(d.lastRejection().a == 2);
  Settings team = duo;
  team.formula = Formula::Team4;
  team.movements = {"fft", "fft", "best"};
  CHECK_FALSE(d.append(createEvent("Team", team), 1, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::TeamsFftOnly);
  // "le mouvement FFT ne peut être repris si une mise en place aléatoire ou meilleurs/meilleurs a été utilisée"
  Settings one = settingsOf(4, 4);
  one.movements = {"fft", "random", "fft", "fft"};
  CHECK_FALSE(d.append(createEvent("Open", one), 1, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::FftNotResumed);
  CHECK(d.lastRejection().a == 3);
  CHECK(d.lastRejection().b == 2);
  one.movements = {"fft", "fft", "best", "random"};
  CHECK(d.append(createEvent("Open", one), 1, "arbitre").empty());
  Settings back = one;
  back.movements = {"fft", "fft", "best", "fft"};
  CHECK_FALSE(d.append(settingsEvent(back), 2, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::FftNotResumed);
}
