// The console's actions as events, the save after each change, the drafts of sheets entered deal by deal.
#include "client/console/console.h"
#include "client/console/player_list.h"
#include "client/console/seating_plan.h"
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/penalties.h"
#include "tournament/table_sheet.h"
#include <cstdio>

namespace tarot::console {

using namespace tournament;

namespace {

std::string format(const char* pattern, int a, int b) {
  char buf[256];
  std::snprintf(buf, sizeof buf, pattern, a, b);
  return buf;
}

std::string format(const char* pattern, const std::string& a) {
  char buf[512];
  std::snprintf(buf, sizeof buf, pattern, a.c_str());
  return buf;
}

}  // namespace

Console::Console(client::Storage storage, Lang lang) : storage_(std::move(storage)), lang_(lang) {}

std::string Console::resume() {
  std::string text;
  if (!storage_.load || !storage_.load(kTournamentKey, &text)) return "";
  Document d;
  const std::string why = d.loadJson(text);
  if (!why.empty()) {
    doc_ = Document();
    drafts_.clear();
    corrupt_ = format(tr(lang_, match::Text::TnCorruptSave), why);
    return corrupt_;
  }
  doc_ = std::move(d);
  corrupt_.clear();
  loadDrafts();
  return "";
}

void Console::discardSave() {
  if (storage_.remove) {
    storage_.remove(kTournamentKey);
    storage_.remove(kDraftsKey);
  }
  doc_ = Document();
  drafts_.clear();
  corrupt_.clear();
}

std::string Console::refusal(const std::string& why) const {
  return why.empty() ? why : std::string(tr(lang_, match::Text::Refused)) + (lang_ == Lang::French ? "\u00a0: " : ": ") + why;
}

std::string Console::append(Event e, std::int64_t at) {
  const std::string why = doc_.append(std::move(e), at, kAuthor);
  if (why.empty()) save();
  return refusal(why);
}

void Console::save() {
  if (storage_.save) storage_.save(kTournamentKey, doc_.toJson());
}

std::string Console::create(const std::string& name, const Settings& settings, std::int64_t at) {
  if (!corrupt_.empty()) return corrupt_;
  if (name.empty()) return refusal(tr(lang_, match::Text::TnNameNeeded));
  Document fresh;
  const std::string why = fresh.append(createEvent(name, settings), at, kAuthor);
  if (!why.empty()) return refusal(why);
  doc_ = std::move(fresh);
  drafts_.clear();
  saveDrafts();
  save();
  return "";
}

std::string Console::registerPlayer(const std::string& name, std::int64_t at, const std::string& licence,
                                    const std::string& club, const std::string& team) {
  if (!open()) return refusal(tr(lang_, match::Text::TnNoTournament));
  const std::string trimmed = trimName(name);
  if (trimmed.empty()) return refusal(tr(lang_, match::Text::TnNameNeeded));
  return append(registerEvent(trimmed, licence, club, team), at);
}

std::string Console::registerList(const std::string& text, std::int64_t at, int* added) {
  if (added) *added = 0;
  std::vector<ListedPlayer> list;
  const std::string why = readPlayerList(text, &list);
  if (!why.empty()) return refusal(why);
  for (const ListedPlayer& p : list) {
    const std::string w = registerPlayer(p.name, at, p.licence, p.club, p.team);
    if (!w.empty()) return w;
    if (added) ++*added;
  }
  return "";
}

std::string Console::draw(std::uint64_t seed, int champion, std::int64_t at) {
  if (!open()) return refusal(tr(lang_, match::Text::TnNoTournament));
  DrawRequest r;
  r.method = DrawMethod::Random;
  r.seed = seed;
  r.champion = champion;
  PositionSeating start;
  const std::string why = drawStartPositions(state(), r, &start);
  if (!why.empty()) return refusal(why);
  return append(drawEvent(DrawMethod::Random, seed, champion, start), at);
}

std::string Console::startNextPosition(std::int64_t at) {
  const int p = positionsStarted() + 1;
  PositionSeating seating;
  const std::string why = positionSeating(state(), p, &seating);
  if (!why.empty()) return refusal(why);
  return append(startPositionEvent(p, seating), at);
}

std::string Console::enterTotals(int position, int table, const std::array<int, 5>& totals, std::int64_t at) {
  TableSheet sheet;
  sheet.totalsOnly = true;
  sheet.totals = totals;
  sheet.dealsPlayed = state().settings.dealsPerPosition;
  int sum = 0;
  for (int x : totals) sum += x;
  // The rulebook's check, worded for the arbitrator (the document refuses it too).
  if (sum != 0) return format(tr(lang_, match::Text::TnTotalsNotZero), table, sum);
  return enterSheet(position, table, sheet, at);
}

std::string Console::enterSheet(int position, int table, const TableSheet& sheet, std::int64_t at) {
  const PositionState* ps = state().position(position);
  const bool entered = ps && table >= 1 && table <= int(ps->sheets.size()) && ps->sheets[std::size_t(table - 1)].entered;
  if (entered) return correctSheet(position, table, sheet, tr(lang_, match::Text::TnCorrected), at);
  return append(sheetEvent(position, table, sheet), at);
}

std::string Console::correctSheet(int position, int table, const TableSheet& sheet, const std::string& reason,
                                  std::int64_t at) {
  return append(correctSheetEvent(position, table, sheet, reason), at);
}

std::string Console::closePosition(int position, std::int64_t at) { return append(closePositionEvent(position), at); }

std::string Console::penalty(const Penalty& p, std::int64_t at) { return append(penaltyEvent(p), at); }

std::string Console::lostSheet(int position, int table, const std::string& reason, std::int64_t at) {
  const std::vector<Penalty> list = lostSheetPenalties(state(), position, table, reason);
  if (list.empty()) return refusal(format(tr(lang_, match::Text::TnNoSuchTable), table, position));
  // Each player's penalty is one event: all of the table's are checked by the document before any is kept.
  Document trial = doc_;
  for (const Penalty& p : list) {
    const std::string why = trial.append(penaltyEvent(p), at, kAuthor);
    if (!why.empty()) return refusal(why);
  }
  doc_ = std::move(trial);
  save();
  return "";
}

std::string Console::lateArrival(int player, int minutes, std::int64_t at) {
  return append(lateArrivalEvent(player, minutes), at);
}

std::string Console::withdraw(int player, std::int64_t at) {
  return append(withdrawalEvent(player, positionsStarted()), at);
}

int Console::tablePeople(int position, int table, std::array<std::string, 5>* names) const {
  const PositionState* ps = state().position(position);
  if (!ps || table < 1 || table > int(ps->seating.size())) return 0;
  int n = 0;
  for (int o = 0; o < 5; ++o) {
    const int id = ps->seating[std::size_t(table - 1)].seat[std::size_t(o)];
    (*names)[std::size_t(o)] = id ? playerName(id) : std::string();
    n += id != 0;
  }
  return n;
}

std::string Console::playerName(int id) const {
  if (id < 1 || id > int(state().players.size())) return "?";
  return state().players[std::size_t(id - 1)].name;
}

std::vector<Issue> Console::issues() const {
  if (!open() || state().positions.empty()) return {};
  return rankAfter(state(), positionsStarted()).issues;
}

}  // namespace tarot::console
