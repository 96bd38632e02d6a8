// Tournaments on the server, in process: each security rule of the desk (a table's key at another table, a player
// at the director's actions, a replayed entry, a forged confirmation, a wrong key), the sheet locked once confirmed,
// the director's correction kept with its reason, the standings pushed, and a restart resuming every tournament.
#include "server/tournament_fixture.h"
#include "tournament/ranking.h"
#include <catch2/catch_test_macros.hpp>
#include <cstdio>
#include <unistd.h>

using namespace tarot;
using namespace tarot::server;

namespace {

const DeskTournament& desk(FakeNet& net, const std::string& code) {
  const DeskTournament* t = net.hub.desk().tournament(code);
  REQUIRE(t);
  return *t;
}

// Enters and confirms every deal of a table at a position from one phone (the table's key, South confirming).
std::vector<tournament::SheetDeal> playTable(TournamentNight& night, ConnId phone, int p, int t, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<tournament::SheetDeal> deals;
  for (int k = 1; k <= 4; ++k) {
    deals.push_back(randomDeal(rng, (k - 1) % 4));
    const std::string id = "p" + std::to_string(p) + "t" + std::to_string(t) + "d" + std::to_string(k);
    night.enter(phone, p, t, k, id, deals.back());
    REQUIRE(night.net.lastType(phone) == "tournament_sheet");
    night.confirm(phone, p, t, k, id + "c", id);
    REQUIRE(night.net.lastType(phone) == "tournament_sheet");
  }
  return deals;
}

}  // namespace

TEST_CASE("Tournament desk: a table enters and confirms its deals, the sheet goes in, the standings follow",
          "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 2, 4);
  night.startPosition(1);
  net.hub.opened(7, 0);  // the room's screen
  net.hub.message(7, tmsg("tournament_watch", json::Value::object().set("tournament", night.code)), 0);
  REQUIRE(net.lastType(7) == "tournament_standings");
  CHECK(net.last(7).find("missing")->items().size() == 2);
  net.hub.opened(1, 0);
  const auto deals = playTable(night, 1, 1, 1, 11);
  const json::Value& sheet = net.last(1);
  CHECK(sheet.find("locked")->asBool());
  CHECK(sheet.find("deals")->items().size() == 4);
  const tournament::State& st = desk(net, night.code).doc.state();
  REQUIRE(st.positions[0].sheets[0].entered);
  CHECK(st.positions[0].sheets[0].sheet.deals == deals);
  // The watcher saw each deal's progress, then the standings' update with one sheet missing (position, table,
  // deals confirmed).
  REQUIRE(net.lastType(7) == "tournament_standings_update");
  CHECK(net.last(7).find("missing")->items().size() == 3);
  int progress = 0;
  for (const json::Value& m : net.got[7]) progress += str(m.find("type")) == "tournament_progress";
  CHECK(progress == 3);
  // The update's cumulated ranking is the library's.
  const tournament::Ranking r = tournament::rankAfter(st, 1);
  const json::Value& order = *net.last(7).find("cumulated")->find("order");
  const json::Value& points = *net.last(7).find("cumulated")->find("points");
  REQUIRE(order.items().size() == r.lines.size());
  REQUIRE(points.items().size() == r.lines.size());
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    CHECK(order.items()[i].asInt() == r.lines[i].player);
    CHECK(points.items()[i].asInt() == int(r.lines[i].points));
  }
}

TEST_CASE("Tournament desk: a table's key gives no power over another table, a wrong key none at all",
          "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(3, 2, 4);
  night.startPosition(1);
  net.hub.opened(1, 0);
  Rng rng(3);
  const tournament::SheetDeal d = randomDeal(rng, 0);
  // Table 1's key at table 2: refused, nothing entered there.
  night.enter(1, 1, 2, 1, "x1", d, night.keys[0][0]);
  CHECK(net.lastError(1) == "bad_key");
  CHECK_FALSE(desk(net, night.code).positions[0][1].deals[0].entered);
  // Nor can it confirm there, nor read the sheet.
  night.enter(2, 1, 2, 1, "x2", d);  // (connection 2 unopened: the hub ignores it)
  night.confirm(1, 1, 2, 1, "x3", "x2", "S", night.keys[0][0]);
  CHECK(net.lastError(1) == "bad_key");
  net.hub.message(1, tmsg("tournament_table", night.tableFields(1, 3, night.keys[0][0])), 0);
  CHECK(net.lastError(1) == "bad_key");
  // A made-up key, a key of the wrong form, the director's key: no table's.
  night.enter(1, 1, 1, 1, "x4", d, std::string(32, 'a'));
  CHECK(net.lastError(1) == "bad_key");
  night.enter(1, 1, 1, 1, "x5", d, "not a key");
  CHECK(net.lastError(1) == "bad_key");
  night.enter(1, 1, 1, 1, "x6", d, night.key);
  CHECK(net.lastError(1) == "bad_key");
  // Position 1's key at position 2's same table: each position has its keys.
  night.startPosition(2);
  night.enter(1, 2, 1, 1, "x7", d, night.keys[0][0]);
  CHECK(net.lastError(1) == "bad_key");
  // The right key works; no other table moved.
  night.enter(1, 1, 1, 1, "x8", d);
  CHECK(net.lastType(1) == "tournament_sheet");
  const DeskTournament& t = desk(net, night.code);
  CHECK(t.positions[0][0].deals[0].entered);
  for (int tb : {1, 2}) CHECK_FALSE(t.positions[0][std::size_t(tb)].deals[0].entered);
  CHECK_FALSE(t.positions[1][0].deals[0].entered);
  // An unknown tournament, position or table.
  night.enter(1, 3, 1, 1, "x9", d, night.keys[0][0]);
  CHECK(net.lastError(1) == "no_tournament");
  night.enter(1, 1, 4, 1, "x9", d, night.keys[0][0]);
  CHECK(net.lastError(1) == "no_tournament");
}

TEST_CASE("Tournament desk: only the director's key registers, draws, starts, corrects and penalises",
          "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 2, 4);
  night.startPosition(1);
  const std::size_t events = desk(net, night.code).doc.events().size();
  tournament::Penalty pe;
  pe.article = "4";
  pe.kind = "warning";
  pe.reason = "phone";
  pe.points = 100;
  pe.player = 1;
  const tournament::Event attempts[] = {tournament::registerEvent("Intruder", "", ""), tournament::penaltyEvent(pe),
                                        tournament::startPositionEvent(2, night.plan[1]),
                                        tournament::closePositionEvent(1)};
  const std::string realKey = night.key;
  for (const std::string& k : {night.keys[0][0], std::string(32, '0'), std::string("x"), std::string()}) {
    night.key = k;
    for (const tournament::Event& e : attempts) CHECK(night.directorEvent(e) == "not_director");
  }
  night.key = realKey;
  CHECK(desk(net, night.code).doc.events().size() == events);
  // A kind the director may not send, and one the document refuses, with its reason.
  CHECK(night.directorEvent(tournament::createEvent("Again", tournament::Settings())) == "bad_message");
  CHECK(night.directorEvent(tournament::startPositionEvent(3, night.plan[1])) == "event_refused");
  CHECK(str(net.last(night.director).find("message")).find("next position") != std::string::npos);
  CHECK(night.directorEvent(tournament::penaltyEvent(pe)) == "");
  CHECK(desk(net, night.code).doc.state().penalties.size() == 1);
}

TEST_CASE("Tournament desk: a resent entry or confirmation is applied once, an old entry never undoes a newer one",
          "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 1, 4);
  night.startPosition(1);
  net.hub.opened(1, 0);
  Rng rng(5);
  const tournament::SheetDeal first = randomDeal(rng, 0), second = randomDeal(rng, 0);
  night.enter(1, 1, 1, 1, "a", first);
  night.enter(1, 1, 1, 1, "b", second);  // North corrects before anyone confirms
  const long kept = desk(net, night.code).seq;
  night.enter(1, 1, 1, 1, "a", first);   // the phone resends its first entry after a network loss
  CHECK(net.lastType(1) == "tournament_sheet");
  CHECK(net.last(1).find("duplicate")->asBool());
  CHECK(desk(net, night.code).seq == kept);
  CHECK(desk(net, night.code).positions[0][0].deals[0].deal == second);
  night.confirm(1, 1, 1, 1, "c", "b");
  night.confirm(1, 1, 1, 1, "c", "b");   // resent
  CHECK(net.last(1).find("duplicate")->asBool());
  CHECK(desk(net, night.code).seq == kept + 1);
  // Once confirmed, the deal is locked for the table: a new entry is refused, the resends still answered.
  night.enter(1, 1, 1, 1, "d", first);
  CHECK(net.lastError(1) == "sheet_locked");
  night.enter(1, 1, 1, 1, "a", first);
  CHECK(net.lastType(1) == "tournament_sheet");
  CHECK(desk(net, night.code).positions[0][0].deals[0].deal == second);
  // Deals go in order: deal 3 waits for deal 2 to be entered.
  night.enter(1, 1, 1, 3, "e", first);
  CHECK(net.lastError(1) == "bad_entry");
  // An entry the scorer's model refuses, with its reason.
  tournament::SheetDeal bad = first;
  bad.entry.input.attackHalfPoints = 183 * 2;
  night.enter(1, 1, 1, 2, "f", bad);
  CHECK(net.lastError(1) == "bad_entry");
  CHECK(str(net.last(1).find("message")).rfind("deal 2: ", 0) == 0);
}

TEST_CASE("Tournament desk: the next deal never replaces an unconfirmed one", "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 1, 4);
  night.startPosition(1);
  net.hub.opened(1, 0);
  Rng rng(11);
  const tournament::SheetDeal first = randomDeal(rng, 0), second = randomDeal(rng, 1), third = randomDeal(rng, 2);
  night.enter(1, 1, 1, 1, "a", first);
  night.enter(1, 1, 1, 2, "b", second);  // deal 1 waits for its confirmation: deal 2 goes in beside it
  CHECK(net.lastType(1) == "tournament_sheet");
  night.enter(1, 1, 1, 4, "c", third);   // deal 3 has no entry yet
  CHECK(net.lastError(1) == "bad_entry");
  const DeskSheet& s = desk(net, night.code).positions[0][0];
  CHECK(s.deals[0].deal == first);
  CHECK(s.deals[0].entryId == "a");
  CHECK(s.deals[1].deal == second);
  CHECK_FALSE(s.deals[0].confirmed);
  night.confirm(1, 1, 1, 2, "c2", "b");   // deal 2 may be confirmed before deal 1
  night.confirm(1, 1, 1, 1, "c1", "a");
  CHECK(s.deals[0].confirmed);
  CHECK(s.deals[1].confirmed);
  CHECK(s.deals[0].deal == first);
}

TEST_CASE("Tournament desk: a forged confirmation is refused", "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 1, 4);
  night.startPosition(1);
  net.hub.opened(1, 0);
  net.hub.opened(2, 0);
  Rng rng(9);
  const tournament::SheetDeal d = randomDeal(rng, 0), other = randomDeal(rng, 0);
  night.confirm(2, 1, 1, 1, "c0", "a");  // nothing entered yet
  CHECK(net.lastError(2) == "bad_confirm");
  night.enter(1, 1, 1, 1, "a", d);
  night.confirm(2, 1, 1, 1, "c1", "zzz");  // confirms an entry that is not the one shown
  CHECK(net.lastError(2) == "bad_confirm");
  night.enter(1, 1, 1, 1, "b", other);     // North changed it meanwhile: the confirmation of "a" is stale
  night.confirm(2, 1, 1, 1, "c2", "a");
  CHECK(net.lastError(2) == "bad_confirm");
  night.confirm(2, 1, 1, 1, "c3", "b", "N");  // North confirming its own entry
  CHECK(net.lastError(2) == "bad_confirm");
  night.confirm(2, 1, 1, 1, "c4", "b", "Q");
  CHECK(net.lastError(2) == "bad_message");
  night.confirm(2, 1, 1, 1, "c5", "b", "S", night.keys[0][1]);  // another table's key
  CHECK(net.lastError(2) == "bad_key");
  CHECK_FALSE(desk(net, night.code).positions[0][0].deals[0].confirmed);
  night.confirm(2, 1, 1, 1, "c6", "b", "E");  // East, on its own phone with the table's link
  CHECK(net.lastType(2) == "tournament_sheet");
  CHECK(desk(net, night.code).positions[0][0].deals[0].confirmedBy == "E");
  // North's phone, following the table, was told too.
  CHECK(net.lastType(1) == "tournament_sheet");
  CHECK(net.last(1).find("deals")->items()[0].find("confirmed")->asBool());
}

TEST_CASE("Tournament desk: a confirmed sheet is locked, the director's correction is kept with its reason",
          "[server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 1, 4);
  night.startPosition(1);
  net.hub.opened(1, 0);
  std::vector<tournament::SheetDeal> deals = playTable(night, 1, 1, 1, 21);
  Rng rng(22);
  night.enter(1, 1, 1, 1, "late", randomDeal(rng, 0));
  CHECK(net.lastError(1) == "sheet_locked");
  night.confirm(1, 1, 1, 4, "p1t1d4c", "p1t1d4");
  CHECK(net.lastType(1) == "tournament_sheet");  // a resend of deal 4's confirmation: answered, not applied
  tournament::TableSheet fixed;
  for (const auto& d : deals) fixed.deals.push_back({false, d.entry});
  fixed.deals[3] = randomDeal(rng, 3);
  CHECK(night.directorEvent(tournament::correctSheetEvent(1, 1, fixed, "")) == "event_refused");
  CHECK(night.directorEvent(tournament::correctSheetEvent(1, 1, fixed, "deal 4: 41 points, not 51")) == "");
  const tournament::SheetRecord& rec = desk(net, night.code).doc.state().positions[0].sheets[0];
  CHECK(rec.sheet == fixed);
  REQUIRE(rec.reasons.size() == 1);
  CHECK(rec.reasons[0] == "deal 4: 41 points, not 51");
  // The table's phone was shown the corrected sheet and its reason.
  CHECK(net.lastType(1) == "tournament_sheet");
  CHECK(str(&net.last(1).find("corrections")->items()[0]) == "deal 4: 41 points, not 51");
  // The director may also enter a table's paper sheet; the table's phone is then locked out.
  tournament::TableSheet paper;
  for (int k = 0; k < 4; ++k) paper.deals.push_back(randomDeal(rng, k));
  CHECK(night.directorEvent(tournament::sheetEvent(1, 2, paper)) == "");
  night.enter(1, 1, 2, 1, "t2", paper.deals[0]);
  CHECK(net.lastError(1) == "sheet_locked");
}

TEST_CASE("Tournament desk: a restart from the store resumes every tournament, keys kept only as hashes",
          "[server][tournament]") {
  char path[] = "/tmp/tarot-tournament-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::string code, directorKey, before;
  std::vector<std::vector<std::string>> keys;
  std::vector<tournament::SheetDeal> deals;
  const char* const kCreation = "0123456789abcdef0123456789abcdef";
  json::Value created;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    FakeNet net(&store);
    TournamentNight night(net);
    night.create(2, 2, 4);
    night.startPosition(1);
    net.hub.opened(1, 0);
    deals = playTable(night, 1, 1, 1, 31);
    Rng rng(32);
    night.enter(1, 1, 2, 1, "half", randomDeal(rng, 0));  // table 2: one deal entered, not confirmed
    code = night.code;
    directorKey = night.key;
    keys = night.keys;
    before = desk(net, code).doc.toJson();
    // A console's tournament, created with its creation id.
    net.hub.opened(7, 0);
    net.hub.message(7, tmsg("tournament_create", json::Value::object().set("name", "Console").set("creation", kCreation)), 0);
    created = net.last(7);
    REQUIRE(str(created.find("type")) == "tournament_created");
  }
  {
    // Neither the director's key nor a table's is in the file.
    std::FILE* f = std::fopen(path, "rb");
    std::string bytes;
    for (int c; (c = std::fgetc(f)) != EOF;) bytes += char(c);
    std::fclose(f);
    CHECK(bytes.find(directorKey) == std::string::npos);
    CHECK(bytes.find(keys[0][0]) == std::string::npos);
    CHECK(bytes.find(kCreation) == std::string::npos);
    CHECK(bytes.find(str(created.find("director_key"))) == std::string::npos);
  }
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  FakeNet net(&store);
  net.hub.restore(0);
  const DeskTournament& t = desk(net, code);
  CHECK(t.doc.toJson() == before);
  CHECK(t.positions[0][1].deals[0].entered);
  CHECK(t.positions[0][1].deals[0].entryId == "half");
  // The keys still work, the entry ids are still known, the director goes on.
  TournamentNight night(net);
  night.code = code;
  night.key = directorKey;
  night.keys = keys;
  net.hub.opened(1, 0);
  net.hub.opened(night.director, 0);
  night.confirm(1, 1, 2, 1, "half-c", "half");
  CHECK(net.lastType(1) == "tournament_sheet");
  night.confirm(1, 1, 1, 4, "p1t1d4c", "p1t1d4");
  CHECK(net.last(1).find("duplicate")->asBool());
  CHECK(night.directorEvent(tournament::closePositionEvent(1)) == "event_refused");  // table 2 is missing
  // The console's creation id, sent again after the restart: the same tournament and key, nothing created.
  const std::size_t count = net.hub.desk().count();
  net.hub.opened(8, 0);
  net.hub.message(8, tmsg("tournament_create", json::Value::object().set("name", "Console").set("creation", kCreation)), 0);
  CHECK(str(net.last(8).find("tournament")) == str(created.find("tournament")));
  CHECK(str(net.last(8).find("director_key")) == str(created.find("director_key")));
  CHECK(net.hub.desk().count() == count);
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}

TEST_CASE("Tournament desk: the rate limit holds for tournament messages, watchers are not idle-closed",
          "[server][tournament]") {
  HubOptions o = FakeNet::quiet();
  o.ratePerSecond = 20;
  o.rateBurst = 40;
  o.idleClose = 60;
  FakeNet net(nullptr, o);
  net.hub.opened(1, 0);
  net.hub.message(1, tmsg("tournament_create", json::Value::object().set("name", "Club")), 0);
  const std::string code = str(net.last(1).find("tournament"));
  net.hub.opened(2, 0);
  int limited = 0;
  for (int i = 0; i < 100; ++i) {
    net.hub.message(2, tmsg("tournament_watch", json::Value::object().set("tournament", code)), 0);
    limited += net.lastError(2) == "rate_limited";
  }
  CHECK(limited >= 55);
  net.hub.opened(3, 0);
  net.hub.tick(200);
  CHECK(net.closed.count(3) == 1);   // silent, following nothing
  CHECK(net.closed.count(2) == 0);   // watching the standings
}

TEST_CASE("Tournament desk: every connection PROTOCOL.md exempts from the idle close stays open, the others close",
          "[server][tournament]") {
  HubOptions o = FakeNet::quiet();
  o.idleClose = 60;
  FakeNet net(nullptr, o);
  TournamentNight night(net);
  night.create(1, 1, 4);
  night.startPosition(1);
  // An online tournament's player waiting for a seat before its position starts.
  net.hub.opened(9, 0);
  tournament::Settings s;
  s.online = true;
  s.movements = {"fft"};
  net.hub.message(9, tmsg("tournament_create", json::Value::object().set("name", "Online").set("settings", tournament::settingsToJson(s))), 0);
  const std::string online = str(net.last(9).find("tournament")), onlineKey = str(net.last(9).find("director_key"));
  json::Value ev = json::Value::object();
  const tournament::Event reg = tournament::registerEvent("Ana", "", "");
  ev.set("kind", reg.kind).set("data", reg.data);
  net.hub.message(9, tmsg("tournament_event", json::Value::object().set("tournament", online).set("key", onlineKey).set("event", ev)), 0);
  const std::string playerKey = str(net.last(9).find("player_key"));
  REQUIRE(!playerKey.empty());
  for (ConnId c = 2; c <= 8; ++c) net.hub.opened(c, 0);
  net.hub.message(2, tmsg("tournament_table", night.tableFields(1, 1, night.keys[0][0])), 0);
  CHECK(net.lastType(2) == "tournament_sheet");
  net.hub.message(3, tmsg("tournament_watch", json::Value::object().set("tournament", night.code)), 0);
  CHECK(net.lastType(3) == "tournament_standings");
  net.hub.message(4, tmsg("tournament_ranking", json::Value::object().set("tournament", night.code).set("position", 1)), 0);
  CHECK(net.lastType(4) == "tournament_position_ranking");
  net.hub.message(5, tmsg("tournament_events", json::Value::object().set("tournament", night.code).set("key", night.key).set("from", 0)), 0);
  CHECK(net.lastType(5) == "tournament_event_list");
  net.hub.message(6, tmsg("tournament_seat", json::Value::object().set("tournament", online).set("player", 1).set("key", playerKey)), 0);
  CHECK(net.lastType(6) == "tournament_seat");
  // Refused requests follow nothing: a wrong table key, a ranking of a position not started.
  net.hub.message(7, tmsg("tournament_table", night.tableFields(1, 1, playerKey)), 0);
  CHECK(net.lastType(7) == "error");
  net.hub.message(8, tmsg("tournament_ranking", json::Value::object().set("tournament", night.code).set("position", 2)), 0);
  CHECK(net.lastType(8) == "error");
  net.hub.tick(200);
  for (ConnId c = 2; c <= 6; ++c) CHECK(net.closed.count(c) == 0);
  CHECK(net.closed.count(7) == 1);
  CHECK(net.closed.count(8) == 1);
}

namespace {

// A director's event with its index in the document.
void indexedEvent(TournamentNight& night, ConnId c, const tournament::Event& e, int index, const std::string& key) {
  json::Value ev = json::Value::object();
  ev.set("kind", e.kind).set("data", e.data);
  json::Value f = json::Value::object();
  f.set("tournament", night.code).set("key", key).set("event", ev).set("index", index);
  night.net.hub.message(c, tmsg("tournament_event", f), night.now);
}

}  // namespace

TEST_CASE("Tournament desk: an indexed event is applied once; a resend is a duplicate, a different one refused",
          "[server][tournament][publish]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 2, 4);  // create 0, 8 registrations 1..8, the draw 9
  const std::size_t held = desk(net, night.code).doc.events().size();
  REQUIRE(held == 10);
  const tournament::Event start = tournament::startPositionEvent(1, night.plan[0]);
  indexedEvent(night, night.director, start, 10, night.key);
  REQUIRE(net.lastType(night.director) == "tournament_accepted");
  CHECK(net.last(night.director).find("index")->asInt() == 10);
  CHECK_FALSE(net.last(night.director).find("duplicate"));
  const json::Value firstKeys = *net.last(night.director).find("keys");
  REQUIRE(firstKeys.items().size() == 2);
  // The answer was lost: the same event again is accepted again, with the same keys, and applied once.
  indexedEvent(night, night.director, start, 10, night.key);
  REQUIRE(net.lastType(night.director) == "tournament_accepted");
  CHECK(net.last(night.director).find("duplicate")->asBool());
  CHECK(net.last(night.director).find("keys")->dump() == firstKeys.dump());
  CHECK(desk(net, night.code).doc.events().size() == 11);
  // The keys given work at their tables.
  net.hub.opened(1, 0);
  net.hub.message(1, tmsg("tournament_table", night.tableFields(1, 2, firstKeys.items()[1].asString())), 0);
  CHECK(net.lastType(1) == "tournament_sheet");
  // A replay of an old registration: the same, so a duplicate; a different event at a held index: refused.
  indexedEvent(night, night.director, tournament::registerEvent("Player 3", "", ""), 3, night.key);
  CHECK(net.lastType(night.director) == "tournament_accepted");
  CHECK(net.last(night.director).find("duplicate")->asBool());
  indexedEvent(night, night.director, tournament::registerEvent("Somebody else", "", ""), 3, night.key);
  REQUIRE(net.lastError(night.director) == "event_refused");
  CHECK(str(net.last(night.director).find("message")).find("out of order: the server holds 11 events") == 0);
  // An index beyond the next one: refused, nothing applied.
  indexedEvent(night, night.director, tournament::closePositionEvent(1), 12, night.key);
  CHECK(net.lastError(night.director) == "event_refused");
  indexedEvent(night, night.director, tournament::closePositionEvent(1), 0, night.key);
  CHECK(net.lastError(night.director) == "bad_message");
  CHECK(desk(net, night.code).doc.events().size() == 11);
  // Another key at a held index: not the director.
  indexedEvent(night, night.director, start, 10, firstKeys.items()[0].asString());
  CHECK(net.lastError(night.director) == "not_director");
}

TEST_CASE("Tournament desk: the director follows the document, the tables' sheets are pushed to it",
          "[server][tournament][publish]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 2, 4);
  night.startPosition(1);
  // A table's key, a player, a malformed request: refused.
  net.hub.opened(5, 0);
  json::Value f = json::Value::object();
  f.set("tournament", night.code).set("key", night.keys[0][0]).set("from", 0);
  net.hub.message(5, tmsg("tournament_events", f), 0);
  CHECK(net.lastError(5) == "not_director");
  f.set("key", night.key).set("from", -1);
  net.hub.message(5, tmsg("tournament_events", f), 0);
  CHECK(net.lastError(5) == "bad_message");
  f.set("from", 3);
  net.hub.message(5, tmsg("tournament_events", f), 0);
  REQUIRE(net.lastType(5) == "tournament_event_list");
  const json::Value& list = net.last(5);
  CHECK(list.find("from")->asInt() == 3);
  CHECK(list.find("count")->asInt() == 11);
  REQUIRE(list.find("events")->items().size() == 8);
  CHECK(str(list.find("events")->items()[0].find("kind")) == "register");
  CHECK(str(list.find("events")->items()[7].find("kind")) == "start_position");
  // A table's phone completes its sheet: the director's connection gets the sheet event, by "table 2".
  net.hub.opened(1, 0);
  const auto deals = playTable(night, 1, 1, 2, 5);
  REQUIRE(net.lastType(5) == "tournament_event_list");
  const json::Value& pushed = net.last(5);
  CHECK(pushed.find("from")->asInt() == 11);
  REQUIRE(pushed.find("events")->items().size() == 1);
  const json::Value& sheet = pushed.find("events")->items()[0];
  CHECK(str(sheet.find("kind")) == "sheet");
  CHECK(str(sheet.find("author")) == "table 2");
  tournament::TableSheet read;
  REQUIRE(tournament::sheetFromJson(*sheet.find("data")->find("sheet"), &read).empty());
  CHECK(read.deals == deals);
  // Another director connection's event is pushed too, not echoed to its sender.
  playTable(night, 1, 1, 1, 6);
  REQUIRE(net.lastType(5) == "tournament_event_list");
  CHECK(net.last(5).find("from")->asInt() == 12);
  const std::size_t before = net.got[night.director].size();
  REQUIRE(night.directorEvent(tournament::closePositionEvent(1)) == "");
  CHECK(net.got[night.director].size() == before + 1);
  REQUIRE(net.lastType(5) == "tournament_event_list");
  CHECK(net.last(5).find("from")->asInt() == 13);
  // A closed connection follows no more.
  net.hub.closed(5, 0);
  CHECK(desk(net, night.code).directors.empty());
}
