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
}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& s : s_) s = splitmix(seed);
}

std::uint64_t Rng::reject(std::uint64_t m, std::uint32_t bound) {
  const std::uint32_t threshold = std::uint32_t(-bound) % bound;
  while (std::uint32_t(m) < threshold) m = std::uint64_t(next32()) * bound;
  return m;
}

}  // namespace tarot
