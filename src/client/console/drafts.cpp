// The sheets being entered deal by deal, kept on the device after each deal under their own key (a reload finds
// them), apart from the tournament's document: a draft is not an event until it is handed in.
#include "client/console/console.h"
#include "tournament/events.h"
#include "record/json_reader.h"
#include "tournament/table_sheet.h"
#include <climits>
#include <cstdio>

namespace tarot::console {

using namespace tournament;

const TableSheet& Console::draft(int position, int table) const {
  static const TableSheet kEmpty;
  const auto it = drafts_.find({position, table});
  return it == drafts_.end() ? kEmpty : it->second;
}

std::string Console::addDraftDeal(int position, int table, const match::ScorerEntry& entry) {
  std::array<std::string, 5> names;
  const int people = tablePeople(position, table, &names);
  if (people == 0) {
    char buf[200];
    std::snprintf(buf, sizeof buf, tr(lang_, match::Text::TnNoSuchTable), table, position);
    return buf;
  }
  if (const match::EntryCheck c = match::checkEntry(entry, people)) return match::entryRefusalText(lang_, c);
  SheetDeal d;
  d.entry = entry;
  drafts_[{position, table}].deals.push_back(d);
  saveDrafts();
  return "";
}

void Console::undoDraftDeal(int position, int table) {
  const auto it = drafts_.find({position, table});
  if (it == drafts_.end() || it->second.deals.empty()) return;
  it->second.deals.pop_back();
  if (it->second.deals.empty()) drafts_.erase(it);
  saveDrafts();
}

std::string Console::handInDraft(int position, int table, std::int64_t at, const std::string& reason) {
  const std::string why = enterSheet(position, table, draft(position, table), at, reason);
  if (!why.empty()) return why;
  drafts_.erase({position, table});
  saveDrafts();
  return "";
}

// {"drafts":[{"position","table","sheet"}...]}
void Console::saveDrafts() {
  if (!storage_.save) return;
  json::Value list = json::Value::array();
  for (const auto& [key, sheet] : drafts_) {
    json::Value o = json::Value::object();
    list.push(o.set("position", key.first).set("table", key.second).set("sheet", sheetToJson(sheet)));
  }
  json::Value v = json::Value::object();
  storage_.save(key(kDraftsKey), v.set("drafts", list).dump());
}

// A draft that cannot be read is dropped (the handed-in sheets are in the document).
void Console::loadDrafts() {
  drafts_.clear();
  std::string text, err;
  json::Value v;
  if (!storage_.load || !storage_.load(key(kDraftsKey), &text) || !json::parseObject(text, &v, &err)) return;
  json::Reader in;
  const auto* list = in.items(v, "drafts", -1);
  for (std::size_t i = 0; list && i < list->size(); ++i) {
    const json::Value& o = (*list)[i];
    json::Reader draft;  // a draft that does not read is dropped, the others kept
    const int position = draft.integer(o, "position", INT_MIN, INT_MAX);
    const int table = draft.integer(o, "table", INT_MIN, INT_MAX);
    const json::Value* s = draft.get(o, "sheet");
    TableSheet sheet;
    if (!draft.ok() || !s || !sheetFromJson(*s, &sheet).empty()) continue;
    drafts_[{position, table}] = sheet;
  }
}

}  // namespace tarot::console
