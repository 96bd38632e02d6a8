// The tournament document: each event checked against the state and applied (one function per kind), the file
// written and read back by replaying its events.
#include "tournament/document.h"
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/sessions.h"
#include "tournament/json_fields.h"
#include "tournament/ranking.h"
#include <climits>
#include "tournament/table_sheet.h"
#include "tournament/visa.h"
#include <algorithm>

namespace tarot::tournament {

bool Settings::operator==(const Settings& o) const {
  return formula == o.formula && positions == o.positions && dealsPerPosition == o.dealsPerPosition &&
         movements == o.movements && sessions == o.sessions && carreFinal == o.carreFinal &&
         finalists == o.finalists && finalFirstPosition == o.finalFirstPosition && finalDeals == o.finalDeals &&
         rankingBy == o.rankingBy && ties == o.ties && championship == o.championship && competition == o.competition &&
         tablesOf5 == o.tablesOf5 && online == o.online && duplicate == o.duplicate &&
         bots == o.bots && minutes == o.minutes;
}

bool Player::operator==(const Player& o) const {
  return id == o.id && name == o.name && licence == o.licence && club == o.club && team == o.team &&
         lateMinutes == o.lateMinutes && withdrawn == o.withdrawn && withdrawnAfterPosition == o.withdrawnAfterPosition &&
         eliminatedAfterPosition == o.eliminatedAfterPosition;
}

bool operator==(const SheetDeal& a, const SheetDeal& b) {
  const ScorerEntry &x = a.entry, &y = b.entry;
  if (a.annulled != b.annulled || x.dealer != y.dealer) return false;
  if (a.annulled) return true;
  return x.taker == y.taker && x.partner == y.partner && x.input.contract == y.input.contract &&
         x.input.bouts == y.input.bouts && x.input.attackHalfPoints == y.input.attackHalfPoints &&
         x.input.petitAuBout == y.input.petitAuBout && x.input.poignees == y.input.poignees &&
         x.input.chelemAnnounced == y.input.chelemAnnounced && x.input.chelemMadeBy == y.input.chelemMadeBy;
}

bool operator==(const TableSheet& a, const TableSheet& b) {
  if (a.totalsOnly != b.totalsOnly || a.bots != b.bots || a.clockEnded != b.clockEnded || a.notPlayed != b.notPlayed)
    return false;
  if (a.totalsOnly) return a.totals == b.totals && a.dealsPlayed == b.dealsPlayed;
  return a.deals == b.deals;
}

bool Penalty::operator==(const Penalty& o) const {
  return article == o.article && kind == o.kind && reason == o.reason && points == o.points && player == o.player &&
         position == o.position && cancelled == o.cancelled;
}

bool Arbitration::operator==(const Arbitration& o) const {
  return event == o.event && kind == o.kind && player == o.player && figure == o.figure && penalty == o.penalty &&
         position == o.position && table == o.table && cancelled == o.cancelled && reason == o.reason && cancelEvent == o.cancelEvent;
}

const PositionState* State::position(int p) const {
  return p >= 1 && p <= int(positions.size()) ? &positions[std::size_t(p - 1)] : nullptr;
}

bool State::operator==(const State& o) const {
  if (!(created == o.created && name == o.name && settings == o.settings && players == o.players && draw == o.draw &&
        champion == o.champion && start == o.start && penalties == o.penalties && arbitrations == o.arbitrations &&
        eliminations == o.eliminations &&
        events == o.events &&
        positions.size() == o.positions.size()))
    return false;
  for (std::size_t p = 0; p < positions.size(); ++p) {
    const PositionState &a = positions[p], &b = o.positions[p];
    if (a.started != b.started || a.closed != b.closed || !(a.seating == b.seating) || a.sheets.size() != b.sheets.size())
      return false;
    for (std::size_t t = 0; t < a.sheets.size(); ++t) {
      const SheetRecord &x = a.sheets[t], &y = b.sheets[t];
      if (x.entered != y.entered || !(x.sheet == y.sheet) || !(x.replaced == y.replaced) || x.reasons != y.reasons ||
          !(x.visas == y.visas))
        return false;
    }
  }
  return true;
}

namespace {

using C = RejectionCode;

Rejection bad(const std::string& why) { return refuseWith(C::BadData, why); }

Rejection playerCheck(const State& s, int id) {
  if (id < 1 || id > int(s.players.size())) return refuse(C::NoSuchPlayer, id);
  return {};
}

}  // namespace

// Every seat holds a registered player or 0, nobody sits twice, each table seats 3 to 5 (Fifth only with 4 others),
// and nobody who withdrew before `position` (article 27) or was eliminated before it (chapter 3) sits.
Rejection seatingCheck(const State& s, const PositionSeating& seating, int position) {
  if (seating.empty()) return refuse(C::SeatingEmpty);
  std::vector<bool> seen(s.players.size() + 1, false);
  for (std::size_t t = 0; t < seating.size(); ++t) {
    const TableSeating& ts = seating[t];
    const int table = int(t + 1);
    if (ts.players() < 3) return at(refuse(C::TableSize), 0, table);
    if (ts.seat[Fifth] != 0 && ts.players() != 5) return at(refuse(C::FifthOnlyAtFive), 0, table);
    for (int p : ts.seat) {
      if (p == 0) continue;
      if (playerCheck(s, p)) return at(playerCheck(s, p), 0, table);
      if (seen[std::size_t(p)]) return at(refuse(C::SeatedTwice, p), 0, table);
      const Player& pl = s.players[std::size_t(p - 1)];
      if (pl.withdrawn && pl.withdrawnAfterPosition < position)
        return at(refuse(C::SeatedAfterWithdrawal, p, pl.withdrawnAfterPosition), 0, table);
      if (pl.eliminatedAfterPosition && pl.eliminatedAfterPosition < position)
        return at(refuse(C::SeatedAfterElimination, p, pl.eliminatedAfterPosition), 0, table);
      seen[std::size_t(p)] = true;
    }
  }
  return {};
}

namespace {

Rejection applyCreate(State* s, const Event& e) {
  if (s->created) return refuse(C::AlreadyCreated);
  Fields f(e.data);
  const std::string name = f.text("name");
  if (!f.error().empty()) return bad(f.error());
  const json::Value* settings = f.get("settings");
  if (!settings) return bad(f.error());
  Settings read;
  const std::string why = settingsFromJson(*settings, &read);
  if (!why.empty()) return bad(why);
  if (const Rejection r = onlineSettingsCheck(read)) return r;
  if (const Rejection r = movementSettingsCheck(read)) return r;
  s->settings = read;
  s->created = true;
  s->name = name;
  return {};
}

Rejection applyRegister(State* s, const Event& e) {
  Fields f(e.data);
  Player p;
  p.name = f.text("name");
  p.licence = f.text("licence");
  p.club = f.text("club");
  p.team = f.text("team");
  if (!f.error().empty()) return bad(f.error());
  if (p.name.empty()) return refuse(C::NameNeeded);
  if (s->settings.formula != Formula::Individual && p.team.empty()) return refuse(C::TeamNeeded);
  p.id = int(s->players.size()) + 1;
  s->players.push_back(p);
  return {};
}

Rejection applyLateOrWithdrawal(State* s, const Event& e, bool late) {
  Fields f(e.data);
  const int id = f.integer("player", 1, 1 << 20);
  const int n = late ? f.integer("minutes", 1, 24 * 60) : f.integer("after_position", 0, 100);
  if (!f.error().empty()) return bad(f.error());
  if (playerCheck(*s, id)) return playerCheck(*s, id);
  Player& p = s->players[std::size_t(id - 1)];
  if (late) p.lateMinutes = n;
  else if (p.withdrawn) return refuse(C::AlreadyWithdrawn, id);
  else p.withdrawn = true, p.withdrawnAfterPosition = n;
  Arbitration a;
  a.event = s->events;
  a.kind = e.kind;
  a.player = id;
  a.figure = n;
  s->arbitrations.push_back(a);
  return {};
}

Rejection applySettings(State* s, const Event& e) {
  Settings next;
  const std::string why = settingsFromJson(e.data, &next);
  if (!why.empty()) return bad(why);
  if (const Rejection r = settingsChangeCheck(*s, next)) return r;
  s->settings = next;
  return {};
}

Rejection applyDraw(State* s, const Event& e) {
  if (!s->positions.empty()) return refuse(C::DrawAfterStart);
  Fields f(e.data);
  const std::string method = f.text("method");
  const int champion = f.integer("champion", 0, 1 << 20);
  if (!f.error().empty()) return bad(f.error());
  const json::Value* seating = f.get("seating");
  if (!seating) return bad(f.error());
  PositionSeating start;
  const std::string why = seatingFromJson(*seating, &start);
  if (!why.empty()) return bad(why);
  if (const Rejection r = seatingCheck(*s, start, 1)) return r;
  DrawMethod m = DrawMethod::None;
  for (DrawMethod x : {DrawMethod::Random, DrawMethod::Chosen, DrawMethod::Manual})
    if (method == drawMethodName(x)) m = x;
  if (m == DrawMethod::None) return refuse(C::DrawMethodUnknown);
  if (champion && !championPlaced(*s, start, champion)) return refuse(C::ChampionNorth);
  s->draw = m;
  s->champion = champion;
  s->start = start;
  return {};
}

Rejection applyStartPosition(State* s, const Event& e) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100);
  if (!f.error().empty()) return bad(f.error());
  if (p != int(s->positions.size()) + 1) return refuse(C::NextPosition, int(s->positions.size()) + 1);
  if (p > s->settings.positions) return refuse(C::NoMorePositions, s->settings.positions);
  const json::Value* seating = f.get("seating");
  if (!seating) return bad(f.error());
  PositionState ps;
  const std::string why = seatingFromJson(*seating, &ps.seating);
  if (!why.empty()) return at(bad(why), p);
  if (const Rejection r = seatingCheck(*s, ps.seating, p)) return at(r, p);
  if (const Rejection r = sessionCoefficientCheck(*s, p, ps.seating)) return r;
  ps.started = true;
  ps.sheets.resize(ps.seating.size());
  s->positions.push_back(ps);
  return {};
}

Rejection applySheet(State* s, const Event& e, bool correction) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100), t = f.integer("table", 1, 1000);
  const std::string reason = correction ? f.text("reason") : std::string();
  if (!f.error().empty()) return bad(f.error());
  const PositionState* cps = s->position(p);
  if (!cps) return at(refuse(C::PositionNotStarted), p, t);
  if (t > int(cps->seating.size())) return at(refuse(C::NoSuchTable, int(cps->seating.size())), p, t);
  PositionState& ps = s->positions[std::size_t(p - 1)];
  SheetRecord& rec = ps.sheets[std::size_t(t - 1)];
  if (correction && !rec.entered) return at(refuse(C::NoSheetToCorrect), p, t);
  if (correction && reason.find_first_not_of(" \t\r\n") == std::string::npos) return at(refuse(C::ReasonNeeded), p, t);
  if (!correction && rec.entered) return at(refuse(C::SheetEntered), p, t);
  if (!correction && ps.closed) return at(refuse(C::PositionClosed), p, t);
  const json::Value* sheet = f.get("sheet");
  if (!sheet) return at(bad(f.error()), p, t);
  TableSheet ts;
  const std::string why = sheetFromJson(*sheet, &ts);
  if (!why.empty()) return at(bad(why), p, t);
  if (const Rejection r = checkSheetCoded(ts, ps.seating[std::size_t(t - 1)])) return at(r, p, t);
  if (correction) {
    rec.replaced.push_back(rec.sheet);
    rec.reasons.push_back(reason);
  }
  rec.entered = true;
  rec.sheet = ts;
  return {};
}

Rejection applyPenalty(State* s, const Event& e) {
  Fields f(e.data);
  Penalty pe;
  pe.article = f.text("article");
  pe.kind = f.text("kind");
  pe.reason = f.text("reason");
  pe.points = f.integer("points", -100000, 100000);
  pe.player = f.integer("player", 1, 1 << 20);
  pe.position = f.integer("position", 0, 100);
  if (!f.error().empty()) return bad(f.error());
  if (playerCheck(*s, pe.player)) return playerCheck(*s, pe.player);
  if (pe.position > s->settings.positions) return at(refuse(C::NoSuchPosition), pe.position);
  // Chapter 4's penalties are points taken from the score; a warning (avertissement) announces one and may take none.
  if (pe.points < 0 || (pe.points == 0 && pe.kind != kWarningKind)) return at(refuse(C::PenaltyNegative, pe.points), pe.position);
  Arbitration a;
  a.event = s->events;
  a.kind = e.kind;
  a.player = pe.player;
  a.figure = pe.points;
  a.penalty = int(s->penalties.size());
  s->arbitrations.push_back(a);
  s->penalties.push_back(pe);
  return {};
}

// The player's late arrival as the arbitrator's events not cancelled give it (the last one stands).
int lateMinutesOf(const State& s, int player) {
  int minutes = 0;
  for (const Arbitration& a : s.arbitrations)
    if (a.kind == "late_arrival" && a.player == player && !a.cancelled) minutes = a.figure;
  return minutes;
}

// A late arrival, a withdrawal, a penalty or a visa cancelled with the arbitrator's reason: the state as if it had
// not been given (the event and its cancellation stay in the document; a deal whose visa is cancelled awaits one).
Rejection applyCancel(State* s, const Event& e) {
  Fields f(e.data);
  const int event = f.integer("event", 0, 1 << 30);
  const std::string kind = f.text("kind"), reason = f.text("reason");
  if (!f.error().empty()) return bad(f.error());
  auto it = std::find_if(s->arbitrations.begin(), s->arbitrations.end(),
                         [event](const Arbitration& a) { return a.event == event; });
  if (it == s->arbitrations.end() || it->kind != kind) return refuse(C::CancelNotArbitrator, event + 1);
  if (it->cancelled) return refuse(C::AlreadyCancelled, event + 1);
  if (reason.find_first_not_of(" \t\r\n") == std::string::npos) return refuse(C::CancelReasonNeeded);
  if (kind == "eliminate") {
    if (const Rejection r = cancelElimination(s, it->figure)) return r;
  }
  it->cancelled = true;
  it->reason = reason;
  it->cancelEvent = s->events;
  if (kind == "eliminate") return {};
  if (kind == "visa") {
    std::vector<Visa>& visas = s->positions[std::size_t(it->position - 1)].sheets[std::size_t(it->table - 1)].visas;
    const int deal = it->figure;
    visas.erase(std::remove_if(visas.begin(), visas.end(), [deal](const Visa& v) { return v.deal == deal; }), visas.end());
    return {};
  }
  Player& p = s->players[std::size_t(it->player - 1)];
  if (kind == "penalty") s->penalties[std::size_t(it->penalty)].cancelled = true;
  else if (kind == "late_arrival") p.lateMinutes = lateMinutesOf(*s, p.id);
  else p.withdrawn = false, p.withdrawnAfterPosition = 0;
  return {};
}

Rejection applyClose(State* s, const Event& e) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100);
  if (!f.error().empty()) return bad(f.error());
  if (!s->position(p)) return at(refuse(C::PositionNotStarted), p);
  PositionState& ps = s->positions[std::size_t(p - 1)];
  if (ps.closed) return at(refuse(C::PositionAlreadyClosed), p);
  for (std::size_t t = 0; t < ps.sheets.size(); ++t)
    if (!ps.sheets[t].entered) return at(refuse(C::SheetMissing, int(t + 1)), p);
  ps.closed = true;
  return {};
}

// The arbitrator's visa on a sur contrat of a sheet handed in (visa.h), kept with the event's time and author.
Rejection applyVisa(State* s, const Event& e) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100), t = f.integer("table", 1, 1000), deal = f.integer("deal", 1, 1000);
  if (!f.error().empty()) return bad(f.error());
  if (const Rejection r = visaCheck(*s, p, t, deal)) return r;
  Arbitration a;
  a.event = s->events;
  a.kind = e.kind;
  a.figure = deal;
  a.position = p;
  a.table = t;
  for (const AwaitedVisa& w : visasAwaited(*s, p))
    if (w.table == t && w.deal == deal) a.player = w.taker;
  s->arbitrations.push_back(a);
  Visa v;
  v.deal = deal;
  v.at = e.at;
  v.author = e.author;
  s->positions[std::size_t(p - 1)].sheets[std::size_t(t - 1)].visas.push_back(v);
  return {};
}

Rejection dispatch(State* s, const Event& e) {
  if (!e.data.isObject()) return bad("the event's data must be an object");
  if (e.kind == "create") return applyCreate(s, e);
  if (!s->created) return refuse(C::NotCreated);
  if (e.kind == "register") return applyRegister(s, e);
  if (e.kind == "late_arrival") return applyLateOrWithdrawal(s, e, true);
  if (e.kind == "withdrawal") return applyLateOrWithdrawal(s, e, false);
  if (e.kind == "settings") return applySettings(s, e);
  if (e.kind == "draw") return applyDraw(s, e);
  if (e.kind == "start_position") return applyStartPosition(s, e);
  if (e.kind == "sheet") return applySheet(s, e, false);
  if (e.kind == "correct_sheet") return applySheet(s, e, true);
  if (e.kind == "penalty") return applyPenalty(s, e);
  if (e.kind == "close_position") return applyClose(s, e);
  if (e.kind == "cancel") return applyCancel(s, e);
  if (e.kind == "eliminate") return applyElimination(s, e);
  if (e.kind == "visa") return applyVisa(s, e);
  return refuseWith(C::UnknownEvent, e.kind);
}

}  // namespace

Rejection checkEvent(State* s, const Event& e) {
  const Rejection r = dispatch(s, e);
  if (!r) ++s->events;
  return r;
}

std::string applyEvent(State* s, const Event& e) { return checkEvent(s, e).english(); }

std::string Document::append(Event e, std::int64_t at, const std::string& author) {
  e.at = at;
  e.author = author;
  // Each apply function checks everything before it changes anything, so a refused event leaves the state as it was.
  last_ = checkEvent(&state_, e);
  if (last_) return last_.english();
  events_.push_back(std::move(e));
  return "";
}

std::string Document::toJson() const {
  json::Value list = json::Value::array();
  for (const Event& e : events_) {
    json::Value o = json::Value::object();
    list.push(o.set("kind", e.kind).set("at", e.at).set("author", e.author).set("data", e.data));
  }
  json::Value v = json::Value::object();
  return v.set("format", kFormatName).set("version", kFormatVersion).set("events", list).dump();
}

std::string Document::loadJson(const std::string& text) {
  json::Value v;
  std::string err;
  if (!json::parse(text, &v, &err)) return "not JSON (" + err + ")";
  json::Reader in;
  if (in.string(v, "format") != kFormatName || !in.ok())
    return "not a tournament file (format is not \"tarot-tournament\")";
  const int version = in.integer(v, "version", INT_MIN, INT_MAX);
  if (!in.ok()) return "the file has no version";
  if (version > kFormatVersion)
    return "written by a newer version (" + std::to_string(version) + "; this one reads up to " +
           std::to_string(kFormatVersion) + ")";
  if (version < 1) return "unknown version " + std::to_string(version);
  const auto* list = in.items(v, "events", -1);
  if (!list) return "\"events\" must be an array";
  Document d;
  for (const json::Value& o : *list) {
    const std::string where = "event " + std::to_string(d.events_.size() + 1);
    Fields fe(o);
    Event e;
    e.kind = fe.text("kind");
    e.author = fe.text("author");
    const json::Value* at = fe.get("at");
    const json::Value* data = fe.get("data");
    if (!fe.error().empty() || !at->isInt64())
      return where + ": an event needs \"kind\", \"at\" (a whole number), \"author\" and \"data\"" +
             (fe.error().empty() ? "" : " (" + fe.error() + ")");
    e.data = *data;
    const std::string why = d.append(e, at->asInt64(), e.author);
    if (!why.empty()) return where + " (" + e.kind + "): " + why;
  }
  *this = std::move(d);
  return "";
}

}  // namespace tarot::tournament
