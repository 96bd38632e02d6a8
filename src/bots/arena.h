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
  // By contract (index Contract: 1 prise .. 4 garde contre): share of its seat-games taken so, and made.
  double takeRateBy[5] = {0, 0, 0, 0, 0};
  double successRateBy[5] = {0, 0, 0, 0, 0};
  long long decisions = 0;
  double p50Micros = 0, p99Micros = 0;  // decision time (wall clock)
  double p50CpuMicros = 0, p99CpuMicros = 0;  // the same in processor time (std::clock), steadier on a busy machine
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
  // Only for the all-seeing reference bot: shown the true deal before each of its decisions.
  std::function<void(Bot& bot, const GameState& truth)> reveal;
};

// A competitor by name: a bot level ("random", "beginner", "standard", "expert"), "expert-v1" (card play and écart
// searched, the rule bot's bids), "maitre" (the expert with a larger budget), "oracle" (the expert's search on the
// true deal: a reference, never a table opponent), or an expert variant "expert:key=value,..." with keys card,
// ecart, variants, bid, announce, infer (0/1), bias, endgame (cards left when the rest is solved exactly) and work (units per decision)
// (see SearchSettings).
bool parseEntrant(const std::string& name, ArenaEntrant* out);

// Plays the duplicate match between bot levels; `timing` measures each decision.
ArenaResult runArena(const ArenaConfig& config, bool timing = false);
// The same between any bots (variants under test, bots with settings); `config.bots` is ignored.
ArenaResult runArena(const ArenaConfig& config, const std::vector<ArenaEntrant>& entrants, bool timing = false);

}  // namespace tarot
