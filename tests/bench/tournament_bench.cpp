// The time to rank a large club tournament: 150 tables (600 players), 6 positions of 4 deals, random deals a real
// deal can give, seated by the FFT's base rotation; the file is written for `tarot-cli tournament rank` too.
// Usage: tournament_bench OUT.json [tables] [repeats]. Prints the load (replay of the file) and ranking times.
#include "tournament/ranking.h"
#include "tournament/tournament_helpers.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

int main(int argc, char** argv) {
  if (argc < 2) return std::fprintf(stderr, "usage: tournament_bench OUT.json [tables] [repeats]\n"), 2;
  const int tables = argc > 2 ? std::atoi(argv[2]) : 150, repeats = argc > 3 ? std::atoi(argv[3]) : 20;
  const int positions = 6, deals = 4;
  Document d = newTournament(settingsOf(positions, deals), 4 * tables);
  Rng rng(2024);
  for (int p = 1; p <= positions; ++p) {
    const PositionSeating seating = rotation(tables, p);
    d.append(startPositionEvent(p, seating), p, "arbitre");
    for (int t = 1; t <= tables; ++t) d.append(sheetEvent(p, t, randomSheet(&rng, 4, deals)), p, "saisie");
  }
  const std::string file = d.toJson();
  std::ofstream(argv[1]) << file;
  using Clock = std::chrono::steady_clock;
  std::vector<double> load, rank;
  for (int i = 0; i < repeats; ++i) {
    const auto t0 = Clock::now();
    Document back;
    if (!back.loadJson(file).empty()) return std::fprintf(stderr, "the file does not load\n"), 1;
    const auto t1 = Clock::now();
    const Ranking r = rankAfter(back.state(), positions);
    const auto t2 = Clock::now();
    if (r.lines.size() != std::size_t(4 * tables) || !r.issues.empty()) return std::fprintf(stderr, "bad ranking\n"), 1;
    load.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    rank.push_back(std::chrono::duration<double, std::milli>(t2 - t1).count());
  }
  std::sort(load.begin(), load.end());
  std::sort(rank.begin(), rank.end());
  std::printf("%d tables, %d players, %d positions of %d deals, %zu events, file %zu bytes\n", tables, 4 * tables,
              positions, deals, d.events().size(), file.size());
  std::printf("load (replay of the file): median %.2f ms, min %.2f ms\n", load[load.size() / 2], load[0]);
  std::printf("rank (final ranking):      median %.2f ms, min %.2f ms\n", rank[rank.size() / 2], rank[0]);
  return 0;
}
