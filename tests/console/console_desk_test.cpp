// The console's desk: a correction of a sheet needs its reason (kept on the sheet and shown with the ranking), the
// draw's options (the previous champion North at table 1, chosen orientations, the arbitrator's placing by
// numbers), late arrivals and withdrawals, and the final ranking's page with its PCN.
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/console/pcn_view.h"
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* const kTwelve = "Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n";
// The same players with their licences (PCN go to licensed players only, chapter 5).
const char* const kTwelveLicensed =
    "nom,licence\nAnne,1\nBruno,2\nChloé,3\nDavid,4\nEmma,5\nFarid,6\nGaëlle,7\nHugo,8\nInès,9\nJules,10\nKarim,11\nLéa,12\n";

}  // namespace

TEST_CASE("a correction needs its reason, kept on the sheet and shown with the ranking", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(1, 2), 1).empty());
  REQUIRE(c.registerList(kTwelveLicensed, 2).empty());
  REQUIRE(c.draw(4, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(1, t, {30, -10, -10, -10, 0}, 5).empty());
  CHECK(c.sheetEntered(1, 2));
  const std::size_t events = c.document().events().size();
  CHECK(c.enterTotals(1, 2, {60, -20, -20, -20, 0}, 6) == "Position 1, table 2\u00a0: une correction doit dire son motif");
  CHECK(c.enterTotals(1, 2, {60, -20, -20, -20, 0}, 6, "   ") == "Position 1, table 2\u00a0: une correction doit dire son motif");
  CHECK(c.document().events().size() == events);
  REQUIRE(c.enterTotals(1, 2, {60, -20, -20, -20, 0}, 6, "  Nord a mal reporté la donne 2 ").empty());
  const SheetRecord& rec = c.state().positions[0].sheets[1];
  REQUIRE(rec.reasons.size() == 1);
  CHECK(rec.reasons[0] == "Nord a mal reporté la donne 2");
  CHECK(rec.sheet.totals[0] == 60);
  CHECK(rec.replaced.at(0).totals[0] == 30);
  // A sheet entered deal by deal is corrected the same way.
  REQUIRE(c.closePosition(1, 7).empty());
  const std::string page = rankingHtml(c.state(), rankAfter(c.state(), 1), "Final", Lang::French,
                                       rankingPcn(c.state(), rankAfter(c.state(), 1)));
  CHECK(contains(page, "Feuilles corrigées"));
  CHECK(contains(page, "Position 1, table 2\u00a0: Nord a mal reporté la donne 2"));
  CHECK(contains(page, "<th>PCN</th>"));
  CHECK(contains(page, "<td class=n>120</td>"));  // 3 tables: the first receives 120 PCN
  CHECK(!contains(rankingHtml(c.state(), rankAfter(c.state(), 1), "Cumul", Lang::French), "PCN"));
  // The correction is in the file: a new console finds its reason.
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.state().positions[0].sheets[1].reasons == rec.reasons);
}

TEST_CASE("the draw's options: the champion North at table 1, chosen orientations, the arbitrator's placing", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage(), Lang::English);
  REQUIRE(c.create("Open", testing::settingsOf(2, 2), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  DrawRequest r;
  r.method = DrawMethod::Chosen;
  r.seed = 11;
  r.champion = 7;
  r.chosen = {{1, East}, {2, East}, {3, East}, {4, East}};
  CHECK(c.drawWith(r, 3) == "4 players chose East for 3 seats");
  CHECK(c.state().draw == DrawMethod::None);
  r.chosen = {{1, East}, {2, West}, {3, South}};
  REQUIRE(c.drawWith(r, 3).empty());
  const State& s = c.state();
  CHECK(s.draw == DrawMethod::Chosen);
  CHECK(s.champion == 7);
  CHECK(s.start[0].seat[North] == 7);
  auto orientationOf = [&](int player) {
    for (const TableSeating& t : s.start)
      for (int o = 0; o < 5; ++o)
        if (t.seat[std::size_t(o)] == player) return o;
    return -1;
  };
  CHECK(orientationOf(1) == East);
  CHECK(orientationOf(2) == West);
  CHECK(orientationOf(3) == South);

  // The arbitrator's placing: 13 players, so table 4 has no North and takes three numbers.
  client::MemoryStorage store2;
  Console m(store2.storage(), Lang::French);
  REQUIRE(m.create("Open", testing::settingsOf(2, 2), 1).empty());
  REQUIRE(m.registerList(std::string(kTwelve) + "Marc\n", 2).empty());
  CHECK(m.placeInOrder("1 2 3 4 5 6 7 8 9 10 11 12", 0, 3) == "Le joueur 13 est placé 0 fois");
  CHECK(m.placeInOrder("1 2 3 4 5 6 7 8 9 10 11 12 13 13", 0, 3) == "Le joueur 13 est placé 2 fois");
  CHECK(m.placeInOrder("13, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1", 1, 3) ==
        "Article 25\u00a0: le champion sortant est Nord à la table 1");
  REQUIRE(m.placeInOrder("13, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1", 13, 3).empty());
  CHECK(m.state().draw == DrawMethod::Manual);
  CHECK(m.state().start.size() == 4);
  CHECK(m.state().start[0].seat[North] == 13);
  CHECK(m.state().start[3].seat[North] == 0);
  CHECK(m.state().start[3].seat[West] == 1);
}

TEST_CASE("late arrivals and withdrawals at the desk", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(2, 2), 1).empty());
  REQUIRE(c.registerList(std::string(kTwelve) + "Marc\n", 2).empty());
  REQUIRE(c.lateArrival(5, 7, 3).empty());
  CHECK(c.state().players[4].lateMinutes == 7);
  CHECK(c.lateArrival(5, 0, 3) == "Un retard se compte de 1 à 1440 minutes.");
  REQUIRE(c.withdraw(13, 3).empty());  // before the draw: 12 players remain, three tables of 4
  REQUIRE(c.draw(2, 0, 4).empty());
  CHECK(c.state().start.size() == 3);
  REQUIRE(c.startNextPosition(5).empty());
  const Ranking r = rankAfter(c.state(), 1);
  CHECK(r.lines.back().player == 13);
  CHECK(r.lines.back().withdrawn);
}

TEST_CASE("settings changed after creation where the rules allow, refused with the reason where they would not", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(2, 2), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  Settings more = testing::settingsOf(4, 3);
  more.formula = Formula::Duo;
  REQUIRE(c.changeSettings(more, 3).empty());  // before the draw, anything
  more.formula = Formula::Individual;
  REQUIRE(c.changeSettings(more, 3).empty());
  REQUIRE(c.draw(8, 0, 4).empty());
  more.formula = Formula::Team4;
  CHECK(c.changeSettings(more, 5) == "La formule ne peut plus changer\u00a0: les places sont tirées");
  REQUIRE(c.startNextPosition(6).empty());
  Settings fewer = testing::settingsOf(4, 4);
  CHECK(c.changeSettings(fewer, 7) ==
        "Le nombre de donnes par position ne peut plus changer\u00a0: la position 1 a commencé (article 28)");
  Settings later = testing::settingsOf(5, 3);
  later.movements[0] = "random";
  CHECK(c.changeSettings(later, 7) == "Le mouvement d'une position jouée ne peut plus changer\u00a0: la position 1 a commencé (article 28)");
  // "le mouvement FFT ne peut être repris si une mise en place aléatoire ou meilleurs/meilleurs a été utilisée"
  later.movements = {"fft", "best", "best", "random", "fft"};
  CHECK(c.changeSettings(later, 7) ==
        "Position 5\u00a0: le mouvement FFT ne peut être repris après la mise en place aléatoire ou meilleurs/meilleurs "
        "de la position 2");
  later.movements = {"fft", "best", "best", "random", "random"};
  REQUIRE(c.changeSettings(later, 7).empty());
  CHECK(c.state().settings.positions == 5);
  CHECK(c.changeSettings(testing::settingsOf(0, 3), 7).rfind("Donnée invalide", 0) == 0);
  // Position 2 takes the best against the best: the four best of position 1 at table 1.
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(1, t, {40 - 10 * t, 10, -20, -30 + 10 * t, 0}, 8).empty());
  REQUIRE(c.startNextPosition(9).empty());
  const Ranking r = rankAfter(c.state(), 1);
  const TableSeating& best = c.state().positions[1].seating[0];
  for (int k = 0; k < 4; ++k) CHECK(best.seat[std::size_t(k)] == r.lines[std::size_t(k)].player);
  // A new console replays the same settings.
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.state() == c.state());
}

TEST_CASE("tables of 5 as a setting: 13 players at three tables, the highest one with a Fifth", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  Settings five = testing::settingsOf(3, 2);
  five.tablesOf5 = true;
  REQUIRE(c.create("Open", five, 1).empty());
  REQUIRE(c.registerList(std::string(kTwelve) + "Marc\n", 2).empty());
  REQUIRE(c.draw(21, 0, 3).empty());
  REQUIRE(c.state().start.size() == 3);
  CHECK(c.state().start[2].players() == 5);
  CHECK(c.state().start[0].players() == 4);
  for (int p = 1; p <= 3; ++p) {
    REQUIRE(c.startNextPosition(4).empty());
    const PositionSeating& s = c.state().positions.back().seating;
    int seated = 0, fives = 0;
    for (const TableSeating& t : s) seated += t.players(), fives += t.players() == 5;
    CHECK(seated == 13);
    CHECK(fives == 1);
    if (p == 1) CHECK(s == c.state().start);
    for (int t = 1; t <= 3; ++t) {
      const int people = s[std::size_t(t - 1)].players();
      std::array<int, 5> totals{};
      totals[0] = 40;
      totals[people == 5 ? 4 : 3] = -40;
      REQUIRE(c.enterTotals(p, t, totals, 5).empty());
    }
    REQUIRE(c.closePosition(p, 6).empty());
  }
  const Ranking r = rankAfter(c.state(), 3);
  long sum = 0;
  for (const PlayerLine& l : r.lines) sum += l.points;
  CHECK(sum == 0);
  CHECK(r.lines.size() == 13);
}

TEST_CASE("the printed seating says which tables are of 3 and which of 5", "[console]") {
  for (const bool withFive : {true, false}) {
    client::MemoryStorage store;
    Console c(store.storage());
    Settings settings = testing::settingsOf(2, 2);
    settings.tablesOf5 = withFive;
    REQUIRE(c.create("Open", settings, 1).empty());
    // 13 players: 4, 4 and 5 with tables of 5; else 4 and three tables of 3.
    REQUIRE(c.registerList(std::string(kTwelve) + "Marc\n", 2).empty());
    REQUIRE(c.draw(21, 0, 3).empty());
    REQUIRE(c.startNextPosition(4).empty());
    const PositionSeating& seating = c.state().positions[0].seating;
    for (const Lang lang : {Lang::French, Lang::English}) {
      const std::string page = seatingHtml(c.state(), 1, lang);
      int threes = 0, fives = 0;
      for (std::size_t t = 0; t < seating.size(); ++t) {
        const std::string title = tableTitle(lang, seating[t], int(t + 1));
        INFO(title);
        CHECK(page.find("<h2>" + title + "</h2>") != std::string::npos);
        const int people = seating[t].players();
        const bool three = people == 3, five = people == 5;
        threes += three, fives += five;
        CHECK((title.find(lang == Lang::French ? "table à 3 (sans Nord)" : "table of 3 (no North)") != std::string::npos) == three);
        CHECK((title.find(lang == Lang::French ? "table à 5" : "table of 5") != std::string::npos) == five);
        if (!three && !five) CHECK(title == "Table " + std::to_string(t + 1));
      }
      CHECK(fives == (withFive ? 1 : 0));
      CHECK(threes == (withFive ? 0 : 3));
    }
  }
  // A withdrawal (article 27) leaves another seat empty: the table still plays at 3, and says which seat is empty.
  tournament::TableSeating south;
  south.seat = {1, 0, 3, 4, 0};
  CHECK(tableTitle(Lang::French, south, 2) == "Table 2 — table à 3 (sans Sud)");
  CHECK(tableTitle(Lang::English, south, 2) == "Table 2 — table of 3 (no South)");
}
