// The tournament's replies written once (src/protocol/tournament_replies.h): each one reads back as written, a
// member missing or of the wrong kind is refused with its name, and what the desk sends in a night reads.
#include "protocol/tournament_replies.h"
#include "protocol/tournament_wire.h"
#include "server/tournament_fixture.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::server;

namespace {

json::Value parsed(const std::string& text) {
  json::Value v;
  std::string why;
  REQUIRE(json::parse(text, &v, &why));
  return v;
}

// Written, read back and written again: the same text.
template <class M>
M roundTrip(const M& m) {
  const std::string text = protocol::write(m);
  INFO(text);
  M back;
  std::string why;
  REQUIRE(protocol::read(parsed(text), &back, &why));
  CHECK(why.empty());
  CHECK(protocol::write(back) == text);
  return back;
}

}  // namespace

TEST_CASE("Tournament replies: each one reads back as written", "[protocol][server][tournament]") {
  CHECK(roundTrip(protocol::TournamentCreated{"ABCDEFGHJKMNPQRSTVWX", "0123456789abcdef0123456789abcdef", true})
            .duplicate);
  protocol::TournamentAccepted a;
  a.tournament = "T";
  a.kind = "start_position";
  a.seq = 12;
  a.index = 11;
  a.position = 2;
  a.keys = {"k1", "k2"};
  CHECK(roundTrip(a).keys == a.keys);
  protocol::TournamentAccepted r;
  r.tournament = "T";
  r.kind = "register";
  r.index = 3;
  r.player = 3;
  r.playerKey = "pk";
  CHECK(roundTrip(r).player == 3);
  protocol::TournamentSheet s;
  s.tournament = "T";
  s.position = 1;
  s.table = 2;
  s.dealsPerPosition = 2;
  s.seats = {{"S", 5, "Ana"}, {"E", 6, "Bob"}, {"W", 7, "Cléo"}};
  protocol::TournamentSheetDeal d1;
  d1.deal = 1;
  d1.entered = d1.confirmed = true;
  d1.entryId = "a-e1-1";
  d1.confirmedBy = "E";
  d1.entry = json::Value::object().set("annulled", true).set("dealer", 0);
  protocol::TournamentSheetDeal d2;
  d2.deal = 2;
  s.deals = {d1, d2};
  s.corrections = {"a typing mistake"};
  s.bilans = {{"N", 30}, {"S", -10}, {"E", -10}, {"W", -10}};
  s.bots = {"N"};
  const protocol::TournamentSheet back = roundTrip(s);
  CHECK(back.bilans == s.bilans);
  CHECK(back.deals[0].entry.dump() == d1.entry.dump());
  CHECK(roundTrip(protocol::TournamentProgress{"T", 1, 2, 3}).confirmed == 3);
  protocol::TournamentEventList list;
  list.tournament = "T";
  list.from = 4;
  list.count = 9;
  list.events = {{"close_position", 1750000000000, "director", json::Value::object().set("position", 1)}};
  CHECK(roundTrip(list).events[0].at == 1750000000000);
  CHECK(roundTrip(protocol::TournamentPlayerKey{"T", 4, "pk"}).playerKey == "pk");
  protocol::TournamentSeat seated;
  seated.tournament = "T";
  seated.player = 4;
  seated.name = "Ana";
  seated.position = 1;
  seated.waiting = false;
  seated.table = 2;
  seated.code = "CODE";
  seated.person = 3;
  seated.token = "tok";
  CHECK(roundTrip(seated).person == 3);
  protocol::TournamentSeat waiting;
  waiting.tournament = "T";
  waiting.player = 4;
  waiting.position = 2;
  waiting.message = "position 2 has not started yet";
  waiting.reason = protocol::kSeatBeforeStart;
  CHECK(roundTrip(waiting).reason == "before_start");
  CHECK(roundTrip(protocol::TournamentClock{"T", 1, 2, 0, true}).timeUp);
  protocol::TournamentRecords records;
  records.tournament = "T";
  records.position = 1;
  records.duplicate = true;
  protocol::TournamentTableRecord table;
  table.table = 1;
  table.players = {0, 13, 14, 15};
  table.orientations = {0, 1, 2, 3};
  table.botsFor = {14};
  table.people = 4;
  table.names = {"", "Ana", "Bob", "Cléo"};
  table.botPlayed = {false, false, true, false};
  protocol::TournamentRecordDeal deal;
  deal.hands = {{"21T", "KH"}, {}, {"EX"}, {"1T"}};
  deal.chien = {"QS"};
  deal.scores = {75, -25, -25, -25};
  table.deals = {deal};
  records.records = {table};
  records.duplicateRanking = {{13, 1, false, 6, 8, 2, 150}};
  const protocol::TournamentRecords r2 = roundTrip(records);
  CHECK(r2.records[0].deals[0].hands == deal.hands);
  CHECK(r2.records[0].botPlayed == table.botPlayed);
  CHECK(r2.duplicateRanking[0].maxMatchpoints == 8);
}

TEST_CASE("Tournament replies: a member missing or of the wrong kind is refused with its name", "[protocol][server]") {
  std::string why;
  protocol::TournamentSheet sheet;
  CHECK_FALSE(protocol::read(parsed(R"({"v":1,"type":"tournament_sheet","tournament":"T","position":"1","table":1,
      "deals_per_position":1,"seats":[],"deals":[],"locked":false,"corrections":[],"bilans":{}})"), &sheet, &why));
  CHECK(why.find("position") != std::string::npos);
  CHECK_FALSE(protocol::read(parsed(R"({"v":1,"type":"tournament_sheet","tournament":"T","position":1,"table":1,
      "deals_per_position":1,"seats":[],"deals":[],"locked":false,"corrections":[],"bilans":{"S":"x"}})"), &sheet, &why));
  CHECK(why.find("bilans") != std::string::npos);
  protocol::TournamentSeat seat;
  CHECK_FALSE(protocol::read(parsed(R"({"v":1,"type":"tournament_seat","tournament":"T","player":1,"waiting":false})"),
                             &seat, &why));
  CHECK(why.find("code") != std::string::npos);
  // Another type is not read as this one.
  protocol::TournamentClock clock;
  CHECK_FALSE(protocol::read(parsed(R"({"v":1,"type":"tournament_seat","seconds_left":3})"), &clock, &why));
}

TEST_CASE("Tournament replies: what the desk sends in a night reads", "[protocol][server][tournament]") {
  FakeNet net(nullptr);
  TournamentNight night(net);
  night.create(1, 1, 2);
  night.startPosition(1);
  protocol::TournamentAccepted accepted;
  REQUIRE(protocol::read(net.last(night.director), &accepted));
  CHECK(accepted.kind == "start_position");
  CHECK(accepted.position == 1);
  CHECK(accepted.keys == night.keys[0]);
  const ConnId phone = 7;
  net.hub.opened(phone, 0);
  Rng rng(5);
  night.enter(phone, 1, 1, 1, "e1", randomDeal(rng, 0));
  protocol::TournamentSheet sheet;
  std::string why;
  REQUIRE(protocol::read(net.last(phone), &sheet, &why));
  CHECK(sheet.seats.size() == 4);
  REQUIRE(sheet.deals.size() == 2);
  CHECK(sheet.deals[0].entered);
  CHECK(sheet.deals[0].entryId == "e1");
  CHECK_FALSE(sheet.deals[0].confirmed);
  night.confirm(phone, 1, 1, 1, "c1", "e1");
  REQUIRE(protocol::read(net.last(phone), &sheet, &why));
  CHECK(sheet.deals[0].confirmedBy == "S");
  long sum = 0;
  for (const auto& [seat, points] : sheet.bilans) sum += points;
  CHECK(sum == 0);
  json::Value f = json::Value::object();
  net.hub.message(night.director, tmsg("tournament_events", f.set("tournament", night.code).set("key", night.key).set("from", 0)), 0);
  protocol::TournamentEventList list;
  REQUIRE(protocol::read(net.last(night.director), &list, &why));
  CHECK(list.from == 0);
  CHECK(list.count == std::int64_t(list.events.size()));
  CHECK(list.events.front().kind == "create");
}
