// perft: how many sequences of legal actions of a given length start from a position (as chess programs prove
// their move generator). One node is one legal action: a bid, a king called, a chelem announced or not, a poignée
// decided (declined, or shown at a size the seat can show: one showing per size, its lowest trumps, as
// legalActions lists it; which trumps are shown changes nothing in the play), a card played; and for the écart,
// every set of cards the taker may put aside (FFT "L'écart": no king, no bout, trumps only when unavoidable).
#pragma once
#include "engine/game_state.h"
#include <cstdint>

namespace tarot {

// Sequences of `depth` legal actions from g (1 at depth 0; a deal over or annulled ends every sequence there).
std::uint64_t perft(const GameState& g, int depth);

// The écarts the rule allows, given the taker's hand: each set is handed to `visit(CardSet, context)`; returns
// how many there are.
std::uint64_t forEachEcart(const EcartRule& rule, void (*visit)(CardSet, void*), void* context);

// The position after the first `actions` actions of a random playout from the seeded deal (random_play.h's
// choices, drawn from Rng(seed)); stops early when the deal ends. `seed` also deals the cards, the dealer is
// seed % players.
GameState perftStart(const Rules& rules, std::uint64_t seed, int actions);

}  // namespace tarot
