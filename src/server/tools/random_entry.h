// A scorer's entry the engine accepts, drawn from a seeded generator: the deals of simulated tournament nights
// (tarot-night-sim, tarot-night-load) and of the desk's tests.
#pragma once
#include "engine/rng.h"
#include "match/scoresheet.h"
#include "tournament/document.h"

namespace tarot::server {

// One deal of a 4-player table dealt by `dealer`: taker, contract, bouts and card points drawn, sometimes the petit
// au bout; drawn again until the scorer's model accepts it.
inline tournament::SheetDeal randomDeal(Rng& rng, int dealer) {
  for (;;) {
    tournament::SheetDeal d;
    match::ScorerEntry& e = d.entry;
    e.dealer = dealer;
    e.taker = int(rng.below(4));
    const Contract contracts[] = {Contract::Prise, Contract::Garde, Contract::GardeSans, Contract::GardeContre};
    e.input.contract = contracts[rng.below(4)];
    e.input.bouts = int(rng.below(4));
    e.input.attackHalfPoints = 2 * int(rng.below(92));
    if (rng.below(8) == 0) e.input.petitAuBout = rng.below(2) ? Camp::Attack : Camp::Defense;
    if (!match::validateEntry(e, 4)) return d;
  }
}

}  // namespace tarot::server
