// Bots never attempt an illegal action, replay identically from a seed, decide from the Observation only,
// and the rule-based bot beats the random one.
#include "bots/arena.h"
#include "bots/bot.h"
#include "bots/rule_bot.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {
std::string playDeal(int players, std::uint64_t seed, BotLevel level) {
  Rules rules;
  rules.players = players;
  GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed);
  std::unique_ptr<Bot> bots[5];
  for (int s = 0; s < players; ++s) bots[s] = makeBot(level, seed * 10 + std::uint64_t(s));
  std::string trace;
  while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
    const int seat = g.currentSeat();
    const Action a = bots[seat]->decide(observe(g, seat));
    const Refusal why = g.apply(a);
    INFO("seed " << seed << " seat " << seat << " " << describe(a));
    REQUIRE(!why);
    trace += describe(a) + ";";
  }
  return trace;
}
}  // namespace

TEST_CASE("Bots never attempt an illegal action", "[bots][battery]") {
  for (BotLevel level : {BotLevel::Random, BotLevel::Beginner, BotLevel::Standard})
    for (int p = 3; p <= 5; ++p)
      for (std::uint64_t seed = 1; seed <= 700; ++seed) playDeal(p, seed, level);
}

TEST_CASE("Same seed, same play", "[bots]") {
  for (int p = 3; p <= 5; ++p)
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      CHECK(playDeal(p, seed, BotLevel::Standard) == playDeal(p, seed, BotLevel::Standard));
      CHECK(playDeal(p, seed, BotLevel::Beginner) == playDeal(p, seed, BotLevel::Beginner));
    }
}

TEST_CASE("The rule bot decides from its Observation only", "[bots]") {
  // Two deals that differ only in the other seats' hidden cards give the same observation, hence the same choice.
  Rules rules;
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    GameState a = GameState::deal(rules, 3, seed);
    // Swap one card between seats 2 and 3: seat 0 cannot tell.
    std::array<CardSet, kMaxPlayers> hands{};
    for (int s = 0; s < 4; ++s) hands[s] = a.hand(s);
    const Card x = hands[2].first(), y = hands[3].first();
    hands[2].remove(x); hands[2].add(y);
    hands[3].remove(y); hands[3].add(x);
    GameState b;
    REQUIRE(GameState::fromCards(rules, 3, hands, a.chien(), &b) == nullptr);
    if (a.phase() != Phase::Bidding || b.phase() != Phase::Bidding) continue;
    auto botA = makeBot(BotLevel::Standard, 7), botB = makeBot(BotLevel::Standard, 7);
    CHECK(botA->decide(observe(a, 0)) == botB->decide(observe(b, 0)));
    ++compared;
  }
  CHECK(compared > 100);
}

TEST_CASE("Hand evaluation counts bouts, trumps and honours", "[bots]") {
  CardSet strong;
  for (int t = 10; t <= 21; ++t) strong.add(trumpCard(t));
  strong.add(kExcuse);
  strong.add(suitCard(Suit::Hearts, kRoi));
  CardSet weak;
  for (int r = 1; r <= 9; ++r) { weak.add(suitCard(Suit::Spades, r)); weak.add(suitCard(Suit::Hearts, r)); }
  CHECK(handPoints(strong, 4) > 56);
  CHECK(handPoints(weak, 4) < 41);
}

TEST_CASE("Arena: standard beats random over duplicate deals", "[bots]") {
  ArenaConfig cfg;
  cfg.players = 4;
  cfg.deals = 60;
  cfg.seed = 3;
  cfg.bots = {BotLevel::Standard, BotLevel::Random};
  const ArenaResult r = runArena(cfg);
  REQUIRE(r.bots.size() == 2);
  CHECK(r.bots[0].mean > 0);
  CHECK(r.bots[0].ci95[0] > 0);
  CHECK(r.bots[0].mean == -r.bots[1].mean);
}
