// Who enters and who confirms a table's deals, and what locks: the one model the server's desk and the phone ask.
#include "tournament/deal_entry.h"

namespace tarot::tournament {

namespace {

DealEntryRefusal refused(DealEntryCode code, int deal, int a = 0) {
  DealEntryRefusal r;
  r.code = code;
  r.deal = deal;
  r.a = a;
  return r;
}

// What both an entry and a confirmation need: a sheet still open and a deal of the position.
DealEntryRefusal openDeal(const std::vector<EnteredDeal>& deals, bool sheetIn, int deal) {
  if (sheetIn) return refused(DealEntryCode::SheetIn, deal);
  if (deal < 1 || deal > int(deals.size())) return refused(DealEntryCode::NoSuchDeal, deal, int(deals.size()));
  if (deals[std::size_t(deal - 1)].confirmed) return refused(DealEntryCode::Locked, deal);
  return {};
}

}  // namespace

std::string DealEntryRefusal::english() const {
  const std::string d = "deal " + std::to_string(deal);
  switch (code) {
    case DealEntryCode::None: return "";
    case DealEntryCode::SheetUnknown: return "the table's sheet has not arrived yet";
    case DealEntryCode::SheetIn: return "the sheet is in: only the director changes it now";
    case DealEntryCode::NoSuchDeal: return "\"deal\": 1 to " + std::to_string(a);
    case DealEntryCode::Locked: return d + " is confirmed: only the director changes it";
    case DealEntryCode::EarlierMissing: return d + ": deal " + std::to_string(a) + " is entered first";
    case DealEntryCode::NotEntered: return d + " has not been entered";
    case DealEntryCode::EnteredAgain: return d + " was entered again: confirm the entry shown now";
    case DealEntryCode::NoSeat: return "\"seat\" is N, S, E, W or 5";
    case DealEntryCode::EmptySeat: return d + ": nobody sits at that seat";
    case DealEntryCode::KeeperConfirms: return d + ": the seat that enters the deals cannot confirm them: another seat does";
    case DealEntryCode::BadDeal: return d + ": " + std::string(entryCheckText(entry));
  }
  return "";
}

int keeperOrientation(const TableSeating& table) {
  for (int o = 0; o < 5; ++o)
    if (table.seat[std::size_t(o)]) return o;
  return 0;
}

int orientationOf(const std::string& letter) {
  static const char kLetters[] = "NSEW5";
  for (int o = 0; letter.size() == 1 && o < 5; ++o)
    if (letter[0] == kLetters[o]) return o;
  return -1;
}

int nextDealToEnter(const std::vector<EnteredDeal>& deals) {
  for (std::size_t k = 0; k < deals.size(); ++k)
    if (!deals[k].entered && !deals[k].confirmed) return int(k + 1);
  return 0;
}

int dealToConfirm(const std::vector<EnteredDeal>& deals) {
  for (std::size_t k = 0; k < deals.size(); ++k)
    if (deals[k].entered && !deals[k].confirmed) return int(k + 1);
  return 0;
}

DealEntryRefusal canEnter(const std::vector<EnteredDeal>& deals, bool sheetIn, int deal) {
  if (DealEntryRefusal r = openDeal(deals, sheetIn, deal)) return r;
  if (deals[std::size_t(deal - 1)].entered) return {};  // a correction before the confirmation, on purpose
  if (deal > 1 && !deals[std::size_t(deal - 2)].entered && !deals[std::size_t(deal - 2)].confirmed)
    return refused(DealEntryCode::EarlierMissing, deal, deal - 1);
  return {};
}

DealEntryRefusal canConfirm(const std::vector<EnteredDeal>& deals, bool sheetIn, int deal, const std::string& confirms,
                            const std::string& seat, const TableSeating& table) {
  if (DealEntryRefusal r = openDeal(deals, sheetIn, deal)) return r;
  const EnteredDeal& d = deals[std::size_t(deal - 1)];
  if (!d.entered) return refused(DealEntryCode::NotEntered, deal);
  if (confirms != d.entryId) return refused(DealEntryCode::EnteredAgain, deal);
  const int o = orientationOf(seat);
  if (o < 0) return refused(DealEntryCode::NoSeat, deal);
  if (!table.seat[std::size_t(o)]) return refused(DealEntryCode::EmptySeat, deal);
  if (o == keeperOrientation(table)) return refused(DealEntryCode::KeeperConfirms, deal);
  return {};
}

}  // namespace tarot::tournament
