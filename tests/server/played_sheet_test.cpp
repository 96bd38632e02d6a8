// A match played at the server's table as a tournament sheet (server/played_sheet.h): every deal scores as the
// match did, through the scorer's entry the tournament scores.
#include "match/match.h"
#include "match/scoresheet.h"
#include "server/played_sheet.h"
#include "tournament/table_sheet.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::tournament;

TEST_CASE("a played match as a table's sheet: every deal scores as the match did", "[tournament][duplicate]") {
  const BotLevel fast[] = {BotLevel::Random, BotLevel::Beginner};
  for (int i = 0; i < 12; ++i) {
    match::MatchSettings s;
    s.people = 3 + i % 3;
    s.deals = 4;
    s.autoplay = true;
    s.speed = 4.0f;
    for (int p = 0; p < s.people; ++p) s.levels[p] = fast[(i + p) % 2];
    match::Match m;
    double now = 0;
    m.startMatch(s, 500 + std::uint64_t(i), now);
    REQUIRE(match::playToEnd(&m, &now));
    TableSheet sheet;
    REQUIRE(server::sheetFromPlayed(m.history(), &sheet));
    REQUIRE(sheet.deals.size() == m.history().size());
    TableSeating seating;
    for (int p = 0; p < s.people; ++p) seating.seat[std::size_t(s.people == 3 ? p + 1 : p)] = p + 1;
    REQUIRE(checkSheet(sheet, seating).empty());
    const SheetScores sc = scoreSheet(sheet, seating);
    for (int p = 0; p < s.people; ++p) CHECK(sc.bilan[std::size_t(s.people == 3 ? p + 1 : p)] == m.totals()[p]);
    CHECK(sc.dealsPlayed == 4);
    match::Sheet marque;
    marque.people = s.people;
    for (std::size_t k = 0; k < sheet.deals.size(); ++k) {
      CHECK(sheet.deals[k].annulled == (m.history()[k].annulled != Annulment::None));
      if (sheet.deals[k].annulled) continue;
      match::addScorerRow(&marque, sheet.deals[k].entry);
      for (int p = 0; p < s.people; ++p) CHECK(marque.rows.back().scores[std::size_t(p)] == m.history()[k].personScores[std::size_t(p)]);
    }
  }
}
