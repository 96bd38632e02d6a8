// Endgame solver cost and the expert's work units in processor time (tests/bench/endgame_bench.sh).
//   endgame_bench solve P CARDS   positions of rule-bot deals once the hands hold CARDS cards: nodes and ms per solve
//   endgame_bench units P DEALS   the expert's searched decisions over seeded deals: work units per ms of CPU
#include "bots/endgame.h"
#include "bots/rule_bot.h"
#include "bots/search_bot.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>
using namespace tarot;

int main(int argc, char** argv) {
  if (argc < 4) { std::fprintf(stderr, "usage: endgame_bench solve|units PLAYERS N\n"); return 2; }
  const int players = std::atoi(argv[2]), n = std::atoi(argv[3]);
  Rules rules;
  rules.players = players;
  if (std::strcmp(argv[1], "solve") == 0) {
    EndgameSolver solver(15);
    std::vector<long long> nodes;
    double cpu = 0;
    for (std::uint64_t seed = 1; seed <= 1000; ++seed) {
      GameState g = GameState::deal(rules, 0, seed);
      RuleBot bot(seed, false);
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled &&
             !(EndgameSolver::solvable(g) && rules.tricks() * players - g.playedCount() <= n))
        g.applyUnchecked(bot.decide(observe(g, g.currentSeat())));
      if (g.phase() != Phase::Play) continue;
      const long long before = solver.nodes();
      const std::clock_t c0 = std::clock();
      volatile int v = solver.solve(g);
      (void)v;
      cpu += double(std::clock() - c0) * 1000.0 / CLOCKS_PER_SEC;
      nodes.push_back(solver.nodes() - before);
    }
    std::sort(nodes.begin(), nodes.end());
    long long total = 0, over = 0;
    for (long long x : nodes) { total += x; over += x > kEndgameNodeLimit; }
    std::printf("%d players, %d cards left: %zu solves, nodes mean %.0f p50 %lld p99 %lld max %lld, over the limit %lld; "
                "%.3f ms CPU per solve, %.0f ns per node\n", players, n, nodes.size(), double(total) / nodes.size(),
                nodes[nodes.size() / 2], nodes[nodes.size() * 99 / 100], nodes.back(), over, cpu / nodes.size(),
                cpu * 1e6 / total);
  } else {
    long long units = 0;
    double cpu = 0;
    std::vector<double> ms;
    for (int d = 0; d < n; ++d) {
      GameState g = GameState::deal(rules, d % players, 777 + d);
      SearchBot bot(std::uint64_t(d), expertSettings());
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
        const std::clock_t c0 = std::clock();
        const Action a = bot.decide(observe(g, g.currentSeat()));
        const double c = double(std::clock() - c0) * 1000.0 / CLOCKS_PER_SEC;
        if (!bot.options().empty()) { units += bot.unitsSpent(); cpu += c; ms.push_back(c); }
        g.applyUnchecked(a);
      }
    }
    std::sort(ms.begin(), ms.end());
    std::printf("%d players, expert (%lld units a card decision): %zu searched decisions, %.0f units per ms of CPU "
                "(%.3f us a unit), CPU per decision p50 %.1f ms p99 %.1f ms max %.1f ms\n", players, kExpertWork,
                ms.size(), units / cpu, cpu * 1000 / units, ms[ms.size() / 2], ms[ms.size() * 99 / 100], ms.back());
  }
  return 0;
}
