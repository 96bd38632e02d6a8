// A whole club tournament played by bots: 10 tables (40 players), 6 positions of 4 deals, each table's deals
// played through the match layer (a Match with bots in every seat, as `tarot-cli match` plays), each finished deal
// turned into the scorer's entry a North would write (the engine's summary of the deal), the sheets entered through
// the document's events, the file saved and read back, and the ranking checked against sums made here from the
// match's own deal scores, without the ranking code. Then a duo night and a team-of-4 night seated as the console
// seats them (the draw, then each position's plan), played the same way, their seatings checked by
// server/tools/team_night_check.h (the rulebook's words, none of the movement code) and their teams' totals by sums.
#include "match/match.h"
#include "record/deal_record.h"
#include "server/tools/team_night_check.h"
#include "tournament/draw.h"
#include "tournament/night_plan.h"
#include "tournament/ranking.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

constexpr int kTables = 10, kPositions = 6, kDeals = 4;

// Plays one table's position; adds the raw deal scores to `raw` (by player) and returns the sheet North writes.
TableSheet playTable(const TableSeating& table, std::uint64_t seed, std::map<int, long>* raw, int* annulled) {
  match::MatchSettings ms;
  ms.people = 4;
  ms.deals = kDeals;
  ms.seedGiven = true;
  ms.seed = seed;
  ms.autoplay = true;
  ms.speed = 4.0f;
  for (int p = 0; p < 4; ++p) {
    ms.names[std::size_t(p)] = "P" + std::to_string(table.seat[p]);
    ms.levels[std::size_t(p)] = BotLevel::Standard;
  }
  match::Match m;
  double now = 0;
  m.startMatch(ms, seed, now);
  REQUIRE(match::playToEnd(&m, &now));
  TableSheet sheet;
  for (const match::DealEntry& e : m.history()) {
    for (int p = 0; p < 4; ++p) (*raw)[table.seat[p]] += e.personScores[std::size_t(p)];
    SheetDeal d;
    d.entry.dealer = e.dealerPerson;
    d.annulled = e.annulled != Annulment::None;
    *annulled += d.annulled;
    if (!d.annulled) {
      GameState g;
      RecordError err;
      REQUIRE(replayRecord(e.record, &g, &err));
      d.entry.taker = e.seating.personOfSeat[e.result.taker];
      d.entry.input = g.scoreSummary();
    }
    sheet.deals.push_back(d);
  }
  return sheet;
}

// A team night of `tables` tables and `positions` positions played by bots, seated by the library as the console
// seats it; the seatings checked from the rulebook's words and each team's total as the sum of its players' deals.
void playTeamNight(Formula formula, int tables, int positions) {
  const int teamSize = formula == Formula::Duo ? 2 : 4;
  Settings s = settingsOf(positions, kDeals);
  s.formula = formula;
  Document d = newTournament(s, 0);
  for (int p = 1; p <= 4 * tables; ++p)
    REQUIRE(d.append(registerEvent("P" + std::to_string(p), "", "", "T" + std::to_string((p + teamSize - 1) / teamSize)),
                     1, "arbitre") == "");
  DrawRequest draw;
  draw.seed = 34;
  PositionSeating start;
  REQUIRE_FALSE(drawStartPositions(d.state(), draw, &start));
  REQUIRE(d.append(drawEvent(DrawMethod::Random, 34, 0, start), 2, "arbitre") == "");
  std::map<int, long> raw;
  int annulled = 0;
  std::int64_t clock = 10000;
  for (int p = 1; p <= positions; ++p) {
    PositionSeating seating;
    REQUIRE_FALSE(positionSeating(d.state(), p, &seating));
    REQUIRE(d.append(startPositionEvent(p, seating), ++clock, "arbitre") == "");
    for (int t = 1; t <= tables; ++t)
      REQUIRE(d.append(sheetEvent(p, t, playTable(seating[std::size_t(t - 1)], std::uint64_t(p * 100 + t), &raw, &annulled)),
                       ++clock, "saisie") == "");
    REQUIRE(d.append(closePositionEvent(p), ++clock, "arbitre") == "");
  }
  std::vector<json::Value> events;
  for (const Event& e : d.events()) {
    json::Value v = json::Value::object();
    events.push_back(v.set("kind", e.kind).set("data", e.data));
  }
  const server::tools::NightSeatings night = server::tools::readSeatings(events);
  CHECK(night.positions.size() == std::size_t(positions));
  CHECK(server::tools::checkTeamNight(night, teamSize) == "");
  // "Les joueurs d'une équipe cumulent leurs points acquis individuellement."
  const Ranking r = rankAfter(d.state(), positions);
  REQUIRE(r.teams.size() == std::size_t(4 * tables / teamSize));
  for (const TeamLine& team : r.teams) {
    const int number = std::stoi(team.team.substr(1));
    long sum = 0;
    for (int k = 1; k <= teamSize; ++k) sum += raw[(number - 1) * teamSize + k];
    CHECK(team.points == sum);
  }
}

}  // namespace

TEST_CASE("a duo night of 12 duos (6 tables, the 4 positions the movement leaves) played by bots", "[tournament]") {
  playTeamNight(Formula::Duo, 6, 4);
}

TEST_CASE("a team-of-4 night of 8 teams (8 tables, the 5 positions the movement leaves) played by bots", "[tournament]") {
  playTeamNight(Formula::Team4, 8, 5);
}

TEST_CASE("the team night check finds teammates at one table and a repeated meeting", "[tournament]") {
  // 2 duos a table at the start; position 1 seats duo T1 (players 1, 2) at one table: refused.
  server::tools::NightSeatings n;
  for (int p = 1; p <= 24; ++p) n.team.push_back("T" + std::to_string((p + 1) / 2));
  for (int t = 0; t < 6; ++t) n.start.push_back({4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4, 0});
  CHECK(server::tools::checkTeamNight(n, 2) == "");
  n.positions[1] = {{1, 2, 5, 9, 0}, {3, 6, 10, 13, 0}, {4, 7, 11, 14, 0}, {8, 12, 15, 17, 0}, {16, 18, 19, 21, 0}, {20, 22, 23, 24, 0}};
  CHECK(server::tools::checkTeamNight(n, 2).find("teammates 1 and 2") != std::string::npos);
  // Position 1 without teammates together; position 2 brings 1 and 5 together again, within the 4 positions.
  n.positions[1] = {{1, 3, 5, 7, 0}, {2, 4, 9, 11, 0}, {6, 8, 10, 13, 0}, {12, 14, 15, 23, 0}, {16, 18, 19, 21, 0}, {17, 20, 22, 24, 0}};
  CHECK(server::tools::checkTeamNight(n, 2) == "");
  n.positions[2] = {{1, 5, 11, 15, 0}, {2, 7, 9, 17, 0}, {3, 8, 13, 19, 0}, {4, 10, 16, 21, 0}, {6, 12, 18, 23, 0}, {14, 20, 22, 24, 0}};
  CHECK(server::tools::checkTeamNight(n, 2).find("players 1 and 5 meet again") != std::string::npos);
}

TEST_CASE("a tournament of 10 tables played by bots, entered sheet by sheet and ranked", "[tournament]") {
  Document d = newTournament(settingsOf(kPositions, kDeals), 4 * kTables);
  std::map<int, long> raw;
  std::map<int, std::vector<long>> perPosition;
  int annulled = 0;
  std::int64_t clock = 10000;
  for (int p = 1; p <= kPositions; ++p) {
    const PositionSeating seating = rotation(kTables, p);
    REQUIRE(d.append(startPositionEvent(p, seating), ++clock, "arbitre") == "");
    for (int t = 1; t <= kTables; ++t) {
      std::map<int, long> before = raw;
      const TableSheet sheet = playTable(seating[std::size_t(t - 1)], std::uint64_t(p * 100 + t), &raw, &annulled);
      for (int player : seating[std::size_t(t - 1)].seat)
        if (player) perPosition[player].push_back(raw[player] - before[player]);
      REQUIRE(d.append(sheetEvent(p, t, sheet), ++clock, "saisie") == "");
    }
    REQUIRE(d.append(closePositionEvent(p), ++clock, "arbitre") == "");
  }
  // The bots really played: every sheet holds its 4 deals played (annulled ones besides), and the scores moved.
  long played = 0, spread = 0;
  for (const PositionState& ps : d.state().positions)
    for (const SheetRecord& rec : ps.sheets)
      for (const SheetDeal& sd : rec.sheet.deals) played += !sd.annulled;
  for (const auto& kv : raw) spread += kv.second < 0 ? -kv.second : kv.second;
  CHECK(played == kTables * kPositions * kDeals);
  CHECK(spread > 0);
  INFO("annulled deals: " << annulled);

  Document back;
  REQUIRE(back.loadJson(d.toJson()) == "");
  REQUIRE(back.state() == d.state());
  const Ranking r = rankAfter(back.state(), kPositions);
  CHECK(r.issues.empty());
  REQUIRE(r.lines.size() == std::size_t(4 * kTables));
  long sum = 0;
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const PlayerLine& l = r.lines[i];
    CHECK(l.points == raw[l.player]);
    REQUIRE(l.positionScores.size() == std::size_t(kPositions));
    for (int c = 0; c < kPositions; ++c) CHECK(l.positionScores[std::size_t(c)] == perPosition[l.player][std::size_t(c)]);
    sum += l.points;
    if (i > 0) {
      CHECK(r.lines[i - 1].points >= l.points);
      CHECK(l.place == (r.lines[i - 1].points == l.points && l.shared ? r.lines[i - 1].place : int(i) + 1));
    }
  }
  CHECK(sum == 0);
  for (const PositionRecap& rc : r.recap) {
    CHECK(rc.sum == 0);
    CHECK(rc.cumulSum == 0);
  }
  // After each position, the cumulated ranking holds the sums of the positions so far.
  for (int p = 1; p <= kPositions; ++p) {
    const Ranking after = rankAfter(back.state(), p);
    for (const PlayerLine& l : after.lines) {
      long expected = 0;
      for (int c = 0; c < p; ++c) expected += perPosition[l.player][std::size_t(c)];
      CHECK(l.points == expected);
    }
  }
}
