// The draw of start positions, seeded by the engine's Rng so that a seed gives the same draw everywhere.
#include "tournament/draw.h"
#include "engine/rng.h"
#include <algorithm>
#include <map>

namespace tarot::tournament {

PositionSeating emptyStart(int players, bool tablesOf5) {
  if (tablesOf5 && players >= 4) {
    const int tables = players / 4, fifths = players % 4;
    if (fifths > tables) return {};
    PositionSeating s(static_cast<std::size_t>(tables));
    for (int t = 0; t < tables; ++t) {
      for (int o = North; o <= West; ++o) s[std::size_t(t)].seat[o] = -1;
      if (t >= tables - fifths) s[std::size_t(t)].seat[Fifth] = -1;
    }
    return s;
  }
  if (players < 3) return {};
  const int tables = (players + 3) / 4;
  const int ofThree = tables * 4 - players;
  if (ofThree > tables) return {};
  PositionSeating s(static_cast<std::size_t>(tables));
  for (int t = 0; t < tables; ++t) {
    for (int o = North; o <= West; ++o) s[std::size_t(t)].seat[o] = -1;
    if (t >= tables - ofThree) s[std::size_t(t)].seat[North] = 0;
  }
  return s;
}

namespace {

using Slot = std::pair<int, int>;  // table index, orientation

std::vector<int> activePlayers(const State& s) {
  std::vector<int> out;
  for (const Player& p : s.players)
    if (!p.withdrawn) out.push_back(p.id);
  return out;
}

void shuffle(Rng* rng, std::vector<int>* v) {
  if (!v->empty()) rng->shuffle(v->data(), int(v->size()));
}

// Individual: the champion North at table 1, the chosen orientations drawn among their seats, the rest at random.
Rejection drawIndividual(const State& s, const DrawRequest& rq, PositionSeating* out) {
  std::vector<int> players = activePlayers(s);
  PositionSeating seating = emptyStart(int(players.size()), s.settings.tablesOf5);
  if (seating.empty()) return refuse(RejectionCode::TooFewPlayers, int(players.size()));
  Rng rng(rq.seed);
  std::vector<bool> placed(s.players.size() + 1, false);
  if (rq.champion) {
    if (std::find(players.begin(), players.end(), rq.champion) == players.end())
      return refuse(RejectionCode::ChampionUnknown);
    if (seating[0].seat[North] != -1) return refuse(RejectionCode::TableOneNoNorth);
    seating[0].seat[North] = rq.champion;
    placed[std::size_t(rq.champion)] = true;
  }
  for (int o = North; o <= West && rq.method == DrawMethod::Chosen; ++o) {
    std::vector<int> askers, seats;
    for (const auto& c : rq.chosen)
      if (c.second == o && !placed[std::size_t(c.first)]) askers.push_back(c.first), placed[std::size_t(c.first)] = true;
    for (std::size_t t = 0; t < seating.size(); ++t)
      if (seating[t].seat[o] == -1) seats.push_back(int(t));
    if (askers.size() > seats.size())
      return refuse(RejectionCode::ChosenTooMany, int(askers.size()), o, int(seats.size()));
    shuffle(&rng, &seats);
    for (std::size_t i = 0; i < askers.size(); ++i) seating[std::size_t(seats[i])].seat[o] = askers[i];
  }
  std::vector<int> rest;
  for (int p : players)
    if (!placed[std::size_t(p)]) rest.push_back(p);
  shuffle(&rng, &rest);
  std::size_t next = 0;
  for (TableSeating& t : seating)
    for (int& seat : t.seat)
      if (seat == -1) seat = rest[next++];
  *out = seating;
  return {};
}

// Teams: a duo takes N/S or E/W of one table, a team of 4 a whole table; the champion team first.
Rejection drawTeams(const State& s, const DrawRequest& rq, PositionSeating* out) {
  const std::size_t size = s.settings.formula == Formula::Duo ? 2 : 4;
  std::map<std::string, std::vector<int>> members;
  std::vector<std::string> order;
  for (int p : activePlayers(s)) {
    const std::string& team = s.players[std::size_t(p - 1)].team;
    if (members[team].empty()) order.push_back(team);
    members[team].push_back(p);
  }
  std::vector<int> units;  // team indices into `order`
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (members[order[i]].size() != size)
      return refuseWith(RejectionCode::TeamSize, order[i], int(members[order[i]].size()), int(size));
    units.push_back(int(i));
  }
  if (units.size() * size % 4 != 0) return refuse(RejectionCode::TeamsDoNotFill);
  Rng rng(rq.seed);
  shuffle(&rng, &units);
  if (rq.champion) {
    const std::string& team = s.players[std::size_t(rq.champion - 1)].team;
    const auto it = std::find_if(units.begin(), units.end(), [&](int u) { return order[std::size_t(u)] == team; });
    if (it == units.end()) return refuse(RejectionCode::ChampionUnknown);
    std::rotate(units.begin(), it, it + 1);
  }
  PositionSeating seating(units.size() * size / 4);
  for (std::size_t u = 0; u < units.size(); ++u) {
    const std::vector<int>& m = members[order[std::size_t(units[u])]];
    for (std::size_t k = 0; k < size; ++k) {
      const std::size_t seat = (u * size + k) % 4;
      seating[u * size / 4].seat[seat] = m[k];
    }
  }
  *out = seating;
  return {};
}

}  // namespace

bool championPlaced(const State& s, const PositionSeating& start, int champion) {
  if (start.empty()) return false;
  const TableSeating& one = start[0];
  if (s.settings.formula == Formula::Individual || champion < 1 || champion > int(s.players.size()))
    return one.seat[North] == champion;
  const std::string& team = s.players[std::size_t(champion - 1)].team;
  const int seats = s.settings.formula == Formula::Duo ? 2 : 4;
  for (int o = North; o < seats; ++o) {
    const int p = one.seat[std::size_t(o)];
    if (p < 1 || p > int(s.players.size()) || s.players[std::size_t(p - 1)].team != team) return false;
  }
  return true;
}

Rejection drawStartPositions(const State& s, const DrawRequest& rq, PositionSeating* out) {
  if (rq.champion && (rq.champion < 1 || rq.champion > int(s.players.size())))
    return refuse(RejectionCode::ChampionUnknown);
  for (const auto& c : rq.chosen)
    if (c.first < 1 || c.first > int(s.players.size()) || c.second < North || c.second > West)
      return refuse(RejectionCode::ChosenUnknown);
  if (rq.method == DrawMethod::Manual) {
    std::vector<int> seen(s.players.size() + 1, 0);
    for (const TableSeating& t : rq.manual)
      for (int p : t.seat)
        if (p >= 1 && p <= int(s.players.size())) ++seen[std::size_t(p)];
    for (int p : activePlayers(s))
      if (seen[std::size_t(p)] != 1) return refuse(RejectionCode::PlacedTimes, p, seen[std::size_t(p)]);
    if (rq.champion && !championPlaced(s, rq.manual, rq.champion))
      return refuse(RejectionCode::ChampionNorth);
    *out = rq.manual;
    return {};
  }
  if (s.settings.formula != Formula::Individual) {
    if (rq.method == DrawMethod::Chosen) return refuse(RejectionCode::TeamsNoOrientation);
    return drawTeams(s, rq, out);
  }
  return drawIndividual(s, rq, out);
}

}  // namespace tarot::tournament
