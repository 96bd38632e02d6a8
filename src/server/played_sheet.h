// A table's feuille de marque from a match played at the server's table (an online position): each deal as the
// entry a club scorer would have made of it, taken from the engine's own summary of the deal played (contract,
// bouts, points, poignées, petit au bout, chelem), so nothing is typed again and the sheet scores as the match did.
// In the server, the one place that holds both a match and a tournament.
#pragma once
#include "match/match.h"
#include "tournament/document.h"
#include <vector>

namespace tarot::server {

// The deals of the match's history as a sheet (people are the match's persons); an annulled deal stays annulled
// with its dealer (the caller marks the seats bots hold). False when a deal's record does
// not replay (it cannot happen for a match the engine refereed).
bool sheetFromPlayed(const std::vector<match::DealEntry>& history, tournament::TableSheet* out);

}  // namespace tarot::server
