// Sessions and finals through the arbitrator's console, as the rulebook says them: "Nouvelle séance" eliminating the
// last of the ranking with article 3's coefficient; the carré final seated from the qualifying ranking at the printed
// start places (chapter 2: 16 finalists for 1 position of 4 deals, 20 finalists for "5 positions de UNE donne avec le
// mouvement normal de rotation : S + 1; E + 2; O — 2"), checked cell by cell; the number a player keeps through the
// Howell movement on the seating and the fiche personnelle (the rulebook's "EXEMPLE DE FICHE INDIVIDUELLE", player 7
// at 3 tables).
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <utility>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::string names(int n) {
  std::string out;
  for (int i = 1; i <= n; ++i) out += "Joueur" + std::to_string(i) + "\n";
  return out;
}

// Table t's totals at the first position: every seat a different score (N 600+10t, S 300+10t, E -300+10t, W the rest);
// later positions add at most 2 a seat, too little to change the order.
std::array<int, 5> firstTotals(int t) { return {600 + 10 * t, 300 + 10 * t, -300 + 10 * t, -600 - 30 * t, 0}; }

// Starts the next position, enters every table's totals and closes it.
void playPosition(Console& c, std::int64_t* at) {
  REQUIRE(c.startNextPosition(++*at).empty());
  const int p = c.positionsStarted();
  const PositionSeating& seating = c.state().positions.back().seating;
  for (std::size_t t = 0; t < seating.size(); ++t) {
    std::array<int, 5> totals = p == 1 ? firstTotals(int(t)) : std::array<int, 5>{2, -2, 1, -1, 0};
    if (seating[t].players() == 3) totals = {0, 2, -1, -1, 0};  // no North at a table of 3
    REQUIRE(c.enterTotals(p, int(t + 1), totals, ++*at).empty());
  }
  REQUIRE(c.closePosition(p, ++*at).empty());
}

// The players in the order of the first position's scores (highest first): the qualifying ranking by construction.
std::vector<int> orderByFirstPosition(const State& s) {
  std::vector<std::pair<int, int>> scored;  // score, player
  const PositionSeating& first = s.positions[0].seating;
  for (std::size_t t = 0; t < first.size(); ++t)
    for (int o = 0; o < 4; ++o) scored.push_back({firstTotals(int(t))[std::size_t(o)], first[t].seat[std::size_t(o)]});
  std::sort(scored.begin(), scored.end(), [](auto a, auto b) { return a.first > b.first; });
  std::vector<int> order;
  for (auto [score, player] : scored) order.push_back(player);
  return order;
}

int tableOf(const PositionSeating& s, int player, int* orientation) {
  for (std::size_t t = 0; t < s.size(); ++t)
    for (int o = 0; o < 5; ++o)
      if (s[t].seat[std::size_t(o)] == player) return *orientation = o, int(t + 1);
  return 0;
}

}  // namespace

TEST_CASE("the 20 finalists' carré final: the printed start places, then 5 positions of one deal, S+1 E+2 W-2", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  // "Si 25 donnes sont proposées : ... après ces 25 donnes jouées, les 20 meilleurs scores joueront ... 5 positions de
  // UNE donne".
  Settings set = testing::settingsOf(10, 5);
  set.carreFinal = true;
  set.finalists = 20;
  set.finalFirstPosition = 6;
  set.finalDeals = 1;
  REQUIRE(c.create("Grosse dotation", set, 1).empty());
  REQUIRE(c.registerList(names(24), 2).empty());
  REQUIRE(c.draw(11, 0, 3).empty());
  std::int64_t at = 10;
  for (int p = 1; p <= 5; ++p) playPosition(c, &at);
  CHECK(c.issues().empty());
  const std::vector<int> order = orderByFirstPosition(c.state());
  CHECK(c.finalText() == "Carré final\u00a0: les 20 premiers du classement aux places de départ imprimées, 1 donne par position.");
  // Position 6 as printed: "Table 1 : 1er 6ème 11ème 16ème ... Table 5 : 5ème 10ème 15ème 20ème" (N, S, E, W).
  const int printed[5][4] = {{1, 6, 11, 16}, {2, 7, 12, 17}, {3, 8, 13, 18}, {4, 9, 14, 19}, {5, 10, 15, 20}};
  const PositionPlan next = c.nextPosition();
  REQUIRE_FALSE(next.refusal);
  REQUIRE(next.seating.size() == 5);
  for (int t = 0; t < 5; ++t)
    for (int o = 0; o < 4; ++o) CHECK(next.seating[std::size_t(t)].seat[std::size_t(o)] == order[std::size_t(printed[t][o] - 1)]);
  CHECK(next.seating[0].seat[Fifth] == 0);
  // One deal a position: the sheet's confirmation expects 1, and a sheet of 1 deal raises no deal-count issue.
  std::vector<PositionSeating> finals;
  for (int p = 6; p <= 10; ++p) {
    playPosition(c, &at);
    finals.push_back(c.state().positions.back().seating);
    CHECK(c.askHandIn(p, 1, true).dealsExpected == 1);
  }
  CHECK(c.issues().empty());
  // "mouvement normal de rotation : S + 1; E + 2; O — 2": North stays, South one table up, East two up, West two down.
  for (std::size_t k = 1; k < finals.size(); ++k)
    for (int t = 0; t < 5; ++t) {
      const auto at5 = [&](int table) { return std::size_t(((table % 5) + 5) % 5); };
      CHECK(finals[k][std::size_t(t)].seat[North] == finals[k - 1][std::size_t(t)].seat[North]);
      CHECK(finals[k][at5(t + 1)].seat[South] == finals[k - 1][std::size_t(t)].seat[South]);
      CHECK(finals[k][at5(t + 2)].seat[East] == finals[k - 1][std::size_t(t)].seat[East]);
      CHECK(finals[k][at5(t - 2)].seat[West] == finals[k - 1][std::size_t(t)].seat[West]);
    }
  // The 4 not qualified sit at none of the final's positions and rank after every finalist.
  const Ranking r = rankAfter(c.state(), 10);
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const bool finalist = std::find(order.begin(), order.begin() + 20, r.lines[i].player) != order.begin() + 20;
    CHECK(finalist == (i < 20));
    if (!finalist)
      for (const PositionSeating& f : finals) {
        int o = 0;
        CHECK(tableOf(f, r.lines[i].player, &o) == 0);
      }
  }
}

TEST_CASE("the 16 finalists' carré final: one position of 4 deals at the printed start places", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage(), Lang::English);
  // "5 positions de 4 donnes ... les 16 meilleurs scores joueront une position supplémentaire de 4 donnes".
  Settings set = testing::settingsOf(6, 4);
  set.carreFinal = true;
  set.finalists = 16;
  set.finalFirstPosition = 6;
  REQUIRE(c.create("Big prizes", set, 1).empty());
  REQUIRE(c.registerList(names(20), 2).empty());
  REQUIRE(c.draw(5, 0, 3).empty());
  std::int64_t at = 10;
  for (int p = 1; p <= 5; ++p) playPosition(c, &at);
  const std::vector<int> order = orderByFirstPosition(c.state());
  // "Table 1 : 1er 5ème 9ème 13ème; Table 2 : 2 6 10 14; Table 3 : 3 7 11 15; Table 4 : 4 8 12 16".
  const int printed[4][4] = {{1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}, {4, 8, 12, 16}};
  CHECK(contains(c.finalText(), "the ranking's first 16 at the printed start places, 4 deals a position"));
  REQUIRE(c.startNextPosition(++at).empty());
  const PositionSeating& finalSeating = c.state().positions.back().seating;
  REQUIRE(finalSeating.size() == 4);
  for (int t = 0; t < 4; ++t)
    for (int o = 0; o < 4; ++o) CHECK(finalSeating[std::size_t(t)].seat[std::size_t(o)] == order[std::size_t(printed[t][o] - 1)]);
}

TEST_CASE("Nouvelle séance: the ranking's best continue, the others are eliminated with article 3's coefficient", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Championnat", testing::settingsOf(3, 4), 1).empty());
  REQUIRE(c.registerList(names(20), 2).empty());
  REQUIRE(c.draw(9, 0, 3).empty());
  std::int64_t at = 10;
  REQUIRE(c.startNextPosition(++at).empty());
  // Not before the position is closed.
  CHECK_FALSE(c.sessionPossible());
  CHECK(contains(c.newSession(16, ++at), "une fois la position 1 close"));
  const PositionSeating& first = c.state().positions[0].seating;
  for (std::size_t t = 0; t < first.size(); ++t) REQUIRE(c.enterTotals(1, int(t + 1), firstTotals(int(t)), ++at).empty());
  REQUIRE(c.closePosition(1, ++at).empty());
  REQUIRE(c.sessionPossible());
  const std::vector<int> order = orderByFirstPosition(c.state());
  // 4 of 20 eliminated: 20 % → "Coeff de 1,15".
  const EliminationPlan plan = c.planSession(16);
  REQUIRE_FALSE(plan.refusal);
  CHECK(plan.eliminated == std::vector<int>(order.begin() + 16, order.end()));
  const std::vector<std::string> said = c.sessionWords(plan);
  REQUIRE(said.size() == 2);
  CHECK(said[0] == "Après la position 1\u00a0: les 16 premiers du classement continuent, 4 joueurs sont éliminés sur 20 "
                   "(20\u00a0%). Coefficient 1,15 à partir de la position 2 (article 3).");
  CHECK(contains(said[1], c.playerName(order[16])));
  // 1 of 20 (5 %): no coefficient, said so.
  CHECK(contains(c.sessionWords(c.planSession(19))[1], "pas de coefficient (1,00)"));
  c.setLang(Lang::English);
  CHECK(contains(c.sessionWords(plan)[0], "Coefficient 1.15 from position 2"));
  CHECK(contains(c.refusalOf(c.planSession(2).refusal), "2 players cannot continue out of 20"));
  REQUIRE(c.newSession(16, ++at).empty());
  CHECK(c.eliminationText(c.state().eliminations[0]) == "After position 1: 4 players eliminated, coefficient 1.15");
  CHECK_FALSE(c.sessionPossible());  // once per position
  // Listed with the arbitrator's decisions, and cancelled there with a reason before position 2 starts.
  const Arbitration a = c.state().arbitrations.back();
  CHECK(c.arbitrationText(a) == "After position 1: 4 players eliminated, coefficient 1.15");
  REQUIRE(c.cancel(a.event, "wrong count", ++at).empty());
  CHECK(c.state().settings.sessions.size() == 1);
  REQUIRE(c.sessionPossible());
  REQUIRE(c.newSession(16, ++at).empty());
  // Position 2 seats the 16 kept, at 4 tables.
  REQUIRE(c.startNextPosition(++at).empty());
  const PositionSeating& second = c.state().positions[1].seating;
  CHECK(second.size() == 4);
  for (int p : plan.eliminated) {
    int o = 0;
    CHECK(tableOf(second, p, &o) == 0);
  }
  // The save resumes the same.
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.state() == c.state());
}

TEST_CASE("the number a player keeps through the Howell movement, on the seating and the fiche personnelle", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Howell", testing::settingsOf(6, 4), 1).empty());
  REQUIRE(c.registerList(names(12), 2).empty());
  REQUIRE(c.draw(21, 0, 3).empty());
  // Number 7 starts at table 2 East (players numbered 1 to 12, table 2 holds 5 to 8 at N, S, E, W).
  const PositionSeating start = c.state().start;
  const int seven = start[1].seat[East];
  CHECK(c.playerNumber(seven) == 7);
  CHECK(c.playerNumberText(seven) == "n°\u00a07");
  CHECK(c.playerNumber(start[0].seat[North]) == 1);
  CHECK(c.playerNumber(start[2].seat[West]) == 12);
  const PositionSeating planned = c.seatingToPrint(1);
  CHECK(contains(seatingHtml(c.state(), 1, planned, Lang::French), c.playerName(seven) + " — n°\u00a07</p>"));
  // The rulebook's "EXEMPLE DE FICHE INDIVIDUELLE (3 tables) JOUEUR N° 7": 1ère table 2 EST, 2ème 1 EST, 3ème 1 EST,
  // 4ème 3 OUEST, 5ème 2 NORD, 6ème 1 EST — printed right after the draw.
  const std::string fiches = fichesHtml(c.state(), Lang::French, planned);
  const std::size_t from = fiches.find(c.playerName(seven) + " (" + std::to_string(seven) + ") — n°\u00a07</h2>");
  REQUIRE(from != std::string::npos);
  const std::string fiche = fiches.substr(from, fiches.find("</table>", from) - from);
  const std::pair<int, const char*> rows[6] = {{2, "Est"}, {1, "Est"}, {1, "Est"}, {3, "Ouest"}, {2, "Nord"}, {1, "Est"}};
  for (int p = 0; p < 6; ++p)
    CHECK(contains(fiche, "<tr><td class=n>" + std::to_string(p + 1) + "</td><td class=n>" + std::to_string(rows[p].first) +
                              "</td><td>" + rows[p].second + "</td>"));
}
