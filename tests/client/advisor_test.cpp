// The expert's advice (the "Conseil" button) and the review of a seat's decisions: the advice is the expert's own
// choice, it does not depend on how the thinking is sliced, and the review weighs exactly the seat's decisions
// with a real choice, scoring the seat's own choice beside the best.
#include "bots/bot.h"
#include "client/advisor.h"
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

namespace {

// The expert's settings with a small budget, so that the test takes seconds.
SearchSettings small() {
  SearchSettings s = expertSettings();
  s.workBudget = 1200;
  return s;
}

// A whole deal played by bots (seat 0 by `seat0`), returned as its record.
DealRecord playDeal(int players, std::uint64_t seed, BotLevel seat0) {
  Rules rules;
  rules.players = players;
  for (;; ++seed) {
    GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed);
    std::unique_ptr<Bot> bots[5];
    for (int s = 0; s < players; ++s) bots[s] = makeBot(s == 0 ? seat0 : BotLevel::Standard, seed * 13 + std::uint64_t(s));
    while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
      const int seat = g.currentSeat();
      g.applyUnchecked(bots[seat]->decide(observe(g, seat)));
    }
    if (g.phase() == Phase::Over) return recordFromState(g);
  }
}

}  // namespace

TEST_CASE("Advisor: the advice is the expert's own choice, whatever the slices", "[client][advisor]") {
  int compared = 0;
  for (int players = 3; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const DealRecord r = playDeal(players, seed * 31, BotLevel::Standard);
      Rules rules;
      rules.players = players;
      GameState g;
      REQUIRE(GameState::fromCards(rules, r.dealer, r.hands, r.chien, &g) == nullptr);
      std::vector<Action> steps;
      GameState end;
      REQUIRE(replayRecord(r, &end, nullptr, false, &steps));
      // Every fifth decision of the deal: the bid, écart and cards alike.
      for (size_t i = 0; i < steps.size(); ++i) {
        if (i % 5 == 0) {
          const int seat = g.currentSeat();
          const Observation o = observe(g, seat);
          SearchBot expert(kAdvisorSeed, small());
          const Action choice = expert.decide(o);
          Advisor whole(small()), sliced(small());
          whole.begin(o);
          while (!whole.think(1e9)) {}
          sliced.begin(o);
          int slices = 0;
          while (!sliced.think(0.05)) ++slices;
          REQUIRE(whole.ready());
          CHECK(whole.progress() == 1.0);
          if (!whole.options().empty()) {
            INFO("players " << players << " seed " << seed << " step " << i << " " << describe(choice));
            CHECK(whole.options().front().action == choice);
            REQUIRE(sliced.options().size() == whole.options().size());
            for (size_t k = 0; k < whole.options().size(); ++k) {
              CHECK(sliced.options()[k].action == whole.options()[k].action);
              CHECK(sliced.options()[k].mean == whole.options()[k].mean);
            }
            // Best first.
            for (size_t k = 1; k < whole.options().size(); ++k)
              CHECK(whole.options()[k - 1].mean >= whole.options()[k].mean);
            ++compared;
          }
        }
        g.applyUnchecked(steps[i]);
      }
    }
  CHECK(compared >= 40);
}

TEST_CASE("Advisor: cleared mid-search, it can weigh the next decision", "[client][advisor]") {
  const DealRecord r = playDeal(4, 77, BotLevel::Standard);
  Rules rules;
  GameState g;
  REQUIRE(GameState::fromCards(rules, r.dealer, r.hands, r.chien, &g) == nullptr);
  Advisor a(small());
  a.begin(observe(g, g.currentSeat()));
  a.think(0.01);
  a.clear();
  CHECK_FALSE(a.busy());
  CHECK(a.options().empty());
  a.begin(observe(g, g.currentSeat()));
  while (!a.think(5)) {}
  CHECK(a.ready());
  CHECK(a.options().size() >= 2);  // a bid: pass and at least one contract
}

TEST_CASE("Review: every real decision of the seat weighed, the seat's own choice among the options", "[client][advisor]") {
  for (int players = 3; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      // Seat 0 plays at random: some of its choices must cost points.
      const DealRecord r = playDeal(players, seed * 101 + std::uint64_t(players), seed % 2 ? BotLevel::Random : BotLevel::Standard);
      DealCritic critic(small());
      std::string why;
      REQUIRE(critic.begin(r, 0, seed, &why));
      // Seat 0's decisions with more than one option, counted independently.
      std::vector<Action> steps;
      GameState end;
      REQUIRE(replayRecord(r, &end, nullptr, false, &steps));
      Rules rules;
      rules.players = players;
      GameState g;
      REQUIRE(GameState::fromCards(rules, r.dealer, r.hands, r.chien, &g) == nullptr);
      int real = 0;
      std::vector<int> stepsOfSeat;
      for (size_t i = 0; i < steps.size(); ++i) {
        if (g.currentSeat() == 0) {
          const Observation o = observe(g, 0);
          if (!(o.phase == Phase::Play && !g.awaitingPoignee() && o.legalPlays.size() < 2)) {
            ++real;
            stepsOfSeat.push_back(int(i));
          }
        }
        g.applyUnchecked(steps[i]);
      }
      CHECK(critic.decisions() == real);
      int slices = 0;
      while (!critic.think(2)) ++slices;
      CHECK(critic.done());
      CHECK(critic.weighed() == real);
      // Every mark is one of seat 0's steps, in order, its choice the step's action, the best at least as good.
      size_t k = 0;
      for (const DecisionMark& m : critic.marks()) {
        while (k < stepsOfSeat.size() && stepsOfSeat[k] != m.step) ++k;
        REQUIRE(k < stepsOfSeat.size());
        CHECK(m.chosen == steps[size_t(m.step)]);
        CHECK(m.loss() >= 0);
        if (m.chosen == m.best) CHECK(m.loss() == 0);
        if (m.trick >= 0) CHECK(m.chosen.kind == ActionKind::Play);
      }
      // Only the decisions the search had nothing to weigh are left out (none of the bids or cards).
      CHECK(int(critic.marks().size()) >= real - 2);
      // The costly total: the losses of the marks where another choice was better by kCostlyLoss or more.
      double costly = 0;
      for (const DecisionMark& m : critic.marks())
        if (!(m.chosen == m.best) && m.loss() >= kCostlyLoss) costly += m.loss();
      CHECK(critic.costlyTotal() == Catch::Approx(costly));
    }
}

TEST_CASE("Review: a random player's choices cost points, and the review repeats exactly", "[client][advisor]") {
  double randomCost = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const DealRecord r = playDeal(4, seed * 7919, BotLevel::Random);
    DealCritic a(small()), b(small());
    REQUIRE(a.begin(r, 0, 5));
    REQUIRE(b.begin(r, 0, 5));
    while (!a.think(1e9)) {}
    while (!b.think(0.5)) {}
    REQUIRE(a.marks().size() == b.marks().size());
    for (size_t i = 0; i < a.marks().size(); ++i) {
      CHECK(a.marks()[i].best == b.marks()[i].best);
      CHECK(a.marks()[i].loss() == b.marks()[i].loss());
    }
    randomCost += a.costlyTotal();
  }
  CHECK(randomCost > 0);
}

TEST_CASE("Review: a record that does not replay is refused with the reason", "[client][advisor]") {
  DealRecord r = playDeal(4, 3, BotLevel::Standard);
  std::swap(r.play[0], r.play[1]);  // a card out of turn (or not held): the engine refuses
  DealCritic critic(small());
  std::string why;
  CHECK_FALSE(critic.begin(r, 0, 1, &why));
  CHECK_FALSE(why.empty());
  CHECK(critic.decisions() == 0);
  CHECK(critic.think(1));
}
