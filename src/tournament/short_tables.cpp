// Tables of 3 (Norths removed) and tables of 5 (players at seat Fifth) on a movement plan.
#include "tournament/short_tables.h"
#include <algorithm>

namespace tarot::tournament {

namespace {

constexpr int kVisitors = 1 << 12;  // more than any count of players
constexpr int kTableOf2 = 1 << 28;

int highestPlayer(const MovementPlan& plan) {
  int high = 0;
  for (const PositionSeating& at : plan)
    for (const TableSeating& t : at)
      for (int p : t.seat) high = std::max(high, p);
  return high;
}

// How bad a choice is: the most visits to a table of 3 by one player once these players are removed, then how many
// players go to one more than once ("qu'un joueur ne repasse une nouvelle fois à une table à 3": when nobody can be
// spared, the fewest); a huge figure when two of them would sit at one table (a table of 2: the Howell movements
// bring Norths together).
int worstVisits(const MovementPlan& plan, const std::vector<int>& removed) {
  const MovementPlan without = withoutPlayers(plan, removed);
  for (const PositionSeating& at : without)
    for (const TableSeating& t : at)
      if (t.players() < 3) return kTableOf2;
  const std::vector<int> visits = tableOf3Visits(without);
  int worst = 0, again = 0;
  for (int v : visits) worst = std::max(worst, v), again += v > 1;
  return worst * kVisitors + again;
}

// Tries every choice of `left` more Norths among norths[from..], highest tables first; keeps the best choice in
// *best (fewest worst visits, then fewest players sent twice). Returns true once a choice with nobody at a table of 3 twice is found.
bool chooseNorths(const MovementPlan& plan, const std::vector<int>& norths, std::size_t from, int left,
                  std::vector<int>* chosen, std::vector<int>* best, int* bestVisits) {
  if (left == 0) {
    const int v = worstVisits(plan, *chosen);
    if (v < *bestVisits) { *bestVisits = v; *best = *chosen; }
    return v <= kVisitors;
  }
  for (std::size_t i = from; i < norths.size(); ++i) {
    chosen->push_back(norths[i]);
    const bool done = chooseNorths(plan, norths, i + 1, left - 1, chosen, best, bestVisits);
    chosen->pop_back();
    if (done) return true;
  }
  return false;
}

}  // namespace

std::vector<int> tableOf3Visits(const MovementPlan& plan) {
  std::vector<int> visits(std::size_t(highestPlayer(plan) + 1), 0);
  for (const PositionSeating& at : plan)
    for (const TableSeating& t : at)
      if (t.players() == 3)
        for (int p : t.seat) if (p) ++visits[std::size_t(p)];
  return visits;
}

std::vector<int> northsToRemove(const MovementPlan& plan, int count) {
  if (plan.empty() || count < 1 || count > 3 || count > int(plan[0].size())) return {};
  std::vector<int> norths;  // the start's Norths, highest table first
  for (auto t = plan[0].rbegin(); t != plan[0].rend(); ++t) norths.push_back(t->seat[North]);
  std::vector<int> chosen = {norths[0]}, best;
  if (count == 1) return chosen;
  int bestVisits = 1 << 30;
  if (!chooseNorths(plan, norths, 1, count - 1, &chosen, &best, &bestVisits)) {
    // The highest table cannot be part of a choice that spares everyone a second table of 3: try without it.
    chosen.clear();
    chooseNorths(plan, norths, 0, count, &chosen, &best, &bestVisits);
  }
  return bestVisits < kTableOf2 ? best : std::vector<int>();
}

MovementPlan withoutPlayers(const MovementPlan& plan, const std::vector<int>& removed) {
  MovementPlan out = plan;
  for (PositionSeating& at : out)
    for (TableSeating& t : at)
      for (int& p : t.seat)
        if (std::find(removed.begin(), removed.end(), p) != removed.end()) p = 0;
  return out;
}

MovementPlan withFifths(const MovementPlan& plan, int extra) {
  MovementPlan out = plan;
  if (plan.empty()) return out;
  const int tables = int(plan[0].size()), first = highestPlayer(plan) + 1;
  for (std::size_t p = 0; p < out.size(); ++p)
    for (int i = 0; i < extra && i < tables; ++i) {
      const int table = (((tables - 1 - i - int(p)) % tables) + tables) % tables;
      out[p][std::size_t(table)].seat[Fifth] = first + i;
    }
  return out;
}

}  // namespace tarot::tournament
