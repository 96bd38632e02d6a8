// The person's statistics across the kept matches, and a match's running totals.
#include "client/statistics.h"
#include <algorithm>

namespace tarot::client {

int Statistics::totalTakes() const {
  int n = 0;
  for (const TakeStats& t : takes) n += t.takes;
  return n;
}

int Statistics::totalMade() const {
  int n = 0;
  for (const TakeStats& t : takes) n += t.made;
  return n;
}

void addMatch(Statistics* s, const Match& m, const std::string& id, const std::string& date) {
  MatchLine line;
  line.id = id;
  line.date = date;
  line.people = m.settings().people;
  for (const DealEntry& e : m.history()) {
    if (e.number == 0) continue;  // annulled: no score, no take
    const int seat = e.seating.seatOfPerson[0];
    if (seat < 0) { ++s->sittingOut; continue; }
    ++line.deals;
    ++s->deals;
    s->scoreSum += e.personScores[0];
    if (e.personScores[0] > 0) ++s->dealsWon;
    if (e.result.taker == seat) {
      const int c = int(e.result.contract);
      if (c > 0 && c < int(s->takes.size())) {
        ++s->takes[size_t(c)].takes;
        if (e.result.made) ++s->takes[size_t(c)].made;
      }
    }
  }
  line.total = m.totals()[0];
  std::vector<int> places;
  const std::vector<int> order = m.ranking(&places);
  for (size_t i = 0; i < order.size(); ++i)
    if (order[i] == 0) line.place = places[i];
  if (line.place == 1) ++s->wins;
  ++s->matches;
  s->lines.push_back(line);
  const int k = int(s->lines.size()) - 1;
  // Ties keep the earlier match.
  if (s->bestIndex < 0 || line.total > s->lines[size_t(s->bestIndex)].total) s->bestIndex = k;
  if (s->worstIndex < 0 || line.total < s->lines[size_t(s->worstIndex)].total) s->worstIndex = k;
}

Statistics computeStatistics(const SavedGames& games, const GamesIndex& index, std::vector<RunningTotals>* charts) {
  Statistics s;
  for (const SavedGame& g : index.games) {
    Match m;
    std::string why;
    if (games.open(g.id, 0.0, &m, &why) || !m.matchOver()) { ++s.unreadable; continue; }
    addMatch(&s, m, g.id, g.date);
    if (charts) charts->push_back(runningTotals(m));
  }
  return s;
}

RunningTotals runningTotals(const Match& m) {
  RunningTotals r;
  r.people = m.settings().people;
  for (int p = 0; p < r.people; ++p) {
    r.names[size_t(p)] = m.settings().names[size_t(p)];
    r.totals[size_t(p)].push_back(0);
  }
  std::array<int, kMaxPlayers> run{};
  for (const DealEntry& e : m.history()) {
    if (e.number == 0) continue;
    for (int p = 0; p < r.people; ++p) {
      run[size_t(p)] += e.personScores[size_t(p)];
      r.totals[size_t(p)].push_back(run[size_t(p)]);
      r.minValue = std::min(r.minValue, run[size_t(p)]);
      r.maxValue = std::max(r.maxValue, run[size_t(p)]);
    }
  }
  return r;
}

}  // namespace tarot::client
