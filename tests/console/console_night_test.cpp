// The console before a position starts, as the arbitrator uses it: the next position's seating and its warnings in
// French and English (20 players in 6 positions: position 6 repeats position 1), the sheets still missing, a duo night
// seated by the team movement, a withdrawal that leaves a table of 2 re-seated with the move said.
#include "client/console/console.h"
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

void registerMany(Console* c, int players, int teamSize) {
  for (int p = 1; p <= players; ++p)
    REQUIRE(c->registerPlayer("J" + std::to_string(p), 2, "", "", teamSize ? "E" + std::to_string((p - 1) / teamSize + 1) : "")
                .empty());
}

int tableOf(const PositionSeating& at, int player) {
  for (std::size_t t = 0; t < at.size(); ++t)
    if (std::find(at[t].seat.begin(), at[t].seat.end(), player) != at[t].seat.end()) return int(t + 1);
  return 0;
}

}  // namespace

TEST_CASE("the console warns before position 6 of 20 players that it seats everyone as position 1", "[console][night]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Jeudi", testing::settingsOf(6, 4), 1).empty());
  registerMany(&c, 20, 0);
  REQUIRE(c.draw(11, 0, 3).empty());
  for (int p = 1; p <= 5; ++p) {
    const PositionPlan next = c.nextPosition();
    CHECK(next.position == p);
    CHECK(next.warnings.empty());
    REQUIRE(c.startNextPosition(4).empty());
    CHECK(c.state().positions.back().seating == next.seating);
  }
  // Position 5's sheets are not in: starting position 6 says which.
  CHECK(c.sheetsMissing() == std::vector<int>{1, 2, 3, 4, 5});
  REQUIRE(c.enterTotals(5, 2, {10, -10, 0, 0, 0}, 5).empty());
  CHECK(c.sheetsMissing() == std::vector<int>{1, 3, 4, 5});
  const PositionPlan sixth = c.nextPosition();
  REQUIRE(!sixth.warnings.empty());
  CHECK(sixth.tables == 5);
  CHECK(sixth.maxPositions == 7);
  CHECK(c.warningWords(sixth.warnings[0]) == "Chaque table réunit les mêmes joueurs qu'à la position 1.");
  const Warning& pair = sixth.warnings[1];
  REQUIRE(pair.code == WarningCode::MeetAgain);
  const std::string fr = c.warningWords(pair);
  CHECK(contains(fr, c.playerName(pair.a) + " et " + c.playerName(pair.b) + " se rencontrent à nouveau"));
  CHECK(contains(fr, "(déjà à la position 1)."));
  c.setLang(Lang::English);
  CHECK(c.warningWords(sixth.warnings[0]) == "Every table seats the same players as at position 1.");
  CHECK(contains(c.warningWords(pair), " meet again (already at position 1)."));
  REQUIRE(c.startNextPosition(6).empty());
  CHECK(c.positionsStarted() == 6);
}

TEST_CASE("a duo night at the console: the team movement from its second position, no teammates at one table",
          "[console][night]") {
  client::MemoryStorage store;
  Console c(store.storage());
  Settings s = testing::settingsOf(4, 4);
  s.formula = Formula::Duo;
  REQUIRE(c.create("Duos", s, 1).empty());
  registerMany(&c, 24, 2);
  REQUIRE(c.draw(7, 4, 3).empty());  // the champion duo named by its second member
  const State& st = c.state();
  CHECK(tableOf(st.start, 3) == 1);
  CHECK(tableOf(st.start, 4) == 1);
  for (int p = 1; p <= 4; ++p) {
    REQUIRE(c.startNextPosition(4).empty());
    for (int duo = 1; duo <= 12; ++duo)
      CHECK(tableOf(st.positions.back().seating, 2 * duo - 1) != tableOf(st.positions.back().seating, 2 * duo));
  }
  // A random seating is refused for duos, in the arbitrator's words.
  Settings random = s;
  random.movements = {"fft", "fft", "fft", "fft", "random"};
  random.positions = 5;
  CHECK(contains(c.changeSettings(random, 5), "les mouvements aléatoires et meilleurs/meilleurs ne sont pas possibles"));
}

TEST_CASE("a withdrawal leaving a table of 2 at the console: a player moved, said before the start", "[console][night]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Jeudi", testing::settingsOf(5, 4), 1).empty());
  registerMany(&c, 22, 0);
  REQUIRE(c.draw(5, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  REQUIRE(c.startNextPosition(5).empty());
  // Someone at a table of 3 at position 3 withdraws after position 2.
  const PositionSeating third = c.nextPosition().seating;
  int gone = 0, table = 0;
  for (std::size_t t = 0; t < third.size() && !gone; ++t)
    if (third[t].players() == 3)
      for (int p : third[t].seat) gone = p ? p : gone, table = int(t + 1);
  REQUIRE(c.withdraw(gone, 6).empty());
  const PositionPlan next = c.nextPosition();
  REQUIRE_FALSE(next.refusal);
  REQUIRE(!next.warnings.empty());
  REQUIRE(next.warnings[0].code == WarningCode::Moved);
  CHECK(next.warnings[0].c == table);
  const std::string words = c.warningWords(next.warnings[0]);
  CHECK(contains(words, c.playerName(next.warnings[0].a) + " passe de la table "));
  CHECK(contains(words, " à la table " + std::to_string(table) + " pour que chaque table ait 3 à 5 joueurs."));
  REQUIRE(c.startNextPosition(7).empty());
  REQUIRE(c.startNextPosition(8).empty());
  REQUIRE(c.startNextPosition(9).empty());
}
