// A table's sheet while its phones enter it: deal_entry.h's rules asked, then applied, in one place.
#include "tournament/sheet_entry.h"
#include "tournament/events.h"
#include "tournament/table_sheet.h"

namespace tarot::tournament {

SheetEntry SheetEntry::forDeals(int deals) {
  SheetEntry s;
  s.deals.resize(std::size_t(deals > 0 ? deals : 0));
  return s;
}

std::vector<EnteredDeal> SheetEntry::states() const { return std::vector<EnteredDeal>(deals.begin(), deals.end()); }

DealEntryRefusal SheetEntry::checkEnter(bool sheetIn, int deal, const json::Value& entry, const TableSeating& table,
                                        SheetDeal* out, std::string* why) const {
  if (DealEntryRefusal r = canEnter(states(), sheetIn, deal)) return r;
  // The deal itself, read and checked as a sheet of one deal at this table (its seats, the scorer's model).
  std::string bad = dealFromJson(entry, out);
  if (bad.empty()) {
    TableSheet one;
    one.deals.push_back(*out);
    bad = checkSheet(one, table);
  }
  if (bad.empty()) return {};
  if (bad.rfind("deal 1: ", 0) == 0) bad = bad.substr(8);
  if (why) *why = "deal " + std::to_string(deal) + ": " + bad;
  DealEntryRefusal r;
  r.code = DealEntryCode::BadDeal;
  r.deal = deal;
  return r;
}

DealEntryRefusal SheetEntry::checkConfirm(bool sheetIn, int deal, const std::string& confirms, const std::string& seat,
                                          const TableSeating& table) const {
  return canConfirm(states(), sheetIn, deal, confirms, seat, table);
}

void SheetEntry::enter(int deal, const SheetDeal& entered, const std::string& id) {
  ids.insert(id);
  if (deal < 1 || deal > int(deals.size())) return;
  EntryDeal& d = deals[std::size_t(deal - 1)];
  d.entered = true;
  d.deal = entered;
  d.entryId = id;
}

bool SheetEntry::confirm(int deal, const std::string& seat, const std::string& id) {
  ids.insert(id);
  if (deal < 1 || deal > int(deals.size())) return false;
  EntryDeal& d = deals[std::size_t(deal - 1)];
  const bool was = complete();
  d.confirmed = true;
  d.confirmedBy = seat;
  return !was && complete();
}

bool SheetEntry::complete() const {
  for (const EntryDeal& d : deals)
    if (!d.confirmed) return false;
  return true;
}

int SheetEntry::confirmedCount() const {
  int n = 0;
  for (const EntryDeal& d : deals) n += d.confirmed;
  return n;
}

TableSheet SheetEntry::sheet() const {
  TableSheet out;
  for (const EntryDeal& d : deals)
    if (d.confirmed) out.deals.push_back(d.deal);
  return out;
}

std::string dealFromJson(const json::Value& entry, SheetDeal* out) {
  json::Value wrap = json::Value::object();
  json::Value list = json::Value::array();
  list.push(entry);
  wrap.set("deals", list);
  TableSheet one;
  if (std::string why = sheetFromJson(wrap, &one); !why.empty()) return why;
  if (one.deals.size() != 1) return "an entry without its deal";
  *out = one.deals[0];
  return "";
}

json::Value dealToJson(const SheetDeal& deal) {
  TableSheet one;
  one.deals.push_back(deal);
  return sheetToJson(one).find("deals")->items()[0];
}

}  // namespace tarot::tournament
