// Uniformly random legal decisions, for playouts, benchmarks, test batteries and the `random` bot level.
// Allocation-free so that it can run in hot loops.
#pragma once
#include "engine/game_state.h"
#include "engine/rng.h"

namespace tarot {

namespace detail {
// kSelectInByte[b * 8 + k]: position of the k-th set bit (0-based) of the byte b; 8 when b has k bits or fewer.
struct SelectInByte {
  std::uint8_t pos[256 * 8];
};
constexpr SelectInByte makeSelectInByte() {
  SelectInByte t{};
  for (int b = 0; b < 256; ++b) {
    for (int k = 0; k < 8; ++k) t.pos[b * 8 + k] = 8;
    for (int bit = 0, k = 0; bit < 8; ++bit)
      if (b & (1 << bit)) t.pos[b * 8 + k++] = std::uint8_t(bit);
  }
  return t;
}
inline constexpr SelectInByte kSelectInByte = makeSelectInByte();

// Position of the k-th set bit of x, for k < popcount(x), without branches (k is random in playouts): the bytes'
// running bit counts come from one multiplication, the byte holding the bit is the number of running counts not
// above k, and a table finishes inside that byte.
inline int selectBit(std::uint64_t x, int k) {
  std::uint64_t s = x - ((x >> 1) & 0x5555555555555555ull);
  s = (s & 0x3333333333333333ull) + ((s >> 2) & 0x3333333333333333ull);
  s = (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  const std::uint64_t running = s * 0x0101010101010101ull;  // byte i: bits set in bytes 0..i
  const std::uint64_t ks = std::uint64_t(k) * 0x0101010101010101ull;
  // High bit of each byte set when that byte's running count is at most k (no borrow: counts are at most 64).
  const int byte = __builtin_popcountll(((ks | 0x8080808080808080ull) - running) & 0x8080808080808080ull);
  const int before = int(((running << 8) >> (8 * byte)) & 0xFF);
  return 8 * byte + kSelectInByte.pos[((x >> (8 * byte)) & 0xFF) * 8 + (k - before)];
}
// The k-th card of a set holding more than k cards, given the number of cards in its low word.
inline Card selectCard(CardSet cards, int inLo, int k) {
  const bool low = k < inLo;
  return Card((low ? 0 : 64) + selectBit(low ? cards.lo() : cards.hi(), low ? k : k - inLo));
}
}  // namespace detail

// The k-th card (0-based, by id) of a set; kNoCard when the set holds k cards or fewer.
inline Card nthCard(CardSet cards, int k) {
  const int inLo = __builtin_popcountll(cards.lo());
  if (k >= inLo + __builtin_popcountll(cards.hi())) return kNoCard;
  return detail::selectCard(cards, inLo, k);
}
// A random card of a non-empty set: nthCard(cards, below(size)), counting the low word once.
inline Card randomCard(CardSet cards, Rng& rng) {
  const int inLo = __builtin_popcountll(cards.lo());
  return detail::selectCard(cards, inLo, int(rng.below(std::uint32_t(inLo + __builtin_popcountll(cards.hi())))));
}
// A random valid écart for the rule (kings and bouts never, trumps only as many as needed).
CardSet randomEcart(const EcartRule& rule, Rng& rng);
// A random legal action for the current seat (chelem announced rarely; poignée shown half of the time).
Action randomLegalAction(const GameState& g, Rng& rng);
// Plays the deal to its end with randomLegalAction's choices (the same draws, so the same deal), faster.
void playOutRandomly(GameState& g, Rng& rng);

}  // namespace tarot
