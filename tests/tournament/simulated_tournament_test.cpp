// A whole club tournament played by bots: 10 tables (40 players), 6 positions of 4 deals, each table's deals
// played through the match layer (a Match with bots in every seat, as `tarot-cli match` plays), each finished deal
// turned into the scorer's entry a North would write (the engine's summary of the deal), the sheets entered through
// the document's events, the file saved and read back, and the ranking checked against sums made here from the
// match's own deal scores, without the ranking code.
#include "match/match.h"
#include "record/deal_record.h"
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

}  // namespace

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
