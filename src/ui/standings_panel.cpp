// The standings panel (standings_panel.h): the client's StandingsWatch polled each frame and drawn.
#include "ui/standings_panel.h"
#include "client/controller.h"
#include "client/standings_page.h"
#include "ui/screens/standings_screen.h"

namespace tarot::ui {

namespace {

struct StandingsPanel final : ConsolePanel {
  std::unique_ptr<online::StandingsWatch> watch;
  StandingsScreen screen;

  void open(Context& ui, client::Controller& client) override {
    if (watch) return;
    const client::StandingsPage page = client::standingsPage(ui.platform.startupQuery);
    const std::string server = client.startup().server.empty() ? ui.platform.serverUrl : client.startup().server;
    watch = std::make_unique<online::StandingsWatch>(ui.platform.openLink, server, page.tournament, ui.now);
  }
  bool draw(Context& ui, ImVec2 size) override {
    if (!watch) return true;
    watch->update(ui.now);
    if (const int p = screen.draw(ui, *watch, size); p >= 0) watch->choosePosition(p);
    return false;
  }
  json::Value automation() const override {
    return watch ? screen.automation(*watch) : json::Value::object();
  }
  bool takeImport(Context&, const std::string&) override { return false; }
};

}  // namespace

std::unique_ptr<ConsolePanel> makeStandingsPanel() { return std::make_unique<StandingsPanel>(); }

}  // namespace tarot::ui
