// A hub with fake connections for the server tests: what each connection received, parsed, and which ones the hub
// closed (with the reason of their close frame). No network: messages go straight in, replies straight out.
#pragma once
#include "server/hub.h"
#include <catch2/catch_test_macros.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace tarot::server {

inline std::string str(const json::Value* v) { return v && v->isString() ? v->asString() : std::string(); }


// A hub with fake connections: what each connection received, parsed.
struct FakeNet {
  std::map<ConnId, std::vector<json::Value>> got;
  std::set<ConnId> closed;
  std::map<ConnId, std::string> closeReason;
  Hub hub;
  explicit FakeNet(Store* store, HubOptions o = quiet())
      : hub(store, o, [this](ConnId c, const std::string& t) {
              json::Value v;
              std::string why;
              REQUIRE(json::parse(t, &v, &why));
              got[c].push_back(v);
            },
            [this](ConnId c, const std::string& why) { closed.insert(c); closeReason[c] = why; }) {}
  static HubOptions quiet() {
    HubOptions o;
    o.log = false;
    o.grace = 5;
    o.nextDealDelay = 1;
    o.rateBurst = 1000;
    o.ratePerSecond = 1000;
    return o;
  }
  // Connection `c` opens, creates a table (`settings`: the create message's members after its type) and starts it.
  struct Started { std::string code, creator, token; };
  Started createAndStart(ConnId c, const std::string& settings, double now) {
    hub.opened(c, now);
    hub.message(c, R"({"v":1,"type":"create",)" + settings + "}", now);
    Started s{str(newest(c, "created")->find("table")), str(newest(c, "created")->find("creator_token")),
              str(newest(c, "joined")->find("token"))};
    hub.message(c, R"({"v":1,"type":"start","table":")" + s.code + R"(","token":")" + s.creator + "\"}", now);
    return s;
  }
  const json::Value& last(ConnId c) { return got[c].back(); }
  std::string lastType(ConnId c) { return got[c].empty() ? "" : last(c).find("type")->asString(); }
  std::string lastError(ConnId c) { return lastType(c) == "error" ? last(c).find("code")->asString() : ""; }
  // The newest message of a type.
  const json::Value* newest(ConnId c, const std::string& type) {
    for (auto it = got[c].rbegin(); it != got[c].rend(); ++it)
      if (it->find("type")->asString() == type) return &*it;
    return nullptr;
  }
};


}  // namespace tarot::server
