// perft's golden counts at 3, 4 and 5 players, from the deal and from positions in the card play. Each count was
// first computed by an independent brute force written here, which tries every action of every kind (each bid,
// each of the 78 cards to call or play, each chelem choice, each écart among all the sets of the taker's cards of
// the chien's size) and keeps those check() accepts; the test computes it again and keeps the numbers as constants.
#include "engine/perft.h"
#include <catch2/catch_test_macros.hpp>
#include <vector>

using namespace tarot;

namespace {

std::uint64_t bruteForce(const GameState& g, int depth);

std::uint64_t tryAction(const GameState& g, const Action& a, int depth) {
  if (g.check(a)) return 0;
  GameState next = g;
  REQUIRE(!next.apply(a));
  return bruteForce(next, depth - 1);
}

// Every set of `size` cards of `hand` offered as the écart.
std::uint64_t everyEcart(const GameState& g, const std::vector<Card>& hand, size_t from, CardSet chosen, int size,
                         int depth) {
  if (size == 0) return tryAction(g, Action::ecart(chosen), depth);
  if (hand.size() - from < size_t(size)) return 0;
  return everyEcart(g, hand, from + 1, chosen | CardSet::single(hand[from]), size - 1, depth) +
         everyEcart(g, hand, from + 1, chosen, size, depth);
}

std::uint64_t bruteForce(const GameState& g, int depth) {
  if (depth == 0) return 1;
  std::uint64_t total = 0;
  if (g.phase() == Phase::Ecart) {
    std::vector<Card> hand;
    for (CardSet h = g.hand(g.taker()); !h.empty();) hand.push_back(h.pop());
    return everyEcart(g, hand, 0, CardSet(), g.rules().chienSize(), depth);
  }
  for (int v = 0; v < 8; ++v) total += tryAction(g, Action::bid(Contract(v)), depth);
  for (int v = 0; v < 3; ++v) total += tryAction(g, Action{ActionKind::Chelem, std::uint8_t(v), {}}, depth);
  for (int c = 0; c < kDeckSize + 2; ++c) {
    total += tryAction(g, Action::call(Card(c)), depth);
    total += tryAction(g, Action::play(Card(c)), depth);
  }
  // A poignée: declined, or one showing per size (its lowest trumps), as perft.h counts it.
  total += tryAction(g, Action::poignee(PoigneeSize::None, {}), depth);
  for (PoigneeSize s : {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple}) {
    CardSet shown;
    if (g.canonicalPoignee(s, &shown)) total += tryAction(g, Action::poignee(s, shown), depth);
  }
  return total;
}

struct Case {
  int players;
  std::uint64_t seed;
  int after;
  std::vector<std::uint64_t> nodes;  // depth 1, 2, ...
};

}  // namespace

TEST_CASE("perft: golden counts agree with a brute force over every action check() accepts", "[engine][perft]") {
  const std::vector<Case> cases = {
      // From the deal: the bids, then the écart (every set allowed), the call at 5, the chelem.
      {3, 1, 0, {5, 15, 35, 441914, 884928}},
      {4, 1, 0, {5, 15, 35, 70, 189572, 380904}},
      {5, 1, 0, {5, 15, 35, 70, 126, 500, 20128}},
      // Around the first trick (poignées, the called suit's first lead at 5), and in the middle of the play.
      {3, 2, 8, {5, 18, 396, 1895, 7554}},
      {4, 2, 10, {2, 4, 20, 320, 764}},
      {5, 2, 12, {14, 39, 117, 224, 856}},
      {3, 3, 30, {3, 45, 114, 291, 4074}},
      {4, 3, 30, {4, 16, 48, 528, 1760}},
      {5, 3, 30, {3, 12, 120, 288, 588}},
  };
  for (const Case& c : cases) {
    Rules rules;
    rules.players = c.players;
    const GameState g = perftStart(rules, c.seed, c.after);
    for (size_t d = 1; d <= c.nodes.size(); ++d) {
      INFO(c.players << " players, seed " << c.seed << ", after " << c.after << ", depth " << d);
      const std::uint64_t counted = perft(g, int(d));
      CHECK(counted == c.nodes[d - 1]);
      CHECK(counted == bruteForce(g, int(d)));
    }
  }
}
