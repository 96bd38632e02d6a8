// Rankings: the sheets scored per position, the recap per orientation, the order of places.
//
// By total points or by the sum of position bilans: the rulebook gives both ways of adding ("par addition des points
// obtenus à chaque donne, ou par addition des bilans obtenus à chaque position"); a position's bilan is the sum of
// its deals, so both give the same figure, and a sheet entered as totals only has its bilans alone.
// Article 29 is read as: the best score on one position, then the most contracts made as taker, then the most
// sur-contrats made (chapter 4 names garde sans and garde contre so), the higher first: garde contre, then garde sans.
#include "tournament/ranking.h"
#include "tournament/table_sheet.h"
#include <algorithm>
#include <climits>
#include <map>

namespace tarot::tournament {

std::string Issue::text() const {
  const std::string where = "position " + std::to_string(position);
  switch (kind) {
    case Kind::PositionNotStarted: return where + ": not started";
    case Kind::SheetMissing: return where + ", table " + std::to_string(table) + ": the sheet is missing";
    case Kind::DealCount:
      return where + ", table " + std::to_string(table) + ": " + std::to_string(got) + " deals played, " +
             std::to_string(expected) + " expected";
    case Kind::RecapNotZero: return where + ": the recap sums to " + std::to_string(got) + ", not zero";
  }
  return where;
}

int coefficientForElimination(int percent) {
  if (percent >= 50) return 130;
  if (percent >= 40) return 125;
  if (percent >= 30) return 120;
  if (percent >= 20) return 115;
  if (percent >= 10) return 110;
  return 100;
}

int applyCoefficient(int points, int coefficient) {
  const long long x = (long long)points * coefficient;
  return int(x >= 0 ? (x + 50) / 100 : -((-x + 50) / 100));
}

int latePenalty(int minutes) { return minutes <= 0 ? 0 : 100 * ((minutes + 4) / 5); }

PositionSeating carreFinalPlaces(int finalists) {
  if (finalists != 16 && finalists != 20) return {};
  const int tables = finalists / 4;
  PositionSeating s(static_cast<std::size_t>(tables));
  for (int t = 0; t < tables; ++t)
    for (int o = North; o <= West; ++o) s[std::size_t(t)].seat[o] = t + 1 + o * tables;
  return s;
}

PositionSeating carreFinalSeating(const Ranking& r, int finalists) {
  PositionSeating s = carreFinalPlaces(finalists);
  if (int(r.lines.size()) < finalists) return {};
  for (TableSeating& t : s)
    for (int& p : t.seat)
      if (p) p = r.lines[std::size_t(p - 1)].player;
  return s;
}

namespace {

int sessionOf(const Settings& s, int position) {
  int k = 0;
  for (std::size_t i = 0; i < s.sessions.size(); ++i)
    if (s.sessions[i].firstPosition <= position) k = int(i);
  return k;
}

int stageOf(const Settings& s, int position) {
  return sessionOf(s, position) + (s.carreFinal && position >= s.finalFirstPosition ? 1000 : 0);
}

// Scores the sheets of one position into the lines (index = player - 1), its recap and its issues.
void addPosition(const State& s, int p, int column, Ranking* r, std::array<OrientationRecap, 5>* cumul) {
  const PositionState* ps = s.position(p);
  if (!ps) {
    r->issues.push_back({Issue::Kind::PositionNotStarted, p, 0, 0, 0});
    return;
  }
  const int coefficient = s.settings.sessions[std::size_t(sessionOf(s.settings, p))].coefficient;
  PositionRecap recap;
  recap.position = p;
  for (std::size_t t = 0; t < ps->seating.size(); ++t) {
    const TableSeating& table = ps->seating[t];
    const SheetRecord& rec = ps->sheets[t];
    for (int player : table.seat)
      if (player) {
        PlayerLine& l = r->lines[std::size_t(player - 1)];
        l.seated[std::size_t(column)] = true;
        l.stage = std::max(l.stage, stageOf(s.settings, p));
      }
    if (!rec.entered) {
      r->issues.push_back({Issue::Kind::SheetMissing, p, int(t) + 1, 0, 0});
      continue;
    }
    const SheetScores sc = scoreSheet(rec.sheet, table);
    if (sc.dealsPlayed != s.settings.dealsPerPosition && !rec.sheet.notPlayed)
      r->issues.push_back({Issue::Kind::DealCount, p, int(t) + 1, s.settings.dealsPerPosition, sc.dealsPlayed});
    for (int o = 0; o < 5; ++o) {
      const int player = table.seat[o];
      if (!player && !rec.sheet.bots[std::size_t(o)]) continue;
      OrientationRecap& orc = recap.orientation[std::size_t(o)];
      (sc.bilan[o] < 0 ? orc.negatives : orc.positives) += sc.bilan[o];
      if (!player) continue;  // a bot's seat: in the recap, not ranked
      PlayerLine& l = r->lines[std::size_t(player - 1)];
      l.positionScores[std::size_t(column)] = applyCoefficient(sc.bilan[o], coefficient);
      l.contractsMade += sc.contractsMade[o];
      l.gardeSansMade += sc.gardeSansMade[o];
      l.gardeContreMade += sc.gardeContreMade[o];
    }
  }
  for (int o = 0; o < 5; ++o) {
    OrientationRecap& orc = recap.orientation[std::size_t(o)];
    orc.cumulNegatives = (*cumul)[std::size_t(o)].cumulNegatives += orc.negatives;
    orc.cumulPositives = (*cumul)[std::size_t(o)].cumulPositives += orc.positives;
    recap.sum += orc.negatives + orc.positives;
    recap.cumulSum += orc.cumulNegatives + orc.cumulPositives;
  }
  if (recap.sum != 0) r->issues.push_back({Issue::Kind::RecapNotZero, p, 0, 0, recap.sum});
  r->recap.push_back(recap);
}

// Withdrawn last (article 27), the furthest stage first, then the points, then article 29 when asked.
int compareLines(const PlayerLine& a, const PlayerLine& b, Ties ties) {
  auto cmp = [](long x, long y) { return x > y ? -1 : x < y ? 1 : 0; };
  if (a.withdrawn != b.withdrawn) return a.withdrawn ? 1 : -1;
  int c = cmp(a.stage, b.stage);
  if (!c) c = cmp(a.points, b.points);
  if (c || ties == Ties::Shared) return c;
  if (!c) c = cmp(a.bestPosition, b.bestPosition);
  if (!c) c = cmp(a.contractsMade, b.contractsMade);
  if (!c) c = cmp(a.gardeContreMade, b.gardeContreMade);
  if (!c) c = cmp(a.gardeSansMade, b.gardeSansMade);
  return c;
}

void rankTeams(const State& s, Ranking* r) {
  std::map<std::string, std::size_t> index;
  for (const PlayerLine& l : r->lines) {
    const std::string& team = s.players[std::size_t(l.player - 1)].team;
    if (team.empty()) continue;
    auto it = index.find(team);
    if (it == index.end()) it = index.emplace(team, r->teams.size()).first, r->teams.push_back({team, {}, 0, 0, false});
    TeamLine& t = r->teams[it->second];
    t.players.push_back(l.player);
    t.points += l.points;
  }
  std::stable_sort(r->teams.begin(), r->teams.end(), [](const TeamLine& a, const TeamLine& b) { return a.points > b.points; });
  for (std::size_t i = 0; i < r->teams.size(); ++i) {
    TeamLine& t = r->teams[i];
    const bool same = i > 0 && r->teams[i - 1].points == t.points;
    t.place = same ? r->teams[i - 1].place : int(i) + 1;
    if (same) t.shared = r->teams[i - 1].shared = true;
  }
}

Ranking rankRange(const State& s, int first, int last) {
  Ranking r;
  r.first = first;
  r.last = last;
  const std::size_t columns = std::size_t(std::max(0, last - first + 1));
  r.lines.resize(s.players.size());
  for (std::size_t i = 0; i < s.players.size(); ++i) {
    PlayerLine& l = r.lines[i];
    l.player = int(i) + 1;
    l.withdrawn = s.players[i].withdrawn;
    l.positionScores.assign(columns, 0);
    l.seated.assign(columns, false);
    if (first == 1) l.penalties += latePenalty(s.players[i].lateMinutes);
  }
  std::array<OrientationRecap, 5> cumul{};
  for (int p = first; p <= last; ++p) addPosition(s, p, p - first, &r, &cumul);
  for (const Penalty& pe : s.penalties)
    if ((pe.position == 0 && first == 1) || (pe.position >= first && pe.position <= last))
      r.lines[std::size_t(pe.player - 1)].penalties += pe.points;
  for (PlayerLine& l : r.lines) {
    l.bestPosition = INT_MIN;
    for (std::size_t c = 0; c < columns; ++c) {
      l.points += l.positionScores[c];
      if (l.seated[c]) l.bestPosition = std::max(l.bestPosition, l.positionScores[c]);
    }
    if (l.bestPosition == INT_MIN) l.bestPosition = 0;
    l.points -= l.penalties;
  }
  const Ties ties = s.settings.ties;
  std::stable_sort(r.lines.begin(), r.lines.end(),
                   [ties](const PlayerLine& a, const PlayerLine& b) { return compareLines(a, b, ties) < 0; });
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    PlayerLine& l = r.lines[i];
    const bool same = i > 0 && compareLines(r.lines[i - 1], l, ties) == 0;
    l.place = same ? r.lines[i - 1].place : int(i) + 1;
    if (same) l.shared = r.lines[i - 1].shared = true;
  }
  rankTeams(s, &r);
  return r;
}

}  // namespace

Ranking rankAfter(const State& s, int last) { return rankRange(s, 1, last); }

Ranking rankPosition(const State& s, int position) { return rankRange(s, position, position); }

}  // namespace tarot::tournament
