// The engine's own pseudo-random generator and shuffle: the same seed gives the same deal on every platform
// (std::shuffle and <random> distributions differ between standard libraries, so they are never used).
#pragma once
#include <cstdint>

namespace tarot {

// SplitMix64-seeded xoshiro256** generator: small, fast, fully specified.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);
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
    std::uint64_t m = std::uint64_t(next32()) * bound;
    if (std::uint32_t(m) < bound) m = reject(m, bound);
    return std::uint32_t(m >> 32);
  }
  // Fisher-Yates shuffle of n items.
  template <class T> void shuffle(T* items, int n) {
    for (int i = n - 1; i > 0; --i) {
      const int j = int(below(std::uint32_t(i + 1)));
      T t = items[i]; items[i] = items[j]; items[j] = t;
    }
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t reject(std::uint64_t m, std::uint32_t bound);  // the rare slow path of below()
  std::uint64_t s_[4];
  std::uint64_t buffer_ = 0;
  bool spare_ = false;
};

}  // namespace tarot
