// The console's printable pages (HTML, in the console's language) and exports: the seating of a position in large
// type for the room, the feuilles de marque of a position with each table's names filled in by orientation, the
// rankings (position, cumulated, final, teams), the fiches personnelles, and the ranking as CSV.
#pragma once
#include "client/console/club_state.h"
#include "match/translations.h"
#include "site/tables.h"
#include "tournament/document.h"
#include "tournament/ranking.h"
#include <string>
#include <vector>

namespace tarot::console {

// The orientation's name ("Nord", "East"...).
const char* orientationText(match::Lang l, int orientation);
// "Table 4 — table à 3 (sans Nord)", "Table 2 — table à 5": a table of 3 plays without its North (chapter 2), a
// table of 5 with a Fifth; a table of 4 is "Table 1".
std::string tableTitle(match::Lang l, const tournament::TableSeating& t, int number);
// Each table under its title (tableTitle), its players by orientation, in large type for the room.
std::string seatingHtml(const tournament::State& s, int position, match::Lang l);
// The same for a position's seating given (the next position's, printable once the draw is made, before it starts:
// Console::seatingToPrint).
std::string seatingHtml(const tournament::State& s, int position, const tournament::PositionSeating& seating, match::Lang l);
// One page per table: the names by orientation, a row per deal to fill in with its "Visa arbitre" cell (the visa
// given or awaited once the sheet is in), the totals; for a tournament published on
// the club's server, the table's phone link for the position and its QR code (an inline SVG), never the director's
// key.
std::string sheetsHtml(const tournament::State& s, int position, match::Lang l, const ClubState& club = ClubState());
// The same for a position's seating given (before the position starts: no phone link yet).
std::string sheetsHtml(const tournament::State& s, int position, const tournament::PositionSeating& seating,
                       match::Lang l, const ClubState& club = ClubState());
// A tournament played online: one card per player to hand out, with their name and number, their own link to their
// seats (client/console/club_state.h) and its QR code; a player whose key the console lacks gets a card saying so.
std::string playerCardsHtml(const tournament::State& s, match::Lang l, const ClubState& club);
// A QR code of `text` as an inline SVG (site/tables.h: the results site draws it the same way).
using site::qrSvg;
// The ranking table (site/tables.h, the results site's too) under the tournament's name and `title`: with the PCN of each line when given (the final ranking, pcn_view.h) and a regional final's PP beside them, the penalties and late arrival columns (the
// positions, penalties and late arrival add up to the points), and the corrected sheets with their reasons.
std::string rankingHtml(const tournament::State& s, const tournament::Ranking& r, const std::string& title, match::Lang l,
                        const std::vector<int>& pcn = {}, const std::vector<int>& pp = {});
// Place, player, points, the PCN and PP when given (as rankingHtml), then each position's score, the penalties and
// the late arrival (both negative: the columns after the points add up to them), UTF-8 with a byte order mark, CRLF
// lines.
std::string rankingCsv(const tournament::State& s, const tournament::Ranking& r, match::Lang l,
                       const std::vector<int>& pcn = {}, const std::vector<int>& pp = {});
// Each player's positions: table, orientation, the others at the table, the score; `next`, when given, is the seating
// of the position after those started (printed right after the draw, with no score yet).
std::string fichesHtml(const tournament::State& s, match::Lang l, const tournament::PositionSeating& next = {});

}  // namespace tarot::console
