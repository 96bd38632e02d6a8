// The console's document and the club server's: the club state saved, the server's events taken in.
#include "client/console/console.h"
#include "client/console/words.h"
#include "tournament/events.h"

namespace tarot::console {

using namespace tournament;

namespace {

// What an event was, for the arbitrator: "la feuille de la table 2 (position 1)", "the registration of Anne".
std::string describe(Lang lang, const Event& e) {
  const bool fr = lang == Lang::French;
  const json::Value* p = e.data.find("position");
  const json::Value* t = e.data.find("table");
  const int position = p && p->isInt() ? p->asInt() : 0, table = t && t->isInt() ? t->asInt() : 0;
  if (e.kind == "visa") {
    const json::Value* d = e.data.find("deal");
    return words(lang, match::Text::TnVisaDescribe,
                 {{"p", position}, {"t", table}, {"d", d && d->isInt() ? d->asInt() : 0}});
  }
  if (table > 0)  // a sheet or its correction: the other events that name a table
    return fr ? "la feuille de la table " + std::to_string(table) + " (position " + std::to_string(position) + ")"
              : "table " + std::to_string(table) + "'s sheet (position " + std::to_string(position) + ")";
  if (e.kind == "register") {
    const json::Value* n = e.data.find("name");
    const std::string name = n && n->isString() ? n->asString() : "?";
    return fr ? "l'inscription de " + name : "the registration of " + name;
  }
  if (e.kind == "start_position")
    return fr ? "le départ de la position " + std::to_string(position) : "the start of position " + std::to_string(position);
  if (e.kind == "close_position")
    return fr ? "la clôture de la position " + std::to_string(position) : "the closing of position " + std::to_string(position);
  return fr ? "le changement « " + e.kind + " »" : "the change \"" + e.kind + "\"";
}

}  // namespace

void Console::setClub(const ClubState& c) {
  club_ = c;
  if (!storage_.save) return;
  if (club_.publishing()) storage_.save(kClubKey, club_.toJson());
  else if (storage_.remove) storage_.remove(kClubKey);
}

std::string Console::adoptServerEvents(std::size_t held, const std::vector<Event>& server,
                                       std::vector<std::string>* dropped) {
  const bool fr = lang_ == Lang::French;
  const std::vector<Event>& mine = doc_.events();
  if (held > mine.size()) held = mine.size();
  if (held == mine.size()) {
    // Nothing of this device's waits: the server's events follow the document.
    Document trial = doc_;
    for (const Event& e : server)
      if (!trial.append(e, e.at, e.author).empty())
        return (fr ? "Le serveur du club a un autre tournoi que celui-ci : " : "The club's server holds another "
                                                                              "tournament than this one: ") +
               refusal(trial.lastRejection());
    doc_ = std::move(trial);
    save();
    return "";
  }
  Document next;
  for (std::size_t i = 0; i < held; ++i)
    if (!next.append(mine[i], mine[i].at, mine[i].author).empty()) return refusal(next.lastRejection());
  for (const Event& e : server)
    if (!next.append(e, e.at, e.author).empty())
      return (fr ? "Le serveur du club a un autre tournoi que celui-ci : " : "The club's server holds another "
                                                                            "tournament than this one: ") +
             refusal(next.lastRejection());
  for (std::size_t i = held; i < mine.size(); ++i) {
    if (next.append(mine[i], mine[i].at, mine[i].author).empty()) continue;
    if (dropped)
      dropped->push_back(
          (fr ? "Le serveur du club fait foi : " + describe(lang_, mine[i]) + " n'est pas gardé, car "
              : "The club's server is the authority: " + describe(lang_, mine[i]) + " is not kept, because ") +
          refusal(next.lastRejection()));
  }
  doc_ = std::move(next);
  save();
  return "";
}

std::string Console::dropUnsent(std::size_t index, const std::string& why, std::string* what) {
  const bool fr = lang_ == Lang::French;
  const std::vector<Event>& mine = doc_.events();
  if (index >= mine.size() || index < club_.held) return "";
  Document next;
  for (std::size_t i = 0; i < mine.size(); ++i) {
    if (i == index) continue;
    if (!next.append(mine[i], mine[i].at, mine[i].author).empty() && i < index) return refusal(next.lastRejection());
  }
  if (what)
    *what = fr ? "Le serveur du club refuse " + describe(lang_, mine[index]) + " : ce changement est retiré. " + why
               : "The club's server refuses " + describe(lang_, mine[index]) + ": this change is withdrawn. " + why;
  doc_ = std::move(next);
  save();
  return "";
}

}  // namespace tarot::console
