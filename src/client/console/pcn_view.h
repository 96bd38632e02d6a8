// The PCN (chapter 5, "Attribution des PCN et PP") of a tournament's final ranking as the console shows and prints
// it: the library's figures (tournament/pcn.h: only a tournament that can be homologated, only licensed players),
// and why none are given, in the arbitrator's language.
#pragma once
#include "match/translations.h"
#include "tournament/document.h"
#include "tournament/pcn.h"
#include "tournament/ranking.h"
#include <string>
#include <vector>

namespace tarot::console {

// One figure per line of `r.lines` (0 beyond the places receiving PCN and for a player without a licence); empty
// when the tournament cannot be homologated.
std::vector<int> rankingPcn(const tournament::State& s, const tournament::Ranking& r);
// One PP per line of `r.lines` for a regional final (3, 2, 1 to the first three, ex aequo sharing, only licensed
// players, only when homologable); empty for another competition or when the tournament cannot be homologated.
std::vector<int> rankingPp(const tournament::State& s, const tournament::Ranking& r);
// The same for the duos or teams of `r.teams` (the figure each of its licensed players receives); empty for an
// individual tournament or one that cannot be homologated.
std::vector<int> teamsPcn(const tournament::State& s, const tournament::Ranking& r);
// Why the tournament gives no PCN ("Pas de PCN : 8 joueurs, un tournoi est homologué à partir de 11"); "" when it
// gives them.
std::string pcnNotGiven(const tournament::State& s, match::Lang lang);

// Why a tournament marked as a regional final does not meet chapter 3's minimums, one sentence each ("Finale
// régionale (article 2) : 14 joueurs à la première séance, il en faut au moins 20"); empty when it does.
std::vector<std::string> regionalFinalNotMet(const tournament::State& s, match::Lang lang);

// The prize table (chapter 2, "La dotation": tournament/prizes.h) for the final ranking `r` and an entry fee in
// cents, as lines in the arbitrator's language: the pool and how many are paid, each prize by place, the special
// prize of the last two positions. Empty without a fee.
std::vector<std::string> prizeLines(const tournament::State& s, const tournament::Ranking& r, long feeCents,
                                    match::Lang lang);

}  // namespace tarot::console
