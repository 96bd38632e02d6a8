// The console part (console_panel.h): the tournament screens on the controller's console. Only the programs that
// carry the console reach this file (through Platform::makeConsole).
#include "ui/console_panel.h"
#include "client/controller.h"
#include "ui/screens/tournament_screen.h"

namespace tarot::ui {

namespace {

struct TournamentPanel final : ConsolePanel {
  TournamentScreen screen;
  void open(Context& ui, client::Controller& client) override { screen.open(ui, client.console()); }
  bool draw(Context& ui, ImVec2 size) override { return screen.draw(ui, size); }
  json::Value automation() const override { return screen.automation(); }
  bool takeImport(Context& ui, const std::string& text) override { return screen.takeImport(ui, text); }
};

}  // namespace

std::unique_ptr<ConsolePanel> makeConsolePanel() { return std::make_unique<TournamentPanel>(); }

}  // namespace tarot::ui
