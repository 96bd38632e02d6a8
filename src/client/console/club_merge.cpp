// The console's document and the club server's: the club state saved, the server's events taken in.
#include "client/console/console.h"
#include "client/console/words.h"
#include "tournament/events.h"

namespace tarot::console {

using namespace tournament;

namespace {

// What an event was, for the arbitrator: "la feuille de la table 2 (position 1)", "the registration of Anne".
std::string describe(Lang lang, const Event& e) {
  using match::Text;
  const json::Value* p = e.data.find("position");
  const json::Value* t = e.data.find("table");
  const int position = p && p->isInt() ? p->asInt() : 0, table = t && t->isInt() ? t->asInt() : 0;
  if (e.kind == "visa") {
    const json::Value* d = e.data.find("deal");
    return words(lang, Text::TnVisaDescribe, {{"p", position}, {"t", table}, {"d", d && d->isInt() ? d->asInt() : 0}});
  }
  if (table > 0)  // a sheet or its correction: the other events that name a table
    return words(lang, Text::TnClubDescribeSheet, {{"p", position}, {"t", table}});
  if (e.kind == "register") {
    const json::Value* n = e.data.find("name");
    return words(lang, Text::TnClubDescribeRegister, {}, {{"name", n && n->isString() ? n->asString() : "?"}});
  }
  if (e.kind == "start_position") return words(lang, Text::TnClubDescribeStart, {{"p", position}});
  if (e.kind == "close_position") return words(lang, Text::TnClubDescribeClose, {{"p", position}});
  return words(lang, Text::TnClubDescribeChange, {}, {{"kind", e.kind}});
}

}  // namespace

void Console::setClub(const ClubState& c) {
  club_ = c;
  if (!storage_.save) return;
  if (club_.publishing()) storage_.save(key(kClubKey), club_.toJson());
  else if (storage_.remove) storage_.remove(key(kClubKey));
}

std::string Console::adoptServerEvents(std::size_t held, const std::vector<Event>& server,
                                       std::vector<std::string>* dropped) {
  const std::vector<Event>& mine = doc_.events();
  if (held > mine.size()) held = mine.size();
  if (held == mine.size()) {
    // Nothing of this device's waits: the server's events follow the document.
    Document trial = doc_;
    for (const Event& e : server)
      if (!trial.append(e, e.at, e.author).empty())
        return words(lang_, match::Text::TnClubOtherTournament, {}, {{"why", refusal(trial.lastRejection())}});
    doc_ = std::move(trial);
    save();
    return "";
  }
  Document next;
  for (std::size_t i = 0; i < held; ++i)
    if (!next.append(mine[i], mine[i].at, mine[i].author).empty()) return refusal(next.lastRejection());
  for (const Event& e : server)
    if (!next.append(e, e.at, e.author).empty())
      return words(lang_, match::Text::TnClubOtherTournament, {}, {{"why", refusal(next.lastRejection())}});
  for (std::size_t i = held; i < mine.size(); ++i) {
    if (next.append(mine[i], mine[i].at, mine[i].author).empty()) continue;
    if (dropped)
      dropped->push_back(words(lang_, match::Text::TnClubAuthority, {},
                               {{"what", describe(lang_, mine[i])}, {"why", refusal(next.lastRejection())}}));
  }
  doc_ = std::move(next);
  save();
  return "";
}

std::string Console::dropUnsent(std::size_t index, const std::string& why, std::string* what) {
  const std::vector<Event>& mine = doc_.events();
  if (index >= mine.size() || index < club_.held) return "";
  Document next;
  for (std::size_t i = 0; i < mine.size(); ++i) {
    if (i == index) continue;
    if (!next.append(mine[i], mine[i].at, mine[i].author).empty() && i < index) return refusal(next.lastRejection());
  }
  if (what)
    *what = words(lang_, match::Text::TnClubRefusesChange, {}, {{"what", describe(lang_, mine[index])}, {"why", why}});
  doc_ = std::move(next);
  save();
  return "";
}

}  // namespace tarot::console
