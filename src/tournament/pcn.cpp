// The PCN attribution grids (tournaments.md, "PCN": the formula that reproduces every legible printed cell).
#include "tournament/pcn.h"
#include <algorithm>
#include <map>
#include <numeric>
#include <set>

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

int pcnIndexTenths(Competition c) {
  return c == Competition::RegionalFinal ? 18 : c == Competition::RegionalSemiFinal ? 15 : 10;
}

int pcnForPlace(PcnKind kind, int tables, int place, int cap, int indexTenths) {
  if (tables < 1 || place < 1) return 0;
  const Abattement a = pcnAbattement(kind, tables);
  // Fixed point with 18 decimals in 128 bits: every product the grids reach is exact or truncated far below the
  // unit, so the floor is the floor of the exact product.
  constexpr __int128 kScale = 1000000000000000000LL;
  __int128 x = __int128(40 * tables) * kScale;
  for (int k = 1; k < place && x * indexTenths >= __int128(kPcnFloor) * kScale * 10; ++k) x = x * a.num / a.den;
  x = x * std::max(indexTenths, 1) / 10;
  const int figure = int(std::min<__int128>(x / kScale, __int128(1) << 30));
  return std::clamp(figure, kPcnFloor, std::max(cap, kPcnFloor));
}

std::vector<int> pcnAttribution(const PcnEvent& e) {
  const int tables = std::accumulate(e.sessionTables.begin(), e.sessionTables.end(), 0);
  if (e.sessionTables.empty() || tables < 1) return {};
  const int players = e.players > 0 ? e.players : 4 * e.sessionTables[0];
  const int cap = e.regionalChampionship ? kPcnCapRegional : kPcnCap;
  std::vector<int> out;
  for (int place = 1; place <= pcnPlaces(e.kind, players); ++place) out.push_back(pcnForPlace(e.kind, tables, place, cap, e.indexTenths));
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

std::vector<int> sharePp(const std::vector<int>& places) { return sharePcn({regionalPp(1), regionalPp(2), regionalPp(3)}, places); }

namespace {

PcnKind kindOf(Formula f) { return f == Formula::Duo ? PcnKind::Duo : f == Formula::Team4 ? PcnKind::Team4 : PcnKind::Individual; }

// The seating a session starts with: its first position's, or the draw's for the first session not started yet.
const PositionSeating* sessionStart(const State& s, std::size_t session) {
  const PositionState* ps = s.position(s.settings.sessions[session].firstPosition);
  if (ps) return &ps->seating;
  return session == 0 && !s.start.empty() ? &s.start : nullptr;
}

// The players of the first session, and the duos or teams they form.
std::set<int> firstSessionPlayers(const State& s) {
  std::set<int> out;
  if (const PositionSeating* start = sessionStart(s, 0))
    for (const TableSeating& t : *start)
      for (int p : t.seat)
        if (p) out.insert(p);
  return out;
}

}  // namespace

PcnEvent pcnEventOf(const State& s) {
  PcnEvent ev;
  ev.kind = kindOf(s.settings.formula);
  // "il faut compter comme nombre de tables la somme des nombres de tables de chaque séance"
  for (std::size_t k = 0; k < s.settings.sessions.size(); ++k)
    if (const PositionSeating* start = sessionStart(s, k)) ev.sessionTables.push_back(int(start->size()));
  // "La moitié des joueurs ayant participé à la première séance y a droit"
  ev.players = int(firstSessionPlayers(s).size());
  ev.regionalChampionship = regionalLevel(s.settings.competition);
  ev.indexTenths = pcnIndexTenths(s.settings.competition);
  return ev;
}

Rejection pcnHomologation(const State& s) {
  if (s.start.empty() && s.positions.empty()) return refuse(RejectionCode::PcnNotDrawn);
  const std::set<int> players = firstSessionPlayers(s);
  std::set<std::string> teams;
  for (int p : players) teams.insert(s.players[std::size_t(p - 1)].team);
  const Formula f = s.settings.formula;
  const int entrants = f == Formula::Individual ? int(players.size()) : int(teams.size());
  const int minimum = f == Formula::Individual ? kPcnMinPlayers : f == Formula::Duo ? kPcnMinDuos : kPcnMinTeams;
  if (entrants < minimum) return refuse(RejectionCode::PcnTooFew, entrants, minimum, int(f));
  auto hasFive = [](const PositionSeating& seating) {
    return std::any_of(seating.begin(), seating.end(), [](const TableSeating& t) { return t.players() == 5; });
  };
  if (hasFive(s.start)) return refuse(RejectionCode::PcnTablesOf5);
  for (const PositionState& ps : s.positions)
    if (hasFive(ps.seating)) return refuse(RejectionCode::PcnTablesOf5);
  return {};
}

std::vector<Rejection> regionalFinalShortfalls(const State& s) {
  std::vector<Rejection> out;
  if (s.settings.competition != Competition::RegionalFinal) return out;
  std::set<int> players = firstSessionPlayers(s);
  if (players.empty())
    for (const Player& p : s.players)
      if (!p.withdrawn) players.insert(p.id);
  std::set<std::string> teams;
  for (int p : players) teams.insert(s.players[std::size_t(p - 1)].team);
  const Formula f = s.settings.formula;
  const int article = f == Formula::Individual ? 2 : f == Formula::Duo ? 8 : 14;
  const int entrants = f == Formula::Individual ? int(players.size()) : int(teams.size());
  const int minimum = f == Formula::Individual ? kFinalMinPlayers : f == Formula::Duo ? kFinalMinDuos : kFinalMinTeams;
  if (entrants < minimum) out.push_back(refuse(RejectionCode::FinalTooFew, entrants, minimum, article));
  const std::vector<Session>& sessions = s.settings.sessions;
  int shortest = 0;
  for (std::size_t k = 0; k < sessions.size(); ++k) {
    const int end = k + 1 < sessions.size() ? sessions[k + 1].firstPosition : s.settings.positions + 1;
    const int deals = std::max(0, end - sessions[k].firstPosition) * s.settings.dealsPerPosition;
    shortest = k == 0 ? deals : std::min(shortest, deals);
  }
  if (int(sessions.size()) < kFinalMinSessions || shortest < kFinalMinSessionDeals)
    out.push_back(refuse(RejectionCode::FinalSessions, int(sessions.size()), shortest, article));
  return out;
}

RankingPcn tournamentPcn(const State& s, const Ranking& r) {
  RankingPcn out;
  out.refusal = pcnHomologation(s);
  if (out.refusal) return out;
  const PcnEvent ev = pcnEventOf(s);
  const std::vector<int> grid = pcnAttribution(ev);
  const bool pp = s.settings.competition == Competition::RegionalFinal;
  std::map<int, int> byPlayer, ppByPlayer;
  std::vector<int> places;
  if (ev.kind == PcnKind::Individual) {
    for (const PlayerLine& l : r.lines) places.push_back(l.place);
  } else {
    for (const TeamLine& t : r.teams) places.push_back(t.place);
  }
  const std::vector<int> shared = sharePcn(grid, places);
  const std::vector<int> sharedPp = pp ? sharePp(places) : std::vector<int>(places.size(), 0);
  if (ev.kind == PcnKind::Individual) {
    for (std::size_t i = 0; i < r.lines.size(); ++i)
      byPlayer[r.lines[i].player] = shared[i], ppByPlayer[r.lines[i].player] = sharedPp[i];
  } else {
    // Duos and teams: the entrants are the teams, each player receives the team's figure.
    out.teams = shared;
    for (std::size_t i = 0; i < r.teams.size(); ++i)
      for (int p : r.teams[i].players) byPlayer[p] = shared[i], ppByPlayer[p] = sharedPp[i];
  }
  for (const PlayerLine& l : r.lines) {
    int figure = byPlayer[l.player], points = ppByPlayer[l.player];
    if ((figure || points) && s.players[std::size_t(l.player - 1)].licence.empty()) figure = points = 0, ++out.unlicensed;
    out.figures.push_back(figure);
    out.pp.push_back(points);
  }
  return out;
}

}  // namespace tarot::tournament
