// The engine's own pseudo-random generator and shuffle: the same seed gives the same deal on every platform
// (std::shuffle and <random> distributions differ between standard libraries, so they are never used).
#pragma once
#include <cstdint>

namespace tarot {

// SplitMix64 (Steele, Lea and Flood), the one seed mixer of the code: its state advances by the golden-ratio step
// and splitmix64(x) is its output for the state x, a well-mixed 64-bit value from any 64-bit input. Rng seeds its
// four words from successive states; the match derives deal and bot seeds with it.
constexpr std::uint64_t kSplitMixStep = 0x9E3779B97F4A7C15ull;
constexpr std::uint64_t splitmix64(std::uint64_t x) {
  std::uint64_t z = x + kSplitMixStep;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// SplitMix64-seeded xoshiro256** generator: small, fast, fully specified.
class Rng {
 public:
  // The state comes from the seed through SplitMix64. Everything is inline so that a generator local to a
  // function (a deal's shuffle, a playout) stays in registers.
  explicit Rng(std::uint64_t seed = 0) {
    for (auto& s : s_) {
      s = splitmix64(seed);
      seed += kSplitMixStep;
    }
  }
  // Inline: the shuffles and the random playouts draw a number for almost every card.
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // 32 random bits; each 64-bit draw serves two calls.
  std::uint32_t next32() {
    if (spare_) { spare_ = false; return std::uint32_t(buffer_); }
    buffer_ = next();
    spare_ = true;
    return std::uint32_t(buffer_ >> 32);
  }
  // Uniform integer in [0, bound), bound > 0, without modulo bias.
  std::uint32_t below(std::uint32_t bound) {
    // Multiply-and-shift with rejection (Lemire): unbiased, no division in the common case, same everywhere.
    const std::uint64_t m = std::uint64_t(next32()) * bound;
    return std::uint32_t(m) < bound ? finishBelow(m, bound) : std::uint32_t(m >> 32);
  }
  // Fisher-Yates shuffle of n items: item i swapped with item below(i + 1), for i from n - 1 down to 1.
  template <class T> void shuffle(T* items, int n) {
    int i = n - 1;
    // Two steps per 64-bit draw, as below() would take them (high half first), while neither half needs the
    // rejection test; any other case goes through below() itself, so the draws are exactly those of the loop
    // `for (i = n - 1; i > 0; --i) swap(items[i], items[below(i + 1)])`.
    while (i > 1 && !spare_) {
      const std::uint64_t word = next();
      const std::uint64_t m1 = (word >> 32) * std::uint32_t(i + 1);
      if (std::uint32_t(m1) < std::uint32_t(i + 1)) {  // rare: let below() finish this step from the high half
        buffer_ = word;
        spare_ = true;
        swapItems(items, i, int(finishBelow(m1, std::uint32_t(i + 1))));
        --i;
        break;
      }
      swapItems(items, i, int(m1 >> 32));
      --i;
      const std::uint64_t m2 = std::uint64_t(std::uint32_t(word)) * std::uint32_t(i + 1);
      swapItems(items, i, int(std::uint32_t(m2) < std::uint32_t(i + 1) ? finishBelow(m2, std::uint32_t(i + 1))
                                                                     : std::uint32_t(m2 >> 32)));
      --i;
    }
    for (; i > 0; --i) swapItems(items, i, int(below(std::uint32_t(i + 1))));
  }

 private:
  // below()'s rare path: the draw m = x * bound may fall in the biased zone (low half under 2^32 mod bound); then
  // draw again.
  std::uint32_t finishBelow(std::uint64_t m, std::uint32_t bound) {
    const std::uint32_t threshold = std::uint32_t(-bound) % bound;
    while (std::uint32_t(m) < threshold) m = std::uint64_t(next32()) * bound;
    return std::uint32_t(m >> 32);
  }
  template <class T> static void swapItems(T* items, int i, int j) { T t = items[i]; items[i] = items[j]; items[j] = t; }
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
  std::uint64_t buffer_ = 0;
  bool spare_ = false;
};

}  // namespace tarot
