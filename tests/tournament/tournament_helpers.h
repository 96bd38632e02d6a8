// What the tournament tests share: settings, a simple rotation of seats (North fixed, South +1, East +2, West -2,
// the FFT's base movement, without its special cases: the tests need seatings, not meeting-free ones), random
// scorer entries that a real deal can give, and a document filled up to its sheets.
#pragma once
#include "engine/rng.h"
#include "tournament/document.h"
#include "tournament/events.h"
#include <string>
#include <vector>

namespace tarot::tournament::testing {

inline Settings settingsOf(int positions, int deals) {
  Settings s;
  s.positions = positions;
  s.dealsPerPosition = deals;
  s.movements.assign(std::size_t(positions), "fft");
  return s;
}

// Players 1..4*tables: at the start table t has 4t+1..4t+4 at N, S, E, W; each position moves S +1, E +2, W -2.
inline PositionSeating rotation(int tables, int position) {
  PositionSeating s(static_cast<std::size_t>(tables));
  const int step[4] = {0, 1, 2, -2};
  for (int t = 0; t < tables; ++t)
    for (int o = 0; o < 4; ++o) {
      const int from = (((t - step[o] * (position - 1)) % tables) + tables) % tables;
      s[std::size_t(t)].seat[o] = 4 * from + o + 1;
    }
  return s;
}

// A deal a club scorer could enter: random taker, contract, bouts and points, now and then a poignée or a petit
// au bout, drawn again until the engine's checks accept it.
inline ScorerEntry randomEntry(Rng* rng, int people) {
  for (;;) {
    ScorerEntry e;
    e.dealer = int(rng->below(std::uint32_t(people)));
    e.taker = int(rng->below(std::uint32_t(people)));
    if (people == 5) {
      e.partner = int(rng->below(6)) - 1;
      if (e.partner == e.taker) e.partner = -1;
    }
    e.input.contract = Contract(int(Contract::Prise) + int(rng->below(4)));
    e.input.bouts = int(rng->below(4));
    e.input.attackHalfPoints = int(rng->below(183));
    if (people == 4) e.input.attackHalfPoints &= ~1;
    if (rng->below(8) == 0) e.input.poignees.push_back(PoigneeSize::Simple);
    if (rng->below(8) == 0) e.input.petitAuBout = rng->below(2) ? Camp::Attack : Camp::Defense;
    if (!validateEntry(e, people)) return e;
  }
}

inline TableSheet randomSheet(Rng* rng, int people, int deals) {
  TableSheet s;
  for (int d = 0; d < deals; ++d) {
    SheetDeal sd;
    sd.entry = randomEntry(rng, people);
    s.deals.push_back(sd);
  }
  return s;
}

// A document with `players` registered (names "P1"...), created with `settings`.
inline Document newTournament(const Settings& settings, int players, const std::string& team = std::string()) {
  Document d;
  d.append(createEvent("Open du club", settings), 1000, "arbitre");
  for (int p = 1; p <= players; ++p)
    d.append(registerEvent("P" + std::to_string(p), "L" + std::to_string(p), "Club", team), 1000 + p, "accueil");
  return d;
}

}  // namespace tarot::tournament::testing
