// A table's sheet at a position while its phones enter it (docs/PROTOCOL.md, "Tournaments"): the deals entered and
// confirmed as deal_entry.h's rules allow, the entry ids already applied (a resend is applied once), and the sheet
// they make once every deal is confirmed — which then goes into the document as the table's (article 28: a confirmed
// deal is only the arbitrator's to change). The server's desk asks it and stores what it accepts; nothing else keeps
// the state of a sheet being entered.
#pragma once
#include "record/json.h"
#include "tournament/deal_entry.h"
#include "tournament/document.h"
#include <set>
#include <string>
#include <vector>

namespace tarot::tournament {

// One deal of the sheet as the phones have it: its state of entry and the deal entered.
struct EntryDeal : EnteredDeal {
  SheetDeal deal;
};

struct SheetEntry {
  std::vector<EntryDeal> deals;  // the position's deals, in order
  std::set<std::string> ids;     // entry ids applied (entries and confirmations)

  // The sheet being entered for a position of `deals` deals.
  static SheetEntry forDeals(int deals);
  // Whether the entry or confirmation with this id was applied already (a resend after a lost answer).
  bool applied(const std::string& id) const { return ids.count(id) != 0; }
  // The deals as the entry rules see them (deal_entry.h).
  std::vector<EnteredDeal> states() const;
  // Whether the keeper may enter `deal` as `entry` (the wire's JSON) now: the entry rules, then the deal itself at
  // this table, read into `out` (BadDeal: `why` says what is wrong). `sheetIn`: the document holds the table's sheet.
  DealEntryRefusal checkEnter(bool sheetIn, int deal, const json::Value& entry, const TableSeating& table,
                              SheetDeal* out, std::string* why) const;
  // Whether `seat` may confirm the entry `confirms` of `deal` now.
  DealEntryRefusal checkConfirm(bool sheetIn, int deal, const std::string& confirms, const std::string& seat,
                                const TableSeating& table) const;
  // Applies an accepted entry (the same live and when the server replays its records).
  void enter(int deal, const SheetDeal& entered, const std::string& id);
  // Applies an accepted confirmation; true when it was the sheet's last deal to confirm.
  bool confirm(int deal, const std::string& seat, const std::string& id);
  // Every deal confirmed: the sheet is the table's.
  bool complete() const;
  int confirmedCount() const;
  // The confirmed deals as the table's sheet.
  TableSheet sheet() const;
};

// One deal of a sheet as the wire carries it (an entry), read the way a whole sheet is; "" when it reads.
std::string dealFromJson(const json::Value& entry, SheetDeal* out);
// ... and written back.
json::Value dealToJson(const SheetDeal& deal);

}  // namespace tarot::tournament
