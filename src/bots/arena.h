// The arena: bots play duplicate deals (each deal replayed with the bots rotated through every seat so that
// the luck of the cards cancels out) and their mean points per deal are compared with 95% intervals.
#pragma once
#include "bots/bot.h"
#include <string>
#include <vector>

namespace tarot {

struct ArenaConfig {
  int players = 4;
  int deals = 1000;
  std::uint64_t seed = 1;
  std::vector<BotLevel> bots;
};

struct ArenaBotStats {
  std::string name;
  double mean = 0;            // mean points per seat per deal
  double ci95[2] = {0, 0};    // over the per-deal duplicate means
  double takeRate = 0;        // share of its seat-games where it took
  double successRate = 0;     // share of its takes that were made
  long long decisions = 0;
  double p50Micros = 0, p99Micros = 0;  // decision time
};

struct ArenaResult {
  int deals = 0;
  int players = 0;
  std::vector<ArenaBotStats> bots;
};

// Plays the duplicate match; `progress` (may be empty) is called with the number of deals done.
ArenaResult runArena(const ArenaConfig& config, bool timing = false);
// `tarot-cli arena --players P --deals N --seed S --bots A,B [--json] [--timing]`.
int runArenaCommand(int argc, char** argv);

}  // namespace tarot
