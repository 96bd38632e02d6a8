// The live standings page's address: `?tournament=CODE&view=standings` (the room's screen, a club's website). The
// console's program opens the standings instead of the console when its query asks for them (src/app/main.cpp).
#pragma once
#include <string>

namespace tarot::client {

struct StandingsPage {
  bool wanted = false;     // view=standings
  std::string tournament;  // the code as given, upper case ("" when none)
};

// Reads `view` and `tournament` from "key=value&..." (a leading '?' allowed); every other key is left to the rest
// of the start-up (lang, server: startup_config.h).
StandingsPage standingsPage(const std::string& query);

}  // namespace tarot::client
