// tarot-server's core without the network: codes and tokens, the SHA-256, message parsing, the rate limiter, and
// the hub refereeing tables for fake connections (refusals, hidden cards, a whole deal, a restart from the store).
#include "match/seat_view.h"
#include "server/fake_net.h"
#include "server/hub.h"
#include "protocol/messages.h"
#include "server/rate_limiter.h"
#include "server/secrets.h"
#include "server/store.h"
#include <catch2/catch_test_macros.hpp>
#include <cstdio>
#include <set>
#include <unistd.h>

using namespace tarot;
using namespace tarot::server;
using namespace tarot::protocol;

TEST_CASE("Table codes and tokens are long, well formed and different", "[server]") {
  std::set<std::string> seen;
  for (int i = 0; i < 2000; ++i) {
    const std::string code = newTableCode(), token = newToken();
    CHECK(isTableCode(code));
    CHECK(isToken(token));
    CHECK(seen.insert(code).second);
    CHECK(seen.insert(token).second);
  }
  CHECK(newTableCode().size() * 5 >= 96);  // base32: 5 bits a character
  CHECK(newToken().size() * 4 >= 96);      // hex: 4 bits a digit
  CHECK_FALSE(isTableCode("ABC"));
  CHECK_FALSE(isTableCode("ABCDEFGHJKMNPQRSTVWI"));  // I is not in the alphabet
  CHECK_FALSE(isToken("0123456789abcdef0123456789abcdeF"));
}

TEST_CASE("SHA-256 matches the FIPS 180-4 examples", "[server]") {
  CHECK(sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(sameSecret("abc", "abc"));
  CHECK_FALSE(sameSecret("abc", "abd"));
  CHECK_FALSE(sameSecret("abc", "ab"));
}

TEST_CASE("Client messages: each malformed one refused with its code", "[server]") {
  ClientMessage m;
  ProtocolError e;
  auto refused = [&](const std::string& text) {
    e = ProtocolError();
    return parseClientMessage(text, &m, &e) ? std::string("accepted") : e.code;
  };
  CHECK(refused("{") == "bad_json");
  CHECK(refused("[1,2]") == "bad_json");
  CHECK(refused(R"({"type":"ping"})") == "bad_version");
  CHECK(refused(R"({"v":2,"type":"ping"})") == "bad_version");
  CHECK(refused(R"({"v":1})") == "bad_message");
  CHECK(refused(R"({"v":1,"type":"dance"})") == "unknown_type");
  CHECK(refused(R"({"v":1,"type":"ping"})") == "accepted");
  CHECK(refused(std::string(20000, ' ')) == "too_big");
  CHECK(refused(R"({"v":1,"type":"join","table":"nope","name":"A"})") == "no_table");
  CHECK(refused(R"({"v":1,"type":"join","table":"ABCDEFGHJKMNPQRSTVWX","name":"   "})") == "bad_name");
  CHECK(refused(R"({"v":1,"type":"act","table":"ABCDEFGHJKMNPQRSTVWX","token":"x","action":{}})") == "bad_token");
  const std::string token = newToken();
  CHECK(refused(R"({"v":1,"type":"act","table":"ABCDEFGHJKMNPQRSTVWX","token":")" + token +
                R"(","action":{"kind":"fly"}})") == "bad_action");
  CHECK(refused(R"({"v":1,"type":"act","table":"ABCDEFGHJKMNPQRSTVWX","token":")" + token +
                R"(","action":{"kind":"play","card":"KH"}})") == "accepted");
  CHECK(m.type == MessageType::Act);
  CHECK(m.action == Action::play(parseCard("KH")));
  CHECK(refused(R"({"v":1,"type":"create","name":"A","players":6})") == "bad_settings");
  CHECK(refused(R"({"v":1,"type":"create","name":"A","players":4,"five_at_four":true})") == "bad_settings");
  CHECK(refused(R"({"v":1,"type":"create","name":"A","levels":["genius"]})") == "bad_settings");
  CHECK(refused(R"({"v":1,"type":"create","name":"A","players":5,"five_at_four":true,"deals":3,"public":true})") ==
        "accepted");
  CHECK(m.settings.players == 5);
  CHECK(m.settings.fiveAtFour);
  CHECK(m.settings.deals == 3);
  CHECK(m.settings.isPublic);
}

TEST_CASE("Names are trimmed, cleaned of control characters and cut on a whole character", "[server]") {
  CHECK(cleanName("  Ana  ") == "Ana");
  CHECK(cleanName("A\nB\x01") == "AB");
  CHECK(cleanName("<b>x</b>") == "<b>x</b>");  // kept as text: clients show names as text only
  const std::string longName = "ééééééééééééééééééééé";  // 21 two-byte characters
  const std::string cut = cleanName(longName);
  CHECK(cut.size() <= wire::kMaxNameBytes);
  CHECK(cut.size() % 2 == 0);
}

TEST_CASE("The rate limiter lets a burst through, then the refill rate", "[server]") {
  RateLimiter r(10, 5);
  int passed = 0;
  for (int i = 0; i < 20; ++i) passed += r.allow(0.0);
  CHECK(passed == 5);
  CHECK_FALSE(r.allow(0.05));
  CHECK(r.allow(0.1));  // one token back after 1/10 s
  passed = 0;
  for (int i = 0; i < 100; ++i) passed += r.allow(1.1 + i * 0.01);  // 1 s at 100 a second: about 10 pass
  CHECK(passed >= 9);
  CHECK(passed <= 16);
}

namespace {

// Checks that a state message holds a well-formed view for its person (the views themselves are checked for
// hidden cards by the seat view tests; the last one is compared with the match below).
void checkState(const Hub& hub, const json::Value& state) {
  const std::string code = str(state.find("table"));
  const Table* t = hub.table(code);
  REQUIRE(t);
  const json::Value* view = state.find("view");
  if (!state.find("started")->asBool()) { CHECK(view->isNull()); return; }
  match::SeatView v;
  std::string why;
  const bool parsed = match::seatViewFromJson(*view, &v, &why);
  INFO(why);
  REQUIRE(parsed);
  const int person = state.find("person")->asInt();
  CHECK(v.person == person);
  CHECK(v.hand.size() <= 24);
}

}  // namespace

TEST_CASE("Hub: create, join, start, turns and tokens checked, a whole deal with two people and bots", "[server]") {
  FakeNet net(nullptr);
  Hub& hub = net.hub;
  double now = 0;
  for (ConnId c = 1; c <= 4; ++c) hub.opened(c, now);
  hub.message(1, R"({"v":1,"type":"create","name":"Ana","players":4,"deals":1,"public":true,"levels":["random","random","random","random"]})", now);
  const std::string code = str(net.newest(1, "created")->find("table"));
  const std::string creator = str(net.newest(1, "created")->find("creator_token"));
  const std::string tokenA = str(net.newest(1, "joined")->find("token"));
  REQUIRE(isTableCode(code));
  hub.message(2, R"({"v":1,"type":"list"})", now);
  CHECK(net.newest(2, "tables")->find("tables")->items().size() == 1);
  hub.message(2, R"({"v":1,"type":"join","table":")" + code + R"(","name":"Bob"})", now);
  const std::string tokenB = str(net.newest(2, "joined")->find("token"));
  CHECK(net.newest(2, "joined")->find("person")->asInt() == 1);
  // Seat 1 is taken; a start with a seat token is not the creator's.
  hub.message(3, R"({"v":1,"type":"join","table":")" + code + R"(","name":"Eve","person":1})", now);
  CHECK(net.lastError(3) == "seat_taken");
  hub.message(2, R"({"v":1,"type":"start","table":")" + code + R"(","token":")" + tokenB + "\"}", now);
  CHECK(net.lastError(2) == "not_creator");
  hub.message(1, R"({"v":1,"type":"lock","table":")" + code + R"(","token":")" + creator + R"(","locked":true})", now);
  hub.message(4, R"({"v":1,"type":"join","table":")" + code + R"(","name":"Zed"})", now);
  CHECK(net.lastError(4) == "locked");
  hub.message(1, R"({"v":1,"type":"start","table":")" + code + R"(","token":")" + creator + "\"}", now);
  const Table* t = hub.table(code);
  REQUIRE(t->started);
  CHECK(t->match.botPlays(2));
  CHECK_FALSE(t->match.botPlays(0));
  // Bob's token from Ana's connection, and Ana's action from Eve's unseated connection.
  hub.message(1, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + tokenB + R"(","action":{"kind":"bid","contract":"pass"}})", now);
  CHECK(net.lastError(1) == "bad_token");
  hub.message(3, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + tokenA + R"(","action":{"kind":"bid","contract":"pass"}})", now);
  CHECK(net.lastError(3) == "not_seated");

  // Play the deal: each person acts with their first legal action when it is their turn; out of turn is refused.
  // The table's seed is drawn at random: a deal every seat passed is annulled and the hub deals again, so the loop
  // runs until the match (one counted deal) is over.
  const std::string tokens[2] = {tokenA, tokenB};
  int outOfTurnChecked = 0;
  for (int step = 0; step < 20000 && !t->match.matchOver(); ++step) {
    now += 0.1;
    hub.tick(now);
    for (int p = 0; p < 2; ++p) {
      const ConnId c = ConnId(p + 1);
      const match::SeatView v = t->match.view(p, now);
      if (v.legal.empty()) continue;
      const std::string act = match::actionToJson(v.legal.front()).dump();
      const std::string msg = R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + tokens[p] + R"(","action":)" + act + "}";
      if (!v.toAct) continue;
      if (outOfTurnChecked < 3) {
        // The other person tries the same action with their own seat.
        const ConnId o = ConnId(2 - p);
        hub.message(o, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + tokens[1 - p] + R"(","action":)" + act + "}", now);
        CHECK(net.lastError(o) == "not_your_turn");
        ++outOfTurnChecked;
      }
      const long before = t->actions;
      hub.message(c, msg, now);
      CHECK(t->actions == before + 1);
    }
  }
  REQUIRE(t->match.dealFinished());
  CHECK(outOfTurnChecked == 3);
  for (ConnId c : {ConnId(1), ConnId(2)})
    for (const json::Value& m : net.got[c])
      if (str(m.find("type")) == "state") checkState(hub, m);
  for (int p = 0; p < 2; ++p) {
    match::SeatView last;
    std::string why;
    REQUIRE(match::seatViewFromJson(*net.newest(ConnId(p + 1), "state")->find("view"), &last, &why));
    CHECK(match::seatViewJson(last).dump() == match::seatViewJson(t->match.view(p, now * FakeNet::quiet().pace)).dump());
  }
  const json::Value* sheetA = net.newest(1, "sheet");
  const json::Value* sheetB = net.newest(2, "sheet");
  REQUIRE(sheetA);
  REQUIRE(sheetB);
  CHECK(sheetA->find("sheet")->dump() == sheetB->find("sheet")->dump());
  CHECK(t->match.matchOver());
}

TEST_CASE("Hub: a dropped seat is kept for the grace time, then a bot plays it until its person returns", "[server]") {
  FakeNet net(nullptr);
  Hub& hub = net.hub;
  double now = 0;
  const auto [code, creator, token] = net.createAndStart(1, R"("name":"Ana","players":3,"deals":2)", now);
  const Table* t = hub.table(code);
  hub.closed(1, now);
  CHECK(t->seats[0].awayUntil == 5);
  hub.tick(now + 4.9);
  CHECK_FALSE(t->match.botPlays(0));
  hub.tick(now + 5.1);
  CHECK(t->match.botPlays(0));
  hub.opened(2, now + 6);
  hub.message(2, R"({"v":1,"type":"resume","table":")" + code + R"(","token":")" + newToken() + "\"}", now + 6);
  CHECK(net.lastError(2) == "bad_token");
  hub.message(2, R"({"v":1,"type":"resume","table":")" + code + R"(","token":")" + token + "\"}", now + 6);
  CHECK(str(net.newest(2, "joined")->find("table")) == code);
  CHECK_FALSE(t->match.botPlays(0));
  CHECK(net.lastType(2) == "state");
}

TEST_CASE("Hub: a restart from the store resumes the table exactly, tokens stored only as hashes", "[server]") {
  char path[] = "/tmp/tarot-hub-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::string code, token, before;
  long actions = 0;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    FakeNet net(&store);
    double now = 0;
    const FakeNet::Started started = net.createAndStart(1, R"("name":"Ana","players":5,"deals":2,"levels":["random","random","random","random","random"])", now);
    code = started.code;
    token = started.token;
    const Table* t = net.hub.table(code);
    for (int i = 0; i < 400 && t->match.state().playedCount() < 12; ++i) {
      now += 0.5;
      net.hub.tick(now);
      const match::SeatView v = t->match.view(0, now);
      if (v.toAct)
        net.hub.message(1, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + token +
                               R"(","action":)" + match::actionToJson(v.legal.front()).dump() + "}", now);
    }
    REQUIRE(t->match.state().playedCount() >= 12);
    before = match::seatViewJson(t->match.view(0, now)).dump();
    actions = t->actions;
    CHECK(int(store.actionLog(code).size()) == actions);
  }
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  for (const StoredTable& s : store.loadAll())
    for (const StoredSeat& seat : s.seats) CHECK(seat.tokenHash.find(token) == std::string::npos);
  FakeNet net(&store);
  net.hub.restore(100);
  const Table* t = net.hub.table(code);
  REQUIRE(t);
  CHECK(t->actions == actions);
  CHECK(t->seats[0].awayUntil == 105);
  net.hub.opened(9, 100);
  net.hub.message(9, R"({"v":1,"type":"resume","table":")" + code + R"(","token":")" + token + "\"}", 100);
  const json::Value* state = net.newest(9, "state");
  REQUIRE(state);
  match::SeatView a, b;
  json::Value parsedBefore;
  REQUIRE(json::parse(before, &parsedBefore, &why));
  REQUIRE(match::seatViewFromJson(parsedBefore, &a, &why));
  REQUIRE(match::seatViewFromJson(*state->find("view"), &b, &why));
  // The same deal at the same point (the trick's slide timing aside).
  CHECK(a.hand == b.hand);
  CHECK(a.playedCount == b.playedCount);
  CHECK(a.phase == b.phase);
  CHECK(a.turn == b.turn);
  CHECK(a.bids == b.bids);
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}

TEST_CASE("Hub: finished deals are stored once each, the saved match holds the deal in progress, a restart joins them",
          "[server]") {
  char path[] = "/tmp/tarot-hub-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::string code, token, whole;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    FakeNet net(&store);
    double now = 0;
    const FakeNet::Started started = net.createAndStart(1, R"("name":"Ana","players":3,"deals":5,"levels":["random","random","random"])", now);
    code = started.code;
    token = started.token;
    const Table* t = net.hub.table(code);
    for (int i = 0; i < 20000 && !(t->match.history().size() >= 3 && !t->match.dealFinished() && t->match.state().playedCount() >= 5); ++i) {
      now += 0.5;
      net.hub.tick(now);
      const match::SeatView v = t->match.view(0, now);
      if (v.toAct && !v.legal.empty())
        net.hub.message(1, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + token +
                               R"(","action":)" + match::actionToJson(v.legal.front()).dump() + "}", now);
    }
    REQUIRE(t->match.history().size() >= 3);
    REQUIRE_FALSE(t->match.dealFinished());
    CHECK(t->dealsStored == t->match.history().size());
    whole = t->match.saveJson();
    const std::vector<StoredTable> stored = store.loadAll();
    REQUIRE(stored.size() == 1);
    CHECK(stored[0].deals.size() == t->match.history().size());
    for (std::size_t i = 0; i < stored[0].deals.size(); ++i) CHECK(stored[0].deals[i] == t->match.historyEntryJson(i));
    // The saved match is the deal in progress alone: smaller than a single finished deal plus the settings.
    CHECK(stored[0].match.size() < whole.size() / 2);
    CHECK(stored[0].match.find("\"history_from\":" + std::to_string(stored[0].deals.size())) != std::string::npos);
  }
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  FakeNet net(&store);
  net.hub.restore(1000);
  const Table* t = net.hub.table(code);
  REQUIRE(t);
  CHECK(t->match.saveJson() == whole);
  CHECK(t->dealsStored == t->match.history().size());
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}

TEST_CASE("Hub: a table with nobody connected waits; the bots play on once someone is back", "[server]") {
  FakeNet net(nullptr);
  Hub& hub = net.hub;
  double now = 0;
  const auto [code, creator, token] = net.createAndStart(1, R"("name":"Ana","players":4,"deals":2)", now);
  const Table* t = hub.table(code);
  hub.closed(1, now);
  for (int i = 0; i < 200; ++i) hub.tick(now += 0.5);
  CHECK(t->match.botPlays(0));           // the grace time is over: a bot has the seat...
  const long waited = t->actions;
  for (int i = 0; i < 200; ++i) hub.tick(now += 0.5);
  CHECK(t->actions == waited);           // ...but nobody is there to watch: the table waits
  hub.opened(2, now);
  hub.message(2, R"({"v":1,"type":"resume","table":")" + code + R"(","token":")" + token + "\"}", now);
  CHECK_FALSE(t->match.botPlays(0));
  for (int i = 0; i < 200; ++i) {
    hub.tick(now += 0.5);
    const match::SeatView v = t->match.view(0, now);
    if (v.toAct && !v.legal.empty())
      hub.message(2, R"({"v":1,"type":"act","table":")" + code + R"(","token":")" + token +
                         R"(","action":)" + match::actionToJson(v.legal.front()).dump() + "}", now);
  }
  CHECK(t->actions > waited + 10);
}
