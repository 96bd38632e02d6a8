// The tournament protocol's requests read once (src/protocol/tournament_requests.h): every request written by a
// client reads back the same; a member missing, of the wrong kind or out of range is `bad_message` as PROTOCOL.md
// says — through the hub, which before answered some of them `no_tournament`, `not_director` or `event_refused` —
// and a rate-limited request's refusal carries its id.
#include "protocol/messages.h"
#include "protocol/tournament_requests.h"
#include "server/tournament_fixture.h"
#include "tournament/deal_entry.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::server;
using protocol::TournamentRequest;
using T = protocol::TournamentRequestType;

namespace {

TournamentRequest readBack(const std::string& frame) {
  protocol::ClientMessage m;
  protocol::ProtocolError e;
  REQUIRE(protocol::parseClientMessage(frame, &m, &e));
  REQUIRE(m.type == protocol::MessageType::Tournament);
  return m.tournament;
}

std::string refusal(const std::string& frame) {
  protocol::ClientMessage m;
  protocol::ProtocolError e;
  if (protocol::parseClientMessage(frame, &m, &e)) return "";
  return e.code;
}

const char* const kCode = "7QH2M0XKZ4N9PB1WC8RT";
const char* const kKey = "0123456789abcdef0123456789abcdef";

}  // namespace

TEST_CASE("Tournament requests: each one a client writes reads back the same", "[server][protocol][tournament]") {
  json::Value settings = json::Value::object();
  settings.set("positions", 3);
  TournamentRequest c = readBack(writeTournamentRequest(TournamentRequest::create("Club night", &settings, kKey)));
  CHECK(c.type == T::Create);
  CHECK(c.name == "Club night");
  CHECK(c.hasSettings);
  CHECK(c.settings.dump() == settings.dump());
  CHECK(c.creation == kKey);

  json::Value data = json::Value::object();
  data.set("name", "Ana");
  TournamentRequest e = readBack(writeTournamentRequest(TournamentRequest::event(kCode, kKey, "register", data, 4)));
  CHECK((e.type == T::Event && e.tournament == kCode && e.key == kKey && e.kind == "register" && e.index == 4));
  CHECK(e.data.dump() == data.dump());

  TournamentRequest in = TournamentRequest::atTable(T::Confirm, kCode, 2, 5, kKey);
  in.entryId = "c-3";
  in.deal = 3;
  in.confirms = "e-3";
  in.seat = "W";
  in.id = "c-3";
  const std::string frame = writeTournamentRequest(in);
  protocol::ClientMessage m;
  protocol::ProtocolError err;
  REQUIRE(protocol::parseClientMessage(frame, &m, &err));
  CHECK(m.id == "\"c-3\"");
  const TournamentRequest x = m.tournament;
  CHECK((x.type == T::Confirm && x.position == 2 && x.table == 5 && x.deal == 3 && x.entryId == "c-3"));
  CHECK((x.confirms == "e-3" && x.seat == "W" && x.key == kKey));

  CHECK(readBack(writeTournamentRequest(TournamentRequest::events(kCode, kKey, 12))).from == 12);
  CHECK(readBack(writeTournamentRequest(TournamentRequest::ranking(kCode, 3))).position == 3);
  CHECK(readBack(writeTournamentRequest(TournamentRequest::seatOf(kCode, 7, kKey))).player == 7);
  CHECK(readBack(writeTournamentRequest(TournamentRequest::records(kCode, 2))).type == T::Records);
  CHECK(readBack(writeTournamentRequest(TournamentRequest::playerKey(kCode, kKey, 9))).player == 9);
  CHECK(readBack(writeTournamentRequest(TournamentRequest::watch(kCode))).tournament == kCode);
}

TEST_CASE("Tournament requests: a member missing, of the wrong kind or out of range is bad_message",
          "[server][protocol][tournament]") {
  const std::string table = R"("tournament":"7QH2M0XKZ4N9PB1WC8RT","table":1,"key":"0123456789abcdef0123456789abcdef")";
  const char* const bad[] = {
      R"({"v":1,"type":"tournament_watch"})",
      R"({"v":1,"type":"tournament_watch","tournament":12})",
      R"({"v":1,"type":"tournament_ranking","tournament":"7QH2M0XKZ4N9PB1WC8RT","position":"2"})",
      R"({"v":1,"type":"tournament_ranking","tournament":"7QH2M0XKZ4N9PB1WC8RT","position":0})",
      R"({"v":1,"type":"tournament_records","tournament":"7QH2M0XKZ4N9PB1WC8RT"})",
      R"({"v":1,"type":"tournament_create"})",
      R"({"v":1,"type":"tournament_create","name":""})",
      R"({"v":1,"type":"tournament_create","name":"Club","settings":[1]})",
      R"({"v":1,"type":"tournament_create","name":"Club","creation":"abc"})",
      R"({"v":1,"type":"tournament_event","tournament":"7QH2M0XKZ4N9PB1WC8RT","event":{"kind":"draw","data":{}}})",
      R"({"v":1,"type":"tournament_event","tournament":"7QH2M0XKZ4N9PB1WC8RT","key":"k","event":{"kind":"draw"}})",
      R"({"v":1,"type":"tournament_event","tournament":"7QH2M0XKZ4N9PB1WC8RT","key":"k","event":{"kind":"draw","data":{}},"index":0})",
      R"({"v":1,"type":"tournament_events","tournament":"7QH2M0XKZ4N9PB1WC8RT","key":"k"})",
      R"({"v":1,"type":"tournament_events","tournament":"7QH2M0XKZ4N9PB1WC8RT","key":"k","from":-1})",
      R"({"v":1,"type":"tournament_seat","tournament":"7QH2M0XKZ4N9PB1WC8RT","player":1})",
      R"({"v":1,"type":"tournament_player_key","tournament":"7QH2M0XKZ4N9PB1WC8RT","key":"k","player":"1"})",
  };
  for (const char* f : bad) {
    INFO(f);
    CHECK(refusal(f) == "bad_message");
  }
  for (const std::string& f : {
           R"({"v":1,"type":"tournament_table",)" + table + "}",  // no position
           R"({"v":1,"type":"tournament_table","position":"1",)" + table + "}",
           R"({"v":1,"type":"tournament_enter","position":1,"entry_id":"a","deal":1,)" + table + "}",  // no entry
           R"({"v":1,"type":"tournament_enter","position":1,"entry_id":"","deal":1,"entry":{},)" + table + "}",
           R"({"v":1,"type":"tournament_enter","position":1,"entry_id":"a","deal":0,"entry":{},)" + table + "}",
           R"({"v":1,"type":"tournament_confirm","position":1,"entry_id":"a","deal":1,"seat":"S",)" + table + "}",
       }) {
    INFO(f);
    CHECK(refusal(f) == "bad_message");
  }
}

TEST_CASE("Tournament requests: the hub answers a malformed member bad_message, not a code of the desk's",
          "[server][protocol][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(2, 2, 4);
  night.startPosition(1);
  net.hub.opened(1, 0);
  auto send = [&](json::Value f, const char* type) {
    net.hub.message(1, tmsg(type, f), 0);
    return net.lastError(1);
  };
  // A text position (was no_tournament).
  CHECK(send(night.tableFields(1, 1, night.keys[0][0]).set("position", "1"), "tournament_table") == "bad_message");
  // A missing key (was not_director): a wrong one is still not_director.
  json::Value ev = json::Value::object();
  ev.set("kind", "register").set("data", json::Value::object().set("name", "Zoé"));
  CHECK(send(json::Value::object().set("tournament", night.code).set("event", ev), "tournament_event") == "bad_message");
  CHECK(send(json::Value::object().set("tournament", night.code).set("key", std::string(32, 'a')).set("event", ev),
             "tournament_event") == "not_director");
  // A number for the tournament (was no_tournament); an unknown code is still no_tournament.
  CHECK(send(json::Value::object().set("tournament", 12), "tournament_watch") == "bad_message");
  CHECK(send(json::Value::object().set("tournament", std::string(20, 'Z')), "tournament_watch") == "no_tournament");
  // Settings that are not an object (was event_refused); settings the document refuses are still event_refused.
  CHECK(send(json::Value::object().set("name", "Club").set("settings", "fast"), "tournament_create") == "bad_message");
  CHECK(send(json::Value::object().set("name", "Club").set("settings", json::Value::object().set("positions", 0)),
             "tournament_create") == "event_refused");
  // A position beyond those started is still no_tournament.
  CHECK(send(night.tableFields(2, 1, night.keys[0][0]), "tournament_table") == "no_tournament");
}

TEST_CASE("Tournament requests: a rate-limited request's refusal carries its id", "[server][protocol]") {
  HubOptions o = FakeNet::quiet();
  o.ratePerSecond = 20;
  o.rateBurst = 40;
  FakeNet net(nullptr, o);
  net.hub.opened(1, 0);
  int limited = 0, withId = 0;
  for (int i = 0; i < 60; ++i) {
    json::Value f = json::Value::object();
    net.hub.message(1, tmsg("tournament_watch", f.set("tournament", kCode).set("id", i)), 0);
    if (net.lastError(1) != "rate_limited") continue;
    ++limited;
    const json::Value* id = net.last(1).find("id");
    withId += id && id->isInt() && id->asInt() == i;
  }
  CHECK(limited >= 15);
  CHECK(withId == limited);
  // A frame that is not JSON gets its refusal without an id, as before.
  net.hub.message(1, "not json", 0);
  CHECK(net.lastError(1) == "rate_limited");
  CHECK_FALSE(net.last(1).find("id"));
}

TEST_CASE("Tournament requests: at a table of 3 South keeps the sheet and North, empty, confirms nothing",
          "[server][protocol][tournament]") {
  tournament::TableSeating three;
  three.seat = {0, 5, 6, 7, 0};  // the rulebook's table of 3: North left empty
  CHECK(tournament::keeperOrientation(three) == tournament::South);
  std::vector<tournament::EnteredDeal> deals(2);
  deals[0].entered = true;
  deals[0].entryId = "e1";
  CHECK(tournament::canConfirm(deals, false, 1, "e1", "N", three).code == tournament::DealEntryCode::EmptySeat);
  CHECK(tournament::canConfirm(deals, false, 1, "e1", "S", three).code == tournament::DealEntryCode::KeeperConfirms);
  CHECK_FALSE(tournament::canConfirm(deals, false, 1, "e1", "E", three));
  CHECK_FALSE(tournament::canConfirm(deals, false, 1, "e1", "W", three));
  CHECK(tournament::canConfirm(deals, false, 1, "e1", "5", three).code == tournament::DealEntryCode::EmptySeat);
}
