// The regional championship in stages (chapter 3, articles 2-3: the final's minimums, "appliquer un coefficient entre
// 2 séances ... à condition d'éliminer au moins un pourcentage des participants") and the team championship with the
// interclubs' séries rule and its 23 printed compositions. Figures worked out by hand in the comments.
#include "site/season_words.h"
#include "season/championship.h"
#include "season_helpers.h"
#include "tournament/sessions.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <map>
#include <set>

using namespace tarot;
using namespace tarot::season;
using namespace tarot::season::testing;

namespace {

// Stage 1: night 1 of the season (12 players). Stage 2, the regional final: its best 8 (P1 300, P5 200, P2 P9 P10
// 100, P6 50, P11 -50, P7 -100), 4 of 12 eliminated = 33 %, which allows 1.20.
Season stagesSeason() {
  Season s;
  s.name = "2026-2027";
  s.startYear = 2026;
  s.nights.push_back(night("qualif", "2026-10-04",
                           nightDocument(nightSettings(1, tournament::Competition::RegionalQualifier), entrants(12), nightTables(1))));
  // The final's players are the night's 1..8: P1 P5 P2 P9 P10 P6 P11 P7 of the register.
  std::vector<Entrant> who;
  const std::vector<int> finalists{1, 5, 2, 9, 10, 6, 11, 7};
  for (int m : finalists) who.push_back({"P" + std::to_string(m), "L" + std::to_string(m), ""});
  // Table 1: P1 100, P5 -100, P2 50, P9 -50; table 2: P10 -200, P6 100, P11 0, P7 100.
  s.nights.push_back(night("finale", "2026-11-08",
                           nightDocument(nightSettings(1, tournament::Competition::RegionalFinal), who,
                                         {{{{1, 2, 3, 4}, {100, -100, 50, -50}}, {{5, 6, 7, 8}, {-200, 100, 0, 100}}}}),
                           finalists));
  return s;
}

std::map<std::string, std::pair<int, long>> placesOf(const ChampionshipRanking& r) {
  std::map<std::string, std::pair<int, long>> out;
  for (const ChampionshipLine& l : r.lines) out[l.key] = {l.place, l.total};
  return out;
}

}  // namespace

TEST_CASE("a regional championship in stages: the coefficient earned by the eliminations, the final's minimums",
          "[season]") {
  Championship c;
  c.id = "regional";
  c.form = Form::Stages;
  c.stageCoefficients = {100, 120};
  const ChampionshipRanking r = rankChampionship(clubRegister(), stagesSeason(), c);
  // The final's points x 1.20: P1 120, P5 -120, P2 60, P9 -60, P10 -240, P6 120, P11 0, P7 120. Totals: P1 420, P6
  // 170, P2 160, P5 80, P9 40, P7 20, P11 -50, P10 -140; then the eliminated on stage 1's points: P3 P8 P12 -150, P4
  // -250.
  auto p = placesOf(r);
  CHECK(p["m1"] == std::make_pair(1, 420L));
  CHECK(p["m6"] == std::make_pair(2, 170L));
  CHECK(p["m2"] == std::make_pair(3, 160L));
  CHECK(p["m5"] == std::make_pair(4, 80L));
  CHECK(p["m9"] == std::make_pair(5, 40L));
  CHECK(p["m7"] == std::make_pair(6, 20L));
  CHECK(p["m11"] == std::make_pair(7, -50L));
  CHECK(p["m10"] == std::make_pair(8, -140L));
  CHECK(p["m3"] == std::make_pair(9, -150L));
  CHECK(p["m12"] == std::make_pair(9, -150L));
  CHECK(p["m4"] == std::make_pair(12, -250L));
  // The final (8 players, one session of 4 deals) misses article 2's minimums: 20 players, two sessions of 20 deals.
  std::set<tournament::RejectionCode> shortfalls;
  for (const Refusal& w : r.warnings) {
    CHECK(w.code == RefusalCode::FinalShortfall);
    CHECK(w.night == "finale");
    shortfalls.insert(w.rejection.code);
    if (w.rejection.code == tournament::RejectionCode::FinalTooFew) {
      CHECK(site::englishWords(w) == "night finale: regional final (article 2): 8 players at the first session, at least 20 are needed");
      CHECK(site::seasonRefusalText(match::Lang::French, w) == "soirée finale\u00a0: finale régionale (article 2)\u00a0: 8 joueurs à la première séance, il en faut au moins 20");
    } else {
      CHECK(site::seasonRefusalText(match::Lang::French, w) == "soirée finale\u00a0: finale régionale (article 2)\u00a0: au moins deux séances d'au moins 20 donnes chacune\u00a0; "
                          "1 séance, la plus courte de 4 donnes");
    }
  }
  CHECK(shortfalls == std::set<tournament::RejectionCode>{tournament::RejectionCode::FinalTooFew,
                                                           tournament::RejectionCode::FinalSessions});
  // Each line traces its stages: P1 stage 1 300, stage 2 100 scored 120.
  for (const ChampionshipLine& l : r.lines)
    if (l.key == "m1") {
      REQUIRE(l.nights.size() == 2);
      CHECK((l.nights[1].stage == 2 && l.nights[1].points == 100 && l.nights[1].score == 120 && l.stage == 2));
    }
  // 1.25 asks 40 % eliminated; 33 % allows 1.20, which is applied, and the warning says so.
  c.stageCoefficients = {100, 125};
  const ChampionshipRanking over = rankChampionship(clubRegister(), stagesSeason(), c);
  bool warned = false;
  for (const Refusal& w : over.warnings)
    if (w.code == RefusalCode::StageCoefficient) {
      warned = true;
      CHECK((w.a == 125 && w.b == 33 && w.c == 120));
      CHECK(site::englishWords(w) == "night finale: a coefficient of 1.25 needs more players eliminated (33 % eliminated allows 1.20); 1.20 applied");
      CHECK(site::seasonRefusalText(match::Lang::French, w) ==
            "soirée finale\u00a0: un coefficient de 1,25 demande plus de joueurs éliminés (33\u00a0% éliminés permettent 1,20)\u00a0; 1,20 appliqué");
    }
  CHECK(warned);
  CHECK(placesOf(over)["m1"].second == 420);
}

TEST_CASE("stages: a final with an elimination between its sessions ranks those who continued first", "[season]") {
  using namespace tarot::tournament;
  Season s = stagesSeason();
  // The final over two positions: position 1 as before (night's players 1..8: 100, -100, 50, -50 | -200, 100, 0, 100),
  // then the best 4 kept (players 1, 6, 8 on 100 and 3 on 50; 50 % eliminated earns 1.30) at one table.
  const std::vector<int> finalists{1, 5, 2, 9, 10, 6, 11, 7};
  Document d;
  REQUIRE(d.append(createEvent("Finale", nightSettings(2, Competition::RegionalFinal)), 1, "arbitre") == "");
  for (int m : finalists) REQUIRE(d.append(registerEvent("P" + std::to_string(m), "L" + std::to_string(m), ""), 2, "accueil") == "");
  REQUIRE(d.append(startPositionEvent(1, {{{1, 2, 3, 4, 0}}, {{5, 6, 7, 8, 0}}}), 3, "arbitre") == "");
  const std::array<std::array<int, 5>, 2> first = {{{100, -100, 50, -50, 0}, {-200, 100, 0, 100, 0}}};
  for (int t = 0; t < 2; ++t) {
    TableSheet sheet;
    sheet.totalsOnly = true;
    sheet.totals = first[std::size_t(t)];
    sheet.dealsPlayed = 4;
    REQUIRE(d.append(sheetEvent(1, t + 1, sheet), 4, "saisie") == "");
  }
  REQUIRE(d.append(closePositionEvent(1), 5, "arbitre") == "");
  const EliminationPlan plan = planElimination(d.state(), 4);
  REQUIRE(plan.coefficient == 130);
  REQUIRE(d.append(eliminationEvent(plan, 130), 6, "arbitre") == "");
  REQUIRE(d.append(startPositionEvent(2, plan.start), 7, "arbitre") == "");
  // Position 2 by player: 1 -150, 6 +150, 8 -50, 3 +50; x 1.30: -195, +195, -65, +65.
  const std::map<int, int> second = {{1, -150}, {6, 150}, {8, -50}, {3, 50}};
  TableSheet sheet;
  sheet.totalsOnly = true;
  sheet.dealsPlayed = 4;
  for (int o = 0; o < 4; ++o) sheet.totals[std::size_t(o)] = second.at(plan.start[0].seat[std::size_t(o)]);
  REQUIRE(d.append(sheetEvent(2, 1, sheet), 8, "saisie") == "");
  REQUIRE(d.append(closePositionEvent(2), 9, "arbitre") == "");
  s.nights[1] = night("finale", "2026-11-08", d, finalists);
  Championship c;
  c.form = Form::Stages;
  c.stageCoefficients = {100, 120};
  // The final's points x 1.20 added to the qualifier's: P1 (100 - 195) = -95 -> -114, 300 - 114 = 186; P6 295 -> 354,
  // 50 + 354 = 404; P7 35 -> 42, -100 + 42 = -58; P2 115 -> 138, 100 + 138 = 238. Eliminated in the final: P5 -100 ->
  // -120, 80; P9 -50 -> -60, 40; P11 0, -50; P10 -200 -> -240, -140. P5's 80 is above P7's -58, yet P7 played on.
  auto p = placesOf(rankChampionship(clubRegister(), s, c));
  CHECK(p["m6"] == std::make_pair(1, 404L));
  CHECK(p["m2"] == std::make_pair(2, 238L));
  CHECK(p["m1"] == std::make_pair(3, 186L));
  CHECK(p["m7"] == std::make_pair(4, -58L));
  CHECK(p["m5"] == std::make_pair(5, 80L));
  CHECK(p["m9"] == std::make_pair(6, 40L));
  CHECK(p["m11"] == std::make_pair(7, -50L));
  CHECK(p["m10"] == std::make_pair(8, -140L));
  CHECK(p["m3"] == std::make_pair(9, -150L));
  CHECK(p["m4"] == std::make_pair(12, -250L));
}

TEST_CASE("the interclubs' séries rule: the 23 compositions printed, every other refused", "[season]") {
  // The rulebook's table, compositions 1 to 23 (players 1 to 4), with its products 12 16 18 24 32 27 36 48 64 24 32 36
  // 48 64 54 72 96 128 81 108 144 192 256.
  const std::vector<std::array<int, 4>> printed = {
      {1, 1, 3, 4}, {1, 1, 4, 4}, {1, 2, 3, 3}, {1, 2, 3, 4}, {1, 2, 4, 4}, {1, 3, 3, 3}, {1, 3, 3, 4}, {1, 3, 4, 4},
      {1, 4, 4, 4}, {2, 2, 2, 3}, {2, 2, 2, 4}, {2, 2, 3, 3}, {2, 2, 3, 4}, {2, 2, 4, 4}, {2, 3, 3, 3}, {2, 3, 3, 4},
      {2, 3, 4, 4}, {2, 4, 4, 4}, {3, 3, 3, 3}, {3, 3, 3, 4}, {3, 3, 4, 4}, {3, 4, 4, 4}, {4, 4, 4, 4}};
  const int products[] = {12, 16, 18, 24, 32, 27, 36, 48, 64, 24, 32, 36, 48, 64, 54, 72, 96, 128, 81, 108, 144, 192, 256};
  REQUIRE(printed.size() == 23);
  for (std::size_t i = 0; i < printed.size(); ++i) {
    CHECK(printed[i][0] * printed[i][1] * printed[i][2] * printed[i][3] == products[i]);
    CHECK(seriesAllowed(printed[i]));
  }
  // Every team of four séries in any order: allowed exactly when its sorted séries are printed.
  int allowed = 0;
  std::set<std::array<int, 4>> kinds;
  for (int a = 1; a <= 4; ++a)
    for (int b = 1; b <= 4; ++b)
      for (int c = 1; c <= 4; ++c)
        for (int d = 1; d <= 4; ++d) {
          std::array<int, 4> team{a, b, c, d}, sorted = team;
          std::sort(sorted.begin(), sorted.end());
          const bool inTable = std::find(printed.begin(), printed.end(), sorted) != printed.end();
          CHECK(seriesAllowed(team) == inTable);
          if (seriesAllowed(team)) ++allowed, kinds.insert(sorted);
        }
  CHECK(kinds.size() == 23);
  CHECK(allowed > 23);
  // Refused: products up to 16 other than the two exceptions for two 1st-série players.
  CHECK(!seriesAllowed({2, 2, 2, 2}));  // 16, not strictly above
  CHECK(!seriesAllowed({1, 2, 2, 4}));  // 16, one 1st-série player only
  CHECK(!seriesAllowed({1, 1, 2, 4}));  // 8
  CHECK(!seriesAllowed({1, 1, 3, 3}));  // 9: two 1st-série players, but with 3-3
  CHECK(!seriesAllowed({1, 1, 1, 4}));
  CHECK(!seriesAllowed({1, 2, 2, 3}));  // 12
  CHECK(!seriesAllowed({0, 4, 4, 4}));  // no such série
}

TEST_CASE("a team championship: the teams' points over the nights, a team refused by the séries rule", "[season]") {
  // Two teams of 4: "Les As" P1-P4, "Les Rois" P5-P8, each player at a table with two of the other team.
  std::vector<Entrant> who;
  for (int p = 1; p <= 8; ++p) who.push_back({"P" + std::to_string(p), "L" + std::to_string(p), p <= 4 ? "Les As" : "Les Rois"});
  const auto settings = nightSettings(1, tournament::Competition::ClubNight, tournament::Formula::Team4);
  Season s;
  s.name = "2026-2027";
  s.startYear = 2026;
  // Night 1: As 100 + 50 + 0 - 50 = 100, Rois -50 - 100 + 50 + 0 = -100.
  s.nights.push_back(night("e1", "2026-10-01", nightDocument(settings, who, {{{{1, 5, 2, 6}, {100, -50, 50, -100}},
                                                                              {{3, 7, 4, 8}, {0, 50, -50, 0}}}})));
  // Night 2: As -30 - 20 + 10 + 60 = 20, Rois 30 + 20 - 10 - 60 = -20.
  s.nights.push_back(night("e2", "2026-10-15", nightDocument(settings, who, {{{{1, 5, 2, 6}, {-30, 30, -20, 20}},
                                                                              {{3, 7, 4, 8}, {10, -10, 60, -60}}}})));
  // The As are séries 1, 1, 2, 4 (product 8), the Rois 2, 3, 3, 4 (72).
  Register reg = registerOf(8, {1, 1, 2, 4, 2, 3, 3, 4});
  Championship c;
  c.id = "equipes";
  c.teams = true;
  // Points: As 100 + 20 = 120, Rois -100 - 20 = -120.
  ChampionshipRanking r = rankChampionship(reg, s, c);
  REQUIRE(r.lines.size() == 2);
  CHECK((r.lines[0].key == "les as" && r.lines[0].place == 1 && r.lines[0].total == 120));
  CHECK((r.lines[1].key == "les rois" && r.lines[1].place == 2 && r.lines[1].total == -120));
  CHECK(r.lines[0].players == std::vector<std::string>({"P1", "P2", "P3", "P4"}));
  // With the séries rule the As are refused (1-1-2-4 multiply to 8), listed last without a place.
  c.seriesRule = true;
  r = rankChampionship(reg, s, c);
  CHECK((r.lines[0].key == "les rois" && r.lines[0].place == 1));
  CHECK((r.lines[1].key == "les as" && r.lines[1].place == 0 && r.lines[1].refusal.code == RefusalCode::TeamSeries));
  CHECK(r.lines[1].refusal.a == 8);
  CHECK(site::englishWords(r.lines[1].refusal) ==
        "night e1: séries 1-1-2-4 multiply to 8, not more than 16 (nor two 1st-série players with 4-4 or 3-4)");
  CHECK(site::seasonRefusalText(match::Lang::French, r.lines[1].refusal) ==
        "soirée e1\u00a0: le produit des séries 1-1-2-4 vaut 8, pas plus de 16 (ni deux 1ère série avec 4-4 ou 3-4)");
  // P3 classed 3rd série: 1-1-3-4, the second exception; the As are ranked again.
  reg.members[2].serie = 3;
  r = rankChampionship(reg, s, c);
  CHECK((r.lines[0].key == "les as" && r.lines[0].place == 1 && !r.lines[0].refusal));
}
