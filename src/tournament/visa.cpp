// The sur contrats that call the arbitrator, and the visas still awaited on the sheets handed in.
#include "tournament/visa.h"
#include "tournament/table_sheet.h"

namespace tarot::tournament {

bool needsVisa(Contract c) { return c == Contract::GardeSans || c == Contract::GardeContre; }

bool needsVisa(const SheetDeal& d) { return !d.annulled && needsVisa(d.entry.input.contract); }

bool visaGiven(const SheetRecord& rec, int deal) {
  for (const Visa& v : rec.visas)
    if (v.deal == deal) return true;
  return false;
}

std::vector<AwaitedVisa> visasAwaited(const State& s, int position) {
  std::vector<AwaitedVisa> out;
  for (std::size_t p = 0; p < s.positions.size(); ++p) {
    if (position != 0 && int(p + 1) != position) continue;
    const PositionState& ps = s.positions[p];
    for (std::size_t t = 0; t < ps.sheets.size() && t < ps.seating.size(); ++t) {
      const SheetRecord& rec = ps.sheets[t];
      if (!rec.entered || rec.sheet.totalsOnly) continue;
      std::array<int, 5> orientation{};
      const int people = sheetPeople(ps.seating[t], rec.sheet, &orientation);
      for (std::size_t k = 0; k < rec.sheet.deals.size(); ++k) {
        const SheetDeal& d = rec.sheet.deals[k];
        if (!needsVisa(d) || visaGiven(rec, int(k + 1))) continue;
        AwaitedVisa a;
        a.position = int(p + 1);
        a.table = int(t + 1);
        a.deal = int(k + 1);
        a.contract = d.entry.input.contract;
        const int taker = d.entry.taker;
        a.taker = taker >= 0 && taker < people ? ps.seating[t].seat[std::size_t(orientation[std::size_t(taker)])] : 0;
        out.push_back(a);
      }
    }
  }
  return out;
}

Rejection visaCheck(const State& s, int position, int table, int deal) {
  const PositionState* ps = s.position(position);
  if (!ps) return at(refuse(RejectionCode::PositionNotStarted), position, table);
  if (table < 1 || table > int(ps->seating.size()))
    return at(refuse(RejectionCode::NoSuchTable, int(ps->seating.size())), position, table);
  if (deal < 1 || deal > s.settings.dealsPerPosition)
    return at(refuse(RejectionCode::NoSuchDeal, s.settings.dealsPerPosition), position, table);
  const SheetRecord& rec = ps->sheets[std::size_t(table - 1)];
  // The visa is written on the sheet: it is given once the table's deals are in the document.
  if (!rec.entered) return at(refuse(RejectionCode::VisaNoSheet, deal), position, table);
  if (visaGiven(rec, deal)) return at(refuse(RejectionCode::VisaAlreadyGiven, deal), position, table);
  const bool inSheet = !rec.sheet.totalsOnly && deal <= int(rec.sheet.deals.size());
  if (!inSheet || !needsVisa(rec.sheet.deals[std::size_t(deal - 1)]))
    return at(refuse(RejectionCode::VisaNotNeeded, deal), position, table);
  return {};
}

}  // namespace tarot::tournament
