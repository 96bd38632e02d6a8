// A table of 3 filled to 4 by a bot in an online position (docs/PROTOCOL.md "Online positions", `bots`): the table's
// sheet as its phones and an outside client read it (`tournament_sheet`) carries the bot's column, so that its
// bilans sum to zero as every feuille de marque must ("Vérification des feuilles de marque"); the three people's
// bilans are the opposite of the bot's.
#include "server/fake_net.h"
#include "tournament/events.h"
#include "tournament/table_sheet.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::server;

namespace {

std::string request(const char* type, json::Value fields) {
  json::Value m = json::Value::object();
  m.set("v", 1).set("type", type);
  for (const auto& [k, v] : fields.members()) m.set(k, v);
  return m.dump();
}

}  // namespace

TEST_CASE("Online position: a table of 3 completed by a bot sends a sheet whose bilans sum to zero, the bot's included",
          "[server][online_position]") {
  HubOptions o = FakeNet::quiet();
  o.grace = 1;
  o.nextDealDelay = 0.2;
  o.pace = 40;
  FakeNet net(nullptr, o);
  double now = 0;
  const ConnId director = 1, phone = 2;
  net.hub.opened(director, now);
  tournament::Settings s;
  s.positions = 1;
  s.dealsPerPosition = 3;
  s.movements = {"fft"};
  s.online = s.bots = true;
  json::Value f = json::Value::object();
  net.hub.message(director, request("tournament_create", f.set("name", "Three").set("settings", tournament::settingsToJson(s))), now);
  REQUIRE(net.lastType(director) == "tournament_created");
  const std::string code = str(net.last(director).find("tournament"));
  const std::string key = str(net.last(director).find("director_key"));
  const auto event = [&](const tournament::Event& e) {
    json::Value ev = json::Value::object();
    ev.set("kind", e.kind).set("data", e.data);
    json::Value g = json::Value::object();
    net.hub.message(director, request("tournament_event", g.set("tournament", code).set("key", key).set("event", ev)), now);
    return net.lastType(director);
  };
  for (int p = 1; p <= 3; ++p) REQUIRE(event(tournament::registerEvent("Player " + std::to_string(p), "", "")) == "tournament_accepted");
  tournament::PositionSeating seating(1);
  seating[0].seat = {0, 1, 2, 3, 0};  // the rulebook's table of 3: North empty, a bot takes it
  REQUIRE(event(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, seating)) == "tournament_accepted");
  REQUIRE(event(tournament::startPositionEvent(1, seating)) == "tournament_accepted");
  const std::string tableKey = str(&net.last(director).find("keys")->items()[0]);
  // Nobody comes: the bots play every seat after the grace time, the match's sheet goes into the document.
  const DeskTournament* dt = net.hub.desk().tournament(code);
  REQUIRE(dt);
  while (now < 3000 && !dt->doc.state().positions[0].sheets[0].entered) net.hub.tick(now += 0.05);
  const tournament::SheetRecord& rec = dt->doc.state().positions[0].sheets[0];
  REQUIRE(rec.entered);
  REQUIRE(rec.sheet.bots[tournament::North]);

  net.hub.opened(phone, now);
  json::Value t = json::Value::object();
  t.set("tournament", code).set("position", 1).set("table", 1).set("key", tableKey);
  net.hub.message(phone, request("tournament_table", t), now);
  REQUIRE(net.lastType(phone) == "tournament_sheet");
  const json::Value& sheet = net.last(phone);
  const json::Value* bilans = sheet.find("bilans");
  REQUIRE(bilans);
  // The bot's column: North, named as the table's bot, its bilan beside the people's.
  const json::Value* botBilan = bilans->find("N");
  REQUIRE(botBilan);
  const json::Value* bots = sheet.find("bots");
  REQUIRE(bots);
  REQUIRE(bots->items().size() == 1);
  CHECK(bots->items()[0].asString() == "N");
  const tournament::SheetScores sc = tournament::scoreSheet(rec.sheet, seating[0]);
  long sum = 0, people = 0;
  for (const auto& [seat, v] : bilans->members()) {
    sum += v.asInt();
    if (seat != "N") people += v.asInt();
  }
  CHECK(bilans->members().size() == 4);
  CHECK(sum == 0);
  CHECK(people == -botBilan->asInt());
  CHECK(botBilan->asInt() == sc.bilan[tournament::North]);
  // The people are the sheet's seats (the keeper South): the bot's seat enters and confirms nothing.
  const auto& seats = sheet.find("seats")->items();
  REQUIRE(seats.size() == 3);
  CHECK(str(seats[0].find("seat")) == "S");
}
