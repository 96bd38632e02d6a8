// Several tournaments side by side on one device (a club runs an afternoon and an evening, or prepares next Friday
// while closing this one): their list with each night's date and season, opening, closing and deleting one. The
// storage keys are described in console.h; a save of a console of one tournament is read as tournament 1.
#include "client/console/console.h"
#include "client/console/words.h"
#include "record/json_reader.h"
#include "season/season.h"
#include <algorithm>
#include <cstdio>

namespace tarot::console {

using match::Text;

namespace {

// The tournaments a damaged list is rebuilt from are looked for up to this id.
constexpr int kMaxProbed = 400;

// "YYYY-MM-DD" of a day counted from 1970-01-01 (proleptic Gregorian).
std::string civilDate(long long days) {
  days += 719468;
  const long long era = (days >= 0 ? days : days - 146096) / 146097;
  const long long doe = days - era * 146097;
  const long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const long long mp = (5 * doy + 2) / 153;
  const int d = int(doy - (153 * mp + 2) / 5 + 1);
  const int m = int(mp < 10 ? mp + 3 : mp - 9);
  const long long y = yoe + era * 400 + (m <= 2);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04lld-%02d-%02d", y, m, d);
  return buf;
}

// A tournament's name and date as its saved document says (its creation's day), for a list rebuilt from the saves.
TournamentEntry entryOfSave(int id, const std::string& text) {
  TournamentEntry e;
  e.id = id;
  tournament::Document d;
  if (d.loadJson(text).empty() && !d.events().empty()) {
    e.name = d.state().name;
    e.date = dateOfClock(d.events().front().at);
  }
  return e;
}

}  // namespace

std::string dateOfClock(std::int64_t at) {
  const std::int64_t day = 86400000;
  return civilDate((at >= 0 ? at : at - day + 1) / day);
}

int seasonOfDate(const std::string& date) { return season::seasonOf(date); }

std::string seasonText(int startYear) { return season::seasonName(startYear); }

std::string Console::keyOf(int id, const char* base) {
  const std::string b = base;
  if (id <= 1) return b;
  const std::string prefix = kTournamentKey;
  return prefix + "." + std::to_string(id) + b.substr(prefix.size());
}

TournamentEntry* Console::entry(int id) {
  for (TournamentEntry& e : list_)
    if (e.id == id) return &e;
  return nullptr;
}

// The list as saved; without one (a console of one tournament, or a list that cannot be read), rebuilt from the
// tournaments' saves found, which are never changed by reading them.
void Console::loadList() {
  list_.clear();
  next_ = 1;
  current_ = 0;
  std::string text, why;
  json::Value v;
  if (storage_.load && storage_.load(kTournamentsKey, &text) && json::parseObject(text, &v, &why)) {
    json::Reader in;
    const int next = in.integer(v, "next", 1, 1 << 30);
    const int open = in.integer(v, "open", 0, 1 << 30);
    const auto* list = in.items(v, "list", -1);
    for (std::size_t i = 0; in.ok() && list && i < list->size(); ++i) {
      json::Reader one;
      TournamentEntry e;
      e.id = one.integer((*list)[i], "id", 1, 1 << 30);
      e.name = one.string((*list)[i], "name");
      e.date = one.string((*list)[i], "date");
      e.season = one.integerOr((*list)[i], "season", 0, 1 << 20, 0);
      if (one.ok() && !entry(e.id)) list_.push_back(e);
    }
    if (in.ok()) {
      next_ = next;
      for (const TournamentEntry& e : list_) next_ = std::max(next_, e.id + 1);
      current_ = entry(open) ? open : 0;
      return;
    }
    list_.clear();
  }
  for (int id = 1; storage_.load && id <= kMaxProbed; ++id)
    if (storage_.load(keyOf(id, kTournamentKey), &text)) {
      list_.push_back(entryOfSave(id, text));
      next_ = id + 1;
      current_ = id;
    }
}

void Console::saveList() {
  if (!storage_.save) return;
  json::Value list = json::Value::array();
  for (const TournamentEntry& e : list_) {
    json::Value o = json::Value::object();
    list.push(o.set("id", e.id).set("name", e.name).set("date", e.date).set("season", e.season));
  }
  json::Value v = json::Value::object();
  v.set("version", 1).set("next", next_).set("open", current_).set("list", std::move(list));
  storage_.save(kTournamentsKey, v.dump());
}

std::vector<TournamentEntry> Console::tournaments() const {
  std::vector<TournamentEntry> sorted = list_;
  std::stable_sort(sorted.begin(), sorted.end(), [](const TournamentEntry& a, const TournamentEntry& b) {
    return a.date != b.date ? a.date > b.date : a.id > b.id;
  });
  return sorted;
}

void Console::forget() {
  members_.clear();
  doc_ = Document();
  drafts_.clear();
  club_ = ClubState();
  corrupt_.clear();
}

std::string Console::openTournament(int id) {
  if (!entry(id)) return tr(lang_, Text::TnNoTournament);
  forget();
  current_ = id;
  const std::string why = openSaved();
  saveList();
  return why;
}

void Console::closeTournament() {
  forget();
  current_ = 0;
  saveList();
}

std::string Console::deleteTournament(int id) {
  if (!entry(id)) return tr(lang_, Text::TnNoTournament);
  if (storage_.remove)
    for (const char* base : {kTournamentKey, kDraftsKey, kClubKey, kMembersKey}) storage_.remove(keyOf(id, base));
  list_.erase(std::remove_if(list_.begin(), list_.end(), [id](const TournamentEntry& e) { return e.id == id; }),
              list_.end());
  if (current_ == id) {
    forget();
    current_ = 0;
  }
  saveList();
  return "";
}

std::string Console::nightDate() const {
  for (const TournamentEntry& e : list_)
    if (e.id == current_ && open()) return e.date;
  return "";
}

int Console::nightSeason() const {
  for (const TournamentEntry& e : list_)
    if (e.id == current_ && open()) return e.season ? e.season : season::seasonOf(e.date);
  return 0;
}

std::string Console::setNight(const std::string& date, int seasonYear) {
  TournamentEntry* e = entry(current_);
  if (!open() || !e) return tr(lang_, Text::TnNoTournament);
  const int of = season::seasonOf(date);
  if (of < 0 || date.size() != 10) return words(lang_, Text::TnNightBadDate, {}, {{"text", date}});
  if (seasonYear && (seasonYear < of - 1 || seasonYear > of + 1))
    return words(lang_, Text::TnNightBadSeason, {}, {{"text", season::seasonName(seasonYear)}, {"date", date}});
  const bool changed = e->date != date || e->season != (seasonYear == of ? 0 : seasonYear);
  e->date = date;
  e->season = seasonYear == of ? 0 : seasonYear;
  if (changed) saveList();
  return "";
}

}  // namespace tarot::console
