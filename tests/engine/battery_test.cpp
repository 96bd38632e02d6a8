// Random-playout battery over thousands of seeds at 3, 4 and 5 players: cards conserved at every step, 91 points
// in all, zero-sum scores, a legal action until the end, copies equal and evolve identically, observations
// never show another seat's cards, and the deal record replays to the same result.
#include "engine/observation.h"
#include "engine/random_play.h"
#include "record/deal_record.h"
#include "deal_builder.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {

void checkConservation(const GameState& g) {
  const int n = g.rules().players;
  CardSet seen;
  int total = 0;
  for (int s = 0; s < n; ++s) { seen |= g.hand(s); total += g.hand(s).size(); }
  for (int i = 0; i < g.playedCount(); ++i) { seen.add(g.playedCard(i)); ++total; }
  const bool chienInHand = g.phase() == Phase::Ecart;
  const bool ecartMade = (g.contract() == Contract::Prise || g.contract() == Contract::Garde) &&
                         (g.phase() == Phase::Chelem || g.phase() == Phase::Play || g.phase() == Phase::Over);
  const CardSet aside = chienInHand ? CardSet() : ecartMade ? g.ecart() : g.chien();
  seen |= aside;
  total += aside.size();
  REQUIRE(total == kDeckSize);
  REQUIRE(seen == CardSet::all());
}

void checkObservation(const GameState& g, int seat) {
  const Observation o = observe(g, seat);
  REQUIRE(o.hand == g.hand(seat));
  for (int s = 0; s < g.rules().players; ++s) {
    if (s == seat) continue;
    // Nothing of another hand appears except what the rules show (poignée, écart trumps, chien, played).
    const CardSet leak = g.hand(s) & (o.hand | o.playedSet);
    REQUIRE(leak.empty());
  }
  if (g.rules().players == 5 && g.phase() == Phase::Play && !g.partnerRevealed() && seat != g.partner())
    REQUIRE(o.partner == -1);
  if (g.currentSeat() != seat) REQUIRE(o.legal.empty());
}

void battery(int players, int seeds) {
  Rules rules;
  rules.players = players;
  int annulled = 0, over = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    GameState g = GameState::deal(rules, seed % players, std::uint64_t(seed));
    Rng rng(std::uint64_t(seed) * 977 + 3);
    GameState shadow = g;
    int steps = 0;
    while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
      checkConservation(g);
      if (seed % 16 == 0) for (int s = 0; s < players; ++s) checkObservation(g, s);
      if (g.phase() != Phase::Ecart) REQUIRE(!g.legalActions().empty());
      // The move list asserts past its capacity: no decision comes near it (24 cards at most, see below).
      REQUIRE(g.legalActions().size() <= 24);
      const Action a = randomLegalAction(g, rng);
      const Refusal why = g.check(a);
      INFO("seed " << seed << " action " << describe(a));
      REQUIRE(!why);
      g.applyUnchecked(a);
      shadow.applyUnchecked(a);
      REQUIRE(shadow == g);
      REQUIRE(++steps < 200);
    }
    REQUIRE(g.currentSeat() == -1);
    REQUIRE(g.legalActions().empty());
    const DealResult r = g.result();
    int sum = 0;
    for (int s = 0; s < players; ++s) sum += r.scores[s];
    REQUIRE(sum == 0);
    if (g.phase() == Phase::Over) {
      ++over;
      CardSet won;
      for (int s = 0; s < players; ++s) won |= g.wonBy(s);
      const CardSet aside = (g.contract() == Contract::Prise || g.contract() == Contract::Garde) ? g.ecart() : g.chien();
      REQUIRE((won | aside) == CardSet::all());
      REQUIRE(won.halfPoints() + aside.halfPoints() == 182);
      REQUIRE(r.attackHalfPoints >= 0);
      REQUIRE(r.attackHalfPoints <= 182);
    } else {
      ++annulled;
      REQUIRE(r.annulled != Annulment::None);
      REQUIRE(g.phase() == Phase::Annulled);
    }
    // The record of the deal replays to the same result.
    const std::string text = writeDealRecord(recordFromState(g));
    DealRecord rec;
    RecordError err;
    REQUIRE(parseDealRecord(text, &rec, &err));
    GameState replayed;
    INFO(err.reason);
    REQUIRE(replayRecord(rec, &replayed, &err));
    REQUIRE(resultToJson(replayed).dump() == resultToJson(g).dump());
  }
  REQUIRE(over > seeds / 2);
  // Random bids all pass now and then, and a petit sec comes about once in a hundred deals: both end annulled.
  REQUIRE(annulled > 0);
  REQUIRE(over + annulled == seeds);
}

}  // namespace

// ActionList's documented maximum, reached without passing kCapacity: the 24 cards of a hand at 3 players led to
// the first trick (garde sans, no écart taken out), and the 16 calls of a taker at 5 holding the four kings, queens
// and cavaliers (FFT: a queen when holding the four kings, a cavalier with the four queens too, a valet with the
// four cavaliers too — 4 of each rank).
TEST_CASE("The move list holds the largest decision of the game", "[engine]") {
  STATIC_REQUIRE(ActionList::kCapacity >= 24);
  Rules rules;
  rules.players = 3;
  GameState g = GameState::deal(rules, 0, 7);
  while (g.phase() != Phase::Play || g.awaitingPoignee()) {
    REQUIRE(g.phase() != Phase::Annulled);
    const Action a = g.phase() == Phase::Bidding ? Action::bid(g.contract() == Contract::Pass ? Contract::GardeSans
                                                                                               : Contract::Pass)
                   : g.phase() == Phase::Chelem ? Action::chelem(false)
                                                : Action::poignee(PoigneeSize::None, {});
    REQUIRE(!g.apply(a));
  }
  REQUIRE(g.hand(g.currentSeat()).size() == 24);
  CHECK(g.legalActions().size() == 24);

  rules.players = 5;
  GameState probe = GameState::deal(rules, 0, 1);
  const int first = probe.currentSeat();
  std::vector<std::string> hands(std::size_t(first + 1));
  hands[std::size_t(first)] = "KS KH KD KC QS QH QD QC CS CH CD CC";
  GameState five = test::scripted(5, 0, hands);
  test::ok(five, Action::bid(Contract::Garde));
  while (five.phase() == Phase::Bidding) test::ok(five, Action::bid(Contract::Pass));
  REQUIRE(five.phase() == Phase::Call);
  CHECK(five.legalActions().size() == 16);
}

TEST_CASE("Random battery at 4 players", "[battery]") { battery(4, 3000); }
TEST_CASE("Random battery at 3 players", "[battery]") { battery(3, 3000); }
TEST_CASE("Random battery at 5 players", "[battery]") { battery(5, 3000); }

TEST_CASE("The fast random playout plays exactly the deals of randomLegalAction", "[battery]") {
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    for (int seed = 1; seed <= 2000; ++seed) {
      GameState fast = GameState::deal(rules, seed % players, std::uint64_t(seed));
      GameState slow = fast;
      Rng a{std::uint64_t(seed)}, b{std::uint64_t(seed)};
      playOutRandomly(fast, a);
      while (slow.phase() != Phase::Over && slow.phase() != Phase::Annulled) {
        const Action act = randomLegalAction(slow, b);
        REQUIRE(!slow.apply(act));
      }
      INFO(players << " players, seed " << seed);
      REQUIRE(writeDealRecord(recordFromState(fast)) == writeDealRecord(recordFromState(slow)));
      REQUIRE(a.next() == b.next());
    }
  }
}

TEST_CASE("nthCard picks the k-th card by id in any set", "[engine]") {
  Rng rng(2026);
  for (int trial = 0; trial < 20000; ++trial) {
    const CardSet set = CardSet::fromBits(rng.next() & rng.next(), rng.next() & ((1ull << 14) - 1)) |
                        (trial % 7 == 0 ? CardSet::all() : CardSet());
    CardSet rest = set;
    int k = 0;
    while (!rest.empty()) {
      const Card expected = rest.pop();
      INFO("trial " << trial << " k " << k);
      REQUIRE(nthCard(set, k) == expected);
      ++k;
    }
    REQUIRE(nthCard(set, k) == kNoCard);
  }
}
