// A random battery: seasons of nights drawn from a register of 24 (8 to 20 players a night, two positions, random
// seatings and totals, some nights annulled, some sheets corrected), each championship checked against a computation
// of its own from the seatings and totals entered (never through the tournament's ranking): each person's points, the
// best k nights, and places by the rule "1 + the lines with a higher total".
#include "engine/rng.h"
#include "season/championship.h"
#include "season_helpers.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <functional>
#include <map>

using namespace tarot;
using namespace tarot::season;
using namespace tarot::season::testing;

namespace {

struct Drawn {
  Season season;
  std::map<std::string, std::vector<long>> points;  // person -> points of each night that counts
};

Drawn drawSeason(Rng* rng) {
  Drawn out;
  out.season.name = "2026-2027";
  out.season.startYear = 2026;
  for (int n = 0; n < 6; ++n) {
    const int players = 4 * (2 + int(rng->below(4)));
    std::vector<int> members(24);
    for (int i = 0; i < 24; ++i) members[std::size_t(i)] = i + 1;
    rng->shuffle(members.data(), 24);
    members.resize(std::size_t(players));
    std::vector<Entrant> who;
    for (int m : members) who.push_back({"P" + std::to_string(m), "L" + std::to_string(m), ""});
    std::vector<std::vector<TableTotals>> positions(2);
    std::map<int, long> byPlayer;  // the night's player -> points
    for (auto& position : positions) {
      std::vector<int> order(static_cast<std::size_t>(players));
      for (int p = 0; p < players; ++p) order[std::size_t(p)] = p + 1;
      rng->shuffle(order.data(), players);
      for (int t = 0; t < players / 4; ++t) {
        TableTotals table{};
        int sum = 0;
        for (int o = 0; o < 4; ++o) {
          table.players[std::size_t(o)] = order[std::size_t(4 * t + o)];
          table.totals[std::size_t(o)] = o < 3 ? (int(rng->below(41)) - 20) * 10 : -sum;
          sum += table.totals[std::size_t(o)];
        }
        for (int o = 0; o < 4; ++o) byPlayer[table.players[std::size_t(o)]] += table.totals[std::size_t(o)];
        position.push_back(table);
      }
    }
    Night night = testing::night("n" + std::to_string(n + 1), "2026-10-0" + std::to_string(n + 1),
                                 nightDocument(nightSettings(2), who, positions), members);
    if (rng->below(3) == 0) {  // table 1 of position 2 corrected: its totals turned round (N <- S <- E <- W <- N)
      tournament::TableSheet sheet;
      sheet.totalsOnly = true;
      sheet.dealsPlayed = 4;
      const TableTotals& t = positions[1][0];
      for (int o = 0; o < 4; ++o) {
        sheet.totals[std::size_t(o)] = t.totals[std::size_t((o + 1) % 4)];
        byPlayer[t.players[std::size_t(o)]] += t.totals[std::size_t((o + 1) % 4)] - t.totals[std::size_t(o)];
      }
      REQUIRE(night.document.append(tournament::correctSheetEvent(2, 1, sheet, "inversion"), 9, "arbitre") == "");
    }
    night.annulled = rng->below(6) == 0;
    if (!night.annulled)
      for (const auto& [player, points] : byPlayer)
        out.points["m" + std::to_string(members[std::size_t(player - 1)])].push_back(points);
    out.season.nights.push_back(std::move(night));
  }
  return out;
}

// Each line's total as the rule gives it from the points drawn, and the place "1 + the lines above".
void checkRanking(const ChampionshipRanking& r, const std::map<std::string, std::vector<long>>& points,
                  const std::function<long(std::vector<long>)>& total) {
  REQUIRE(r.lines.size() == points.size());
  for (const ChampionshipLine& l : r.lines) {
    INFO(l.key);
    REQUIRE(points.count(l.key) == 1);
    CHECK(l.total == total(points.at(l.key)));
    int above = 0;
    for (const ChampionshipLine& o : r.lines) above += o.total > l.total;
    CHECK(l.place == 1 + above);
  }
}

}  // namespace

TEST_CASE("random seasons: sums, best k and places against a computation of the test's own", "[season]") {
  Rng rng(37);
  const Register reg = registerOf(24);
  for (int round = 0; round < 40; ++round) {
    const Drawn d = drawSeason(&rng);
    Championship sum;
    checkRanking(rankChampionship(reg, d.season, sum), d.points, [](std::vector<long> v) {
      long t = 0;
      for (long x : v) t += x;
      return t;
    });
    Championship best;
    best.bestOf = 3;
    checkRanking(rankChampionship(reg, d.season, best), d.points, [](std::vector<long> v) {
      std::sort(v.rbegin(), v.rend());
      long t = 0;
      for (std::size_t i = 0; i < v.size() && i < 3; ++i) t += v[i];
      return t;
    });
  }
}
