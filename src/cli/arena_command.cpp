// tarot-cli arena: the command line of the bots' duplicate-deal arena (src/bots/arena.h) and its table or JSON.
#include "bots/arena.h"
#include "cli/cli_common.h"
#include <cstdio>
#include <cstdlib>
#include <string>

namespace tarot::cli {

// `tarot-cli arena --players P --deals N --seed S --bots A,B [--json] [--timing]`.
int cmdArena(int argc, char** argv) {
  ArenaConfig cfg;
  std::vector<ArenaEntrant> entrants;
  bool json = false, timing = false;
  auto bad = [](const std::string& why) {
    std::fprintf(stderr, "tarot-cli arena: %s\nusage: tarot-cli arena --players P --deals N --seed S --bots A,B [--json] [--timing]\n"
                 "bots: random, beginner, standard, expert, expert-v1, maitre, oracle (all-seeing reference),\n"
                 "      expert:card=N,ecart=N,variants=N,bid=N,announce=N,infer=0|1,plays=PERCENT,bias=N,endgame=N,work=N (an expert variant)\n", why.c_str());
    return 2;
  };
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--json") { json = true; continue; }
    if (a == "--timing") { timing = true; continue; }
    if (i + 1 >= argc) return bad("missing value after " + a);
    const std::string v = argv[++i];
    if (a == "--bots") {
      cfg.bots.clear();
      for (const std::string& name : botNames(v)) {
        ArenaEntrant e;
        if (!parseEntrant(name, &e)) return bad("unknown bot '" + name + "'");
        entrants.push_back(e);
      }
      continue;
    }
    char* end = nullptr;
    const long long n = std::strtoll(v.c_str(), &end, 10);
    if (*end || v.empty()) return bad(a + " needs a whole number");
    if (a == "--players") { if (n < 3 || n > 5) return bad("--players must be 3, 4 or 5"); cfg.players = int(n); }
    else if (a == "--deals") { if (n < 1 || n > 10000000) return bad("--deals must be positive"); cfg.deals = int(n); }
    else if (a == "--seed") { if (n < 0) return bad("--seed must be >= 0"); cfg.seed = std::uint64_t(n); }
    else return bad("unknown option " + a);
  }
  if (entrants.empty()) return bad("--bots is required (e.g. --bots standard,random)");
  const ArenaResult r = runArena(cfg, entrants, timing);
  if (!r.error.empty()) {
    std::fprintf(stderr, "tarot-cli arena: %s\n", r.error.c_str());
    return 1;
  }
  if (json) {
    std::printf("{\"deals\":%d,\"players\":%d,\"bots\":[", r.deals, r.players);
    for (size_t i = 0; i < r.bots.size(); ++i) {
      const ArenaBotStats& b = r.bots[i];
      std::printf("%s{\"name\":\"%s\",\"mean\":%.3f,\"ci95\":[%.3f,%.3f],\"take_rate\":%.4f,\"success_rate\":%.4f",
                  i ? "," : "", b.name.c_str(), b.mean, b.ci95[0], b.ci95[1], b.takeRate, b.successRate);
      std::printf(",\"by_contract\":{");
      for (int c = 1; c < 5; ++c)
        std::printf("%s\"%s\":{\"take_rate\":%.4f,\"success_rate\":%.4f}", c > 1 ? "," : "", contractName(Contract(c)),
                    b.takeRateBy[c], b.successRateBy[c]);
      std::printf("}");
      if (timing)
        std::printf(",\"decisions\":%lld,\"p50_us\":%.1f,\"p99_us\":%.1f,\"p50_cpu_us\":%.1f,\"p99_cpu_us\":%.1f", b.decisions,
                    b.p50Micros, b.p99Micros, b.p50CpuMicros, b.p99CpuMicros);
      std::printf("}");
    }
    std::printf("]}\n");
  } else {
    std::printf("%d duplicate deals at %d players (seed %llu)\n", r.deals, r.players, (unsigned long long)cfg.seed);
    std::printf("%-12s %10s %24s %10s %10s%s\n", "bot", "mean", "95% interval", "take rate", "success", timing ? "   p50 us   p99 us" : "");
    for (const ArenaBotStats& b : r.bots) {
      std::printf("%-12s %10.2f     [%8.2f, %8.2f] %9.1f%% %9.1f%%", b.name.c_str(), b.mean, b.ci95[0], b.ci95[1],
                  100 * b.takeRate, 100 * b.successRate);
      if (timing) std::printf(" %8.1f %8.1f", b.p50Micros, b.p99Micros);
      std::printf("\n");
    }
    std::printf("take / success by contract:\n");
    for (const ArenaBotStats& b : r.bots) {
      std::printf("%-12s", b.name.c_str());
      for (int c = 1; c < 5; ++c)
        std::printf("  %s %4.1f%% / %5.1f%%", contractName(Contract(c)), 100 * b.takeRateBy[c], 100 * b.successRateBy[c]);
      std::printf("\n");
    }
  }
  return 0;
}

}  // namespace tarot::cli
