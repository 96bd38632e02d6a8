// The live standings as the console's program shows them (`?tournament=CODE&view=standings`): a ConsolePanel in place
// of the arbitrator's console, so that the page needs no other hook in TableApp. It watches the tournament on the
// club's server (server= or the page's own origin) and draws it; it never closes.
#pragma once
#include "ui/console_panel.h"

namespace tarot::ui {

std::unique_ptr<ConsolePanel> makeStandingsPanel();

}  // namespace tarot::ui
