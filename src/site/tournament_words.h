// The tournament's words that the site, the CLI and the console all show (the console's screens, the tournament
// library's refusals and the night's rules, the regional championships, the season): the site layer's table in the
// translation module, the lowest layer that all three include. The console's own rows are its table
// (client/console/console_table.cpp); the game's page registers neither.
#pragma once

namespace tarot::site {

// Adds the tournament's table to the translation module; once.
void registerTournamentWords();

}  // namespace tarot::site
