// Rankings: the sheets scored per position, the recap per orientation, the order of places.
//
// By total points or by the sum of position bilans: the rulebook gives both ways of adding ("par addition des points
// obtenus à chaque donne, ou par addition des bilans obtenus à chaque position"); a position's bilan is the sum of
// its deals, so both give the same figure, and a sheet entered as totals only has its bilans alone.
// Article 29 is read as: the best score on one position, then the most contracts made as taker, then the most
// sur-contrats made (chapter 4 names garde sans and garde contre so), the higher first: garde contre, then garde sans.
#include "tournament/ranking.h"
#include "tournament/sessions.h"
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
    case Kind::CumulNotZero: return where + ": the cumuls sum to " + std::to_string(got) + ", not zero";
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

// The running totals of bilans (the recap's cumuls): per player (index player - 1), and the bots' seats together.
struct Running {
  std::vector<long> cumul;
  long bots = 0;
};

// The recap of one position from its seats' bilans (chapter 2, "A la main"): each seat's score and its player's
// cumul, the totals of negatives and positives by orientation, and the cumuls of everyone not seated there.
PositionRecap recapOf(int p, std::vector<RecapLine> lines, Running* run) {
  PositionRecap recap;
  recap.position = p;
  std::vector<bool> here(run->cumul.size(), false);
  long botsHere = 0;
  for (RecapLine& l : lines) {
    if (l.player) {
      here[std::size_t(l.player - 1)] = true;
      l.cumul = int(run->cumul[std::size_t(l.player - 1)] += l.score);
    } else {
      run->bots += l.score;
      botsHere += l.cumul = l.score;
    }
    OrientationRecap& orc = recap.orientation[std::size_t(l.orientation)];
    (l.score < 0 ? orc.negatives : orc.positives) += l.score;
    (l.cumul < 0 ? orc.cumulNegatives : orc.cumulPositives) += l.cumul;
    recap.sum += l.score;
    recap.cumulSum += l.cumul;
  }
  long absent = run->bots - botsHere;
  for (std::size_t i = 0; i < here.size(); ++i)
    if (!here[i]) absent += run->cumul[i];
  recap.absentCumul = int(absent);
  recap.cumulSum += recap.absentCumul;
  std::stable_sort(lines.begin(), lines.end(), [](const RecapLine& a, const RecapLine& b) {
    return a.orientation != b.orientation ? a.orientation < b.orientation : a.player < b.player;
  });
  recap.lines = std::move(lines);
  return recap;
}

// Scores the sheets of one position into the lines (index = player - 1) when `column` >= 0, its recap and its issues
// (a position before the ranking's range only carries the recap's cumuls on).
void addPosition(const State& s, int p, int column, Ranking* r, Running* run) {
  const PositionState* ps = s.position(p);
  if (!ps) {
    if (column >= 0) r->issues.push_back({Issue::Kind::PositionNotStarted, p, 0, 0, 0});
    return;
  }
  const int coefficient = s.settings.sessions[std::size_t(sessionOf(s.settings, p))].coefficient;
  std::vector<RecapLine> seats;
  for (std::size_t t = 0; t < ps->seating.size(); ++t) {
    const TableSeating& table = ps->seating[t];
    const SheetRecord& rec = ps->sheets[t];
    for (int player : table.seat)
      if (player && column >= 0) {
        PlayerLine& l = r->lines[std::size_t(player - 1)];
        l.seated[std::size_t(column)] = true;
        l.stage = std::max(l.stage, stageOf(s.settings, p));
      }
    if (!rec.entered) {
      if (column >= 0) r->issues.push_back({Issue::Kind::SheetMissing, p, int(t) + 1, 0, 0});
      continue;
    }
    const SheetScores sc = scoreSheet(rec.sheet, table);
    if (column >= 0 && sc.dealsPlayed != dealsAt(s.settings, p) && !rec.sheet.notPlayed)
      r->issues.push_back({Issue::Kind::DealCount, p, int(t) + 1, dealsAt(s.settings, p), sc.dealsPlayed});
    for (int o = 0; o < 5; ++o) {
      const int player = table.seat[o];
      if (!player && !rec.sheet.bots[std::size_t(o)]) continue;
      seats.push_back({player, o, sc.bilan[o], 0});
      if (!player || column < 0) continue;  // a bot's seat: in the recap, not ranked
      PlayerLine& l = r->lines[std::size_t(player - 1)];
      l.positionScores[std::size_t(column)] = applyCoefficient(sc.bilan[o], coefficient);
      l.contractsMade += sc.contractsMade[o];
      l.gardeSansMade += sc.gardeSansMade[o];
      l.gardeContreMade += sc.gardeContreMade[o];
    }
  }
  PositionRecap recap = recapOf(p, std::move(seats), run);
  if (column < 0) return;
  if (recap.sum != 0) r->issues.push_back({Issue::Kind::RecapNotZero, p, 0, 0, recap.sum});
  else if (recap.cumulSum != 0) r->issues.push_back({Issue::Kind::CumulNotZero, p, 0, 0, recap.cumulSum});
  r->recap.push_back(std::move(recap));
}

// What article 29 compares, the higher first: the points, the best score on a position, the contracts made, then
// the sur-contrats made by their height (garde contre, then garde sans).
struct TieKeys {
  long points;
  int best, contracts, gardeContre, gardeSans;
};

int compareKeys(const TieKeys& a, const TieKeys& b, Ties ties) {
  auto cmp = [](long x, long y) { return x > y ? -1 : x < y ? 1 : 0; };
  int c = cmp(a.points, b.points);
  if (c || ties == Ties::Shared) return c;
  if (!c) c = cmp(a.best, b.best);
  if (!c) c = cmp(a.contracts, b.contracts);
  if (!c) c = cmp(a.gardeContre, b.gardeContre);
  if (!c) c = cmp(a.gardeSans, b.gardeSans);
  return c;
}

TieKeys keysOf(const PlayerLine& l) { return {l.points, l.bestPosition, l.contractsMade, l.gardeContreMade, l.gardeSansMade}; }
TieKeys keysOf(const TeamLine& t) { return {t.points, t.bestPosition, t.contractsMade, t.gardeContreMade, t.gardeSansMade}; }

// Withdrawn last (article 27), the furthest stage first, then the points, then article 29 when asked.
int compareLines(const PlayerLine& a, const PlayerLine& b, Ties ties) {
  if (a.withdrawn != b.withdrawn) return a.withdrawn ? 1 : -1;
  if (a.stage != b.stage) return a.stage > b.stage ? -1 : 1;
  return compareKeys(keysOf(a), keysOf(b), ties);
}

// Places in the sorted order: equal entrants share the place of the first of them.
template <typename Line, typename Compare>
void placeLines(std::vector<Line>* lines, Compare compare) {
  std::stable_sort(lines->begin(), lines->end(), [&](const Line& a, const Line& b) { return compare(a, b) < 0; });
  for (std::size_t i = 0; i < lines->size(); ++i) {
    Line& l = (*lines)[i];
    const bool same = i > 0 && compare((*lines)[i - 1], l) == 0;
    l.place = same ? (*lines)[i - 1].place : int(i) + 1;
    if (same) l.shared = (*lines)[i - 1].shared = true;
  }
}

// The teams (duos, teams of 4): their players' points, and for article 29 the team's best position (the sum of its
// players' scores there) and its players' contracts.
void rankTeams(const State& s, Ranking* r) {
  std::map<std::string, std::size_t> index;
  std::vector<std::vector<long>> columns;
  for (const PlayerLine& l : r->lines) {
    const std::string& team = s.players[std::size_t(l.player - 1)].team;
    if (team.empty()) continue;
    auto it = index.find(team);
    if (it == index.end()) {
      it = index.emplace(team, r->teams.size()).first;
      TeamLine line;
      line.team = team;
      r->teams.push_back(line);
      columns.emplace_back(l.positionScores.size(), LONG_MIN);
    }
    TeamLine& t = r->teams[it->second];
    t.players.push_back(l.player);
    t.withdrawn = t.withdrawn || l.withdrawn;
    t.points += l.points;
    t.contractsMade += l.contractsMade;
    t.gardeSansMade += l.gardeSansMade;
    t.gardeContreMade += l.gardeContreMade;
    for (std::size_t c = 0; c < l.positionScores.size(); ++c)
      if (l.seated[c]) columns[it->second][c] = (columns[it->second][c] == LONG_MIN ? 0 : columns[it->second][c]) + l.positionScores[c];
  }
  for (std::size_t i = 0; i < r->teams.size(); ++i) {
    long best = LONG_MIN;
    for (long x : columns[i]) best = std::max(best, x);
    r->teams[i].bestPosition = best == LONG_MIN ? 0 : int(best);
  }
  const Ties ties = s.settings.ties;
  // "Le joueur défaillant est classé dernier de l'épreuve" (article 27): a team one of whose players withdrew with it.
  placeLines(&r->teams, [ties](const TeamLine& a, const TeamLine& b) {
    if (a.withdrawn != b.withdrawn) return a.withdrawn ? 1 : -1;
    return compareKeys(keysOf(a), keysOf(b), ties);
  });
}

// The ranking of positions first..last; `cumulated` counts the late arrivals and the tournament's own penalties
// (position 0), which belong to no position.
Ranking rankRange(const State& s, int first, int last, bool cumulated, Ties ties) {
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
    if (cumulated) l.late = latePenalty(s.players[i].lateMinutes);
  }
  Running run;
  run.cumul.assign(s.players.size(), 0);
  for (int p = 1; p < first; ++p) addPosition(s, p, -1, &r, &run);
  for (int p = first; p <= last; ++p) addPosition(s, p, p - first, &r, &run);
  for (const Penalty& pe : s.penalties)
    if (!pe.cancelled && ((pe.position == 0 && cumulated) || (pe.position >= first && pe.position <= last)))
      r.lines[std::size_t(pe.player - 1)].penalties += pe.points;
  for (PlayerLine& l : r.lines) {
    l.bestPosition = INT_MIN;
    for (std::size_t c = 0; c < columns; ++c) {
      l.points += l.positionScores[c];
      if (l.seated[c]) l.bestPosition = std::max(l.bestPosition, l.positionScores[c]);
    }
    if (l.bestPosition == INT_MIN) l.bestPosition = 0;
    l.points -= l.penalties + l.late;
  }
  placeLines(&r.lines, [ties](const PlayerLine& a, const PlayerLine& b) { return compareLines(a, b, ties); });
  rankTeams(s, &r);
  return r;
}

}  // namespace

Rejection sessionCoefficientCheck(const State& s, int position, const PositionSeating& seating) {
  const Session& session = s.settings.sessions[std::size_t(sessionOf(s.settings, position))];
  const PositionState* previous = s.position(position - 1);
  if (session.firstPosition != position || session.coefficient <= 100 || !previous) return {};
  int before = 0, now = 0;
  for (const TableSeating& t : previous->seating) before += t.players();
  for (const TableSeating& t : seating) now += t.players();
  const int percent = before > 0 ? 100 * std::max(0, before - now) / before : 0;
  const int allowed = coefficientForElimination(percent);
  if (session.coefficient <= allowed) return {};
  return at(refuse(RejectionCode::CoefficientNotEarned, session.coefficient, percent, allowed), position);
}

Ranking rankAfter(const State& s, int last) { return rankRange(s, 1, last, true, s.settings.ties); }

Ranking rankPosition(const State& s, int position) { return rankRange(s, position, position, false, s.settings.ties); }

Ranking rankForCut(const State& s, int last) { return rankRange(s, 1, last, true, Ties::Article29); }

}  // namespace tarot::tournament
