// Keeping a position's tables at 3 to 5 players: a Fifth takes an empty seat of their own table, a table of 1 or 2
// joins tables of 3 or receives players from tables of 4 (the fewer moves), newcomers fill the free seats.
#include "tournament/reseat.h"
#include <algorithm>

namespace tarot::tournament {

namespace {

constexpr int kNoSeat = -1;

// The first seat left empty among N, S, E, W (North first: the rulebook's table of 3 has no North).
int emptySeat(const TableSeating& t) {
  for (int o = North; o <= West; ++o)
    if (t.seat[std::size_t(o)] == 0) return o;
  return kNoSeat;
}

// What the positions played tell about a move: teammates, pairs that met, tables of 3 already sat at.
struct Past {
  const TeamOf* teamOf = nullptr;
  int size = 0;
  std::vector<unsigned char> met;
  std::vector<int> of3;

  Past(const std::vector<PositionSeating>& before, const PositionSeating& at, const std::vector<int>& newcomers,
       const TeamOf& teams) : teamOf(&teams) {
    for (int p : newcomers) size = std::max(size, p + 1);
    for (const TableSeating& t : at)
      for (int p : t.seat) size = std::max(size, p + 1);
    for (const PositionSeating& ps : before)
      for (const TableSeating& t : ps)
        for (int p : t.seat) size = std::max(size, p + 1);
    met.assign(std::size_t(size * size), 0);
    for (const PositionSeating& ps : before)
      for (const TableSeating& t : ps)
        for (int x : t.seat)
          for (int y : t.seat)
            if (x && y) met[std::size_t(x * size + y)] = 1;
    of3 = tableOf3Count(before, size - 1);
  }
  int team(int p) const { return p < int(teamOf->size()) ? (*teamOf)[std::size_t(p)] : 0; }
  // The cost of seating p at table t (with its players as they are): a teammate there first, then pairs meeting
  // again, then a second table of 3 when the table will have three players.
  int cost(int p, const TableSeating& t, bool becomesOf3) const {
    int c = 0;
    for (int q : t.seat)
      if (q && q != p) c += (team(p) && team(p) == team(q) ? 1000 : 0) + 10 * met[std::size_t(p * size + q)];
    return c + (becomesOf3 && of3[std::size_t(p)] > 0 ? 1 : 0);
  }
};

void moveTo(PositionSeating* at, std::size_t from, int seatFrom, std::size_t to, int seatTo) {
  (*at)[to].seat[std::size_t(seatTo)] = (*at)[from].seat[std::size_t(seatFrom)];
  (*at)[from].seat[std::size_t(seatFrom)] = 0;
}

// Each player of table s to a table of 3 (or at Fifth of a table of 4 with tables of 5); false, nothing moved, when
// there are not enough.
bool spread(PositionSeating* at, std::size_t s, const Past& past, bool tablesOf5, std::vector<Warning>* out) {
  std::vector<std::size_t> targets;
  for (std::size_t t = 0; t < at->size(); ++t)
    if (t != s && ((*at)[t].players() == 3 || (tablesOf5 && (*at)[t].players() == 4))) targets.push_back(t);
  if (int(targets.size()) < (*at)[s].players()) return false;
  for (int o = North; o <= Fifth; ++o) {
    const int p = (*at)[s].seat[std::size_t(o)];
    if (!p) continue;
    std::size_t best = at->size();
    int bestCost = 1 << 30;
    for (std::size_t t : targets) {
      const bool free = (*at)[t].players() == 3 || (tablesOf5 && (*at)[t].players() == 4 && !(*at)[t].seat[Fifth]);
      if (free && past.cost(p, (*at)[t], false) < bestCost) best = t, bestCost = past.cost(p, (*at)[t], false);
    }
    if (best == at->size()) return false;
    targets.erase(std::find(targets.begin(), targets.end(), best));  // one player a table: the others stay free
    const int seat = (*at)[best].players() == 4 ? int(Fifth) : emptySeat((*at)[best]);
    moveTo(at, s, o, best, seat);
    out->push_back({WarningCode::Moved, p, int(s + 1), int(best + 1), 0, 0, {}});
  }
  return true;
}

// Table s completed to 3 by players of the other tables: a Fifth first (their table stays at 4), else the player of a
// table of 4 (which becomes a table of 3) who costs least; false when no table can spare one.
bool complete(PositionSeating* at, std::size_t s, const Past& past, std::vector<Warning>* out) {
  while ((*at)[s].players() < 3) {
    int bestCost = 1 << 30, seat = kNoSeat;
    std::size_t from = at->size();
    for (std::size_t t = 0; t < at->size(); ++t) {
      const int people = (*at)[t].players();
      if (t == s || people < 4) continue;
      for (int o = North; o <= Fifth; ++o) {
        const int p = (*at)[t].seat[std::size_t(o)];
        if (!p || (people == 5 && o != Fifth)) continue;
        int c = past.cost(p, (*at)[s], (*at)[s].players() == 2) + (people == 5 ? 0 : 100);
        if (people == 4)
          for (int q : (*at)[t].seat) c += q && q != p && past.of3[std::size_t(q)] > 0;
        if (c < bestCost) bestCost = c, from = t, seat = o;
      }
    }
    if (from == at->size()) return false;
    const int p = (*at)[from].seat[std::size_t(seat)];
    moveTo(at, from, seat, s, emptySeat((*at)[s]));
    out->push_back({WarningCode::Moved, p, int(from + 1), int(s + 1), 0, 0, {}});
  }
  return true;
}

// Table s's players all to another table of 1 or 2 that has room for them (the one with the most players).
bool merge(PositionSeating* at, std::size_t s, std::vector<Warning>* out) {
  std::size_t best = at->size();
  for (std::size_t t = 0; t < at->size(); ++t) {
    const int people = (*at)[t].players();
    if (t != s && people > 0 && people < 3 && people + (*at)[s].players() <= 4 &&
        (best == at->size() || people > (*at)[best].players()))
      best = t;
  }
  if (best == at->size()) return false;
  for (int o = North; o <= Fifth; ++o)
    if (const int p = (*at)[s].seat[std::size_t(o)]) {
      moveTo(at, s, o, best, emptySeat((*at)[best]));
      out->push_back({WarningCode::Moved, p, int(s + 1), int(best + 1), 0, 0, {}});
    }
  return true;
}

// A table of 1 or 2: the fewer moves first (a lone player joins a table of 3; a table of 2 receives a third player),
// else the other way, else its players join another table of 1 or 2.
bool fillOrEmpty(PositionSeating* at, std::size_t s, const Past& past, bool tablesOf5, std::vector<Warning>* out) {
  if ((*at)[s].players() == 1 && spread(at, s, past, tablesOf5, out)) return true;
  const PositionSeating was = *at;
  const std::size_t moves = out->size();
  if (complete(at, s, past, out)) return true;
  *at = was;
  out->resize(moves);
  return spread(at, s, past, tablesOf5, out) || merge(at, s, out);
}

// Newcomers at the free seats: tables of 3, then Fifth of tables of 4 (tables of 5 allowed); the rest at new tables
// completed from tables of 4.
bool seatNewcomers(PositionSeating* at, const std::vector<int>& newcomers, const Past& past, bool tablesOf5,
                   std::vector<Warning>* out) {
  std::vector<int> left;
  for (int p : newcomers) {
    std::size_t best = at->size();
    int bestCost = 1 << 30;
    for (int pass = 0; pass < 2 && best == at->size(); ++pass)
      for (std::size_t t = 0; t < at->size(); ++t) {
        const bool fits = pass == 0 ? (*at)[t].players() == 3 : tablesOf5 && (*at)[t].players() == 4;
        if (fits && past.cost(p, (*at)[t], false) < bestCost) best = t, bestCost = past.cost(p, (*at)[t], false);
      }
    if (best == at->size()) { left.push_back(p); continue; }
    (*at)[best].seat[std::size_t((*at)[best].players() == 4 ? int(Fifth) : emptySeat((*at)[best]))] = p;
    out->push_back({WarningCode::Arrives, p, int(best + 1), 0, 0, 0, {}});
  }
  for (std::size_t i = 0; i < left.size(); i += 4) {
    TableSeating t;
    for (std::size_t k = i; k < left.size() && k < i + 4; ++k) t.seat[std::size_t(3 - (k - i))] = left[k];
    at->push_back(t);
    for (std::size_t k = i; k < left.size() && k < i + 4; ++k)
      out->push_back({WarningCode::Arrives, left[k], int(at->size()), 0, 0, 0, {}});
    if (at->back().players() < 3 && !fillOrEmpty(at, at->size() - 1, past, false, out)) return false;
  }
  return true;
}

}  // namespace

bool reseat(PositionSeating* at, const std::vector<int>& newcomers, const std::vector<PositionSeating>& before,
            const TeamOf& teamOf, bool tablesOf5, std::vector<Warning>* changes) {
  const Past past(before, *at, newcomers, teamOf);
  std::vector<Warning> out;
  for (std::size_t t = 0; t < at->size(); ++t) {
    TableSeating& ts = (*at)[t];
    if (ts.seat[Fifth] && ts.players() < 5 && emptySeat(ts) != kNoSeat) {
      out.push_back({WarningCode::TakesEmptySeat, ts.seat[Fifth], int(t + 1), 0, 0, 0, {}});
      moveTo(at, t, Fifth, t, emptySeat(ts));
    }
  }
  if (!seatNewcomers(at, newcomers, past, tablesOf5, &out)) return false;
  // Each pass mends the short tables it can; a merge of two short tables may leave one short for the next pass.
  for (bool mended = true; mended;) {
    mended = false;
    bool stuck = false;
    for (std::size_t t = 0; t < at->size(); ++t)
      if ((*at)[t].players() > 0 && (*at)[t].players() < 3) (fillOrEmpty(at, t, past, tablesOf5, &out) ? mended : stuck) = true;
    if (stuck && !mended) return false;
  }
  // Tables left empty go; the tables after them take the number before (the moves say where players go by it).
  std::vector<int> number(at->size() + 1, 0);
  PositionSeating kept;
  for (std::size_t t = 0; t < at->size(); ++t) {
    if ((*at)[t].players() == 0) continue;
    kept.push_back((*at)[t]);
    number[t + 1] = int(kept.size());
  }
  const int tables = int(kept.size());
  for (Warning& w : out) {
    if (w.code == WarningCode::Moved) w.c = number[std::size_t(w.c)];
    else w.b = number[std::size_t(w.b)];
  }
  for (std::size_t t = 0; t < at->size(); ++t)
    if ((*at)[t].players() == 0) out.push_back({WarningCode::TableNotPlayed, int(t + 1), tables, 0, 0, 0, {}});
  if (kept.empty()) return false;
  *at = kept;
  changes->insert(changes->end(), out.begin(), out.end());
  return true;
}

}  // namespace tarot::tournament
