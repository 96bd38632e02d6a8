// Tournaments on the server: each request checked for its role, kept in the store, then applied and announced.
#include "server/tournament_desk.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "server/desk_fields.h"
#include "server/secrets.h"
#include "tournament/events.h"
#include "tournament/sessions.h"
#include "tournament/table_sheet.h"
#include <chrono>
#include <cstdio>

namespace tarot::server {

using desk::number;
using desk::text;
using desk::wallMillis;

namespace {

// A table's key at a position: derived from the director's key, so that a resent start_position is answered with
// the same keys (the server keeps only their hashes and the director key's).
std::string tableKey(const std::string& directorKey, const std::string& code, std::size_t position, std::size_t table) {
  return sha256Hex(directorKey + "/" + code + "/" + std::to_string(position) + "/" + std::to_string(table)).substr(0, 32);
}

// The wire's code for the model's refusal.
const char* wireCode(tournament::DealEntryCode c) {
  using C = tournament::DealEntryCode;
  switch (c) {
    case C::SheetIn: case C::Locked: return wire::kSheetLocked;
    case C::NoSuchDeal: case C::NoSeat: return wire::kBadMessage;
    case C::EarlierMissing: case C::BadDeal: return wire::kBadEntry;
    default: return wire::kBadConfirm;
  }
}

}  // namespace

TournamentDesk::TournamentDesk(sqlite3* db, Broadcaster& out, bool log) : store_(db), out_(out), log_(log) {}

const DeskTournament* TournamentDesk::tournament(const std::string& code) const {
  const auto it = tournaments_.find(code);
  return it == tournaments_.end() ? nullptr : it->second.get();
}

void TournamentDesk::error(ConnId conn, const char* code, const std::string& message) {
  out_.error(conn, code, message);
}

DeskTournament* TournamentDesk::requested(ConnId conn, const Request& m, bool online) {
  const auto it = tournaments_.find(m.tournament);
  if (it != tournaments_.end() && (!online || it->second->doc.state().settings.online)) return it->second.get();
  error(conn, wire::kNoTournament, online ? "no such tournament played online" : "no such tournament");
  return nullptr;
}

bool TournamentDesk::director(ConnId conn, const DeskTournament& t, const std::string& key) {
  if (isToken(key) && sameSecret(sha256Hex(key), t.directorHash)) return true;
  error(conn, wire::kNotDirector, "only the tournament's director may do this");
  return false;
}

void TournamentDesk::restore() {
  for (StoredTournament& s : store_.loadAll()) {
    auto t = std::make_unique<DeskTournament>();
    t->code = s.code;
    t->directorHash = s.directorHash;
    for (const std::string& r : s.records) {
      json::Value record;
      std::string why;
      if (!json::parse(r, &record, &why) || !record.isObject()) why = "a record is not JSON";
      else why = apply(*t, record);
      if (!why.empty() && log_)
        std::fprintf(stderr, "tarot-server: tournament %.6s…, record %ld: %s\n", s.code.c_str(), t->seq + 1, why.c_str());
      ++t->seq;
    }
    if (!t->doc.state().created) continue;
    if (log_) std::fprintf(stderr, "[tournament %.6s…] resumed after %ld records\n", s.code.c_str(), t->seq);
    if (!s.records.empty()) {
      json::Value first;
      std::string why;
      if (json::parse(s.records.front(), &first, &why) && first.isObject() && text(first, "creation"))
        creations_[*text(first, "creation")] = s.code;
    }
    tournaments_[s.code] = std::move(t);
  }
}

void TournamentDesk::request(ConnId conn, const Request& m) {
  using T = protocol::TournamentRequestType;
  switch (m.type) {
    case T::Create: return create(conn, m);
    case T::Event: return directorEvent(conn, m);
    case T::Table: case T::Enter: case T::Confirm: return tableRequest(conn, m);
    case T::Watch: return watch(conn, m);
    case T::Events: return events(conn, m);
    case T::Ranking: return ranking(conn, m);
    case T::Seat: return seatRequest(conn, m);
    case T::Records: return records(conn, m);
    case T::PlayerKey: return playerKeyRequest(conn, m);
  }
}

void TournamentDesk::closed(ConnId conn) {
  if (!following_.count(conn)) return;
  for (auto& [code, t] : tournaments_) {
    t->watchers.erase(conn);
    t->directors.erase(conn);
    for (auto& [p, askers] : t->rankingAskers) askers.erase(conn);
    t->seatWaiting.erase(conn);
    for (auto& position : t->positions)
      for (DeskSheet& s : position) s.phones.erase(conn);
  }
  following_.erase(conn);
}

void TournamentDesk::create(ConnId conn, const Request& m) {
  tournament::Settings settings;
  if (m.hasSettings) {
    const std::string why = tournament::settingsFromJson(m.settings, &settings);
    if (!why.empty()) return error(conn, wire::kEventRefused, "settings: " + why);
  }
  const tournament::Event e = tournament::createEvent(m.name, settings);
  tournament::State dry;
  if (const std::string why = tournament::applyEvent(&dry, e); !why.empty()) return error(conn, wire::kEventRefused, why);
  // The console's creation id: a repeat (its answer was lost) gets the same tournament and director key, which is
  // derived from the id; the store keeps only the id's hash.
  const std::string* creation = m.creation.empty() ? nullptr : &m.creation;
  const std::string creationHash = creation ? sha256Hex("creation/" + *creation) : std::string();
  const std::string key = creation ? sha256Hex("director/" + *creation).substr(0, 32) : newToken();
  if (const auto made = creations_.find(creationHash); creation && made != creations_.end()) {
    return out_.send(conn, protocol::write(protocol::TournamentCreated{made->second, key, true}));
  }
  auto t = std::make_unique<DeskTournament>();
  do t->code = newTableCode(); while (tournaments_.count(t->code));
  t->directorHash = sha256Hex(key);
  json::Value record = json::Value::object();
  record.set("r", "event").set("kind", e.kind).set("at", wallMillis()).set("author", "director").set("data", e.data);
  if (creation) record.set("creation", creationHash);
  if (!store_.create(t->code, t->directorHash, record.dump())) {
    std::fprintf(stderr, "tarot-server: cannot save a tournament: %s\n", store_.lastError().c_str());
    return error(conn, wire::kServerError, "the tournament could not be saved");
  }
  apply(*t, record);
  t->seq = 1;
  out_.send(conn, protocol::write(protocol::TournamentCreated{t->code, key, false}));
  if (log_) std::fprintf(stderr, "[tournament %.6s…] created\n", t->code.c_str());
  if (creation) creations_[creationHash] = t->code;
  tournaments_[t->code] = std::move(t);
}

bool TournamentDesk::keep(ConnId conn, DeskTournament& t, const Json& record) {
  if (!store_.append(t.code, t.seq + 1, record.dump())) {
    std::fprintf(stderr, "tarot-server: cannot log a tournament record: %s\n", store_.lastError().c_str());
    error(conn, wire::kServerError, "the change could not be saved");
    return false;
  }
  ++t.seq;
  const std::string why = apply(t, record);
  if (!why.empty()) std::fprintf(stderr, "tarot-server: tournament %.6s…: a kept record did not apply: %s\n",
                                 t.code.c_str(), why.c_str());
  return true;
}

std::string TournamentDesk::apply(DeskTournament& t, const Json& record) {
  t.standings.clear();
  const std::string r = text(record, "r") ? *text(record, "r") : std::string();
  const json::Value* at = record.find("at");
  const std::int64_t when = at && at->isInt64() ? at->asInt64() : 0;
  if (r == "event") {
    tournament::Event e;
    e.kind = text(record, "kind") ? *text(record, "kind") : std::string();
    if (const json::Value* d = record.find("data")) e.data = *d;
    const std::string author = text(record, "author") ? *text(record, "author") : std::string();
    if (std::string why = t.doc.append(e, when, author); !why.empty()) return why;
    if (e.kind == "register") return applyOnline(t, record, when);
    if (e.kind == "start_position") {
      const tournament::PositionState& ps = t.doc.state().positions.back();
      std::vector<DeskSheet> sheets(ps.seating.size());
      const int deals = tournament::dealsAt(t.doc.state().settings, int(t.doc.state().positions.size()));
      const json::Value* keys = record.find("keys");
      for (std::size_t i = 0; i < sheets.size(); ++i) {
        static_cast<tournament::SheetEntry&>(sheets[i]) = tournament::SheetEntry::forDeals(deals);
        if (keys && keys->isArray() && i < keys->items().size() && keys->items()[i].isString())
          sheets[i].keyHash = keys->items()[i].asString();
      }
      t.positions.push_back(std::move(sheets));
      return applyOnline(t, record, when);
    }
    return "";
  }
  if (r == "online_sheet" || r == "player_key" || r == "takeover") return applyOnline(t, record, when);
  const int p = number(record, "position", 1, int(t.positions.size()));
  const int tb = p < 1 ? 0 : number(record, "table", 1, int(t.positions[std::size_t(p - 1)].size()));
  const std::string* id = text(record, "entry_id");
  if (p < 1 || tb < 1 || !id) return "a record names no table";
  DeskSheet& s = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  const int k = number(record, "deal", 1, int(s.deals.size()));
  if (k < 1) return "a record names no deal";
  if (r == "enter") {
    tournament::SheetDeal deal;
    const json::Value* entry = record.find("entry");
    if (std::string why = entry ? tournament::dealFromJson(*entry, &deal) : "an entry without its deal"; !why.empty())
      return why;
    s.enter(k, deal, *id);
    return "";
  }
  if (r != "confirm") return "unknown record \"" + r + "\"";
  s.confirm(k, text(record, "seat") ? *text(record, "seat") : std::string(), *id);
  if (!s.complete() || t.doc.state().positions[std::size_t(p - 1)].sheets[std::size_t(tb - 1)].entered) return "";
  // Every deal confirmed: the model's sheet goes into the document, as the table's.
  return t.doc.append(tournament::sheetEvent(p, tb, s.sheet()), when, "table " + std::to_string(tb));
}

void TournamentDesk::directorEvent(ConnId conn, const Request& m) {
  bool allowed = false;
  for (const char* k : wire::kTournamentEventKinds) allowed = allowed || m.kind == k;
  if (!allowed) return error(conn, wire::kBadMessage, "unknown event kind \"" + m.kind + "\"");
  DeskTournament* found = requested(conn, m);
  if (!found) return;
  DeskTournament& t = *found;
  if (!director(conn, t, m.key)) return;
  tournament::Event e;
  e.kind = m.kind;
  e.data = m.data;
  const json::Value* data = &m.data;
  const std::size_t held = t.doc.events().size();
  std::size_t index = held;
  if (m.index > 0) {
    index = std::size_t(m.index);
    if (index < held) return heldEvent(conn, t, index, e, m.key);
    if (index > held)
      return error(conn, wire::kEventRefused, "out of order: the server holds " + std::to_string(held) +
                                                  " events, the next index is " + std::to_string(held));
  }
  tournament::State dry = t.doc.state();
  if (const std::string why = tournament::applyEvent(&dry, e); !why.empty()) return error(conn, wire::kEventRefused, why);
  json::Value record = json::Value::object();
  record.set("r", "event").set("kind", e.kind).set("at", wallMillis()).set("author", "director").set("data", e.data);
  protocol::TournamentAccepted out;
  if (e.kind == "start_position") {
    const std::size_t tables = dry.positions.back().seating.size();
    if (tables > std::size_t(wire::kMaxTournamentTables))
      return error(conn, wire::kEventRefused, "at most " + std::to_string(wire::kMaxTournamentTables) + " tables");
    json::Value hashes = json::Value::array();
    for (std::size_t i = 0; i < tables; ++i) {
      const std::string k = tableKey(m.key, t.code, dry.positions.size(), i + 1);
      out.keys.push_back(k);
      hashes.push(sha256Hex(k));
    }
    record.set("keys", hashes);
  }
  const bool online = dry.settings.online;
  std::string playerKey;  // an online tournament's player: their key, given once to the director
  if (e.kind == "register" && online) record.set("player_key", sha256Hex(playerKey = newToken()));
  if (e.kind == "start_position" && online && !startOnline(conn, t, dry, &record)) return;
  if (!keep(conn, t, record)) return;
  out.tournament = t.code;
  out.kind = e.kind;
  out.seq = t.seq;
  out.index = std::int64_t(index);
  out.position = int(t.positions.size());
  out.player = int(t.doc.state().players.size());
  out.playerKey = playerKey;
  out_.send(conn, protocol::write(out));
  pushEvents(t, index, conn);
  if (online && (e.kind == "start_position" || e.kind == "close_position")) pushSeats(t);
  // A sheet, its correction or a visa on it: the table's phones see the sheet as it stands now.
  if (e.kind == "sheet" || e.kind == "correct_sheet" || e.kind == "visa") {
    const int p = number(*data, "position", 1, int(t.positions.size()));
    const int tb = p < 1 ? 0 : number(*data, "table", 1, int(t.positions[std::size_t(p - 1)].size()));
    if (tb > 0) pushSheet(t, p, tb);
  }
  pushStandings(t);
}

void TournamentDesk::tableRequest(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m);
  if (!found) return;
  DeskTournament& t = *found;
  const int p = m.position;
  if (p > int(t.positions.size())) return error(conn, wire::kNoTournament, "no such position started");
  const int tb = m.table;
  if (tb > int(t.positions[std::size_t(p - 1)].size()))
    return error(conn, wire::kNoTournament, "no such table at this position");
  DeskSheet& s = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  if (!isToken(m.key) || !sameSecret(sha256Hex(m.key), s.keyHash))
    return error(conn, wire::kBadKey, "this key is not the one of table " + std::to_string(tb) + " at position " +
                                          std::to_string(p));
  if (s.phones.insert(conn).second) follow(conn);
  if (m.type == protocol::TournamentRequestType::Table) return sendSheet(conn, t, p, tb);
  if (m.type == protocol::TournamentRequestType::Enter) return enter(conn, t, p, tb, m);
  confirm(conn, t, p, tb, m);
}

void TournamentDesk::enter(ConnId conn, DeskTournament& t, int p, int tb, const Request& m) {
  DeskSheet& s = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  if (s.applied(m.entryId)) return sendSheet(conn, t, p, tb, true);  // a resend: applied once already
  const tournament::PositionState& ps = t.doc.state().positions[std::size_t(p - 1)];
  tournament::SheetDeal deal;
  std::string why;
  if (const tournament::DealEntryRefusal r = s.checkEnter(ps.sheets[std::size_t(tb - 1)].entered, m.deal, m.entry,
                                                          ps.seating[std::size_t(tb - 1)], &deal, &why))
    return error(conn, wireCode(r.code), why.empty() ? r.english() : why);
  json::Value record = json::Value::object();
  record.set("r", "enter").set("position", p).set("table", tb).set("deal", m.deal).set("entry_id", m.entryId);
  record.set("entry", m.entry);
  if (!keep(conn, t, record)) return;
  pushSheet(t, p, tb);
}

void TournamentDesk::confirm(ConnId conn, DeskTournament& t, int p, int tb, const Request& m) {
  DeskSheet& s = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  const std::string* id = &m.entryId;
  if (s.applied(*id)) return sendSheet(conn, t, p, tb, true);  // a resend: applied once already
  const tournament::PositionState& ps = t.doc.state().positions[std::size_t(p - 1)];
  const int k = m.deal;
  const std::string* seat = &m.seat;
  if (const tournament::DealEntryRefusal r = s.checkConfirm(ps.sheets[std::size_t(tb - 1)].entered, k, m.confirms,
                                                            m.seat, ps.seating[std::size_t(tb - 1)]))
    return error(conn, wireCode(r.code), r.english());
  json::Value record = json::Value::object();
  record.set("r", "confirm").set("position", p).set("table", tb).set("deal", k).set("entry_id", *id);
  record.set("seat", *seat).set("at", wallMillis());
  const std::size_t held = t.doc.events().size();
  if (!keep(conn, t, record)) return;
  pushSheet(t, p, tb);
  if (ps.sheets[std::size_t(tb - 1)].entered) {
    pushEvents(t, held, conn);
    return pushStandings(t);
  }
  // A newer count for the same table replaces one a slow page has not been sent yet.
  pushToWatchers(t, progressMessage(t, p, tb),
                 {"progress/" + t.code + "/" + std::to_string(p) + "/" + std::to_string(tb), 0});
}

void TournamentDesk::watch(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m);
  if (!found) return;
  DeskTournament& t = *found;
  if (!t.watchers.count(conn)) {
    if (t.watchers.size() >= std::size_t(wire::kMaxWatchers))
      return error(conn, wire::kRateLimited, "too many pages watch this tournament: try again later");
    // The first watcher holds the names and seating of now: the next update carries them only if they change.
    if (t.watchers.empty()) standingsParts(t, &t.pushedPlayers, &t.pushedSeating, &t.pushedDuplicate);
    t.watchers.insert(conn);
    follow(conn);
  }
  if (t.standings.empty()) t.standings = standingsMessage(t);
  out_.send(conn, t.standings);
}

void TournamentDesk::heldEvent(ConnId conn, DeskTournament& t, std::size_t index, const tournament::Event& e,
                               const std::string& key) {
  const tournament::Event& h = t.doc.events()[index];
  if (h.kind != e.kind || h.data.dump() != e.data.dump())
    return error(conn, wire::kEventRefused, "out of order: the server holds " + std::to_string(t.doc.events().size()) +
                                                " events and another one (" + h.kind + ", by " + h.author +
                                                ") at index " + std::to_string(index));
  protocol::TournamentAccepted out;
  out.tournament = t.code;
  out.kind = e.kind;
  out.seq = t.seq;
  out.index = std::int64_t(index);
  out.duplicate = true;
  if (e.kind == "start_position") {
    // Which position this event started: the start_position events held up to it.
    std::size_t position = 0;
    for (std::size_t i = 0; i <= index; ++i) position += t.doc.events()[i].kind == "start_position";
    if (position >= 1 && position <= t.positions.size())
      for (std::size_t i = 0; i < t.positions[position - 1].size(); ++i)
        out.keys.push_back(tableKey(key, t.code, position, i + 1));
    out.position = int(position);
  }
  out_.send(conn, protocol::write(out));
}

void TournamentDesk::events(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m);
  if (!found) return;
  DeskTournament& t = *found;
  if (!director(conn, t, m.key)) return;
  if (t.directors.insert(conn).second) follow(conn);
  out_.send(conn, eventListMessage(t, std::size_t(std::min<std::int64_t>(m.from, std::int64_t(t.doc.events().size())))));
}

void TournamentDesk::pushEvents(DeskTournament& t, std::size_t from, ConnId except) {
  std::string msg;
  for (ConnId c : t.directors) {
    if (c == except) continue;
    if (msg.empty()) msg = eventListMessage(t, from);
    out_.send(c, msg);
  }
}

void TournamentDesk::ranking(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m);
  if (!found) return;
  DeskTournament& t = *found;
  const int p = m.position;
  if (p > int(t.positions.size())) return error(conn, wire::kNoTournament, "no such position started");
  std::set<ConnId>& askers = t.rankingAskers[p];
  if (!askers.count(conn)) {
    if (askers.size() >= std::size_t(wire::kMaxWatchers))
      return error(conn, wire::kRateLimited, "too many pages follow this ranking: try again later");
    askers.insert(conn);
    follow(conn);
  }
  std::string& sent = t.rankingSent[p];
  sent = positionRankingMessage(t, p);
  out_.send(conn, sent);
}

void TournamentDesk::sendSheet(ConnId conn, const DeskTournament& t, int p, int tb, bool duplicate) {
  out_.send(conn, tableSheetMessage(t, p, tb, duplicate));
}

void TournamentDesk::pushSheet(DeskTournament& t, int p, int tb) {
  const std::string msg = tableSheetMessage(t, p, tb, false);
  for (ConnId c : t.positions[std::size_t(p - 1)][std::size_t(tb - 1)].phones) out_.send(c, msg);
}

void TournamentDesk::pushStandings(DeskTournament& t) {
  pushRankings(t);
  if (t.watchers.empty()) return;
  // The watchers hold the standings (the whole of them answered their watch): they get what changed, built once.
  unsigned parts = 0;
  const std::string update =
      standingsUpdateMessage(t, &t.pushedPlayers, &t.pushedSeating, &t.pushedDuplicate, &parts);
  pushToWatchers(t, update, {"standings/" + t.code, parts});
}

void TournamentDesk::pushRankings(DeskTournament& t) {
  for (auto& [p, askers] : t.rankingAskers) {
    if (askers.empty()) continue;
    std::string msg = positionRankingMessage(t, p);
    if (msg == t.rankingSent[p]) continue;  // unchanged: nothing sent
    t.rankingSent[p] = std::move(msg);
    const auto shared = std::make_shared<const std::string>(t.rankingSent[p]);
    const Replace replace{"ranking/" + t.code + "/" + std::to_string(p), 0};  // the whole ranking each time
    for (ConnId c : askers) {
      out_.sendShared(c, shared, replace);
    }
  }
}

void TournamentDesk::pushToWatchers(const DeskTournament& t, const std::string& text, const Replace& replace) {
  const auto shared = std::make_shared<const std::string>(text);  // one copy, queued by every watcher's connection
  for (ConnId w : t.watchers) out_.sendShared(w, shared, replace);
}

}  // namespace tarot::server

namespace tarot::server {

std::string eventListMessage(const DeskTournament& t, std::size_t from) {
  const std::vector<tournament::Event>& all = t.doc.events();
  protocol::TournamentEventList out;
  out.tournament = t.code;
  out.from = std::int64_t(from);
  out.count = std::int64_t(all.size());
  for (std::size_t i = from; i < all.size() && i < from + std::size_t(wire::kMaxEventsPerList); ++i)
    out.events.push_back({all[i].kind, all[i].at, all[i].author, all[i].data});
  return protocol::write(out);
}

}  // namespace tarot::server
