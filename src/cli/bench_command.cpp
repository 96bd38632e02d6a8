// tarot-cli bench: random deals per second (wall clock and processor time), the engine's speed check.
#include "cli/cli_common.h"
#include "engine/random_play.h"
#include <chrono>
#include <cstdio>
#include <ctime>

namespace tarot::cli {

namespace {

// One benchmark deal. It is called through a pointer so that no compiler or WebAssembly optimiser inlines it into
// the benchmark's long loop: V8 moves a WebAssembly function to its optimising compiler only for the calls that
// follow (a call already running stays in baseline code), so the work must sit in a function called once per deal,
// as the game's own code is called once per frame.
[[gnu::flatten]] std::uint64_t benchDeal(const Rules& rules, long long number, Rng& rng) {
  GameState g = GameState::deal(rules, int(number % rules.players), std::uint64_t(number));
  playOutRandomly(g, rng);
  return g.phase() == Phase::Over ? std::uint64_t(g.result().unit) : 0;
}

}  // namespace

int cmdBench(const Options& o) {
  Rules rules;
  rules.players = o.players;
  Rng rng(12345);
  long long deals = 0;
  const auto start = std::chrono::steady_clock::now();
  // Processor time too: on a shared machine it tells the speed per core apart from the share of the core we got.
  // (Under Node, Emscripten has no process clock and std::clock() fails: then it is left out.)
  const std::clock_t cpuStart = std::clock();
  double elapsed = 0;
  std::uint64_t checksum = 0;
  std::uint64_t (*volatile playDeal)(const Rules&, long long, Rng&) = benchDeal;
  while (o.deals > 0 ? deals < o.deals : elapsed < o.seconds) {
    for (int k = 0; k < 1000 && (o.deals == 0 || deals < o.deals); ++k) checksum += playDeal(rules, deals++, rng);
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  const std::clock_t cpuEnd = std::clock();
  const double cpu = cpuStart == std::clock_t(-1) || cpuEnd == std::clock_t(-1)
                         ? 0.0 : double(cpuEnd - cpuStart) / CLOCKS_PER_SEC;
  const double rate = double(deals) / elapsed;
  if (o.json) {
    std::printf("{\"players\":%d,\"deals\":%lld,\"seconds\":%.3f,\"deals_per_second\":%.0f", o.players, deals,
                elapsed, rate);
    if (cpu > 0) std::printf(",\"cpu_seconds\":%.3f,\"deals_per_cpu_second\":%.0f", cpu, double(deals) / cpu);
    std::printf(",\"checksum\":%llu}\n", (unsigned long long)checksum);
  } else {
    std::printf("%d players: %lld random deals in %.2f s = %.0f deals per second", o.players, deals, elapsed, rate);
    if (cpu > 0) std::printf(" (%.0f per second of processor time)", double(deals) / cpu);
    std::printf("\n");
  }
  return 0;
}

}  // namespace tarot::cli
