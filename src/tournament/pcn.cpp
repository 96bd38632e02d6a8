// The PCN attribution grids (tournaments.md, "PCN": the formula that reproduces every legible printed cell).
#include "tournament/pcn.h"
#include <algorithm>
#include <numeric>

namespace tarot::tournament {

namespace {

// The individual abattement in hundredths: 0.69 at 3 tables, 0.70 at 4, + 0.01 a table, 0.95 at most (0.5 at
// least, never reached from 1 table).
long long individualHundredths(int tables) { return std::clamp(66LL + tables, 50LL, 95LL); }

}  // namespace

Abattement pcnAbattement(PcnKind kind, int tables) {
  const long long n = individualHundredths(tables);
  if (kind == PcnKind::Individual) return {n, 100};
  if (kind == PcnKind::Duo) {
    // 0.95² = 0.9025 at most, 0.5 at least (0.69² and 0.70² fall under it).
    if (2 * n * n < 10000) return {1, 2};
    return {n * n, 10000};
  }
  // Teams of 4: the fourth power, "0.95⁴ = 0.815 maxi et 0.5 mini" (0.815 is 0.8145 rounded: the printed cells
  // at 30 tables, 977 and 796, need the exact power).
  if (2 * n * n * n * n < 100000000LL) return {1, 2};
  return {n * n * n * n, 100000000LL};
}

int pcnPlaces(PcnKind kind, int players) {
  if (players <= 0) return 0;
  if (kind == PcnKind::Individual) return players / 2;
  if (kind == PcnKind::Duo) return players / 2 / 2;
  const int teams = players / 4;
  return (teams + 1) / 2;
}

int pcnForPlace(PcnKind kind, int tables, int place, int cap) {
  if (tables < 1 || place < 1) return 0;
  const Abattement a = pcnAbattement(kind, tables);
  // Fixed point with 18 decimals in 128 bits: every product the grids reach is exact or truncated far below the
  // unit, so the floor is the floor of the exact product.
  constexpr __int128 kScale = 1000000000000000000LL;
  __int128 x = __int128(40 * tables) * kScale;
  for (int k = 1; k < place && x >= __int128(kPcnFloor) * kScale; ++k) x = x * a.num / a.den;
  const int figure = int(std::min<__int128>(x / kScale, __int128(1) << 30));
  return std::clamp(figure, kPcnFloor, std::max(cap, kPcnFloor));
}

std::vector<int> pcnAttribution(const PcnEvent& e) {
  const int tables = std::accumulate(e.sessionTables.begin(), e.sessionTables.end(), 0);
  if (e.sessionTables.empty() || tables < 1) return {};
  const int players = e.players > 0 ? e.players : 4 * e.sessionTables[0];
  const int cap = e.regionalChampionship ? kPcnCapRegional : kPcnCap;
  std::vector<int> out;
  for (int place = 1; place <= pcnPlaces(e.kind, players); ++place) out.push_back(pcnForPlace(e.kind, tables, place, cap));
  return out;
}

std::vector<int> sharePcn(const std::vector<int>& attribution, const std::vector<int>& places) {
  std::vector<int> out(places.size(), 0);
  auto figure = [&](std::size_t place) { return place >= 1 && place <= attribution.size() ? attribution[place - 1] : 0; };
  for (std::size_t i = 0; i < places.size();) {
    std::size_t j = i;
    while (j < places.size() && places[j] == places[i]) ++j;  // entrants i..j-1 share places i+1..j
    long long sum = 0;
    for (std::size_t k = i; k < j; ++k) sum += figure(k + 1);
    const long long n = (long long)(j - i);
    for (std::size_t k = i; k < j; ++k) out[k] = int((sum + n - 1) / n);
    i = j;
  }
  return out;
}

int regionalPp(int place) { return place >= 1 && place <= 3 ? 4 - place : 0; }

}  // namespace tarot::tournament
