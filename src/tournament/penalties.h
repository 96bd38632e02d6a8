// The arbitration code's penalties as a console offers them (FFT chapter 4): 100 points for a fault repeated after
// a warning (cards touched during the deal, a poignée shown wrongly, a card exposed again...), 400 points for a
// sheet not handed back ("4 joueurs responsables": each player of the table), 500 points for a phone used during a
// position. Late arrivals (article 26) are their own event; the ranking counts them.
#pragma once
#include "tournament/document.h"
#include <string>
#include <vector>

namespace tarot::tournament {

enum class PenaltyKind : std::uint8_t { RepeatedFault, LostSheet, Phone };

// The penalty of that kind for one player at one position (0: the tournament as a whole).
Penalty standardPenalty(PenaltyKind kind, int player, int position, const std::string& reason);
// A lost sheet: the same penalty for every player seated at that table at that position; empty when there is no
// such table.
std::vector<Penalty> lostSheetPenalties(const State& s, int position, int table, const std::string& reason);

}  // namespace tarot::tournament
