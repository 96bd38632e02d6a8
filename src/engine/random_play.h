// Uniformly random legal decisions, for playouts, benchmarks, test batteries and the `random` bot level.
// Allocation-free so that it can run in hot loops.
#pragma once
#include "engine/game_state.h"
#include "engine/rng.h"

namespace tarot {

// The k-th card (0-based, by id) of a set; kNoCard when the set holds k cards or fewer.
inline Card nthCard(CardSet cards, int k) {
  // Skip whole words first, then clear the lowest bits of the word that holds the card.
  std::uint64_t lo = cards.lo(), hi = cards.hi();
  const int inLo = __builtin_popcountll(lo);
  if (k >= inLo) {
    k -= inLo;
    for (int i = 0; i < k; ++i) hi &= hi - 1;
    return hi ? Card(64 + __builtin_ctzll(hi)) : kNoCard;
  }
  for (int i = 0; i < k; ++i) lo &= lo - 1;
  return Card(__builtin_ctzll(lo));
}
// A random card of a non-empty set.
inline Card randomCard(CardSet cards, Rng& rng) { return nthCard(cards, int(rng.below(std::uint32_t(cards.size())))); }
// A random valid écart for the rule (kings and bouts never, trumps only as many as needed).
CardSet randomEcart(const EcartRule& rule, Rng& rng);
// A random legal action for the current seat (chelem announced rarely; poignée shown half of the time).
Action randomLegalAction(const GameState& g, Rng& rng);
// Plays the deal to its end with randomLegalAction's choices (the same draws, so the same deal), faster.
void playOutRandomly(GameState& g, Rng& rng);

}  // namespace tarot
