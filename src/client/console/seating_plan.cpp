// Each position's seating: the movement the settings name for it — the rulebook's for the tables drawn
// (tournament/movement.h: Howell, the special movements, the base FFT rotation, random below 3 tables), a random
// seating, or the best against the best from the ranking so far — planned once for every position from a seed taken
// from the start seating (so every call plans the same), its players' numbers given to the players drawn.
#include "client/console/seating_plan.h"
#include "tournament/movement.h"
#include "tournament/ranking.h"
#include <algorithm>

namespace tarot::console {

using tournament::PositionSeating;
using tournament::RejectionCode;

namespace {

// Who the movement's numbers are: the player drawn at the same seat of the start when the plan's first position has
// the start's shape; else (tables of 3 whose Norths the movement removes elsewhere) the k-th number is the k-th
// player drawn, table by table, N S E W.
std::vector<int> playersOfNumbers(const tournament::State& s, const PositionSeating& first, int players) {
  std::vector<int> of(std::size_t(players) + 8, 0);
  bool same = first.size() == s.start.size();
  for (std::size_t t = 0; same && t < first.size(); ++t)
    for (int o = 0; o < 5; ++o) {
      const int n = first[t].seat[std::size_t(o)], p = s.start[t].seat[std::size_t(o)];
      if ((n != 0) != (p != 0) || n >= int(of.size())) same = false;
      else if (n) of[std::size_t(n)] = p;
    }
  if (same) return of;
  std::fill(of.begin(), of.end(), 0);
  std::vector<int> drawn, numbers;
  for (const tournament::TableSeating& t : s.start)
    for (int p : t.seat)
      if (p) drawn.push_back(p);
  for (const tournament::TableSeating& t : first)
    for (int n : t.seat)
      if (n) numbers.push_back(n);
  std::sort(numbers.begin(), numbers.end());
  if (numbers.size() != drawn.size()) return {};
  for (std::size_t k = 0; k < numbers.size(); ++k) {
    if (numbers[k] >= int(of.size())) return {};
    of[std::size_t(numbers[k])] = drawn[k];
  }
  return of;
}

}  // namespace

tournament::Rejection positionSeating(const tournament::State& s, int position, PositionSeating* out) {
  if (s.draw == tournament::DrawMethod::None || s.start.empty()) return tournament::refuse(RejectionCode::DrawFirst);
  if (position < 1 || position > s.settings.positions) return tournament::refuse(RejectionCode::NoMorePositions, s.settings.positions);
  int players = 0;
  std::uint64_t seed = 0x9E3779B97F4A7C15ull;
  for (const tournament::TableSeating& t : s.start)
    for (int p : t.seat)
      if (p) {
        ++players;
        seed = (seed ^ std::uint64_t(p)) * 0x100000001B3ull;
      }
  const std::string movement =
      position <= int(s.settings.movements.size()) ? s.settings.movements[std::size_t(position - 1)] : std::string("fft");
  const auto withdrawnBefore = [&](int id) {
    const tournament::Player& pl = s.players[std::size_t(id - 1)];
    return pl.withdrawn && pl.withdrawnAfterPosition < position;
  };
  if (movement == "best" && position > 1) {
    // The best against the best: the ranking so far, those still playing, four a table from table 1.
    std::vector<int> order;
    for (const tournament::PlayerLine& l : tournament::rankAfter(s, position - 1).lines)
      if (!withdrawnBefore(l.player)) order.push_back(l.player);
    PositionSeating seating = tournament::bestAgainstBest(order, s.settings.tablesOf5);
    if (seating.empty()) return tournament::refuse(RejectionCode::MovementImpossible, int(order.size()), int(s.start.size()));
    *out = std::move(seating);
    return {};
  }
  tournament::MovementRequest r;
  r.kind = movement == "random" ? tournament::MovementKind::Random : tournament::MovementKind::Auto;
  r.tables = int(s.start.size());
  r.positions = s.settings.positions;
  r.players = players;
  r.tablesOf5 = s.settings.tablesOf5;
  r.seed = seed;
  tournament::MovementPlan plan;
  std::string why;
  if (!tournament::planMovement(r, &plan, &why)) return tournament::refuseWith(RejectionCode::MovementImpossible, why, r.players, r.tables);
  if (int(plan.size()) < position) return tournament::refuse(RejectionCode::NoMorePositions, int(plan.size()));
  const std::vector<int> of = playersOfNumbers(s, plan[0], players);
  if (of.empty()) return tournament::refuse(RejectionCode::MovementImpossible, r.players, r.tables);
  PositionSeating seating = plan[std::size_t(position - 1)];
  for (tournament::TableSeating& ts : seating)
    for (int& n : ts.seat) {
      if (!n) continue;
      n = n < int(of.size()) ? of[std::size_t(n)] : 0;
      // Article 27: a player who withdrew before this position leaves the seat empty.
      if (n && withdrawnBefore(n)) n = 0;
    }
  *out = std::move(seating);
  return {};
}

}  // namespace tarot::console
