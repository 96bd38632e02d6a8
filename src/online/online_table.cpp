// The protocol's client: requests out, `state`, `sheet`, `tables` and `error` in (docs/PROTOCOL.md).
#include "online/online_table.h"
#include "protocol/tournament_replies.h"
#include "protocol/tournament_requests.h"
#include "protocol/tournament_wire.h"
#include "record/json_reader.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::online {

using match::Text;
using match::tr;

using protocol::ClientMessage;
using protocol::MessageType;

std::string Credentials::toJson() const {
  json::Value o = json::Value::object();
  o.set("table", table).set("token", token).set("creator_token", creatorToken).set("name", name).set("person", person);
  return o.dump();
}

bool Credentials::fromJson(const std::string& text, Credentials* out) {
  json::Value o;
  std::string why;
  if (!json::parseObject(text, &o, &why)) return false;
  json::Reader in;  // kept on the device by any earlier version: read as far as it goes
  Credentials c;
  c.table = in.stringOr(o, "table", "");
  c.token = in.stringOr(o, "token", "");
  c.creatorToken = in.stringOr(o, "creator_token", "");
  c.name = in.stringOr(o, "name", "");
  c.person = in.integerOr(o, "person", -1, kMaxPlayers - 1, -1);
  if (c.table.empty()) return false;
  *out = c;
  return true;
}

OnlineTable::OnlineTable(std::unique_ptr<Link> link, Lang lang) : link_(std::move(link)), lang_(lang) {}

void OnlineTable::send(const ClientMessage& m) {
  if (closed_ || !link_) return;
  link_->send(protocol::writeClientMessage(m));
}

void OnlineTable::create(const std::string& name, const TableSettings& settings) {
  TableSettings s = settings;
  s.lang = lang_;
  creds_ = Credentials();
  creds_.name = name;
  send(ClientMessage::create(name, s));
}

void OnlineTable::join(const std::string& table, const std::string& name, int person) {
  creds_ = Credentials();
  creds_.table = table;
  creds_.name = name;
  send(ClientMessage::join(table, name, person));
}

void OnlineTable::askTournamentSeat(const std::string& tournament, int player, const std::string& key) {
  if (closed_ || !link_) return;
  link_->send(protocol::writeTournamentRequest(protocol::TournamentRequest::seatOf(tournament, player, key)));
}

void OnlineTable::resume(const Credentials& c) {
  creds_ = c;
  send(ClientMessage::resume(c.table, c.token));
}

void OnlineTable::listTables() { send(ClientMessage::list()); }

void OnlineTable::start() {
  if (!creator()) return notices_.push_back(tr(lang_, Text::OnlineWaiting));
  send(ClientMessage::tableAndToken(MessageType::Start, creds_.table, creds_.creatorToken));
}

void OnlineTable::lock(bool locked) {
  if (!creator()) return;
  send(ClientMessage::lock(creds_.table, creds_.creatorToken, locked));
}

void OnlineTable::freeSeat(int person) {
  if (!creator()) return;
  send(ClientMessage::freeSeat(creds_.table, creds_.creatorToken, person));
}

void OnlineTable::leave() {
  send(ClientMessage::tableAndToken(MessageType::Leave, creds_.table, creds_.token));
  person_ = -1;
  creds_.token.clear();
  creds_.creatorToken.clear();
  credsChanged_ = true;
}

void OnlineTable::nextDeal() {
  send(ClientMessage::tableAndToken(MessageType::NextDeal, creds_.table, creds_.token));
  readySent_ = true;
}

std::string OnlineTable::act(const Action& a, double now) {
  (void)now;
  if (!hasView_ || !view_.toAct) return tr(lang_, Text::NotYourTurn);
  send(ClientMessage::act(creds_.table, creds_.token, a));
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
  return protocol::wholeSecondsLeft(seats_[size_t(person)].awaySeconds - (now - stateAt_));
}

int OnlineTable::nextDealLeft(double now) const {
  if (nextDealIn_ < 0 || !hasView_ || !view_.dealFinished || view_.matchOver) return -1;
  return protocol::wholeSecondsLeft(nextDealIn_ - (now - stateAt_));
}

void OnlineTable::update(double now) {
  if (!link_) return;
  // A connection holding no seat (the lobby) says something now and then, or the server closes it as idle.
  if (open_ && !seated() && now >= lastPing_ + kLobbyPing) {
    lastPing_ = now;
    send(ClientMessage::ping());
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
      if (json::parseObject(e.text, &m, &why)) handle(m, now);
    }
  }
}

void OnlineTable::handle(const json::Value& m, double now) {
  using protocol::ServerType;
  const std::string tournamentType = protocol::replyType(m);
  if (tournamentType == wire::kTournamentSeat) {
    // A tournament's seat: resumed at once with the token given, or the position awaited.
    protocol::TournamentSeat seat;
    if (!protocol::read(m, &seat)) return;
    if (seat.waiting) {
      waitingPosition_ = std::max(1, seat.position);
      waitReason_ = seat.reason == protocol::kSeatOver      ? TournamentWait::Over
                    : seat.reason == protocol::kSeatSitsOut ? TournamentWait::NotSeated
                                                            : TournamentWait::NotStarted;
      return;
    }
    Credentials c;
    c.table = seat.code;
    c.token = seat.token;
    c.name = seat.name;
    c.person = seat.person;
    waitingPosition_ = 0;
    return resume(c);
  }
  if (tournamentType == wire::kTournamentClock) {
    // The position's clock: the minutes left when seated, then that the time is up (said once each).
    protocol::TournamentClock clock;
    if (!protocol::read(m, &clock)) return;
    clockLeft_ = std::max(0, clock.secondsLeft);
    clockAt_ = now;
    if (clock.timeUp) {
      if (!timeUp_) notices_.push_back(tr(lang_, Text::TourTimeUp));
      timeUp_ = true;
      return;
    }
    char buf[120];
    std::snprintf(buf, sizeof buf, tr(lang_, Text::TourMinutesLeft), tournamentMinutesLeft(now));
    notices_.push_back(buf);
    return;
  }
  const ServerType type = protocol::serverType(m);
  if (type == ServerType::Created) {
    protocol::Created c;
    if (!protocol::read(m, &c)) return;
    creds_.table = c.table;
    creds_.creatorToken = c.creatorToken;
  } else if (type == ServerType::Joined) {
    protocol::Joined j;
    if (!protocol::read(m, &j)) return;
    creds_.table = j.table;
    creds_.token = j.token;
    creds_.person = person_ = j.person;
    credsChanged_ = true;
    seatLost_ = false;
  } else if (type == ServerType::State) {
    readState(m, now);
  } else if (type == ServerType::Sheet) {
    protocol::SheetMessage sheet;
    if (protocol::read(m, &sheet)) {
      sheet_ = std::move(sheet.sheet);
      hasSheet_ = true;
    }
  } else if (type == ServerType::Tables) {
    protocol::read(m, &tables_);
    tablesReceived_ = true;
  } else if (type == ServerType::SeatFreed || type == ServerType::SeatTakenOver) {
    const bool freed = type == ServerType::SeatFreed;
    seatLost_ = true;
    person_ = -1;
    notices_.push_back(tr(lang_, freed ? Text::OnlineSeatLost : Text::OnlineTakenOver));
    creds_.token.clear();
    if (freed) credsChanged_ = true;  // taken over: the other device holds the same token
  } else if (type == ServerType::Error) {
    protocol::Error e;
    protocol::read(m, &e);
    error(e);
  }
}

void OnlineTable::readState(const json::Value& m, double now) {
  protocol::State st;
  st.settings = settings_;
  std::string why;
  if (!protocol::read(m, &st, &why)) {
    notices_.push_back(std::string("state: ") + why);
    return;
  }
  started_ = st.started;
  locked_ = st.locked;
  settings_ = st.settings;
  seats_.clear();
  for (const protocol::SeatLine& l : st.seats) {
    using Status = protocol::SeatLine::Status;
    SeatStatus s;
    s.name = l.name;
    s.kind = l.status == Status::Here ? SeatStatus::Kind::Here
             : l.status == Status::Away ? SeatStatus::Kind::Away
             : l.status == Status::Bot || l.status == Status::Joining ? SeatStatus::Kind::Bot  // joining: a bot to
                                                                                             // the deal's end
                                                                     : SeatStatus::Kind::Free;
    s.held = l.held;
    s.awaySeconds = l.awaySeconds;
    s.ready = l.ready;
    seats_.push_back(s);
  }
  stateAt_ = now;
  nextDealIn_ = st.nextDealIn;
  if (!st.hasView) return;
  if (hasView_) dealEvents(view_, st.view);
  if (!st.view.dealFinished) readySent_ = false;
  view_ = std::move(st.view);
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

void OnlineTable::error(const protocol::Error& e) {
  const std::string& code = e.code;
  Text t = Text::OnlineErrOther;
  if (code == wire::kNoTable) t = Text::OnlineErrNoTable;
  else if (code == wire::kTableFull) t = Text::OnlineErrFull;
  else if (code == wire::kLocked) t = Text::OnlineErrLocked;
  else if (code == wire::kMatchOver) t = Text::OnlineErrOver;
  else if (code == wire::kSeatTaken) t = Text::OnlineErrSeatTaken;
  else if (code == wire::kBadToken) t = Text::OnlineErrToken;
  else if (code == wire::kRateLimited) t = Text::OnlineErrRate;
  else if (code == wire::kServerError) t = Text::OnlineErrServer;
  else if (code == wire::kNotYourTurn) t = Text::NotYourTurn;
  if (code == wire::kRefused) {
    notices_.push_back(e.message);  // worded by the server in the table's language
  } else if (t == Text::OnlineErrOther) {
    char line[400];
    std::snprintf(line, sizeof line, tr(lang_, t), e.message.empty() ? code.c_str() : e.message.c_str());
    notices_.push_back(line);
  } else {
    notices_.push_back(tr(lang_, t));
  }
  if (code == wire::kBadToken) {  // the seat is gone: forget it on this device
    person_ = -1;
    creds_.token.clear();
    creds_.creatorToken.clear();
    credsChanged_ = true;
  }
  // An action refused: the view is the last one, and the person may act again.
  if ((code == wire::kRefused || code == wire::kNotYourTurn) && hasView_) view_.toAct = !view_.legal.empty();
}

int OnlineTable::tournamentMinutesLeft(double now) const {
  if (clockLeft_ < 0) return -1;
  return int(std::ceil(std::max(0.0, clockLeft_ - (now - clockAt_)) / 60.0));
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
