// The arbitrator's visa on a sur contrat (FFT rulebook, chapter 4): "Pour un sur contrat (garde Sans et/ou garde
// Contre) le joueur doit toujours appeler l'arbitre"; "En tournoi libre, l'arbitre doit être appelé pour tout sur
// contrat ... Une fois le sur contrat accordé, l'arbitre vise la feuille de marque". Which deals need the visa, which
// still await it; the visa itself is the arbitrator's event "visa" (document.h), who and when kept with it.
#pragma once
#include "tournament/document.h"
#include <vector>

namespace tarot::tournament {

// A garde sans or a garde contre: the arbitrator is called and visas the sheet.
bool needsVisa(Contract c);
// A deal played (not annulled) in a sur contrat. A sheet of totals has no contract per deal: nothing to visa.
bool needsVisa(const SheetDeal& d);
// Whether the arbitrator has given the visa on deal k (1-based) of this table's sheet.
bool visaGiven(const SheetRecord& rec, int deal);

// A deal of a sheet in the document that needs the visa and has none yet.
struct AwaitedVisa {
  int position = 0, table = 0, deal = 0;
  Contract contract = Contract::GardeSans;
  int taker = 0;  // the player (0: a bot's seat of an online position)
  bool operator==(const AwaitedVisa& o) const {
    return position == o.position && table == o.table && deal == o.deal && contract == o.contract && taker == o.taker;
  }
};
// The deals awaiting the visa, by position, table and deal; `position` 0: every position.
std::vector<AwaitedVisa> visasAwaited(const State& s, int position = 0);
// Whether the visa may be given on deal k of the table's sheet at position p now (false when it may).
Rejection visaCheck(const State& s, int position, int table, int deal);

}  // namespace tarot::tournament
