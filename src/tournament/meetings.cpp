// Meeting counts over a movement plan.
#include "tournament/meetings.h"
#include <algorithm>

namespace tarot::tournament {

namespace {

int highestPlayer(const MovementPlan& plan) {
  int high = 0;
  for (const PositionSeating& at : plan)
    for (const TableSeating& t : at)
      for (int p : t.seat) high = std::max(high, p);
  return high;
}

}  // namespace

int Meetings::count(int a, int b) const {
  if (a < 1 || b < 1 || a > highestPlayer || b > highestPlayer) return 0;
  return counts[std::size_t(a * (highestPlayer + 1) + b)];
}

namespace {

// Calls visit(position from 1, a, b) for each pair seated together, a < b.
template <class Visit> void forEachPair(const MovementPlan& plan, Visit visit) {
  for (std::size_t p = 0; p < plan.size(); ++p)
    for (const TableSeating& t : plan[p])
      for (int i = 0; i < 5; ++i)
        for (int j = i + 1; j < 5; ++j) {
          const int a = std::min(t.seat[std::size_t(i)], t.seat[std::size_t(j)]);
          const int b = std::max(t.seat[std::size_t(i)], t.seat[std::size_t(j)]);
          if (a != 0) visit(int(p) + 1, a, b);
        }
}

}  // namespace

Meetings countMeetings(const MovementPlan& plan) {
  Meetings m;
  m.highestPlayer = highestPlayer(plan);
  const int n = m.highestPlayer + 1;
  m.counts.assign(std::size_t(n * n), 0);
  forEachPair(plan, [&](int, int a, int b) {
    ++m.counts[std::size_t(a * n + b)];
    ++m.counts[std::size_t(b * n + a)];
  });
  std::vector<int> repeatOf(std::size_t(n * n), -1);  // index in m.repeats of a pair meeting twice or more
  for (int a = 1; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      const int c = m.counts[std::size_t(a * n + b)];
      m.max = std::max(m.max, c);
      if (c < 2) continue;
      repeatOf[std::size_t(a * n + b)] = int(m.repeats.size());
      m.repeats.push_back({a, b, {}});
    }
  if (!m.repeats.empty())
    forEachPair(plan, [&](int position, int a, int b) {
      const int r = repeatOf[std::size_t(a * n + b)];
      if (r >= 0) m.repeats[std::size_t(r)].positions.push_back(position);
    });
  return m;
}

int meetingFreePositions(const MovementPlan& plan) {
  int free = int(plan.size());
  for (const RepeatedMeeting& r : countMeetings(plan).repeats) free = std::min(free, r.positions[1] - 1);
  return free;
}

}  // namespace tarot::tournament
