// Bots never attempt an illegal action, replay identically from a seed, decide from the Observation only,
// and the rule-based bot beats the random one.
#include "bots/arena.h"
#include "bots/bot.h"
#include "bots/rule_bot.h"
#include "engine/random_play.h"
#include "engine/rng.h"
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

namespace {
// Seat `seat`'s views of two deals, field by field (the legal actions included; the écart rule is derived from the
// hand and the phase, both compared).
bool sameView(const Observation& a, const Observation& b) {
  if (a.seat != b.seat || a.dealer != b.dealer || a.phase != b.phase || a.currentSeat != b.currentSeat) return false;
  if (!(a.hand == b.hand) || a.bids != b.bids || a.hasBid != b.hasBid || a.taker != b.taker) return false;
  if (a.contract != b.contract || a.called != b.called || a.partner != b.partner) return false;
  if (!(a.chienShown == b.chienShown) || !(a.ecart == b.ecart) || !(a.ecartTrumpsShown == b.ecartTrumpsShown)) return false;
  if (a.chelemAnnounced != b.chelemAnnounced || a.poignee != b.poignee || a.poigneeShown != b.poigneeShown) return false;
  if (a.playedCount != b.playedCount || a.played != b.played || a.playedBy != b.playedBy) return false;
  if (a.trickLeader != b.trickLeader || a.trickWinner != b.trickWinner || !(a.playedSet == b.playedSet)) return false;
  return a.legal == b.legal && a.legalPlays == b.legalPlays;
}
}  // namespace

TEST_CASE("The rule bot decides from its Observation only", "[bots]") {
  // Two deals that differ only in cards hidden from seat 0 (one card swapped between seats 2 and 3) are played
  // with the same actions until a swapped card is played: at every step seat 0's view must be the same in both
  // (nothing of the others' hands leaks into it) while seat 2's differs (the comparison sees a difference), and at
  // seat 0's turns the rule bot, deciding from that view, makes the same choice.
  int compared = 0, decisions = 0;
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
      GameState a = GameState::deal(rules, 1, seed);
      std::array<CardSet, kMaxPlayers> hands{};
      for (int s = 0; s < players; ++s) hands[s] = a.hand(s);
      const int other = players == 3 ? 1 : 3;  // seats 2 and `other`, both hidden from seat 0
      const Card x = hands[2].first(), y = hands[other].first();
      hands[2].remove(x); hands[2].add(y);
      hands[other].remove(y); hands[other].add(x);
      GameState b;
      REQUIRE(GameState::fromCards(rules, 1, hands, a.chien(), &b) == nullptr);
      Rng rng(seed);
      auto botA = makeBot(BotLevel::Standard, 7), botB = makeBot(BotLevel::Standard, 7);
      while (a.phase() != Phase::Over && a.phase() != Phase::Annulled) {
        INFO("players " << players << " seed " << seed << " step " << compared);
        REQUIRE(sameView(observe(a, 0), observe(b, 0)));
        CHECK(!sameView(observe(a, 2), observe(b, 2)));
        ++compared;
        if (a.currentSeat() == 0) {
          CHECK(botA->decide(observe(a, 0)) == botB->decide(observe(b, 0)));
          ++decisions;
        }
        const Action act = randomLegalAction(a, rng);
        if (b.check(act)) break;  // a swapped card (or a choice only one deal allows): the deals part here
        a.applyUnchecked(act);
        b.applyUnchecked(act);
      }
    }
  }
  CHECK(compared > 3000);
  CHECK(decisions > 300);
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
