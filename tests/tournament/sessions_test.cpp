// Sessions and the carré final in the library (tournament/sessions.h), from the rulebook's words and printed tables:
// chapter 3, article 3 ("Elimination de 10% des joueurs => Coeff de 1,10" ... "50% => 1,30"), and chapter 2's "POSITION
// DE DEPART DES 16 JOUEURS FINALISTES (1 position de 4 donnes)" and "... DES 20 JOUEURS FINALISTES (5 positions de 1
// donne)" read cell by cell.
#include "tournament/draw.h"
#include "tournament/night_plan.h"
#include "tournament/ranking.h"
#include "tournament/sessions.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>

using namespace tarot;
using namespace tarot::tournament;

namespace {

// The printed start places: {table, orientation} → place, as the rulebook's two tables print them.
//   16: Table 1: 1er 5ème 9ème 13ème · Table 2: 2 6 10 14 · Table 3: 3 7 11 15 · Table 4: 4 8 12 16
//   20: Table 1: 1er 6ème 11ème 16ème · Table 2: 2 7 12 17 · Table 3: 3 8 13 18 · Table 4: 4 9 14 19 · Table 5: 5 10 15 20
const int kPrinted16[4][4] = {{1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}, {4, 8, 12, 16}};
const int kPrinted20[5][4] = {{1, 6, 11, 16}, {2, 7, 12, 17}, {3, 8, 13, 18}, {4, 9, 14, 19}, {5, 10, 15, 20}};

// A document with 4 players a table drawn and position 1 played and closed: table t's N, S, E, W score the totals given.
Document afterOnePosition(const std::vector<std::array<int, 5>>& totals, int positions = 3) {
  Document d = testing::newTournament(testing::settingsOf(positions, 4), int(totals.size()) * 4);
  PositionSeating start;
  DrawRequest r;
  r.seed = 7;
  REQUIRE_FALSE(drawStartPositions(d.state(), r, &start));
  REQUIRE(d.append(drawEvent(DrawMethod::Random, 7, 0, start), 2000, "arbitre").empty());
  PositionSeating first;
  REQUIRE_FALSE(positionSeating(d.state(), 1, &first));
  REQUIRE(d.append(startPositionEvent(1, first), 2001, "arbitre").empty());
  for (std::size_t t = 0; t < totals.size(); ++t) {
    TableSheet sheet;
    sheet.totalsOnly = true;
    sheet.totals = totals[t];
    sheet.dealsPlayed = 4;
    REQUIRE(d.append(sheetEvent(1, int(t + 1), sheet), 2002, "arbitre").empty());
  }
  REQUIRE(d.append(closePositionEvent(1), 2003, "arbitre").empty());
  return d;
}

// Five tables whose 20 seats all score differently (N 600+10t, S 300+10t, E -300+10t, W the rest).
std::vector<std::array<int, 5>> distinctTotals(int tables) {
  std::vector<std::array<int, 5>> out;
  for (int t = 0; t < tables; ++t) out.push_back({600 + 10 * t, 300 + 10 * t, -300 + 10 * t, -600 - 30 * t, 0});
  return out;
}

}  // namespace

TEST_CASE("the carré final's printed start places, cell by cell", "[tournament]") {
  const PositionSeating s16 = carreFinalPlaces(16), s20 = carreFinalPlaces(20);
  REQUIRE(s16.size() == 4);
  REQUIRE(s20.size() == 5);
  for (int t = 0; t < 4; ++t)
    for (int o = 0; o < 4; ++o) CHECK(s16[std::size_t(t)].seat[std::size_t(o)] == kPrinted16[t][o]);
  for (int t = 0; t < 5; ++t)
    for (int o = 0; o < 4; ++o) CHECK(s20[std::size_t(t)].seat[std::size_t(o)] == kPrinted20[t][o]);
  // rankedStart of a ranking 1..n places them the same way.
  std::vector<int> order16(16), order20(20);
  for (int i = 0; i < 20; ++i) (i < 16 ? order16[std::size_t(i)] = i + 1 : 0), order20[std::size_t(i)] = i + 1;
  CHECK(rankedStart(order16, false) == s16);
  CHECK(rankedStart(order20, false) == s20);
}

TEST_CASE("eliminating players earns article 3's coefficient: 10 % 1.10 ... 50 % 1.30", "[tournament]") {
  const Document d = afterOnePosition(distinctTotals(5));
  struct Row { int keep, percent, coefficient; };
  // 20 players: 2 eliminated are 10 %, 4 are 20 %, 6 are 30 %, 8 are 40 %, 10 are 50 %; 1 (5 %) earns none, 3 (15 %)
  // earns 1.10 only.
  for (const Row& r : {Row{18, 10, 110}, Row{16, 20, 115}, Row{14, 30, 120}, Row{12, 40, 125}, Row{10, 50, 130},
                       Row{19, 5, 100}, Row{17, 15, 110}}) {
    const EliminationPlan plan = planElimination(d.state(), r.keep);
    REQUIRE_FALSE(plan.refusal);
    CHECK(plan.playing == 20);
    CHECK(int(plan.kept.size()) == r.keep);
    CHECK(int(plan.eliminated.size()) == 20 - r.keep);
    CHECK(plan.percent == r.percent);
    CHECK(plan.coefficient == r.coefficient);
  }
  // The best continue: the 16 kept are the 16 highest scores of position 1.
  const Ranking rank = rankAfter(d.state(), 1);
  const EliminationPlan plan = planElimination(d.state(), 16);
  for (int k = 0; k < 16; ++k) CHECK(plan.kept[std::size_t(k)] == rank.lines[std::size_t(k)].player);
  CHECK(plan.tiedAtCut.empty());
  // Too few or all: refused.
  CHECK(planElimination(d.state(), 2).refusal.code == RejectionCode::EliminationKeep);
  CHECK(planElimination(d.state(), 20).refusal.code == RejectionCode::EliminationKeep);
}

TEST_CASE("an elimination: the next session seats only the players kept and counts with its coefficient", "[tournament]") {
  Document d = afterOnePosition(distinctTotals(5));
  const EliminationPlan plan = planElimination(d.state(), 16);
  // A coefficient above the one earned is refused (20 % allows 1.15, not 1.20).
  REQUIRE_FALSE(d.append(eliminationEvent(plan, 120), 3000, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::CoefficientNotEarned);
  CHECK(d.lastRejection().b == 20);
  CHECK(d.lastRejection().c == 115);
  REQUIRE(d.append(eliminationEvent(plan, 115), 3000, "arbitre").empty());
  const State& s = d.state();
  REQUIRE(s.eliminations.size() == 1);
  CHECK(s.settings.sessions.size() == 2);
  CHECK(s.settings.sessions[1] == Session{2, 115});
  for (int p : plan.eliminated) CHECK(s.players[std::size_t(p - 1)].eliminatedAfterPosition == 1);
  // A second elimination after the same position is refused.
  CHECK_FALSE(d.append(eliminationEvent(planElimination(s, 12), 100), 3001, "arbitre").empty());
  // Position 2: 16 players at 4 tables, the eliminated nowhere; its first seating is the session's start.
  PositionSeating second;
  REQUIRE_FALSE(positionSeating(s, 2, &second));
  CHECK(second == plan.start);
  CHECK(second.size() == 4);
  for (const TableSeating& t : second)
    for (int p : t.seat) CHECK(std::find(plan.eliminated.begin(), plan.eliminated.end(), p) == plan.eliminated.end());
  // The document refuses an eliminated player seated.
  PositionSeating wrong = second;
  wrong[0].seat[North] = plan.eliminated.front();
  CHECK_FALSE(d.append(startPositionEvent(2, wrong), 3002, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::SeatedAfterElimination);
  REQUIRE(d.append(startPositionEvent(2, second), 3002, "arbitre").empty());
  // Position 2's 100 points count 115 (article 3), and the eliminated rank after every player kept.
  for (int t = 1; t <= 4; ++t) {
    TableSheet sheet;
    sheet.totalsOnly = true;
    sheet.totals = {100, -100, 50, -50, 0};
    sheet.dealsPlayed = 4;
    REQUIRE(d.append(sheetEvent(2, t, sheet), 3003, "arbitre").empty());
  }
  const Ranking r = rankAfter(d.state(), 2);
  for (const PlayerLine& l : r.lines)
    if (l.player == second[0].seat[North]) CHECK(l.positionScores[1] == 115);
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const bool out = std::find(plan.eliminated.begin(), plan.eliminated.end(), r.lines[i].player) != plan.eliminated.end();
    CHECK(out == (i >= 16));
  }
  // The document replays the same from its file (old files without eliminations open as before).
  Document again;
  REQUIRE(again.loadJson(d.toJson()).empty());
  CHECK(again.state() == d.state());
}

TEST_CASE("an elimination is cancelled with a reason until the next session starts", "[tournament]") {
  Document d = afterOnePosition(distinctTotals(5));
  const EliminationPlan plan = planElimination(d.state(), 10);
  const int event = d.state().events;
  REQUIRE(d.append(eliminationEvent(plan, 130), 3000, "arbitre").empty());
  CHECK(d.state().arbitrations.back().kind == "eliminate");
  CHECK_FALSE(d.append(cancelEvent(event, "eliminate", " "), 3001, "arbitre").empty());  // a reason is needed
  REQUIRE(d.append(cancelEvent(event, "eliminate", "erreur de nombre"), 3001, "arbitre").empty());
  const State& s = d.state();
  CHECK(s.settings.sessions.size() == 1);
  for (const Player& p : s.players) CHECK(p.eliminatedAfterPosition == 0);
  PositionSeating second;
  REQUIRE_FALSE(positionSeating(s, 2, &second));
  CHECK(second.size() == 5);  // everyone plays position 2
  // Made again with 16 kept, then position 2 started: no more cancelling.
  const int again = d.state().events;
  REQUIRE(d.append(eliminationEvent(planElimination(d.state(), 16), 115), 3002, "arbitre").empty());
  REQUIRE_FALSE(positionSeating(d.state(), 2, &second));
  REQUIRE(d.append(startPositionEvent(2, second), 3003, "arbitre").empty());
  CHECK_FALSE(d.append(cancelEvent(again, "eliminate", "trop tard"), 3004, "arbitre").empty());
  CHECK(d.lastRejection().code == RejectionCode::EliminationPlayed);
}

TEST_CASE("an elimination waits for the position to be closed; ties at the cut are told", "[tournament]") {
  // Tables 1 and 2's Souths both score 100.
  std::vector<std::array<int, 5>> totals = {{300, 100, -150, -250, 0}, {250, 100, -160, -190, 0}, {50, 40, -30, -60, 0}};
  Document d = afterOnePosition(totals);
  // Ranking: 300, 250, 100, 100, 50, 40, ...: keeping 3 cuts between the two 100s.
  const EliminationPlan plan = planElimination(d.state(), 3);
  REQUIRE_FALSE(plan.refusal);
  CHECK(plan.tiedAtCut.size() == 2);
  CHECK(plan.tieUnbroken);  // totals only: no contracts for article 29 to count
  // Keeping 4 leaves both in: no tie at the cut (the next is 50).
  CHECK(planElimination(d.state(), 4).tiedAtCut.empty());
  // Before the position is closed: refused.
  Document open = testing::newTournament(testing::settingsOf(3, 4), 8);
  CHECK(planElimination(open.state(), 4).refusal.code == RejectionCode::EliminationNotNow);
}

TEST_CASE("settings: the final's deals read back, absent in older files", "[tournament]") {
  Settings s = testing::settingsOf(10, 5);
  s.carreFinal = true;
  s.finalists = 20;
  s.finalFirstPosition = 6;
  s.finalDeals = 1;
  Settings back;
  REQUIRE(settingsFromJson(settingsToJson(s), &back).empty());
  CHECK(back == s);
  CHECK(dealsAt(back, 5) == 5);
  CHECK(dealsAt(back, 6) == 1);
  CHECK(dealsAt(back, 10) == 1);
  json::Value old = settingsToJson(testing::settingsOf(6, 4));
  REQUIRE(settingsFromJson(old, &back).empty());
  CHECK(back.finalDeals == 0);
  CHECK(dealsAt(back, 6) == 4);
}
