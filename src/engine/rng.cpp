// xoshiro256** seeded through SplitMix64: a fully specified generator, identical on every platform.
#include "engine/rng.h"

namespace tarot {

namespace {
std::uint64_t splitmix(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& s : s_) s = splitmix(seed);
}

std::uint64_t Rng::next() {
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

std::uint32_t Rng::below(std::uint32_t bound) {
  // Multiply-and-shift with rejection (Lemire): unbiased, no division in the common case, same on every platform.
  std::uint64_t m = std::uint64_t(next32()) * bound;
  std::uint32_t low = std::uint32_t(m);
  if (low < bound) {
    const std::uint32_t threshold = std::uint32_t(-bound) % bound;
    while (low < threshold) {
      m = std::uint64_t(next32()) * bound;
      low = std::uint32_t(m);
    }
  }
  return std::uint32_t(m >> 32);
}

}  // namespace tarot
