// Uniformly random legal decisions, for playouts, benchmarks, test batteries and the `random` bot level.
// Allocation-free so that it can run in hot loops.
#pragma once
#include "engine/game_state.h"
#include "engine/rng.h"

namespace tarot {

// The k-th card (0-based, by id) of a set; the set must hold more than k cards.
Card nthCard(CardSet cards, int k);
// A random card of a non-empty set.
Card randomCard(CardSet cards, Rng& rng);
// A random valid écart for the rule (kings and bouts never, trumps only as many as needed).
CardSet randomEcart(const EcartRule& rule, Rng& rng);
// A random legal action for the current seat (chelem announced rarely; poignée shown half of the time).
Action randomLegalAction(const GameState& g, Rng& rng);

}  // namespace tarot
