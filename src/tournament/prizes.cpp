// The prize table: 80 % of the entries, to 20 % of the players, degressive; the special prize of the last two
// positions.
#include "tournament/prizes.h"
#include <algorithm>

namespace tarot::tournament {

PrizeTable prizeTable(const Ranking& r, long entryFee) {
  PrizeTable t;
  const int players = int(r.lines.size());
  if (players == 0 || entryFee <= 0) return t;
  t.entries = entryFee * players;
  t.pool = t.entries * 80 / 100;
  t.paid = std::min(players, (players * 20 + 99) / 100);
  // Shares paid, paid - 1 ... 1: each place gets its share of the pool, the rounding's remainder to the first.
  const long shares = long(t.paid) * (t.paid + 1) / 2;
  long given = 0;
  for (int place = 0; place < t.paid; ++place) {
    t.prizes.push_back(t.pool * (t.paid - place) / shares);
    given += t.prizes.back();
  }
  if (!t.prizes.empty()) t.prizes[0] += t.pool - given;
  // "le meilleur score obtenu lors des 2 dernières rotations": the last two positions' scores of each player ranked
  // after the paid places who finished (the first of equal scores in the ranking's order).
  for (std::size_t i = std::size_t(t.paid); i < r.lines.size(); ++i) {
    const PlayerLine& l = r.lines[i];
    if (l.withdrawn) continue;
    const std::size_t n = l.positionScores.size();
    long score = 0;
    for (std::size_t c = n >= 2 ? n - 2 : 0; c < n; ++c) score += l.positionScores[c];
    if (!t.specialPlayer || score > t.specialScore) t.specialPlayer = l.player, t.specialScore = score;
  }
  return t;
}

}  // namespace tarot::tournament
