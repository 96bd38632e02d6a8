// What a federation or a club secretary asks for (issue 37, "Exports"), as CSV text: the season's results (one line
// per player and night), the PCN and PP earned per licence number over the season, a championship's ranking with
// each night's score counted or dropped. The conventions of the console's ranking CSV (client/console/pages.cpp,
// rankingCsv): UTF-8 with a byte order mark, commas between fields, CRLF line ends, a field holding a comma, a quote
// or a line end quoted with its quotes doubled, a night's PCN or PP of 0 left blank. The column titles are words:
// the caller gives them in the person's language (match/translations_season.inc); the library writes figures and
// names only. No I/O.
#pragma once
#include "season/championship.h"
#include "season/season.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::season {

// A field as CSV writes it: quoted when it holds a comma, a quote or a line end.
std::string csvField(const std::string& s);

// Date, night (its id), player, place, points, PCN, PP, licence: for each night that counts (annulled nights and
// nights with no position closed have no results), its players in order of place. `results`: seasonResults.
using ResultsTitles = std::array<std::string, 8>;
std::string resultsCsv(const Season& season, const std::vector<NightResult>& results, const ResultsTitles& titles);

// Licence, name, nights, PCN total, PP total: one line per licence number over the nights that count, in the order
// of the licence numbers. A player without a licence earns no PCN (the tournament's "no licence: no PCN") and is
// left out: the federation records PCN by licence only. The name is the one of the licence's latest night (the
// register's when the player is in it).
using PcnTitles = std::array<std::string, 5>;
std::string pcnCsv(const std::vector<NightResult>& results, const PcnTitles& titles);

// Place, name, total, then one column per night the championship covers, titled by the night's id: the night's
// score when counted, in parentheses when dropped (the best k of n), blank when not played or annulled. A line
// refused (a team whose séries are refused) has no place.
using ChampionshipTitles = std::array<std::string, 3>;
std::string championshipCsv(const Season& season, const ChampionshipRanking& ranking, const ChampionshipTitles& titles);

}  // namespace tarot::season
