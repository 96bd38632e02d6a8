// The arbitrator's console as a part a program carries or not. The desktop app and the console's own web page
// (console.html) carry it; the game page does not (the tournament library and the console's screens weigh about
// 45 KB gzip: docs/PERFORMANCE.md) and goes to the console's page instead. TableApp reaches the console only
// through this interface, made by the function the platform gives (Platform::makeConsole), so that a program
// whose platform names no maker links none of the console's code.
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
  // Opens the console on the controller's (the device's storage), resuming the tournament kept there.
  virtual void open(Context& ui, client::Controller& client) = 0;
  // Draws it; true when the arbitrator closes it.
  virtual bool draw(Context& ui, ImVec2 size) = 0;
  // For automation: the console's state (TournamentScreen::automation).
  virtual json::Value automation() const = 0;
  // A file the person chose for the console (a club's player list): true when the console took it.
  virtual bool takeImport(Context& ui, const std::string& text) = 0;
};

// The console's screens on the controller's console (console_panel.cpp): the maker a program that carries the
// console puts in its Platform.
std::unique_ptr<ConsolePanel> makeConsolePanel();

}  // namespace tarot::ui
