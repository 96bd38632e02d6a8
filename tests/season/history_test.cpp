// A player's history, the séries of their opponents, the club's records, the season of a date and the club file:
// over the hand-made season of season_helpers.h, figures worked out by hand in the comments.
#include "season/history.h"
#include "season_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::season;
using namespace tarot::season::testing;

namespace {

Club club() {
  Club c;
  c.name = "Tarot Club de Lyon";
  c.reg = clubRegister();
  c.seasons.push_back(threeNights());
  Championship general;
  general.id = "general";
  general.name = "Général";
  general.score = Score::Places;
  general.placePoints = {10, 8, 6};
  general.bestOf = 2;
  general.qualify = 4;
  general.ties = tournament::Ties::Article29;
  c.seasons[0].championships.push_back(general);
  return c;
}

}  // namespace

TEST_CASE("a player's history: nights, places, points, PCN, the séries of the players met", "[season]") {
  const Club c = club();
  CHECK(findPerson(c, "L5") == "m5");
  CHECK(findPerson(c, "  p5 ") == "m5");
  CHECK(findPerson(c, "Personne") == "");
  const PlayerHistory h = playerHistory(c, "m5");
  CHECK((h.name == "P5" && h.licence == "L5" && h.member == 5));
  REQUIRE(h.seasons.size() == 1);
  const SeasonHistory& s = h.seasons[0];
  REQUIRE(s.nights.size() == 3);
  // Night 1: 2nd, 200, 82 PCN; night 2: 1st, 400, 120; night 3: 2nd shared with P11, 100, (82 + 57) / 2 -> 70.
  CHECK((s.nights[0].place == 2 && s.nights[0].points == 200 && s.nights[0].pcn == 82 && s.nights[0].entrants == 12));
  CHECK((s.nights[1].place == 1 && s.nights[1].points == 400 && s.nights[1].pcn == 120));
  CHECK((s.nights[2].place == 2 && s.nights[2].shared && s.nights[2].points == 100 && s.nights[2].pcn == 70));
  CHECK((s.totals.nights == 3 && s.totals.bestPlace == 1 && s.totals.wins == 1 && s.totals.points == 700 &&
         s.totals.pcn == 272 && s.totals.pp == 0));
  CHECK(h.overall.points == 700);
  // Met: P6, P7, P8 on nights 1 and 3 (table 2), P1, P9, P2 on night 2. Séries: P1 1, P9 1, P2 2, P6 2, P7 3, P8 4.
  CHECK(s.totals.opponentsBySerie == std::array<int, 5>{0, 2, 2, 1, 1});
  REQUIRE(h.opponents.size() == 6);
  CHECK((h.opponents[0].times == 2 && h.opponents[3].times == 1));
  // An annulled night leaves the history.
  Club annulled = c;
  annulled.seasons[0].nights[1].annulled = true;
  CHECK(playerHistory(annulled, "m5").overall.points == 300);
}

TEST_CASE("the club's records: best night, most nights played, most PCN in a season", "[season]") {
  const ClubRecords r = clubRecords(club());
  REQUIRE(r.bestNight.size() == 1);
  CHECK((r.bestNight[0].person == "m5" && r.bestNight[0].figure == 400 && r.bestNight[0].nightId == "n2"));
  CHECK(r.mostNights.size() == 12);  // everyone played the three nights
  CHECK(r.mostNights[0].figure == 3);
  REQUIRE(r.mostPcnSeason.size() == 1);
  CHECK((r.mostPcnSeason[0].person == "m5" && r.mostPcnSeason[0].figure == 272));
}

TEST_CASE("the season of a date: September to August", "[season]") {
  CHECK(seasonOf("2026-09-01") == 2026);
  CHECK(seasonOf("2026-12-31") == 2026);
  CHECK(seasonOf("2027-06-30") == 2026);
  CHECK(seasonOf("2027-07-14") == 2026);  // summer: the season that started the September before
  CHECK(seasonOf("2026-08-31") == 2025);
  CHECK(seasonOf("2026-13-01") == -1);
  CHECK(seasonOf("26-09-01") == -1);
  CHECK(seasonOf("2026-09-01x") == -1);
  CHECK(seasonName(2026) == "2026-2027");
}

TEST_CASE("the club file: written and read back; corrupt or foreign files refused, the club untouched", "[season]") {
  const Club c = club();
  const std::string text = clubToJson(c);
  Club back;
  REQUIRE(clubFromJson(text, &back) == "");
  CHECK(clubToJson(back) == text);
  CHECK(back.reg == c.reg);
  REQUIRE(back.seasons.size() == 1);
  CHECK(back.seasons[0].championships == c.seasons[0].championships);
  CHECK(back.seasons[0].nights[2].document.state() == c.seasons[0].nights[2].document.state());
  // A night whose events do not replay: where, and the tournament's own reason.
  std::string bad = text;
  bad.replace(bad.find("close_position"), 14, "close_positio");
  Club kept = back;
  const std::string why = clubFromJson(bad, &kept);
  CHECK(why.rfind("season 1 (2026-2027): night 1 (n1): event ", 0) == 0);
  CHECK(clubToJson(kept) == text);
  CHECK(clubFromJson(c.seasons[0].nights[0].document.toJson(), &kept) ==
        "not a club file (format is not \"tarot-club\")");
  CHECK(clubFromJson("{\"format\":\"tarot-club\",\"version\":2}", &kept).rfind("written by a newer version", 0) == 0);
  CHECK(clubFromJson("{", &kept).rfind("not JSON", 0) == 0);
  std::string twice = text;
  twice.replace(twice.find("\"id\":\"n2\""), 9, "\"id\":\"n1\"");
  CHECK(clubFromJson(twice, &kept) == "season 1 (2026-2027): night 2: the id \"n1\" is already a night of the season");
  std::string reused = text;
  reused.replace(reused.find("\"next_id\":14"), 12, "\"next_id\":3");
  CHECK(clubFromJson(reused, &kept) == "register: \"next_id\": must be above the last member's id");
  std::string serie = text;
  serie.replace(serie.find("\"serie\":1"), 9, "\"serie\":7");
  CHECK(clubFromJson(serie, &kept).rfind("register: member 1: \"serie\"", 0) == 0);
  CHECK(clubToJson(kept) == text);
  CHECK(clubToJson(kept) == text);
}

TEST_CASE("a regional final's PP and indexed PCN in the history", "[season]") {
  Club c;
  c.reg = clubRegister();
  Season s;
  s.name = "2026-2027";
  s.startYear = 2026;
  s.nights.push_back(night("finale", "2027-03-14",
                           nightDocument(nightSettings(1, tournament::Competition::RegionalFinal), entrants(12), nightTables(1))));
  c.seasons.push_back(s);
  // Night 1's places: P1 1st, P5 2nd, P2 P9 P10 3rd shared, P6 6th. PP 3, 2, then places 3-5 share 1 + 0 + 0: 1/3
  // rounded up, 1 each. PCN at index 1.8 on 3 tables: 120 x 1.8 = 216, 82.8 x 1.8 = 149.04, 57.132 x 1.8 = 102.8,
  // 39.42 x 1.8 = 70.96, then 50, 50: P2 P9 P10 share (102 + 70 + 50) / 3 = 74.
  const PlayerHistory p1 = playerHistory(c, "m1");
  CHECK((p1.overall.pp == 3 && p1.overall.pcn == 216));
  const PlayerHistory p5 = playerHistory(c, "m5");
  CHECK((p5.overall.pp == 2 && p5.overall.pcn == 149));
  const PlayerHistory p9 = playerHistory(c, "m9");
  CHECK((p9.overall.pp == 1 && p9.overall.pcn == 74));
  CHECK(playerHistory(c, "m6").overall.pp == 0);
}
