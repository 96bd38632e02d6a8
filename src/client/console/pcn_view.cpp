// PCN by ranking line.
#include "client/console/pcn_view.h"
#include "tournament/pcn.h"
#include <map>

namespace tarot::console {

using namespace tournament;

std::vector<int> rankingPcn(const State& s, const Ranking& r) {
  if (s.start.empty()) return {};
  PcnEvent ev;
  ev.kind = s.settings.formula == Formula::Duo ? PcnKind::Duo : s.settings.formula == Formula::Team4 ? PcnKind::Team4
                                                                                                       : PcnKind::Individual;
  ev.sessionTables = {int(s.start.size())};
  for (const TableSeating& t : s.start) ev.players += t.players();
  const std::vector<int> grid = pcnAttribution(ev);
  std::vector<int> out(r.lines.size(), 0);
  if (ev.kind == PcnKind::Individual) {
    std::vector<int> places;
    for (const PlayerLine& l : r.lines) places.push_back(l.place);
    const std::vector<int> shared = sharePcn(grid, places);
    for (std::size_t i = 0; i < out.size() && i < shared.size(); ++i) out[i] = shared[i];
    return out;
  }
  // Duos and teams: the entrants are the teams, each player receives the team's figure.
  std::vector<int> places;
  for (const TeamLine& t : r.teams) places.push_back(t.place);
  const std::vector<int> shared = sharePcn(grid, places);
  std::map<int, int> byPlayer;
  for (std::size_t i = 0; i < r.teams.size() && i < shared.size(); ++i)
    for (int p : r.teams[i].players) byPlayer[p] = shared[i];
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = byPlayer[r.lines[i].player];
  return out;
}

}  // namespace tarot::console
