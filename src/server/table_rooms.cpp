// Tables, seats and the connections sitting there: every table request checked, the match refereed, bots paced,
// state persisted then sent.
#include "server/table_rooms.h"
#include "match/scoresheet.h"
#include "match/seat_view.h"
#include "server/secrets.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::server {

namespace {

const char* const kBotNames[kMaxPlayers] = {"Camille", "Hugo", "Léa", "Louis", "Manon"};

// The view of a person who joined during a deal: the seat's place and the table's public facts, not the hand
// (dealt to someone else, or to nobody who is here) nor anything only its holder knows; the bot plays it.
match::SeatView withoutHand(const match::Match& m, int person, double now) {
  match::SeatView v = m.view(person, now);
  const match::SeatView pub = match::dealView(m.state(), -1);
  v.hand = pub.hand;
  v.toAct = false;
  v.awaitingPoignee = false;
  v.poigneeTrumps = pub.poigneeTrumps;
  v.partner = pub.partner;
  v.chien = pub.chien;
  v.ecart = pub.ecart;
  v.legal.clear();
  v.legalPlays = pub.legalPlays;
  v.ecartRule = pub.ecartRule;
  return v;
}

std::uint64_t randomSeed() {
  std::uint64_t s = 0;
  randomBytes(&s, sizeof s);
  return s;
}

}  // namespace

const Table* TableRooms::table(const std::string& code) const {
  const auto it = tables_.find(code);
  return it == tables_.end() ? nullptr : it->second.get();
}

void TableRooms::log(const Table& t, const std::string& what) const {
  if (options_.log) std::fprintf(stderr, "[table %.6s…] %s\n", t.code.c_str(), what.c_str());
}

bool TableRooms::saveTable(const Table& t) {
  if (!store_) return true;
  StoredTable s;
  s.code = t.code;
  s.settings = protocol::storedSettings(t.settings);
  s.creatorHash = t.creatorHash;
  s.locked = t.locked;
  s.started = t.started;
  s.actions = t.actions;
  s.match = t.started ? t.match.saveJson(t.dealsStored) : std::string();
  for (int p = 0; p < t.people(); ++p)
    s.seats.push_back({p, t.seats[p].name, t.seats[p].tokenHash, t.seats[p].dealHash, t.seats[p].ready});
  if (store_->saveTable(s)) return true;
  std::fprintf(stderr, "tarot-server: cannot save a table: %s\n", store_->lastError().c_str());
  return false;
}

bool TableRooms::commitAction(Table& t, int person, bool byBot, const std::string& action, double now) {
  ++t.actions;
  // A person whose seat a bot plays: one who dropped (the seat still held), or at an online position's table also one
  // who left it (the seat freed) — either way the position's records say a bot played for them from then on.
  const bool forSomeone = person >= 0 && (t.seats[person].held() || !t.tournament.empty());
  if (byBot && forSomeone && !t.botPlayed[person]) {
    t.botPlayed[person] = true;
    // An online position's table: the takeover is kept with the action, in its log (by_bot), before it is
    // announced; a restart reads it there (botsFromLog).
  }
  if (store_) {
    // The deals this action finished are written once; the match saved after it holds only the deal in progress.
    std::vector<std::string> newDeals;
    for (std::size_t i = t.dealsStored; i < t.match.history().size(); ++i) newDeals.push_back(t.match.historyEntryJson(i));
    if (!store_->appendAction(t.code, t.actions, person, byBot, action, t.match.saveJson(t.match.history().size()),
                              long(t.dealsStored), newDeals)) {
      std::fprintf(stderr, "tarot-server: cannot log an action: %s\n", store_->lastError().c_str());
      return false;
    }
    t.dealsStored = t.match.history().size();
  }
  if (t.match.dealFinished() && t.dealEndedAt < 0) {
    t.dealEndedAt = now;
    for (Seat& s : t.seats) s.ready = false;
  }
  broadcast(t, now);
  return true;
}

void TableRooms::restore(double now) {
  now_ = now;
  if (!store_) return;
  for (StoredTable& s : store_->loadAll()) {
    auto t = std::make_unique<Table>();
    if (!protocol::storedSettingsFromText(s.settings, &t->settings)) continue;
    t->code = s.code;
    t->creatorHash = s.creatorHash;
    t->locked = s.locked;
    t->started = s.started;
    t->actions = s.actions;
    for (const StoredSeat& seat : s.seats)
      if (seat.person >= 0 && seat.person < t->people()) {
        t->seats[seat.person].name = seat.name;
        t->seats[seat.person].tokenHash = seat.tokenHash;
        t->seats[seat.person].dealHash = seat.dealHash;
        t->seats[seat.person].ready = seat.ready;
      }
    std::string why;
    if (t->started) {
      if (t->match.loadJson(s.match, matchTime(now), &why, s.deals)) {
        std::fprintf(stderr, "tarot-server: table %.6s… cannot be resumed: %s\n", s.code.c_str(), why.c_str());
        continue;
      }
      // A database written before seats kept their deal's holder: the holders are the deal's.
      // (A deal dealt to nobody, then joined, is stored as such: its seats keep no hand.)
      bool holdersKept = false;
      for (const StoredSeat& seat : s.seats) holdersKept = holdersKept || seat.holderKept;
      for (int p = 0; p < t->people() && !holdersKept; ++p) t->seats[p].dealHash = t->seats[p].tokenHash;
      // What the last action left on the table is shown again: the chien turned over, the last trick.
      t->match.showLastMoment(matchTime(now));
      for (int p = 0; p < t->people(); ++p) {
        Seat& seat = t->seats[p];
        t->match.setBotPlays(p, !seat.ownsDeal() && !t->match.matchOver());
        if (seat.held()) seat.awayUntil = now + options_.grace;
      }
      t->dealsStored = s.deals.size();
      if (t->match.dealFinished()) t->dealEndedAt = now;
      t->sheetSentFor = int(t->match.history().size());
    }
    log(*t, "resumed after " + std::to_string(t->actions) + " actions");
    tables_[s.code] = std::move(t);
  }
}

bool TableRooms::seats(ConnId conn) const {
  const auto it = sitting_.find(conn);
  return it != sitting_.end() && !it->second.table.empty();
}

void TableRooms::unseat(ConnId conn) {
  if (auto it = sitting_.find(conn); it != sitting_.end()) it->second = Sitting();
}

void TableRooms::closed(ConnId conn, double now) {
  const auto it = sitting_.find(conn);
  if (it == sitting_.end()) return;
  const Sitting c = it->second;
  sitting_.erase(it);
  const auto found = tables_.find(c.table);
  if (c.table.empty() || found == tables_.end()) return;
  Table& t = *found->second;
  Seat& s = t.seats[c.person];
  if (s.conn != conn) return;
  s.conn = 0;
  if (t.started && !t.match.matchOver()) s.awayUntil = now + options_.grace;
  log(t, "person " + std::to_string(c.person) + " left; seat kept");
  broadcast(t, now);
}

void TableRooms::listTables(ConnId conn) {
  // Tables one may join: public, open, not over, with a free seat, and no deal in progress (a seat in a started
  // deal is never offered: whoever joins it plays from the next deal).
  std::vector<protocol::TableLine> list;
  for (const auto& [code, t] : tables_) {
    if (!t->settings.isPublic || t->locked || t->match.matchOver()) continue;
    if (t->started && !t->match.dealFinished()) continue;
    protocol::TableLine line;
    line.code = code;
    line.settings = t->settings;
    line.started = t->started;
    for (int p = 0; p < t->people(); ++p) {
      if (t->seats[p].held()) line.names.push_back(t->seats[p].name);
      else ++line.free;
    }
    if (line.free > 0) list.push_back(std::move(line));
  }
  send(conn, protocol::write(list));
}

void TableRooms::request(ConnId conn, const ClientMessage& m, double now) {
  now_ = now;
  Connection& c = sitting_[conn];
  switch (m.type) {
    case MessageType::Ping: send(conn, protocol::writePong()); return;
    case MessageType::List: return listTables(conn);
    case MessageType::Create: create(conn, c, m, now); return;
    case MessageType::Join: join(conn, c, m, now); return;
    case MessageType::Resume: resume(conn, c, m, now); return;
    default: return tableRequest(conn, c, m, now);
  }
}

void TableRooms::tableRequest(ConnId conn, Connection& c, const ClientMessage& m, double now) {
  // The rest name a table and carry a token.
  const auto it = tables_.find(m.table);
  if (it == tables_.end()) return error(conn, wire::kNoTable, "no such table");
  Table& t = *it->second;
  const bool creator = sameSecret(sha256Hex(m.token), t.creatorHash);
  switch (m.type) {
    case MessageType::Start:
      if (!creator) return error(conn, wire::kNotCreator, "only the table's creator may do this");
      if (t.started) return error(conn, wire::kAlreadyStarted, "the match has started");
      return startWithSeed(t, now, randomSeed());
    case MessageType::Lock:
      if (!creator) return error(conn, wire::kNotCreator, "only the table's creator may do this");
      t.locked = m.locked;
      saveTable(t);
      log(t, m.locked ? "locked by its creator" : "unlocked by its creator");
      return broadcast(t, now);
    case MessageType::FreeSeat:
      if (!creator) return error(conn, wire::kNotCreator, "only the table's creator may do this");
      if (m.person >= t.people() || !t.seats[m.person].held()) return error(conn, wire::kSeatFree, "that seat is free");
      freeSeat(t, m.person, now);
      return broadcast(t, now);
    default: return seatRequest(conn, c, t, m, now);
  }
}

void TableRooms::seatRequest(ConnId conn, Connection& c, Table& t, const ClientMessage& m, double now) {
  // act, next_deal, leave: the connection's own seat, with its token.
  if (c.table.empty()) return error(conn, wire::kNotSeated, "join or resume a seat first");
  if (c.table != t.code) return error(conn, wire::kWrongTable, "this connection sits at another table");
  if (!sameSecret(sha256Hex(m.token), t.seats[c.person].tokenHash))
    return error(conn, wire::kBadToken, "this token does not hold your seat");
  switch (m.type) {
    case MessageType::Act: return act(conn, c, t, m, now);
    case MessageType::NextDeal:
      if (!t.started || !t.match.dealFinished() || t.match.matchOver())
        return error(conn, wire::kNoNextDeal, "there is no next deal to start now");
      t.seats[c.person].ready = true;
      saveTable(t);
      return broadcast(t, now);
    case MessageType::Leave:
      freeSeat(t, c.person, now);
      return broadcast(t, now);
    default: return error(conn, wire::kUnknownType, "unknown message type");
  }
}

void TableRooms::create(ConnId conn, Connection& c, const ClientMessage& m, double now) {
  if (!c.table.empty()) return error(conn, wire::kAlreadySeated, "this connection already holds a seat");
  auto t = std::make_unique<Table>();
  do t->code = newTableCode(); while (tables_.count(t->code));
  t->settings = m.settings;
  const std::string creatorToken = newToken();
  t->creatorHash = sha256Hex(creatorToken);
  Table& table = *t;
  tables_[t->code] = std::move(t);
  const std::string token = newToken();
  table.seats[0].name = m.name;
  table.seats[0].tokenHash = sha256Hex(token);
  if (!saveTable(table)) {
    tables_.erase(table.code);
    return error(conn, wire::kServerError, "the table could not be saved");
  }
  log(table, "created for " + std::to_string(table.people()) + " players");
  send(conn, protocol::write(protocol::Created{table.code, creatorToken}));
  seat(conn, c, table, 0, token, now);
}

void TableRooms::join(ConnId conn, Connection& c, const ClientMessage& m, double now) {
  if (!c.table.empty()) return error(conn, wire::kAlreadySeated, "this connection already holds a seat");
  const auto it = tables_.find(m.table);
  if (it == tables_.end()) return error(conn, wire::kNoTable, "no such table");
  Table& t = *it->second;
  if (!m.token.empty()) {  // one seat a person: a token already held here answers already_seated (use resume)
    const std::string hash = sha256Hex(m.token);
    for (int p = 0; p < t.people(); ++p)
      if (t.seats[p].held() && sameSecret(hash, t.seats[p].tokenHash))
        return error(conn, wire::kAlreadySeated, "this token holds a seat at this table: resume it");
  }
  if (t.locked) return error(conn, wire::kLocked, "the table is locked");
  if (t.match.matchOver()) return error(conn, wire::kMatchOver, "the match is over");
  int person = m.person;
  if (person >= t.people()) return error(conn, wire::kBadMessage, "no such seat at this table");
  if (person >= 0 && t.seats[person].held()) return error(conn, wire::kSeatTaken, "that seat is taken");
  for (int p = 0; person < 0 && p < t.people(); ++p)
    if (!t.seats[p].held()) person = p;
  if (person < 0) return error(conn, wire::kTableFull, "every seat is taken");
  const std::string token = newToken();
  Seat& s = t.seats[person];
  s.name = m.name;
  s.tokenHash = sha256Hex(token);
  // During a match the seat's bot plays on to the end of the deal: its hand was dealt to nobody who is here.
  if (t.started) t.match.setPersonName(person, m.name);
  saveTable(t);
  log(t, "person " + std::to_string(person) + " joined");
  seat(conn, c, t, person, token, now);
}

void TableRooms::resume(ConnId conn, Connection& c, const ClientMessage& m, double now) {
  const auto it = tables_.find(m.table);
  if (it == tables_.end()) return error(conn, wire::kNoTable, "no such table");
  Table& t = *it->second;
  const std::string hash = sha256Hex(m.token);
  int person = -1;
  for (int p = 0; p < t.people(); ++p)
    if (t.seats[p].held() && sameSecret(hash, t.seats[p].tokenHash)) person = p;
  if (person < 0) return error(conn, wire::kBadToken, "this token does not hold a seat at this table");
  if (const auto last = tables_.find(c.table); last != tables_.end() && c.table != t.code && last->second->sheetGiven) {
    last->second->seats[c.person].conn = 0;  // on to the next tournament position: the last one's table is over
    c.table.clear();
  }
  if (!c.table.empty() && (c.table != t.code || c.person != person))
    return error(conn, wire::kAlreadySeated, "this connection already holds another seat");
  Seat& s = t.seats[person];
  if (s.conn && s.conn != conn) {
    // The same person from another tab or device: the newest connection holds the seat.
    const ConnId old = s.conn;
    unseat(old);
    send(old, protocol::writeSeatTakenOver());
  }
  if (t.started && s.ownsDeal() && t.match.botPlays(person) && !t.match.matchOver()) t.match.setBotPlays(person, false);
  log(t, "person " + std::to_string(person) + " is back");
  seat(conn, c, t, person, m.token, now);
}

void TableRooms::seat(ConnId conn, Connection& c, Table& t, int person, const std::string& token, double now) {
  c.table = t.code;
  c.person = person;
  Seat& s = t.seats[person];
  s.conn = conn;
  s.awayUntil = -1;
  send(conn, protocol::write(protocol::Joined{t.code, person, token}));
  if (t.started && !t.match.history().empty())
    send(conn, protocol::write(protocol::SheetMessage{t.code, match::sheetFromMatch(t.match)}));
  if (!t.tournament.empty() && t.stopDealsAt >= 0 && !t.sheetGiven) sendClock(conn, t, now);
  broadcast(t, now);
}

void TableRooms::freeSeat(Table& t, int person, double now) {
  Seat& s = t.seats[person];
  if (s.conn) {
    unseat(s.conn);
    send(s.conn, protocol::write(protocol::SeatFreed{t.code, person}));
  }
  s = Seat();
  if (t.started) {
    s.name = kBotNames[person];
    t.match.setPersonName(person, s.name);
    t.match.setBotPlays(person, !t.match.matchOver());
  }
  saveTable(t);
  log(t, "seat " + std::to_string(person) + " freed");
  (void)now;
}

void TableRooms::startWithSeed(Table& t, double now, std::uint64_t seed) {
  std::array<std::string, kMaxPlayers> names;
  for (int p = 0; p < t.people(); ++p) {
    if (!t.seats[p].held()) t.seats[p].name = kBotNames[p];
    names[p] = t.seats[p].name;
  }
  t.match.startMatch(t.settings.matchSettings(names), seed, matchTime(now));
  t.started = true;
  dealStarts(t, now, true);
  t.match.takeDirty();
  saveTable(t);
  log(t, "match started");
  commitAction(t, -1, false, "\"start\"", now);
}

void TableRooms::dealStarts(Table& t, double now, bool first) {
  // The deal is dealt to the seats' holders now: each hand goes to them alone until its end. A person away past
  // the grace time keeps their bot; at the match's start the grace time begins.
  for (int p = 0; p < t.people(); ++p) {
    Seat& s = t.seats[p];
    s.dealHash = s.tokenHash;
    if (first && s.held() && s.conn == 0) s.awayUntil = now + options_.grace;
    const bool gone = s.held() && s.conn == 0 && !(s.awayUntil > now);
    t.match.setBotPlays(p, !s.held() || gone);
  }
}

void TableRooms::act(ConnId conn, Connection& c, Table& t, const ClientMessage& m, double now) {
  if (!t.started) return error(conn, wire::kNotStarted, "the match has not started");
  const Refusal why = t.match.personAct(c.person, m.action, matchTime(now));
  if (why) {
    const bool turn = why.code == RefusalCode::NotYourTurn;
    return error(conn, turn ? wire::kNotYourTurn : wire::kRefused, t.match.refusalText(why), refusalCodeName(why.code));
  }
  t.match.takeDirty();
  commitAction(t, c.person, false, match::actionToJson(m.action).dump(), now);
}

void TableRooms::tickAway(Table& t, double now) {
  // away_seconds counts down: everyone is told each whole second while a seat is away.
  int shown = -1;
  for (int p = 0; p < t.people(); ++p) {
    const Seat& s = t.seats[p];
    if (s.held() && !s.conn && s.awayUntil >= 0) {
      const int left = protocol::wholeSecondsLeft(s.awayUntil - now);
      shown = shown < 0 ? left : std::min(shown, left);
    }
  }
  if (shown == t.awayShown) return;
  t.awayShown = shown;
  if (shown >= 0) broadcast(t, now);
}

void TableRooms::tick(double now) {
  now_ = now;
  for (auto& [code, tp] : tables_)
    if (tp->started) tickTable(*tp, now);
}

void TableRooms::tickTable(Table& t, double now) {
  tickAway(t, now);
  tickClock(t, now);
  bool changed = false;
  for (int p = 0; p < t.people(); ++p) {
    Seat& s = t.seats[p];
    if (s.held() && s.conn == 0 && s.awayUntil >= 0 && now >= s.awayUntil) {
      s.awayUntil = -1;
      if (!t.match.matchOver()) t.match.setBotPlays(p, true);
      log(t, "person " + std::to_string(p) + " did not come back: a bot plays the seat");
      changed = true;
    }
  }
  // Nobody at the table: it waits for them (bots do not play a match out to an empty room, nor spend the
  // server's time on it); the first person back finds it where everyone left it.
  bool someoneHere = false;
  for (int p = 0; p < t.people(); ++p) someoneHere = someoneHere || t.seats[p].conn != 0;
  const bool waits = !someoneHere && t.tournament.empty();  // a tournament's table plays on: its position's clock runs
  if (!waits && t.match.dealFinished()) {
    if (tickNextDeal(t, now)) return;
  } else if (!waits) {
    t.match.update(matchTime(now));
    if (t.match.takeDirty()) {
      const int person = t.match.lastActor();
      commitAction(t, person, t.match.botPlays(person), match::actionToJson(t.match.lastAction()).dump(), now);
      return;
    }
  }
  if (changed) broadcast(t, now);
}

bool TableRooms::tickNextDeal(Table& t, double now) {
  const bool clockOut = !t.tournament.empty() && t.stopDealsAt >= 0 && now >= t.stopDealsAt;
  if (t.match.matchOver() || clockOut) {
    tournamentTableEnds(t);
    return false;
  }
  bool everyoneReady = true, anyone = false;
  for (int p = 0; p < t.people(); ++p)
    if (t.seats[p].held() && t.seats[p].conn) {
      anyone = true;
      everyoneReady = everyoneReady && t.seats[p].ready;
    }
  if (!(anyone && everyoneReady) && !(t.dealEndedAt >= 0 && now >= t.dealEndedAt + options_.nextDealDelay)) return false;
  t.match.nextDeal(matchTime(now));
  t.dealEndedAt = -1;
  for (Seat& s : t.seats) s.ready = false;  // ready for this deal's end, stored with its holders
  dealStarts(t, now, false);
  saveTable(t);
  t.match.takeDirty();
  commitAction(t, -1, false, "\"next_deal\"", now);
  return true;
}

void TableRooms::sendState(ConnId conn, Table& t, int person, double now) {
  protocol::State out;
  out.table = t.code;
  out.person = person;
  out.started = t.started;
  out.locked = t.locked;
  out.settings = t.settings;
  out.actions = t.actions;
  for (int p = 0; p < t.people(); ++p) {
    using Status = protocol::SeatLine::Status;
    const Seat& s = t.seats[p];
    protocol::SeatLine e;
    const bool bot = t.started && t.match.botPlays(p);
    const bool joining = t.started && s.held() && !s.ownsDeal() && !t.match.matchOver();
    e.status = !s.held() ? (t.started ? Status::Bot : Status::Free)
               : joining ? Status::Joining
               : s.conn  ? Status::Here
               : bot     ? Status::Bot
                         : Status::Away;
    e.person = p;
    e.name = s.name;
    e.held = s.held();
    if (s.held() && !s.conn && s.awayUntil >= 0) e.awaySeconds = protocol::wholeSecondsLeft(s.awayUntil - now);
    e.ready = s.ready;
    out.seats.push_back(std::move(e));
  }
  // A finished deal: the seconds before the next one starts by itself (none once the position's clock stopped).
  const bool clockOut = !t.tournament.empty() && t.stopDealsAt >= 0 && now >= t.stopDealsAt;
  if (t.started && t.dealEndedAt >= 0 && !t.match.matchOver() && !clockOut)
    out.nextDealIn = protocol::wholeSecondsLeft(t.dealEndedAt + options_.nextDealDelay - now);
  out.hasView = t.started;
  if (!t.started) {
  } else if (t.seats[person].ownsDeal()) {
    out.view = t.match.view(person, matchTime(now));
  } else {
    out.view = withoutHand(t.match, person, matchTime(now));
  }
  send(conn, protocol::write(out));
}

void TableRooms::sendSheetIfNew(Table& t) {
  if (!t.started || int(t.match.history().size()) == t.sheetSentFor) return;
  t.sheetSentFor = int(t.match.history().size());
  const std::string text = protocol::write(protocol::SheetMessage{t.code, match::sheetFromMatch(t.match)});
  for (const Seat& s : t.seats)
    if (s.conn) send(s.conn, text);
}

void TableRooms::broadcast(Table& t, double now) {
  sendSheetIfNew(t);
  for (int p = 0; p < t.people(); ++p)
    if (t.seats[p].conn) sendState(t.seats[p].conn, t, p, now);
}

}  // namespace tarot::server
