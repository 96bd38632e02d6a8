// The prize table of chapter 2 ("La dotation"), worked out by hand: 80 % of the entries redistributed, at least 20 %
// of the players paid, degressive prizes, and the special prize of the best score over the last two positions among
// the players not paid.
#include "tournament/prizes.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot::tournament;

namespace {

// `players` lines in order of place, each with `positions` scores.
Ranking ranking(int players, int positions) {
  Ranking r;
  for (int p = 1; p <= players; ++p) {
    PlayerLine l;
    l.player = p;
    l.place = p;
    l.positionScores.assign(std::size_t(positions), 0);
    l.seated.assign(std::size_t(positions), true);
    r.lines.push_back(l);
  }
  return r;
}

}  // namespace

TEST_CASE("the prize table: 80 % of the entries to 20 % of the players, degressive; the special prize",
          "[tournament]") {
  // 20 players at 10 (euros): 200 of entries, 160 redistributed ("a minima 80 %") to 4 players ("20 % des
  // participants"), in shares 4, 3, 2, 1 of 10: 64, 48, 32, 16.
  Ranking r = ranking(20, 6);
  PrizeTable t = prizeTable(r, 10);
  CHECK((t.entries == 200 && t.pool == 160 && t.paid == 4));
  CHECK(t.prizes == std::vector<long>{64, 48, 32, 16});
  // 21 players: 168 to 5 players (4.2 rounded up), shares 5 ... 1 of 15: 56, 44, 33, 22, 11 (166), the 2 left to
  // the first: 58.
  t = prizeTable(ranking(21, 6), 10);
  CHECK((t.pool == 168 && t.paid == 5));
  CHECK(t.prizes == std::vector<long>{58, 44, 33, 22, 11});
  long sum = 0;
  for (long x : t.prizes) sum += x;
  CHECK(sum == t.pool);
  // "au meilleur score obtenu lors des 2 dernières rotations, et réservé aux joueurs non récompensés": the 3rd
  // player (paid) made +500 over positions 5 and 6 and is left out; the 12th made +300 + 150, the 15th +400 but
  // -100 at position 6 (+300 over the two); the 9th withdrew after +600.
  r.lines[2].positionScores[4] = 500;
  r.lines[11].positionScores[4] = 300;
  r.lines[11].positionScores[5] = 150;
  r.lines[14].positionScores[4] = 400;
  r.lines[14].positionScores[5] = -100;
  r.lines[14].positionScores[0] = 900;  // position 1 does not count
  r.lines[8].positionScores[5] = 600;
  r.lines[8].withdrawn = true;
  t = prizeTable(r, 10);
  CHECK((t.specialPlayer == 12 && t.specialScore == 450));
  // No entry fee: no table.
  CHECK(prizeTable(r, 0).prizes.empty());
}
