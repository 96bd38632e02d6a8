// The online table's client (src/online) against the server's hub in the same process: a table created, joined by
// two more people, started with a bot in the free seat, one deal played through the clients' views only; the
// sheets agree, the hands are each person's own, refusals come back in words, credentials resume a seat.
#include "client/startup_config.h"
#include "online/online_table.h"
#include "server/hub.h"
#include "tournament/events.h"
#include <catch2/catch_test_macros.hpp>
#include <cstdio>
#include <deque>
#include <map>

using namespace tarot;
using namespace tarot::online;

namespace {

// Links plugged straight into a hub: what a client sends is handed to the hub; what the hub sends waits in the
// link's inbox until the client polls.
struct LoopNet {
  double now = 0;
  std::map<server::ConnId, std::deque<std::string>> inbox;
  std::map<server::ConnId, bool> closed;
  server::Hub hub;
  server::ConnId next = 1;
  LoopNet()
      : hub(nullptr, options(), [this](server::ConnId c, const std::string& t) { inbox[c].push_back(t); },
            [this](server::ConnId c, const std::string&) { closed[c] = true; }) {}
  static server::HubOptions options() {
    server::HubOptions o;
    o.log = false;
    o.grace = 5;
    o.nextDealDelay = 1;
    o.pace = 50;  // the table's clock runs fast: bots and animations do not hold the test
    return o;
  }
};

class LoopLink final : public Link {
 public:
  explicit LoopLink(LoopNet* net) : net_(net), id_(net->next++) { net_->hub.opened(id_, net_->now); }
  void send(const std::string& text) override { if (!closed_) net_->hub.message(id_, text, net_->now); }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!opened_) { opened_ = true; out.push_back({EventKind::Open, ""}); }
    for (std::string& t : net_->inbox[id_]) out.push_back({EventKind::Message, std::move(t)});
    net_->inbox[id_].clear();
    if (net_->closed[id_] && !closed_) { closed_ = true; out.push_back({EventKind::Closed, "closed by the server"}); }
    return out;
  }
  void close() override {
    if (!closed_) net_->hub.closed(id_, net_->now);
    closed_ = true;
  }

 private:
  LoopNet* net_;
  server::ConnId id_;
  bool opened_ = false, closed_ = false;
};

// A plain decision from the view alone: pass (person 0 takes), no call preference, the first cards allowed in the
// écart (trumps only when needed), no chelem, no poignée, the first legal card.
Action simpleAction(const match::SeatView& v) {
  if (v.phase == Phase::Ecart) {
    CardSet chosen, allowed = v.ecartRule.allowed;
    CardSet trumps;
    while (!allowed.empty()) {
      const Card c = allowed.pop();
      if (isTrump(c)) trumps.add(c);
      else if (chosen.size() < v.ecartRule.size) chosen.add(c);
    }
    while (chosen.size() < v.ecartRule.size && !trumps.empty()) chosen.add(trumps.pop());
    return Action::ecart(chosen);
  }
  for (const Action& a : v.legal) {
    if (a.kind == ActionKind::Bid && a.contract() == (v.person == 0 ? Contract::Prise : Contract::Pass)) return a;
    if (a.kind == ActionKind::Chelem && a.value == 0) return a;
    if (a.kind == ActionKind::Poignee && a.poigneeSize() == PoigneeSize::None) return a;
  }
  if (v.phase == Phase::Play) return Action::play(v.legalPlays.first());
  return v.legal.front();
}

void run(LoopNet& net, std::vector<OnlineTable*> clients, double seconds) {
  for (double t = 0; t < seconds; t += 0.05) {
    net.now += 0.05;
    net.hub.tick(net.now);
    for (OnlineTable* c : clients) c->update(net.now);
  }
}

}  // namespace

TEST_CASE("Online client: three people and a bot play a deal through their views; the sheets agree", "[online]") {
  LoopNet net;
  OnlineTable ana(std::make_unique<LoopLink>(&net), Lang::French);
  OnlineTable bob(std::make_unique<LoopLink>(&net), Lang::English);
  OnlineTable cleo(std::make_unique<LoopLink>(&net), Lang::French);
  std::vector<OnlineTable*> all = {&ana, &bob, &cleo};

  TableSettings r;
  r.players = 4;
  r.deals = 1;
  r.isPublic = true;
  ana.create("Ana", r);
  run(net, all, 0.2);
  REQUIRE(ana.seated());
  REQUIRE(ana.creator());
  Credentials anaCreds;
  REQUIRE(ana.takeCredentials(&anaCreds));
  CHECK(anaCreds.table == ana.table());
  CHECK(anaCreds.token.size() == 32);

  bob.listTables();
  run(net, all, 0.2);
  REQUIRE(bob.tablesReceived());
  REQUIRE(bob.tables().size() == 1);
  CHECK(bob.tables()[0].code == ana.table());
  CHECK(bob.tables()[0].free == 3);

  bob.join(ana.table(), "Bob");
  cleo.join(ana.table(), "Cléo");
  run(net, all, 0.2);
  REQUIRE(bob.seated());
  REQUIRE(cleo.seated());
  CHECK_FALSE(bob.creator());
  REQUIRE(ana.seats().size() == 4);
  CHECK(ana.seats()[1].name == "Bob");
  CHECK(ana.seats()[2].name == "Cléo");
  CHECK(ana.seats()[3].kind == SeatStatus::Kind::Free);

  // Only the creator starts; an action before the start is refused in the person's words.
  bob.start();
  run(net, all, 0.1);
  CHECK_FALSE(bob.takeNotices().empty());
  CHECK_FALSE(ana.started());
  ana.start();
  run(net, all, 0.2);
  REQUIRE(ana.started());
  CHECK(ana.seats()[3].kind == SeatStatus::Kind::Bot);
  for (OnlineTable* c : all) REQUIRE(c->hasView());

  // Each person holds 18 cards of their own, none of another's.
  CardSet seen;
  for (OnlineTable* c : all) {
    const CardSet h = c->view(net.now).hand;
    CHECK(h.size() == 18);
    CHECK((seen & h).empty());
    seen |= h;
  }

  // A card out of turn is refused by the client itself; one sent anyway is refused by the server in words.
  bool refusedOnce = false;
  for (int step = 0; step < 4000 && !ana.view(net.now).dealFinished; ++step) {
    for (OnlineTable* c : all) {
      const match::SeatView v = c->view(net.now);
      if (!v.toAct) continue;
      if (!refusedOnce && v.phase == Phase::Play && v.legalPlays.size() < v.hand.size()) {
        const Card wrong = (v.hand - v.legalPlays).first();
        CHECK(c->act(Action::play(wrong), net.now).empty());  // sent; the server refuses it
        run(net, all, 0.05);
        const std::vector<std::string> notes = c->takeNotices();
        REQUIRE(notes.size() == 1);
        CHECK_FALSE(notes[0].empty());
        CHECK(c->view(net.now).toAct);  // the person may act again
        refusedOnce = true;
        continue;
      }
      CHECK(c->act(simpleAction(v), net.now).empty());
    }
    run(net, all, 0.05);
    for (OnlineTable* c : all) {
      const std::vector<std::string> notes = c->takeNotices();
      CHECK(notes.empty());
      for (const std::string& n : notes) std::fprintf(stderr, "notice: %s\n", n.c_str());
    }
  }
  CHECK(refusedOnce);
  run(net, all, 0.5);
  for (OnlineTable* c : all) {
    const match::SeatView v = c->view(net.now);
    INFO("phase " << match::phaseName(v.phase) << " turn " << v.turn << " seat " << v.seat << " toAct " << v.toAct
                  << " hand " << v.hand.size() << " person at turn " << (v.turn >= 0 ? v.seating.personOfSeat[v.turn] : -1)
                  << " thinking " << v.thinkingSeat << " started " << c->started() << " bot3 "
                  << int(c->seats()[3].kind) << " bids " << v.hasBid[0] << v.hasBid[1] << v.hasBid[2] << v.hasBid[3]);
    REQUIRE(v.dealFinished);
    REQUIRE(c->hasSheet());
    const std::vector<std::string> events = c->takeEvents();
    REQUIRE_FALSE(events.empty());
    CHECK(events[0].find("\"deal_end\"") != std::string::npos);
  }
  CHECK(match::sheetJson(ana.sheet()) == match::sheetJson(bob.sheet()));
  CHECK(match::sheetJson(ana.sheet()) == match::sheetJson(cleo.sheet()));
  CHECK(ana.sheet().allZeroSum);
  CHECK(ana.sheet().names[1] == "Bob");
}

TEST_CASE("Online client: a seat taken back with its credentials, mid-deal, with the same hand", "[online]") {
  LoopNet net;
  OnlineTable ana(std::make_unique<LoopLink>(&net), Lang::French);
  auto bob = std::make_unique<OnlineTable>(std::make_unique<LoopLink>(&net), Lang::French);
  TableSettings r;
  r.players = 3;
  r.deals = 2;
  ana.create("Ana", r);
  run(net, {&ana, bob.get()}, 0.2);
  bob->join(ana.table(), "Bob");
  run(net, {&ana, bob.get()}, 0.2);
  Credentials bobCreds;
  REQUIRE(bob->takeCredentials(&bobCreds));
  ana.start();
  run(net, {&ana, bob.get()}, 0.2);
  const CardSet hand = bob->view(net.now).hand;
  REQUIRE(hand.size() == 24);

  // Bob's page closes; Ana sees him away, then he comes back on a new connection with his credentials.
  bob.reset();  // the link goes with the client
  net.hub.closed(2, net.now);
  run(net, {&ana}, 0.2);
  CHECK(ana.seats()[1].kind == SeatStatus::Kind::Away);
  CHECK(ana.awayLeft(1, net.now) > 0);
  const Credentials stored = [&] {
    Credentials c;
    REQUIRE(Credentials::fromJson(bobCreds.toJson(), &c));
    return c;
  }();
  OnlineTable back(std::make_unique<LoopLink>(&net), Lang::French);
  back.resume(stored);
  run(net, {&ana, &back}, 0.2);
  REQUIRE(back.seated());
  CHECK(back.person() == 1);
  CHECK(back.view(net.now).hand == hand);
  CHECK(ana.seats()[1].kind == SeatStatus::Kind::Here);

  // A made-up token is refused and forgotten.
  OnlineTable intruder(std::make_unique<LoopLink>(&net), Lang::English);
  Credentials fake = stored;
  fake.token = std::string(32, 'a');
  intruder.resume(fake);
  run(net, {&ana, &back, &intruder}, 0.1);
  CHECK_FALSE(intruder.seated());
  const std::vector<std::string> notes = intruder.takeNotices();
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] == "This seat is no longer yours.");
}

TEST_CASE("A received view ages as the table's pace: the card slides in, the trick is gathered, the chien put away",
          "[online]") {
  match::SeatView v;
  v.chienOnTable = true;
  v.trick.count = 4;
  v.trick.winnerSeat = 2;
  v.trick.arrive = 0;
  v.trick.collect = 0;
  match::SeatView a = v;
  match::ageView(&a, match::kArriveSeconds / 2, 1.0);
  CHECK(a.trick.arrive > 0.4f);
  CHECK(a.trick.arrive < 0.6f);
  CHECK(a.trick.count == 4);
  CHECK(a.chienOnTable);
  a = v;
  match::ageView(&a, match::kTrickHoldSeconds + match::kCollectSeconds / 2, 1.0);
  CHECK(a.trick.collect > 0.4f);
  CHECK(a.trick.collect < 0.6f);
  a = v;
  match::ageView(&a, match::kTrickHoldSeconds + match::kCollectSeconds + 0.01, 1.0);
  CHECK(a.trick.count == 0);  // gathered by its winner
  a = v;
  match::ageView(&a, match::kChienShowSeconds + 0.01, 1.0);
  CHECK_FALSE(a.chienOnTable);
  a = v;
  match::ageView(&a, match::kChienShowSeconds / 4 + 0.01, 4.0);  // a faster table puts it away sooner
  CHECK_FALSE(a.chienOnTable);
}

// An online tournament's player on the game page (?tournament=CODE&player=N&key=KEY): the link is read, the seat is
// asked for with the player's key, the page waits with the position named until the director starts it, then the
// seat is resumed and played to the match's end while the three others never come (bots after the grace time).
TEST_CASE("Online client: a tournament's player waits for the position, then plays their seat", "[online][online_position]") {
  const client::StartupConfig link = client::parseStartupQuery("?tournament=ABCDEFGHJKMNPQRSTVWX&player=3&key=00ff");
  CHECK(link.tournament == "ABCDEFGHJKMNPQRSTVWX");
  CHECK(link.tournamentPlayer == 3);
  CHECK(link.playerKey == "00ff");
  CHECK(link.warnings.empty());
  CHECK(client::parseStartupQuery("?tournament=ABCDEFGHJKMNPQRSTVWX&player=x&key=00ff").tournamentPlayer == 0);

  LoopNet net;
  const server::ConnId director = 9000;
  net.hub.opened(director, net.now);
  const auto say = [&](const std::string& text) {
    net.hub.message(director, text, net.now);
    json::Value v;
    std::string why;
    REQUIRE(json::parse(net.inbox[director].back(), &v, &why));
    return v;
  };
  tournament::Settings settings;
  settings.positions = 1;
  settings.dealsPerPosition = 1;
  settings.movements = {"fft"};
  settings.online = settings.duplicate = true;
  json::Value created = say(R"({"v":1,"type":"tournament_create","name":"Online","settings":)" +
                            tournament::settingsToJson(settings).dump() + "}");
  REQUIRE(created.find("tournament"));
  const std::string code = created.find("tournament")->asString(), dkey = created.find("director_key")->asString();
  const auto event = [&](const std::string& kind, const std::string& data) {
    return say(R"({"v":1,"type":"tournament_event","tournament":")" + code + R"(","key":")" + dkey +
               R"(","event":{"kind":")" + kind + R"(","data":)" + data + "}}");
  };
  std::string playerKey;
  for (int p = 1; p <= 4; ++p) {
    const json::Value a = event("register", R"({"name":"P)" + std::to_string(p) + R"(","licence":"","club":"","team":""})");
    REQUIRE(a.find("player_key"));
    if (p == 3) playerKey = a.find("player_key")->asString();
  }
  REQUIRE(event("draw", R"({"method":"manual","seed":0,"champion":0,"seating":[[1,2,3,4,0]]})").find("type")->asString() == "tournament_accepted");

  OnlineTable me(std::make_unique<LoopLink>(&net), Lang::French);
  std::vector<OnlineTable*> all = {&me};
  me.askTournamentSeat(code, 3, playerKey);
  run(net, all, 0.2);
  CHECK(me.tournamentWaiting() == 1);
  CHECK_FALSE(me.seated());
  REQUIRE(event("start_position", R"({"position":1,"seating":[[1,2,3,4,0]]})").find("type")->asString() == "tournament_accepted");
  run(net, all, 0.2);
  CHECK(me.tournamentWaiting() == 0);
  REQUIRE(me.seated());
  CHECK(me.person() == 2);  // East: the third occupied seat
  REQUIRE(me.hasView());
  CHECK(me.view(net.now).hand.size() == 18);
  for (int step = 0; step < 20000 && !me.view(net.now).matchOver; ++step) {
    const match::SeatView v = me.view(net.now);
    if (v.toAct) CHECK(me.act(simpleAction(v), net.now).empty());
    run(net, all, 0.05);
  }
  CHECK(me.view(net.now).matchOver);
  run(net, all, 0.2);  // the hub's next tick hands the table's sheet to the tournament
  const server::DeskTournament* t = net.hub.desk().tournament(code);
  REQUIRE(t);
  CHECK(t->doc.state().positions[0].sheets[0].entered);  // the match's sheet is the table's
}

// An online position's clock: the player seated is told the minutes left, then, when the arbitrator's time is up,
// that the position ends after this deal; no new deal starts, and the table's sheet goes into the document marked as
// ended by the clock. The seat's waiting reason is given for the page to word it.
TEST_CASE("Online client: the position's clock is told to the players and ends the table's sheet",
          "[online][online_position]") {
  LoopNet net;
  const server::ConnId director = 9000;
  net.hub.opened(director, net.now);
  const auto say = [&](const std::string& text) {
    net.hub.message(director, text, net.now);
    json::Value v;
    std::string why;
    REQUIRE(json::parse(net.inbox[director].back(), &v, &why));
    return v;
  };
  tournament::Settings settings;
  settings.positions = 1;
  settings.dealsPerPosition = 12;
  settings.movements = {"fft"};
  settings.online = true;
  settings.minutes = 1;  // 1.2 s of the hub's clock at pace 50: fewer than 12 deals
  json::Value created = say(R"({"v":1,"type":"tournament_create","name":"Clock","settings":)" +
                            tournament::settingsToJson(settings).dump() + "}");
  const std::string code = created.find("tournament")->asString(), dkey = created.find("director_key")->asString();
  const auto event = [&](const std::string& kind, const std::string& data) {
    return say(R"({"v":1,"type":"tournament_event","tournament":")" + code + R"(","key":")" + dkey +
               R"(","event":{"kind":")" + kind + R"(","data":)" + data + "}}");
  };
  std::vector<std::string> keys;
  for (int p = 1; p <= 4; ++p)
    keys.push_back(event("register", R"({"name":"P)" + std::to_string(p) + R"(","licence":"","club":"","team":""})")
                       .find("player_key")->asString());
  REQUIRE(event("draw", R"({"method":"manual","seed":0,"champion":0,"seating":[[1,2,3,4,0]]})").find("type")->asString() == "tournament_accepted");
  OnlineTable me(std::make_unique<LoopLink>(&net), Lang::French);
  std::vector<OnlineTable*> all = {&me};
  me.askTournamentSeat(code, 1, keys[0]);
  run(net, all, 0.1);
  CHECK(me.tournamentWaitReason() == OnlineTable::TournamentWait::NotStarted);
  REQUIRE(event("start_position", R"({"position":1,"seating":[[1,2,3,4,0]]})").find("type")->asString() == "tournament_accepted");
  run(net, all, 0.1);
  REQUIRE(me.seated());
  CHECK(me.tournamentMinutesLeft(net.now) == 1);
  CHECK_FALSE(me.tournamentTimeUp());
  std::vector<std::string> notes = me.takeNotices();
  CHECK(std::find(notes.begin(), notes.end(), "Position\u00a0: encore 1 min") != notes.end());
  const server::Table* table = net.hub.table(me.table());
  REQUIRE(table);
  std::size_t dealsAtTimeUp = 0;
  bool told = false;
  for (int step = 0; step < 40000 && !me.view(net.now).matchOver; ++step) {
    const match::SeatView v = me.view(net.now);
    if (v.toAct) me.act(simpleAction(v), net.now);
    run(net, all, 0.05);
    for (const std::string& n : me.takeNotices())
      if (n == "Temps écoulé\u00a0: la position se termine après cette donne.") {
        told = true;
        dealsAtTimeUp = table->match.history().size() + (table->match.dealFinished() ? 0 : 1);
      }
    if (table->sheetGiven) break;
  }
  CHECK(told);
  CHECK(me.tournamentTimeUp());
  CHECK(me.tournamentMinutesLeft(net.now) == 0);
  run(net, all, 0.5);
  REQUIRE(table->sheetGiven);
  // No deal started after the time was up: the deal in progress was the last.
  CHECK(table->match.history().size() == dealsAtTimeUp);
  const server::DeskTournament* t = net.hub.desk().tournament(code);
  REQUIRE(t);
  const tournament::SheetRecord& rec = t->doc.state().positions[0].sheets[0];
  REQUIRE(rec.entered);
  CHECK(rec.sheet.clockEnded);
  CHECK(rec.sheet.deals.size() < 12);
  CHECK(rec.sheet.deals.size() == dealsAtTimeUp);
}
