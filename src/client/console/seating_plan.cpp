// Each position's seating: the movement the rulebook prescribes for the tables drawn (tournament/movement.h:
// Howell, the special movements, the base FFT rotation, random below 3 tables), planned once for every position from
// a seed taken from the start seating (so every call plans the same), its players' numbers given to the players
// drawn in the start's order.
#include "client/console/seating_plan.h"
#include "tournament/movement.h"
#include <algorithm>

namespace tarot::console {

using tournament::PositionSeating;

std::string positionSeating(const tournament::State& s, int position, PositionSeating* out) {
  if (s.draw == tournament::DrawMethod::None || s.start.empty()) return "draw the start positions first";
  if (position < 1 || position > s.settings.positions) return "no position " + std::to_string(position);
  std::vector<int> drawn;  // the players of the start, table by table, N S E W (Fifth)
  std::uint64_t seed = 0x9E3779B97F4A7C15ull;
  for (const tournament::TableSeating& t : s.start)
    for (int p : t.seat)
      if (p) {
        drawn.push_back(p);
        seed = (seed ^ std::uint64_t(p)) * 0x100000001B3ull;
      }
  tournament::MovementRequest r;
  r.tables = int(s.start.size());
  r.positions = s.settings.positions;
  r.players = int(drawn.size());
  r.seed = seed;
  tournament::MovementPlan plan;
  std::string why;
  if (!tournament::planMovement(r, &plan, &why)) return why;
  if (int(plan.size()) < position) return "the movement has " + std::to_string(plan.size()) + " positions";
  // The movement numbers its players by start seat (or 1..players); the k-th number is the k-th player drawn.
  std::vector<int> numbers;
  for (const tournament::TableSeating& t : plan[0])
    for (int n : t.seat)
      if (n) numbers.push_back(n);
  std::sort(numbers.begin(), numbers.end());
  if (numbers.size() != drawn.size()) return "the movement seats " + std::to_string(numbers.size()) + " players";
  PositionSeating seating = plan[std::size_t(position - 1)];
  for (tournament::TableSeating& ts : seating)
    for (int& n : ts.seat) {
      if (!n) continue;
      const std::size_t k = std::size_t(std::lower_bound(numbers.begin(), numbers.end(), n) - numbers.begin());
      n = drawn[k];
      // Article 27: a player who withdrew before this position leaves the seat empty.
      const tournament::Player& pl = s.players[std::size_t(n - 1)];
      if (pl.withdrawn && pl.withdrawnAfterPosition < position) n = 0;
    }
  *out = std::move(seating);
  return "";
}

}  // namespace tarot::console
