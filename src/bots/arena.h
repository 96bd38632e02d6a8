// The arena: bots play duplicate deals (each deal replayed with the bots rotated through every seat so that
// the luck of the cards cancels out) and their mean points per deal are compared with 95% intervals.
#pragma once
#include "bots/bot.h"
#include <functional>
#include <memory>
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
  std::string error;  // set (and the match stopped) when a bot attempted an illegal action
};

// One competitor: a name for the table and how to make its bot (seeded) for a seat.
struct ArenaEntrant {
  std::string name;
  std::function<std::unique_ptr<Bot>(std::uint64_t seed)> make;
};

// Plays the duplicate match between bot levels; `timing` measures each decision.
ArenaResult runArena(const ArenaConfig& config, bool timing = false);
// The same between any bots (variants under test, bots with settings); `config.bots` is ignored.
ArenaResult runArena(const ArenaConfig& config, const std::vector<ArenaEntrant>& entrants, bool timing = false);

}  // namespace tarot
