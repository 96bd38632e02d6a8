// Random tournaments over a thousand seeds: tables of 3, 4 and 5, random seatings, random sheets a real deal can
// give (or totals that sum to zero), corrections, penalties, a sheet left out now and then. The ranking's points
// must equal a sum made here straight from the engine's scoring of each entry, and its places a valid order.
#include "engine/scoring.h"
#include "tournament/ranking.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

// The sheet's scores by orientation, from the engine's scoring alone.
std::array<long, 5> independentScores(const TableSheet& sheet, const TableSeating& table) {
  std::array<long, 5> out{};
  std::vector<int> orient;
  for (int o = 0; o < 5; ++o)
    if (table.seat[o]) orient.push_back(o);
  if (sheet.totalsOnly) {
    for (int o = 0; o < 5; ++o) out[std::size_t(o)] = sheet.totals[std::size_t(o)];
    return out;
  }
  const int people = int(orient.size());
  for (const SheetDeal& d : sheet.deals) {
    if (d.annulled) continue;
    ScoreInput in = d.entry.input;
    in.players = people;
    in.alone = people == 5 && d.entry.partner < 0;
    const ScoreResult r = score(in);
    for (int p = 0; p < people; ++p)
      out[std::size_t(orient[std::size_t(p)])] += p == d.entry.taker ? r.taker : p == d.entry.partner ? r.partner : r.defender;
  }
  return out;
}

TableSheet randomTotals(Rng* rng, const TableSeating& table, int deals) {
  TableSheet s;
  s.totalsOnly = true;
  s.dealsPlayed = deals;
  int sum = 0, last = -1;
  for (int o = 0; o < 5; ++o)
    if (table.seat[o]) {
      s.totals[std::size_t(o)] = int(rng->below(2001)) - 1000;
      sum += s.totals[std::size_t(o)];
      last = o;
    }
  s.totals[std::size_t(last)] -= sum;
  return s;
}

// Builds one random tournament in `d`, returning the points each player should have.
std::map<int, long> randomTournament(Rng* rng, Document* d, Ties ties) {
  const int tables = 2 + int(rng->below(7)), positions = 1 + int(rng->below(4)), deals = 1 + int(rng->below(5));
  std::vector<int> sizes;
  int players = 0;
  for (int t = 0; t < tables; ++t) sizes.push_back(3 + int(rng->below(3))), players += sizes.back();
  Settings s = settingsOf(positions, deals);
  s.ties = ties;
  *d = newTournament(s, players);
  std::map<int, long> expected;
  for (int p = 1; p <= players; ++p) expected[p] = 0;
  for (int pos = 1; pos <= positions; ++pos) {
    std::vector<int> order;
    for (int p = 1; p <= players; ++p) order.push_back(p);
    rng->shuffle(order.data(), players);
    PositionSeating seating(static_cast<std::size_t>(tables));
    std::size_t next = 0;
    for (int t = 0; t < tables; ++t) {
      const int first = sizes[std::size_t(t)] == 3 ? South : North;
      for (int o = first; o < first + sizes[std::size_t(t)]; ++o) seating[std::size_t(t)].seat[o] = order[next++];
    }
    REQUIRE(d->append(startPositionEvent(pos, seating), pos, "a") == "");
    for (int t = 0; t < tables; ++t) {
      const TableSeating& table = seating[std::size_t(t)];
      if (rng->below(20) == 0) continue;  // a sheet not handed in
      auto make = [&]() {
        return rng->below(4) == 0 ? randomTotals(rng, table, deals) : randomSheet(rng, table.players(), deals);
      };
      TableSheet sheet = make();
      REQUIRE(d->append(sheetEvent(pos, t + 1, sheet), pos, "s") == "");
      if (rng->below(6) == 0) {
        sheet = make();
        REQUIRE(d->append(correctSheetEvent(pos, t + 1, sheet, "misread"), pos, "arbitre") == "");
      }
      const std::array<long, 5> sc = independentScores(sheet, table);
      for (int o = 0; o < 5; ++o)
        if (table.seat[o]) expected[table.seat[o]] += sc[std::size_t(o)];
    }
  }
  for (int k = int(rng->below(3)); k > 0; --k) {
    Penalty pe;
    pe.article = "chapitre 4";
    pe.kind = "avertissement";
    pe.points = 100 * (1 + int(rng->below(5)));
    pe.player = 1 + int(rng->below(std::uint32_t(players)));
    pe.position = int(rng->below(std::uint32_t(positions + 1)));
    REQUIRE(d->append(penaltyEvent(pe), 99, "arbitre") == "");
    expected[pe.player] -= pe.points;
  }
  return expected;
}

}  // namespace

TEST_CASE("random tournaments: the ranking's points are the engine's sums and its places a valid order", "[tournament]") {
  for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
    Rng rng(seed);
    Document d;
    const Ties ties = seed % 2 ? Ties::Article29 : Ties::Shared;
    const std::map<int, long> expected = randomTournament(&rng, &d, ties);
    INFO("seed " << seed);
    const Ranking r = rankAfter(d.state(), d.state().settings.positions);
    REQUIRE(r.lines.size() == expected.size());
    for (const PositionRecap& rc : r.recap) CHECK(rc.sum == 0);
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
      const PlayerLine& l = r.lines[i];
      CHECK(l.points == expected.at(l.player));
      if (i == 0) {
        CHECK(l.place == 1);
        continue;
      }
      const PlayerLine& prev = r.lines[i - 1];
      CHECK(prev.points >= l.points);
      if (l.place == prev.place) {
        CHECK(prev.points == l.points);
        CHECK((l.shared && prev.shared));
      } else {
        CHECK(l.place == int(i) + 1);
      }
      if (ties == Ties::Shared) CHECK((l.place == prev.place) == (l.points == prev.points));
    }
    // The file replays to the same ranking.
    Document back;
    REQUIRE(back.loadJson(d.toJson()) == "");
    const Ranking r2 = rankAfter(back.state(), back.state().settings.positions);
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
      CHECK(r2.lines[i].player == r.lines[i].player);
      CHECK(r2.lines[i].place == r.lines[i].place);
    }
  }
}
