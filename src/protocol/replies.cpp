// The server's messages (server -> client) both ways (docs/PROTOCOL.md).
#include "protocol/messages.h"
#include "record/json_reader.h"
#include <algorithm>

namespace tarot::protocol {

namespace {

const char* const kStatusNames[] = {"free", "here", "away", "bot", "joining"};

struct TypeName {
  const char* name;
  ServerType type;
};
const TypeName kServerTypeNames[] = {{wire::kCreated, ServerType::Created},     {wire::kJoined, ServerType::Joined},
                                     {wire::kState, ServerType::State},         {wire::kSheet, ServerType::Sheet},
                                     {wire::kTables, ServerType::Tables},       {wire::kSeatFreed, ServerType::SeatFreed},
                                     {wire::kSeatTakenOver, ServerType::SeatTakenOver},
                                     {wire::kPong, ServerType::Pong},           {wire::kError, ServerType::Error}};

json::Value strings(const std::vector<std::string>& list) {
  json::Value a = json::Value::array();
  for (const std::string& s : list) a.push(s);
  return a;
}

json::Value message(const char* type) { return serverMessage(type); }

}  // namespace

json::Value serverMessage(const char* type) {
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", type);
  return o;
}

std::string write(const Created& m) {
  return message(wire::kCreated).set("table", m.table).set("creator_token", m.creatorToken).dump();
}

std::string write(const Joined& m) {
  return message(wire::kJoined).set("table", m.table).set("person", m.person).set("token", m.token).dump();
}

std::string write(const State& m) {
  json::Value out = message(wire::kState);
  const TableSettings& s = m.settings;
  out.set("table", m.table).set("person", m.person).set("started", m.started).set(wire::kLockedMember, m.locked);
  out.set("public", s.isPublic).set("players", s.players).set("five_at_four", s.fiveAtFour).set("deals", s.deals);
  out.set("actions", json::Value(std::int64_t(m.actions)));
  json::Value seats = json::Value::array();
  for (const SeatLine& l : m.seats) {
    json::Value e = json::Value::object();
    e.set("person", l.person).set("name", l.name).set("status", kStatusNames[int(l.status)]).set("held", l.held);
    e.set("away_seconds", l.awaySeconds >= 0 ? json::Value(l.awaySeconds) : json::Value());
    seats.push(e.set("ready", l.ready));
  }
  out.set("seats", seats);
  out.set("view", m.hasView ? match::seatViewJson(m.view) : json::Value());
  if (m.nextDealIn >= 0) out.set("next_deal_in", m.nextDealIn);
  return out.dump();
}

std::string write(const SheetMessage& m) {
  return message(wire::kSheet).set("table", m.table).set(wire::kSheetMember, match::sheetValue(m.sheet)).dump();
}

std::string write(const std::vector<TableLine>& tables) {
  json::Value list = json::Value::array();
  for (const TableLine& t : tables) {
    json::Value e = json::Value::object();
    e.set("table", t.code).set("players", t.settings.players).set("five_at_four", t.settings.fiveAtFour);
    e.set("deals", t.settings.deals).set("started", t.started).set("free", t.free).set("names", strings(t.names));
    list.push(e);
  }
  return message(wire::kTables).set(wire::kTablesMember, list).dump();
}

std::string write(const SeatFreed& m) {
  return message(wire::kSeatFreed).set("table", m.table).set("person", m.person).dump();
}

std::string write(const Error& m) {
  json::Value o = message(wire::kError);
  o.set("code", m.code).set("message", m.message);
  if (!m.refusal.empty()) o.set("refusal", m.refusal);
  return o.dump();
}

std::string writePong() { return message(wire::kPong).dump(); }
std::string writeSeatTakenOver() { return message(wire::kSeatTakenOver).dump(); }

std::string errorMessage(const std::string& code, const std::string& message, const std::string& refusal) {
  return write(Error{code, message, refusal});
}

// --- Read by the client: lenient where the server may add members, strict on the kinds it sends ---

ServerType serverType(const json::Value& m) {
  const json::Value* t = json::Reader::optional(m, "type");
  for (const TypeName& n : kServerTypeNames)
    if (t && t->isString() && t->asString() == n.name) return n.type;
  return ServerType::Unknown;
}

bool read(const json::Value& m, Created* out) {
  json::Reader in;
  out->table = in.string(m, "table");
  out->creatorToken = in.string(m, "creator_token");
  return in.ok();
}

bool read(const json::Value& m, Joined* out) {
  json::Reader in;
  out->table = in.string(m, "table");
  out->person = in.integer(m, "person", 0, kMaxPlayers - 1);
  out->token = in.string(m, "token");
  return in.ok();
}

bool read(const json::Value& m, State* out, std::string* why) {
  json::Reader in;
  State s;
  s.table = in.stringOr(m, "table", "");
  s.person = in.integerOr(m, "person", -1, kMaxPlayers - 1, -1);
  s.started = in.booleanOr(m, "started", false);
  s.locked = in.booleanOr(m, wire::kLockedMember, false);
  s.settings.isPublic = in.booleanOr(m, "public", false);
  s.settings.players = in.integerOr(m, "players", 3, 5, out->settings.players);
  s.settings.fiveAtFour = in.booleanOr(m, "five_at_four", false);
  s.settings.deals = in.integerOr(m, "deals", 0, 1000, out->settings.deals);
  if (const json::Value* a = json::Reader::optional(m, "actions"); a && a->isInt64()) s.actions = long(a->asInt64());
  if (const json::Value* n = json::Reader::optional(m, "next_deal_in"); n && n->isNumber())
    s.nextDealIn = int(std::clamp(n->asNumber(), 0.0, 3600.0));
  if (const auto* seats = in.itemsOr(m, "seats")) {
    for (const json::Value& e : *seats) {
      SeatLine l;
      l.person = in.integerOr(e, "person", 0, kMaxPlayers - 1, int(s.seats.size()));
      l.name = in.stringOr(e, "name", "");
      l.status = json::Reader::optional(e, "status") ? in.named<SeatLine::Status>(e, "status", kStatusNames)
                                                     : SeatLine::Status::Free;
      l.held = in.booleanOr(e, "held", false);
      if (const json::Value* a = json::Reader::optional(e, "away_seconds"); a && a->isNumber())
        l.awaySeconds = int(a->asNumber());
      l.ready = in.booleanOr(e, "ready", false);
      s.seats.push_back(std::move(l));
    }
  }
  if (!in.ok()) {
    *why = in.why;
    return false;
  }
  const json::Value* v = json::Reader::optional(m, "view");
  s.hasView = v && match::seatViewFromJson(*v, &s.view, why);
  if (v && !s.hasView) return false;
  *out = std::move(s);
  return true;
}

bool read(const json::Value& m, SheetMessage* out) {
  json::Reader in;
  out->table = in.stringOr(m, "table", "");
  const json::Value* sheet = in.get(m, wire::kSheetMember);
  return in.ok() && sheet && !match::sheetFromValue(*sheet, &out->sheet);
}

bool read(const json::Value& m, std::vector<TableLine>* out) {
  json::Reader in;
  out->clear();
  const auto* list = in.itemsOr(m, wire::kTablesMember);
  for (std::size_t i = 0; list && i < list->size(); ++i) {
    const json::Value& e = (*list)[i];
    json::Reader line;  // one odd line is skipped, not the whole list
    TableLine l;
    l.code = line.string(e, "table");
    l.settings.players = line.integerOr(e, "players", 3, 5, 4);
    l.settings.fiveAtFour = line.booleanOr(e, "five_at_four", false);
    l.settings.deals = line.integerOr(e, "deals", 0, 1000, 0);
    l.started = line.booleanOr(e, "started", false);
    l.free = line.integerOr(e, "free", 0, kMaxPlayers, 0);
    if (const auto* names = line.itemsOr(e, "names"))
      for (const json::Value& n : *names)
        if (n.isString()) l.names.push_back(n.asString());
    if (line.ok() && !l.code.empty()) out->push_back(std::move(l));
  }
  return in.ok();
}

bool read(const json::Value& m, SeatFreed* out) {
  json::Reader in;
  out->table = in.stringOr(m, "table", "");
  out->person = in.integerOr(m, "person", -1, kMaxPlayers - 1, -1);
  return in.ok();
}

bool read(const json::Value& m, Error* out) {
  json::Reader in;
  out->code = in.stringOr(m, "code", "");
  out->message = in.stringOr(m, "message", "");
  out->refusal = in.stringOr(m, "refusal", "");
  return in.ok();
}

}  // namespace tarot::protocol
