// The arbitrator's visa through the Console class as the arbitrator's screen uses it: "Pour un sur contrat (garde
// Sans et/ou garde Contre) le joueur doit toujours appeler l'arbitre"; "Une fois le sur contrat accordé, l'arbitre
// vise la feuille de marque". The console lists the deals awaiting the visa, gives it, says which still await it
// before a position is closed, prints it in the feuille de marque's "Visa arbitre" column; a sheet entered by totals
// (no contract per deal) awaits none.
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* const kTwelve = "Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n";

// A deal at a table of 4 made by person `taker` (the table's order N, S, E, W): 2 bouts, 45 points.
match::ScorerEntry made(int dealer, int taker, Contract c) {
  match::ScorerEntry e;
  e.dealer = dealer;
  e.taker = taker;
  e.input.contract = c;
  e.input.bouts = 2;
  e.input.attackHalfPoints = 90;
  return e;
}

// 12 players at 3 tables, position 1 started; table 1 deal by deal with a garde sans by South at deal 2, table 2
// deal by deal with no sur contrat, table 3 by its totals.
void played(Console* c) {
  REQUIRE(c->create("Open", testing::settingsOf(2, 4), 1).empty());
  REQUIRE(c->registerList(kTwelve, 2).empty());
  REQUIRE(c->draw(4, 0, 3).empty());
  REQUIRE(c->startNextPosition(4).empty());
  const Contract one[4] = {Contract::Prise, Contract::GardeSans, Contract::Garde, Contract::Prise};
  for (int k = 0; k < 4; ++k) REQUIRE(c->addDraftDeal(1, 1, made(k, k == 1 ? 1 : 0, one[k])).empty());
  REQUIRE(c->handInDraft(1, 1, 5).empty());
  for (int k = 0; k < 4; ++k) REQUIRE(c->addDraftDeal(1, 2, made(k, k, Contract::Garde)).empty());
  REQUIRE(c->handInDraft(1, 2, 6).empty());
}

}  // namespace

TEST_CASE("console: the garde sans awaits the arbitrator's visa, listed, given, printed", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  played(&c);
  const int south = c.state().positions[0].seating[0].seat[1];
  const std::string name = c.playerName(south);
  // The one sur contrat of the position: table 1, deal 2, the garde sans of the South player.
  REQUIRE(c.visasAwaited().size() == 1);
  const AwaitedVisa v = c.visasAwaited()[0];
  CHECK(v == AwaitedVisa{1, 1, 2, Contract::GardeSans, south});
  CHECK(c.visaText(v) == "Position 1, table 1, donne 2\u00a0: Garde sans de " + name);
  c.setLang(Lang::English);
  CHECK(c.visaText(v) == "Position 1, table 1, deal 2: Garde sans by " + name);
  c.setLang(Lang::French);
  // The feuille de marque printed: its "Visa arbitre" column, the visa awaited on deal 2.
  std::string sheets = sheetsHtml(c.state(), 1, Lang::French);
  CHECK(contains(sheets, "<th>Visa arbitre</th>"));
  CHECK(contains(sheets, "visa de l'arbitre attendu"));
  CHECK(contains(sheetsHtml(c.state(), 1, Lang::English), "<th>Arbitrator's visa</th>"));

  // The arbitrator gives the visa: an event of the document, with the time given and the author "arbitre".
  const std::size_t events = c.document().events().size();
  REQUIRE(c.giveVisa(1, 1, 2, 7).empty());
  REQUIRE(c.document().events().size() == events + 1);
  CHECK(c.document().events().back().kind == "visa");
  CHECK(c.document().events().back().at == 7);
  CHECK(c.document().events().back().author == "arbitre");
  CHECK(c.visasAwaited().empty());
  sheets = sheetsHtml(c.state(), 1, Lang::French);
  CHECK(contains(sheets, "visée par l'arbitre"));
  CHECK_FALSE(contains(sheets, "visa de l'arbitre attendu"));
  // Given twice, or on a garde: refused with the reason, in the arbitrator's language.
  CHECK(c.giveVisa(1, 1, 2, 8) == "Position 1, table 1\u00a0: donne 2\u00a0: le visa de l'arbitre est déjà donné");
  c.setLang(Lang::English);
  CHECK(c.giveVisa(1, 2, 1, 8) == "Position 1, table 2: deal 1: no garde sans nor garde contre, no visa to give");
  CHECK(c.document().events().size() == events + 1);

  // The visa survives a reload of the saved tournament.
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.visasAwaited().empty());
  CHECK(visaGiven(again.state().positions[0].sheets[0], 2));
}

TEST_CASE("console: closing a position with a visa awaited asks, saying which; totals need none", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  played(&c);
  // Table 3 by its totals: no contract per deal, no visa.
  REQUIRE(c.enterTotals(1, 3, {60, -20, -20, -20, 0}, 7).empty());
  REQUIRE(c.visasAwaited().size() == 1);
  const std::string name = c.playerName(c.state().positions[0].seating[0].seat[1]);
  Confirmation q = c.askClose(1);
  CHECK(q.possible);
  REQUIRE(q.visasAwaited.size() == 1);
  CHECK(q.visasAwaited[0] == std::make_pair(1, 2));
  CHECK(contains(q.text, "Clore la position 1"));
  CHECK(contains(q.text, "1 donne attend encore le visa de l'arbitre\u00a0: table 1, donne 2 (Garde sans, " + name + ")"));
  c.setLang(Lang::English);
  CHECK(contains(c.askClose(1).text, "1 deal still awaits the arbitrator's visa: table 1, deal 2 (Garde sans, " + name + ")"));
  c.setLang(Lang::French);
  // Once the visa is given, the question says nothing of it.
  REQUIRE(c.giveVisa(1, 1, 2, 8).empty());
  q = c.askClose(1);
  CHECK(q.visasAwaited.empty());
  CHECK_FALSE(contains(q.text, "visa"));
  REQUIRE(c.closePosition(1, 9).empty());
}

TEST_CASE("console: the visa may follow the closing, asked with the sheets missing first", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  played(&c);
  // Table 3's sheet missing: the question says so, and closing is not possible yet.
  Confirmation q = c.askClose(1);
  CHECK_FALSE(q.possible);
  CHECK(contains(q.text, "table 3"));
  REQUIRE(c.enterTotals(1, 3, {60, -20, -20, -20, 0}, 7).empty());
  REQUIRE(c.askClose(1).possible);
  REQUIRE(c.closePosition(1, 8).empty());
  // "Une fois le sur contrat accordé, l'arbitre vise la feuille de marque": still possible, listed until given.
  CHECK(c.visasAwaited(1).size() == 1);
  REQUIRE(c.giveVisa(1, 1, 2, 9).empty());
  CHECK(c.visasAwaited().empty());
}

TEST_CASE("console: a garde sans entered from a table's phone awaits the visa; a visa the server overrides is said",
          "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(2, 2), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  REQUIRE(c.draw(4, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  // Table 1's phones complete their sheet on the club's server: a garde contre by East at deal 1, then a garde.
  TableSheet phoned;
  phoned.deals.resize(2);
  phoned.deals[0].entry = made(0, 2, Contract::GardeContre);
  phoned.deals[1].entry = made(1, 0, Contract::Garde);
  Event sheet = sheetEvent(1, 1, phoned);
  sheet.at = 10;
  sheet.author = "table 1";
  std::vector<std::string> dropped;
  std::size_t held = c.document().events().size();
  REQUIRE(c.adoptServerEvents(held, {sheet}, &dropped).empty());
  const int east = c.state().positions[0].seating[0].seat[2];
  REQUIRE(c.visasAwaited().size() == 1);
  CHECK(c.visaText(c.visasAwaited()[0]) == "Position 1, table 1, donne 1\u00a0: Garde contre de " + c.playerName(east));
  // The arbitrator visas it on this device, not yet on the server; meanwhile the server has the sheet corrected
  // (deal 1 a garde): the visa no longer applies, and the console says which change it drops and why.
  held = c.document().events().size();
  REQUIRE(c.giveVisa(1, 1, 1, 11).empty());
  TableSheet fixed = phoned;
  fixed.deals[0].entry = made(0, 2, Contract::Garde);
  Event correction = correctSheetEvent(1, 1, fixed, "garde, pas garde contre");
  correction.at = 12;
  correction.author = "arbitre";
  REQUIRE(c.adoptServerEvents(held, {correction}, &dropped).empty());
  REQUIRE(dropped.size() == 1);
  CHECK(contains(dropped[0], "le visa de la donne 1, table 1 (position 1) n'est pas gardé"));
  CHECK(contains(dropped[0], "ni garde sans ni garde contre"));
  CHECK(c.visasAwaited().empty());
  CHECK(c.state().positions[0].sheets[0].visas.empty());
}

TEST_CASE("console: a visa given by mistake is cancelled with its reason, listed with the arbitrator's decisions",
          "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  played(&c);
  const std::string name = c.playerName(c.state().positions[0].seating[0].seat[1]);
  REQUIRE(c.giveVisa(1, 1, 2, 7).empty());
  REQUIRE(c.state().arbitrations.size() == 1);
  const Arbitration a = c.state().arbitrations[0];
  CHECK(c.arbitrationText(a) == "Visa de l'arbitre\u00a0: position 1, table 1, donne 2 (" + name + ")");
  c.setLang(Lang::English);
  CHECK(c.arbitrationText(a) == "Arbitrator's visa: position 1, table 1, deal 2 (" + name + ")");
  CHECK(c.cancel(a.event, "", 8) == "A cancellation needs its reason");
  c.setLang(Lang::French);
  REQUIRE(c.cancel(a.event, "pas la bonne donne", 8).empty());
  CHECK(c.arbitrationText(c.state().arbitrations[0]) ==
        "Visa de l'arbitre\u00a0: position 1, table 1, donne 2 (" + name + ") — annulé" + "\u00a0: pas la bonne donne");
  REQUIRE(c.visasAwaited().size() == 1);
  CHECK(c.visasAwaited()[0].deal == 2);
}
