// Duplicate deals: for every deal and every ordered pair of different bots (X, Y) and every seat k, one game is
// played with X at seat k and Y at every other seat. Each bot thus sits at every seat equally often, against the
// same cards, and a bot's result for the deal is the mean of its seat scores over those games.
// Annulled deals (all pass, petit sec) count as played, with zero points.
#include "bots/arena.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <string>

namespace tarot {

namespace {

struct Accumulator {
  double sum = 0;
  std::vector<double> perDeal;
  long long seatGames = 0, takes = 0, made = 0;
  std::vector<double> micros;
};

}  // namespace

ArenaResult runArena(const ArenaConfig& config, bool timing) {
  std::vector<ArenaEntrant> entrants;
  for (BotLevel level : config.bots)
    entrants.push_back({botLevelName(level), [level](std::uint64_t seed) { return makeBot(level, seed); }});
  return runArena(config, entrants, timing);
}

ArenaResult runArena(const ArenaConfig& config, const std::vector<ArenaEntrant>& entrants, bool timing) {
  const int n = config.players;
  const int m = int(entrants.size());
  std::vector<Accumulator> acc(m);
  Rules rules;
  rules.players = n;
  for (int d = 0; d < config.deals; ++d) {
    const std::uint64_t dealSeed = config.seed * 1000003ull + std::uint64_t(d);
    const GameState start = GameState::deal(rules, d % n, dealSeed);
    std::vector<double> dealSum(m, 0.0);
    std::vector<int> dealCount(m, 0);
    for (int x = 0; x < m; ++x) {
      for (int y = 0; y < m; ++y) {
        if (m > 1 && x == y) continue;
        for (int k = 0; k < n; ++k) {
          int botOf[kMaxPlayers];
          std::unique_ptr<Bot> seatBots[kMaxPlayers];
          for (int s = 0; s < n; ++s) {
            botOf[s] = s == k ? x : y;
            seatBots[s] = entrants[botOf[s]].make(dealSeed * 31 + std::uint64_t(s * 7 + x * 3 + y));
          }
          GameState g = start;
          while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
            const int seat = g.currentSeat();
            const Observation obs = observe(g, seat);
            const auto t0 = timing ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point();
            const Action a = seatBots[seat]->decide(obs);
            if (timing)
              acc[botOf[seat]].micros.push_back(
                  std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
            if (const Refusal why = g.apply(a)) {
              ArenaResult failed;
              failed.deals = d;
              failed.players = n;
              failed.error = "bot " + entrants[botOf[seat]].name + " attempted an illegal action (" + describe(a) +
                             ") in deal " + std::to_string(d) + ": " + refusalCodeName(why.code);
              return failed;
            }
          }
          const DealResult r = g.result();
          for (int s = 0; s < n; ++s) {
            const int b = botOf[s];
            dealSum[b] += r.scores[s];
            dealCount[b] += 1;
            acc[b].seatGames += 1;
            if (g.phase() == Phase::Over && r.taker == s) {
              acc[b].takes += 1;
              if (r.made) acc[b].made += 1;
            }
          }
          if (m == 1) break;
        }
        if (m == 1) break;
      }
      if (m == 1) break;
    }
    for (int b = 0; b < m; ++b) {
      const double mean = dealCount[b] ? dealSum[b] / dealCount[b] : 0.0;
      acc[b].perDeal.push_back(mean);
      acc[b].sum += mean;
    }
  }
  ArenaResult res;
  res.deals = config.deals;
  res.players = n;
  for (int b = 0; b < m; ++b) {
    ArenaBotStats st;
    st.name = entrants[b].name;
    const double N = double(config.deals);
    st.mean = acc[b].sum / N;
    double var = 0;
    for (double v : acc[b].perDeal) var += (v - st.mean) * (v - st.mean);
    var = config.deals > 1 ? var / (N - 1) : 0;
    const double half = 1.96 * std::sqrt(var / N);
    st.ci95[0] = st.mean - half;
    st.ci95[1] = st.mean + half;
    st.takeRate = acc[b].seatGames ? double(acc[b].takes) / double(acc[b].seatGames) : 0;
    st.successRate = acc[b].takes ? double(acc[b].made) / double(acc[b].takes) : 0;
    auto& mic = acc[b].micros;
    st.decisions = (long long)mic.size();
    if (!mic.empty()) {
      std::sort(mic.begin(), mic.end());
      st.p50Micros = mic[mic.size() / 2];
      st.p99Micros = mic[std::min(mic.size() - 1, mic.size() * 99 / 100)];
    }
    res.bots.push_back(st);
  }
  return res;
}

}  // namespace tarot
