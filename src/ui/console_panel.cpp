// The tournament's programs as parts (console_panel.h): each panel makes its program's controller on the client's
// services, hands it to client::Controller (which holds it and ticks it with its own tick), draws the screen on a
// const view of it and gives the controller what the screen hands back. Only the programs that carry the console
// reach this file (through Platform::makeConsole).
#include "ui/console_panel.h"
#include "client/console/console_controller.h"
#include "client/controller.h"
#include "client/phone_controller.h"
#include "client/program.h"
#include "client/standings_controller.h"
#include "ui/screens/standings_screen.h"
#include "ui/screens/table_phone_screen.h"
#include "ui/screens/tournament_screen.h"

namespace tarot::ui {

namespace {

// The arbitrator's console: the screen on the controller's console::Console, the club side's controller beside.
struct TournamentPanel final : ConsolePanel {
  TournamentScreen screen;
  client::ConsoleController* club = nullptr;  // held by the client::Controller
  void open(Context& ui, client::Controller& client) override {
    auto made = std::make_unique<client::ConsoleController>(client.console(), client.host().openLink);
    club = made.get();
    client.attach(std::move(made));
    club->setLang(ui.lang);
    screen.open(ui, *club, club->resume());
  }
  bool draw(Context& ui, ImVec2 size) override {
    if (!club) return true;
    club->setLang(ui.lang);
    for (const std::string& n : club->takeNotices()) ui.notice(n, 8.0);
    const bool closed = screen.draw(ui, size);
    carryOut(ui);
    if (const client::ClubIntent asked = screen.takeClubIntent()) screen.answered(ui, club->dispatch(asked, ui.now));
    return closed;
  }
  json::Value automation() const override { return screen.automation(); }
  bool takeImport(Context& ui, const std::string& text) override {
    const bool taken = screen.takeImport(ui, text);
    if (club) carryOut(ui);
    return taken;
  }
  // What the arbitrator asked, carried out by the controller at the events' clock, its answer back to the screen.
  void carryOut(Context& ui) {
    if (const client::ConsoleIntent asked = screen.takeConsoleIntent())
      screen.answered(ui, asked, club->dispatch(asked, screen.clock(ui)));
  }
};

// A table's phone (?tournament=CODE&position=P&table=T&key=KEY) in place of the console.
struct PhonePanel final : ConsolePanel {
  TablePhoneScreen screen;
  client::PhoneController* phone = nullptr;  // held by the client::Controller
  void open(Context&, client::Controller& client) override {
    if (phone) return;
    auto made = std::make_unique<client::PhoneController>(client.host(), client.serverAddress());
    phone = made.get();
    client.attach(std::move(made));
  }
  bool draw(Context& ui, ImVec2 size) override {
    if (!phone) return true;
    if (const client::PhoneIntent asked = screen.draw(ui, *phone, size)) screen.answered(ui, asked, phone->dispatch(asked));
    return false;
  }
  json::Value automation() const override { return phone ? screen.automation(*phone) : json::Value::object(); }
  bool takeImport(Context&, const std::string&) override { return false; }
  bool atStart() const override { return true; }
};

// The live standings (`?tournament=CODE&view=standings`) in place of the console; they never close.
struct StandingsPanel final : ConsolePanel {
  StandingsScreen screen;
  client::StandingsController* standings = nullptr;  // held by the client::Controller
  void open(Context& ui, client::Controller& client) override {
    if (standings) return;
    auto made = std::make_unique<client::StandingsController>(client.host(), client.serverAddress(), ui.now);
    standings = made.get();
    client.attach(std::move(made));
  }
  bool draw(Context& ui, ImVec2 size) override {
    if (!standings) return true;
    if (const int p = screen.draw(ui, *standings, size); p >= 0) standings->choosePosition(p);
    return false;
  }
  json::Value automation() const override {
    return standings ? screen.automation(*standings) : json::Value::object();
  }
  bool takeImport(Context&, const std::string&) override { return false; }
  bool atStart() const override { return true; }
};

}  // namespace

std::unique_ptr<ConsolePanel> makeConsolePanel(const std::string& query) {
  switch (client::programOf(query)) {
    case client::Program::TablePhone: return std::make_unique<PhonePanel>();
    case client::Program::Standings: return std::make_unique<StandingsPanel>();
    case client::Program::Game: break;
  }
  return std::make_unique<TournamentPanel>();
}

}  // namespace tarot::ui
