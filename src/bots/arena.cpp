// Duplicate deals: for every deal and every ordered pair of different bots (X, Y) and every seat k, one game is
// played with X at seat k and Y at every other seat. Each bot thus sits at every seat equally often, against the
// same cards, and a bot's result for the deal is the mean of its seat scores over those games.
// Annulled deals (all pass, petit sec) count as played, with zero points.
#include "bots/arena.h"
#include "bots/search_bot.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <string>

namespace tarot {

namespace {

struct Accumulator {
  double sum = 0;
  std::vector<double> perDeal;
  long long seatGames = 0, takes = 0, made = 0;
  long long takesBy[5] = {0, 0, 0, 0, 0}, madeBy[5] = {0, 0, 0, 0, 0};
  std::vector<double> micros, cpuMicros;
};

ArenaEntrant searchEntrant(const std::string& name, SearchSettings settings) {
  ArenaEntrant e;
  e.name = name;
  e.make = [settings](std::uint64_t seed) { return std::make_unique<SearchBot>(seed, settings); };
  return e;
}

}  // namespace

bool parseEntrant(const std::string& name, ArenaEntrant* out) {
  BotLevel level;
  if (parseBotLevel(name, &level)) {
    out->name = name;
    out->make = [level](std::uint64_t seed) { return makeBot(level, seed); };
    out->reveal = nullptr;
    return true;
  }
  if (name == "expert-v1") { *out = searchEntrant(name, expertV1Settings()); return true; }
  if (name == "oracle") {
    *out = searchEntrant(name, expertSettings());
    out->reveal = [](Bot& bot, const GameState& truth) { static_cast<SearchBot&>(bot).revealDeal(truth); };
    return true;
  }
  const std::string prefix = "expert:";
  if (name.compare(0, prefix.size(), prefix) != 0) return false;
  SearchSettings s = expertSettings();
  size_t pos = prefix.size();
  while (pos < name.size()) {
    size_t end = name.find(',', pos);
    if (end == std::string::npos) end = name.size();
    const std::string item = name.substr(pos, end - pos);
    const size_t eq = item.find('=');
    if (eq == std::string::npos) return false;
    const std::string key = item.substr(0, eq);
    char* stop = nullptr;
    const long v = std::strtol(item.c_str() + eq + 1, &stop, 10);
    if (*stop || eq + 1 == item.size() || v < -1000 || v > 1000000) return false;
    if (key == "card") s.cardPlayouts = int(v);
    else if (key == "ecart") s.ecartPlayouts = int(v);
    else if (key == "variants") s.ecartVariants = int(v);
    else if (key == "bid") s.bidDeals = int(v);
    else if (key == "announce") s.announceDeals = int(v);
    else if (key == "infer") s.inferFromBids = v != 0;
    else if (key == "plays") s.playInference = int(v);
    else if (key == "bias") s.bidPassBias = int(v);
    else if (key == "endgame") s.endgameCards = int(v);
    else if (key == "work") s.workBudget = v;
    else return false;
    pos = end + 1;
  }
  *out = searchEntrant(name, s);
  return true;
}

ArenaResult runArena(const ArenaConfig& config, bool timing) {
  std::vector<ArenaEntrant> entrants;
  for (BotLevel level : config.bots)
    entrants.push_back({botLevelName(level), [level](std::uint64_t seed) { return makeBot(level, seed); }, nullptr});
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
            const std::clock_t c0 = timing ? std::clock() : 0;
            if (entrants[botOf[seat]].reveal) entrants[botOf[seat]].reveal(*seatBots[seat], g);
            const Action a = seatBots[seat]->decide(obs);
            if (timing) {
              acc[botOf[seat]].micros.push_back(
                  std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count());
              acc[botOf[seat]].cpuMicros.push_back(double(std::clock() - c0) * 1e6 / CLOCKS_PER_SEC);
            }
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
              acc[b].takesBy[int(r.contract)] += 1;
              if (r.made) { acc[b].made += 1; acc[b].madeBy[int(r.contract)] += 1; }
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
    for (int c = 1; c < 5; ++c) {
      st.takeRateBy[c] = acc[b].seatGames ? double(acc[b].takesBy[c]) / double(acc[b].seatGames) : 0;
      st.successRateBy[c] = acc[b].takesBy[c] ? double(acc[b].madeBy[c]) / double(acc[b].takesBy[c]) : 0;
    }
    auto& mic = acc[b].micros;
    st.decisions = (long long)mic.size();
    if (!mic.empty()) {
      std::sort(mic.begin(), mic.end());
      st.p50Micros = mic[mic.size() / 2];
      st.p99Micros = mic[std::min(mic.size() - 1, mic.size() * 99 / 100)];
      auto& cpu = acc[b].cpuMicros;
      std::sort(cpu.begin(), cpu.end());
      st.p50CpuMicros = cpu[cpu.size() / 2];
      st.p99CpuMicros = cpu[std::min(cpu.size() - 1, cpu.size() * 99 / 100)];
    }
    res.bots.push_back(st);
  }
  return res;
}

}  // namespace tarot
