// The arbitration code's penalties as a console offers them (FFT chapter 4): a warning first (avertissement, no
// points: "l'arbitre adresse un avertissement au joueur fautif puis en cas de récidive une pénalité de 100 points"),
// 100 points for a fault repeated after it, 100 points for a fausse donne ("Dans les 2 cas pénalité de 100 points"),
// 400 points for a sheet not handed back ("Non-retour de la feuille de marque (feuille « disparue ») 400 points",
// "4 joueurs responsables": each player of the table), 500 points for a phone used during a position, and an amount
// the arbitrator sets for the other cases ("Interdiction de fumer : pénalité"). Late arrivals (article 26) are their
// own event; the ranking counts them.
#pragma once
#include "tournament/document.h"
#include <string>
#include <vector>

namespace tarot::tournament {

enum class PenaltyKind : std::uint8_t { Warning, RepeatedFault, FausseDonne, LostSheet, Phone, Free };
inline constexpr PenaltyKind kPenaltyKinds[] = {PenaltyKind::Warning,   PenaltyKind::RepeatedFault,
                                                PenaltyKind::FausseDonne, PenaltyKind::LostSheet,
                                                PenaltyKind::Phone,     PenaltyKind::Free};

// The points of that kind (0 for a warning; for a free amount, 0: the arbitrator gives it).
int penaltyPoints(PenaltyKind kind);
// The kind's name in the document ("avertissement", "recidive", "fausse_donne", "feuille_disparue", "telephone",
// "libre").
const char* penaltyKindName(PenaltyKind kind);
// The kind of a name; false for a name the console does not offer.
bool penaltyKindOf(const std::string& name, PenaltyKind* out);
// The penalty of that kind for one player at one position (0: the tournament as a whole); `points` is used for a
// free amount only.
Penalty standardPenalty(PenaltyKind kind, int player, int position, const std::string& reason, int points = 0);
// A lost sheet: the same penalty for every player seated at that table at that position; empty when there is no
// such table.
std::vector<Penalty> lostSheetPenalties(const State& s, int position, int table, const std::string& reason);

}  // namespace tarot::tournament
