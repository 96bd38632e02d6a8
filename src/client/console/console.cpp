// The console's actions as events, the save after each change, the drafts of sheets entered deal by deal.
#include "client/console/console.h"
#include "client/console/player_list.h"
#include "client/console/words.h"
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/night_plan.h"
#include "tournament/penalties.h"
#include "tournament/table_sheet.h"
#include <algorithm>
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

Console::Console(client::Storage storage, Lang lang) : storage_(std::move(storage)), lang_(lang) {
  registerConsoleWords();  // the console's and the tournament's tables, which the game's page does not carry
  loadRegister();
}

std::string Console::resume() {
  loadRegister();
  forget();
  loadList();
  return openSaved();
}

// The open tournament's save (current_), its drafts, links and club state; nothing open when it has none.
std::string Console::openSaved() {
  std::string text;
  if (!current_ || !storage_.load || !storage_.load(key(kTournamentKey), &text)) return "";
  Document d;
  const std::string why = d.loadJson(text);
  if (!why.empty()) {
    corrupt_ = format(tr(lang_, match::Text::TnCorruptSave), saveErrorWords(lang_, text, why));
    return corrupt_;
  }
  doc_ = std::move(d);
  loadDrafts();
  loadMembers();
  std::string club;
  if (storage_.load(key(kClubKey), &club) && !ClubState::fromJson(club, &club_)) club_ = ClubState();
  if (club_.held > doc_.events().size()) club_.held = doc_.events().size();
  return "";
}

void Console::discardSave() {
  if (current_) deleteTournament(current_);
  forget();
}

std::string Console::refusal(const tournament::Rejection& r) const { return refusalWords(lang_, r); }

std::string Console::append(Event e, std::int64_t at) {
  const std::string why = doc_.append(std::move(e), at, kAuthor);
  if (why.empty()) {
    save();
    return "";
  }
  return refusal(doc_.lastRejection());
}

void Console::save() {
  if (storage_.save) storage_.save(key(kTournamentKey), doc_.toJson());
}

std::string Console::create(const std::string& name, const Settings& settings, std::int64_t at) {
  if (!corrupt_.empty()) return corrupt_;
  if (name.empty()) return tr(lang_, match::Text::TnNameNeeded);
  Document fresh;
  if (!fresh.append(createEvent(name, settings), at, kAuthor).empty()) return refusal(fresh.lastRejection());
  // A new line of the list, dated the day of the caller's clock, opened (the one open before keeps its save).
  forget();
  TournamentEntry e;
  e.id = current_ = next_++;
  e.name = fresh.state().name;
  e.date = dateOfClock(at);
  list_.push_back(e);
  saveList();
  doc_ = std::move(fresh);
  saveMembers();
  saveDrafts();
  save();
  setClub(ClubState());
  return "";
}

std::string Console::registerPlayer(const std::string& name, std::int64_t at, const std::string& licence,
                                    const std::string& club, const std::string& team) {
  if (!open()) return tr(lang_, match::Text::TnNoTournament);
  const std::string trimmed = trimName(name);
  if (trimmed.empty()) return tr(lang_, match::Text::TnNameNeeded);
  const std::string why = append(registerEvent(trimmed, licence, club, team), at);
  if (why.empty()) linkRegistered(int(state().players.size()));
  return why;
}

std::string Console::registerList(const std::string& text, std::int64_t at, int* added) {
  if (added) *added = 0;
  std::vector<ListedPlayer> list;
  const std::string why = readPlayerList(text, &list, lang_);
  if (!why.empty()) return why;
  for (const ListedPlayer& p : list) {
    const std::string w = registerPlayer(p.name, at, p.licence, p.club, p.team);
    if (!w.empty()) return w;
    if (added) ++*added;
  }
  return "";
}

std::string Console::draw(std::uint64_t seed, int champion, std::int64_t at) {
  if (!open()) return tr(lang_, match::Text::TnNoTournament);
  DrawRequest r;
  r.method = DrawMethod::Random;
  r.seed = seed;
  r.champion = champion;
  PositionSeating start;
  if (const tournament::Rejection why = drawStartPositions(state(), r, &start)) return refusal(why);
  return append(drawEvent(DrawMethod::Random, seed, champion, start), at);
}

std::string Console::drawWith(const DrawRequest& r, std::int64_t at) {
  if (!open()) return tr(lang_, match::Text::TnNoTournament);
  PositionSeating start;
  if (const tournament::Rejection why = drawStartPositions(state(), r, &start)) return refusal(why);
  return append(drawEvent(r.method, r.seed, r.champion, start), at);
}

std::string Console::placeInOrder(const std::string& numbers, int champion, std::int64_t at) {
  int active = 0;
  for (const Player& p : state().players) active += !p.withdrawn;
  DrawRequest r;
  r.method = DrawMethod::Manual;
  r.champion = champion;
  r.manual = emptyStart(active);
  std::vector<int> order;
  for (std::size_t i = 0; i < numbers.size();) {
    if (numbers[i] < '0' || numbers[i] > '9') { ++i; continue; }
    long n = 0;
    for (; i < numbers.size() && numbers[i] >= '0' && numbers[i] <= '9'; ++i) n = std::min(n * 10 + (numbers[i] - '0'), 1L << 20);
    order.push_back(int(n));
  }
  std::size_t next = 0;
  for (TableSeating& t : r.manual)
    for (int& seat : t.seat)
      if (seat == -1) seat = next < order.size() ? order[next++] : 0;
  // A number beyond the seats counts as a second placing of that player, so the refusal names who is misplaced.
  for (; next < order.size() && !r.manual.empty(); ++next)
    if (order[next] >= 1 && order[next] <= int(state().players.size()))
      return refusal(tournament::refuse(tournament::RejectionCode::PlacedTimes, order[next],
                                        int(std::count(order.begin(), order.end(), order[next]))));
  return drawWith(r, at);
}

std::string Console::startNextPosition(std::int64_t at) {
  const PositionPlan next = nextPosition();
  if (next.refusal) return refusal(next.refusal);
  return append(startPositionEvent(next.position, next.seating), at);
}

PositionPlan Console::nextPosition() const {
  if (!open()) {
    PositionPlan none;
    none.refusal = refuse(RejectionCode::NotCreated);
    return none;
  }
  return planPosition(state(), positionsStarted() + 1);
}

std::vector<int> Console::sheetsMissing() const {
  std::vector<int> tables;
  if (const PositionState* ps = state().position(positionsStarted()))
    for (std::size_t t = 0; t < ps->sheets.size(); ++t)
      if (!ps->sheets[t].entered) tables.push_back(int(t + 1));
  return tables;
}

std::string Console::warningWords(const Warning& w) const {
  return console::warningWords(lang_, w, [this](int id) { return playerName(id); });
}

int Console::positionToPrint() const {
  if (positionsStarted() > 0) return positionsStarted();
  return seatingToPrint(1).empty() ? 0 : 1;
}

PositionSeating Console::seatingToPrint(int position) const {
  if (const PositionState* ps = state().position(position)) return ps->seating;
  PositionSeating seating;
  if (position != positionsStarted() + 1 || positionSeating(state(), position, &seating)) return {};
  return seating;
}

std::string Console::enterTotals(int position, int table, const std::array<int, 5>& totals, std::int64_t at,
                                 const std::string& reason, bool notPlayed) {
  TableSheet sheet;
  sheet.totalsOnly = true;
  sheet.totals = totals;
  sheet.notPlayed = notPlayed;
  sheet.dealsPlayed = notPlayed ? 0 : tournament::dealsAt(state().settings, position);
  int sum = 0;
  for (int x : totals) sum += x;
  // The rulebook's check, worded for the arbitrator (the document refuses it too).
  if (sum != 0) return format(tr(lang_, match::Text::TnTotalsNotZero), table, sum);
  return enterSheet(position, table, sheet, at, reason);
}

bool Console::sheetEntered(int position, int table) const {
  const PositionState* ps = state().position(position);
  return ps && table >= 1 && table <= int(ps->sheets.size()) && ps->sheets[std::size_t(table - 1)].entered;
}

std::string Console::enterSheet(int position, int table, const TableSheet& sheet, std::int64_t at,
                                const std::string& reason) {
  if (sheetEntered(position, table)) return correctSheet(position, table, sheet, trimName(reason), at);
  return append(sheetEvent(position, table, sheet), at);
}

std::string Console::correctSheet(int position, int table, const TableSheet& sheet, const std::string& reason,
                                  std::int64_t at) {
  return append(correctSheetEvent(position, table, sheet, reason), at);
}

std::string Console::closePosition(int position, std::int64_t at) { return append(closePositionEvent(position), at); }

std::string Console::changeSettings(const Settings& settings, std::int64_t at) {
  if (!open()) return tr(lang_, match::Text::TnNoTournament);
  return append(settingsEvent(settings), at);
}

std::string Console::penalty(const Penalty& p, std::int64_t at) { return append(penaltyEvent(p), at); }

std::string Console::lostSheet(int position, int table, const std::string& reason, std::int64_t at) {
  const std::vector<Penalty> list = lostSheetPenalties(state(), position, table, reason);
  if (list.empty()) return format(tr(lang_, match::Text::TnNoSuchTable), table, position);
  // Each player's penalty is one event: all of the table's are checked by the document before any is kept.
  Document trial = doc_;
  for (const Penalty& p : list) {
    if (!trial.append(penaltyEvent(p), at, kAuthor).empty()) return refusal(trial.lastRejection());
  }
  doc_ = std::move(trial);
  save();
  return "";
}

std::string Console::lateArrival(int player, int minutes, std::int64_t at) {
  if (minutes < 1 || minutes > 24 * 60) return tr(lang_, match::Text::TnLateRange);
  return append(lateArrivalEvent(player, minutes), at);
}

std::string Console::withdraw(int player, std::int64_t at) {
  return append(withdrawalEvent(player, positionsStarted()), at);
}

std::string Console::cancel(int event, const std::string& reason, std::int64_t at) {
  if (!open()) return tr(lang_, match::Text::TnNoTournament);
  std::string kind;
  for (const tournament::Arbitration& a : state().arbitrations)
    if (a.event == event) kind = a.kind;
  return append(cancelEvent(event, kind, reason), at);
}

std::string Console::arbitrationText(const tournament::Arbitration& a) const {
  using match::Text;
  const std::string who = playerName(a.player);
  std::string line;
  if (a.kind == "late_arrival") {
    line = words(lang_, Text::TnLateArrivalLine, {{"a", a.figure}}, {{"name", who}});
  } else if (a.kind == "withdrawal") {
    line = words(lang_, Text::TnWithdrawalLine, {{"a", a.figure}}, {{"name", who}});
  } else if (a.kind == "eliminate") {
    for (const tournament::Elimination& e : state().eliminations)
      if (e.afterPosition == a.figure && (e.cancelled == a.cancelled)) line = eliminationText(e);
  } else if (a.kind == "visa") {
    line = words(lang_, Text::TnVisaArbitration, {{"p", a.position}, {"t", a.table}, {"d", a.figure}},
                 {{"name", a.player ? who : std::string(tr(lang_, Text::OnlineBotSeat))}});
  } else {
    const tournament::Penalty& p = state().penalties[std::size_t(a.penalty)];
    tournament::PenaltyKind k = tournament::PenaltyKind::Free;
    tournament::penaltyKindOf(p.kind, &k);
    const Text kindText[] = {Text::TnWarning, Text::TnFault, Text::TnFausseDonne, Text::TnLostSheet, Text::TnPhone,
                             Text::TnFreePenalty};
    const std::string where = p.position ? words(lang_, Text::TnPenaltyAt, {{"a", p.position}}) : tr(lang_, Text::TnPenaltyWhole);
    line = words(lang_, Text::TnPenaltyLine, {{"a", p.points}},
                 {{"name", who}, {"kind", tr(lang_, kindText[int(k)])}, {"where", where}, {"reason", p.reason}});
  }
  if (a.cancelled) line += " — " + words(lang_, Text::TnCancelled, {}, {{"reason", a.reason}});
  return line;
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
