#include "season/season.h"
#include "season/championship.h"
#include "tournament/pcn.h"
#include <cstdio>

namespace tarot::season {

using namespace tournament;

int seasonOf(const std::string& date) {
  int y = 0, m = 0, d = 0;
  char tail = 0;
  if (date.size() != 10 || std::sscanf(date.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3) return -1;
  if (date[4] != '-' || date[7] != '-' || y < 1900 || m < 1 || m > 12 || d < 1 || d > 31) return -1;
  return m >= 9 ? y : y - 1;
}

std::string seasonName(int startYear) { return std::to_string(startYear) + "-" + std::to_string(startYear + 1); }

int seasonStart(const std::string& name) {
  int y = 0, next = 0;
  char tail = 0;
  if (name.size() != 9 || name[4] != '-' || std::sscanf(name.c_str(), "%4d-%4d%c", &y, &next, &tail) != 2) return -1;
  return y >= 1900 && y <= 9998 && next == y + 1 && seasonName(y) == name ? y : -1;
}

const Season* findSeason(const Club& club, int startYear) {
  for (const Season& s : club.seasons)
    if (s.startYear == startYear) return &s;
  return nullptr;
}

const Season* findSeason(const Club& club, const std::string& name) {
  for (const Season& s : club.seasons)
    if (s.name == name || std::to_string(s.startYear) == name) return &s;
  return nullptr;
}

const Member* memberOf(const Register& reg, int id) {
  // A chain of merges ends at a live entry; a loop (a damaged file) stops after as many steps as entries.
  for (std::size_t steps = 0; id > 0 && steps <= reg.members.size(); ++steps) {
    const Member* m = nullptr;
    if (std::size_t(id) <= reg.members.size() && reg.members[std::size_t(id - 1)].id == id) {
      m = &reg.members[std::size_t(id - 1)];
    } else {
      for (const Member& x : reg.members)
        if (x.id == id) m = &x;
    }
    if (!m) return nullptr;
    if (m->mergedInto == 0) return m;
    id = m->mergedInto;
  }
  return nullptr;
}

namespace {

// The register entry of a night's player: the one the night names, else the live entry with the player's licence.
const Member* entryOf(const Register& reg, const Night& night, int player) {
  if (player >= 1 && std::size_t(player) <= night.members.size())
    if (const Member* m = memberOf(reg, night.members[std::size_t(player - 1)])) return m;
  const auto& players = night.document.state().players;
  if (player < 1 || std::size_t(player) > players.size()) return nullptr;
  const std::string& licence = players[std::size_t(player - 1)].licence;
  if (licence.empty()) return nullptr;
  for (const Member& m : reg.members)
    if (m.mergedInto == 0 && m.licence == licence) return &m;
  return nullptr;
}

}  // namespace

namespace {

// The person's key given the player's register entry (nullptr: none).
std::string personKey(const Member* m, const Player& p) {
  if (m) return "m" + std::to_string(m->id);
  if (!p.licence.empty()) return "l" + p.licence;
  return "n" + foldName(p.name);
}

}  // namespace

std::string personOf(const Register& reg, const Night& night, int player) {
  const auto& players = night.document.state().players;
  if (player < 1 || std::size_t(player) > players.size()) return std::string();
  return personKey(entryOf(reg, night, player), players[std::size_t(player - 1)]);
}

int positionsClosed(const State& s) {
  int closed = 0;
  while (closed < int(s.positions.size()) && s.positions[std::size_t(closed)].closed) ++closed;
  return closed;
}

namespace {

NightLine lineOf(const Register& reg, const Night& night, const PlayerLine& l) {
  NightLine out;
  out.player = l.player;
  const Player& p = night.document.state().players[std::size_t(l.player - 1)];
  const Member* m = entryOf(reg, night, l.player);
  out.person = personKey(m, p);
  out.name = m ? m->name : p.name;
  out.licence = m && !m->licence.empty() ? m->licence : p.licence;
  out.member = m ? m->id : 0;
  out.place = l.place;
  out.shared = l.shared;
  out.points = l.points;
  out.bestPosition = l.bestPosition;
  out.contractsMade = l.contractsMade;
  out.gardeSansMade = l.gardeSansMade;
  out.gardeContreMade = l.gardeContreMade;
  out.stage = l.stage;
  out.withdrawn = l.withdrawn;
  return out;
}

}  // namespace

NightResult nightResult(const Register& reg, const Season& season, int index) {
  NightResult out;
  out.index = index;
  if (index < 0 || std::size_t(index) >= season.nights.size()) return out;
  const Night& night = season.nights[std::size_t(index)];
  const State& s = night.document.state();
  out.positionsClosed = positionsClosed(s);
  if (night.annulled || out.positionsClosed == 0) return out;
  out.counts = true;
  const Ranking r = rankAfter(s, out.positionsClosed);
  const RankingPcn pcn = tournamentPcn(s, r);
  out.pcnRefusal = pcn.refusal;
  out.lines.reserve(r.lines.size());
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    if (r.lines[i].stage < 0) continue;  // registered, never seated: not of the night
    NightLine l = lineOf(reg, night, r.lines[i]);
    if (i < pcn.figures.size()) l.pcn = pcn.figures[i];
    if (i < pcn.pp.size()) l.pp = pcn.pp[i];
    out.lines.push_back(std::move(l));
  }
  for (std::size_t i = 0; i < r.teams.size(); ++i) {
    const TeamLine& t = r.teams[i];
    NightTeamLine l;
    l.team = t.team;
    l.key = foldName(t.team);
    l.players = t.players;
    l.place = t.place;
    l.shared = t.shared;
    l.points = t.points;
    l.pcn = i < pcn.teams.size() ? pcn.teams[i] : 0;
    l.bestPosition = t.bestPosition;
    l.contractsMade = t.contractsMade;
    l.gardeSansMade = t.gardeSansMade;
    l.gardeContreMade = t.gardeContreMade;
    l.withdrawn = t.withdrawn;
    out.teams.push_back(std::move(l));
  }
  return out;
}

std::vector<NightResult> seasonResults(const Register& reg, const Season& season) {
  std::vector<NightResult> out;
  out.reserve(season.nights.size());
  for (std::size_t i = 0; i < season.nights.size(); ++i) out.push_back(nightResult(reg, season, int(i)));
  return out;
}

}  // namespace tarot::season
