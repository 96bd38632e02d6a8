// The console publishing its tournament on the club's server (client/console/club_sync.h) against the server's
// hub and tournament desk in the same process: every event applied once through resends and lost connections, the
// rate limits waited for, the tables' phones' sheets coming back into the console's document, the console's own
// sheet given up for the phones' one that got there first (and the arbitrator told), the links without the
// director's key, and a battery of random nights where the console's document ends equal to the server's.
#include "client/console/club_sync.h"
#include "client/console/pages.h"
#include "client/memory_storage.h"
#include "server/tournament_fixture.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::server;
using console::ClubSync;
using console::Console;

namespace {

// A link into the hub at the test's clock: what the hub sent to its connection is read back; drop() loses it.
class ClubLink final : public online::Link {
 public:
  // `*newest` points to the newest link opened, and is cleared when that link goes.
  ClubLink(FakeNet* net, ConnId id, const double* clock, ClubLink** newest)
      : net_(net), id_(id), clock_(clock), newest_(newest) {
    net_->hub.opened(id_, *clock_);
    *newest_ = this;
  }
  ~ClubLink() override {
    if (*newest_ == this) *newest_ = nullptr;
  }
  void send(const std::string& text) override {
    if (!closed_ && !dropped_) net_->hub.message(id_, text, *clock_);
  }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!opened_) {
      opened_ = true;
      out.push_back({EventKind::Open, ""});
    }
    std::vector<json::Value>& got = net_->got[id_];
    for (; read_ < got.size() && !dropped_; ++read_) out.push_back({EventKind::Message, got[read_].dump()});
    if ((dropped_ || net_->closed.count(id_)) && !closed_) {
      closed_ = true;
      out.push_back({EventKind::Closed, "connection lost"});
    }
    return out;
  }
  void close() override {
    if (!closed_ && !dropped_) net_->hub.closed(id_, *clock_);
    closed_ = true;
  }
  bool alive() const { return !closed_ && !dropped_; }
  void drop() {
    if (!closed_ && !dropped_) net_->hub.closed(id_, *clock_);
    dropped_ = true;
  }

 private:
  FakeNet* net_;
  ConnId id_;
  const double* clock_;
  ClubLink** newest_;
  std::size_t read_ = 0;
  bool opened_ = false, closed_ = false, dropped_ = false;
};

// The club: the hub, the console's connections (numbered from 500), the clock, the tables' phones.
struct Club {
  FakeNet net;
  double clock = 0;
  ConnId nextConn = 500;
  ClubLink* last = nullptr;  // the console's newest connection, while it is open
  explicit Club(HubOptions o = FakeNet::quiet()) : net(nullptr, o) {}
  online::OpenLink opener() {
    return [this](const std::string& url) -> std::unique_ptr<online::Link> {
      CHECK(url == "http://club.example");
      return std::make_unique<ClubLink>(&net, nextConn++, &clock, &last);
    };
  }
  // Runs the console's connection until it is in step with the server (or `steps` updates).
  bool settle(ClubSync& sync, int steps = 4000) {
    for (int i = 0; i < steps; ++i) {
      sync.update(clock);
      if (sync.status() == ClubSync::Status::InSync) return true;
      clock += 0.25;
    }
    return false;
  }
  const DeskTournament& desk(const std::string& code) {
    const DeskTournament* t = net.hub.desk().tournament(code);
    REQUIRE(t);
    return *t;
  }
  // A table's phone enters and confirms every deal of its sheet with the table's key; false when refused.
  bool phoneSheet(const std::string& code, const std::string& key, int p, int t, int deals, std::uint64_t seed) {
    const ConnId phone = 900 + ConnId(t);
    net.hub.opened(phone, clock);
    Rng rng(seed);
    for (int k = 1; k <= deals; ++k) {
      const std::string id = "s" + std::to_string(seed) + "p" + std::to_string(p) + "d" + std::to_string(k);
      json::Value f = json::Value::object();
      f.set("tournament", code).set("position", p).set("table", t).set("key", key);
      json::Value enter = f;
      enter.set("deal", k).set("entry_id", id).set("entry", dealJson(randomDeal(rng, (k - 1) % 4)));
      net.hub.message(phone, tmsg("tournament_enter", enter), clock);
      if (net.lastType(phone) != "tournament_sheet") return false;
      f.set("deal", k).set("entry_id", id + "c").set("confirms", id).set("seat", "S");
      net.hub.message(phone, tmsg("tournament_confirm", f), clock);
      if (net.lastType(phone) != "tournament_sheet") return false;
    }
    net.hub.closed(phone, clock);
    return true;
  }
};

const char* const kTwelve = "Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n";

void openNight(Console& c) {
  REQUIRE(c.create("Club night", tournament::testing::settingsOf(3, 4), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  REQUIRE(c.draw(4, 0, 3).empty());
}

}  // namespace

TEST_CASE("Console publishing: every event once, progress shown, the keys and links kept", "[console][publish]") {
  Club club;
  client::MemoryStorage store;
  Console c(store.storage(), match::Lang::English);
  openNight(c);
  REQUIRE(c.startNextPosition(4).empty());
  ClubSync sync(&c, club.opener());
  CHECK(sync.publish("", 0) == "Give the club server's address");
  REQUIRE(sync.publish("  http://club.example  ", 0).empty());
  sync.update(0);
  CHECK(sync.statusText().rfind("Publishing ", 0) == 0);
  CHECK(sync.statusText().find(" / 15") != std::string::npos);
  REQUIRE(club.settle(sync));
  CHECK(sync.statusText() == "Published on the club's server: up to date");
  const console::ClubState& cs = c.club();
  REQUIRE(cs.published());
  CHECK(cs.held == 15);
  const DeskTournament& t = club.desk(cs.code);
  CHECK(t.doc.events().size() == 15);
  CHECK(t.doc.state() == c.state());
  // Kept on the device: a reload finds the code, the key, each table's key.
  REQUIRE(cs.keys.size() == 1);
  REQUIRE(cs.keys[0].size() == 3);
  Console again(store.storage(), match::Lang::English);
  REQUIRE(again.resume().empty());
  CHECK(again.club().code == cs.code);
  CHECK(again.club().key == cs.key);
  CHECK(again.club().keys == cs.keys);
  // The links: the table's key, never the director's.
  const std::string link = cs.tableLink(1, 2);
  CHECK(link == "http://club.example/?tournament=" + cs.code + "&position=1&table=2&key=" + cs.keys[0][1]);
  CHECK(link.find(cs.key) == std::string::npos);
  CHECK(cs.standingsLink() == "http://club.example/?tournament=" + cs.code + "&view=standings");
  CHECK(cs.standingsLink().find(cs.key) == std::string::npos);
  // A table's key opens its sheet on the server.
  club.net.hub.opened(42, club.clock);
  club.net.hub.message(42, tmsg("tournament_table", json::Value::object().set("tournament", cs.code).set("position", 1)
                                                        .set("table", 2).set("key", cs.keys[0][1])), club.clock);
  CHECK(club.net.lastType(42) == "tournament_sheet");
  // The arbitrator's next action goes through the outbox.
  REQUIRE(c.enterTotals(1, 3, {30, -10, -10, -10, 0}, 5).empty());
  CHECK(c.club().held == 15);
  REQUIRE(club.settle(sync));
  CHECK(club.desk(cs.code).doc.events().size() == 16);
  CHECK(club.desk(cs.code).doc.state() == c.state());
}

TEST_CASE("Console publishing: lost connections and rate limits, each event applied once", "[console][publish]") {
  HubOptions o = FakeNet::quiet();
  o.rateBurst = 2;  // fewer than the console sends in the second a connection lasts here
  o.ratePerSecond = 1;
  Club club(o);
  client::MemoryStorage store;
  Console c(store.storage());
  openNight(c);
  ClubSync sync(&c, club.opener());
  REQUIRE(sync.publish("http://club.example", 0).empty());
  int drops = 0;
  bool rateLimited = false;
  for (int i = 0; i < 400 && (drops < 6 || sync.status() != ClubSync::Status::InSync); ++i) {
    sync.update(club.clock);
    // The network goes away now and then, answers lost with it.
    if (i % 5 == 3 && club.last && club.last->alive() && drops < 6) {
      club.last->drop();
      ++drops;
    }
    for (const auto& [conn, got] : club.net.got)
      for (const json::Value& m : got) rateLimited = rateLimited || str(m.find("code")) == "rate_limited";
    club.clock += 0.25;
  }
  REQUIRE(club.settle(sync));
  CHECK(drops == 6);
  CHECK(sync.connections() == 7);
  CHECK(rateLimited);
  const DeskTournament& t = club.desk(c.club().code);
  CHECK(t.doc.events().size() == c.document().events().size());
  CHECK(t.doc.state() == c.state());
  // Nothing was refused for good: the rate limits were waited for.
  CHECK(sync.notices().empty());
}

TEST_CASE("Console publishing: the creation's answer lost, the console sends it again, one tournament on the server",
          "[console][publish]") {
  Club club;
  client::MemoryStorage store;
  Console c(store.storage(), match::Lang::English);
  openNight(c);
  ClubSync sync(&c, club.opener());
  REQUIRE(sync.publish("http://club.example", 0).empty());  // the link opens, tournament_create goes
  REQUIRE(club.last);
  CHECK(club.net.hub.desk().count() == 1);
  // The creation id was saved before it was sent: a reload would send the same one.
  const std::string creation = c.club().creation;
  REQUIRE(creation.size() == 32);
  CHECK(creation.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK_FALSE(c.club().published());
  club.last->drop();  // the answer is lost with the network
  sync.update(club.clock);
  CHECK(sync.status() == ClubSync::Status::Lost);
  REQUIRE(club.settle(sync));
  CHECK(sync.connections() == 2);
  CHECK(club.net.hub.desk().count() == 1);
  CHECK(c.club().creation == creation);
  const DeskTournament& t = club.desk(c.club().code);
  CHECK(t.doc.state() == c.state());
  // Another console (another id) makes a tournament of its own; a malformed id is refused.
  client::MemoryStorage store2;
  Console other(store2.storage());
  openNight(other);
  ClubSync sync2(&other, club.opener());
  REQUIRE(sync2.publish("http://club.example", club.clock).empty());
  REQUIRE(club.settle(sync2));
  CHECK(club.net.hub.desk().count() == 2);
  CHECK(other.club().code != c.club().code);
  club.net.hub.opened(43, club.clock);
  club.net.hub.message(43, tmsg("tournament_create", json::Value::object().set("name", "x").set("creation", "abc")), club.clock);
  CHECK(str(club.net.got[43].back().find("code")) == "bad_message");
  // The same id again, from anywhere: the same code and the same director key, no new tournament.
  club.net.hub.message(43, tmsg("tournament_create", json::Value::object().set("name", "x").set("creation", creation)), club.clock);
  const json::Value& again = club.net.got[43].back();
  CHECK(str(again.find("type")) == "tournament_created");
  CHECK(str(again.find("tournament")) == c.club().code);
  CHECK(str(again.find("director_key")) == c.club().key);
  CHECK(club.net.hub.desk().count() == 2);
}

TEST_CASE("Console publishing: the phones' sheets come back; a sheet they got in first wins, the arbitrator told",
          "[console][publish]") {
  Club club;
  client::MemoryStorage store;
  Console c(store.storage(), match::Lang::French);
  openNight(c);
  ClubSync sync(&c, club.opener());
  REQUIRE(sync.publish("http://club.example", 0).empty());
  REQUIRE(c.startNextPosition(4).empty());
  REQUIRE(club.settle(sync));
  const std::string code = c.club().code;
  // Table 1's phones complete their sheet: it comes into the console's document, by "table 1".
  REQUIRE(club.phoneSheet(code, c.club().tableKey(1, 1), 1, 1, 4, 7));
  sync.update(club.clock);
  REQUIRE(c.sheetEntered(1, 1));
  CHECK(c.document().events().back().author == "table 1");
  CHECK(c.state().positions[0].sheets[0].sheet.deals.size() == 4);
  // Offline, the arbitrator enters table 2's sheet from paper while its phones complete theirs on the server.
  REQUIRE(club.last);
  club.last->drop();
  sync.update(club.clock);
  CHECK(sync.status() == ClubSync::Status::Lost);
  CHECK(sync.statusText() == "Réseau perdu\u00a0: 0 changement en attente, nouvel essai bientôt");
  REQUIRE(c.enterTotals(1, 2, {30, -10, -10, -10, 0}, 5).empty());
  REQUIRE(c.registerPlayer("Mathis", 6).empty());
  REQUIRE(club.phoneSheet(code, c.club().tableKey(1, 2), 1, 2, 4, 8));
  REQUIRE(club.settle(sync));
  // The server's sheet is kept, the console's is not; the registration after it still went through.
  CHECK(c.state() == club.desk(code).doc.state());
  CHECK_FALSE(c.state().positions[0].sheets[1].sheet.totalsOnly);
  CHECK(c.state().players.back().name == "Mathis");
  REQUIRE(sync.notices().size() == 1);
  CHECK(sync.notices()[0].rfind("Le serveur du club fait foi\u00a0: la feuille de la table 2 (position 1) n'est pas gardé", 0) == 0);
}

TEST_CASE("Console publishing: a random night of the arbitrator, the phones, lost networks and reloads ends with "
          "the console's document equal to the server's",
          "[console][publish][battery]") {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    Club club;
    client::MemoryStorage store;
    auto c = std::make_unique<Console>(store.storage());
    openNight(*c);
    auto sync = std::make_unique<ClubSync>(c.get(), club.opener());
    REQUIRE(sync->publish("http://club.example", 0).empty());
    Rng rng(seed);
    std::int64_t at = 10;
    int phoneSheets = 0;
    for (int step = 0; step < 120; ++step) {
      const unsigned r = unsigned(rng.below(100));
      const int p = c->positionsStarted();
      if (r < 25) {
        // The arbitrator: the next position once every sheet is in, else a table's sheet from paper.
        bool complete = p > 0;
        for (int t = 1; p > 0 && t <= 3; ++t) complete = complete && c->sheetEntered(p, t);
        if (p == 0 || complete) (void)c->startNextPosition(++at);
        else (void)c->enterTotals(p, 1 + int(rng.below(3)), {20, 0, -10, -10, 0}, ++at);
      } else if (r < 30) {
        (void)c->lateArrival(1 + int(rng.below(12)), 5, ++at);
      } else if (r < 45 && c->club().published()) {
        // A table's phones, at a position the server has started and the console knows the key of.
        const int sp = int(c->club().keys.size());
        const int t = 1 + int(rng.below(3));
        if (sp > 0 && !c->club().tableKey(sp, t).empty()) {
          const DeskTournament& d = club.desk(c->club().code);
          if (int(d.positions.size()) >= sp && !d.doc.state().positions[std::size_t(sp - 1)].sheets[std::size_t(t - 1)].entered)
            phoneSheets += club.phoneSheet(c->club().code, c->club().tableKey(sp, t), sp, t, 4, seed * 1000 + std::uint64_t(step));
        }
      } else if (r < 52) {
        if (club.last) club.last->drop();
      } else if (r < 56) {
        // A reload of the page: the console and its connection read back from the device.
        sync.reset();
        c = std::make_unique<Console>(store.storage());
        REQUIRE(c->resume().empty());
        sync = std::make_unique<ClubSync>(c.get(), club.opener());
      }
      for (int k = 0; k < 3; ++k) {
        sync->update(club.clock);
        club.clock += 0.5;
      }
    }
    REQUIRE(club.settle(*sync));
    CHECK(club.net.hub.desk().count() == 1);  // created once, whatever answers were lost
    const DeskTournament& d = club.desk(c->club().code);
    CHECK(d.doc.events().size() == c->document().events().size());
    CHECK(d.doc.state() == c->state());
    CHECK(c->club().held == c->document().events().size());
    // Every event the console holds is the server's, in the same order.
    for (std::size_t i = 0; i < d.doc.events().size() && i < c->document().events().size(); ++i)
      CHECK(d.doc.events()[i].data.dump() == c->document().events()[i].data.dump());
    if (seed == 1) CHECK(phoneSheets > 0);
  }
}

TEST_CASE("Console publishing an online tournament: each player's key kept, a lost one asked again, a link renewed",
          "[console][publish]") {
  Club club;
  client::MemoryStorage store;
  Console c(store.storage(), match::Lang::English);
  tournament::Settings s = tournament::testing::settingsOf(1, 2);
  s.online = s.duplicate = s.bots = true;
  s.minutes = 30;
  REQUIRE(c.create("Online night", s, 1).empty());
  REQUIRE(c.registerList("Anne\nBruno\nChloé\nDavid\nEmma\n", 2).empty());
  ClubSync sync(&c, club.opener());
  REQUIRE(sync.publish("http://club.example", 0).empty());
  REQUIRE(club.settle(sync));
  const console::ClubState& cs = c.club();
  REQUIRE(cs.playerKeys.size() == 5);
  // Each key is its player's: the server answers their seat (the position has not started: they wait).
  const auto seat = [&](ConnId conn, int player, const std::string& key) {
    club.net.hub.opened(conn, club.clock);
    club.net.hub.message(conn, tmsg("tournament_seat", json::Value::object().set("tournament", cs.code)
                                                           .set("player", player).set("key", key)), club.clock);
    return club.net.lastType(conn) == "tournament_seat" ? std::string() : club.net.lastError(conn);
  };
  for (int p = 1; p <= 5; ++p) CHECK(seat(ConnId(60 + p), p, cs.playerKey(p)).empty());
  CHECK(seat(66, 2, cs.playerKey(1)) == "bad_key");
  // The link: the player's key, never the director's; kept on the device.
  CHECK(cs.playerLink(3) == "http://club.example/?tournament=" + cs.code + "&player=3&key=" + cs.playerKey(3));
  CHECK(cs.playerLink(3).find(cs.key) == std::string::npos);
  CHECK(cs.playerLink(6).empty());
  {
    Console again(store.storage(), match::Lang::English);
    REQUIRE(again.resume().empty());
    CHECK(again.club().playerKeys == cs.playerKeys);
  }
  // A key the device lost (the reply to the registration never came) is asked for again: a new one, the old one
  // refused from then on.
  const std::string lostKey = cs.playerKey(4);
  console::ClubState lost = c.club();
  lost.playerKeys[3].clear();
  c.setClub(lost);
  REQUIRE(club.settle(sync));
  REQUIRE_FALSE(c.club().playerKey(4).empty());
  CHECK(c.club().playerKey(4) != lostKey);
  CHECK(seat(67, 4, lostKey) == "bad_key");
  CHECK(seat(68, 4, c.club().playerKey(4)).empty());
  // The arbitrator renews a link: the same.
  const std::string before = c.club().playerKey(1);
  sync.renewPlayerKey(1);
  CHECK(sync.keysPending() == 1);
  REQUIRE(club.settle(sync));
  CHECK(sync.keysPending() == 0);
  CHECK(c.club().playerKey(1) != before);
  CHECK(seat(69, 1, before) == "bad_key");
  // A player registered later gets their key with the server's reply.
  REQUIRE(c.registerPlayer("Farid", 5).empty());
  REQUIRE(club.settle(sync));
  REQUIRE(c.club().playerKeys.size() == 6);
  CHECK(seat(70, 6, c.club().playerKey(6)).empty());
  // The cards to hand out: one per player, with their link and its QR code, never the director's key.
  const std::string cards = console::playerCardsHtml(c.state(), match::Lang::French, c.club());
  std::size_t qrs = 0;
  for (std::size_t at = cards.find("<svg class=qr"); at != std::string::npos; at = cards.find("<svg class=qr", at + 1)) ++qrs;
  CHECK(qrs == 6);
  for (int p = 1; p <= 6; ++p) {
    std::string link = c.club().playerLink(p), escaped;  // written in the page as HTML: & is &amp;
    for (char ch : link) escaped += ch == '&' ? std::string("&amp;") : std::string(1, ch);
    CHECK(cards.find(escaped) != std::string::npos);
  }
  CHECK(cards.find("Farid") != std::string::npos);
  CHECK(cards.find(c.club().key) == std::string::npos);
}
