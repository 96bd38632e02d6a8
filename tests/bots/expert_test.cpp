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
        // The expert's settings with a small work budget (the default one would make this test minutes long).
        SearchSettings small = expertSettings();
        small.workBudget = 1500;
        for (int s = 0; s < players; ++s)
          bots[s] = s == 0 ? std::unique_ptr<Bot>(new SearchBot(seed * 7, small))
                           : makeBot(BotLevel::Standard, seed * 7 + std::uint64_t(s));
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

namespace {

// A small budget so that the searched decisions stay quick in tests.
SearchSettings quick() {
  SearchSettings s = expertSettings();
  s.cardPlayouts = 24;
  s.ecartPlayouts = 6;
  s.bidDeals = 12;
  s.announceDeals = 6;
  s.workBudget = 0;  // these counts, not a work budget
  s.endgameCards = 12;
  return s;
}

}  // namespace

TEST_CASE("Expert: the bid is searched and blind to the other hands and the chien", "[bots][expert]") {
  Rules rules;
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 40 && compared < 12; ++seed) {
    const GameState a = GameState::deal(rules, 0, seed);
    std::array<CardSet, kMaxPlayers> hands{};
    for (int s = 0; s < 4; ++s) hands[s] = a.hand(s);
    // Seat 1 speaks first; exchange a card of seat 3 with one of the chien.
    const Card x = hands[3].first(), y = a.chien().first();
    hands[3].remove(x);
    hands[3].add(y);
    const CardSet chien = (a.chien() - CardSet::single(y)) | CardSet::single(x);
    GameState b;
    REQUIRE(GameState::fromCards(rules, 0, hands, chien, &b) == nullptr);
    if (a.phase() != Phase::Bidding || b.phase() != Phase::Bidding) continue;
    SearchBot botA(5, quick()), botB(5, quick());
    const Observation oa = observe(a, 1), ob = observe(b, 1);
    const std::vector<ScoredOption> ea = botA.evaluate(oa), eb = botB.evaluate(ob);
    REQUIRE(ea.size() == eb.size());
    REQUIRE(int(ea.size()) == oa.legal.size());
    for (size_t i = 0; i < ea.size(); ++i) {
      CHECK(ea[i].action == eb[i].action);
      CHECK(ea[i].mean == eb[i].mean);
    }
    ++compared;
  }
  CHECK(compared >= 10);
}

TEST_CASE("Expert: the hint (evaluate) is the bot's own choice, best first", "[bots][expert]") {
  for (int players = 3; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      Rules rules;
      rules.players = players;
      GameState g = GameState::deal(rules, 0, seed);
      SearchBot adviser(seed, quick()), player(seed, quick()), sliced(seed, quick());
      int searched = 0;
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
        const Observation o = observe(g, g.currentSeat());
        const std::vector<ScoredOption> hint = adviser.evaluate(o);
        const Action a = player.decide(o);
        // Thinking in slices (as the browser does) ends on the same choice and the same options.
        sliced.begin(o);
        while (!sliced.think(0.05)) {}
        CHECK(sliced.result() == a);
        CHECK(sliced.options().size() == hint.size());
        if (!hint.empty()) {
          ++searched;
          CHECK(hint.front().action == a);
          for (size_t i = 1; i < hint.size(); ++i) CHECK(hint[i].mean <= hint[i - 1].mean + 1e-9);
        }
        REQUIRE(!g.apply(a));
      }
      CHECK(searched >= 2);
    }
}

TEST_CASE("Expert: the oracle searches the true deal and stays legal", "[bots][expert]") {
  Rules rules;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    GameState g = GameState::deal(rules, 1, seed);
    SearchBot oracle(seed, quick(), "oracle");
    auto standard = makeBot(BotLevel::Standard, seed);
    while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
      const int seat = g.currentSeat();
      const Observation o = observe(g, seat);
      Action a;
      if (seat == 0) { oracle.revealDeal(g); a = oracle.decide(o); }
      else a = standard->decide(o);
      REQUIRE(!g.apply(a));
    }
  }
}

TEST_CASE("Expert: bid likelihood favours hands that fit the bids", "[bots][expert]") {
  Rules rules;
  const GameState g = GameState::deal(rules, 0, 3);
  Observation o = observe(g, 1);
  std::array<CardSet, kMaxPlayers> hands{};
  for (int s = 0; s < 4; ++s) hands[s] = g.hand(s);
  // Seat 3's view after seat 1 (first to speak) passed and seat 2 bid a garde sans.
  o.hasBid[2] = true;
  o.hasBid[1] = true;
  o.bids[1] = Contract::Pass;
  o.seat = 3;
  // A garde sans from a hand of three kings, the 21, the Excuse and ten trumps is likely; from a poor hand, not.
  CardSet strong;
  for (int t = 11; t <= 21; ++t) strong.add(trumpCard(t));
  strong.add(kExcuse);
  for (int s = 0; s < 3; ++s) strong.add(suitCard(Suit(s), kRoi));
  for (int s = 0; s < 3; ++s) strong.add(suitCard(Suit(s), kDame));
  CardSet poor;
  for (int r = 1; r <= 9; ++r) { poor.add(suitCard(Suit::Spades, r)); poor.add(suitCard(Suit::Hearts, r)); }
  o.bids[2] = Contract::GardeSans;
  hands[2] = strong;
  const double likely = bidLikelihood(o, hands);
  hands[2] = poor;
  const double unlikely = bidLikelihood(o, hands);
  CHECK(likely > 0.3);
  CHECK(unlikely < 1e-2);
}

namespace {

// The expert's shape (work budget, endgame solved) with a budget small enough for tests.
SearchSettings budgeted() {
  SearchSettings s = expertSettings();
  s.workBudget = 400;
  s.endgameCards = 12;
  return s;
}

}  // namespace

TEST_CASE("Expert with a work budget and the endgame solver: legal, deterministic, slices and hints agree",
          "[bots][expert]") {
  for (int players = 3; players <= 5; ++players) {
    int endgame = 0;  // searched decisions in the last three tricks, where the endgame solver finishes the playouts
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      Rules rules;
      rules.players = players;
      GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed + 100);
      SearchBot adviser(seed, budgeted()), player(seed, budgeted()), sliced(seed, budgeted());
      std::unique_ptr<Bot> others[kMaxPlayers];
      for (int s = 0; s < players; ++s) others[s] = makeBot(BotLevel::Standard, seed * 11 + std::uint64_t(s));
      int searched = 0;
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
        const int seat = g.currentSeat();
        const Observation o = observe(g, seat);
        if (seat != 0) { REQUIRE(!g.apply(others[seat]->decide(o))); continue; }
        const std::vector<ScoredOption> hint = adviser.evaluate(o);
        const Action a = player.decide(o);
        // Slices of any length (here a few microseconds) end on the same choice: the budget is in work units.
        sliced.begin(o);
        int slices = 0;
        while (!sliced.think(0.002)) ++slices;
        CHECK(sliced.result() == a);
        if (!hint.empty()) {
          ++searched;
          CHECK(hint.front().action == a);
          CHECK(player.unitsSpent() >= 400);
          endgame += rules.tricks() - g.trickCount() <= 3 && o.phase == Phase::Play;
        }
        INFO("players " << players << " seed " << seed << " " << describe(a));
        REQUIRE(!g.apply(a));
      }
      CHECK(searched >= 1);
    }
    CHECK(endgame >= 1);
  }
}

TEST_CASE("Expert with the endgame solver (and with the play inference): late decisions blind to the cards it cannot see", "[bots][expert]") {
  // Two deals that differ only by an exchange of cards between two other seats that neither has played yet, at a
  // point where two or three tricks are left: the expert (solving every sample exactly) decides the same.
  Rules rules;
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 80 && compared < 12; ++seed) {
    GameState a = GameState::deal(rules, 0, seed);
    auto policy = makeBot(BotLevel::Standard, seed);
    const int stopAt = (rules.tricks() - 2 - int(seed % 2)) * 4 + int(seed % 4);
    std::vector<Action> history;
    while (a.phase() != Phase::Over && a.phase() != Phase::Annulled && a.playedCount() < stopAt) {
      const Action x = policy->decide(observe(a, a.currentSeat()));
      history.push_back(x);
      a.applyUnchecked(x);
    }
    if (a.phase() != Phase::Play || a.awaitingPoignee()) continue;
    const int me = a.currentSeat();
    const int p = (me + 1) % 4, q = (me + 2) % 4;
    // Same suit, so that no void shown and no obligation changes; neither card played.
    Card x = kNoCard, y = kNoCard;
    for (CardSet m = a.hand(p); !m.empty() && y == kNoCard;) {
      const Card c = m.pop();
      const CardSet same = a.hand(q) & (CardSet::ofSuit(suitOf(c)) - CardSet::single(kExcuse));
      if (c != kExcuse && !same.empty()) { x = c; y = same.first(); }
    }
    if (x == kNoCard) continue;
    // Rebuild the deal with x and y exchanged in the original hands and replay the same actions.
    std::array<CardSet, kMaxPlayers> hands{};
    const GameState start = GameState::deal(rules, 0, seed);
    for (int s = 0; s < 4; ++s) hands[s] = start.hand(s);
    if (!hands[p].has(x) || !hands[q].has(y)) continue;  // the card came from the chien: skip
    hands[p].remove(x); hands[p].add(y);
    hands[q].remove(y); hands[q].add(x);
    GameState b;
    REQUIRE(GameState::fromCards(rules, 0, hands, start.chien(), &b) == nullptr);
    bool ok = true;
    for (const Action& h : history) ok = ok && !b.apply(h);
    if (!ok) continue;
    const Observation oa = observe(a, me), ob = observe(b, me);
    REQUIRE(oa.hand == ob.hand);
    if (oa.legalPlays.size() < 2) continue;
    // The same with the inference from the cards played (an arena variant): it weighs samples, never the truth.
    for (int plays : {0, 50}) {
      SearchSettings settings = budgeted();
      settings.playInference = plays;
      SearchBot botA(7, settings), botB(7, settings);
      const std::vector<ScoredOption> ea = botA.evaluate(oa), eb = botB.evaluate(ob);
      REQUIRE(ea.size() == eb.size());
      for (size_t i = 0; i < ea.size(); ++i) {
        CHECK(ea[i].action == eb[i].action);
        CHECK(ea[i].mean == eb[i].mean);
      }
    }
    ++compared;
  }
  CHECK(compared >= 8);
}
