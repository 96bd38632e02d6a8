// The watcher's tournament messages read and checked (tournament_read.h).
#include "online/tournament_read.h"
#include "online/tournament_wire.h"
#include "protocol/wire.h"
#include "record/json_reader.h"
#include <algorithm>

namespace tarot::online {

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
    out->positions = in.integer(m, "positions", 1, kMaxPositions);
    out->dealsPerPosition = in.integer(m, "deals_per_position", 1, kMaxDeals);
    out->players = in.stringList(m, "players");
    if (int(out->players.size()) > kMaxPlayers) in.fail("\"players\": too many");
    const int players = int(out->players.size());
    out->started = in.integer(m, "started", 0, out->positions);
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
    if (const json::Value* s = json::Reader::optional(m, "seating"); s && in.ok()) {
      out->seatingPosition = in.integer(*s, "position", 1, out->started);
      const std::vector<json::Value>* tables = in.items(*s, "tables", -1);
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
  }
  if (why) *why = in.why;
  return in.ok();
}

bool read(const json::Value& m, TournamentProgress* out, std::string* why) {
  json::Reader in;
  *out = TournamentProgress();
  if (typed(in, m, wire::kTournamentProgress)) {
    out->tournament = in.string(m, "tournament");
    out->position = in.integer(m, "position", 1, kMaxPositions);
    out->table = in.integer(m, "table", 1, wire::kMaxTournamentTables);
    out->confirmed = in.integer(m, "confirmed", 0, kMaxDeals);
  }
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
    out->lines = rankLines(in, m, std::min(players, kMaxPlayers));
  }
  if (why) *why = in.why;
  return in.ok();
}

std::string writeRanking(const std::string& tournament, int position) {
  json::Value m = json::Value::object();
  m.set("v", wire::kVersion).set("type", wire::kTournamentRanking).set("tournament", tournament);
  return m.set("position", position).dump();
}

std::string writeWatch(const std::string& tournament) {
  json::Value m = json::Value::object();
  return m.set("v", wire::kVersion).set("type", wire::kTournamentWatch).set("tournament", tournament).dump();
}

}  // namespace tarot::online
