// The expert (search) bot: never illegal, deterministic from its seed, and blind to cards it cannot see.
#include "bots/bot.h"
#include "bots/search_bot.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

TEST_CASE("Expert: legal and deterministic over seeded deals at 3, 4 and 5 players", "[bots][expert]") {
  for (int players = 3; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
      Rules rules;
      rules.players = players;
      std::string traces[2];
      for (int run = 0; run < 2; ++run) {
        GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed);
        std::unique_ptr<Bot> bots[5];
        for (int s = 0; s < players; ++s) bots[s] = makeBot(s == 0 ? BotLevel::Expert : BotLevel::Standard, seed * 7 + std::uint64_t(s));
        while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
          const int seat = g.currentSeat();
          const Action a = bots[seat]->decide(observe(g, seat));
          INFO("players " << players << " seed " << seed << " " << describe(a));
          REQUIRE(!g.apply(a));
          traces[run] += describe(a) + ";";
        }
      }
      CHECK(traces[0] == traces[1]);
    }
}

TEST_CASE("Expert: two deals differing only in unseen cards give the same decision", "[bots][expert]") {
  Rules rules;
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 60 && compared < 15; ++seed) {
    const GameState a0 = GameState::deal(rules, 3, seed);
    if (a0.phase() != Phase::Bidding) continue;
    std::array<CardSet, kMaxPlayers> hands{};
    for (int s = 0; s < 4; ++s) hands[s] = a0.hand(s);
    // Swap one card of the same kind (not a trump, so no poignée changes) between seats 2 and 3.
    const Card x = (hands[2] - CardSet::ofSuit(Suit::Trump) - CardSet::single(kExcuse)).first();
    const Card y = (hands[3] - CardSet::ofSuit(Suit::Trump) - CardSet::single(kExcuse)).first();
    if (x == kNoCard || y == kNoCard) continue;
    hands[2].remove(x); hands[2].add(y);
    hands[3].remove(y); hands[3].add(x);
    GameState b0;
    REQUIRE(GameState::fromCards(rules, 3, hands, a0.chien(), &b0) == nullptr);
    if (b0.phase() != Phase::Bidding) continue;
    GameState a = a0, b = b0;
    // Seat 1 takes a garde sans; seat 0 leads the first trick.
    for (Contract c : {Contract::Pass, Contract::GardeSans, Contract::Pass, Contract::Pass}) {
      a.applyUnchecked(Action::bid(c));
      b.applyUnchecked(Action::bid(c));
    }
    a.applyUnchecked(Action::chelem(false));
    b.applyUnchecked(Action::chelem(false));
    if (a.awaitingPoignee()) { a.applyUnchecked(Action::poignee(PoigneeSize::None, {})); b.applyUnchecked(Action::poignee(PoigneeSize::None, {})); }
    REQUIRE(a.currentSeat() == 0);
    const Observation oa = observe(a, 0), ob = observe(b, 0);
    REQUIRE(oa.hand == ob.hand);
    REQUIRE(oa.legalPlays == ob.legalPlays);
    SearchSettings few = expertSettings();
    few.cardPlayouts = 48;
    SearchBot botA(99, few), botB(99, few);
    CHECK(botA.decide(oa) == botB.decide(ob));
    ++compared;
  }
  CHECK(compared >= 10);
}

TEST_CASE("Expert: sampled deals agree with everything the seat knows", "[bots][expert]") {
  Rules rules;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    GameState g = GameState::deal(rules, 0, seed);
    auto bot = makeBot(BotLevel::Standard, seed);
    // Play into the middle of the deal.
    while (g.phase() != Phase::Over && g.phase() != Phase::Annulled && g.playedCount() < 30)
      g.applyUnchecked(bot->decide(observe(g, g.currentSeat())));
    if (g.phase() != Phase::Play || g.awaitingPoignee()) continue;
    const int me = g.currentSeat();
    const Observation o = observe(g, me);
    Rng rng(seed);
    GameState s;
    REQUIRE(sampleDeal(o, rng, &s));
    CHECK(s.hand(me) == g.hand(me));
    CHECK(s.playedCount() == g.playedCount());
    CHECK(s.currentSeat() == me);
    for (int i = 0; i < g.playedCount(); ++i) CHECK(s.playedCard(i) == g.playedCard(i));
    const Observation so = observe(s, me);
    CHECK(so.legalPlays == o.legalPlays);
  }
}
