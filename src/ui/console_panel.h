// The arbitrator's console, and the tournament's other programs (a table's phone, the live standings:
// client/program.h), as a part a program carries or not. The desktop app and the console's own web page
// (console.html) carry it; the game page does not (the tournament library and the console's screens weigh about
// 45 KB gzip: docs/PERFORMANCE.md) and goes to the console's page instead. TableApp reaches these programs only
// through this interface, made by the function the platform gives (Platform::makeConsole), so that a program
// whose platform names no maker links none of their code. A panel draws; the program's controller (the console's
// club side, the phone, the standings watch) is the client layer's, held and ticked by client::Controller.
#pragma once
#include "record/json.h"
#include "ui/widgets.h"
#include <memory>
#include <string>

namespace tarot::client {
class Controller;
}

namespace tarot::ui {

struct ConsolePanel {
  virtual ~ConsolePanel() = default;
  // Opens the program on the controller: its own controller made on the controller's services (the device's
  // storage, links to the club's server) and handed to it to hold and tick; the console resumes the tournament kept.
  virtual void open(Context& ui, client::Controller& client) = 0;
  // Draws it and hands what the person did to the program's controller; true when the person closes it.
  virtual bool draw(Context& ui, ImVec2 size) = 0;
  // For automation: the program's state as shown.
  virtual json::Value automation() const = 0;
  // A file the person chose for the console (a club's player list): true when the console took it.
  virtual bool takeImport(Context& ui, const std::string& text) = 0;
  // The page is this program from the start (a table's phone, the standings), not the console opened on demand.
  virtual bool atStart() const { return false; }
};

// The panel of the program the page's query names (client::programOf; console_panel.cpp): the maker a program that
// carries the console puts in its Platform. The game's query gives the arbitrator's console.
std::unique_ptr<ConsolePanel> makeConsolePanel(const std::string& query);

}  // namespace tarot::ui
