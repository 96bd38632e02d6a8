// Taking back the person's last card or decision against bots: the deal is rewound to just before it, the bots'
// later actions go too, the record holds only the actions that stand, a save made after an undo restores the same
// deal and can be undone again; no undo once the deal is over, under autoplay or with undo=0. And a page opened
// again with start=1 recognises the same match by its settings.
#include "engine/random_play.h"
#include "match/match.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;

namespace {

MatchSettings table(int people, std::uint64_t seed) {
  MatchSettings s;
  s.people = people;
  s.deals = 2;
  s.seedGiven = true;
  s.seed = seed;
  s.speed = 4.0f;
  return s;
}

// Lets the bots play until the person is to act (or the deal ends).
void untilPersonActs(Match* m, double* now) {
  for (int i = 0; i < 20000 && !m->personToAct(0) && !m->dealFinished(); ++i) {
    *now += 0.25;
    m->update(*now);
  }
}

}  // namespace

TEST_CASE("Undo rewinds to just before the person's last action; the record keeps only what stands", "[match][undo]") {
  for (int people = 3; people <= 5; ++people) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      INFO(people << " people, seed " << seed);
      Match m;
      double now = 0;
      m.startMatch(table(people, seed), seed, now);
      CHECK_FALSE(m.canUndo());
      Rng rng(seed * 31);
      int acted = 0;
      while (!m.dealFinished() && acted < 40) {
        untilPersonActs(&m, &now);
        if (m.dealFinished()) break;
        const GameState before = m.state();
        const DealRecord recordBefore = recordFromState(before);
        const Action a = randomLegalAction(before, rng);
        REQUIRE_FALSE(m.humanAct(a, now));
        ++acted;
        if (m.dealFinished()) {
          CHECK_FALSE(m.canUndo());  // the deal is over: it stands
          break;
        }
        untilPersonActs(&m, &now);
        if (m.dealFinished()) break;
        // Every third action is taken back and another one chosen.
        if (acted % 3 == 0) {
          REQUIRE(m.canUndo());
          REQUIRE(m.undo(now));
          CHECK(m.personToAct(0));
          CHECK(m.state().phase() == before.phase());
          CHECK(m.state().playedCount() == before.playedCount());
          CHECK(m.state().hand(m.humanSeat()) == before.hand(m.humanSeat()));
          CHECK(writeDealRecord(recordFromState(m.state())) == writeDealRecord(recordBefore));
          // A save after the undo restores the same deal, and the restored match can take back the one before.
          Match restored;
          REQUIRE(restored.loadJson(m.saveJson(), now, nullptr) == nullptr);
          CHECK(writeDealRecord(recordFromState(restored.state())) == writeDealRecord(recordBefore));
          CHECK(restored.canUndo() == m.canUndo());
        }
      }
    }
  }
}

TEST_CASE("No undo under autoplay or when the host turns it off", "[match][undo]") {
  MatchSettings s = table(4, 7);
  s.undo = false;
  Match m;
  double now = 0;
  m.startMatch(s, 7, now);
  untilPersonActs(&m, &now);
  Rng rng(3);
  REQUIRE_FALSE(m.humanAct(randomLegalAction(m.state(), rng), now));
  CHECK_FALSE(m.canUndo());
  CHECK_FALSE(m.undo(now));
  Match restored;
  REQUIRE(restored.loadJson(m.saveJson(), now, nullptr) == nullptr);
  CHECK_FALSE(restored.settings().undo);

  MatchSettings a = table(4, 7);
  a.autoplay = true;
  Match bots;
  bots.startMatch(a, 7, now);
  for (int i = 0; i < 50; ++i) bots.update(now += 0.5);
  CHECK_FALSE(bots.canUndo());
}

TEST_CASE("The same match is recognised by its table, people, bots, deals and deal numbers", "[match]") {
  const MatchSettings s = table(4, 99);
  MatchSettings o = s;
  o.lang = Lang::English;
  o.speed = 2.0f;
  o.club = "Club";
  CHECK(s.sameMatch(o));
  o = s; o.seed = 100; CHECK_FALSE(s.sameMatch(o));
  o = s; o.people = 5; CHECK_FALSE(s.sameMatch(o));
  o = s; o.deals = 3; CHECK_FALSE(s.sameMatch(o));
  o = s; o.levels[2] = BotLevel::Expert; CHECK_FALSE(s.sameMatch(o));
  o = s; o.names[1] = "Zoé"; CHECK_FALSE(s.sameMatch(o));
  o = s; o.autoplay = true; CHECK_FALSE(s.sameMatch(o));
}
