// The arbitrator's visa on a sur contrat, from the rulebook's words: "Pour un sur contrat (garde Sans et/ou garde
// Contre) le joueur doit toujours appeler l'arbitre"; "En tournoi libre, l'arbitre doit être appelé pour tout sur
// contrat ... Une fois le sur contrat accordé, l'arbitre vise la feuille de marque". A garde sans or garde contre
// awaits the visa, a prise or a garde never does, nor an annulled deal nor a sheet of totals (no contract per deal).
#include "tournament/visa.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A deal of a table of 4 made by the taker (person 0..3 in the order N, S, E, W): 2 bouts, 45 points.
SheetDeal made(int dealer, int taker, Contract c) {
  SheetDeal d;
  d.entry.dealer = dealer;
  d.entry.taker = taker;
  d.entry.input.contract = c;
  d.entry.input.bouts = 2;
  d.entry.input.attackHalfPoints = 90;
  return d;
}

// Table 1 of position 1 (players 1, 2, 3, 4 at N, S, E, W): a prise, a garde sans by South (player 2), a garde, a
// garde contre by West (player 4).
TableSheet tableOne() {
  TableSheet s;
  s.deals = {made(0, 0, Contract::Prise), made(1, 1, Contract::GardeSans), made(2, 2, Contract::Garde),
             made(3, 3, Contract::GardeContre)};
  return s;
}

// 8 players at 2 tables, 2 positions of 4 deals, position 1 started, table 1's sheet in.
Document night() {
  Document d = newTournament(settingsOf(2, 4), 8);
  REQUIRE(d.append(startPositionEvent(1, rotation(2, 1)), 2000, "arbitre").empty());
  REQUIRE(d.append(sheetEvent(1, 1, tableOne()), 3000, "saisie").empty());
  return d;
}

}  // namespace

TEST_CASE("visa: a garde sans and a garde contre call the arbitrator, a prise and a garde do not", "[tournament]") {
  CHECK(needsVisa(Contract::GardeSans));
  CHECK(needsVisa(Contract::GardeContre));
  CHECK_FALSE(needsVisa(Contract::Prise));
  CHECK_FALSE(needsVisa(Contract::Garde));
  SheetDeal annulled = made(0, 0, Contract::GardeSans);
  annulled.annulled = true;  // a deal annulled is not played: no sur contrat was granted
  CHECK_FALSE(needsVisa(annulled));
  CHECK(needsVisa(made(0, 0, Contract::GardeContre)));
}

TEST_CASE("visa: the sur contrats of a sheet in await the visa until the arbitrator gives it", "[tournament]") {
  Document d = night();
  // Deals 2 and 4 of table 1: the garde sans of player 2 (South), the garde contre of player 4 (West).
  const std::vector<AwaitedVisa> awaited = visasAwaited(d.state());
  REQUIRE(awaited.size() == 2);
  CHECK(awaited[0] == AwaitedVisa{1, 1, 2, Contract::GardeSans, 2});
  CHECK(awaited[1] == AwaitedVisa{1, 1, 4, Contract::GardeContre, 4});
  CHECK(visasAwaited(d.state(), 2).empty());

  // The arbitrator visas deal 2: kept with its time and author, deal 4 still awaits.
  REQUIRE(d.append(visaEvent(1, 1, 2), 4000, "arbitre").empty());
  const SheetRecord& rec = d.state().positions[0].sheets[0];
  REQUIRE(rec.visas.size() == 1);
  CHECK(rec.visas[0].deal == 2);
  CHECK(rec.visas[0].at == 4000);
  CHECK(rec.visas[0].author == "arbitre");
  CHECK(visaGiven(rec, 2));
  CHECK_FALSE(visaGiven(rec, 4));
  REQUIRE(visasAwaited(d.state()).size() == 1);
  CHECK(visasAwaited(d.state())[0].deal == 4);

  // The file written and read back holds the visa: the same state.
  Document back;
  REQUIRE(back.loadJson(d.toJson()).empty());
  CHECK(back.state() == d.state());
  CHECK(visaGiven(back.state().positions[0].sheets[0], 2));
}

TEST_CASE("visa: refused on a prise or garde, twice, beyond the deals, before the sheet, on a sheet of totals",
          "[tournament]") {
  Document d = night();
  const std::size_t events = d.events().size();
  CHECK(contains(d.append(visaEvent(1, 1, 1), 4000, "arbitre"), "position 1, table 1: deal 1: no garde sans"));
  CHECK(d.lastRejection().code == RejectionCode::VisaNotNeeded);
  CHECK(d.lastRejection().a == 1);
  CHECK(d.append(visaEvent(1, 1, 3), 4000, "arbitre") != "");  // a garde
  CHECK(d.append(visaEvent(1, 1, 5), 4000, "arbitre") != "");  // 4 deals a position
  CHECK(d.lastRejection().code == RejectionCode::NoSuchDeal);
  CHECK(d.lastRejection().a == 4);
  // Table 2's sheet is not in: the visa goes on the sheet.
  CHECK(d.append(visaEvent(1, 2, 1), 4000, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::VisaNoSheet);
  CHECK(d.append(visaEvent(1, 3, 1), 4000, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::NoSuchTable);
  CHECK(d.append(visaEvent(2, 1, 1), 4000, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::PositionNotStarted);
  CHECK(d.events().size() == events);
  REQUIRE(d.append(visaEvent(1, 1, 4), 4000, "arbitre").empty());
  CHECK(d.append(visaEvent(1, 1, 4), 4100, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::VisaAlreadyGiven);
  // A sheet of totals has no contract per deal: nothing awaits, nothing to visa.
  TableSheet totals;
  totals.totalsOnly = true;
  totals.totals = {120, -40, -40, -40, 0};
  totals.dealsPlayed = 4;
  REQUIRE(d.append(sheetEvent(1, 2, totals), 5000, "saisie").empty());
  CHECK(visasAwaited(d.state()).size() == 1);  // table 1's deal 2 only
  CHECK(d.append(visaEvent(1, 2, 1), 5100, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::VisaNotNeeded);
}

TEST_CASE("visa: a position closes with visas awaited, the visa follows; a correction decides what awaits",
          "[tournament]") {
  Document d = night();
  TableSheet totals;
  totals.totalsOnly = true;
  totals.totals = {120, -40, -40, -40, 0};
  totals.dealsPlayed = 4;
  REQUIRE(d.append(sheetEvent(1, 2, totals), 5000, "saisie").empty());
  // Closing is the arbitrator's choice (the console asks first); the visa may be given after it.
  REQUIRE(d.append(closePositionEvent(1), 6000, "arbitre").empty());
  CHECK(visasAwaited(d.state(), 1).size() == 2);
  REQUIRE(d.append(visaEvent(1, 1, 2), 6100, "arbitre").empty());
  // The garde contre of deal 4 corrected into a garde (article 28, with its reason): nothing awaits any more.
  TableSheet fixed = tableOne();
  fixed.deals[3] = made(3, 3, Contract::Garde);
  REQUIRE(d.append(correctSheetEvent(1, 1, fixed, "garde, pas garde contre"), 6200, "arbitre").empty());
  CHECK(visasAwaited(d.state()).empty());
  // The visa already given stays on deal 2, still a garde sans.
  CHECK(visaGiven(d.state().positions[0].sheets[0], 2));
}

TEST_CASE("visa: a file written before the visa existed opens, its sur contrats awaiting it", "[tournament]") {
  // A tournament file of the format before this change: no "visa" event, no visa field anywhere.
  Document d = night();
  const std::string old = d.toJson();
  CHECK_FALSE(contains(old, "visa"));
  Document back;
  REQUIRE(back.loadJson(old).empty());
  CHECK(visasAwaited(back.state()).size() == 2);
}

TEST_CASE("visa: an arbitrator's act, cancelled with a reason like a penalty; the deal then awaits it again",
          "[tournament]") {
  Document d = night();
  REQUIRE(d.append(visaEvent(1, 1, 4), 4000, "arbitre").empty());
  const int given = int(d.events().size()) - 1;
  // Kept among the arbitrator's decisions: where, the deal, the taker (West of table 1: player 4).
  REQUIRE(d.state().arbitrations.size() == 1);
  const Arbitration& a = d.state().arbitrations[0];
  CHECK(a.event == given);
  CHECK(a.kind == "visa");
  CHECK(a.position == 1);
  CHECK(a.table == 1);
  CHECK(a.figure == 4);
  CHECK(a.player == 4);
  // Named as another kind, or without its reason: refused.
  CHECK(d.append(cancelEvent(given, "penalty", "erreur"), 4100, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::CancelNotArbitrator);
  CHECK(d.append(cancelEvent(given, "visa", " "), 4100, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::CancelReasonNeeded);
  REQUIRE(d.append(cancelEvent(given, "visa", "visé sur la mauvaise table"), 4100, "arbitre").empty());
  CHECK(d.state().arbitrations[0].cancelled);
  CHECK(d.state().arbitrations[0].reason == "visé sur la mauvaise table");
  CHECK_FALSE(visaGiven(d.state().positions[0].sheets[0], 4));
  CHECK(visasAwaited(d.state()).size() == 2);
  CHECK(d.append(cancelEvent(given, "visa", "encore"), 4200, "arbitre") != "");
  CHECK(d.lastRejection().code == RejectionCode::AlreadyCancelled);
  // Given again: a new event, a new decision.
  REQUIRE(d.append(visaEvent(1, 1, 4), 4300, "arbitre").empty());
  CHECK(visaGiven(d.state().positions[0].sheets[0], 4));
  CHECK(d.state().arbitrations.size() == 2);
  Document back;
  REQUIRE(back.loadJson(d.toJson()).empty());
  CHECK(back.state() == d.state());
}
