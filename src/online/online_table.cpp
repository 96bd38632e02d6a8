// The protocol's client: requests out, `state`, `sheet`, `tables` and `error` in (docs/PROTOCOL.md).
#include "online/online_table.h"
#include "online/wire.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::online {

using match::Text;
using match::tr;

namespace {

const json::Value* member(const json::Value& o, const char* key) { return o.isObject() ? o.find(key) : nullptr; }

std::string stringOf(const json::Value& o, const char* key) {
  const json::Value* v = member(o, key);
  return v && v->isString() ? v->asString() : std::string();
}

int intOf(const json::Value& o, const char* key, int fallback) {
  const json::Value* v = member(o, key);
  return v && v->isInt() ? v->asInt() : fallback;
}

bool boolOf(const json::Value& o, const char* key) {
  const json::Value* v = member(o, key);
  return v && v->isBool() && v->asBool();
}

}  // namespace

std::string Credentials::toJson() const {
  json::Value o = json::Value::object();
  o.set("table", table).set("token", token).set("creator_token", creatorToken).set("name", name).set("person", person);
  return o.dump();
}

bool Credentials::fromJson(const std::string& text, Credentials* out) {
  json::Value o;
  std::string why;
  if (!json::parse(text, &o, &why) || !o.isObject()) return false;
  Credentials c;
  c.table = stringOf(o, "table");
  c.token = stringOf(o, "token");
  c.creatorToken = stringOf(o, "creator_token");
  c.name = stringOf(o, "name");
  c.person = intOf(o, "person", -1);
  if (c.table.empty()) return false;
  *out = c;
  return true;
}

OnlineTable::OnlineTable(std::unique_ptr<Link> link, Lang lang) : link_(std::move(link)), lang_(lang) {}

void OnlineTable::send(const std::string& type, json::Value fields) {
  if (closed_ || !link_) return;
  json::Value m = json::Value::object();
  m.set("v", wire::kVersion).set("type", type);
  for (const auto& [k, v] : fields.members()) m.set(k, v);
  link_->send(m.dump());
}

void OnlineTable::create(const CreateRequest& r) {
  json::Value f = json::Value::object();
  json::Value levels = json::Value::array();
  for (const std::string& l : r.levels) levels.push(l);
  f.set("name", r.name).set("players", r.players).set("five_at_four", r.fiveAtFour).set("deals", r.deals);
  f.set("levels", levels).set("public", r.isPublic).set("lang", match::langCode(lang_));
  creds_ = Credentials();
  creds_.name = r.name;
  send(wire::kCreate, f);
}

void OnlineTable::join(const std::string& table, const std::string& name, int person) {
  json::Value f = json::Value::object();
  f.set("table", table).set("name", name);
  if (person >= 0) f.set("person", person);
  creds_ = Credentials();
  creds_.table = table;
  creds_.name = name;
  send(wire::kJoin, f);
}

void OnlineTable::resume(const Credentials& c) {
  creds_ = c;
  json::Value f = json::Value::object();
  f.set("table", c.table).set("token", c.token);
  send(wire::kResume, f);
}

void OnlineTable::listTables() { send(wire::kList, json::Value::object()); }

void OnlineTable::start() {
  if (!creator()) return notices_.push_back(tr(lang_, Text::OnlineWaiting));
  json::Value f = json::Value::object();
  send(wire::kStart, f.set("table", creds_.table).set("token", creds_.creatorToken));
}

void OnlineTable::lock(bool locked) {
  if (!creator()) return;
  json::Value f = json::Value::object();
  send(wire::kLock, f.set("table", creds_.table).set("token", creds_.creatorToken).set("locked", locked));
}

void OnlineTable::freeSeat(int person) {
  if (!creator()) return;
  json::Value f = json::Value::object();
  send(wire::kFreeSeat, f.set("table", creds_.table).set("token", creds_.creatorToken).set("person", person));
}

void OnlineTable::leave() {
  json::Value f = json::Value::object();
  send(wire::kLeave, f.set("table", creds_.table).set("token", creds_.token));
  person_ = -1;
  creds_.token.clear();
  creds_.creatorToken.clear();
  credsChanged_ = true;
}

void OnlineTable::nextDeal() {
  json::Value f = json::Value::object();
  send(wire::kNextDeal, f.set("table", creds_.table).set("token", creds_.token));
  readySent_ = true;
}

std::string OnlineTable::act(const Action& a, double now) {
  (void)now;
  if (!hasView_ || !view_.toAct) return tr(lang_, Text::NotYourTurn);
  json::Value f = json::Value::object();
  f.set("table", creds_.table).set("token", creds_.token).set("action", match::actionToJson(a));
  send(wire::kAct, f);
  // Until the server answers, the person cannot act twice on the same view.
  view_.toAct = false;
  return std::string();
}

SeatView OnlineTable::view(double now) const {
  SeatView v = view_;
  match::ageView(&v, now - stateAt_, 1.0);
  return v;
}

int OnlineTable::awayLeft(int person, double now) const {
  if (person < 0 || person >= int(seats_.size()) || seats_[size_t(person)].kind != SeatStatus::Kind::Away) return 0;
  return std::max(0, int(std::ceil(seats_[size_t(person)].awaySeconds - (now - stateAt_))));
}

void OnlineTable::update(double now) {
  if (!link_) return;
  // A connection holding no seat (the lobby) says something now and then, or the server closes it as idle.
  if (open_ && !seated() && now >= lastPing_ + kLobbyPing) {
    lastPing_ = now;
    send(wire::kPing, json::Value::object());
  }
  for (Link::Event& e : link_->poll()) {
    if (e.kind == Link::EventKind::Open) {
      open_ = true;
      lastPing_ = now;
    } else if (e.kind == Link::EventKind::Closed) {
      open_ = false;
      closed_ = true;
      closedReason_ = e.text;
    } else {
      json::Value m;
      std::string why;
      if (json::parse(e.text, &m, &why) && m.isObject()) handle(m, now);
    }
  }
}

void OnlineTable::handle(const json::Value& m, double now) {
  const std::string type = stringOf(m, "type");
  if (type == wire::kCreated) {
    creds_.table = stringOf(m, "table");
    creds_.creatorToken = stringOf(m, "creator_token");
  } else if (type == wire::kJoined) {
    creds_.table = stringOf(m, "table");
    creds_.token = stringOf(m, "token");
    creds_.person = person_ = intOf(m, "person", -1);
    credsChanged_ = true;
    seatLost_ = false;
  } else if (type == wire::kState) {
    readState(m, now);
  } else if (type == wire::kSheet) {
    const json::Value* s = member(m, "sheet");
    match::Sheet sheet;
    if (s && !match::sheetFromJson(s->dump(), &sheet)) {
      sheet_ = std::move(sheet);
      hasSheet_ = true;
    }
  } else if (type == wire::kTables) {
    tables_.clear();
    if (const json::Value* list = member(m, "tables"); list && list->isArray()) {
      for (const json::Value& t : list->items()) {
        TableLine l;
        l.code = stringOf(t, "table");
        l.players = intOf(t, "players", 4);
        l.fiveAtFour = boolOf(t, "five_at_four");
        l.deals = intOf(t, "deals", 0);
        l.started = boolOf(t, "started");
        l.free = intOf(t, "free", 0);
        if (const json::Value* names = member(t, "names"); names && names->isArray())
          for (const json::Value& n : names->items())
            if (n.isString()) l.names.push_back(n.asString());
        if (!l.code.empty()) tables_.push_back(std::move(l));
      }
    }
    tablesReceived_ = true;
  } else if (type == wire::kSeatFreed || type == wire::kSeatTakenOver) {
    seatLost_ = true;
    person_ = -1;
    notices_.push_back(tr(lang_, type == wire::kSeatFreed ? Text::OnlineSeatLost : Text::OnlineTakenOver));
    creds_.token.clear();
    if (type == wire::kSeatFreed) credsChanged_ = true;  // taken over: the other device holds the same token
  } else if (type == wire::kError) {
    error(m);
  }
}

void OnlineTable::readState(const json::Value& m, double now) {
  started_ = boolOf(m, "started");
  locked_ = boolOf(m, "locked");
  public_ = boolOf(m, "public");
  people_ = intOf(m, "players", people_);
  fiveAtFour_ = boolOf(m, "five_at_four");
  deals_ = intOf(m, "deals", deals_);
  seats_.clear();
  if (const json::Value* list = member(m, "seats"); list && list->isArray()) {
    for (const json::Value& s : list->items()) {
      SeatStatus st;
      st.name = stringOf(s, "name");
      const std::string status = stringOf(s, "status");
      st.kind = status == "here" ? SeatStatus::Kind::Here
                : status == "away" ? SeatStatus::Kind::Away
                : status == "bot" || status == "joining" ? SeatStatus::Kind::Bot  // joining: a bot to the deal's end
                                  : SeatStatus::Kind::Free;
      st.held = boolOf(s, "held");
      if (const json::Value* a = member(s, "away_seconds"); a && a->isNumber()) st.awaySeconds = a->asNumber();
      st.ready = boolOf(s, "ready");
      seats_.push_back(st);
    }
  }
  stateAt_ = now;
  const json::Value* v = member(m, "view");
  if (!v || v->isNull()) return;
  SeatView next;
  std::string why;
  if (!match::seatViewFromJson(*v, &next, &why)) {
    notices_.push_back(std::string("state: ") + why);
    return;
  }
  if (hasView_) dealEvents(view_, next);
  if (!next.dealFinished) readySent_ = false;
  view_ = std::move(next);
  hasView_ = true;
}

// The host page hears of an online deal as of a deal on this device (match.cpp's deal_end and match_end).
void OnlineTable::dealEvents(const SeatView& before, const SeatView& after) {
  if (before.dealFinished || !after.dealFinished) return;
  json::Value ev = json::Value::object(), scores = json::Value::array(), totals = json::Value::array(),
              names = json::Value::array();
  ev.set("type", "deal_end").set("online", true).set("table", creds_.table);
  if (after.phase == Phase::Over && after.result.annulled == Annulment::None) {
    ev.set("deal", after.dealsPlayed).set("contract", contractName(after.result.contract));
    ev.set("taker", after.seating.personOfSeat[after.result.taker]);
    ev.set("partner", after.result.partner >= 0 ? json::Value(after.seating.personOfSeat[after.result.partner])
                                                : json::Value());
    ev.set("made", after.result.made);
  } else {
    ev.set("deal", 0).set("contract", json::Value());
    ev.set("annulled", after.result.annulled == Annulment::PetitSec ? "petit_sec" : "all_passed");
  }
  for (int p = 0; p < after.people; ++p) {
    scores.push(after.dealScores[p]);
    totals.push(after.totals[p]);
    names.push(after.names[p]);
  }
  ev.set("scores", scores).set("totals", totals).set("names", names);
  events_.push_back(ev.dump());
  if (after.matchOver) {
    json::Value end = json::Value::object(), rank = json::Value::array();
    for (int p : after.ranking) rank.push(p);
    end.set("type", "match_end").set("online", true).set("table", creds_.table).set("deals", after.dealsPlayed);
    end.set("totals", totals).set("ranking", rank).set("names", names);
    events_.push_back(end.dump());
  }
}

void OnlineTable::error(const json::Value& m) {
  const std::string code = stringOf(m, "code"), message = stringOf(m, "message");
  Text t = Text::OnlineErrOther;
  if (code == "no_table") t = Text::OnlineErrNoTable;
  else if (code == "table_full") t = Text::OnlineErrFull;
  else if (code == "locked") t = Text::OnlineErrLocked;
  else if (code == "match_over") t = Text::OnlineErrOver;
  else if (code == "seat_taken") t = Text::OnlineErrSeatTaken;
  else if (code == "bad_token") t = Text::OnlineErrToken;
  else if (code == "rate_limited") t = Text::OnlineErrRate;
  else if (code == "server_error") t = Text::OnlineErrServer;
  else if (code == "not_your_turn") t = Text::NotYourTurn;
  if (code == "refused") {
    notices_.push_back(message);  // worded by the server in the table's language
  } else if (t == Text::OnlineErrOther) {
    char line[400];
    std::snprintf(line, sizeof line, tr(lang_, t), message.empty() ? code.c_str() : message.c_str());
    notices_.push_back(line);
  } else {
    notices_.push_back(tr(lang_, t));
  }
  if (code == "bad_token") {  // the seat is gone: forget it on this device
    person_ = -1;
    creds_.token.clear();
    creds_.creatorToken.clear();
    credsChanged_ = true;
  }
  // An action refused: the view is the last one, and the person may act again.
  if ((code == "refused" || code == "not_your_turn") && hasView_) view_.toAct = !view_.legal.empty();
}

std::vector<std::string> OnlineTable::takeNotices() {
  std::vector<std::string> out;
  out.swap(notices_);
  return out;
}

bool OnlineTable::takeCredentials(Credentials* out) {
  if (!credsChanged_) return false;
  credsChanged_ = false;
  *out = creds_;
  return true;
}

std::vector<std::string> OnlineTable::takeEvents() {
  std::vector<std::string> out;
  out.swap(events_);
  return out;
}

}  // namespace tarot::online
