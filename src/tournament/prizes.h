// The prize table of a club tournament (chapter 2, "La dotation"): "Redistribution a minima de 80 % des
// engagements", "une dotation pour un minimum de 20 % des participants", "Les prix doivent être normalement
// dégressifs", and "Un prix spécial pourra être donné au meilleur score obtenu lors des 2 dernières rotations, et
// réservé aux joueurs non récompensés au classement final". Optional: a night without an entry fee has none.
#pragma once
#include "tournament/ranking.h"
#include <vector>

namespace tarot::tournament {

struct PrizeTable {
  long entries = 0;                      // the entry fee times the players
  long pool = 0;                         // 80 % of the entries, rounded down
  int paid = 0;                          // 20 % of the players, rounded up
  std::vector<long> prizes;              // by place, degressive (paid, paid - 1 ... 1 shares), summing to the pool
  int specialPlayer = 0;                 // the best score over the last two positions among those not paid (0: none)
  long specialScore = 0;
};

// The table for the final ranking `r` (players in order of place) and an entry fee in the club's unit (cents...).
PrizeTable prizeTable(const Ranking& r, long entryFee);

}  // namespace tarot::tournament
