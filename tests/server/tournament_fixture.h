// A tournament on an in-process hub for the desk's tests: the director creates it, registers 4 players a table,
// draws and starts positions (a seeded random movement); each table's phone enters deals and another seat confirms.
#pragma once
#include "engine/rng.h"
#include "match/scoresheet.h"
#include "server/fake_net.h"
#include "server/tools/random_entry.h"
#include "tournament/events.h"
#include "tournament/movement.h"
#include <string>
#include <vector>

namespace tarot::server {

inline std::string tmsg(const char* type, json::Value fields) {
  json::Value m = json::Value::object();
  m.set("v", 1).set("type", type);
  for (const auto& [k, v] : fields.members()) m.set(k, v);
  return m.dump();
}

inline json::Value dealJson(const tournament::SheetDeal& d) {
  tournament::TableSheet one;
  one.deals.push_back(d);
  return tournament::sheetToJson(one).find("deals")->items()[0];
}

struct TournamentNight {
  FakeNet& net;
  ConnId director = 100;
  std::string code, key;
  std::vector<std::vector<std::string>> keys;  // [position - 1][table - 1]
  tournament::MovementPlan plan;
  double now = 0;

  explicit TournamentNight(FakeNet& n) : net(n) {}

  const json::Value& reply(ConnId c) { return net.last(c); }
  std::string directorEvent(const tournament::Event& e) {
    json::Value ev = json::Value::object();
    ev.set("kind", e.kind).set("data", e.data);
    json::Value f = json::Value::object();
    net.hub.message(director, tmsg("tournament_event", f.set("tournament", code).set("key", key).set("event", ev)), now);
    return net.lastType(director) == "error" ? net.lastError(director) : "";
  }
  void create(int tables, int positions, int deals, std::uint64_t seed = 7) {
    net.hub.opened(director, now);
    tournament::Settings s;
    s.positions = positions;
    s.dealsPerPosition = deals;
    json::Value f = json::Value::object();
    net.hub.message(director, tmsg("tournament_create", f.set("name", "Club night").set("settings", tournament::settingsToJson(s))), now);
    REQUIRE(net.lastType(director) == "tournament_created");
    code = str(reply(director).find("tournament"));
    key = str(reply(director).find("director_key"));
    for (int i = 1; i <= 4 * tables; ++i)
      REQUIRE(directorEvent(tournament::registerEvent("Player " + std::to_string(i), "", "")) == "");
    plan = tournament::randomMovement(4 * tables, tables, positions, false, seed);
    REQUIRE(directorEvent(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, plan[0])) == "");
  }
  void startPosition(int p) {
    REQUIRE(directorEvent(tournament::startPositionEvent(p, plan[std::size_t(p - 1)])) == "");
    std::vector<std::string> k;
    for (const json::Value& x : reply(director).find("keys")->items()) k.push_back(x.asString());
    keys.push_back(k);
  }
  json::Value tableFields(int p, int t, const std::string& withKey) {
    json::Value f = json::Value::object();
    return f.set("tournament", code).set("position", p).set("table", t).set("key", withKey);
  }
  void enter(ConnId c, int p, int t, int deal, const std::string& id, const tournament::SheetDeal& d,
             const std::string& withKey = "") {
    json::Value f = tableFields(p, t, withKey.empty() ? keys[std::size_t(p - 1)][std::size_t(t - 1)] : withKey);
    net.hub.message(c, tmsg("tournament_enter", f.set("deal", deal).set("entry_id", id).set("entry", dealJson(d))), now);
  }
  void confirm(ConnId c, int p, int t, int deal, const std::string& id, const std::string& confirms,
               const std::string& seat = "S", const std::string& withKey = "") {
    json::Value f = tableFields(p, t, withKey.empty() ? keys[std::size_t(p - 1)][std::size_t(t - 1)] : withKey);
    f.set("deal", deal).set("entry_id", id).set("confirms", confirms).set("seat", seat);
    net.hub.message(c, tmsg("tournament_confirm", f), now);
  }
};

}  // namespace tarot::server
