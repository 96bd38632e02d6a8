// Random legal decisions without allocation.
#include "engine/random_play.h"

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

void playOutRandomly(GameState& g, Rng& rng) {
  while (g.phase() != Phase::Play) {
    if (g.phase() == Phase::Over || g.phase() == Phase::Annulled) return;
    g.applyUnchecked(randomLegalAction(g, rng));
  }
  // The cards: the same draws as randomLegalAction, without building and dispatching an Action for each card. The
  // generator is a local copy here so that writing the cards played cannot be taken for writing its state.
  Rng local = rng;
  while (g.phase() == Phase::Play) {
    if (g.awaitingPoignee()) {
      rng = local;
      g.applyUnchecked(randomLegalAction(g, rng));
      local = rng;
    } else {
      g.playCard(randomCard(g.playableCards(), local));
    }
  }
  rng = local;
}

}  // namespace tarot
