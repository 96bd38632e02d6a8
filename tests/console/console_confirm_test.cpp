// Nothing irreversible by one tap, through the Console class as the arbitrator's screen uses it: a blank sheet (every
// total 0) is refused unless marked as a position not played; handing in a sheet, a withdrawal and closing a
// position are asked first, each question saying what it does and what is still missing.
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/memory_storage.h"
#include "tournament/events.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* const kTwelve = "Anne\nBruno\nChloé\nDavid\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n";

// A console with 12 players at 3 tables, position 1 started (2 positions of 4 deals).
void started(Console* c) {
  REQUIRE(c->create("Open", testing::settingsOf(2, 4), 1).empty());
  REQUIRE(c->registerList(kTwelve, 2).empty());
  REQUIRE(c->draw(4, 0, 3).empty());
  REQUIRE(c->startNextPosition(4).empty());
}

// The table of `player` at position p.
int tableOf(const Console& c, int p, int player) {
  const PositionSeating& s = c.state().positions[std::size_t(p - 1)].seating;
  for (std::size_t t = 0; t < s.size(); ++t)
    for (int x : s[t].seat)
      if (x == player) return int(t + 1);
  return 0;
}

}  // namespace

TEST_CASE("a blank sheet is refused unless marked as a position not played", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  started(&c);
  const std::size_t events = c.document().events().size();
  // "Valider la feuille" on a sheet nobody filled: every total 0.
  const std::string why = c.enterTotals(1, 1, {0, 0, 0, 0, 0}, 5);
  CHECK(contains(why, "Position 1, table 1"));
  CHECK(contains(why, "position non jouée"));
  CHECK_FALSE(c.sheetEntered(1, 1));
  CHECK(c.document().events().size() == events);
  c.setLang(Lang::English);
  CHECK(contains(c.enterTotals(1, 1, {0, 0, 0, 0, 0}, 5), "position not played"));
  c.setLang(Lang::French);
  // Marked not played, with a score: refused too.
  CHECK(contains(c.enterTotals(1, 1, {10, -10, 0, 0, 0}, 5, "", true), "ni score ni donne"));
  // Marked not played: accepted, 0 deals played, and no "deals missing" issue for it.
  REQUIRE(c.enterTotals(1, 1, {0, 0, 0, 0, 0}, 5, "", true).empty());
  const SheetRecord& rec = c.state().positions[0].sheets[0];
  CHECK(rec.sheet.notPlayed);
  CHECK(rec.sheet.dealsPlayed == 0);
  for (const Issue& i : c.issues()) CHECK_FALSE((i.kind == Issue::Kind::DealCount && i.table == 1));
  // A sheet by deals with no deal at all is a blank sheet as well.
  CHECK(contains(c.enterSheet(1, 2, TableSheet{}, 6), "position non jouée"));
  // The mark is kept in the saved document and read back; a document written before it opens as before.
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.state().positions[0].sheets[0].sheet.notPlayed);
  TableSheet read;
  json::Value old;
  std::string error;
  REQUIRE(json::parse("{\"totals_only\":true,\"totals\":[5,-5,0,0,0],\"deals_played\":4}", &old, &error));
  REQUIRE(sheetFromJson(old, &read).empty());
  CHECK_FALSE(read.notPlayed);
  CHECK(sheetToJson(read).find("not_played") == nullptr);
}

TEST_CASE("handing in a sheet is asked first, with the deals it lacks", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  started(&c);
  match::ScorerEntry deal;
  deal.taker = 1;
  deal.input.contract = Contract::Garde;
  deal.input.bouts = 2;
  deal.input.attackHalfPoints = 51 * 2;
  REQUIRE(c.addDraftDeal(1, 2, deal).empty());
  Confirmation q = c.askHandIn(1, 2, false);
  CHECK(q.act == Confirmation::Act::HandIn);
  CHECK(q.possible);
  CHECK(q.deals == 1);
  CHECK(q.dealsExpected == 4);
  CHECK(q.text == "Valider la feuille de la table 2, position 1, avec 1 donne sur 4\u00a0? Il manque 3 donnes\u00a0: la "
                  "feuille sera classée telle quelle.");
  // Asking changes nothing: the sheet is still out.
  CHECK_FALSE(c.sheetEntered(1, 2));
  q = c.askHandIn(1, 3, true);
  CHECK(q.text == "Valider les totaux de la table 3, position 1\u00a0?");
  q = c.askHandIn(1, 3, true, true);
  CHECK(q.notPlayed);
  CHECK(contains(q.text, "comme position non jouée"));
  REQUIRE(c.enterTotals(1, 3, {30, -10, -10, -10, 0}, 5).empty());
  c.setLang(Lang::English);
  q = c.askHandIn(1, 3, true);
  CHECK(q.correction);
  CHECK(q.text == "Hand in table 3's totals at position 1? The sheet is already in: this is a correction, kept with its reason.");
}

TEST_CASE("closing a position is asked first and says which sheets are missing", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  started(&c);
  Confirmation q = c.askClose(1);
  CHECK(q.act == Confirmation::Act::ClosePosition);
  CHECK_FALSE(q.possible);
  CHECK(q.missingSheets == std::vector<int>{1, 2, 3});
  CHECK(q.text == "La position 1 ne peut pas encore être close\u00a0: il manque les feuilles des tables 1, 2 et 3.");
  REQUIRE(c.enterTotals(1, 1, {30, -10, -10, -10, 0}, 5).empty());
  REQUIRE(c.enterTotals(1, 3, {20, -10, -10, 0, 0}, 5).empty());
  q = c.askClose(1);
  CHECK(q.missingSheets == std::vector<int>{2});
  CHECK(q.text == "La position 1 ne peut pas encore être close\u00a0: il manque la feuille de la table 2.");
  c.setLang(Lang::English);
  CHECK(c.askClose(1).text == "Position 1 cannot be closed yet: the sheet of table 2 is missing.");
  REQUIRE(c.enterTotals(1, 2, {20, -20, 0, 0, 0}, 5).empty());
  q = c.askClose(1);
  CHECK(q.possible);
  CHECK(q.missingSheets.empty());
  CHECK(contains(q.text, "Close position 1? Every sheet is in"));
  CHECK_FALSE(c.state().positions[0].closed);  // asking closed nothing
  REQUIRE(c.closePosition(1, 6).empty());
}

TEST_CASE("a withdrawal is asked first: from which position, and the sheet still awaited", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(2, 4), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  // Before any position: the player is simply not seated.
  CHECK(c.askWithdraw(3).text ==
        "Chloé abandonne avant la première position\u00a0: il ne sera pas placé et est classé dernier (article 27).");
  REQUIRE(c.draw(4, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  const int table = tableOf(c, 1, 5);
  Confirmation q = c.askWithdraw(5);
  CHECK(q.act == Confirmation::Act::Withdraw);
  CHECK(q.possible);
  CHECK(q.missingSheets == std::vector<int>{table});
  CHECK(q.text == "Emma abandonne après la position 1\u00a0: il n'est plus placé à partir de la position 2 et est classé "
                  "dernier (article 27). La feuille de sa table (table " + std::to_string(table) +
                      ", position 1) n'est pas encore remise\u00a0: elle compte toujours.");
  CHECK_FALSE(c.state().players[4].withdrawn);  // asking is not withdrawing
  REQUIRE(c.enterTotals(1, table, {30, -10, -10, -10, 0}, 5).empty());
  q = c.askWithdraw(5);
  CHECK(q.missingSheets.empty());
  CHECK_FALSE(contains(q.text, "pas encore remise"));
  REQUIRE(c.withdraw(5, 6).empty());
  // Asked again: what the document refuses is said at once, with nothing to confirm.
  q = c.askWithdraw(5);
  CHECK_FALSE(q.possible);
  CHECK(contains(q.text, "a déjà abandonné"));
  CHECK_FALSE(c.askWithdraw(40).possible);
}

TEST_CASE("the seating, the feuilles and the fiches print right after the draw, before position 1 starts", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(2, 4), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  CHECK(c.positionToPrint() == 0);  // nothing to print before the draw
  CHECK(c.seatingToPrint(1).empty());
  REQUIRE(c.draw(4, 0, 3).empty());
  REQUIRE(c.positionToPrint() == 1);
  const PositionSeating planned = c.seatingToPrint(1);
  REQUIRE(planned.size() == 3);
  CHECK(c.seatingToPrint(2).empty());  // only the next position is printed ahead
  const std::string seating = seatingHtml(c.state(), 1, planned, Lang::French);
  const std::string sheets = sheetsHtml(c.state(), 1, planned, Lang::French);
  const std::string fiches = fichesHtml(c.state(), Lang::French, planned);
  for (const char* n : {"Anne", "Léa"}) {
    CHECK(contains(seating, n));
    CHECK(contains(sheets, n));
  }
  CHECK(contains(seating, "Table 3"));
  CHECK(contains(sheets, "table 3"));
  // Each player's fiche has position 1's line: table, orientation, the others at the table.
  const int anneTable = [&] {
    for (std::size_t t = 0; t < planned.size(); ++t)
      for (int x : planned[t].seat)
        if (x == 1) return int(t + 1);
    return 0;
  }();
  REQUIRE(anneTable > 0);
  CHECK(contains(fiches, "<tr><td class=n>1</td><td class=n>" + std::to_string(anneTable) + "</td>"));
  // Started, position 1 seats exactly what was printed.
  REQUIRE(c.startNextPosition(4).empty());
  CHECK(c.state().positions[0].seating == planned);
  CHECK(c.positionToPrint() == 1);
  CHECK(c.seatingToPrint(2).size() == 3);  // the next one printable ahead too
}
