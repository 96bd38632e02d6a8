// A position's tables kept legal when players leave or come (article 27, "abandon en cours d'épreuve"; article 26,
// late arrivals): a table receives 3 to 5 players, a Fifth only with four others (chapter 2, "Le jeu à 5 joueurs").
// The movement keeps everyone else in the seat it gives; the fewest players move, chosen so that nobody meets a
// teammate, the fewest meet again and the fewest sit at a table of 3 a second time.
#pragma once
#include "tournament/night_warnings.h"
#include <vector>

namespace tarot::tournament {

// `at` is the movement's seating with the seats of players who withdrew already empty (0); `newcomers` are players
// the movement does not seat (not drawn). Moves players so that every table seats 3 to 5 (a table left empty is
// removed, the next ones numbered one lower) and seats the newcomers: at a table of 3, else at Fifth of a table of 4
// when tables of 5 are allowed, else at a new table completed from tables of 4. `before` are the positions played
// (for meetings and tables of 3). Adds what changed to *changes; false when the players left cannot fill a table.
bool reseat(PositionSeating* at, const std::vector<int>& newcomers, const std::vector<PositionSeating>& before,
            const TeamOf& teamOf, bool tablesOf5, std::vector<Warning>* changes);

}  // namespace tarot::tournament
