// The protocol's edges as docs/PROTOCOL.md states them: names with nothing visible refused by Unicode category,
// one spelling for cards, a field of the wrong kind is bad_message, request ids echoed, a flooding connection
// answered up to the limit then closed with a reason, silent connections without a seat closed, away_seconds
// counting down, and a restart showing every seat what it showed before, at each phase.
#include "match/seat_view.h"
#include "server/fake_net.h"
#include "protocol/messages.h"
#include "server/secrets.h"
#include "server/store.h"
#include <catch2/catch_test_macros.hpp>
#include <sqlite3.h>
#include <cstdio>
#include <unistd.h>

using namespace tarot;
using namespace tarot::server;
using namespace tarot::protocol;

namespace {

std::string refusedAs(const std::string& text) {
  ClientMessage m;
  ProtocolError e;
  return parseClientMessage(text, &m, &e) ? std::string("accepted") : e.code;
}
std::string create(const std::string& name) { return R"({"v":1,"type":"create","name":)" + name + "}"; }

}  // namespace

TEST_CASE("Names: nothing visible is refused by Unicode category, visible names kept whole", "[server][protocol]") {
  for (const char* invisible : {R"(" \t\n\u200b ")", R"("\u00ad")", R"("\u2060")", R"("\ufeff")", R"("\u3000")",
                                R"("\u00a0\u2028\u2029")", R"("\u180e\u034f")", R"("\ufe0f")", R"("\udb40\udc20")"}) {
    INFO(invisible);
    CHECK(refusedAs(create(invisible)) == "bad_name");
  }
  for (char32_t c : {U'\u00ad', U'\u200b', U'\u2060', U'\ufeff', U'\u3000', U'\u0085', U'\u202f', U'\U000E0001'})
    CHECK(invisibleCodePoint(c));
  for (char32_t c : {U'A', U'é', U'\u4e2d', U'\U0001F0A1', U'\u0300'}) CHECK_FALSE(invisibleCodePoint(c));
  CHECK(cleanName("\xe2\x80\x8b Ana \xe3\x80\x80") == "Ana");
  CHECK(cleanName("L\xc3\xa9""a Mart\xc3\xadn") == "L\xc3\xa9""a Mart\xc3\xadn");
  CHECK(refusedAs(create(R"(" \u200b Zo\u00e9 ")")) == "accepted");
}

TEST_CASE("Cards have one spelling; a field of the wrong kind is bad_message, out of range bad_settings", "[server][protocol]") {
  const std::string act = R"({"v":1,"type":"act","table":"ABCDEFGHJKMNPQRSTVWX","token":")" + newToken() + R"(","action":)";
  CHECK(refusedAs(act + R"({"kind":"play","card":"KH"}})") == "accepted");
  CHECK(refusedAs(act + R"({"kind":"play","card":"kh"}})") == "bad_action");
  CHECK(refusedAs(act + R"({"kind":"play","card":"2h"}})") == "bad_action");
  CHECK(refusedAs(act + R"({"kind":"ecart","cards":["2C","3C","4c","5C","6C","7C"]}})") == "bad_action");
  CHECK(refusedAs(R"({"v":1,"type":"create","name":"A","players":"4"})") == "bad_message");
  CHECK(refusedAs(R"({"v":1,"type":"create","name":"A","deals":true})") == "bad_message");
  CHECK(refusedAs(R"({"v":1,"type":"create","name":"A","players":7})") == "bad_settings");
  CHECK(refusedAs(R"({"v":1,"type":"leave","table":"ABCDEFGHJKMNPQRSTVWX"})") == "bad_message");
  CHECK(refusedAs(R"({"v":1,"type":"ping","id":{"a":1}})") == "bad_message");
  CHECK(refusedAs(R"({"v":1,"type":"ping","id":")" + std::string(80, 'x') + "\"}") == "bad_message");
}

TEST_CASE("A request id comes back on every reply to its message, refusals included", "[server][protocol]") {
  FakeNet net(nullptr);
  net.hub.opened(1, 0);
  net.hub.message(1, R"({"v":1,"type":"ping","id":"p-1"})", 0);
  CHECK(net.lastType(1) == "pong");
  CHECK(str(net.last(1).find("id")) == "p-1");
  net.hub.message(1, R"({"v":1,"type":"dance","id":42})", 0);
  CHECK(net.lastError(1) == "unknown_type");
  CHECK(net.last(1).find("id")->asInt() == 42);
  const std::size_t before = net.got[1].size();
  net.hub.message(1, R"({"v":1,"type":"create","name":"Ana","players":3,"id":"c"})", 0);
  for (std::size_t i = before; i < net.got[1].size(); ++i) CHECK(str(net.got[1][i].find("id")) == "c");
  net.hub.message(1, R"({"v":1,"type":"ping"})", 0);
  CHECK_FALSE(net.last(1).find("id"));
}

TEST_CASE("Flooding: every message up to the limit is answered, then the connection is closed with a reason", "[server][protocol]") {
  HubOptions o = FakeNet::quiet();
  o.ratePerSecond = 20;
  o.rateBurst = 40;
  FakeNet net(nullptr, o);
  net.hub.opened(1, 0);
  int pongs = 0, limited = 0;
  for (int i = 0; i < 300 && !net.closed.count(1); ++i) net.hub.message(1, R"({"v":1,"type":"ping"})", 0.001 * i);
  for (const json::Value& m : net.got[1]) {
    pongs += str(m.find("type")) == "pong";
    limited += str(m.find("code")) == "rate_limited";
  }
  REQUIRE(net.closed.count(1));
  CHECK(pongs >= 40);
  CHECK(limited == wire::kMaxRateStrikes);
  CHECK(net.closeReason[1].find("flooding") != std::string::npos);
}

TEST_CASE("Liveness: silent connections holding no seat are closed; away_seconds counts down", "[server][protocol]") {
  HubOptions o = FakeNet::quiet();
  o.idleClose = 30;
  o.grace = 5;
  FakeNet net(nullptr, o);
  double now = 0;
  net.hub.opened(7, now);
  net.hub.opened(1, now);
  net.hub.message(1, R"({"v":1,"type":"create","name":"Ana","players":3,"deals":2})", now);
  const std::string code = str(net.newest(1, "created")->find("table"));
  net.hub.opened(2, now);
  net.hub.message(2, R"({"v":1,"type":"join","table":")" + code + R"(","name":"Bob"})", now);
  net.hub.message(1, R"({"v":1,"type":"start","table":")" + code + R"(","token":")" +
                         str(net.newest(1, "created")->find("creator_token")) + "\"}", now);
  REQUIRE(net.hub.table(code)->started);
  for (int i = 0; i < 20; ++i) net.hub.tick(now += 1);
  net.hub.message(7, R"({"v":1,"type":"ping"})", now);  // the lobby keeps talking: it stays
  for (int i = 0; i < 15; ++i) net.hub.tick(now += 1);
  CHECK_FALSE(net.closed.count(7));
  CHECK_FALSE(net.closed.count(1));                    // seated connections are not idle ones
  for (int i = 0; i < 20; ++i) net.hub.tick(now += 1);
  CHECK(net.closed.count(7));
  CHECK(net.closeReason[7].find("idle") != std::string::npos);
  // Bob's connection is lost: Ana is told the seconds left, each second.
  net.hub.closed(2, now);
  std::vector<int> shown;
  for (int i = 0; i < 12; ++i) {
    net.hub.tick(now += 0.5);
    const json::Value& seat = net.newest(1, "state")->find("seats")->items()[1];
    if (seat.find("away_seconds")->isInt() && (shown.empty() || shown.back() != seat.find("away_seconds")->asInt()))
      shown.push_back(seat.find("away_seconds")->asInt());
  }
  CHECK(shown == std::vector<int>{5, 4, 3, 2, 1});
  CHECK(str(net.newest(1, "state")->find("seats")->items()[1].find("status")) == "bot");  // then its bot plays
}

namespace {

// A view as compared across a restart: the slide fractions and the bot's thinking are the clock's, not the deal's.
std::string comparable(const json::Value& state) {
  match::SeatView v;
  std::string why;
  if (!match::seatViewFromJson(*state.find("view"), &v, &why)) return "bad view: " + why;
  v.trick.arrive = v.lastTrick.arrive = 1;
  v.trick.collect = v.lastTrick.collect = 0;
  v.thinkingSeat = -1;
  json::Value copy = state;
  copy.set("view", match::seatViewJson(v));
  json::Value seats = json::Value::array();
  for (json::Value s : state.find("seats")->items()) seats.push(s.set("status", "").set("away_seconds", json::Value()));
  return copy.set("seats", seats).dump();  // here/away differ by construction: nobody is connected after a restart
}

}  // namespace

TEST_CASE("A restart shows every seat what it showed before, at each phase", "[server][protocol]") {
  char path[] = "/tmp/tarot-restart-view-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::set<std::string> phasesChecked;
  bool readyChecked = false;
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  HubOptions o = FakeNet::quiet();
  o.nextDealDelay = 1000;
  auto net = std::make_unique<FakeNet>(&store, o);
  double now = 0;
  const auto [code, creator, token] = net->createAndStart(1, R"("name":"Ana","players":3,"deals":40,"levels":["random","random","random"])", now);
  auto done = [&] {
    return phasesChecked.count("bidding") && phasesChecked.count("ecart") && phasesChecked.count("play") &&
           phasesChecked.count("over") && readyChecked;
  };
  for (int step = 0; step < 200000 && !done(); ++step) {
    const Table* t = net->hub.table(code);
    const match::SeatView v = t->match.view(0, now);
    const std::size_t sent = net->got[1].size();
    // Ana takes when she may (a prise: the chien is shown, the écart is hers), else her first legal action.
    const bool bid = v.toAct && v.legal.size() > 1 && v.legal[1].kind == ActionKind::Bid;
    Action ecart;
    if (v.toAct && v.phase == Phase::Ecart) {  // the écart: plain cards first, trumps only where the rule needs them
      CardSet chosen;
      for (int pass = 0; pass < 2; ++pass)
        for (int c = 0; c < 78 && chosen.size() < v.ecartRule.size; ++c)
          if (v.ecartRule.allowed.has(Card(c)) && isTrump(Card(c)) == (pass == 1)) chosen.add(Card(c));
      ecart = Action::ecart(chosen);
    }
    if (v.toAct && v.phase == Phase::Ecart)
      net->hub.message(1, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + token + R"(","action":)" +
                              match::actionToJson(ecart).dump() + "}", now);
    else if (v.toAct && !v.legal.empty())
      net->hub.message(1, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + token + R"(","action":)" +
                              match::actionToJson(v.legal[bid ? 1 : 0]).dump() + "}", now);
    else if (v.dealFinished && !t->seats[0].ready)
      net->hub.message(1, R"({"v":1,"type":"next_deal","table":")" + code + R"(","token":")" + token + "\"}", now);
    else
      net->hub.tick(now += 0.05);
    if (net->got[1].size() == sent || net->lastType(1) != "state") continue;
    // A state just sent: the server restarts at this moment and Ana resumes; she is shown the same.
    const std::string phase = str(net->last(1).find("view")->find("phase"));
    const bool ready = t->seats[0].ready;
    if (phasesChecked.count(phase) && !(ready && !readyChecked)) continue;
    const std::string before = comparable(net->last(1));
    net = std::make_unique<FakeNet>(&store, o);
    net->hub.restore(now);
    CHECK(net->hub.table(code)->seats[0].ready == ready);
    for (const StoredTable& st : store.loadAll()) CHECK(st.seats[0].ready == ready);
    net->hub.opened(1, now);
    net->hub.message(1, R"({"v":1,"type":"resume","table":")" + code + R"(","token":")" + token + "\"}", now);
    REQUIRE(net->newest(1, "state"));
    INFO("phase " << phase << (ready ? ", ready" : ""));
    CHECK(comparable(*net->newest(1, "state")) == before);
    phasesChecked.insert(phase);
    readyChecked = readyChecked || ready;
  }
  CHECK(done());
  CHECK(phasesChecked.count("ecart"));
  CHECK(phasesChecked.count("play"));
  CHECK(phasesChecked.count("over"));
  CHECK(readyChecked);
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}

TEST_CASE("The store tells a deal dealt to nobody here from a database written before deal holders", "[server][protocol]") {
  char path[] = "/tmp/tarot-holders-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    StoredTable t;
    t.code = "ABCDEF";
    t.settings = "{}";
    t.started = true;
    t.seats.push_back({1, "Bob", "bobhash", "", false});        // joined a deal dealt to nobody here
    t.seats.push_back({2, "Cleo", "cleohash", "cleohash", true});
    REQUIRE(store.saveTable(t));
    const std::vector<StoredTable> back = store.loadAll();
    REQUIRE(back.size() == 1);
    REQUIRE(back[0].seats.size() == 2);
    CHECK(back[0].seats[0].dealHash.empty());                   // still nobody's deal
    CHECK(back[0].seats[0].holderKept);
    CHECK(back[0].seats[1].dealHash == "cleohash");
    CHECK(back[0].seats[1].holderKept);
    // A row as a server from before deal holders left it: the column empty.
    REQUIRE(sqlite3_exec(store.handle(), "UPDATE seats SET deal_hash = '';", nullptr, nullptr, nullptr) == SQLITE_OK);
    const std::vector<StoredTable> old = store.loadAll();
    REQUIRE(old[0].seats.size() == 2);
    CHECK_FALSE(old[0].seats[0].holderKept);
    CHECK_FALSE(old[0].seats[1].holderKept);
  }
  std::remove(path);
}
