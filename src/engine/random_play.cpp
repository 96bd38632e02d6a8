// Random legal decisions without allocation.
#include "engine/random_play.h"
#include <cstring>

namespace tarot {

CardSet randomEcart(const EcartRule& rule, Rng& rng) {
  const CardSet trumps = CardSet::ofSuit(Suit::Trump);
  CardSet plain = rule.allowed - trumps, trumpPool = rule.allowed & trumps, out;
  for (int i = 0; i < rule.size - rule.trumpsNeeded; ++i) { const Card c = randomCard(plain, rng); plain.remove(c); out.add(c); }
  for (int i = 0; i < rule.trumpsNeeded; ++i) { const Card c = randomCard(trumpPool, rng); trumpPool.remove(c); out.add(c); }
  return out;
}

Action randomLegalAction(const GameState& g, Rng& rng) {
  switch (g.phase()) {
    case Phase::Bidding: {
      int current = 0;
      for (int s = 0; s < g.rules().players; ++s)
        if (g.hasBid(s) && int(g.bidOf(s)) > current) current = int(g.bidOf(s));
      const int options = 1 + int(Contract::GardeContre) - current;
      const int pick = int(rng.below(std::uint32_t(options)));
      return Action::bid(pick == 0 ? Contract::Pass : Contract(current + pick));
    }
    case Phase::Call: return Action::call(randomCard(allowedCalls(g.hand(g.taker())), rng));
    case Phase::Ecart: return Action::ecart(randomEcart(g.ecartRule(), rng));
    case Phase::Chelem: return Action::chelem(rng.below(20) == 0);
    case Phase::Play: {
      if (g.awaitingPoignee()) {
        if (rng.below(2) == 0) return Action::poignee(PoigneeSize::None, {});
        PoigneeSize best = PoigneeSize::None;
        CardSet shown, s;
        for (PoigneeSize size : {PoigneeSize::Simple, PoigneeSize::Double, PoigneeSize::Triple})
          if (g.canonicalPoignee(size, &s) && (best == PoigneeSize::None || rng.below(2) == 0)) { best = size; shown = s; }
        return Action::poignee(best, shown);
      }
      return Action::play(randomCard(g.playableCards(), rng));
    }
    default: return Action::chelem(false);
  }
}

namespace {

// Each seat's hand as its card ids in increasing order, kept up to date as the cards are played. After the first
// trick the legal cards, leaving the Excuse aside, are always a run of consecutive cards of the hand (the whole
// hand, one suit, the trumps, or the trumps above the highest one played), so the k-th legal card is read at once
// instead of being searched for among the bits: a short chain of dependent steps between two cards.
class SortedHands {
 public:
  explicit SortedHands(const GameState& g) {
    for (int s = 0; s < g.rules().players; ++s) {
      std::uint64_t lo = g.hand(s).lo(), hi = g.hand(s).hi();
      int n = 0;
      for (; lo; lo &= lo - 1) cards_[s][n++] = std::uint8_t(__builtin_ctzll(lo));
      for (; hi; hi &= hi - 1) cards_[s][n++] = std::uint8_t(64 + __builtin_ctzll(hi));
    }
  }
  // Chooses a random legal card for the current seat (the same draw and the same card as randomCard on the legal
  // cards), removes it from the sorted hand and returns it. `legal` are the seat's legal cards, `hand` its hand.
  Card pick(int seat, CardSet legal, CardSet hand, Rng& rng) {
    const std::uint64_t runLo = legal.lo(), runHi = legal.hi() & ~kExcuseBit;  // the run, without the Excuse
    const int inRun = __builtin_popcountll(runLo) + __builtin_popcountll(runHi);
    const int k = int(rng.below(std::uint32_t(inRun + int((legal.hi() & kExcuseBit) != 0))));
    // Cards of the hand below the run's first card: all ones under the lowest set bit, word by word.
    const std::uint64_t belowLo = (runLo & (0 - runLo)) - 1;
    const std::uint64_t belowHi = runLo ? 0 : (runHi & (0 - runHi)) - 1;
    const int index = __builtin_popcountll(hand.lo() & belowLo) + __builtin_popcountll(hand.hi() & belowHi) + k;
    if (k == inRun) return kExcuse;  // the Excuse, last in id order (it stays at the end of the sorted hand)
    std::uint8_t* cards = cards_[seat];
    const Card c = cards[index];
    std::uint8_t rest[kMaxHandSize];
    std::memcpy(rest, cards + index + 1, kMaxHandSize);
    std::memcpy(cards + index, rest, kMaxHandSize);
    return c;
  }

 private:
  static constexpr std::uint64_t kExcuseBit = 1ull << (kExcuse - 64);
  std::uint8_t cards_[kMaxPlayers][2 * kMaxHandSize + 8];
};

}  // namespace

void playOutRandomly(GameState& g, Rng& rng) {
  while (g.phase() != Phase::Play) {
    if (g.phase() == Phase::Over || g.phase() == Phase::Annulled) return;
    g.applyUnchecked(randomLegalAction(g, rng));
  }
  // The cards: the same draws as randomLegalAction, without building and dispatching an Action for each card. The
  // generator is a local copy here so that writing the cards played cannot be taken for writing its state.
  // Poignées are decided before a seat's first card, so only during the first trick; after it, every step is a card
  // and the number of cards left says when the deal ends.
  Rng local = rng;
  while (g.phase() == Phase::Play && g.playedCount() < g.rules().players) {
    if (g.awaitingPoignee()) {
      rng = local;
      g.applyUnchecked(randomLegalAction(g, rng));
      local = rng;
    } else {
      g.playCard(randomCard(g.playableCards(), local));
    }
  }
  int left = g.rules().players * g.rules().handSize() - g.playedCount();
  if (left > 0) {
    SortedHands sorted(g);
    for (; left > 0; --left) {
      const int seat = g.currentSeat();
      g.playCard(sorted.pick(seat, g.playableCards(), g.hand(seat), local));
    }
  }
  rng = local;
}

}  // namespace tarot
