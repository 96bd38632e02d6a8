// A table's sheet being entered by its phones (tournament/sheet_entry.h), scripted from the entry rules its header
// states: the keeper (North, the first occupied seat) enters the deals in order, another occupied seat confirms the
// entry it was shown, a confirmed deal is locked, an entry already applied is not applied twice, and the confirmed
// deals make the table's sheet. Expected values worked out by hand from those words.
#include "tournament/sheet_entry.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::tournament;

namespace {

// A garde by North (dealer West) with 2 bouts and 41 points: a deal a real game can give at 4.
SheetDeal garde() {
  SheetDeal d;
  d.entry.dealer = 3;
  d.entry.taker = 0;
  d.entry.input.contract = Contract::Garde;
  d.entry.input.bouts = 2;
  d.entry.input.attackHalfPoints = 82;
  return d;
}

TableSeating fourAtTable() {
  TableSeating t;
  t.seat = {1, 2, 3, 4, 0};
  return t;
}

}  // namespace

TEST_CASE("Sheet entry: entered in order by the keeper, confirmed by another seat, locked, then the table's sheet",
          "[tournament][sheet_entry]") {
  const TableSeating table = fourAtTable();
  SheetEntry s = SheetEntry::forDeals(2);
  const json::Value deal = dealToJson(garde());
  SheetDeal read;
  std::string why;
  // Deal 2 before deal 1: refused, deal 1 first.
  CHECK(s.checkEnter(false, 2, deal, table, &read, &why).code == DealEntryCode::EarlierMissing);
  CHECK(s.checkEnter(false, 3, deal, table, &read, &why).code == DealEntryCode::NoSuchDeal);
  // An impossible deal (more than the 91 points of the game): refused with the reason, nothing applied.
  SheetDeal impossible = garde();
  impossible.entry.input.attackHalfPoints = 200;
  why.clear();
  CHECK(s.checkEnter(false, 1, dealToJson(impossible), table, &read, &why).code == DealEntryCode::BadDeal);
  CHECK(why.rfind("deal 1: ", 0) == 0);
  // Deal 1 accepted and read back as entered.
  REQUIRE_FALSE(s.checkEnter(false, 1, deal, table, &read, &why));
  CHECK(read.entry.input.attackHalfPoints == 82);
  s.enter(1, read, "a");
  CHECK(s.applied("a"));
  CHECK(s.deals[0].entered);
  CHECK_FALSE(s.deals[0].confirmed);
  CHECK(nextDealToEnter(s.states()) == 2);
  CHECK(dealToConfirm(s.states()) == 1);
  // North keeps the sheet: it does not confirm its own entry; East does, naming the entry it was shown.
  CHECK(s.checkConfirm(false, 1, "a", "N", table).code == DealEntryCode::KeeperConfirms);
  CHECK(s.checkConfirm(false, 1, "old", "E", table).code == DealEntryCode::EnteredAgain);
  CHECK(s.checkConfirm(false, 2, "a", "E", table).code == DealEntryCode::NotEntered);
  CHECK_FALSE(s.checkConfirm(false, 1, "a", "E", table));
  CHECK_FALSE(s.confirm(1, "E", "c1"));  // one deal of two: the sheet is not complete
  CHECK(s.deals[0].confirmedBy == "E");
  CHECK(s.confirmedCount() == 1);
  // Confirmed: locked for the table, the arbitrator alone changes it.
  CHECK(s.checkEnter(false, 1, deal, table, &read, &why).code == DealEntryCode::Locked);
  // Deal 2, entered, corrected by the keeper before its confirmation (the older entry's confirmation is refused).
  REQUIRE_FALSE(s.checkEnter(false, 2, deal, table, &read, &why));
  s.enter(2, read, "b");
  REQUIRE_FALSE(s.checkEnter(false, 2, deal, table, &read, &why));
  s.enter(2, read, "b2");
  CHECK(s.checkConfirm(false, 2, "b", "S", table).code == DealEntryCode::EnteredAgain);
  CHECK_FALSE(s.complete());
  CHECK(s.confirm(2, "S", "c2"));  // the last deal: the sheet is the table's now
  CHECK(s.complete());
  const TableSheet sheet = s.sheet();
  REQUIRE(sheet.deals.size() == 2);
  CHECK(sheet.deals[1].entry.taker == 0);
  // Once the sheet is in the document, nothing is entered or confirmed at the table.
  CHECK(s.checkEnter(true, 2, deal, table, &read, &why).code == DealEntryCode::SheetIn);
  CHECK(s.checkConfirm(true, 2, "b2", "S", table).code == DealEntryCode::SheetIn);
}
