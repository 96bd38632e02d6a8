// The regional championships (chapter 5, "Application des « Indices »", "Plancher et plafonds", "PP"; chapter 3,
// the regional finals' minimums): the competition's level in the settings (a file without it reads a club's night),
// the index times the grid's exact figure then the floor of 50 and the cap of 3000, the PP of a regional final with
// ex aequo sharing, only to licensed players, and why a regional final does not meet its minimums. Every expected
// figure is worked out by hand in the comments.
#include "tournament/events.h"
#include "tournament/pcn.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

// `players` players registered (licensed unless `unlicensed` names one), teams of `teamSize` in order (1: none),
// every player at position 1 in order (players 1-4 at table 1, ...) or as `given`, and each table's totals (by
// orientation).
Document night(Settings s, int players, int teamSize, const std::vector<std::array<int, 5>>& totals, int unlicensed = 0,
               const PositionSeating& given = {}) {
  Document d;
  REQUIRE(d.append(createEvent("Finale", s), 1, "arbitre") == "");
  for (int p = 1; p <= players; ++p)
    REQUIRE(d.append(registerEvent("P" + std::to_string(p), p == unlicensed ? "" : std::to_string(100 + p), "",
                                   teamSize > 1 ? "T" + std::to_string((p + teamSize - 1) / teamSize) : ""),
                     2, "accueil") == "");
  if (totals.empty()) return d;
  PositionSeating seating(totals.size());
  for (std::size_t t = 0; t < totals.size(); ++t)
    for (int o = 0; o < 4; ++o) seating[t].seat[std::size_t(o)] = int(4 * t) + o + 1;
  if (!given.empty()) seating = given;
  REQUIRE(d.append(startPositionEvent(1, seating), 3, "arbitre") == "");
  for (std::size_t t = 0; t < totals.size(); ++t) {
    TableSheet sheet;
    sheet.totalsOnly = true;
    sheet.totals = totals[t];
    sheet.dealsPlayed = s.dealsPerPosition;
    REQUIRE(d.append(sheetEvent(1, int(t) + 1, sheet), 4, "saisie") == "");
  }
  return d;
}

Settings level(Competition c, int positions = 1, int deals = 4) {
  Settings s = settingsOf(positions, deals);
  s.competition = c;
  s.ties = Ties::Shared;
  return s;
}

}  // namespace

TEST_CASE("indices: the grid's exact figure times 1.5 or 1.8, then the floor of 50 and the regional cap of 3000",
          "[tournament][pcn]") {
  CHECK(pcnIndexTenths(Competition::ClubNight) == 10);
  CHECK(pcnIndexTenths(Competition::RegionalQualifier) == 10);
  CHECK(pcnIndexTenths(Competition::RegionalSemiFinal) == 15);
  CHECK(pcnIndexTenths(Competition::RegionalFinal) == 18);
  // 10 tables (abattement 0.76): 400, 304, 231.04 at index 1; x 1.8: 720, 547.2, 415.872; x 1.5: 600, 456, 346.56.
  CHECK(pcnForPlace(PcnKind::Individual, 10, 1, kPcnCapRegional, 18) == 720);
  CHECK(pcnForPlace(PcnKind::Individual, 10, 2, kPcnCapRegional, 18) == 547);
  CHECK(pcnForPlace(PcnKind::Individual, 10, 3, kPcnCapRegional, 18) == 415);
  CHECK(pcnForPlace(PcnKind::Individual, 10, 3, kPcnCapRegional, 15) == 346);
  // 3 tables (0.69): 120, 82.8, 57.132, 39.42108, 27.2005452; x 1.8: 216, 149.04, 102.84, 70.96, 48.96.
  const int final3[] = {216, 149, 102, 70, 50};
  for (int place = 1; place <= 5; ++place) CHECK(pcnForPlace(PcnKind::Individual, 3, place, kPcnCapRegional, 18) == final3[place - 1]);
  CHECK(pcnForPlace(PcnKind::Individual, 3, 4) == 50);  // index 1: 39.42 is floored to 50
  // 50 tables (0.95): 2000, 1900, 1805, 1714.75, 1629.0125; x 1.8: 3600, 3420, 3249, 3086.55, 2932.2 (capped 3000).
  const int final50[] = {3000, 3000, 3000, 3000, 2932};
  for (int place = 1; place <= 5; ++place) CHECK(pcnForPlace(PcnKind::Individual, 50, place, kPcnCapRegional, 18) == final50[place - 1]);
  CHECK(pcnForPlace(PcnKind::Individual, 50, 1) == 1500);  // a club's night: 1500
  // Duos at 6 tables (0.72² = 0.5184): 240, 124.416; x 1.8: 432, 223.95.
  CHECK(pcnForPlace(PcnKind::Duo, 6, 1, kPcnCapRegional, 18) == 432);
  CHECK(pcnForPlace(PcnKind::Duo, 6, 2, kPcnCapRegional, 18) == 223);
  // The event of a document: a regional final's index and cap; a regional qualifier index 1 and the regional cap.
  const Document d = night(level(Competition::RegionalFinal), 12, 1, {{10, -10, 0, 0, 0}, {10, -10, 0, 0, 0}, {10, -10, 0, 0, 0}});
  const PcnEvent ev = pcnEventOf(d.state());
  CHECK((ev.indexTenths == 18 && ev.regionalChampionship));
  CHECK(pcnAttribution(ev) == std::vector<int>({216, 149, 102, 70, 50, 50}));
  const Document q = night(level(Competition::RegionalQualifier), 12, 1, {{10, -10, 0, 0, 0}, {10, -10, 0, 0, 0}, {10, -10, 0, 0, 0}});
  CHECK((pcnEventOf(q.state()).indexTenths == 10 && pcnEventOf(q.state()).regionalChampionship));
  CHECK_FALSE(pcnEventOf(night(level(Competition::ClubNight), 12, 1, {}).state()).regionalChampionship);
}

TEST_CASE("the competition's level in the file: absent reads a club's night, each level read back, others refused",
          "[tournament][pcn]") {
  Settings s;
  CHECK(settingsFromJson(settingsToJson(s), &s) == "");
  CHECK(s.competition == Competition::ClubNight);
  CHECK(settingsToJson(s).find("competition") == nullptr);  // a club's night writes the file as before
  for (Competition c : {Competition::RegionalQualifier, Competition::RegionalSemiFinal, Competition::RegionalFinal}) {
    Settings in;
    in.competition = c;
    Settings out;
    REQUIRE(settingsFromJson(settingsToJson(in), &out) == "");
    CHECK(out.competition == c);
  }
  json::Value v = settingsToJson(Settings());
  v.set("competition", "national_final");
  CHECK(settingsFromJson(v, &s).find("competition") != std::string::npos);
}

TEST_CASE("PP: 3, 2, 1 to a regional final's first three, ex aequo sharing, licensed players only", "[tournament][pcn]") {
  // Two +90 share places 1 and 2: (3 + 2) / 2 = 2.5, so 3 PP each, and (216 + 149) / 2 = 182.5, so 183 PCN; the +30
  // is third: 1 PP, 102 PCN; the +10 fourth: no PP, 70 PCN.
  const std::vector<std::array<int, 5>> totals = {{90, -30, -30, -30, 0}, {90, -30, -30, -30, 0}, {30, 10, -20, -20, 0}};
  const Document d = night(level(Competition::RegionalFinal), 12, 1, totals);
  const Ranking r = rankAfter(d.state(), 1);
  const RankingPcn pcn = tournamentPcn(d.state(), r);
  REQUIRE_FALSE(pcn.refusal);
  REQUIRE(pcn.pp.size() == 12);
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const int player = r.lines[i].player;
    const int pp = player == 1 || player == 5 ? 3 : player == 9 ? 1 : 0;
    const int figure = player == 1 || player == 5 ? 183 : player == 9 ? 102 : player == 10 ? 70 : player == 11 || player == 12 ? 50 : 0;
    CHECK(pcn.pp[i] == pp);
    CHECK(pcn.figures[i] == figure);
  }
  CHECK(sharePp({1, 2, 3, 4}) == std::vector<int>({3, 2, 1, 0}));
  CHECK(sharePp({1, 1, 1, 4}) == std::vector<int>({2, 2, 2, 0}));  // (3 + 2 + 1) / 3
  CHECK(sharePp({1, 2, 2, 2}) == std::vector<int>({3, 1, 1, 1}));  // (2 + 1 + 0) / 3
  // Player 9 without a licence: neither PCN nor PP.
  const Document unlicensed = night(level(Competition::RegionalFinal), 12, 1, totals, 9);
  const Ranking r2 = rankAfter(unlicensed.state(), 1);
  const RankingPcn pcn2 = tournamentPcn(unlicensed.state(), r2);
  for (std::size_t i = 0; i < r2.lines.size(); ++i)
    if (r2.lines[i].player == 9) CHECK((pcn2.pp[i] == 0 && pcn2.figures[i] == 0));
  CHECK(pcn2.unlicensed == 1);
  // A club's night, or a regional semi-final: no PP.
  for (Competition c : {Competition::ClubNight, Competition::RegionalSemiFinal}) {
    const Document other = night(level(c), 12, 1, totals);
    const RankingPcn none = tournamentPcn(other.state(), rankAfter(other.state(), 1));
    CHECK(none.pp == std::vector<int>(12, 0));
  }
  // Not homologable (8 players): no PCN and no PP.
  const Document few = night(level(Competition::RegionalFinal), 8, 1, {{90, -30, -30, -30, 0}, {30, 10, -20, -20, 0}});
  const RankingPcn refused = tournamentPcn(few.state(), rankAfter(few.state(), 1));
  CHECK(refused.refusal.code == RejectionCode::PcnTooFew);
  CHECK(refused.pp.empty());
}

TEST_CASE("PP of a duo regional final: each player of the duo receives the duo's", "[tournament][pcn]") {
  // 12 duos (T1 = players 1, 2; ...) at 6 tables, no teammates at one table: table t holds the first players of
  // duos t+1 and t+7 and the second players of the two duos after them. Totals: table 1 (players 1, 13, 4, 16)
  // +60 -20 -20 -20, table 3 (5, 17, 8, 20) +40 -20 -20 0, table 5 (9, 21, 12, 24) +20 -10 -10 0, tables 2, 4 and
  // 6 (3, 15, 6, 18; 7, 19, 10, 22; 11, 23, 2, 14) +5 -5 0 0: T1 +60, T3 +40, T5 +20 are the first three (T6, T10,
  // T12 -5; T11 -10; T2, T4 -15; T7, T9 -20; T8 -25).
  PositionSeating seating(6);
  for (int t = 0; t < 6; ++t) {
    const int next = (t + 1) % 6 + 1;
    seating[std::size_t(t)].seat = {2 * t + 1, 2 * t + 13, 2 * next, 2 * (next + 6), 0};
  }
  std::vector<std::array<int, 5>> totals(6, {5, -5, 0, 0, 0});
  totals[0] = {60, -20, -20, -20, 0};
  totals[2] = {40, -20, -20, 0, 0};
  totals[4] = {20, -10, -10, 0, 0};
  Settings duo = level(Competition::RegionalFinal);
  duo.formula = Formula::Duo;
  const Document d = night(duo, 24, 2, totals, 0, seating);
  const Ranking r = rankAfter(d.state(), 1);
  const RankingPcn pcn = tournamentPcn(d.state(), r);
  REQUIRE_FALSE(pcn.refusal);
  REQUIRE(pcn.pp.size() == 24);

  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const int duo = (r.lines[i].player + 1) / 2;
    CHECK(pcn.pp[i] == (duo == 1 ? 3 : duo == 3 ? 2 : duo == 5 ? 1 : 0));
    if (duo == 1) CHECK(pcn.figures[i] == 432);  // 40 x 6 tables x 1.8
  }
}

TEST_CASE("a regional final's minimums (chapter 3, articles 2, 8, 14)", "[tournament][pcn]") {
  // Individual, article 2: 20 players, at least two sessions of at least 20 deals: 10 positions of 4 deals, the
  // second session from position 6 (5 x 4 = 20 deals each).
  Settings s = level(Competition::RegionalFinal, 10, 4);
  s.sessions = {{1, 100}, {6, 100}};
  CHECK(regionalFinalShortfalls(night(s, 20, 1, {}).state()).empty());
  std::vector<Rejection> why = regionalFinalShortfalls(night(s, 19, 1, {}).state());
  REQUIRE(why.size() == 1);
  CHECK((why[0].code == RejectionCode::FinalTooFew && why[0].a == 19 && why[0].b == 20 && why[0].c == 2));
  CHECK(why[0].english() == "regional final (article 2): 19 players at the first session, at least 20 are needed");
  // The second session from position 7: 6 x 4 = 24 and 4 x 4 = 16 deals.
  s.sessions = {{1, 100}, {7, 100}};
  why = regionalFinalShortfalls(night(s, 20, 1, {}).state());
  REQUIRE(why.size() == 1);
  CHECK((why[0].code == RejectionCode::FinalSessions && why[0].a == 2 && why[0].b == 16));
  // One session of 40 deals.
  s.sessions = {{1, 100}};
  why = regionalFinalShortfalls(night(s, 24, 1, {}).state());
  REQUIRE(why.size() == 1);
  CHECK((why[0].a == 1 && why[0].b == 40));
  CHECK(why[0].english() == "regional final (article 2): at least two sessions of at least 20 deals each; 1 session, "
                            "the shortest of 40 deals");
  // Duos, article 8: 10 duos at the first session.
  s.sessions = {{1, 100}, {6, 100}};
  s.formula = Formula::Duo;
  CHECK(regionalFinalShortfalls(night(s, 20, 2, {}).state()).empty());
  why = regionalFinalShortfalls(night(s, 18, 2, {}).state());
  REQUIRE(why.size() == 1);
  CHECK((why[0].a == 9 && why[0].b == 10 && why[0].c == 8));
  // Teams of 4, article 14: 5 teams.
  s.formula = Formula::Team4;
  CHECK(regionalFinalShortfalls(night(s, 20, 4, {}).state()).empty());
  why = regionalFinalShortfalls(night(s, 16, 4, {}).state());
  REQUIRE(why.size() == 1);
  CHECK((why[0].a == 4 && why[0].b == 5 && why[0].c == 14));
  // Not a regional final: nothing to say.
  s.competition = Competition::RegionalSemiFinal;
  CHECK(regionalFinalShortfalls(night(s, 4, 4, {}).state()).empty());
}
