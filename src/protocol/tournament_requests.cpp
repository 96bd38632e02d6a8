// The tournament protocol's requests both ways (docs/PROTOCOL.md, "Tournaments"): their names, their reader (form
// only, through json::Reader) and their writer.
#include "protocol/tournament_requests.h"
#include "protocol/messages.h"
#include "protocol/tournament_wire.h"
#include "record/json_reader.h"
#include <climits>

namespace tarot::protocol {

namespace {

using T = TournamentRequestType;

struct Named {
  const char* name;
  T type;
};
const Named kNames[] = {{wire::kTournamentCreate, T::Create},   {wire::kTournamentEvent, T::Event},
                        {wire::kTournamentTable, T::Table},     {wire::kTournamentEnter, T::Enter},
                        {wire::kTournamentConfirm, T::Confirm}, {wire::kTournamentWatch, T::Watch},
                        {wire::kTournamentEvents, T::Events},   {wire::kTournamentRanking, T::Ranking},
                        {wire::kTournamentSeat, T::Seat},       {wire::kTournamentRecords, T::Records},
                        {wire::kTournamentPlayerKey, T::PlayerKey}};

bool usesKey(T t) { return t != T::Create && t != T::Watch && t != T::Ranking && t != T::Records; }
bool atTable(T t) { return t == T::Table || t == T::Enter || t == T::Confirm; }

// A name or an id: 1 to `most` bytes, no control character.
bool plainText(const std::string& s, std::size_t most) {
  if (s.empty() || s.size() > most) return false;
  for (char c : s)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
  return true;
}

// A member that is an object, or a failure.
const json::Value* object(json::Reader& in, const json::Value& o, const char* key) {
  const json::Value* v = in.get(o, key);
  if (v && !v->isObject()) in.fail(std::string("\"") + key + "\" must be an object");
  return v && v->isObject() ? v : nullptr;
}

// An integer member from `lo` (64-bit), or a failure.
std::int64_t count(json::Reader& in, const json::Value& o, const char* key, std::int64_t lo) {
  const json::Value* v = in.get(o, key);
  if (v && (!v->isInt64() || v->asInt64() < lo)) in.fail(std::string("\"") + key + "\" must be a whole number from " +
                                                          std::to_string(lo));
  return v && v->isInt64() && v->asInt64() >= lo ? v->asInt64() : lo;
}

void readCreate(json::Reader& in, const json::Value& j, TournamentRequest* out) {
  out->name = in.string(j, "name");
  if (in.ok() && !plainText(out->name, wire::kMaxTournamentNameBytes))
    in.fail("a tournament's name has 1 to 80 bytes and no control character");
  if (const json::Value* s = json::Reader::optional(j, "settings")) {
    if (!s->isObject()) in.fail("\"settings\" must be an object");
    out->hasSettings = true;
    out->settings = *s;
  }
  if (json::Reader::optional(j, "creation")) {
    out->creation = in.string(j, "creation");
    if (in.ok() && !isToken(out->creation)) in.fail("\"creation\" is 32 hexadecimal digits");
  }
}

void readEvent(json::Reader& in, const json::Value& j, TournamentRequest* out) {
  const json::Value* ev = object(in, j, "event");
  if (!ev) return;
  out->kind = in.string(*ev, "kind");
  if (const json::Value* d = object(in, *ev, "data")) out->data = *d;
  if (json::Reader::optional(j, "index")) out->index = count(in, j, "index", 1);
}

void readAtTable(json::Reader& in, const json::Value& j, TournamentRequest* out) {
  if (out->type == T::Table) return;
  out->entryId = in.string(j, "entry_id");
  if (in.ok() && !plainText(out->entryId, wire::kMaxEntryIdBytes)) in.fail("\"entry_id\": 1 to 64 characters");
  out->deal = in.integer(j, "deal", 1, INT_MAX);
  if (out->type == T::Enter) {
    if (const json::Value* e = object(in, j, "entry")) out->entry = *e;
    return;
  }
  out->confirms = in.string(j, "confirms");
  out->seat = in.string(j, "seat");
}

}  // namespace

bool tournamentRequestType(const std::string& name, TournamentRequestType* out) {
  for (const Named& n : kNames)
    if (name == n.name) {
      *out = n.type;
      return true;
    }
  return false;
}

const char* tournamentRequestName(TournamentRequestType t) {
  for (const Named& n : kNames)
    if (n.type == t) return n.name;
  return wire::kTournamentWatch;
}

bool readTournamentRequest(const json::Value& j, TournamentRequest* out, ProtocolError* e) {
  json::Reader in;
  const T t = out->type;
  if (t != T::Create) out->tournament = in.string(j, "tournament");
  if (usesKey(t)) out->key = in.string(j, "key");
  if (atTable(t) || t == T::Ranking || t == T::Records) out->position = in.integer(j, "position", 1, INT_MAX);
  if (atTable(t)) out->table = in.integer(j, "table", 1, INT_MAX);
  if (t == T::Seat || t == T::PlayerKey) out->player = in.integer(j, "player", 1, INT_MAX);
  if (t == T::Create) readCreate(in, j, out);
  if (t == T::Event) readEvent(in, j, out);
  if (atTable(t)) readAtTable(in, j, out);
  if (t == T::Events) out->from = count(in, j, "from", 0);
  if (in.ok()) return true;
  e->code = wire::kBadMessage;
  e->message = in.why;
  return false;
}

std::string writeTournamentRequest(const TournamentRequest& r) {
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", tournamentRequestName(r.type));
  if (!r.id.isNull()) o.set("id", r.id);
  const T t = r.type;
  if (t == T::Create) {
    o.set("name", r.name);
    if (r.hasSettings) o.set("settings", r.settings);
    if (!r.creation.empty()) o.set("creation", r.creation);
    return o.dump();
  }
  o.set("tournament", r.tournament);
  if (usesKey(t)) o.set("key", r.key);
  if (atTable(t) || t == T::Ranking || t == T::Records) o.set("position", r.position);
  if (atTable(t)) o.set("table", r.table);
  if (t == T::Seat || t == T::PlayerKey) o.set("player", r.player);
  if (t == T::Event) {
    json::Value ev = json::Value::object();
    o.set("event", ev.set("kind", r.kind).set("data", r.data));
    if (r.index > 0) o.set("index", r.index);
  }
  if (t == T::Enter || t == T::Confirm) o.set("entry_id", r.entryId).set("deal", r.deal);
  if (t == T::Enter) o.set("entry", r.entry);
  if (t == T::Confirm) o.set("confirms", r.confirms).set("seat", r.seat);
  if (t == T::Events) o.set("from", r.from);
  return o.dump();
}

TournamentRequest TournamentRequest::create(const std::string& name, const json::Value* settings,
                                            const std::string& creation) {
  TournamentRequest r;
  r.type = T::Create;
  r.name = name;
  r.hasSettings = settings != nullptr;
  if (settings) r.settings = *settings;
  r.creation = creation;
  return r;
}

TournamentRequest TournamentRequest::event(const std::string& tournament, const std::string& key,
                                           const std::string& kind, const json::Value& data, std::int64_t index) {
  TournamentRequest r;
  r.type = T::Event;
  r.tournament = tournament;
  r.key = key;
  r.kind = kind;
  r.data = data;
  r.index = index;
  return r;
}

TournamentRequest TournamentRequest::atTable(TournamentRequestType type, const std::string& tournament, int position,
                                           int table, const std::string& key) {
  TournamentRequest r;
  r.type = type;
  r.tournament = tournament;
  r.position = position;
  r.table = table;
  r.key = key;
  return r;
}

TournamentRequest TournamentRequest::watch(const std::string& tournament) {
  TournamentRequest r;
  r.type = T::Watch;
  r.tournament = tournament;
  return r;
}

TournamentRequest TournamentRequest::events(const std::string& tournament, const std::string& key, std::int64_t from) {
  TournamentRequest r;
  r.type = T::Events;
  r.tournament = tournament;
  r.key = key;
  r.from = from;
  return r;
}

TournamentRequest TournamentRequest::ranking(const std::string& tournament, int position) {
  TournamentRequest r;
  r.type = T::Ranking;
  r.tournament = tournament;
  r.position = position;
  return r;
}

TournamentRequest TournamentRequest::seatOf(const std::string& tournament, int player, const std::string& key) {
  TournamentRequest r;
  r.type = T::Seat;
  r.tournament = tournament;
  r.player = player;
  r.key = key;
  return r;
}

TournamentRequest TournamentRequest::records(const std::string& tournament, int position) {
  TournamentRequest r;
  r.type = T::Records;
  r.tournament = tournament;
  r.position = position;
  return r;
}

TournamentRequest TournamentRequest::playerKey(const std::string& tournament, const std::string& key, int player) {
  TournamentRequest r;
  r.type = T::PlayerKey;
  r.tournament = tournament;
  r.key = key;
  r.player = player;
  return r;
}

}  // namespace tarot::protocol
