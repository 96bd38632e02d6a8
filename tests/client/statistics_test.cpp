// The person's statistics across kept matches (statistics.h), checked on matches played out by bots: the counts
// add up to what the matches' histories say, the running totals end on the match totals, a save that cannot be
// read is counted apart, and five at four counts the deals sat out.
#include "client/statistics.h"
#include "client/memory_storage.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::client;

namespace {

Match playedMatch(std::uint64_t seed, int people, int deals, TableMode mode = TableMode::Standard) {
  MatchSettings s;
  s.people = people;
  s.mode = mode;
  s.deals = deals;
  s.autoplay = true;  // a bot plays person 0 too
  s.speed = 4.0f;
  Match m;
  m.startMatch(s, seed, 0.0);
  double now = 0;
  for (int i = 0; i < 400000 && !m.matchOver(); ++i) {
    now += 0.5;
    m.update(now);
    if (m.dealFinished() && !m.matchOver()) m.nextDeal(now);
  }
  REQUIRE(m.matchOver());
  return m;
}

}  // namespace

TEST_CASE("Statistics: deals, takes per contract, average, best and worst match", "[client][statistics]") {
  client::MemoryStorage store;
  SavedGames games(store.storage());
  std::vector<Match> matches;
  matches.push_back(playedMatch(11, 4, 4));
  matches.push_back(playedMatch(12, 3, 3));
  matches.push_back(playedMatch(13, 5, 5));
  for (size_t i = 0; i < matches.size(); ++i) REQUIRE(games.archive(matches[i], "2026-01-0" + std::to_string(i + 1)) == nullptr);
  const Statistics s = computeStatistics(games, games.list());
  CHECK(s.matches == 3);
  CHECK(s.unreadable == 0);
  // Counted again from the histories.
  int deals = 0, takes = 0, made = 0;
  std::array<int, 5> byContract{};
  long long sum = 0;
  for (const Match& m : matches) {
    sum += m.totals()[0];
    for (const DealEntry& e : m.history()) {
      if (e.number == 0) continue;
      ++deals;
      if (e.seating.personOfSeat[e.result.taker] == 0) {
        ++takes;
        ++byContract[size_t(e.result.contract)];
        if (e.result.made) ++made;
      }
    }
  }
  CHECK(s.deals == deals);
  CHECK(s.deals == 4 + 3 + 5);
  CHECK(s.sittingOut == 0);
  CHECK(s.totalTakes() == takes);
  CHECK(s.totalMade() == made);
  for (int c = 1; c <= 4; ++c) CHECK(s.takes[size_t(c)].takes == byContract[size_t(c)]);
  CHECK(s.takes[0].takes == 0);
  // The person's scores over all deals add up to their match totals.
  CHECK(s.scoreSum == sum);
  CHECK(s.averageScore() == double(sum) / double(deals));
  REQUIRE(s.lines.size() == 3);
  int best = 0, worst = 0;
  for (int i = 1; i < 3; ++i) {
    if (s.lines[size_t(i)].total > s.lines[size_t(best)].total) best = i;
    if (s.lines[size_t(i)].total < s.lines[size_t(worst)].total) worst = i;
  }
  CHECK(s.bestIndex == best);
  CHECK(s.worstIndex == worst);
  for (size_t i = 0; i < 3; ++i) {
    CHECK(s.lines[i].total == matches[i].totals()[0]);
    CHECK(s.lines[i].date == "2026-01-0" + std::to_string(i + 1));
    CHECK(s.lines[i].place >= 1);
    CHECK(s.lines[i].place <= matches[i].settings().people);
  }
}

TEST_CASE("Statistics: a kept match that cannot be read is counted apart; none at all gives zeros", "[client][statistics]") {
  client::MemoryStorage store;
  SavedGames games(store.storage());
  const Statistics none = computeStatistics(games, games.list());
  CHECK(none.matches == 0);
  CHECK(none.averageScore() == 0.0);
  CHECK(none.bestIndex == -1);
  const Match m = playedMatch(21, 4, 2);
  REQUIRE(games.archive(m, "") == nullptr);
  const GamesIndex index = games.list();
  REQUIRE(index.games.size() == 1);
  store.kept["games/" + index.games[0].id] = "{not json";
  const Statistics s = computeStatistics(games, games.list());
  CHECK(s.matches == 0);
  CHECK(s.unreadable == 1);
}

TEST_CASE("Statistics: five at four counts the deals the person sat out", "[client][statistics]") {
  const Match m = playedMatch(31, 5, 5, TableMode::FiveAtFour);
  Statistics s;
  addMatch(&s, m);
  CHECK(s.deals + s.sittingOut == 5);
  CHECK(s.sittingOut >= 1);  // each person deals once in five deals, and the dealer sits out
  CHECK(s.scoreSum == m.totals()[0]);
}

TEST_CASE("Running totals: one point per played deal from 0, ending on the match totals", "[client][statistics]") {
  const Match m = playedMatch(41, 5, 6);
  const RunningTotals r = runningTotals(m);
  REQUIRE(r.people == 5);
  CHECK(r.points() == m.dealsPlayed() + 1);
  for (int p = 0; p < 5; ++p) {
    REQUIRE(int(r.totals[size_t(p)].size()) == r.points());
    CHECK(r.totals[size_t(p)].front() == 0);
    CHECK(r.totals[size_t(p)].back() == m.totals()[size_t(p)]);
    CHECK(r.names[size_t(p)] == m.settings().names[size_t(p)]);
    for (int v : r.totals[size_t(p)]) {
      CHECK(v >= r.minValue);
      CHECK(v <= r.maxValue);
    }
  }
  // Zero-sum after every deal.
  for (int k = 0; k < r.points(); ++k) {
    int sum = 0;
    for (int p = 0; p < 5; ++p) sum += r.totals[size_t(p)][size_t(k)];
    CHECK(sum == 0);
  }
}
