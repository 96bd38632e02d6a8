// The past games: each finished match saved whole, and an index of them as JSON.
#include "client/saved_games.h"
#include "match/scoresheet.h"
#include "record/json_reader.h"
#include <climits>

namespace tarot::client {

namespace {

const char* const kIndexKey = "games/index";
std::string gameKey(const std::string& id) { return "games/" + id; }
std::string asideKey(int slot) {
  return slot == 1 ? std::string(kUnreadableMatchKey) : std::string(kUnreadableMatchKey) + "-" + std::to_string(slot);
}

// Reads one line of the index; false when it has no id (the other members are read as far as they go).
bool gameFromJson(const json::Value& g, SavedGame* out) {
  json::Reader in;
  SavedGame s;
  s.id = in.string(g, "id");
  if (!in.ok()) return false;
  s.date = in.stringOr(g, "date", "");
  const auto* names = in.itemsOr(g, "names");
  const auto* totals = in.itemsOr(g, "totals");
  for (size_t p = 0; names && totals && p < names->size() && p < totals->size(); ++p)
    if ((*names)[p].isString() && (*totals)[p].isNumber())
      s.totals.push_back({(*names)[p].asString(), (*totals)[p].asInt()});
  s.deals = in.integerOr(g, "deals", INT_MIN, INT_MAX, s.deals);
  *out = std::move(s);
  return true;
}

json::Value gameJson(const SavedGame& s) {
  json::Value names = json::Value::array(), totals = json::Value::array();
  for (const auto& [name, total] : s.totals) { names.push(name); totals.push(total); }
  json::Value o = json::Value::object();
  return o.set("id", s.id).set("date", s.date).set("names", names).set("totals", totals).set("deals", s.deals);
}

}  // namespace

GamesIndex SavedGames::list() {
  GamesIndex index;
  std::string text, why;
  if (!storage_.load || !storage_.load(kIndexKey, &text)) return index;
  json::Value v;
  if (!json::parse(text, &v, &why) || !v.isArray()) {
    index.corrupt = true;
    return index;
  }
  bool dropped = false;
  for (const json::Value& g : v.items()) {
    SavedGame s;
    if (gameFromJson(g, &s)) index.games.push_back(std::move(s));
    else dropped = true;
  }
  if (dropped) write(index);
  return index;
}

const char* SavedGames::archive(const Match& match, const std::string& date) {
  if (!storage_.save || !storage_.load) return nullptr;
  SavedGame s;
  s.id = std::to_string(match.dealSeed() % 1000000007ull) + "-" + std::to_string(match.dealsPlayed());
  s.date = date;
  const auto totals = match.totals();
  for (int p = 0; p < match.settings().people; ++p) s.totals.push_back({match.settings().names[size_t(p)], totals[size_t(p)]});
  s.deals = match.dealsPlayed();
  if (!storage_.save(gameKey(s.id), match.saveJson())) return "save failed";
  GamesIndex index = list();  // a corrupt index starts again from this game
  index.games.push_back(s);
  write(index);
  if (storage_.remove) storage_.remove(kCurrentMatchKey);
  return nullptr;
}

const char* SavedGames::archiveSheet(const Sheet& sheet, const std::string& table, const std::string& date) {
  if (!storage_.save || !storage_.load) return nullptr;
  SavedGame s;
  s.id = "online-" + table;
  s.date = date;
  for (int p = 0; p < sheet.people; ++p) s.totals.push_back({sheet.names[size_t(p)], sheet.totals[size_t(p)]});
  s.deals = sheet.played;
  if (!storage_.save(gameKey(s.id), sheetJson(sheet))) return "save failed";
  GamesIndex index = list();
  GamesIndex kept;
  for (SavedGame& g : index.games)
    if (g.id != s.id) kept.games.push_back(std::move(g));  // one line per table, the last sheet kept
  kept.games.push_back(s);
  write(kept);
  return nullptr;
}

bool SavedGames::isSheetOnly(const std::string& id) const { return id.rfind("online-", 0) == 0; }

const char* SavedGames::openSheet(const std::string& id, Sheet* out) const {
  std::string saved;
  if (!storage_.load || !storage_.load(gameKey(id), &saved)) return "the saved game is missing";
  return sheetFromJson(saved, out);
}

const char* SavedGames::open(const std::string& id, double now, Match* out, std::string* why) const {
  std::string saved;
  if (!storage_.load || !storage_.load(gameKey(id), &saved)) return "the saved game is missing";
  return out->loadJson(saved, now, why);
}

void SavedGames::remove(const std::string& id) {
  if (storage_.remove) storage_.remove(gameKey(id));
  GamesIndex index = list();
  if (index.corrupt) return;
  GamesIndex kept;
  for (SavedGame& g : index.games)
    if (g.id != id) kept.games.push_back(std::move(g));
  write(kept);
}

bool SavedGames::setAsideUnreadable(double now) {
  std::string saved, why, other;
  if (!storage_.load || !storage_.load(kCurrentMatchKey, &saved)) return true;
  Match m;
  if (!m.loadJson(saved, now, &why)) return true;  // readable: not damaged
  if (!storage_.save || !storage_.remove) return false;
  for (int slot = 1; slot <= kUnreadableSlots; ++slot) {
    if (storage_.load(asideKey(slot), &other)) {
      if (other != saved) continue;  // another damaged save, kept
    } else if (!storage_.save(asideKey(slot), saved)) {
      return false;
    }
    storage_.remove(kCurrentMatchKey);  // the same text is kept aside
    return true;
  }
  return false;
}

bool SavedGames::unreadable(std::string* text) const {
  std::string kept;
  for (int slot = 1; slot <= kUnreadableSlots; ++slot)
    if (storage_.load && storage_.load(asideKey(slot), &kept)) {
      if (text) *text = std::move(kept);
      return true;
    }
  return false;
}

void SavedGames::removeUnreadable() {
  std::string kept;
  for (int slot = 1; slot <= kUnreadableSlots; ++slot)
    if (storage_.load && storage_.load(asideKey(slot), &kept)) {
      if (storage_.remove) storage_.remove(asideKey(slot));
      return;
    }
}

void SavedGames::write(const GamesIndex& index) {
  if (!storage_.save) return;
  json::Value v = json::Value::array();
  for (const SavedGame& g : index.games) v.push(gameJson(g));
  storage_.save(kIndexKey, v.dump());
}

}  // namespace tarot::client
