// A regional final at the console, through the Console class an arbitrator's screen calls: the competition's level
// chosen at creation and kept in the save, the PCN with the index 1.8 and the PP beside them in the ranking's HTML and
// CSV (chapter 5), and why the final does not meet chapter 3's minimums, in French and English.
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

const char* const kTwelveLicensed =
    "nom,licence\nAnne,101\nBruno,102\nChloé,103\nDavid,104\nEmma,105\nFarid,106\nGaëlle,107\nHugo,108\nInès,109\n"
    "Jules,110\nKarim,111\nLéa,112\n";

}  // namespace

TEST_CASE("a regional final at the console: PCN at index 1.8, the PP beside them, the minimums not met", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  Settings s = testing::settingsOf(1, 4);
  s.competition = Competition::RegionalFinal;
  REQUIRE(c.create("Finale régionale", s, 1).empty());
  REQUIRE(c.registerList(kTwelveLicensed, 2).empty());
  REQUIRE(c.draw(7, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  // Tables 1 and 2's North +90, table 3's North +30 and South +10.
  const std::array<std::array<int, 5>, 3> totals = {{{90, -30, -30, -30, 0}, {90, -30, -30, -30, 0}, {30, 10, -20, -20, 0}}};
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(1, t, totals[std::size_t(t - 1)], 5).empty());
  const Ranking r = rankAfter(c.state(), 1);
  // 3 tables at index 1.8: 120 x 1.8 = 216, 82.8 x 1.8 = 149.04, 57.132 x 1.8 = 102.8, 39.42 x 1.8 = 70.96. The two
  // first share (216 + 149) / 2 = 182.5, so 183 PCN, and (3 + 2) / 2 = 2.5, so 3 PP; the third 102 PCN and 1 PP;
  // the fourth 70 PCN (50 at a club's night) and no PP.
  const std::vector<int> pcn = rankingPcn(c.state(), r), pp = rankingPp(c.state(), r);
  REQUIRE((pcn.size() == 12 && pp.size() == 12));
  CHECK((pcn[0] == 183 && pcn[1] == 183 && pcn[2] == 102 && pcn[3] == 70));
  CHECK((pp[0] == 3 && pp[1] == 3 && pp[2] == 1 && pp[3] == 0));
  const std::string page = rankingHtml(c.state(), r, "Final", Lang::French, pcn, pp);
  CHECK(contains(page, "<th>PCN</th><th>PP</th>"));
  CHECK(contains(page, "<td class=n>183</td><td class=n>3</td>"));
  CHECK(contains(page, "<td class=n>102</td><td class=n>1</td>"));
  const std::string csv = rankingCsv(c.state(), r, Lang::English, pcn, pp);
  CHECK(contains(csv, "Points,PCN,PP,"));
  CHECK(contains(csv, ",30,102,1,30,"));  // the third: 30 points, 102 PCN, 1 PP, then position 1's +30
  // Chapter 3, article 2: 20 players, two sessions of at least 20 deals.
  const std::vector<std::string> fr = regionalFinalNotMet(c.state(), Lang::French);
  REQUIRE(fr.size() == 2);
  CHECK(fr[0] == "Finale régionale (article 2)\u00a0: 12 joueurs à la première séance, il en faut au moins 20");
  CHECK(fr[1] == "Finale régionale (article 2)\u00a0: au moins deux séances d'au moins 20 donnes chacune\u00a0; 1 séance, "
                 "la plus courte de 4 donnes");
  const std::vector<std::string> en = regionalFinalNotMet(c.state(), Lang::English);
  REQUIRE(en.size() == 2);
  CHECK(en[0] == "Regional final (article 2): 12 players at the first session, at least 20 are needed");
  // The level is kept in the save.
  Console reread(store.storage());
  REQUIRE(reread.resume().empty());
  CHECK(reread.state().settings.competition == Competition::RegionalFinal);
}

TEST_CASE("a club's night at the console: no PP column, no final's minimums", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Jeudi", testing::settingsOf(1, 4), 1).empty());
  REQUIRE(c.registerList(kTwelveLicensed, 2).empty());
  REQUIRE(c.draw(7, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(1, t, {30, -10, -10, -10, 0}, 5).empty());
  const Ranking r = rankAfter(c.state(), 1);
  CHECK(c.state().settings.competition == Competition::ClubNight);
  CHECK(rankingPp(c.state(), r).empty());
  CHECK_FALSE(contains(rankingHtml(c.state(), r, "Final", Lang::French, rankingPcn(c.state(), r)), "<th>PP</th>"));
  CHECK(regionalFinalNotMet(c.state(), Lang::French).empty());
}
