// The controller at an online table, against the server's hub in the same process: a table created from the form,
// the seat kept in the device's storage, a lost connection tried again after the delay and the seat taken back,
// a server that never answers reported on the form; leaving forgets the table.
#include "client/controller.h"
#include "server/hub.h"
#include "client/memory_storage.h"
#include <catch2/catch_test_macros.hpp>
#include <deque>
#include <map>

using namespace tarot;
using namespace tarot::client;

namespace {

using K = Intent::Kind;

// Links plugged straight into a hub; a link can be dropped as a network would.
struct LoopNet {
  double now = 0;
  std::map<server::ConnId, std::deque<std::string>> inbox;
  std::map<server::ConnId, bool> closed;
  server::Hub hub;
  server::ConnId next = 1;
  int opened = 0;
  explicit LoopNet(double nextDealDelay = 1)
      : hub(nullptr, options(nextDealDelay), [this](server::ConnId c, const std::string& t) { inbox[c].push_back(t); },
            [this](server::ConnId c, const std::string&) { closed[c] = true; }) {}
  static server::HubOptions options(double nextDealDelay) {
    server::HubOptions o;
    o.log = false;
    o.grace = 30;
    o.nextDealDelay = nextDealDelay;
    o.pace = 50;
    return o;
  }
};

class LoopLink final : public online::Link {
 public:
  explicit LoopLink(LoopNet* net) : net_(net), id_(net->next++) {
    net_->hub.opened(id_, net_->now);
    ++net_->opened;
  }
  void send(const std::string& text) override { if (!closed_) net_->hub.message(id_, text, net_->now); }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!opened_) { opened_ = true; out.push_back({EventKind::Open, ""}); }
    for (std::string& t : net_->inbox[id_]) out.push_back({EventKind::Message, std::move(t)});
    net_->inbox[id_].clear();
    if (net_->closed[id_] && !closed_) { closed_ = true; out.push_back({EventKind::Closed, "connection lost"}); }
    return out;
  }
  void close() override {
    if (!closed_) net_->hub.closed(id_, net_->now);
    closed_ = true;
  }
  server::ConnId id() const { return id_; }

 private:
  LoopNet* net_;
  server::ConnId id_;
  bool opened_ = false, closed_ = false;
};

// A link that never opens: nothing answers at that address.
class DeadLink final : public online::Link {
 public:
  void send(const std::string&) override {}
  std::vector<Event> poll() override {
    if (told_) return {};
    told_ = true;
    return {{EventKind::Closed, "no answer"}};
  }
  void close() override {}

 private:
  bool told_ = false;
};

void run(Controller& c, LoopNet& net, double seconds) {
  for (double end = net.now + seconds; net.now < end;) {
    net.now += 0.05;
    net.hub.tick(net.now);
    c.tick(net.now);
  }
}

}  // namespace

TEST_CASE("Controller online: a table created, its seat kept, a lost connection taken back after the delay",
          "[client][online]") {
  LoopNet net;
  MemoryStorage store;
  Host h = store.host();
  h.serverUrl = "http://tables.test";
  h.pageUrl = "http://tables.test/";
  LoopLink* last = nullptr;
  h.openLink = [&](const std::string& url) {
    CHECK(url == "http://tables.test");
    auto link = std::make_unique<LoopLink>(&net);
    last = link.get();
    return std::unique_ptr<online::Link>(std::move(link));
  };
  Controller c(h);
  CHECK(c.menu().onlineOffered);
  run(c, net, 0.1);
  MatchSettings s;
  s.names[0] = "Ana";
  REQUIRE(c.dispatch(Intent::form(K::CreateOnline, s)).empty());
  CHECK(c.mode() == Mode::Online);
  CHECK(c.onlinePage().step == OnlinePage::Step::Room);
  run(c, net, 1);
  REQUIRE(c.online());
  REQUIRE(c.online()->seated());
  const std::string code = c.online()->table();
  REQUIRE_FALSE(code.empty());
  CHECK(c.tableLink(code) == "http://tables.test/?table=" + code);
  REQUIRE(store.has(online::Credentials::storageKey(code)));  // the seat is kept on the device
  CHECK(c.menu().onlineSeat);
  CHECK(net.opened == 1);

  // The connection drops: the seat is tried again after the delay, not before, and taken back.
  net.closed[last->id()] = true;
  net.hub.closed(last->id(), net.now);
  run(c, net, 0.5);
  CHECK(net.opened == 1);
  CHECK(c.onlinePage().status != "");
  bool toldLost = false;
  for (const Notice& n : c.takeNotices()) toldLost = toldLost || n.seconds == 2.0;
  CHECK(toldLost);
  run(c, net, kReconnectSeconds);
  CHECK(net.opened == 2);
  run(c, net, 0.5);
  REQUIRE(c.online());
  CHECK(c.online()->open());
  CHECK(c.online()->seated());
  CHECK(c.online()->table() == code);
  CHECK(c.onlinePage().status.empty());
  run(c, net, 5);
  CHECK(net.opened == 2);  // once back, no more attempts

  // Starting the match with bots in the free seats: the table shows it.
  REQUIRE(c.dispatch(Intent::of(K::StartOnline)).empty());
  run(c, net, 1);
  CHECK(c.mode() == Mode::OnlineTable);
  CHECK(c.view().players == 4);
  // The menu and back: the table is still there.
  REQUIRE(c.dispatch(Intent::of(K::LeaveTable)).empty());
  CHECK(c.mode() == Mode::Menu);
  REQUIRE(c.dispatch(Intent::of(K::BackToOnline)).empty());
  CHECK(c.mode() == Mode::OnlineTable);
  // Leaving for good: the seat is given up and forgotten.
  REQUIRE(c.dispatch(Intent::withFlag(K::LeaveOnline, true)).empty());
  CHECK(c.mode() == Mode::Menu);
  CHECK_FALSE(c.online());
  CHECK_FALSE(c.menu().onlineSeat);
}

TEST_CASE("Controller online: a table link reopened on the device takes its seat back (start-up table=CODE)",
          "[client][online]") {
  LoopNet net;
  MemoryStorage store;
  Host h = store.host();
  h.serverUrl = "http://tables.test";
  h.openLink = [&](const std::string&) { return std::unique_ptr<online::Link>(new LoopLink(&net)); };
  std::string code;
  {
    Controller c(h);
    run(c, net, 0.1);
    MatchSettings s;
    s.names[0] = "Ana";
    c.dispatch(Intent::form(K::CreateOnline, s));
    run(c, net, 1);
    REQUIRE(c.online());
    code = c.online()->table();
  }
  Host again = h;
  again.startupQuery = "table=" + code;
  Controller c(again);
  run(c, net, 1);
  CHECK(c.mode() == Mode::Online);
  REQUIRE(c.online());
  CHECK(c.online()->seated());
  CHECK(c.online()->creator());
  CHECK(c.onlinePage().name == "Ana");
}

TEST_CASE("Controller online: no table is created or joined under the form's default name", "[client][online]") {
  LoopNet net;
  MemoryStorage store;
  Host h = store.host();
  h.serverUrl = "http://tables.test";
  h.pageUrl = "http://tables.test/";
  h.openLink = [&](const std::string&) { return std::unique_ptr<online::Link>(new LoopLink(&net)); };
  CHECK_FALSE(Controller::nameChosen("Vous"));
  CHECK_FALSE(Controller::nameChosen("you"));
  CHECK_FALSE(Controller::nameChosen("  "));
  CHECK(Controller::nameChosen("Ana"));
  CHECK(Controller::nameChosen("Vousmême"));
  Controller c(h);
  run(c, net, 0.1);
  // The form's default name: the person is asked for one; nothing is created.
  MatchSettings s;
  s.names[0] = tr(Lang::French, Text::DefaultName);
  REQUIRE(c.dispatch(Intent::form(K::CreateOnline, s)).empty());
  CHECK(c.mode() == Mode::Online);
  CHECK(c.onlinePage().step == OnlinePage::Step::Naming);
  CHECK(c.onlinePage().name.empty());
  run(c, net, 1);
  REQUIRE(c.online());
  CHECK_FALSE(c.online()->seated());
  CHECK(c.online()->table().empty());
  // The name chosen: the table is created under it, on the connection already open.
  s.names[0] = "Ana";
  REQUIRE(c.dispatch(Intent::form(K::CreateOnline, s)).empty());
  CHECK(c.onlinePage().step == OnlinePage::Step::Room);
  run(c, net, 1);
  REQUIRE(c.online()->seated());
  CHECK(net.opened == 1);
  const std::string code = c.online()->table();
  REQUIRE_FALSE(code.empty());
  CHECK(c.online()->seats()[0].name == "Ana");

  // A second device opens the link: the invitation's name is empty (not "Vous"), a join under the default name is
  // refused with the reason and sends nothing; under a chosen name it is seated, and both see the names chosen.
  Host h2 = h;
  MemoryStorage store2;
  h2.storage = store2.host().storage;
  h2.startupQuery = "table=" + code + "&lang=en";
  Controller other(h2);
  run(other, net, 0.5);
  run(c, net, 0.1);
  CHECK(other.onlinePage().step == OnlinePage::Step::Invitation);
  CHECK(other.onlinePage().name.empty());
  CHECK(other.dispatch(Intent::join(code, "You")) == tr(Lang::English, Text::OnlineNameNeeded));
  run(other, net, 0.5);
  CHECK_FALSE(other.online()->seated());
  REQUIRE(other.dispatch(Intent::join(code, "Bob")).empty());
  for (int i = 0; i < 40; ++i) {
    run(other, net, 0.05);
    run(c, net, 0.05);
  }
  REQUIRE(other.online()->seated());
  CHECK(other.online()->seats()[0].name == "Ana");
  CHECK(c.online()->seats()[1].name == "Bob");
  for (const online::SeatStatus& st : c.online()->seats()) {
    CHECK(st.name != "Vous");
    CHECK(st.name != "You");
  }
}

TEST_CASE("Controller online: a server that never answers is reported on the form", "[client][online]") {
  MemoryStorage store;
  Host h = store.host();
  h.serverUrl = "http://nowhere.test";
  h.openLink = [](const std::string&) { return std::unique_ptr<online::Link>(new DeadLink()); };
  Controller c(h);
  c.tick(0);
  REQUIRE(c.dispatch(Intent::form(K::ListOnline, MatchSettings())).empty());
  CHECK(c.mode() == Mode::Online);
  c.tick(0.1);
  CHECK(c.mode() == Mode::Menu);
  CHECK_FALSE(c.online());
  // Said in the person's language, without the connection's own (English) reason.
  CHECK(c.menu().onlineNote == tr(Lang::French, Text::OnlineNoServer));
}

// The person's plain decision at an online table: a pass in the bidding (so the bots take or the deal is dealt
// again), the lowest card they may play, the first answer otherwise.
Action passAndFollow(const SeatView& v) {
  if (v.phase == Phase::Bidding) return Action::bid(Contract::Pass);
  if (v.phase == Phase::Play && !v.awaitingPoignee) return Action::play(v.legalPlays.first());
  return v.legal.front();
}

TEST_CASE("Controller online: the seconds before the next deal are counted down on each phone", "[client][online]") {
  LoopNet net(12);
  MemoryStorage store;
  Host h = store.host();
  h.serverUrl = "http://tables.test";
  h.openLink = [&](const std::string&) { return std::unique_ptr<online::Link>(new LoopLink(&net)); };
  Controller c(h);
  run(c, net, 0.1);
  MatchSettings s;
  s.names[0] = "Ana";
  s.deals = 3;
  REQUIRE(c.dispatch(Intent::form(K::CreateOnline, s)).empty());
  run(c, net, 1);
  REQUIRE(c.dispatch(Intent::of(K::StartOnline)).empty());
  run(c, net, 0.5);
  REQUIRE(c.mode() == Mode::OnlineTable);
  CHECK(c.nextDealCountdown() == -1);  // a deal in play: no countdown
  for (int i = 0; i < 20000 && !c.view().dealFinished; ++i) {
    if (c.view().toAct) c.dispatch(Intent::act(passAndFollow(c.view())));
    run(c, net, 0.05);
  }
  REQUIRE(c.view().dealFinished);
  const int left = c.nextDealCountdown();
  CHECK(left >= 11);
  CHECK(left <= 12);
  run(c, net, 4);
  CHECK(c.nextDealCountdown() >= left - 5);
  CHECK(c.nextDealCountdown() <= left - 3);
  // The server starts the next deal when the time is up: the countdown is gone.
  run(c, net, double(left - 4) + 0.5);
  CHECK_FALSE(c.view().dealFinished);
  CHECK(c.nextDealCountdown() == -1);
}
