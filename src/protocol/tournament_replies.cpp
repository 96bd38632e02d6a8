// The tournament protocol's replies both ways (docs/PROTOCOL.md, "Tournaments: server → client"): each one's writer
// and its reader through json::Reader.
#include "protocol/tournament_replies.h"
#include "protocol/messages.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include "record/json_reader.h"
#include <climits>

namespace tarot::protocol {

namespace {

constexpr int kMost = INT_MAX;

// The reader's first step: the message is of `type`.
bool typed(json::Reader& in, const json::Value& m, const char* type) {
  if (!m.isObject()) return in.fail("not an object"), false;
  const json::Value* t = m.find("type");
  if (!t || !t->isString() || t->asString() != type) return in.fail(std::string("not a ") + type), false;
  return true;
}

bool done(const json::Reader& in, std::string* why) {
  if (why) *why = in.why;
  return in.ok();
}

std::int64_t wholeOr(json::Reader& in, const json::Value& o, const char* key, std::int64_t fallback) {
  const json::Value* v = json::Reader::optional(o, key);
  if (!v) return fallback;
  if (!v->isInt64()) in.fail(std::string("\"") + key + "\" must be a whole number");
  return v->isInt64() ? v->asInt64() : fallback;
}

json::Value strings(const std::vector<std::string>& list) {
  json::Value out = json::Value::array();
  for (const std::string& s : list) out.push(s);
  return out;
}

json::Value dealJson(const TournamentSheetDeal& d) {
  json::Value x = json::Value::object();
  x.set("deal", d.deal).set("entered", d.entered).set("confirmed", d.confirmed);
  if (!d.entryId.empty()) x.set("entry_id", d.entryId);
  if (d.visa) x.set("visa", true);
  if (d.entered && !d.entry.isNull()) x.set("entry", d.entry);
  if (!d.confirmedBy.empty()) x.set("confirmed_by", d.confirmedBy);
  return x;
}

}  // namespace

std::string write(const TournamentCreated& m) {
  json::Value out = serverMessage(wire::kTournamentCreated);
  out.set("tournament", m.tournament).set("director_key", m.directorKey);
  if (m.duplicate) out.set("duplicate", true);
  return out.dump();
}

std::string write(const TournamentAccepted& m) {
  json::Value out = serverMessage(wire::kTournamentAccepted);
  out.set("tournament", m.tournament).set("kind", m.kind).set("seq", std::int64_t(m.seq));
  if (m.index >= 0) out.set("index", m.index);
  if (m.duplicate) out.set("duplicate", true);
  if (m.kind == "start_position") out.set("position", m.position).set("keys", strings(m.keys));
  if (!m.playerKey.empty()) out.set("player", m.player).set("player_key", m.playerKey);
  return out.dump();
}

std::string write(const TournamentSheet& m) {
  json::Value out = serverMessage(wire::kTournamentSheet);
  out.set("tournament", m.tournament).set("position", m.position).set("table", m.table);
  out.set("deals_per_position", m.dealsPerPosition);
  json::Value seats = json::Value::array(), deals = json::Value::array(), bilans = json::Value::object();
  for (const TournamentSheetSeat& s : m.seats) {
    json::Value x = json::Value::object();
    seats.push(x.set("seat", s.seat).set("player", s.player).set("name", s.name));
  }
  for (const TournamentSheetDeal& d : m.deals) deals.push(dealJson(d));
  out.set("seats", seats).set("deals", deals).set(wire::kLocked, m.locked).set("corrections", strings(m.corrections));
  for (const auto& [seat, points] : m.bilans) bilans.set(seat, points);
  out.set("bilans", bilans);
  if (!m.bots.empty()) out.set("bots", strings(m.bots));
  if (m.duplicate) out.set("duplicate", true);
  return out.dump();
}

std::string write(const TournamentProgress& m) {
  json::Value out = serverMessage(wire::kTournamentProgress);
  out.set("tournament", m.tournament).set("position", m.position).set("table", m.table);
  return out.set("confirmed", m.confirmed).dump();
}

std::string write(const TournamentEventList& m) {
  json::Value events = json::Value::array();
  for (const TournamentEventLine& e : m.events) {
    json::Value x = json::Value::object();
    events.push(x.set("kind", e.kind).set("at", e.at).set("author", e.author).set("data", e.data));
  }
  json::Value out = serverMessage(wire::kTournamentEventList);
  out.set("tournament", m.tournament).set("from", m.from).set("count", m.count);
  return out.set("events", events).dump();
}

std::string write(const TournamentPlayerKey& m) {
  json::Value out = serverMessage(wire::kTournamentPlayerKey);
  return out.set("tournament", m.tournament).set("player", m.player).set("player_key", m.playerKey).dump();
}

std::string write(const TournamentSeat& m) {
  json::Value out = serverMessage(wire::kTournamentSeat);
  out.set("tournament", m.tournament).set("player", m.player).set("name", m.name).set("position", m.position);
  if (!m.waiting) {
    out.set("table", m.table).set("code", m.code).set("person", m.person).set("token", m.token);
    return out.set("waiting", false).dump();
  }
  out.set("waiting", true);
  if (!m.message.empty()) out.set("message", m.message).set("reason", m.reason);
  return out.dump();
}

std::string write(const TournamentClock& m) {
  json::Value out = serverMessage(wire::kTournamentClock);
  out.set("tournament", m.tournament).set("position", m.position).set("table", m.table);
  return out.set("seconds_left", m.secondsLeft).set("time_up", m.timeUp).dump();
}

namespace {

template <class T>
json::Value arrayOf(const std::vector<T>& list) {
  json::Value out = json::Value::array();
  for (const T& x : list) out.push(x);
  return out;
}

json::Value recordJson(const TournamentTableRecord& r) {
  json::Value deals = json::Value::array();
  for (const TournamentRecordDeal& d : r.deals) {
    json::Value hands = json::Value::array(), x = json::Value::object();
    for (const std::vector<std::string>& h : d.hands) hands.push(strings(h));
    x.set("dealer", d.dealer).set("annulled", d.annulled).set("hands", hands).set("chien", strings(d.chien));
    deals.push(x.set("scores", arrayOf(d.scores)));
  }
  json::Value bots = json::Value::array();
  for (bool b : r.botPlayed) bots.push(b);
  json::Value o = json::Value::object();
  o.set("table", r.table).set("players", arrayOf(r.players)).set("orientations", arrayOf(r.orientations));
  o.set("bots_for", arrayOf(r.botsFor)).set("people", r.people).set("names", strings(r.names));
  return o.set("bot_played", bots).set("deals", deals);
}

}  // namespace

std::string write(const TournamentRecords& m) {
  json::Value ranking = json::Value::array(), tables = json::Value::array();
  for (const TournamentDuplicateLine& l : m.duplicateRanking) {
    json::Value line = json::Value::object();
    line.set("player", l.player).set("place", l.place).set("shared", l.shared);
    line.set("matchpoints", std::int64_t(l.matchpoints)).set("max_matchpoints", std::int64_t(l.maxMatchpoints));
    ranking.push(line.set("deals", l.deals).set("points", std::int64_t(l.points)));
  }
  for (const TournamentTableRecord& r : m.records) tables.push(recordJson(r));
  json::Value out = serverMessage(wire::kTournamentRecords);
  out.set("tournament", m.tournament).set("position", m.position).set("duplicate", m.duplicate);
  return out.set("duplicate_ranking", ranking).set("records", tables).dump();
}

std::string replyType(const json::Value& m) {
  const json::Value* t = m.isObject() ? m.find("type") : nullptr;
  return t && t->isString() ? t->asString() : std::string();
}

std::string requestIdOf(const json::Value& m) {
  const json::Value* id = m.isObject() ? m.find("id") : nullptr;
  if (!id || id->isNull()) return "";
  return id->isString() ? id->asString() : id->dump();
}

bool read(const json::Value& m, TournamentCreated* out, std::string* why) {
  json::Reader in;
  TournamentCreated r;
  if (typed(in, m, wire::kTournamentCreated)) {
    r.tournament = in.string(m, "tournament");
    r.directorKey = in.string(m, "director_key");
    r.duplicate = in.booleanOr(m, "duplicate", false);
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentAccepted* out, std::string* why) {
  json::Reader in;
  TournamentAccepted r;
  if (typed(in, m, wire::kTournamentAccepted)) {
    r.tournament = in.string(m, "tournament");
    r.kind = in.string(m, "kind");
    r.seq = long(wholeOr(in, m, "seq", 0));
    r.index = wholeOr(in, m, "index", -1);
    r.duplicate = in.booleanOr(m, "duplicate", false);
    r.position = in.integerOr(m, "position", 0, kMost, 0);
    if (json::Reader::optional(m, "keys")) r.keys = in.stringList(m, "keys");
    r.player = in.integerOr(m, "player", 0, kMost, 0);
    r.playerKey = in.stringOr(m, "player_key", "");
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentSheet* out, std::string* why) {
  json::Reader in;
  TournamentSheet r;
  if (typed(in, m, wire::kTournamentSheet)) {
    r.tournament = in.string(m, "tournament");
    r.position = in.integer(m, "position", 1, kMost);
    r.table = in.integer(m, "table", 1, kMost);
    r.dealsPerPosition = in.integer(m, "deals_per_position", 0, kMost);
    if (const std::vector<json::Value>* seats = in.items(m, "seats", -1))
      for (const json::Value& x : *seats)
        r.seats.push_back({in.string(x, "seat"), in.integer(x, "player", 0, kMost), in.string(x, "name")});
    if (const std::vector<json::Value>* deals = in.items(m, "deals", -1))
      for (const json::Value& x : *deals) {
        TournamentSheetDeal d;
        d.deal = in.integer(x, "deal", 1, kMost);
        d.entered = in.boolean(x, "entered");
        d.confirmed = in.boolean(x, "confirmed");
        d.entryId = in.stringOr(x, "entry_id", "");
        d.confirmedBy = in.stringOr(x, "confirmed_by", "");
        d.visa = in.booleanOr(x, "visa", false);
        if (const json::Value* e = json::Reader::optional(x, "entry")) d.entry = *e;
        r.deals.push_back(d);
      }
    r.locked = in.boolean(m, wire::kLocked);
    r.corrections = in.stringList(m, "corrections");
    if (const json::Value* b = in.get(m, "bilans")) {
      if (!b->isObject()) in.fail("\"bilans\" must be an object");
      for (const auto& [seat, points] : b->members()) {
        if (!points.isInt()) in.fail("\"bilans\" must give whole numbers");
        r.bilans.push_back({seat, points.isInt() ? points.asInt() : 0});
      }
    }
    if (json::Reader::optional(m, "bots")) r.bots = in.stringList(m, "bots");
    r.duplicate = in.booleanOr(m, "duplicate", false);
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentProgress* out, std::string* why) {
  json::Reader in;
  TournamentProgress r;
  if (typed(in, m, wire::kTournamentProgress)) {
    r.tournament = in.string(m, "tournament");
    r.position = in.integer(m, "position", 1, kMost);
    r.table = in.integer(m, "table", 1, kMost);
    r.confirmed = in.integer(m, "confirmed", 0, kMost);
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentEventList* out, std::string* why) {
  json::Reader in;
  TournamentEventList r;
  if (typed(in, m, wire::kTournamentEventList)) {
    r.tournament = in.string(m, "tournament");
    r.from = wholeOr(in, m, "from", -1);
    r.count = wholeOr(in, m, "count", -1);
    if (r.from < 0 || r.count < 0) in.fail("\"from\" and \"count\" are whole numbers from 0");
    if (const std::vector<json::Value>* events = in.items(m, "events", -1))
      for (const json::Value& x : *events) {
        TournamentEventLine e;
        e.kind = in.string(x, "kind");
        e.at = wholeOr(in, x, "at", 0);
        e.author = in.stringOr(x, "author", "");
        if (const json::Value* d = in.get(x, "data")) e.data = *d;
        r.events.push_back(e);
      }
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentPlayerKey* out, std::string* why) {
  json::Reader in;
  TournamentPlayerKey r;
  if (typed(in, m, wire::kTournamentPlayerKey)) {
    r.tournament = in.string(m, "tournament");
    r.player = in.integer(m, "player", 1, kMost);
    r.playerKey = in.string(m, "player_key");
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentSeat* out, std::string* why) {
  json::Reader in;
  TournamentSeat r;
  if (typed(in, m, wire::kTournamentSeat)) {
    r.tournament = in.string(m, "tournament");
    r.player = in.integer(m, "player", 1, kMost);
    r.name = in.stringOr(m, "name", "");
    r.position = in.integerOr(m, "position", 0, kMost, 0);
    r.waiting = in.boolean(m, "waiting");
    if (!r.waiting) {
      r.table = in.integerOr(m, "table", 0, kMost, 0);
      r.code = in.string(m, "code");
      r.person = in.integer(m, "person", 0, 4);
      r.token = in.string(m, "token");
    } else {
      r.message = in.stringOr(m, "message", "");
      r.reason = in.stringOr(m, "reason", "");
    }
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

bool read(const json::Value& m, TournamentClock* out, std::string* why) {
  json::Reader in;
  TournamentClock r;
  if (typed(in, m, wire::kTournamentClock)) {
    r.tournament = in.stringOr(m, "tournament", "");
    r.position = in.integerOr(m, "position", 0, kMost, 0);
    r.table = in.integerOr(m, "table", 0, kMost, 0);
    r.secondsLeft = in.integer(m, "seconds_left", INT_MIN, kMost);
    r.timeUp = in.booleanOr(m, "time_up", false);
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

namespace {

std::vector<int> intsOf(json::Reader& in, const json::Value& o, const char* key) {
  return in.intList(o, key, INT_MIN, kMost, 100000);
}

TournamentTableRecord readRecord(json::Reader& in, const json::Value& x) {
  TournamentTableRecord r;
  r.table = in.integer(x, "table", 1, kMost);
  r.players = intsOf(in, x, "players");
  r.orientations = intsOf(in, x, "orientations");
  r.botsFor = intsOf(in, x, "bots_for");
  r.people = in.integer(x, "people", 0, 5);
  r.names = in.stringList(x, "names");
  if (const std::vector<json::Value>* bots = in.items(x, "bot_played", -1))
    for (const json::Value& b : *bots) {
      if (!b.isBool()) in.fail("\"bot_played\": true or false by person");
      r.botPlayed.push_back(b.isBool() && b.asBool());
    }
  if (const std::vector<json::Value>* deals = in.items(x, "deals", -1))
    for (const json::Value& d : *deals) {
      TournamentRecordDeal deal;
      deal.dealer = in.integer(d, "dealer", 0, 4);
      deal.annulled = in.boolean(d, "annulled");
      if (const std::vector<json::Value>* hands = in.items(d, "hands", -1))
        for (const json::Value& h : *hands) {
          std::vector<std::string> cards;
          for (const json::Value& c : h.isArray() ? h.items() : std::vector<json::Value>()) {
            if (!c.isString()) in.fail("\"hands\": card names");
            cards.push_back(c.isString() ? c.asString() : std::string());
          }
          if (!h.isArray()) in.fail("\"hands\": one array of cards by person");
          deal.hands.push_back(cards);
        }
      deal.chien = in.stringList(d, "chien");
      deal.scores = intsOf(in, d, "scores");
      r.deals.push_back(deal);
    }
  return r;
}

}  // namespace

bool read(const json::Value& m, TournamentRecords* out, std::string* why) {
  json::Reader in;
  TournamentRecords r;
  if (typed(in, m, wire::kTournamentRecords)) {
    r.tournament = in.string(m, "tournament");
    r.position = in.integer(m, "position", 1, kMost);
    r.duplicate = in.boolean(m, "duplicate");
    if (const std::vector<json::Value>* tables = in.items(m, "records", -1))
      for (const json::Value& x : *tables) r.records.push_back(readRecord(in, x));
    if (const std::vector<json::Value>* lines = in.items(m, "duplicate_ranking", -1))
      for (const json::Value& x : *lines) {
        TournamentDuplicateLine l;
        l.player = in.integer(x, "player", 1, kMost);
        l.place = in.integer(x, "place", 1, kMost);
        l.shared = in.boolean(x, "shared");
        l.matchpoints = long(wholeOr(in, x, "matchpoints", 0));
        l.maxMatchpoints = long(wholeOr(in, x, "max_matchpoints", 0));
        l.deals = in.integer(x, "deals", 0, kMost);
        l.points = long(wholeOr(in, x, "points", 0));
        r.duplicateRanking.push_back(l);
      }
  }
  if (in.ok()) *out = r;
  return done(in, why);
}

}  // namespace tarot::protocol
