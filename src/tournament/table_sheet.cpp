// A table's sheet scored by the engine's scoring, the same code as played deals and the scorer's mode.
#include "tournament/table_sheet.h"

namespace tarot::tournament {

int sheetPeople(const TableSeating& table, std::array<int, 5>* orientationOfPerson) {
  int n = 0;
  for (int o = 0; o < 5; ++o)
    if (table.seat[o] != 0) (*orientationOfPerson)[n++] = o;
  return n;
}

int sheetPeople(const TableSeating& table, const TableSheet& sheet, std::array<int, 5>* orientationOfPerson) {
  int n = 0;
  for (int o = 0; o < 5; ++o)
    if (table.seat[o] != 0 || sheet.bots[std::size_t(o)]) (*orientationOfPerson)[n++] = o;
  return n;
}

namespace {

// A blank sheet — every total 0, or no deal at all — says nothing was played: the arbitrator marks it so (a position
// not played at the table), else it is a sheet handed in before it was filled. An online table's clock may end before
// its first deal: that sheet says so itself.
Rejection checkBlank(const TableSheet& sheet) {
  bool blank = sheet.totalsOnly ? sheet.totals == std::array<int, 5>{} : sheet.deals.empty();
  if (sheet.notPlayed) return blank ? Rejection{} : refuse(RejectionCode::NotPlayedScored);
  return blank && !sheet.clockEnded ? refuse(RejectionCode::SheetBlank) : Rejection{};
}

}  // namespace

Rejection checkSheetCoded(const TableSheet& sheet, const TableSeating& table) {
  using C = RejectionCode;
  std::array<int, 5> orient{};
  const int people = sheetPeople(table, sheet, &orient);
  if (people < 3 || people > 5) return refuse(C::TablePeople, people);
  if (const Rejection r = checkBlank(sheet)) return r;
  if (sheet.totalsOnly) {
    int sum = 0;
    for (int o = 0; o < 5; ++o) {
      if (table.seat[o] == 0 && !sheet.bots[std::size_t(o)] && sheet.totals[o] != 0) return refuse(C::TotalForEmptySeat, o);
      sum += sheet.totals[o];
    }
    if (sum != 0) return refuse(C::TotalsNotZero, sum);
    return {};
  }
  for (std::size_t i = 0; i < sheet.deals.size(); ++i) {
    const SheetDeal& d = sheet.deals[i];
    if (d.annulled) {
      if (d.entry.dealer < 0 || d.entry.dealer >= people) return refuse(C::DealerNeeded, int(i + 1));
      continue;
    }
    if (const EntryCheck c = checkEntry(d.entry, people)) {
      Rejection r = refuse(C::DealRefused, int(i + 1));
      r.entry = c;
      return r;
    }
  }
  const SheetScores s = scoreSheet(sheet, table);
  int sum = 0;
  for (int x : s.bilan) sum += x;
  if (sum != 0) return refuse(C::BilansNotZero, sum);
  return {};
}

std::string checkSheet(const TableSheet& sheet, const TableSeating& table) { return checkSheetCoded(sheet, table).english(); }

SheetScores scoreSheet(const TableSheet& sheet, const TableSeating& table) {
  SheetScores s;
  std::array<int, 5> orient{};
  const int people = sheetPeople(table, sheet, &orient);
  if (sheet.totalsOnly) {
    s.bilan = sheet.totals;
    s.dealsPlayed = sheet.dealsPlayed;
    return s;
  }
  for (const SheetDeal& d : sheet.deals) {
    if (d.annulled) continue;
    const EntryScore e = scoreEntry(d.entry, people);
    ++s.dealsPlayed;
    for (int p = 0; p < people; ++p) s.bilan[std::size_t(orient[std::size_t(p)])] += e.scores[std::size_t(p)];
    if (!e.result.made) continue;
    const int o = orient[std::size_t(d.entry.taker)];
    ++s.contractsMade[o];
    if (d.entry.input.contract == Contract::GardeSans) ++s.gardeSansMade[o];
    if (d.entry.input.contract == Contract::GardeContre) ++s.gardeContreMade[o];
  }
  return s;
}

}  // namespace tarot::tournament
