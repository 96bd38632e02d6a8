// The HTML tables a night's results are printed with, built once for the results site and the arbitrator's console
// (client/console/pages.h calls them): the ranking with its PCN and PP, its teams and its corrected sheets, a
// table's feuille de marque as entered, and the QR code of an address as an inline SVG.
#pragma once
#include "match/translations.h"
#include "tournament/document.h"
#include "tournament/ranking.h"
#include <functional>
#include <string>
#include <vector>

namespace tarot::site {

// Text made safe inside HTML (element text and quoted attributes).
std::string esc(const std::string& s);
// A QR code of `text` as an inline SVG of dark squares, `side` pixels ("" when the text is too long).
std::string qrSvg(const std::string& text, int side);

// What a ranking table shows beside the places, names and points.
struct RankingColumns {
  std::vector<int> pcn, pp;                       // one per line when given (the final ranking: tournament/pcn.h)
  std::vector<std::string> licences;              // by player id - 1, shown in a column when not empty
  std::function<std::string(int player)> href;    // the address of a player's own page ("": no link)
  bool corrections = true;                        // the corrected sheets after the table (once a page)
};
// Place (shared places marked "="), player, points, the PCN and PP when given, each position's score, the penalties
// and the late arrival (both negative: the columns after the points add up to them); then the teams, and the
// corrected sheets with their reasons (article 28: a correction stays visible).
std::string rankingTable(const tournament::State& s, const tournament::Ranking& r, match::Lang l,
                         const RankingColumns& c = {});
// A table's feuille de marque at a position as the document holds it: each deal with its taker, contract, result and
// each player's score and running total, the bilans (match::sheetTableHtml); totals only when the club reported
// those; "" when the sheet is not in.
std::string sheetTable(const tournament::State& s, int position, int table, match::Lang l);

}  // namespace tarot::site
