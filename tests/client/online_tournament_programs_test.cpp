// The tournament's programs driven through their controllers (client/program.h), without the app, against the
// server's hub in the same process with the device's storage in memory: the console publishing through
// ConsoleController and sending again after a lost network, a table's phone entering and confirming deals through
// PhoneController (with an entry made offline sent once back online), the standings page's watch resumed after a lost
// connection through StandingsController, and its link to the night's results once the director closed the night.
// Each program's controller is held and ticked by client::Controller, as in the app.
#include "client/console/console_controller.h"
#include "client/memory_storage.h"
#include "client/phone_controller.h"
#include "client/program.h"
#include "client/standings_controller.h"
#include "server/results_site.h"
#include "server/tournament_fixture.h"
#include "tournament/events.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <memory>
#include <vector>

using namespace tarot;
using namespace tarot::client;
using server::ConnId;

namespace {

// The network to the hub: every link the programs open, which the test can lose (drop) or keep from opening (down).
struct Net {
  server::FakeNet net{nullptr};
  bool down = false;
  ConnId next = 500;
  std::vector<std::string> addresses;  // the server each link was opened for
  class Link;
  std::vector<Link*> open;             // the links alive
  online::OpenLink opener();
  void dropAll();
};

class Net::Link final : public online::Link {
 public:
  explicit Link(Net* n) : n_(n), id_(n->next++) {
    if (n_->down) return;
    n_->net.hub.opened(id_, 0);
    n_->open.push_back(this);
    live_ = true;
  }
  ~Link() override { forget(); }
  void send(const std::string& text) override {
    if (live_) n_->net.hub.message(id_, text, 0);
  }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (gone_) return out;
    if (!live_) {
      gone_ = true;
      return {{EventKind::Closed, "network down"}};
    }
    if (!opened_) {
      opened_ = true;
      out.push_back({EventKind::Open, ""});
    }
    std::vector<json::Value>& got = n_->net.got[id_];
    for (; read_ < got.size(); ++read_) out.push_back({EventKind::Message, got[read_].dump()});
    return out;
  }
  void close() override { lose(); }
  // The network loses this link: the hub sees it closed, the program at its next poll.
  void lose() {
    if (live_) n_->net.hub.closed(id_, 0);
    live_ = false;
    forget();
  }

 private:
  void forget() {
    for (std::size_t i = 0; i < n_->open.size(); ++i)
      if (n_->open[i] == this) n_->open.erase(n_->open.begin() + std::ptrdiff_t(i));
  }
  Net* n_;
  ConnId id_;
  std::size_t read_ = 0;
  bool live_ = false, opened_ = false, gone_ = false;
};

online::OpenLink Net::opener() {
  return [this](const std::string& server) -> std::unique_ptr<online::Link> {
    addresses.push_back(server);
    return std::make_unique<Link>(this);
  };
}

void Net::dropAll() {
  while (!open.empty()) open.back()->lose();
}

// A device: its storage, its controller on the net with the page's query, its clock.
struct Device {
  MemoryStorage store;
  std::unique_ptr<Controller> app;
  double now = 0;
  Device(Net& n, const std::string& query, const std::string& server = "http://club.example:8080") {
    Host h = store.host();
    h.openLink = n.opener();
    h.startupQuery = query;
    h.serverUrl = server;
    app = std::make_unique<Controller>(std::move(h));
  }
  void run(int ticks, double step = 0.5) {
    for (int i = 0; i < ticks; ++i) app->tick(now += step);
  }
};

std::string tableQuery(const server::TournamentNight& night, int position, int table) {
  return "tournament=" + night.code + "&position=" + std::to_string(position) + "&table=" + std::to_string(table) +
         "&key=" + night.keys[std::size_t(position - 1)][std::size_t(table - 1)];
}

// Deal k of a table entered and confirmed by a phone of the fixture's (South confirming).
void confirmDeal(server::TournamentNight& night, ConnId phone, int p, int t, int k, Rng& rng) {
  const std::string id = "x" + std::to_string(p) + "t" + std::to_string(t) + "d" + std::to_string(k);
  night.enter(phone, p, t, k, id, server::randomDeal(rng, (k - 1) % 4));
  REQUIRE(night.net.lastType(phone) == "tournament_sheet");
  night.confirm(phone, p, t, k, id + "c", id);
  REQUIRE(night.net.lastType(phone) == "tournament_sheet");
}

}  // namespace

TEST_CASE("the page's query names its program", "[programs]") {
  const std::string code = "ABCDEFGHJKMNPQRSTVWX", key = std::string(32, 'a');
  CHECK(programOf("") == Program::Game);
  CHECK(programOf("lang=en&players=5") == Program::Game);
  CHECK(programOf("tournament=" + code + "&position=1&table=2&key=" + key) == Program::TablePhone);
  CHECK(programOf("?tournament=" + code + "&view=standings&lang=en") == Program::Standings);
  // A player's link to an online position is the game's; a table's link missing its key is no phone.
  CHECK(programOf("tournament=" + code + "&player=3&key=" + key) == Program::Game);
  CHECK(programOf("tournament=" + code + "&position=1&table=2") == Program::Game);
  CHECK(serverOrigin("wss://club.example:8443/tarot/?x=1") == "https://club.example:8443");
  CHECK(serverOrigin("http://127.0.0.1:8080") == "http://127.0.0.1:8080");
  CHECK(serverOrigin("") == "");
}

TEST_CASE("the console's program publishes, and sends again what the lost network kept back", "[programs][publish]") {
  Net n;
  Device arbitrator(n, "console=1");
  console::Console& c = arbitrator.app->console();
  REQUIRE(c.create("Club night", tournament::testing::settingsOf(3, 4), 1).empty());
  REQUIRE(c.registerList("Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\n", 2).empty());
  REQUIRE(c.draw(4, 0, 3).empty());
  auto made = std::make_unique<ConsoleController>(c, n.opener());
  ConsoleController& club = *made;
  arbitrator.app->attach(std::move(made));
  CHECK(club.club() == nullptr);  // nothing published yet: no connection

  ClubIntent publish;
  publish.kind = ClubIntent::Kind::Publish;
  publish.server = "http://club.example:8080";
  REQUIRE(club.dispatch(publish, arbitrator.now).empty());
  arbitrator.run(20);
  REQUIRE(club.club());
  REQUIRE(club.club()->status() == console::ClubSync::Status::InSync);
  CHECK(club.publishing());
  const std::string code = c.club().code;
  const server::DeskTournament* t = n.net.hub.desk().tournament(code);
  REQUIRE(t);
  CHECK(t->doc.events().size() == c.document().events().size());
  CHECK(n.addresses.back() == "http://club.example:8080");

  // The network is lost; the arbitrator starts the first position meanwhile: kept on the device, sent once back.
  n.down = true;
  n.dropAll();
  REQUIRE(c.startNextPosition(4).empty());
  arbitrator.run(4);
  CHECK(club.club()->status() == console::ClubSync::Status::Lost);
  CHECK(t->doc.events().size() + 1 == c.document().events().size());
  n.down = false;
  arbitrator.run(20);
  CHECK(club.club()->status() == console::ClubSync::Status::InSync);
  CHECK(t->doc.events().size() == c.document().events().size());
  CHECK(t->doc.state() == c.state());
  CHECK(club.club()->connections() >= 2);
  CHECK(club.takeNotices().empty());  // nothing the server changed nor refused
}

TEST_CASE("a table's phone program: the keeper's entry and another seat's confirmation, an entry made offline sent once",
          "[programs][tournament_phone]") {
  Net n;
  server::TournamentNight night(n.net);
  night.create(2, 1, 3);
  night.startPosition(1);
  Device north(n, tableQuery(night, 1, 1)), south(n, tableQuery(night, 1, 1));
  REQUIRE(programOf(north.app->host().startupQuery) == Program::TablePhone);
  auto nMade = std::make_unique<PhoneController>(north.app->host(), north.app->serverAddress());
  auto sMade = std::make_unique<PhoneController>(south.app->host(), south.app->serverAddress());
  PhoneController& nPhone = *nMade;
  PhoneController& sPhone = *sMade;
  north.app->attach(std::move(nMade));
  south.app->attach(std::move(sMade));
  REQUIRE(nPhone.phone());
  north.run(3);
  south.run(3);
  REQUIRE(nPhone.phone()->sheet().known);
  CHECK(nPhone.phone()->keeper() == "N");

  PhoneIntent seat;
  seat.kind = PhoneIntent::Kind::ChooseSeat;
  seat.seat = "N";
  CHECK_FALSE(nPhone.dispatch(seat));
  seat.seat = "S";
  CHECK_FALSE(sPhone.dispatch(seat));
  CHECK(nPhone.phone()->seat() == "N");

  Rng rng(11);
  PhoneIntent enter;
  enter.kind = PhoneIntent::Kind::Enter;
  enter.deal = 2;  // deal 1 first
  enter.entry = server::randomDeal(rng, 0);
  CHECK(nPhone.dispatch(enter).code == tournament::DealEntryCode::EarlierMissing);
  enter.deal = 1;
  REQUIRE_FALSE(nPhone.dispatch(enter));
  north.run(3);
  south.run(3);
  CHECK(nPhone.phone()->pending().empty());
  REQUIRE(sPhone.phone()->sheet().deals[0].entered);

  PhoneIntent confirm;
  confirm.kind = PhoneIntent::Kind::Confirm;
  confirm.deal = 1;
  confirm.seat = "N";  // the keeper does not confirm its own entry
  CHECK(sPhone.dispatch(confirm).code == tournament::DealEntryCode::KeeperConfirms);
  confirm.seat = "S";
  REQUIRE_FALSE(sPhone.dispatch(confirm));
  south.run(3);
  north.run(3);
  CHECK(nPhone.phone()->sheet().deals[0].confirmed);
  CHECK(nPhone.phone()->sheet().deals[0].confirmedBy == "S");

  // Deal 2 entered with the network down: kept on the phone, sent once the network is back, applied once.
  n.down = true;
  n.dropAll();
  north.run(3);
  CHECK_FALSE(nPhone.phone()->connected());
  enter.deal = 2;
  enter.entry = server::randomDeal(rng, 1);
  REQUIRE_FALSE(nPhone.dispatch(enter));
  north.run(3);
  REQUIRE(nPhone.phone()->pending().size() == 1);
  const std::string id = nPhone.phone()->pending()[0].entryId;
  n.down = false;
  north.run(6);
  south.run(6);
  CHECK(nPhone.phone()->pending().empty());
  CHECK(sPhone.phone()->sheet().deals[1].entryId == id);
  CHECK(nPhone.phone()->dealToEnter() == 3);
}

TEST_CASE("the standings' program: the watch resumed after a lost connection, and the night's results once it is closed",
          "[programs][standings]") {
  Net n;
  server::TournamentNight night(n.net);
  night.create(1, 2, 2);
  night.startPosition(1);
  Device room(n, "tournament=" + night.code + "&view=standings&lang=fr");
  REQUIRE(programOf(room.app->host().startupQuery) == Program::Standings);
  auto made = std::make_unique<StandingsController>(room.app->host(), room.app->serverAddress(), room.now);
  StandingsController& page = *made;
  room.app->attach(std::move(made));
  room.run(2);
  REQUIRE(page.watch().status() == online::StandingsWatch::Status::Watching);
  CHECK(page.watch().standings().missing.size() == 1);
  CHECK_FALSE(page.nightClosed());
  CHECK(page.resultsLink(match::Lang::French).empty());

  // The connection is lost; meanwhile the table hands in position 1: the watch, resumed, shows it.
  n.dropAll();
  room.run(1);
  CHECK(page.watch().status() == online::StandingsWatch::Status::Lost);
  n.net.hub.opened(1, 0);
  Rng rng(4);
  for (int k = 1; k <= 2; ++k) confirmDeal(night, 1, 1, 1, k, rng);
  room.run(int(online::StandingsWatch::kRetrySeconds / 0.5) + 2);
  CHECK(page.watch().status() == online::StandingsWatch::Status::Watching);
  CHECK(page.watch().connections() == 2);
  CHECK(page.watch().standings().missing.empty());
  CHECK(page.watch().positionComplete());

  // Position 1 closed, position 2 played and closed: the night is over, and its page on the results site is linked.
  REQUIRE(night.directorEvent(tournament::closePositionEvent(1)) == "");
  room.run(1);
  CHECK(page.watch().standings().closed == 1);
  CHECK_FALSE(page.nightClosed());
  night.startPosition(2);
  for (int k = 1; k <= 2; ++k) confirmDeal(night, 1, 2, 1, k, rng);
  room.run(1);
  CHECK(page.watch().positionComplete());
  CHECK_FALSE(page.nightClosed());  // every sheet is in, but the director has not closed the position yet
  CHECK(page.resultsLink(match::Lang::French).empty());
  REQUIRE(night.directorEvent(tournament::closePositionEvent(2)) == "");
  room.run(1);
  REQUIRE(page.nightClosed());
  const std::string fr = page.resultsLink(match::Lang::French), en = page.resultsLink(match::Lang::English);
  const std::string origin = "http://club.example:8080/results/";
  REQUIRE(fr.rfind(origin, 0) == 0);
  REQUIRE(en.rfind(origin, 0) == 0);
  CHECK(fr.find(night.code) != std::string::npos);
  CHECK(fr.find("/fr/") != std::string::npos);
  CHECK(en.find("/en/") != std::string::npos);
  // Both links are pages the server's results site serves, the night's own (its name in it).
  server::ResultsSite site(n.net.hub.desk(), "Club");
  for (const std::string& link : {fr, en}) {
    const server::ResultsReply r = site.get(link.substr(origin.size()), origin, "");
    CHECK(r.status == 200);
    CHECK(r.body.find("Club night") != std::string::npos);
  }
}
