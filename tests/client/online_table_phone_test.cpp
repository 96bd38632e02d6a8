// The table's phone (client/table_phone.h) against the server's hub in the same process: the link read from the
// query, the keeper's entry and another seat's confirmation, an entry made with the network down and the page
// reloaded before it could be sent (sent once when the network is back), an entry whose answer was lost (resent
// after a reload, answered "duplicate" and applied once), the server's refusals kept as problems in both languages.
#include "client/memory_storage.h"
#include "client/startup_config.h"
#include "client/table_phone.h"
#include "match/translations.h"
#include "server/tournament_fixture.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::client;
using server::ConnId;

namespace {

// The network between the phones and the hub: it can go down (every link closes, nothing passes) or lose the
// answers on their way back.
struct PhoneNet {
  server::FakeNet& net;
  bool down = false, loseReplies = false;
  ConnId next = 500;
  int opened = 0;
  explicit PhoneNet(server::FakeNet& n) : net(n) {}
};

class NetLink final : public online::Link {
 public:
  explicit NetLink(PhoneNet* p) : p_(p), id_(p->next++) {
    if (!p_->down) p_->net.hub.opened(id_, 0), ++p_->opened;
  }
  void send(const std::string& text) override {
    if (!closed_ && !p_->down) p_->net.hub.message(id_, text, 0);
  }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (closed_) return out;
    if (p_->down) {
      closed_ = true;
      p_->net.hub.closed(id_, 0);
      return {{EventKind::Closed, "network down"}};
    }
    if (!opened_) { opened_ = true; out.push_back({EventKind::Open, ""}); }
    auto& got = p_->net.got[id_];
    for (; read_ < got.size(); ++read_)
      if (!p_->loseReplies) out.push_back({EventKind::Message, got[read_].dump()});
    return out;
  }
  void close() override {
    if (!closed_ && !p_->down) p_->net.hub.closed(id_, 0);
    closed_ = true;
  }
  ConnId id() const { return id_; }

 private:
  PhoneNet* p_;
  ConnId id_;
  std::size_t read_ = 0;
  bool opened_ = false, closed_ = false;
};

online::OpenLink opener(PhoneNet& pn) {
  return [&pn](const std::string&) { return std::make_unique<NetLink>(&pn); };
}

TableLinkInfo linkOf(const server::TournamentNight& night, int table, const std::string& key = "") {
  TableLinkInfo l;
  l.tournament = night.code;
  l.position = 1;
  l.table = table;
  l.key = key.empty() ? night.keys[0][std::size_t(table - 1)] : key;
  return l;
}

// Polls the phones a few times, the clock moving on (a lost link is opened again after its pause).
void run(std::vector<TablePhone*> phones, double* now, int steps = 3) {
  for (int i = 0; i < steps; ++i) {
    *now += 2.5;
    for (TablePhone* p : phones) p->update(*now);
  }
}

// How many sheets pushed to a follower show deal k entered with this entry id (the first time it appears).
int timesApplied(server::FakeNet& net, ConnId follower, int deal, const std::string& entryId) {
  int n = 0;
  bool shown = false;
  for (const json::Value& m : net.got[follower]) {
    if (server::str(m.find("type")) != "tournament_sheet") continue;
    const json::Value& d = m.find("deals")->items()[std::size_t(deal - 1)];
    const bool now = server::str(d.find("entry_id")) == entryId;
    if (now && !shown) ++n;
    shown = now;
  }
  return n;
}

}  // namespace

TEST_CASE("a table's link is read from the page's query", "[tournament_phone]") {
  TableLinkInfo l;
  const std::string key = "0123456789abcdef0123456789ABCDEF";
  REQUIRE(parseTableLink("?tournament=7qh2m0xkz4n9pb1wc8rt&position=2&table=3&key=" + key + "&lang=en", &l));
  CHECK(l.tournament == "7QH2M0XKZ4N9PB1WC8RT");
  CHECK(l.position == 2);
  CHECK(l.table == 3);
  CHECK(l.key == key);
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3", &l));             // no key
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=0&table=3&key=" + key, &l));  // position 0
  CHECK_FALSE(parseTableLink("tournament=SHORT&position=1&table=3&key=" + key, &l));
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=1&table=x&key=" + key, &l));
  CHECK_FALSE(parseTableLink("view=standings&tournament=7QH2M0XKZ4N9PB1WC8RT", &l));
  // The game's own start-up reads the same query without a warning, and takes no online table from it.
  const StartupConfig c = parseStartupQuery("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&key=" + key);
  CHECK(c.warnings.empty());
  CHECK(c.table.empty());
}

TEST_CASE("the keeper enters, another seat confirms, and an entry is never lost nor applied twice",
          "[tournament_phone]") {
  server::FakeNet net(nullptr);
  server::TournamentNight night(net);
  night.create(2, 1, 3);
  night.startPosition(1);
  const ConnId follower = 300;  // another phone of table 1, watching its sheet
  net.hub.opened(follower, 0);
  net.hub.message(follower, server::tmsg("tournament_table", night.tableFields(1, 1, night.keys[0][0])), 0);
  PhoneNet pn(net);
  MemoryStorage northStore, southStore;
  double now = 0;
  auto north = std::make_unique<TablePhone>(linkOf(night, 1), northStore.storage(), opener(pn), "");
  TablePhone south(linkOf(night, 1), southStore.storage(), opener(pn), "");
  run({north.get(), &south}, &now);
  REQUIRE(north->sheet().known);
  REQUIRE(north->sheet().seats.size() == 4);
  CHECK(north->keeper() == "N");
  CHECK(north->sheet().seats[0].name.rfind("Player ", 0) == 0);
  north->chooseSeat("N");
  south.chooseSeat("S");
  REQUIRE(north->dealToEnter() == 1);

  SECTION("deal 1 entered and confirmed") {
    Rng rng(3);
    tournament::SheetDeal bad = server::randomDeal(rng, 0);
    bad.entry.taker = -1;
    CHECK(north->enter(1, bad));           // the scorer's model refuses it before anything is sent
    CHECK(north->enter(2, server::randomDeal(rng, 1)).code == tournament::DealEntryCode::EarlierMissing);
    REQUIRE_FALSE(north->enter(1, server::randomDeal(rng, 0)));
    CHECK(north->pending().size() == 1);
    run({north.get(), &south}, &now);
    CHECK(north->pending().empty());
    REQUIRE(south.sheet().deals[0].entered);
    CHECK(south.confirm(1, "N").code == tournament::DealEntryCode::KeeperConfirms);
    REQUIRE_FALSE(south.confirm(1, "S"));
    run({north.get(), &south}, &now);
    CHECK(south.pending().empty());
    CHECK(north->sheet().deals[0].confirmed);
    CHECK(north->sheet().deals[0].confirmedBy == "S");
    CHECK(north->dealToEnter() == 2);
    int sum = 0;
    for (const auto& [seat, points] : north->sheet().bilans) sum += points;
    CHECK(sum == 0);
    CHECK(north->sheet().bilans.size() == 4);

    // Deal 2 entered with the network down, the page reloaded before it could be sent: kept on the device.
    pn.down = true;
    run({north.get(), &south}, &now);
    CHECK_FALSE(north->connected());
    CHECK(north->problem().code == "network");
    CHECK(phoneProblemText(Lang::French, north->problem()).find("Réseau perdu") == 0);
    REQUIRE_FALSE(north->enter(2, server::randomDeal(rng, 1)));
    const std::string id2 = north->pending()[0].entryId;
    north.reset();
    north = std::make_unique<TablePhone>(linkOf(night, 1), northStore.storage(), opener(pn), "");
    REQUIRE(north->pending().size() == 1);
    CHECK(north->pending()[0].entryId == id2);
    CHECK(north->sheet().known);  // the sheet shows from the device's copy, offline
    CHECK(north->seat() == "N");
    CHECK(north->shownEntryId(2) == id2);
    run({north.get()}, &now);
    CHECK(north->pending().size() == 1);
    pn.down = false;
    run({north.get(), &south}, &now);
    CHECK(north->pending().empty());
    CHECK(south.sheet().deals[1].entryId == id2);
    CHECK(timesApplied(net, follower, 2, id2) == 1);

    // South confirms with its answer lost; the phone is reloaded and sends it again: a duplicate, applied once.
    pn.loseReplies = true;
    REQUIRE_FALSE(south.confirm(2, "S"));
    run({&south}, &now, 1);
    CHECK(south.pending().size() == 1);
    pn.loseReplies = false;
    TablePhone south2(linkOf(night, 1), southStore.storage(), opener(pn), "");
    REQUIRE(south2.pending().size() == 1);
    const std::string confirmId = south2.pending()[0].entryId;
    run({&south2}, &now);
    CHECK(south2.pending().empty());
    CHECK(south2.sheet().deals[1].confirmed);
    bool duplicate = false;
    for (auto& [conn, msgs] : net.got)
      for (const json::Value& m : msgs)
        if (server::str(m.find("id")) == confirmId && m.find("duplicate")) duplicate = true;
    CHECK(duplicate);

    // Deal 3 completes the sheet: it is locked, and a further entry is refused on the device.
    run({north.get(), &south2}, &now);
    REQUIRE_FALSE(north->enter(3, server::randomDeal(rng, 2)));
    run({north.get(), &south2}, &now);
    REQUIRE_FALSE(south2.confirm(3, "E"));
    run({north.get(), &south2}, &now);
    CHECK(north->sheet().locked);
    CHECK(north->dealToEnter() == 0);
    CHECK(north->enter(3, server::randomDeal(rng, 2)).code == tournament::DealEntryCode::SheetIn);
  }

  SECTION("the server's refusals are kept as problems, said in French and English") {
    Rng rng(5);
    REQUIRE_FALSE(north->enter(1, server::randomDeal(rng, 0)));
    run({north.get(), &south}, &now);
    // South confirms an entry the keeper replaces before it arrives: bad_confirm, dropped from the outbox.
    pn.down = true;
    run({&south}, &now, 1);
    REQUIRE_FALSE(south.confirm(1, "S"));
    REQUIRE_FALSE(north->enter(1, server::randomDeal(rng, 0)));  // a correction, on purpose
    run({north.get()}, &now, 1);
    pn.down = false;
    run({north.get()}, &now);
    run({&south}, &now);
    CHECK(south.pending().empty());
    CHECK(south.problem().code == "bad_confirm");
    CHECK(phoneProblemText(Lang::English, south.problem()).find("Confirmation refused") == 0);
    CHECK(phoneProblemText(Lang::French, south.problem()).find("Confirmation refusée") == 0);

    // Another table's key: bad_key.
    MemoryStorage otherStore;
    TablePhone wrong(linkOf(night, 1, night.keys[0][1]), otherStore.storage(), opener(pn), "");
    run({&wrong}, &now);
    CHECK(wrong.problem().code == "bad_key");
    CHECK_FALSE(wrong.sheet().known);
    CHECK(phoneProblemText(Lang::French, wrong.problem()).find("lien") != std::string::npos);
    // A position not started: no_tournament.
    TableLinkInfo later = linkOf(night, 1);
    later.position = 2;
    TablePhone early(later, otherStore.storage(), opener(pn), "");
    run({&early}, &now);
    CHECK(early.problem().code == "no_tournament");
    CHECK(phoneProblemText(Lang::English, {"sheet_locked", ""}).find("locked") != std::string::npos);
    // The phone's own words, not the server's English text (kept for a code the phone does not know).
    CHECK(phoneProblemText(Lang::French, {"bad_entry", "deal 2: x"}).rfind("Donne refusée par le serveur", 0) == 0);
    CHECK(phoneProblemText(Lang::French, {"bad_entry", "deal 2: x"}).find("deal 2: x") == std::string::npos);
    CHECK(phoneProblemText(Lang::English, {"new_code", "deal 2: x"}).find("deal 2: x") != std::string::npos);
  }
}

namespace {

// A deal as a keeper writes it: the taker (the sheet's person), the contract, the bouts, the points made.
tournament::SheetDeal handDeal(int dealer, int taker, Contract contract, int bouts, int points) {
  tournament::SheetDeal d;
  d.entry.dealer = dealer;
  d.entry.taker = taker;
  d.entry.input.contract = contract;
  d.entry.input.bouts = bouts;
  d.entry.input.attackHalfPoints = points * 2;
  return d;
}

int bilan(const TablePhone& p, const std::string& seat) {
  for (const auto& [s, points] : p.sheet().bilans)
    if (s == seat) return points;
  return -99999;
}

}  // namespace

TEST_CASE("a deal sent and not confirmed is never replaced by the next: the keeper's form goes on to deal 2",
          "[tournament_phone]") {
  server::FakeNet net(nullptr);
  server::TournamentNight night(net);
  night.create(2, 1, 3);
  night.startPosition(1);
  PhoneNet pn(net);
  MemoryStorage northStore, southStore;
  double now = 0;
  TablePhone north(linkOf(night, 1), northStore.storage(), opener(pn), "");
  TablePhone south(linkOf(night, 1), southStore.storage(), opener(pn), "");
  run({&north, &south}, &now);
  north.chooseSeat("N");
  south.chooseSeat("S");
  // Deal 1: South (person 1) takes a garde with 2 bouts and 51 points: made by 10, (25 + 10) × 2 = 70 from each
  // defender, +210 for the taker. Deal 2: East (person 2) takes a prise with 1 bout and 45 points: down by 6,
  // 25 + 6 = 31 to each defender, −93 for the taker.
  const tournament::SheetDeal garde = handDeal(0, 1, Contract::Garde, 2, 51);
  const tournament::SheetDeal prise = handDeal(1, 2, Contract::Prise, 1, 45);
  REQUIRE_FALSE(north.enter(1, garde));
  // Sent, not confirmed: deal 1 waits for its confirmation and the form is deal 2's, before and after the server
  // has it.
  CHECK(north.dealToEnter() == 2);
  CHECK(north.dealToConfirm() == 1);
  run({&north, &south}, &now);
  CHECK(north.pending().empty());
  CHECK(north.dealToEnter() == 2);
  CHECK(south.dealToConfirm() == 1);
  CHECK(north.enter(3, prise).code == tournament::DealEntryCode::EarlierMissing);
  REQUIRE_FALSE(north.enter(2, prise));
  CHECK(north.dealToEnter() == 3);
  run({&north, &south}, &now);
  CHECK(north.problem().code.empty());
  // Both kept on the server, deal 1 as it was sent.
  const server::DeskSheet& held = net.hub.desk().tournament(night.code)->positions[0][0];
  REQUIRE(held.deals[0].entered);
  REQUIRE(held.deals[1].entered);
  CHECK(held.deals[0].deal == garde);
  CHECK(held.deals[1].deal == prise);
  CHECK(south.sheet().deals[0].entered);
  CHECK(south.sheet().deals[1].entered);
  // South confirms deal 1, then deal 2, each the first waiting.
  REQUIRE(south.dealToConfirm() == 1);
  REQUIRE_FALSE(south.confirm(1, "S"));
  run({&north, &south}, &now);
  CHECK(south.dealToConfirm() == 2);
  CHECK(bilan(north, "S") == 210);
  CHECK(bilan(north, "N") == -70);
  REQUIRE_FALSE(south.confirm(2, "S"));
  run({&north, &south}, &now);
  CHECK(north.sheet().deals[0].confirmed);
  CHECK(north.sheet().deals[1].confirmed);
  CHECK(bilan(north, "N") == -70 + 31);
  CHECK(bilan(north, "S") == 210 + 31);
  CHECK(bilan(north, "E") == -70 - 93);
  CHECK(bilan(north, "W") == -70 + 31);
  // A confirmed deal is locked for the table; deal 3 is the one to enter.
  CHECK(north.enter(1, prise).code == tournament::DealEntryCode::Locked);
  CHECK(north.dealToEnter() == 3);
  CHECK(dealRefusalText(Lang::French, north.enter(1, prise)).find("confirmée") != std::string::npos);
}

TEST_CASE("the keeper corrects an unconfirmed deal on purpose while the next one waits too", "[tournament_phone]") {
  server::FakeNet net(nullptr);
  server::TournamentNight night(net);
  night.create(2, 1, 3);
  night.startPosition(1);
  PhoneNet pn(net);
  MemoryStorage northStore, eastStore;
  double now = 0;
  TablePhone north(linkOf(night, 1), northStore.storage(), opener(pn), "");
  TablePhone east(linkOf(night, 1), eastStore.storage(), opener(pn), "");
  run({&north, &east}, &now);
  const tournament::SheetDeal wrong = handDeal(0, 1, Contract::Garde, 2, 51);
  const tournament::SheetDeal right = handDeal(0, 1, Contract::Garde, 2, 56);
  const tournament::SheetDeal second = handDeal(1, 3, Contract::Prise, 3, 40);
  REQUIRE_FALSE(north.enter(1, wrong));
  REQUIRE_FALSE(north.enter(2, second));
  run({&north, &east}, &now);
  const std::string firstId = east.shownEntryId(1);
  REQUIRE_FALSE(north.enter(1, right));  // "Corriger la donne 1"
  run({&north, &east}, &now);
  const server::DeskSheet& held = net.hub.desk().tournament(night.code)->positions[0][0];
  CHECK(held.deals[0].deal == right);
  CHECK(held.deals[1].deal == second);  // the correction of deal 1 leaves deal 2 as it was
  CHECK(north.dealToEnter() == 3);
  CHECK(east.shownEntryId(1) != firstId);
  REQUIRE_FALSE(east.confirm(1, "E"));
  run({&north, &east}, &now);
  CHECK(north.sheet().deals[0].confirmed);
  // Deal 1 made by 15 with 2 bouts: (25 + 15) × 2 = 80 from each defender, +240 for South.
  CHECK(bilan(north, "S") == 240);
  CHECK(bilan(north, "E") == -80);
}

TEST_CASE("a garde sans entered calls the arbitrator, awaits the visa, and shows it once the console gives it",
          "[tournament_phone]") {
  // "Pour un sur contrat (garde Sans et/ou garde Contre) le joueur doit toujours appeler l'arbitre"; "Une fois le
  // sur contrat accordé, l'arbitre vise la feuille de marque".
  server::FakeNet net(nullptr);
  server::TournamentNight night(net);
  night.create(1, 1, 2);
  night.startPosition(1);
  PhoneNet pn(net);
  MemoryStorage northStore, southStore;
  double now = 0;
  TablePhone north(linkOf(night, 1), northStore.storage(), opener(pn), "");
  TablePhone south(linkOf(night, 1), southStore.storage(), opener(pn), "");
  run({&north, &south}, &now);
  north.chooseSeat("N");
  south.chooseSeat("S");
  auto made = [](int dealer, int taker, Contract c) {
    tournament::SheetDeal d;
    d.entry.dealer = dealer;
    d.entry.taker = taker;
    d.entry.input.contract = c;
    d.entry.input.bouts = 2;
    d.entry.input.attackHalfPoints = 90;
    return d;
  };
  // The keeper's form with a garde contre, then a garde sans, chosen: the phone calls the arbitrator; a garde not.
  CHECK(TablePhone::callsArbitrator(made(0, 0, Contract::GardeContre)));
  CHECK(TablePhone::callsArbitrator(made(0, 0, Contract::GardeSans)));
  CHECK_FALSE(TablePhone::callsArbitrator(made(0, 0, Contract::Garde)));
  CHECK_FALSE(TablePhone::callsArbitrator(made(0, 0, Contract::Prise)));
  CHECK(std::string(match::tr(Lang::French, match::Text::TnVisaCall)) == "Appelez l'arbitre\u00a0: garde sans / garde contre");
  CHECK(std::string(match::tr(Lang::English, match::Text::TnVisaCall)) == "Call the arbitrator: garde sans / garde contre");
  // Deal 1, a garde sans by North, sent: recorded, awaiting the visa (even before the server answers).
  REQUIRE_FALSE(north.enter(1, made(0, 0, Contract::GardeSans)));
  CHECK(north.visaAwaited(1));
  run({&north, &south}, &now);
  CHECK(south.visaAwaited(1));
  REQUIRE_FALSE(north.enter(2, made(1, 1, Contract::Garde)));
  run({&north, &south}, &now);
  CHECK_FALSE(south.visaAwaited(2));
  REQUIRE_FALSE(south.confirm(1, "S"));
  run({&north, &south}, &now);
  REQUIRE_FALSE(south.confirm(2, "S"));
  run({&north, &south}, &now);
  // The sheet is in the tournament, the garde sans still awaits the visa.
  REQUIRE(north.sheet().locked);
  CHECK(north.visaAwaited(1));
  CHECK_FALSE(north.visaGiven(1));
  // The arbitrator gives it from the console (the director's "visa" event): both phones show it.
  REQUIRE(night.directorEvent(tournament::visaEvent(1, 1, 1)) == "");
  run({&north, &south}, &now);
  CHECK(north.visaGiven(1));
  CHECK_FALSE(north.visaAwaited(1));
  CHECK(south.visaGiven(1));
  CHECK_FALSE(south.visaGiven(2));
  // Kept on the device: a reload offline still shows the visa.
  pn.down = true;
  TablePhone again(linkOf(night, 1), northStore.storage(), opener(pn), "");
  CHECK(again.visaGiven(1));
}

TEST_CASE("at a table of 3 filled by a bot the phone names South keeper and shows the bot's bilan beside the people's",
          "[tournament_phone]") {
  server::HubOptions o = server::FakeNet::quiet();
  o.grace = 1;
  o.nextDealDelay = 0.2;
  o.pace = 40;
  server::FakeNet net(nullptr, o);
  server::TournamentNight night(net);
  net.hub.opened(night.director, 0);
  tournament::Settings s;
  s.positions = 1;
  s.dealsPerPosition = 2;
  s.movements = {"fft"};
  s.online = s.bots = true;
  json::Value f = json::Value::object();
  net.hub.message(night.director, server::tmsg("tournament_create", f.set("name", "Three").set("settings", tournament::settingsToJson(s))), 0);
  night.code = server::str(net.last(night.director).find("tournament"));
  night.key = server::str(net.last(night.director).find("director_key"));
  for (int p = 1; p <= 3; ++p) REQUIRE(night.directorEvent(tournament::registerEvent("P" + std::to_string(p), "", "")) == "");
  tournament::PositionSeating seating(1);
  seating[0].seat = {0, 1, 2, 3, 0};
  night.plan = {seating};
  REQUIRE(night.directorEvent(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, seating)) == "");
  night.startPosition(1);
  // Nobody comes: the bots play the table out and its sheet goes in.
  const server::DeskTournament* dt = net.hub.desk().tournament(night.code);
  REQUIRE(dt);
  double now = 0;
  while (now < 3000 && !dt->doc.state().positions[0].sheets[0].entered) net.hub.tick(now += 0.05);
  REQUIRE(dt->doc.state().positions[0].sheets[0].entered);
  PhoneNet pn(net);
  MemoryStorage store;
  TablePhone phone(linkOf(night, 1), store.storage(), opener(pn), "");
  run({&phone}, &now);
  REQUIRE(phone.sheet().known);
  CHECK(phone.sheet().seats.size() == 3);
  CHECK(phone.keeper() == "S");
  CHECK(phone.sheet().locked);
  long sum = 0;
  bool botShown = false;
  for (const auto& [seat, points] : phone.sheet().bilans) {
    sum += points;
    botShown = botShown || seat == "N";
  }
  CHECK(botShown);
  CHECK(sum == 0);
}
