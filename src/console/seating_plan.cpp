// Each position's seating from the start positions. PLACEHOLDER for the movements (tournament/movement.h): the
// base rotation, applied to the seat numbers of the start seating.
#include "console/seating_plan.h"

namespace tarot::console {

using tournament::PositionSeating;

std::string positionSeating(const tournament::State& s, int position, PositionSeating* out) {
  if (s.draw == tournament::DrawMethod::None || s.start.empty()) return "draw the start positions first";
  if (position < 1 || position > s.settings.positions) return "no position " + std::to_string(position);
  const int tables = int(s.start.size());
  const int step[5] = {0, 1, 2, -2, 0};
  PositionSeating seating(s.start.size());
  for (int t = 0; t < tables; ++t)
    for (int o = 0; o < 5; ++o) {
      // The seat an orientation's player of table `from` takes at this position; empty seats stay where they are.
      const int from = (((t - step[o] * (position - 1)) % tables) + tables) % tables;
      seating[std::size_t(t)].seat[std::size_t(o)] = s.start[std::size_t(from)].seat[std::size_t(o)];
    }
  // A table of 3 at the start must stay a table of 3: players of the rotated orientations may land on a table
  // whose North is empty, and that is the same count; but a Fifth or an empty North moving would break the shape,
  // and neither moves above. Withdrawn players (article 27) leave their seat empty.
  for (tournament::TableSeating& ts : seating)
    for (int& p : ts.seat)
      if (p > 0 && s.players[std::size_t(p - 1)].withdrawn && s.players[std::size_t(p - 1)].withdrawnAfterPosition < position)
        p = 0;
  *out = std::move(seating);
  return "";
}

}  // namespace tarot::console
