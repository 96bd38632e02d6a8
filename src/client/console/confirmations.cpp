// The questions the console asks before an act one tap cannot take back, decided from the document: what the act
// does, and what is still missing (the deals a sheet lacks, the sheets a position lacks, the withdrawing player's
// sheet not in).
#include "client/console/console.h"
#include "client/console/words.h"
#include "tournament/events.h"
#include "words/numbers.h"

namespace tarot::console {

using match::Text;

namespace {

// "3, 5 et 7" / "3, 5 and 7".
std::string tableList(Lang lang, const std::vector<int>& tables) {
  std::vector<std::string> items;
  for (int t : tables) items.push_back(std::to_string(t));
  return words::listText(lang, items);
}

}  // namespace

Confirmation Console::askHandIn(int position, int table, bool totals, bool notPlayed) const {
  Confirmation c;
  c.act = Confirmation::Act::HandIn;
  c.position = position;
  c.table = table;
  c.totals = totals;
  c.notPlayed = totals && notPlayed;
  c.correction = sheetEntered(position, table);
  c.dealsExpected = tournament::dealsAt(state().settings, position);
  c.deals = totals ? (c.notPlayed ? 0 : c.dealsExpected) : int(draft(position, table).deals.size());
  const Numbers where = {{"p", position}, {"t", table}, {"d", c.deals}, {"n", c.dealsExpected},
                         {"m", c.dealsExpected - c.deals}};
  if (c.notPlayed) c.text = words(lang_, Text::TnAskNotPlayed, where);
  else if (totals) c.text = words(lang_, Text::TnAskTotals, where);
  else c.text = words(lang_, Text::TnAskHandIn, where);
  if (!totals && c.deals < c.dealsExpected) c.text += " " + words(lang_, Text::TnAskDealsMissing, where);
  if (c.correction) c.text += " " + words(lang_, Text::TnAskCorrection, where);
  return c;
}

Confirmation Console::askWithdraw(int player) const {
  Confirmation c;
  c.act = Confirmation::Act::Withdraw;
  c.player = player;
  c.position = positionsStarted();
  if (player < 1 || player > int(state().players.size())) {
    c.possible = false;
    c.text = refusalWords(lang_, tournament::refuse(tournament::RejectionCode::NoSuchPlayer, player));
    return c;
  }
  // What the document would refuse (a player who has withdrawn already) is said at once, with no "Confirm".
  tournament::Document trial = doc_;
  if (!trial.append(tournament::withdrawalEvent(player, c.position), 0, kAuthor).empty()) {
    c.possible = false;
    c.text = refusalWords(lang_, trial.lastRejection());
    return c;
  }
  const Texts name = {{"name", playerName(player)}};
  if (c.position == 0) {
    c.text = words(lang_, Text::TnAskWithdrawBefore, {}, name);
    return c;
  }
  c.text = words(lang_, Text::TnAskWithdraw, {{"p", c.position}, {"q", c.position + 1}}, name);
  // The position being played: the player's sheet there still counts and is still awaited.
  const tournament::PositionState* ps = state().position(c.position);
  for (std::size_t t = 0; ps && t < ps->seating.size(); ++t)
    for (int seat : ps->seating[t].seat)
      if (seat == player && !ps->sheets[t].entered) c.missingSheets.push_back(int(t + 1));
  if (!c.missingSheets.empty())
    c.text += " " + words(lang_, Text::TnAskWithdrawSheet, {{"t", c.missingSheets[0]}, {"p", c.position}});
  return c;
}

Confirmation Console::askClose(int position) const {
  Confirmation c;
  c.act = Confirmation::Act::ClosePosition;
  c.position = position;
  const tournament::PositionState* ps = state().position(position);
  for (std::size_t t = 0; ps && t < ps->sheets.size(); ++t)
    if (!ps->sheets[t].entered) c.missingSheets.push_back(int(t + 1));
  // The document refuses to close a position with a sheet missing (tournament::RejectionCode::SheetMissing).
  c.possible = ps && ps->started && !ps->closed && c.missingSheets.empty();
  const long m = long(c.missingSheets.size());
  if (!c.missingSheets.empty())
    c.text = words(lang_, Text::TnAskCloseMissing, {{"p", position}, {"m", m}},
                   {{"missing_tables", tableList(lang_, c.missingSheets)}});
  else
    c.text = words(lang_, Text::TnAskClose, {{"p", position}, {"q", position + 1}});
  // A garde sans or garde contre without the arbitrator's visa: said, which ones; the visa may follow the closing.
  const std::vector<tournament::AwaitedVisa> visas = visasAwaited(position);
  std::string which;
  for (const tournament::AwaitedVisa& v : visas) {
    c.visasAwaited.push_back({v.table, v.deal});
    which += (which.empty() ? "" : "; ") + visaText(v, false);
  }
  if (c.possible && !visas.empty())
    c.text += " " + words(lang_, Text::TnAskCloseVisas, {{"m", long(visas.size())}}, {{"which", which}});
  return c;
}

}  // namespace tarot::console
