// tarot-cli perft: the number of legal action sequences to each depth from a seeded deal (engine/perft.h says what
// one node is), the move generator's check as chess programs run it.
#include "cli/cli_common.h"
#include "engine/perft.h"
#include <cstdio>

namespace tarot::cli {

int cmdPerft(const Options& o) {
  Rules rules;
  rules.players = o.players;
  const GameState g = perftStart(rules, std::uint64_t(o.seed), o.after);
  std::printf(o.json ? "{\"players\":%d,\"seed\":%lld,\"after\":%d,\"nodes\":[" : "%d players, seed %lld, after %d actions:\n",
              o.players, o.seed, o.after);
  for (int d = 1; d <= o.depth; ++d) {
    const unsigned long long n = perft(g, d);
    if (o.json) std::printf("%s%llu", d > 1 ? "," : "", n);
    else std::printf("depth %d: %llu\n", d, n);
  }
  if (o.json) std::printf("]}\n");
  return 0;
}

}  // namespace tarot::cli
