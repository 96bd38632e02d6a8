// A table's deals entered at a position by the table's phones (docs/PROTOCOL.md, "Tournaments"): the keeper — the
// first occupied orientation, North, or South at a table of 3 — enters each deal of the feuille de marque, another
// occupied seat confirms it, and a confirmed deal is locked for the table (only the arbitrator corrects it then,
// article 28). Deals go in order, but an entry waiting for its confirmation never holds the next deal back nor is
// replaced by it: deal k is entered once deal k−1 has an entry. The keeper may enter an unconfirmed deal again on
// purpose (a correction), which voids a confirmation of the older entry. The server's desk and the phone both ask
// this model; the phone with its own entries not yet answered counted as made.
#pragma once
#include "engine/scorer_entry.h"
#include "tournament/seating.h"
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::tournament {

// One deal of the table's sheet as the phones have entered it.
struct EnteredDeal {
  bool entered = false, confirmed = false;
  std::string entryId;      // the entry that set it (a confirmation names it)
  std::string confirmedBy;  // the orientation that confirmed: an occupied one other than the keeper's
};

enum class DealEntryCode : std::uint8_t {
  None,
  SheetUnknown,    // the phone has not received the table's sheet yet
  SheetIn,         // every deal confirmed: the sheet is in the document, only the arbitrator changes it
  NoSuchDeal,      // a: the deals of the position
  Locked,          // the deal is confirmed
  EarlierMissing,  // a: the deal before, not entered yet
  NotEntered,      // nothing to confirm
  EnteredAgain,    // the confirmation names an older entry
  NoSeat,          // the seat named is no orientation
  EmptySeat,       // nobody sits there
  KeeperConfirms,  // the keeper does not confirm its own entries
  BadDeal,         // the scorer's model refuses the deal: `entry` says why
};

struct DealEntryRefusal {
  DealEntryCode code = DealEntryCode::None;
  int deal = 0, a = 0;
  EntryCheck entry;  // BadDeal
  explicit operator bool() const { return code != DealEntryCode::None; }
  // "deal 2: deal 1 is entered first"; "" for no refusal.
  std::string english() const;
};

// The orientation (0 North … 4 Fifth) that enters the table's deals: the first occupied one.
int keeperOrientation(const TableSeating& table);
// The orientation of a seat's letter ("N", "S", "E", "W", "5"), -1 for anything else.
int orientationOf(const std::string& letter);
// The next deal the keeper enters (1-based): the first without an entry; 0 when every deal has one.
int nextDealToEnter(const std::vector<EnteredDeal>& deals);
// The first deal entered and not confirmed (what a seat confirms next); 0 when none.
int dealToConfirm(const std::vector<EnteredDeal>& deals);
// Whether the keeper may enter deal k now: the next one, or an unconfirmed one entered again (a correction).
DealEntryRefusal canEnter(const std::vector<EnteredDeal>& deals, bool sheetIn, int deal);
// Whether `seat` may confirm deal k's entry `confirms` at this table.
DealEntryRefusal canConfirm(const std::vector<EnteredDeal>& deals, bool sheetIn, int deal, const std::string& confirms,
                            const std::string& seat, const TableSeating& table);

}  // namespace tarot::tournament
