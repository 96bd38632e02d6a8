// The warnings before a position: found by comparing its tables with the positions played before it.
#include "tournament/night_warnings.h"
#include <algorithm>

namespace tarot::tournament {

namespace {

std::string list(const std::vector<int>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? (i + 1 == v.size() ? " and " : ", ") : "") + std::to_string(v[i]);
  return s;
}

std::string n(int x) { return std::to_string(x); }

int highest(const std::vector<PositionSeating>& positions, const PositionSeating& at) {
  int high = 0;
  for (const TableSeating& t : at)
    for (int p : t.seat) high = std::max(high, p);
  for (const PositionSeating& ps : positions)
    for (const TableSeating& t : ps)
      for (int p : t.seat) high = std::max(high, p);
  return high;
}

// Each table's players, sorted, the tables sorted: two positions with the same tables give the same list.
std::vector<std::vector<int>> tablesOf(const PositionSeating& at) {
  std::vector<std::vector<int>> out;
  for (const TableSeating& t : at) {
    std::vector<int> people;
    for (int p : t.seat)
      if (p) people.push_back(p);
    std::sort(people.begin(), people.end());
    out.push_back(people);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// At each table of `at`, the pairs that sat together at earlier positions, and teammates.
void pairWarnings(const std::vector<PositionSeating>& before, const PositionSeating& at, const TeamOf& teamOf,
                  int high, std::vector<Warning>* out) {
  const std::size_t size = std::size_t(high + 1);
  std::vector<int> tableAt(size * before.size(), 0);  // the table (from 1) of each player at each earlier position
  for (std::size_t q = 0; q < before.size(); ++q)
    for (std::size_t t = 0; t < before[q].size(); ++t)
      for (int p : before[q][t].seat)
        if (p) tableAt[q * size + std::size_t(p)] = int(t + 1);
  for (std::size_t t = 0; t < at.size(); ++t) {
    std::vector<int> people;
    for (int p : at[t].seat)
      if (p) people.push_back(p);
    std::sort(people.begin(), people.end());
    for (std::size_t i = 0; i < people.size(); ++i)
      for (std::size_t j = i + 1; j < people.size(); ++j) {
        const int a = people[i], b = people[j];
        const int ta = a < int(teamOf.size()) ? teamOf[std::size_t(a)] : 0;
        const int tb = b < int(teamOf.size()) ? teamOf[std::size_t(b)] : 0;
        if (ta && ta == tb) out->push_back({WarningCode::TeammatesTogether, a, b, int(t + 1), 0, 0, {}});
        Warning w{WarningCode::MeetAgain, a, b, 0, 0, 0, {}};
        for (std::size_t q = 0; q < before.size(); ++q) {
          const int x = tableAt[q * size + std::size_t(a)];
          if (x && x == tableAt[q * size + std::size_t(b)]) w.positions.push_back(int(q + 1));
        }
        if (!w.positions.empty()) out->push_back(w);
      }
  }
}

}  // namespace

std::vector<int> tableOf3Count(const std::vector<PositionSeating>& positions, int highestPlayer) {
  std::vector<int> count(std::size_t(std::max(highestPlayer, 0) + 1), 0);
  for (const PositionSeating& ps : positions)
    for (const TableSeating& t : ps)
      if (t.players() == 3)
        for (int p : t.seat)
          if (p > 0 && p <= highestPlayer) ++count[std::size_t(p)];
  return count;
}

std::vector<Warning> positionWarnings(const std::vector<PositionSeating>& before, const PositionSeating& at,
                                      int position, const TeamOf& teamOf, int tables, int maxPositions) {
  std::vector<Warning> out;
  if (maxPositions == 0) out.push_back({WarningCode::NoMovement, tables, 0, 0, 0, 0, {}});
  else if (maxPositions > 0 && position > maxPositions) out.push_back({WarningCode::BeyondMovement, tables, maxPositions, 0, 0, 0, {}});
  const std::vector<std::vector<int>> mine = tablesOf(at);
  for (std::size_t q = 0; q < before.size(); ++q)
    if (tablesOf(before[q]) == mine) {
      out.push_back({WarningCode::SameAsPosition, int(q + 1), 0, 0, 0, 0, {}});
      break;
    }
  const int high = highest(before, at);
  pairWarnings(before, at, teamOf, high, &out);
  for (std::size_t t = 0; t < at.size(); ++t) {
    if (at[t].players() != 3) continue;
    for (int p : at[t].seat) {
      if (!p) continue;
      Warning w{WarningCode::TableOf3Again, p, int(t + 1), 0, 0, 0, {}};
      for (std::size_t q = 0; q < before.size(); ++q)
        for (const TableSeating& x : before[q])
          if (x.players() == 3 && std::find(x.seat.begin(), x.seat.end(), p) != x.seat.end())
            w.positions.push_back(int(q + 1));
      if (!w.positions.empty()) out.push_back(w);
    }
  }
  return out;
}

std::string Warning::english() const {
  const std::string at = positions.size() == 1 ? "position " + list(positions) : "positions " + list(positions);
  switch (code) {
    case WarningCode::NoMovement:
      return "the rulebook prints no movement for " + n(a) + " tables: the seating is drawn at random";
    case WarningCode::BeyondMovement:
      return "the rulebook's movement for " + n(a) + " tables allows " + n(b) + " positions";
    case WarningCode::SameAsPosition: return "every table has the same players as at position " + n(a);
    case WarningCode::MeetAgain: return "players " + n(a) + " and " + n(b) + " meet again (already at " + at + ")";
    case WarningCode::TeammatesTogether: return "teammates " + n(a) + " and " + n(b) + " sit at table " + n(c);
    case WarningCode::TeammatesSeparated:
      return "the movement brought teammates " + n(a) + " and " + n(b) + " to table " + n(c) + ": " + n(b) +
             " swaps seats with " + n(d) + " (table " + n(e) + ")";
    case WarningCode::TableOf3Again:
      return "player " + n(a) + " sits at a table of 3 (table " + n(b) + ") again (already at " + at + ")";
    case WarningCode::Moved: return "player " + n(a) + " moves from table " + n(b) + " to table " + n(c);
    case WarningCode::TakesEmptySeat: return "player " + n(a) + " at Fifth takes the empty seat of table " + n(b);
    case WarningCode::Arrives: return "player " + n(a) + ", not drawn, sits at table " + n(b);
    case WarningCode::TableNotPlayed:
      return "the movement's table " + n(a) + " has no players left: " + n(b) + " tables, the next ones numbered one lower";
    default: return "";
  }
}

}  // namespace tarot::tournament
