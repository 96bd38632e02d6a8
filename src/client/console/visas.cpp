// The arbitrator's visa on a sur contrat at the console: the deals awaiting it, worded, and the visa given.
#include "client/console/console.h"
#include "client/console/words.h"
#include "tournament/events.h"

namespace tarot::console {

using match::Text;

std::vector<tournament::AwaitedVisa> Console::visasAwaited(int position) const {
  return tournament::visasAwaited(state(), position);
}

std::string Console::visaText(const tournament::AwaitedVisa& v, bool withPosition) const {
  const Texts what = {{"contract", tr(lang_, v.contract == Contract::GardeSans ? Text::GardeSans : Text::GardeContre)},
                      {"taker", v.taker ? playerName(v.taker) : std::string(tr(lang_, Text::OnlineBotSeat))}};
  return words(lang_, withPosition ? Text::TnVisaLine : Text::TnVisaShort,
               {{"p", v.position}, {"t", v.table}, {"d", v.deal}}, what);
}

std::string Console::giveVisa(int position, int table, int deal, std::int64_t at) {
  if (!open()) return tr(lang_, Text::TnNoTournament);
  return append(tournament::visaEvent(position, table, deal), at);
}

}  // namespace tarot::console
