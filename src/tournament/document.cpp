// The tournament document: each event checked against the state and applied (one function per kind), the file
// written and read back by replaying its events.
#include "tournament/document.h"
#include "tournament/events.h"
#include "tournament/json_fields.h"
#include <climits>
#include "tournament/table_sheet.h"
#include <algorithm>

namespace tarot::tournament {

bool Settings::operator==(const Settings& o) const {
  return formula == o.formula && positions == o.positions && dealsPerPosition == o.dealsPerPosition &&
         movements == o.movements && sessions == o.sessions && carreFinal == o.carreFinal &&
         finalists == o.finalists && finalFirstPosition == o.finalFirstPosition && rankingBy == o.rankingBy &&
         ties == o.ties;
}

bool Player::operator==(const Player& o) const {
  return id == o.id && name == o.name && licence == o.licence && club == o.club && team == o.team &&
         lateMinutes == o.lateMinutes && withdrawn == o.withdrawn && withdrawnAfterPosition == o.withdrawnAfterPosition;
}

bool operator==(const SheetDeal& a, const SheetDeal& b) {
  const match::ScorerEntry &x = a.entry, &y = b.entry;
  if (a.annulled != b.annulled || x.dealer != y.dealer) return false;
  if (a.annulled) return true;
  return x.taker == y.taker && x.partner == y.partner && x.input.contract == y.input.contract &&
         x.input.bouts == y.input.bouts && x.input.attackHalfPoints == y.input.attackHalfPoints &&
         x.input.petitAuBout == y.input.petitAuBout && x.input.poignees == y.input.poignees &&
         x.input.chelemAnnounced == y.input.chelemAnnounced && x.input.chelemMadeBy == y.input.chelemMadeBy;
}

bool operator==(const TableSheet& a, const TableSheet& b) {
  if (a.totalsOnly != b.totalsOnly) return false;
  if (a.totalsOnly) return a.totals == b.totals && a.dealsPlayed == b.dealsPlayed;
  return a.deals == b.deals;
}

bool Penalty::operator==(const Penalty& o) const {
  return article == o.article && kind == o.kind && reason == o.reason && points == o.points && player == o.player &&
         position == o.position;
}

const PositionState* State::position(int p) const {
  return p >= 1 && p <= int(positions.size()) ? &positions[std::size_t(p - 1)] : nullptr;
}

bool State::operator==(const State& o) const {
  if (!(created == o.created && name == o.name && settings == o.settings && players == o.players && draw == o.draw &&
        champion == o.champion && start == o.start && penalties == o.penalties &&
        positions.size() == o.positions.size()))
    return false;
  for (std::size_t p = 0; p < positions.size(); ++p) {
    const PositionState &a = positions[p], &b = o.positions[p];
    if (a.started != b.started || a.closed != b.closed || !(a.seating == b.seating) || a.sheets.size() != b.sheets.size())
      return false;
    for (std::size_t t = 0; t < a.sheets.size(); ++t) {
      const SheetRecord &x = a.sheets[t], &y = b.sheets[t];
      if (x.entered != y.entered || !(x.sheet == y.sheet) || !(x.replaced == y.replaced) || x.reasons != y.reasons)
        return false;
    }
  }
  return true;
}

namespace {

std::string positionText(int p) { return "position " + std::to_string(p); }

std::string playerCheck(const State& s, int id) {
  if (id < 1 || id > int(s.players.size())) return "no player number " + std::to_string(id);
  return "";
}

// Every seat holds a registered player or 0, nobody sits twice, each table seats 3 to 5 (Fifth only with 4 others),
// and nobody who withdrew before `position` (article 27) sits.
std::string seatingCheck(const State& s, const PositionSeating& seating, int position) {
  if (seating.empty()) return "the seating has no table";
  std::vector<bool> seen(s.players.size() + 1, false);
  for (std::size_t t = 0; t < seating.size(); ++t) {
    const TableSeating& ts = seating[t];
    const std::string where = "table " + std::to_string(t + 1) + ": ";
    if (ts.players() < 3) return where + "a table seats 3 to 5 players";
    if (ts.seat[Fifth] != 0 && ts.players() != 5) return where + "a Fifth sits only at a full table of 5";
    for (int p : ts.seat) {
      if (p == 0) continue;
      if (!playerCheck(s, p).empty()) return where + playerCheck(s, p);
      if (seen[std::size_t(p)]) return where + "player " + std::to_string(p) + " is seated twice";
      const Player& pl = s.players[std::size_t(p - 1)];
      if (pl.withdrawn && pl.withdrawnAfterPosition < position)
        return where + "player " + std::to_string(p) + " withdrew after position " + std::to_string(pl.withdrawnAfterPosition);
      seen[std::size_t(p)] = true;
    }
  }
  return "";
}

std::string applyCreate(State* s, const Event& e) {
  if (s->created) return "the tournament is already created";
  Fields f(e.data);
  const std::string name = f.text("name");
  if (!f.error().empty()) return f.error();
  const json::Value* settings = f.get("settings");
  if (!settings) return f.error();
  const std::string why = settingsFromJson(*settings, &s->settings);
  if (!why.empty()) return why;
  s->created = true;
  s->name = name;
  return "";
}

std::string applyRegister(State* s, const Event& e) {
  Fields f(e.data);
  Player p;
  p.name = f.text("name");
  p.licence = f.text("licence");
  p.club = f.text("club");
  p.team = f.text("team");
  if (!f.error().empty()) return f.error();
  if (p.name.empty()) return "a player needs a name";
  if (s->settings.formula != Formula::Individual && p.team.empty()) return "a team tournament: the player needs a team";
  p.id = int(s->players.size()) + 1;
  s->players.push_back(p);
  return "";
}

std::string applyLateOrWithdrawal(State* s, const Event& e, bool late) {
  Fields f(e.data);
  const int id = f.integer("player", 1, 1 << 20);
  const int n = late ? f.integer("minutes", 1, 24 * 60) : f.integer("after_position", 0, 100);
  if (!f.error().empty()) return f.error();
  if (!playerCheck(*s, id).empty()) return playerCheck(*s, id);
  Player& p = s->players[std::size_t(id - 1)];
  if (late) p.lateMinutes = n;
  else if (p.withdrawn) return "player " + std::to_string(id) + " has already withdrawn";
  else p.withdrawn = true, p.withdrawnAfterPosition = n;
  return "";
}

std::string applySettings(State* s, const Event& e) {
  Settings next;
  const std::string why = settingsFromJson(e.data, &next);
  if (!why.empty()) return why;
  if (next.positions < int(s->positions.size()))
    return std::to_string(s->positions.size()) + " positions are already started";
  s->settings = next;
  return "";
}

std::string applyDraw(State* s, const Event& e) {
  if (!s->positions.empty()) return "the positions have started: the start positions are drawn before";
  Fields f(e.data);
  const std::string method = f.text("method");
  const int champion = f.integer("champion", 0, 1 << 20);
  if (!f.error().empty()) return f.error();
  const json::Value* seating = f.get("seating");
  if (!seating) return f.error();
  PositionSeating start;
  std::string why = seatingFromJson(*seating, &start);
  if (why.empty()) why = seatingCheck(*s, start, 1);
  if (!why.empty()) return why;
  DrawMethod m = DrawMethod::None;
  for (DrawMethod x : {DrawMethod::Random, DrawMethod::Chosen, DrawMethod::Manual})
    if (method == drawMethodName(x)) m = x;
  if (m == DrawMethod::None) return "\"method\" must be random, chosen or manual";
  if (champion && start[0].seat[North] != champion) return "article 25: the champion sits North at table 1";
  s->draw = m;
  s->champion = champion;
  s->start = start;
  return "";
}

std::string applyStartPosition(State* s, const Event& e) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100);
  if (!f.error().empty()) return f.error();
  if (p != int(s->positions.size()) + 1) return "the next position to start is " + std::to_string(s->positions.size() + 1);
  if (p > s->settings.positions) return "the settings have " + std::to_string(s->settings.positions) + " positions";
  const json::Value* seating = f.get("seating");
  if (!seating) return f.error();
  PositionState ps;
  std::string why = seatingFromJson(*seating, &ps.seating);
  if (why.empty()) why = seatingCheck(*s, ps.seating, p);
  if (!why.empty()) return positionText(p) + ": " + why;
  ps.started = true;
  ps.sheets.resize(ps.seating.size());
  s->positions.push_back(ps);
  return "";
}

std::string applySheet(State* s, const Event& e, bool correction) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100), t = f.integer("table", 1, 1000);
  const std::string reason = correction ? f.text("reason") : std::string();
  if (!f.error().empty()) return f.error();
  const std::string where = positionText(p) + ", table " + std::to_string(t) + ": ";
  const PositionState* cps = s->position(p);
  if (!cps) return where + "the position has not started";
  if (t > int(cps->seating.size())) return where + "the position has " + std::to_string(cps->seating.size()) + " tables";
  PositionState& ps = s->positions[std::size_t(p - 1)];
  SheetRecord& rec = ps.sheets[std::size_t(t - 1)];
  if (correction && !rec.entered) return where + "no sheet to correct";
  if (correction && reason.empty()) return where + "a correction needs its reason";
  if (!correction && rec.entered) return where + "the sheet is already entered (a correction says why it changes)";
  if (!correction && ps.closed) return where + "the position is closed (only the arbitrator corrects, article 28)";
  const json::Value* sheet = f.get("sheet");
  if (!sheet) return where + f.error();
  TableSheet ts;
  std::string why = sheetFromJson(*sheet, &ts);
  if (why.empty()) why = checkSheet(ts, ps.seating[std::size_t(t - 1)]);
  if (!why.empty()) return where + why;
  if (correction) {
    rec.replaced.push_back(rec.sheet);
    rec.reasons.push_back(reason);
  }
  rec.entered = true;
  rec.sheet = ts;
  return "";
}

std::string applyPenalty(State* s, const Event& e) {
  Fields f(e.data);
  Penalty pe;
  pe.article = f.text("article");
  pe.kind = f.text("kind");
  pe.reason = f.text("reason");
  pe.points = f.integer("points", -100000, 100000);
  pe.player = f.integer("player", 1, 1 << 20);
  pe.position = f.integer("position", 0, 100);
  if (!f.error().empty()) return f.error();
  if (!playerCheck(*s, pe.player).empty()) return playerCheck(*s, pe.player);
  if (pe.position > s->settings.positions) return "no " + positionText(pe.position);
  s->penalties.push_back(pe);
  return "";
}

std::string applyClose(State* s, const Event& e) {
  Fields f(e.data);
  const int p = f.integer("position", 1, 100);
  if (!f.error().empty()) return f.error();
  if (!s->position(p)) return positionText(p) + " has not started";
  PositionState& ps = s->positions[std::size_t(p - 1)];
  if (ps.closed) return positionText(p) + " is already closed";
  for (std::size_t t = 0; t < ps.sheets.size(); ++t)
    if (!ps.sheets[t].entered) return positionText(p) + ": the sheet of table " + std::to_string(t + 1) + " is missing";
  ps.closed = true;
  return "";
}

}  // namespace

std::string applyEvent(State* s, const Event& e) {
  if (!e.data.isObject()) return "the event's data must be an object";
  if (e.kind == "create") return applyCreate(s, e);
  if (!s->created) return "the tournament is created first";
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
  return "unknown event kind \"" + e.kind + "\"";
}

std::string Document::append(Event e, std::int64_t at, const std::string& author) {
  e.at = at;
  e.author = author;
  // Each apply function checks everything before it changes anything, so a refused event leaves the state as it was.
  const std::string why = applyEvent(&state_, e);
  if (!why.empty()) return why;
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
