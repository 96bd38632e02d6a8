// tarot-cli season bench [--nights N] [--players P] [--runs R] [--seed S] [--json]: the benchmark, a season
// of 40 nights x 100 players (6 positions of 4 deals each, the players drawn to tables at random, sheets of totals)
// built in memory, then every championship a club keeps ranked from the nights' documents (each night's final
// ranking and PCN computed once, then the five rules), R times: the time of one ranking of all the championships
// (median and worst), as docs/PERFORMANCE.md reports it.
#include "cli/cli_common.h"
#include "cli/season_cli.h"
#include "engine/rng.h"
#include "record/json.h"
#include "season/championship.h"
#include "tournament/events.h"
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>

namespace tarot::cli {

namespace {

using namespace tarot::season;
using namespace tarot::tournament;

// A night of `players` (a multiple of 4) over `positions` positions: random seatings, each table's totals random
// multiples of 10 summing to zero, each position closed.
Night benchNight(int index, int players, int positions, Rng* rng) {
  Settings s;
  s.positions = positions;
  s.dealsPerPosition = 4;
  s.movements.assign(std::size_t(positions), "random");
  Night n;
  n.id = "bench-" + std::to_string(index + 1);
  n.date = "2026-10-01";
  Document& d = n.document;
  d.append(createEvent(n.id, s), 1, "bench");
  for (int p = 1; p <= players; ++p) {
    d.append(registerEvent("Joueur " + std::to_string(p), "L" + std::to_string(p), "Club"), 2, "bench");
    n.members.push_back(p);
  }
  std::vector<int> order(static_cast<std::size_t>(players));
  for (int p = 0; p < players; ++p) order[std::size_t(p)] = p + 1;
  for (int pos = 1; pos <= positions; ++pos) {
    rng->shuffle(order.data(), players);
    PositionSeating seating(std::size_t(players / 4));
    for (int i = 0; i < players; ++i) seating[std::size_t(i / 4)].seat[std::size_t(i % 4)] = order[std::size_t(i)];
    d.append(startPositionEvent(pos, seating), 3, "bench");
    for (int t = 0; t < players / 4; ++t) {
      TableSheet sheet;
      sheet.totalsOnly = true;
      sheet.dealsPlayed = 4;
      int sum = 0;
      for (int o = 0; o < 3; ++o) sum += sheet.totals[std::size_t(o)] = (int(rng->below(81)) - 40) * 10;
      sheet.totals[3] = -sum;
      d.append(sheetEvent(pos, t + 1, sheet), 4, "bench");
    }
    d.append(closePositionEvent(pos), 5, "bench");
  }
  return n;
}

std::vector<Championship> benchChampionships(int nights) {
  std::vector<Championship> out(5);
  out[0].id = "general";
  out[1].id = "places", out[1].score = Score::Places, out[1].placePoints = {25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
  out[2].id = "best", out[2].bestOf = std::max(1, nights * 3 / 4);
  out[3].id = "pcn", out[3].score = Score::Pcn;
  out[4].id = "qualification", out[4].qualify = 16, out[4].ties = Ties::Article29;
  return out;
}

bool intOption(const SeasonArgs& a, const char* name, int low, int high, int* out, std::string* why) {
  if (!a.has(name)) return true;
  char* end = nullptr;
  const long v = std::strtol(a.get(name).c_str(), &end, 10);
  if (a.get(name).empty() || *end || v < low || v > high)
    return *why = std::string(name) + " needs a whole number from " + std::to_string(low) + " to " + std::to_string(high), false;
  *out = int(v);
  return true;
}

}  // namespace

int cmdSeasonBench(const SeasonArgs& a) {
  int nights = 40, players = 100, runs = 20, seed = 1;
  std::string why;
  if (!intOption(a, "--nights", 1, 400, &nights, &why) || !intOption(a, "--players", 12, 400, &players, &why) ||
      !intOption(a, "--runs", 1, 1000, &runs, &why) || !intOption(a, "--seed", 0, 1 << 30, &seed, &why))
    return seasonBad(why);
  if (players % 4) return seasonBad("--players must be a multiple of 4 (tables of 4)");
  Rng rng(static_cast<std::uint64_t>(seed));
  Season season;
  season.name = "bench";
  season.startYear = 2026;
  for (int n = 0; n < nights; ++n) season.nights.push_back(benchNight(n, players, 6, &rng));
  season.championships = benchChampionships(nights);
  Register reg;
  for (int p = 1; p <= players; ++p) {
    Member m;
    m.id = p;
    m.name = "Joueur " + std::to_string(p);
    m.licence = "L" + std::to_string(p);
    m.serie = 1 + p % 4;
    reg.members.push_back(m);
  }
  reg.nextId = players + 1;
  // Each run: the nights' results (the tournament library's final rankings and PCN), then the championships.
  std::vector<double> ms, nightsMs;
  std::size_t lines = 0;
  const std::clock_t cpuStart = std::clock();
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<NightResult> results = seasonResults(reg, season);
    const auto between = std::chrono::steady_clock::now();
    lines = 0;
    for (const Championship& c : season.championships) lines += rankChampionship(reg, season, c, results).lines.size();
    const auto end = std::chrono::steady_clock::now();
    ms.push_back(std::chrono::duration<double, std::milli>(end - start).count());
    nightsMs.push_back(std::chrono::duration<double, std::milli>(between - start).count());
  }
  const double cpuMs = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC / runs;  // the process's CPU time
  std::sort(ms.begin(), ms.end());
  std::sort(nightsMs.begin(), nightsMs.end());
  const double median = ms[ms.size() / 2], worst = ms.back(), nightsMedian = nightsMs[nightsMs.size() / 2];
  if (a.has("--json")) {
    json::Value o = json::Value::object();
    o.set("nights", nights).set("players", players).set("championships", int(season.championships.size()));
    o.set("runs", runs).set("lines", int(lines)).set("median_ms", median).set("worst_ms", worst);
    o.set("nights_median_ms", nightsMedian).set("cpu_ms", cpuMs);
    std::printf("%s\n", o.dump().c_str());
  } else {
    std::printf("season of %d nights x %d players (6 positions x 4 deals), %zu championships, %zu lines: "
                "median %.2f ms (the nights' results %.2f ms), worst %.2f ms, CPU %.2f ms a run, over %d runs\n",
                nights, players, season.championships.size(), lines, median, nightsMedian, worst, cpuMs, runs);
  }
  return 0;
}

}  // namespace tarot::cli
