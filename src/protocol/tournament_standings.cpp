// The watcher's tournament messages written, and read and checked (tournament_standings.h).
#include "protocol/tournament_standings.h"
#include "protocol/messages.h"
#include "protocol/tournament_requests.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include "record/json_reader.h"
#include <algorithm>
#include <cstdint>
#include <limits>

namespace tarot::protocol {

namespace {

constexpr int kMaxPlayers = 5 * wire::kMaxTournamentTables;
constexpr int kMaxPositions = 1000;
constexpr int kMaxDeals = 1000;

// A ranking's lines: players that exist, places from 1 to the count.
std::vector<RankLine> rankLines(json::Reader& in, const json::Value& o, int players) {
  std::vector<RankLine> out;
  const std::vector<json::Value>* lines = in.items(o, "lines", -1);
  for (std::size_t i = 0; lines && i < lines->size() && in.ok(); ++i) {
    const json::Value& x = (*lines)[i];
    RankLine l;
    l.player = in.integer(x, "player", 1, players);
    l.place = in.integer(x, "place", 1, players);
    l.shared = in.booleanOr(x, "shared", false);
    l.points = long(in.number(x, "points", -1e12, 1e12));
    l.withdrawn = in.booleanOr(x, "withdrawn", false);
    out.push_back(l);
  }
  if (lines && int(lines->size()) > players) in.fail("more ranking lines than players");
  return out;
}

// The latest position's seating: {"position", "tables": [[N, S, E, W, 5]...]} (player numbers, 0 empty).
void seating(json::Reader& in, const json::Value& s, TournamentStandings* out) {
  const int players = int(out->players.size());
  out->seatingPosition = in.integer(s, "position", 1, out->started);
  out->seating.clear();
  const std::vector<json::Value>* tables = in.items(s, "tables", -1);
  if (tables && int(tables->size()) > wire::kMaxTournamentTables) in.fail("\"tables\": too many");
  for (std::size_t t = 0; tables && t < tables->size() && in.ok(); ++t) {
    const json::Value& row = (*tables)[t];
    std::array<int, 5> seats{};
    if (!row.isArray() || row.items().size() != 5) {
      in.fail("\"tables\": five seats a table");
      break;
    }
    for (std::size_t o = 0; o < 5; ++o) {
      const json::Value& v = row.items()[o];
      if (!v.isInt() || v.asInt() < 0 || v.asInt() > players) in.fail("\"tables\": a seat holds no such player");
      else seats[o] = v.asInt();
    }
    out->seating.push_back(seats);
  }
}

// An array of integers from lo to hi (any count up to `most`), or a failure. 64 bits: a long is 32 on the web.
std::vector<std::int64_t> numbers(json::Reader& in, const json::Value& o, const char* key, std::int64_t lo,
                                  std::int64_t hi, std::size_t most, bool required) {
  std::vector<std::int64_t> out;
  const std::vector<json::Value>* items = required ? in.items(o, key, -1) : in.itemsOr(o, key);
  if (items && items->size() > most) in.fail(std::string("\"") + key + "\": too many");
  for (std::size_t i = 0; items && i < items->size() && in.ok(); ++i) {
    const json::Value& v = (*items)[i];
    if (!v.isInt64() || v.asInt64() < lo || v.asInt64() > hi) in.fail(std::string("\"") + key + "\": out of range");
    else out.push_back(v.asInt64());
  }
  return out;
}

// A ranking packed by columns (an update's): `order` (the players in place order), `points` (in the same order),
// `tied` (pairs of line indexes [first, last] sharing one place: the place of the first), `withdrawn` (players).
// Points within what a RankLine's long holds (32 bits on the web).
constexpr std::int64_t kPoints = std::numeric_limits<long>::max() / 2;

std::vector<RankLine> packedLines(json::Reader& in, const json::Value& o, int players,
                                  const char* pointsKey = "points") {
  std::vector<RankLine> out;
  const std::size_t most = std::size_t(players);
  const std::vector<std::int64_t> order = numbers(in, o, "order", 1, players, most, true);
  const std::vector<std::int64_t> points = numbers(in, o, pointsKey, -kPoints, kPoints, most, true);
  const std::vector<std::int64_t> tied = numbers(in, o, "tied", 0, players, 2 * most, false);
  const std::vector<std::int64_t> withdrawn = numbers(in, o, "withdrawn", 1, players, most, false);
  if (!in.ok()) return out;
  if (points.size() != order.size()) in.fail(std::string("\"") + pointsKey + "\": one a line of \"order\"");
  std::vector<bool> seen(std::size_t(players) + 1, false);
  for (std::size_t i = 0; i < order.size() && in.ok(); ++i) {
    if (seen[std::size_t(order[i])]) in.fail("\"order\": a player twice");
    seen[std::size_t(order[i])] = true;
    RankLine l;
    l.player = int(order[i]);
    l.place = int(i) + 1;
    l.points = long(points[i]);
    out.push_back(l);
  }
  if (tied.size() % 2) in.fail("\"tied\": pairs of line indexes");
  std::int64_t after = -1;  // each group after the one before
  for (std::size_t g = 0; g + 1 < tied.size() && in.ok(); g += 2) {
    const std::int64_t first = tied[g], last = tied[g + 1];
    if (first <= after || last <= first || last >= std::int64_t(out.size())) {
      in.fail("\"tied\": groups of lines in order");
      break;
    }
    for (std::int64_t i = first; i <= last; ++i) {
      out[std::size_t(i)].place = int(first) + 1;
      out[std::size_t(i)].shared = true;
    }
    after = last;
  }
  for (std::size_t i = 0; i < withdrawn.size() && in.ok(); ++i) {
    bool found = false;
    for (RankLine& l : out)
      if (l.player == int(withdrawn[i])) found = l.withdrawn = true;
    if (!found) in.fail("\"withdrawn\": a player not ranked");
  }
  if (!in.ok()) out.clear();
  return out;
}

// A duplicate tournament's ranking of its latest closed position (`duplicate_ranking`): packed lines whose points are
// the matchpoints, and `max` beside.
void duplicateRanking(json::Reader& in, const json::Value& d, TournamentStandings* out) {
  out->duplicatePosition = in.integer(d, "position", 1, out->started);
  out->duplicate = packedLines(in, d, int(out->players.size()), "matchpoints");
  const std::vector<std::int64_t> max = numbers(in, d, "max", 0, kPoints, out->players.size(), true);
  out->duplicateMax.assign(max.begin(), max.end());
  if (in.ok() && max.size() != out->duplicate.size()) in.fail("\"max\": one a line of \"order\"");
}

bool typed(json::Reader& in, const json::Value& m, const char* type) {
  if (in.string(m, "type") != type) in.fail(std::string("not a ") + type + " message");
  return in.ok();
}

}  // namespace

bool read(const json::Value& m, TournamentStandings* out, std::string* why) {
  json::Reader in;
  *out = TournamentStandings();
  if (typed(in, m, wire::kTournamentStandings)) {
    out->tournament = in.string(m, "tournament");
    out->name = in.stringOr(m, "name", "");
    out->version = std::int64_t(in.numberOr(m, "version", 0, 1e15, 0));
    out->positions = in.integer(m, "positions", 1, kMaxPositions);
    out->dealsPerPosition = in.integer(m, "deals_per_position", 1, kMaxDeals);
    out->players = in.stringList(m, "players");
    if (int(out->players.size()) > kMaxPlayers) in.fail("\"players\": too many");
    const int players = int(out->players.size());
    out->started = in.integer(m, "started", 0, out->positions);
    out->closed = in.integerOr(m, "closed", 0, out->started, 0);
    if (const json::Value* p = json::Reader::optional(m, "position"); p && in.ok()) {
      out->rankedPosition = in.integer(*p, "position", 1, out->started);
      out->position = rankLines(in, *p, players);
    }
    if (const json::Value* c = json::Reader::optional(m, "cumulated"); c && in.ok()) {
      out->cumulatedLast = in.integer(*c, "last", 1, out->started);
      out->cumulated = rankLines(in, *c, players);
    }
    const std::vector<json::Value>* missing = in.items(m, "missing", -1);
    for (std::size_t i = 0; missing && i < missing->size() && in.ok(); ++i) {
      const json::Value& x = (*missing)[i];
      MissingSheet s;
      s.position = in.integer(x, "position", 1, out->started);
      s.table = in.integer(x, "table", 1, wire::kMaxTournamentTables);
      s.confirmed = in.integer(x, "confirmed", 0, out->dealsPerPosition);
      out->missing.push_back(s);
    }
    if (const json::Value* s = json::Reader::optional(m, "seating"); s && in.ok()) seating(in, *s, out);
    if (const json::Value* d = json::Reader::optional(m, "duplicate_ranking"); d && in.ok())
      duplicateRanking(in, *d, out);
  }
  if (why) *why = in.why;
  return in.ok();
}

bool apply(const json::Value& m, TournamentStandings* held, std::string* why) {
  json::Reader in;
  TournamentStandings out = *held;
  if (typed(in, m, wire::kTournamentStandingsUpdate)) {
    if (in.string(m, "tournament") != held->tournament) in.fail("another tournament");
    out.version = std::int64_t(in.number(m, "version", 0, 1e15));
    if (in.ok() && out.version < held->version)
      in.fail("out of order: version " + std::to_string(out.version) + ", older than the " +
              std::to_string(held->version) + " held");
    out.name = in.stringOr(m, "name", held->name);
    out.positions = in.integer(m, "positions", 1, kMaxPositions);
    out.dealsPerPosition = in.integer(m, "deals_per_position", 1, kMaxDeals);
    if (json::Reader::optional(m, "players")) out.players = in.stringList(m, "players");
    if (int(out.players.size()) > kMaxPlayers) in.fail("\"players\": too many");
    const int players = int(out.players.size());
    out.started = in.integer(m, "started", 0, out.positions);
    out.closed = in.integerOr(m, "closed", 0, out.started, 0);
    out.rankedPosition = out.cumulatedLast = 0;
    out.position.clear();
    out.cumulated.clear();
    if (const json::Value* p = json::Reader::optional(m, "position"); p && in.ok()) {
      out.rankedPosition = in.integer(*p, "position", 1, out.started);
      out.position = packedLines(in, *p, players);
    }
    if (const json::Value* c = json::Reader::optional(m, "cumulated"); c && in.ok()) {
      out.cumulatedLast = in.integer(*c, "last", 1, out.started);
      out.cumulated = packedLines(in, *c, players);
    }
    // The missing sheets as triples: position, table, deals confirmed.
    const std::vector<std::int64_t> missing = numbers(in, m, "missing", 0, kMaxDeals, 3 * std::size_t(kMaxPositions) *
                                                                                   std::size_t(wire::kMaxTournamentTables), true);
    if (missing.size() % 3) in.fail("\"missing\": position, table, confirmed");
    out.missing.clear();
    for (std::size_t i = 0; i + 2 < missing.size() && in.ok(); i += 3) {
      const MissingSheet s{int(missing[i]), int(missing[i + 1]), int(missing[i + 2])};
      if (s.position < 1 || s.position > out.started || s.table < 1 || s.table > wire::kMaxTournamentTables ||
          s.confirmed > out.dealsPerPosition)
        in.fail("\"missing\": out of range");
      out.missing.push_back(s);
    }
    if (const json::Value* s = json::Reader::optional(m, "seating"); s && in.ok()) seating(in, *s, &out);
    else if (in.ok() && out.seatingPosition != out.started)
      in.fail("position " + std::to_string(out.started) + "'s seating is not held");
    for (const std::array<int, 5>& table : out.seating)
      for (int p : table)
        if (p > players) in.fail("the seating names a player not held");
    // The duplicate ranking when it changed (a position closed); the one held otherwise.
    if (const json::Value* d = json::Reader::optional(m, "duplicate_ranking"); d && in.ok())
      duplicateRanking(in, *d, &out);
    for (const RankLine& l : out.duplicate)
      if (l.player > players) in.fail("the duplicate ranking names a player not held");
  }
  if (in.ok()) *held = std::move(out);
  if (why) *why = in.why;
  return in.ok();
}

bool read(const json::Value& m, PositionRanking* out, int players, std::string* why) {
  json::Reader in;
  *out = PositionRanking();
  if (typed(in, m, wire::kTournamentPositionRanking)) {
    out->tournament = in.string(m, "tournament");
    out->position = in.integer(m, "position", 1, kMaxPositions);
    out->complete = in.booleanOr(m, "complete", false);
    out->hidden = in.booleanOr(m, "hidden", false);
    out->lines = rankLines(in, m, std::min(players, kMaxPlayers));
  }
  if (why) *why = in.why;
  return in.ok();
}

namespace {

json::Value lineObjects(const std::vector<RankLine>& lines) {
  json::Value out = json::Value::array();
  for (const RankLine& l : lines) {
    json::Value o = json::Value::object();
    o.set("player", l.player).set("place", l.place).set("points", std::int64_t(l.points));
    // Only when true: a 600-player night's standings pushed to hundreds of pages are a third smaller.
    if (l.shared) o.set("shared", true);
    if (l.withdrawn) o.set("withdrawn", true);
    out.push(o);
  }
  return out;
}

// A ranking packed by columns (an update's; a third of the lines as objects): the players in place order, their
// points (under `pointsKey`), the groups of lines sharing a place ([first, last] line indexes: the place of the
// first) and the withdrawn players, these two only when there are some.
json::Value packedJson(const std::vector<RankLine>& lines, const char* pointsKey = "points") {
  json::Value order = json::Value::array(), points = json::Value::array(), tied = json::Value::array(),
              withdrawn = json::Value::array();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const RankLine& l = lines[i];
    order.push(l.player);
    points.push(std::int64_t(l.points));
    if (l.withdrawn) withdrawn.push(l.player);
    if (i == 0 || l.place != lines[i - 1].place) continue;
    std::vector<json::Value>& t = tied.items();
    if (!t.empty() && t.back().asInt() == int(i) - 1) t.back() = json::Value(int(i));  // the group goes on
    else tied.push(int(i) - 1).push(int(i));
  }
  json::Value out = json::Value::object();
  out.set("order", order).set(pointsKey, points);
  if (!tied.items().empty()) out.set("tied", tied);
  if (!withdrawn.items().empty()) out.set("withdrawn", withdrawn);
  return out;
}

json::Value playersJson(const TournamentStandings& s) {
  json::Value names = json::Value::array();
  for (const std::string& n : s.players) names.push(n);
  return names;
}

json::Value seatingJson(const TournamentStandings& s) {
  json::Value tables = json::Value::array();
  for (const std::array<int, 5>& t : s.seating) {
    json::Value seats = json::Value::array();
    for (int p : t) seats.push(p);
    tables.push(seats);
  }
  json::Value o = json::Value::object();
  return o.set("position", s.seatingPosition).set("tables", tables);
}

// The duplicate ranking: packed, its points the matchpoints, `max` beside (without `withdrawn`).
json::Value duplicateJson(const TournamentStandings& s) {
  std::vector<RankLine> lines = s.duplicate;
  for (RankLine& l : lines) l.withdrawn = false;
  json::Value packed = packedJson(lines, "matchpoints");
  json::Value max = json::Value::array();
  for (long m : s.duplicateMax) max.push(std::int64_t(m));
  json::Value out = json::Value::object();
  out.set("position", s.duplicatePosition).set("order", *packed.find("order"));
  out.set("matchpoints", *packed.find("matchpoints")).set("max", max);
  if (const json::Value* tied = packed.find("tied")) out.set("tied", *tied);
  return out;
}

// What both the standings and their update begin with.
json::Value standingsHead(const char* type, const TournamentStandings& s) {
  json::Value out = serverMessage(type);
  out.set("tournament", s.tournament).set("version", s.version).set("name", s.name);
  out.set("positions", s.positions).set("deals_per_position", s.dealsPerPosition);
  if (s.closed > 0) out.set("closed", s.closed);
  return out;
}

}  // namespace

std::string write(const TournamentStandings& s) {
  json::Value out = standingsHead(wire::kTournamentStandings, s);
  out.set("players", playersJson(s)).set("started", s.started);
  if (s.rankedPosition > 0) {
    json::Value pos = json::Value::object();
    out.set("position", pos.set("position", s.rankedPosition).set("lines", lineObjects(s.position)));
  }
  if (s.cumulatedLast > 0) {
    json::Value cumul = json::Value::object();
    out.set("cumulated", cumul.set("last", s.cumulatedLast).set("lines", lineObjects(s.cumulated)));
  }
  json::Value missing = json::Value::array();
  for (const MissingSheet& m : s.missing) {
    json::Value x = json::Value::object();
    missing.push(x.set("position", m.position).set("table", m.table).set("confirmed", m.confirmed));
  }
  out.set("missing", missing);
  if (s.seatingPosition > 0) out.set("seating", seatingJson(s));
  if (s.duplicatePosition > 0) out.set("duplicate_ranking", duplicateJson(s));
  return out.dump();
}

std::string writeUpdate(const TournamentStandings& s, StandingsParts parts) {
  json::Value out = standingsHead(wire::kTournamentStandingsUpdate, s);
  if (parts.players) out.set("players", playersJson(s));
  out.set("started", s.started);
  if (s.rankedPosition > 0) out.set("position", packedJson(s.position).set("position", s.rankedPosition));
  if (s.cumulatedLast > 0) out.set("cumulated", packedJson(s.cumulated).set("last", s.cumulatedLast));
  json::Value missing = json::Value::array();
  for (const MissingSheet& m : s.missing) missing.push(m.position).push(m.table).push(m.confirmed);
  out.set("missing", missing);
  if (parts.seating && s.seatingPosition > 0) out.set("seating", seatingJson(s));
  if (parts.duplicate && s.duplicatePosition > 0) out.set("duplicate_ranking", duplicateJson(s));
  return out.dump();
}

std::string playersPart(const TournamentStandings& s) { return playersJson(s).dump(); }
std::string seatingPart(const TournamentStandings& s) { return s.seatingPosition > 0 ? seatingJson(s).dump() : ""; }
std::string duplicatePart(const TournamentStandings& s) {
  return s.duplicatePosition > 0 ? duplicateJson(s).dump() : "";
}

std::string write(const PositionRanking& r) {
  json::Value out = serverMessage(wire::kTournamentPositionRanking);
  out.set("tournament", r.tournament).set("position", r.position).set("complete", r.complete);
  if (r.hidden) return out.set("hidden", true).set("lines", json::Value::array()).dump();
  return out.set("lines", lineObjects(r.lines)).dump();
}

std::string writeRanking(const std::string& tournament, int position) {
  return protocol::writeTournamentRequest(protocol::TournamentRequest::ranking(tournament, position));
}

std::string writeWatch(const std::string& tournament) {
  return protocol::writeTournamentRequest(protocol::TournamentRequest::watch(tournament));
}

}  // namespace tarot::protocol
