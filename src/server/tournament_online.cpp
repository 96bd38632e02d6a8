// Online positions on the desk (docs/PROTOCOL.md "Online positions"): each player's key, the position's tables opened
// on the server's tables with one seed (the same at every table when duplicate: drawn here, kept, never sent), each
// player's seat answered to their key (or pushed when the position starts), the tables' sheets taken into the
// document from their matches, and the deals' records published only once the position is closed.
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "server/secrets.h"
#include "server/desk_fields.h"
#include "server/tournament_desk.h"
#include "tournament/duplicate.h"
#include "tournament/events.h"
#include "tournament/sessions.h"
#include <chrono>
#include <cstdio>

namespace tarot::server {

using desk::number;
using desk::text;
using desk::wallMillis;

namespace {

std::uint64_t secretSeed() {
  std::uint64_t s = 0;
  randomBytes(&s, sizeof s);
  return s;
}

}  // namespace

bool TournamentDesk::startOnline(ConnId conn, DeskTournament& t, const tournament::State& dry, json::Value* record) {
  if (!host_) {
    error(conn, wire::kServerError, "this server plays no online positions");
    return false;
  }
  const tournament::Settings& s = dry.settings;
  const tournament::PositionState& ps = dry.positions.back();
  const int p = int(dry.positions.size());
  const std::uint64_t positionSeed = secretSeed();
  // The position's clock as wall time, kept with the position: a restart does not start it again.
  const std::int64_t endsAt = s.minutes > 0 ? host_->positionEnd(s.minutes) : 0;
  json::Value tables = json::Value::array();
  for (std::size_t i = 0; i < ps.seating.size(); ++i) {
    const tournament::TableSeating& seating = ps.seating[i];
    OnlineTableSpec spec;
    spec.tournament = t.code;
    spec.position = p;
    spec.table = int(i) + 1;
    spec.deals = tournament::dealsAt(s, p);
    spec.minutes = s.minutes;
    spec.endsAt = endsAt;
    spec.seed = s.duplicate ? positionSeed : secretSeed();
    json::Value persons = json::Value::array(), orientations = json::Value::array();
    int n = 0;
    for (int o = 0; o < 5; ++o) {
      const int player = seating.seat[std::size_t(o)];
      const bool bot = !player && s.bots && seating.players() == 3 && o < 4;
      if (!player && !bot) continue;
      spec.players[std::size_t(n)] = player;
      spec.names[std::size_t(n)] = player ? dry.players[std::size_t(player - 1)].name : std::string();
      persons.push(player);
      orientations.push(o);
      ++n;
    }
    spec.people = n;
    const std::string code = host_->openTournamentTable(spec);
    if (code.empty()) {
      error(conn, wire::kServerError, "the position's tables could not be saved");
      return false;
    }
    json::Value table = json::Value::object();
    tables.push(table.set("code", code).set("persons", persons).set("orientations", orientations));
  }
  json::Value online = json::Value::object();
  online.set("table_list", tables).set("seed", std::to_string(positionSeed)).set("duplicate", s.duplicate);
  if (endsAt) online.set("ends_at", endsAt);
  record->set("online", online);
  return true;
}

// Applies what a record adds for online play (the same live and on a restart).
std::string TournamentDesk::applyOnline(DeskTournament& t, const Json& record, std::int64_t when) {
  const std::string r = text(record, "r") ? *text(record, "r") : std::string();
  const std::string kind = text(record, "kind") ? *text(record, "kind") : std::string();
  if (r == "event" && kind == "register") {
    t.playerKeyHashes.resize(t.doc.state().players.size());
    if (const std::string* h = text(record, "player_key")) t.playerKeyHashes.back() = *h;
    return "";
  }
  if (r == "event" && kind == "start_position") {
    const json::Value* online = record.find("online");
    const json::Value* tables = online ? online->find("table_list") : nullptr;
    if (!tables || !tables->isArray()) return "";
    std::vector<DeskSheet>& sheets = t.positions.back();
    const json::Value* ends = online->find("ends_at");
    for (DeskSheet& ds : sheets) ds.clockEnds = ends && ends->isInt64() ? ends->asInt64() : 0;
    for (std::size_t i = 0; i < sheets.size() && i < tables->items().size(); ++i) {
      const json::Value& tb = tables->items()[i];
      sheets[i].tableCode = text(tb, "code") ? *text(tb, "code") : std::string();
      const json::Value* persons = tb.find("persons");
      const json::Value* orient = tb.find("orientations");
      for (std::size_t k = 0; persons && orient && k < 5 && k < persons->items().size(); ++k) {
        sheets[i].persons[k] = persons->items()[k].asInt();
        sheets[i].orientations[k] = orient->items()[k].asInt();
      }
      sheets[i].people = persons ? int(persons->items().size()) : 0;
    }
    return "";
  }
  if (r == "player_key") {  // a new key given to a player by the director
    const int player = number(record, "player", 1, int(t.playerKeyHashes.size()));
    const std::string* h = text(record, "player_key");
    if (player < 1 || !h) return "a player's key names no player";
    t.playerKeyHashes[std::size_t(player - 1)] = *h;
    return "";
  }
  if (r == "takeover") {  // a bot took a person's seat over
    const int p = number(record, "position", 1, int(t.positions.size()));
    const int tb = p < 1 ? 0 : number(record, "table", 1, int(t.positions[std::size_t(p - 1)].size()));
    const int person = number(record, "person", 0, 4);
    if (tb < 1 || person < 0) return "a takeover names no seat";
    t.positions[std::size_t(p - 1)][std::size_t(tb - 1)].takenOver[std::size_t(person)] = true;
    return "";
  }
  if (r != "online_sheet") return "";
  const int p = number(record, "position", 1, int(t.positions.size()));
  const int tb = p < 1 ? 0 : number(record, "table", 1, int(t.positions[std::size_t(p - 1)].size()));
  const json::Value* sheetJson = record.find("played");
  if (tb < 1 || !sheetJson) return "an online sheet names no table";
  tournament::TableSheet sheet;
  if (std::string why = tournament::sheetFromJson(*sheetJson, &sheet); !why.empty()) return why;
  DeskSheet& ds = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  if (const json::Value* b = record.find("bot_played"))
    for (const json::Value& x : b->items())
      if (x.isInt()) ds.botPlayed.push_back(x.asInt());
  return t.doc.append(tournament::sheetEvent(p, tb, sheet), when, "table " + std::to_string(tb));
}

void TournamentDesk::tableEnded(const std::string& code, int p, int tb, const tournament::TableSheet& played,
                                const std::array<bool, 5>& botPlayed) {
  const auto it = tournaments_.find(code);
  if (it == tournaments_.end()) return;
  DeskTournament& t = *it->second;
  const tournament::PositionState* ps = t.doc.state().position(p);
  if (!ps || tb < 1 || tb > int(ps->sheets.size()) || ps->sheets[std::size_t(tb - 1)].entered) return;
  const DeskSheet& ds = t.positions[std::size_t(p - 1)][std::size_t(tb - 1)];
  tournament::TableSheet sheet = played;
  json::Value bots = json::Value::array();
  for (int k = 0; k < ds.people; ++k) {
    if (!ds.persons[std::size_t(k)]) sheet.bots[std::size_t(ds.orientations[std::size_t(k)])] = true;
    else if (botPlayed[std::size_t(k)]) bots.push(ds.persons[std::size_t(k)]);
  }
  const std::size_t held = t.doc.events().size();
  json::Value record = json::Value::object();
  record.set("r", "online_sheet").set("position", p).set("table", tb).set("played", tournament::sheetToJson(sheet));
  record.set("bot_played", bots).set("at", wallMillis());
  if (!keep(0, t, record)) return;
  if (log_) std::fprintf(stderr, "[tournament %.6s…] position %d, table %d: the match's sheet is in\n", code.c_str(), p, tb);
  pushSheet(t, p, tb);
  pushEvents(t, held, 0);  // the console that follows the document gets the table's sheet
  pushStandings(t);
}

void TournamentDesk::adoptTables() {
  if (!host_) return;
  for (auto& [code, t] : tournaments_) {
    const tournament::State& st = t->doc.state();
    for (std::size_t p = 0; p < t->positions.size() && p < st.positions.size(); ++p) {
      if (st.positions[p].closed) continue;
      for (std::size_t i = 0; i < t->positions[p].size(); ++i) {
        const DeskSheet& ds = t->positions[p][i];
        if (ds.tableCode.empty()) continue;
        OnlineTableSpec spec;
        spec.tournament = code;
        spec.position = int(p) + 1;
        spec.table = int(i) + 1;
        spec.minutes = st.settings.minutes;
        spec.endsAt = ds.clockEnds;
        spec.botPlayed = ds.takenOver;
        host_->adoptTournamentTable(spec, ds.tableCode);
      }
    }
  }
}

void TournamentDesk::seatRequest(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m, true);
  if (!found) return;
  DeskTournament& t = *found;
  const int player = m.player;
  if (player > int(t.playerKeyHashes.size())) return error(conn, wire::kNoTournament, "no such player");
  const std::string& hash = t.playerKeyHashes[std::size_t(player - 1)];
  if (!isToken(m.key) || hash.empty() || !sameSecret(sha256Hex(m.key), hash))
    return error(conn, wire::kBadKey, "this key is not player " + std::to_string(player) + "'s");
  if (!t.seatWaiting.count(conn)) follow(conn);
  t.seatWaiting[conn] = player;  // told again when the next position starts
  sendSeat(conn, t, player);
}

void TournamentDesk::playerKeyRequest(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m, true);
  if (!found) return;
  DeskTournament& t = *found;
  if (!director(conn, t, m.key)) return;
  const int player = m.player;
  if (player > int(t.playerKeyHashes.size())) return error(conn, wire::kNoTournament, "no such player");
  const std::string key = newToken();
  json::Value record = json::Value::object();
  record.set("r", "player_key").set("player", player).set("player_key", sha256Hex(key)).set("at", wallMillis());
  if (!keep(conn, t, record)) return;
  // The pages that asked with the old key are told no more seats.
  for (auto it = t.seatWaiting.begin(); it != t.seatWaiting.end();)
    it = it->second == player ? t.seatWaiting.erase(it) : std::next(it);
  // A page seated with the old key loses its seat (a lost or handed-on card): the seat waits for the new key's
  // page, played by a bot after the grace time meanwhile. Only the director was ever given the old key, so a key the
  // console asks again because its answer was lost unseats nobody.
  const tournament::State& st = t.doc.state();
  const std::size_t open = st.positions.size();
  if (host_ && open >= 1 && !st.positions[open - 1].closed)
    for (const DeskSheet& ds : t.positions[open - 1])
      for (int k = 0; k < ds.people; ++k)
        if (ds.persons[std::size_t(k)] == player && !ds.tableCode.empty())
          host_->reseat(ds.tableCode, k, sha256Hex(newToken()));
  out_.send(conn, protocol::write(protocol::TournamentPlayerKey{t.code, player, key}));
}

void TournamentDesk::sendSeat(ConnId conn, DeskTournament& t, int player) {
  const tournament::State& st = t.doc.state();
  const int p = int(st.positions.size());
  const bool open = p >= 1 && !st.positions[std::size_t(p - 1)].closed;
  protocol::TournamentSeat out;
  out.tournament = t.code;
  out.player = player;
  out.name = st.players[std::size_t(player - 1)].name;
  for (std::size_t i = 0; open && i < t.positions[std::size_t(p - 1)].size(); ++i) {
    const DeskSheet& ds = t.positions[std::size_t(p - 1)][i];
    for (int k = 0; k < ds.people; ++k) {
      if (ds.persons[std::size_t(k)] != player || ds.tableCode.empty()) continue;
      const std::string token = newToken();
      if (!host_ || !host_->reseat(ds.tableCode, k, sha256Hex(token)))
        return error(conn, wire::kServerError, "the seat could not be saved");
      out.position = p;
      out.table = int(i) + 1;
      out.code = ds.tableCode;
      out.person = k;
      out.token = token;
      out.waiting = false;
      return out_.send(conn, protocol::write(out));
    }
  }
  const int next = open ? p : p + 1;
  out.position = next;
  out.waiting = true;
  if (next > st.settings.positions) {
    out.message = "the tournament has no more positions";
    out.reason = protocol::kSeatOver;
  } else if (open) {
    out.message = "you do not play position " + std::to_string(next);
    out.reason = protocol::kSeatSitsOut;
  } else {
    out.message = "position " + std::to_string(next) + " has not started yet";
    out.reason = protocol::kSeatBeforeStart;
  }
  out_.send(conn, protocol::write(out));
}

void TournamentDesk::pushSeats(DeskTournament& t) {
  for (const auto& [conn, player] : t.seatWaiting) sendSeat(conn, t, player);
}

void TournamentDesk::records(ConnId conn, const Request& m) {
  DeskTournament* found = requested(conn, m, true);
  if (!found) return;
  DeskTournament& t = *found;
  const int p = m.position;
  if (p > int(t.positions.size())) return error(conn, wire::kNoTournament, "no such position started");
  if (!t.doc.state().positions[std::size_t(p - 1)].closed)
    return error(conn, wire::kNotClosed, "position " + std::to_string(p) + "'s deals are published once it is closed");
  protocol::TournamentRecords out;
  out.tournament = t.code;
  out.position = p;
  out.duplicate = t.doc.state().settings.duplicate;
  for (std::size_t i = 0; i < t.positions[std::size_t(p - 1)].size(); ++i) {
    const DeskSheet& ds = t.positions[std::size_t(p - 1)][i];
    protocol::TournamentTableRecord tb;
    if (host_ && !ds.tableCode.empty()) tb = host_->tableRecords(ds.tableCode);
    tb.table = int(i) + 1;
    for (int k = 0; k < ds.people; ++k) {
      tb.players.push_back(ds.persons[std::size_t(k)]);
      tb.orientations.push_back(ds.orientations[std::size_t(k)]);
    }
    tb.botsFor = ds.botPlayed;
    out.records.push_back(tb);
  }
  // The duplicate ranking of this position (tournament/duplicate.h).
  for (const tournament::DuplicateLine& l : tournament::rankDuplicate(t.doc.state(), p, p).lines)
    out.duplicateRanking.push_back({l.player, l.place, l.shared, l.matchpoints, l.maxMatchpoints, l.deals, l.points});
  out_.send(conn, protocol::write(out));
}

}  // namespace tarot::server
