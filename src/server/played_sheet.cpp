// The played deals as scorer entries: the record replayed by the engine gives the summary the scoring reads.
#include "server/played_sheet.h"
#include "record/deal_record.h"

namespace tarot::server {

using tournament::SheetDeal;
using tournament::TableSheet;

bool sheetFromPlayed(const std::vector<match::DealEntry>& history, TableSheet* out) {
  TableSheet sheet;
  for (const match::DealEntry& e : history) {
    SheetDeal d;
    d.entry.dealer = e.dealerPerson;
    if (e.annulled != Annulment::None) {
      d.annulled = true;
      sheet.deals.push_back(d);
      continue;
    }
    GameState g;
    RecordError err;
    if (!replayRecord(e.record, &g, &err)) return false;
    d.entry.input = g.scoreSummary();
    d.entry.taker = e.seating.personOfSeat[e.result.taker];
    d.entry.partner = e.result.partner >= 0 ? e.seating.personOfSeat[e.result.partner] : -1;
    sheet.deals.push_back(d);
  }
  *out = sheet;
  return true;
}

}  // namespace tarot::server
