// Counting the legal action sequences to a depth (see perft.h).
#include "engine/perft.h"
#include "engine/random_play.h"

namespace tarot {

namespace {

struct EcartWalk {
  CardSet cards[kDeckSize];
  int count = 0;
  int size = 0, trumps = 0;
  void (*visit)(CardSet, void*) = nullptr;
  void* context = nullptr;
  std::uint64_t found = 0;

  // Chooses cards from index i on into `chosen`, `trumpsLeft` of them trumps at most.
  void walk(int i, CardSet chosen, int picked, int trumpsLeft) {
    if (picked == size) {
      ++found;
      if (visit) visit(chosen, context);
      return;
    }
    if (count - i < size - picked) return;
    const Card c = cards[i].first();
    const bool trump = isTrump(c);
    if (!trump || trumpsLeft > 0) walk(i + 1, chosen | cards[i], picked + 1, trumpsLeft - (trump ? 1 : 0));
    walk(i + 1, chosen, picked, trumpsLeft);
  }
};

struct Recurse {
  int depth;
  std::uint64_t total = 0;
  const GameState* from;
};

void countAfterEcart(CardSet ecart, void* context) {
  Recurse& r = *static_cast<Recurse*>(context);
  GameState next = *r.from;
  next.applyUnchecked(Action::ecart(ecart));
  r.total += perft(next, r.depth - 1);
}

}  // namespace

std::uint64_t forEachEcart(const EcartRule& rule, void (*visit)(CardSet, void*), void* context) {
  EcartWalk w;
  for (CardSet a = rule.allowed; !a.empty();) w.cards[w.count++] = CardSet::single(a.pop());
  w.size = rule.size;
  w.visit = visit;
  w.context = context;
  w.walk(0, CardSet(), 0, rule.trumpsNeeded);
  return w.found;
}

std::uint64_t perft(const GameState& g, int depth) {
  if (depth == 0) return 1;
  if (g.phase() == Phase::Over || g.phase() == Phase::Annulled) return 0;
  if (g.phase() == Phase::Ecart) {
    if (depth == 1) return forEachEcart(g.ecartRule(), nullptr, nullptr);
    Recurse r{depth, 0, &g};
    forEachEcart(g.ecartRule(), countAfterEcart, &r);
    return r.total;
  }
  if (g.phase() == Phase::Play && !g.awaitingPoignee()) {
    CardSet plays = g.playableCards();
    if (depth == 1) return std::uint64_t(plays.size());
    std::uint64_t total = 0;
    while (!plays.empty()) {
      GameState next = g;
      next.playCard(plays.pop());
      total += perft(next, depth - 1);
    }
    return total;
  }
  const ActionList actions = g.legalActions();
  if (depth == 1) return std::uint64_t(actions.size());
  std::uint64_t total = 0;
  for (const Action& a : actions) {
    GameState next = g;
    next.applyUnchecked(a);
    total += perft(next, depth - 1);
  }
  return total;
}

GameState perftStart(const Rules& rules, std::uint64_t seed, int actions) {
  GameState g = GameState::deal(rules, int(seed % std::uint64_t(rules.players)), seed);
  Rng rng(seed);
  for (int i = 0; i < actions && g.phase() != Phase::Over && g.phase() != Phase::Annulled; ++i)
    g.applyUnchecked(randomLegalAction(g, rng));
  return g;
}

}  // namespace tarot
