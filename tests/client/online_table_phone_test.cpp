// The table's phone (client/table_phone.h) against the server's hub in the same process: the link read from the
// query, the keeper's entry and another seat's confirmation, an entry made with the network down and the page
// reloaded before it could be sent (sent once when the network is back), an entry whose answer was lost (resent
// after a reload, answered "duplicate" and applied once), the server's refusals kept as problems in both languages.
#include "client/memory_storage.h"
#include "client/startup_config.h"
#include "client/table_phone.h"
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
    CHECK(north->enter(1, bad) != "");           // the scorer's model refuses it before anything is sent
    CHECK(north->enter(2, server::randomDeal(rng, 1)) != "");  // deal 1 first
    REQUIRE(north->enter(1, server::randomDeal(rng, 0)) == "");
    CHECK(north->pending().size() == 1);
    run({north.get(), &south}, &now);
    CHECK(north->pending().empty());
    REQUIRE(south.sheet().deals[0].entered);
    CHECK(south.confirm(1, "N") != "");  // the keeper does not confirm
    REQUIRE(south.confirm(1, "S") == "");
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
    REQUIRE(north->enter(2, server::randomDeal(rng, 1)) == "");
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
    REQUIRE(south.confirm(2, "S") == "");
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
    REQUIRE(north->enter(3, server::randomDeal(rng, 2)) == "");
    run({north.get(), &south2}, &now);
    REQUIRE(south2.confirm(3, "E") == "");
    run({north.get(), &south2}, &now);
    CHECK(north->sheet().locked);
    CHECK(north->dealToEnter() == 0);
    CHECK(north->enter(3, server::randomDeal(rng, 2)) != "");
  }

  SECTION("the server's refusals are kept as problems, said in French and English") {
    Rng rng(5);
    REQUIRE(north->enter(1, server::randomDeal(rng, 0)) == "");
    run({north.get(), &south}, &now);
    // South confirms an entry the keeper replaces before it arrives: bad_confirm, dropped from the outbox.
    pn.down = true;
    run({&south}, &now, 1);
    REQUIRE(south.confirm(1, "S") == "");
    REQUIRE(north->enter(1, server::randomDeal(rng, 0)) == "");
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
