// Championships over a hand-made season of three nights (season_helpers.h: each night's table totals). Every
// expected figure is worked out by hand in the comments from the rules' words, never from the program's output.
#include "site/season_words.h"
#include "season/championship.h"
#include "season_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::season;
using namespace tarot::season::testing;

namespace {

// "m5" -> {place, total} of a ranking.
std::map<std::string, std::pair<int, long>> placesOf(const ChampionshipRanking& r) {
  std::map<std::string, std::pair<int, long>> out;
  for (const ChampionshipLine& l : r.lines) out[l.key] = {l.place, l.total};
  return out;
}

std::pair<int, long> pt(int place, long total) { return {place, total}; }

Championship rule(Score score) {
  Championship c;
  c.id = "c";
  c.name = "Championnat";
  c.score = score;
  return c;
}

const ChampionshipLine& lineOf(const ChampionshipRanking& r, const std::string& key) {
  for (const ChampionshipLine& l : r.lines)
    if (l.key == key) return l;
  FAIL("no line " + key);
  return r.lines.front();
}

}  // namespace

TEST_CASE("a night's results: its final ranking, PCN from the 3-table grid, ex aequo sharing", "[season]") {
  const Season s = threeNights();
  const NightResult r = nightResult(clubRegister(), s, 0);
  REQUIRE(r.counts);
  REQUIRE(r.lines.size() == 12);
  // Night 1: P1 300, P5 200, P2 P9 P10 100, P6 50, P11 -50, P7 -100, P3 P8 P12 -150, P4 -250.
  CHECK((r.lines[0].person == "m1" && r.lines[0].place == 1 && r.lines[0].points == 300));
  CHECK((r.lines[1].person == "m5" && r.lines[1].place == 2));
  // 3 tables: 120, 82.8, 57.13, then the floor of 50 to the 6th of 12 places; places 3-5 share 57 + 50 + 50 = 157,
  // 52.33 rounded up: 53 each.
  CHECK(r.lines[0].pcn == 120);
  CHECK(r.lines[1].pcn == 82);
  for (int i = 2; i < 5; ++i) CHECK((r.lines[std::size_t(i)].place == 3 && r.lines[std::size_t(i)].pcn == 53));
  CHECK(r.lines[5].pcn == 50);
  CHECK(r.lines[6].pcn == 0);
}

TEST_CASE("sum of points over the season, with shared places or article 29's order", "[season]") {
  const Season s = threeNights();
  const Register reg = clubRegister();
  Championship c = rule(Score::Points);
  // P1 300-100+50 = 250, P2 100-300+50 = -150, P3 -150-50-50 = -250, P4 -250+50-50 = -250, P5 200+400+100 = 700,
  // P6 50+250+0 = 300, P7 -100-150+0 = -250, P8 -150-100-100 = -350, P9 100+0+200 = 300, P10 100-50-200 = -150,
  // P11 -50+150+100 = 200, P12 -150-100-100 = -350.
  auto r = placesOf(rankChampionship(reg, s, c));
  CHECK(r["m5"] == pt(1, 700));
  CHECK(r["m6"] == pt(2, 300));
  CHECK(r["m9"] == pt(2, 300));
  CHECK(r["m1"] == pt(4, 250));
  CHECK(r["m11"] == pt(5, 200));
  CHECK(r["m2"] == pt(6, -150));
  CHECK(r["m10"] == pt(6, -150));
  CHECK(r["m3"] == pt(8, -250));
  CHECK(r["m4"] == pt(8, -250));
  CHECK(r["m7"] == pt(8, -250));
  CHECK(r["m8"] == pt(11, -350));
  CHECK(r["m12"] == pt(11, -350));
  // Article 29 over nights: the best night first. P6's best 250 > P9's 200; P4 50 > P7 0 > P3 -50; P2 and P10 both
  // 100 at best, and no contract on sheets of totals: still shared; P8 and P12 both -100.
  c.ties = tournament::Ties::Article29;
  r = placesOf(rankChampionship(reg, s, c));
  CHECK(r["m6"].first == 2);
  CHECK(r["m9"].first == 3);
  CHECK(r["m4"].first == 8);
  CHECK(r["m7"].first == 9);
  CHECK(r["m3"].first == 10);
  CHECK((r["m2"].first == 6 && r["m10"].first == 6));
  CHECK((r["m8"].first == 11 && r["m12"].first == 11));
}

TEST_CASE("places scored by a table of points per place, ex aequo sharing the places' points rounded up", "[season]") {
  Championship c = rule(Score::Places);
  c.placePoints = {10, 8, 6, 5, 4, 3, 2, 1};
  // Night 1: P1 10, P5 8, P2 P9 P10 share places 3-5: (6+5+4)/3 = 5, P6 3, P11 2, P7 1, places 9-12 nothing.
  // Night 2: P5 10, P6 8, P11 6, P4 5, P9 4, P10 P3 share 6-7: (3+2)/2 = 2.5 -> 3, P1 P8 P12 share 8-10: 1/3 -> 1.
  // Night 3: P9 10, P5 P11 share 2-3: (8+6)/2 = 7, P1 P2 share 4-5: 4.5 -> 5, P6 P7 share 6-7: 2.5 -> 3,
  //          P3 P4 share 8-9: 0.5 -> 1.
  auto r = placesOf(rankChampionship(clubRegister(), threeNights(), c));
  CHECK(r["m5"] == pt(1, 25));
  CHECK(r["m9"] == pt(2, 19));
  CHECK(r["m1"] == pt(3, 16));
  CHECK(r["m11"] == pt(4, 15));
  CHECK(r["m6"] == pt(5, 14));
  CHECK(r["m2"] == pt(6, 10));
  CHECK(r["m10"] == pt(7, 8));
  CHECK(r["m4"] == pt(8, 6));
  CHECK(r["m3"] == pt(9, 4));
  CHECK(r["m7"] == pt(9, 4));
  CHECK(r["m8"] == pt(11, 1));
  CHECK(r["m12"] == pt(11, 1));
  c.placePoints.clear();
  CHECK(rankChampionship(clubRegister(), threeNights(), c).refusal.code == RefusalCode::PlacesTableEmpty);
}

TEST_CASE("the best 2 nights of 3, each night traced as counted or dropped", "[season]") {
  Championship c = rule(Score::Points);
  c.bestOf = 2;
  const ChampionshipRanking ranking = rankChampionship(clubRegister(), threeNights(), c);
  auto r = placesOf(ranking);
  // P5 400+200 (drops 100), P1 300+50 (drops -100), P6 250+50, P9 200+100, P11 150+100, P2 100+50, P10 100-50,
  // P4 50-50, P3 -50-50, P7 0-100, P8 and P12 -100-100.
  CHECK(r["m5"] == pt(1, 600));
  CHECK(r["m1"] == pt(2, 350));
  CHECK(r["m6"] == pt(3, 300));
  CHECK(r["m9"] == pt(3, 300));
  CHECK(r["m11"] == pt(5, 250));
  CHECK(r["m2"] == pt(6, 150));
  CHECK(r["m10"] == pt(7, 50));
  CHECK(r["m4"] == pt(8, 0));
  CHECK(r["m3"] == pt(9, -100));
  CHECK(r["m7"] == pt(9, -100));
  CHECK(r["m8"] == pt(11, -200));
  const ChampionshipLine& p1 = lineOf(ranking, "m1");
  REQUIRE(p1.nights.size() == 3);
  CHECK((p1.nights[0].nightId == "n1" && p1.nights[0].place == 1 && p1.nights[0].points == 300 && p1.nights[0].counted));
  CHECK((p1.nights[1].nightId == "n2" && p1.nights[1].place == 8 && p1.nights[1].shared && !p1.nights[1].counted));
  CHECK((p1.nights[2].nightId == "n3" && p1.nights[2].score == 50 && p1.nights[2].counted));
  CHECK((p1.nightsPlayed == 3 && p1.nightsCounted == 2));
  // P3's -50 and -50: the earlier night is kept on equal scores.
  const ChampionshipLine& p3 = lineOf(ranking, "m3");
  CHECK((!p3.nights[0].counted && p3.nights[1].counted && p3.nights[2].counted));
}

TEST_CASE("the sum of PCN over the season", "[season]") {
  // Night 1: P1 120, P5 82, P2 P9 P10 53, P6 50. Night 2: P5 120, P6 82, P11 57, P4 50, P9 50, P10 P3 share the 6th
  // place's 50 and the 7th's nothing: 25. Night 3: P9 120, P5 P11 (82+57)/2 = 69.5 -> 70, P1 P2 50, P6 P7 25.
  auto r = placesOf(rankChampionship(clubRegister(), threeNights(), rule(Score::Pcn)));
  CHECK(r["m5"] == pt(1, 272));
  CHECK(r["m9"] == pt(2, 223));
  CHECK(r["m1"] == pt(3, 170));
  CHECK(r["m6"] == pt(4, 157));
  CHECK(r["m11"] == pt(5, 127));
  CHECK(r["m2"] == pt(6, 103));
  CHECK(r["m10"] == pt(7, 78));
  CHECK(r["m4"] == pt(8, 50));
  CHECK(r["m3"] == pt(9, 25));
  CHECK(r["m7"] == pt(9, 25));
  CHECK(r["m8"] == pt(11, 0));
}

TEST_CASE("qualification: the best N qualify, ex aequo at the cut named", "[season]") {
  Championship c = rule(Score::Points);
  c.qualify = 2;
  // P5 700, then P6 and P9 on 300: shared, the second place qualifies both; both named at the cut.
  ChampionshipRanking r = rankChampionship(clubRegister(), threeNights(), c);
  CHECK((lineOf(r, "m5").qualified && lineOf(r, "m6").qualified && lineOf(r, "m9").qualified));
  CHECK(!lineOf(r, "m1").qualified);
  CHECK((lineOf(r, "m6").tiedAtCut && lineOf(r, "m9").tiedAtCut && !lineOf(r, "m5").tiedAtCut));
  // Article 29 splits them (P6's best night 250, P9's 200): P9 does not qualify, and both are still named.
  c.ties = tournament::Ties::Article29;
  r = rankChampionship(clubRegister(), threeNights(), c);
  CHECK((lineOf(r, "m6").qualified && !lineOf(r, "m9").qualified));
  CHECK((lineOf(r, "m6").tiedAtCut && lineOf(r, "m9").tiedAtCut));
  // Three to qualify: P1 (250) is below the cut, nobody tied there.
  c.qualify = 3;
  r = rankChampionship(clubRegister(), threeNights(), c);
  CHECK((lineOf(r, "m9").qualified && !lineOf(r, "m1").qualified && !lineOf(r, "m9").tiedAtCut));
}

TEST_CASE("the nights named, an unknown night refused", "[season]") {
  Championship c = rule(Score::Points);
  c.nights = {"n1", "n3"};
  auto r = placesOf(rankChampionship(clubRegister(), threeNights(), c));
  CHECK(r["m1"] == pt(1, 350));  // 300 + 50
  CHECK(r["m5"] == pt(2, 300));  // 200 + 100
  c.nights = {"n1", "n9"};
  const ChampionshipRanking bad = rankChampionship(clubRegister(), threeNights(), c);
  CHECK((bad.refusal.code == RefusalCode::NightUnknown && bad.refusal.night == "n9" && bad.lines.empty()));
  CHECK(site::englishWords(bad.refusal) == "the season has no night \"n9\"");
  CHECK(site::seasonRefusalText(match::Lang::French, bad.refusal) == "la saison n'a pas de soirée «\u00a0n9\u00a0»");
}

TEST_CASE("a night corrected after the fact or annulled changes the championship at once", "[season]") {
  Season s = threeNights();
  const Register reg = clubRegister();
  const Championship c = rule(Score::Points);
  CHECK(placesOf(rankChampionship(reg, s, c))["m9"] == pt(2, 300));
  // Night 3, table 3 corrected: P9 -100 (was 200), P12 200 (was -100). P9 100+0-100 = 0, P12 -150-100+200 = -50.
  tournament::TableSheet sheet;
  sheet.totalsOnly = true;
  sheet.totals = {-100, -200, 100, 200, 0};
  sheet.dealsPlayed = 4;
  REQUIRE(s.nights[2].document.append(tournament::correctSheetEvent(1, 3, sheet, "Nord et Ouest inversés"), 9, "arbitre") == "");
  auto r = placesOf(rankChampionship(reg, s, c));
  CHECK(r["m9"] == pt(5, 0));  // after P5 700, P6 300, P1 250, P11 200
  CHECK(r["m12"] == pt(6, -50));
  CHECK(r["m6"] == pt(2, 300));
  // Night 2 annulled: P5 200+100 = 300, P6 50+0 = 50, P1 300+50 = 350.
  s.nights[1].annulled = true;
  const ChampionshipRanking a = rankChampionship(reg, s, c);
  r = placesOf(a);
  CHECK(r["m1"] == pt(1, 350));
  CHECK(r["m5"] == pt(2, 300));
  CHECK(a.nightsCounting == 2);
  CHECK(lineOf(a, "m1").nightsPlayed == 2);
  // A night with no position closed counts nowhere.
  Night open = night("n4", "2026-10-30", nightDocument(nightSettings(1), entrants(12), {}));
  REQUIRE(open.document.append(tournament::startPositionEvent(1, {{{1, 2, 3, 4, 0}}, {{5, 6, 7, 8, 0}}, {{9, 10, 11, 12, 0}}}), 3, "arbitre") == "");
  s.nights.push_back(open);
  CHECK(rankChampionship(reg, s, c).nightsCounting == 2);
  CHECK(!nightResult(reg, s, 3).counts);
}

TEST_CASE("a register entry merged into another: one person across the nights", "[season]") {
  Season s = threeNights();
  Register reg = clubRegister();
  // Night 3's player 12 came as "Zoé Bernard" without a licence, register entry 13.
  std::vector<Entrant> who = entrants(12);
  who[11] = {"Zoé Bernard", "", ""};
  std::vector<int> members{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13};
  s.nights[2] = night("n3", "2026-10-16", nightDocument(nightSettings(1), who, nightTables(3)), members);
  auto r = placesOf(rankChampionship(reg, s, rule(Score::Points)));
  CHECK(r["m12"].second == -250);  // -150 - 100
  CHECK(r["m13"].second == -100);
  // Entry 13 found to be P12: merged, the history kept. P12 -150 - 100 - 100 = -350 over three nights.
  reg.members[12].mergedInto = 12;
  const ChampionshipRanking merged = rankChampionship(reg, s, rule(Score::Points));
  CHECK(placesOf(merged)["m12"] == pt(11, -350));
  CHECK(placesOf(merged).count("m13") == 0);
  CHECK(lineOf(merged, "m12").nightsPlayed == 3);
  // Without any register entry, the licence, then the folded name, say who the player is.
  s.nights[2].members.assign(12, 0);
  CHECK(personOf(reg, s.nights[2], 1) == "m1");          // licence L1 is member 1's
  CHECK(personOf(reg, s.nights[2], 12) == "nzoe bernard");
}
