// The arbitrator's visa at the server's desk: a garde sans entered and confirmed from a table's phone goes into the
// document with the sheet; the director's "visa" event ("Une fois le sur contrat accordé, l'arbitre vise la feuille
// de marque") is checked by the tournament library (tournament::applyEvent), kept, pushed to the table's phones as
// the deal's "visa", and replayed after a restart; refused on a garde, twice, or before the sheet is in.
#include "server/tournament_fixture.h"
#include "tournament/visa.h"
#include <catch2/catch_test_macros.hpp>
#include <cstdio>
#include <unistd.h>

using namespace tarot;
using namespace tarot::server;

namespace {

// A deal of a table of 4 made by person `taker` (N, S, E, W of the occupied seats): 2 bouts, 45 points.
tournament::SheetDeal made(int dealer, int taker, Contract c) {
  tournament::SheetDeal d;
  d.entry.dealer = dealer;
  d.entry.taker = taker;
  d.entry.input.contract = c;
  d.entry.input.bouts = 2;
  d.entry.input.attackHalfPoints = 90;
  return d;
}

// Table 1's phone (connection 1) enters and South confirms 2 deals: a garde sans by North, then a garde.
void playTableOne(TournamentNight& night) {
  const tournament::SheetDeal deals[2] = {made(0, 0, Contract::GardeSans), made(1, 1, Contract::Garde)};
  for (int k = 1; k <= 2; ++k) {
    const std::string id = "t1d" + std::to_string(k);
    night.enter(1, 1, 1, k, id, deals[k - 1]);
    REQUIRE(night.net.lastType(1) == "tournament_sheet");
    night.confirm(1, 1, 1, k, id + "c", id);
    REQUIRE(night.net.lastType(1) == "tournament_sheet");
  }
}

bool visaOn(const json::Value& sheet, int deal) {
  const json::Value* v = sheet.find("deals")->items()[std::size_t(deal - 1)].find("visa");
  return v && v->isBool() && v->asBool();
}

}  // namespace

TEST_CASE("Tournament desk: the arbitrator's visa on a garde sans, refused where the rulebook has none",
          "[server][tournament]") {
  char path[] = "/tmp/tarot-visa-test-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::string code, key, before;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    FakeNet net(&store);
    TournamentNight night(net);
    night.create(2, 1, 2);
    night.startPosition(1);
    net.hub.opened(1, 0);
    // Before the sheet is in, the visa has no sheet to go on.
    CHECK(night.directorEvent(tournament::visaEvent(1, 1, 1)) == "event_refused");
    CHECK(str(net.last(night.director).find("message")).find("not in yet") != std::string::npos);
    playTableOne(night);
    REQUIRE(net.last(1).find("locked")->asBool());
    CHECK_FALSE(visaOn(net.last(1), 1));
    const DeskTournament* t = net.hub.desk().tournament(night.code);
    REQUIRE(t);
    REQUIRE(tournament::visasAwaited(t->doc.state()).size() == 1);
    // A visa on the garde of deal 2: refused by the library's rule.
    CHECK(night.directorEvent(tournament::visaEvent(1, 1, 2)) == "event_refused");
    CHECK(str(net.last(night.director).find("message")).find("no garde sans nor garde contre") != std::string::npos);
    // The visa on deal 1: kept, and the phone following table 1 gets the sheet with the deal's visa.
    const std::size_t sheets = net.got[1].size();
    REQUIRE(night.directorEvent(tournament::visaEvent(1, 1, 1)) == "");
    CHECK(net.lastType(night.director) == "tournament_accepted");
    CHECK(str(net.last(night.director).find("kind")) == "visa");
    REQUIRE(net.got[1].size() > sheets);
    CHECK(net.lastType(1) == "tournament_sheet");
    CHECK(visaOn(net.last(1), 1));
    CHECK_FALSE(visaOn(net.last(1), 2));
    CHECK(tournament::visasAwaited(t->doc.state()).empty());
    CHECK(night.directorEvent(tournament::visaEvent(1, 1, 1)) == "event_refused");  // given already
    // A table's key gives no visa: only the director appends events.
    json::Value ev = json::Value::object();
    ev.set("kind", "visa").set("data", tournament::visaEvent(1, 1, 1).data);
    json::Value f = json::Value::object();
    net.hub.message(1, tmsg("tournament_event", f.set("tournament", night.code).set("key", night.keys[0][0]).set("event", ev)), 0);
    CHECK(net.lastError(1) == "not_director");
    code = night.code;
    key = night.key;
    before = t->doc.toJson();
  }
  // After a restart the visa is still there.
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  FakeNet net(&store);
  net.hub.restore(0);
  const DeskTournament* t = net.hub.desk().tournament(code);
  REQUIRE(t);
  CHECK(t->doc.toJson() == before);
  CHECK(tournament::visaGiven(t->doc.state().positions[0].sheets[0], 1));
  std::remove(path);
}
