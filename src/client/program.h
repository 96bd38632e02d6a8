// The programs a page may be besides the game: the arbitrator's console, a table's phone at a tournament night and
// the live standings. The page's query says which (programOf), in the client layer: the app passes the query and
// decides nothing; only the programs that carry the console ask (ui/console_panel.h), so the game page links none
// of it. Each program is a controller of its own with the shape of the game's Controller — it owns what
// it follows on the network and on the device (ClubSync, TablePhone, StandingsWatch), advances in tick(now), gives
// the screens a const view and carries out what they hand back (dispatch) — rather than a mode inside Controller,
// so that the game page, which carries none of them (the console's page does: docs/PERFORMANCE.md), links none of
// their code: the Controller holds the one the app attached through this interface and ticks it with its own.
#pragma once
#include <string>

namespace tarot::client {

enum class Program {
  Game,        // the game (the console opened from its menu, or at once with console=1 or on the console's page)
  TablePhone,  // a table's link: ?tournament=CODE&position=P&table=T&key=KEY (client/table_phone.h)
  Standings    // ?tournament=CODE&view=standings (client/standings_page.h)
};

// The program the page's query asks for.
Program programOf(const std::string& query);

// A program's controller as the game's Controller holds it: advanced with the caller's clock (seconds).
class ProgramController {
 public:
  virtual ~ProgramController() = default;
  virtual void tick(double now) = 0;
};

}  // namespace tarot::client
