// Whole matches played by bots through the match layer alone, as `tarot-cli match` plays them: 200 matches of
// 8 deals at 3, 4 and 5 players and five at four, random/beginner/standard bots (the expert is too slow for a
// battery). Every row and every sheet sums to zero, the ranking follows the totals, 8 deals are counted and the
// annulled ones are listed without counting; the sheet's JSON reads back to itself.
#include "engine/rng.h"
#include "match/match.h"
#include "match/scoresheet.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;

TEST_CASE("Battery: 200 bot matches of 8 deals, sheets zero-sum, ranking from the totals", "[match]") {
  const BotLevel fast[] = {BotLevel::Random, BotLevel::Beginner, BotLevel::Standard};
  Rng rng(2024);
  int annulled = 0;
  for (int i = 0; i < 200; ++i) {
    MatchSettings s;
    const int table = i % 4;  // 3, 4, 5 players, then five at four
    s.people = table == 3 ? 5 : 3 + table;
    if (table == 3) s.mode = TableMode::FiveAtFour;
    s.deals = 8;
    s.seedGiven = true;
    s.seed = 1000 + std::uint64_t(i) * 17;
    s.autoplay = true;
    s.speed = 4.0f;
    s.lang = i % 2 ? Lang::English : Lang::French;
    for (int p = 0; p < s.people; ++p) s.levels[p] = fast[rng.below(3)];
    Match m;
    double now = 0;
    m.startMatch(s, s.seed, now);
    INFO("match " << i << ", " << s.people << " people" << (table == 3 ? " (five at four)" : ""));
    REQUIRE(playToEnd(&m, &now));
    CHECK(m.dealsPlayed() == 8);

    const Sheet sheet = sheetFromMatch(m);
    CHECK(sheet.lang == s.lang);
    CHECK(sheet.rows.size() == m.history().size());
    CHECK(sheet.played == 8);
    int counted = 0;
    for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
      const SheetRow& row = sheet.rows[r];
      CHECK(row.zeroSum);
      if (row.annulled != Annulment::None) {
        ++annulled;
        CHECK(row.number == 0);
        for (int p = 0; p < s.people; ++p) CHECK(row.scores[p] == 0);
      } else {
        CHECK(row.number == ++counted);
        if (table == 3) CHECK(row.scores[row.dealerPerson] == 0);  // the dealer sits out
      }
    }
    CHECK(counted == 8);
    CHECK(sheet.allZeroSum);
    int sum = 0;
    for (int p = 0; p < s.people; ++p) {
      sum += sheet.totals[p];
      CHECK(sheet.totals[p] == m.totals()[p]);
      CHECK(sheet.plus[p] - sheet.minus[p] == sheet.totals[p]);
      CHECK(sheet.rows.back().running[p] == sheet.totals[p]);
    }
    CHECK(sum == 0);

    std::vector<int> places;
    const std::vector<int> order = m.ranking(&places);
    REQUIRE(order.size() == std::size_t(s.people));
    CHECK(places[0] == 1);
    for (std::size_t k = 1; k < order.size(); ++k) {
      const int a = order[k - 1], b = order[k];
      CHECK(sheet.totals[a] >= sheet.totals[b]);
      const bool tied = sheet.totals[a] == sheet.totals[b] && m.dealsWonAsTaker(a) == m.dealsWonAsTaker(b);
      CHECK(places[k] == (tied ? places[k - 1] : int(k) + 1));
    }

    Sheet back;
    const std::string json = sheetJson(sheet);
    REQUIRE(sheetFromJson(json, &back) == nullptr);
    CHECK(sheetJson(back) == json);
  }
  CHECK(annulled > 0);  // some deals were annulled (all passed or petit sec) and listed without counting
}
