// The requests (client -> server) both ways and their refusals, and the table settings (docs/PROTOCOL.md).
#include "protocol/messages.h"
#include "record/json_reader.h"
#include <climits>
#include <cstring>

namespace tarot::protocol {

namespace {

struct TypeName {
  const char* name;
  MessageType type;
};
const TypeName kTypes[] = {{wire::kCreate, MessageType::Create},     {wire::kList, MessageType::List},
                           {wire::kJoin, MessageType::Join},         {wire::kResume, MessageType::Resume},
                           {wire::kStart, MessageType::Start},       {wire::kAct, MessageType::Act},
                           {wire::kNextDeal, MessageType::NextDeal}, {wire::kLock, MessageType::Lock},
                           {wire::kFreeSeat, MessageType::FreeSeat}, {wire::kLeave, MessageType::Leave},
                           {wire::kPing, MessageType::Ping}};

bool fail(ProtocolError* e, const char* code, std::string message) {
  e->code = code;
  e->message = std::move(message);
  return false;
}

const std::string* stringField(const json::Value& o, const char* key) {
  const json::Value* v = o.find(key);
  return v && v->isString() ? &v->asString() : nullptr;
}

}  // namespace

namespace {

// Code point ranges that show nothing by themselves: Cc, Zs, Zl, Zp, Cf (Unicode 15) and the default-ignorable
// code points, merged and sorted.
struct Range {
  char32_t first, last;
};
const Range kInvisible[] = {
    {0x0000, 0x0020}, {0x007F, 0x00A0}, {0x00AD, 0x00AD}, {0x034F, 0x034F}, {0x0600, 0x0605}, {0x061C, 0x061C},
    {0x06DD, 0x06DD}, {0x070F, 0x070F}, {0x0890, 0x0891}, {0x08E2, 0x08E2}, {0x115F, 0x1160}, {0x1680, 0x1680},
    {0x17B4, 0x17B5}, {0x180B, 0x180F}, {0x2000, 0x200F}, {0x2028, 0x202F}, {0x205F, 0x206F}, {0x3000, 0x3000},
    {0x3164, 0x3164}, {0xFE00, 0xFE0F}, {0xFEFF, 0xFEFF}, {0xFFA0, 0xFFA0}, {0xFFF0, 0xFFFB},
    {0x110BD, 0x110BD}, {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A},
    {0xE0000, 0xE0FFF}};

// The next UTF-8 character at `i` (its bytes in `len`); false for a malformed sequence (one byte skipped).
bool nextCodePoint(const std::string& s, std::size_t i, char32_t* out, std::size_t* len) {
  const unsigned char b = static_cast<unsigned char>(s[i]);
  const std::size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
  *len = 1;
  if (n == 0 || i + n > s.size()) return false;
  char32_t c = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
  for (std::size_t k = 1; k < n; ++k) {
    const unsigned char x = static_cast<unsigned char>(s[i + k]);
    if ((x & 0xC0) != 0x80) return false;
    c = (c << 6) | (x & 0x3F);
  }
  const char32_t least[5] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < least[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
  *out = c;
  *len = n;
  return true;
}

bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7F && c <= 0x9F); }

}  // namespace

bool invisibleCodePoint(char32_t c) {
  for (const Range& r : kInvisible)
    if (c >= r.first && c <= r.last) return true;
  return false;
}

std::string cleanName(const std::string& raw) {
  // Whole characters kept (malformed bytes and controls dropped), with where the visible ones start and end.
  std::string out;
  std::size_t firstVisible = std::string::npos, endVisible = 0;
  for (std::size_t i = 0; i < raw.size();) {
    char32_t c = 0;
    std::size_t len = 1;
    const bool ok = nextCodePoint(raw, i, &c, &len);
    if (ok && !isControl(c)) {
      if (!invisibleCodePoint(c)) {
        if (firstVisible == std::string::npos) firstVisible = out.size();
        endVisible = out.size() + len;
      }
      out.append(raw, i, len);
    }
    i += len;
  }
  if (firstVisible == std::string::npos) return std::string();
  out = out.substr(firstVisible, endVisible - firstVisible);
  if (out.size() > wire::kMaxNameBytes) {
    std::size_t cut = wire::kMaxNameBytes;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;  // keep whole characters
    out.resize(cut);
  }
  return out;
}

namespace {

// The request id: a string or an integer, kept as JSON text to be echoed.
bool readId(const json::Value& j, ClientMessage* out, ProtocolError* e) {
  const json::Value* id = j.find("id");
  if (!id || id->isNull()) return true;
  if (!id->isString() && !id->isInt()) return fail(e, wire::kBadMessage, "\"id\" must be a string or an integer");
  const std::string text = id->dump();
  if (text.size() > wire::kMaxIdBytes)
    return fail(e, wire::kBadMessage, "\"id\" is at most " + std::to_string(wire::kMaxIdBytes) + " bytes");
  out->id = text;
  return true;
}

// Cards are written as the document does: upper case (KH, T21, EX).
bool upperCaseCards(const json::Value& action) {
  auto upper = [](const json::Value& c) {
    if (!c.isString()) return true;
    for (char ch : c.asString())
      if (ch >= 'a' && ch <= 'z') return false;
    return true;
  };
  if (const json::Value* c = action.find("card"); c && !upper(*c)) return false;
  if (const json::Value* cs = action.find("cards"); cs && cs->isArray())
    for (const json::Value& c : cs->items())
      if (!upper(c)) return false;
  return true;
}

// A member that must have a kind when present: wrong kind is bad_message, out of range bad_settings.
bool createSettings(const json::Value& j, ClientMessage* out, ProtocolError* e) {
  if (const json::Value* p = j.find("players")) {
    if (!p->isInt()) return fail(e, wire::kBadMessage, "players must be a number");
    if (p->asInt() < 3 || p->asInt() > 5) return fail(e, wire::kBadSettings, "players must be 3, 4 or 5");
    out->settings.players = p->asInt();
  }
  if (const json::Value* f = j.find("five_at_four")) {
    if (!f->isBool()) return fail(e, wire::kBadMessage, "five_at_four must be true or false");
    out->settings.fiveAtFour = f->asBool();
    if (out->settings.fiveAtFour && out->settings.players != 5) return fail(e, wire::kBadSettings, "five at four needs five players");
  }
  if (const json::Value* d = j.find("deals")) {
    if (!d->isInt()) return fail(e, wire::kBadMessage, "deals must be a number");
    if (d->asInt() < 1 || d->asInt() > 100) return fail(e, wire::kBadSettings, "deals must be 1 to 100");
    out->settings.deals = d->asInt();
  }
  if (const json::Value* l = j.find("levels")) {
    if (!l->isArray()) return fail(e, wire::kBadMessage, "levels must be a list of names");
    if (l->items().size() > 5) return fail(e, wire::kBadSettings, "levels: at most five names");
    for (std::size_t i = 0; i < l->items().size(); ++i) {
      const json::Value& x = l->items()[i];
      if (!x.isString()) return fail(e, wire::kBadMessage, "levels must be a list of names");
      if (!parseBotLevel(x.asString(), &out->settings.levels[i]))
        return fail(e, wire::kBadSettings, "levels: random, beginner, standard, expert or maitre");
    }
  }
  if (const json::Value* p = j.find("public")) {
    if (!p->isBool()) return fail(e, wire::kBadMessage, "public must be true or false");
    out->settings.isPublic = p->asBool();
  }
  if (const json::Value* lang = j.find("lang")) {
    if (!lang->isString()) return fail(e, wire::kBadMessage, "lang must be a string");
    if (!match::parseLang(lang->asString(), &out->settings.lang))
      return fail(e, wire::kBadSettings, "lang must be fr or en");
  }
  return true;
}

// The table, token, name and person members, as the type needs them.
bool commonFields(const json::Value& j, ClientMessage* out, ProtocolError* e) {
  const MessageType t = out->type;
  const bool needsTable = t != MessageType::Create && t != MessageType::List && t != MessageType::Ping;
  const bool needsToken = needsTable && t != MessageType::Join;
  if (needsTable) {
    const std::string* table = stringField(j, "table");
    if (!table) return fail(e, wire::kBadMessage, "\"table\" missing");
    if (!isTableCode(*table)) return fail(e, wire::kNoTable, "no such table");
    out->table = *table;
  }
  const std::string* token = stringField(j, "token");
  if (needsToken && !token) return fail(e, wire::kBadMessage, "\"token\" missing");
  if (needsTable && token) {  // join: optional, a seat already held at the table
    if (!isToken(*token)) return fail(e, wire::kBadToken, "this token does not hold a seat at this table");
    out->token = *token;
  }
  if (t == MessageType::Join || t == MessageType::Create) {
    const std::string* name = stringField(j, "name");
    if (!name) return fail(e, wire::kBadMessage, "\"name\" missing");
    out->name = cleanName(*name);
    if (out->name.empty()) return fail(e, wire::kBadName, "a name needs at least one visible character");
  }
  if (t == MessageType::Join || t == MessageType::FreeSeat) {
    const json::Value* p = j.find("person");
    if (p && !p->isNull()) {
      if (!p->isInt() || p->asInt() < 0 || p->asInt() > 4) return fail(e, wire::kBadMessage, "\"person\" must be 0 to 4");
      out->person = p->asInt();
    } else if (t == MessageType::FreeSeat) {
      return fail(e, wire::kBadMessage, "\"person\" missing");
    }
  }
  return true;
}

}  // namespace

std::string requestId(const std::string& text) {
  if (text.size() > wire::kMaxMessageBytes) return std::string();
  json::Value j;
  std::string why;
  ClientMessage m;
  ProtocolError e;
  if (!json::parse(text, &j, &why) || !j.isObject() || !readId(j, &m, &e)) return std::string();
  return m.id;
}

bool parseClientMessage(const std::string& text, ClientMessage* out, ProtocolError* e) {
  if (text.size() > wire::kMaxMessageBytes)
    return fail(e, wire::kTooBig, "messages are at most " + std::to_string(wire::kMaxMessageBytes) + " bytes");
  json::Value j;
  std::string why;
  if (!json::parse(text, &j, &why)) return fail(e, wire::kBadJson, "not JSON: " + why);
  if (!j.isObject()) return fail(e, wire::kBadJson, "a message is a JSON object");
  if (!readId(j, out, e)) return false;
  const json::Value* v = j.find("v");
  if (!v || !v->isInt() || v->asInt() != wire::kVersion)
    return fail(e, wire::kBadVersion, "this server speaks version 1 (\"v\":1)");
  const std::string* type = stringField(j, "type");
  if (!type) return fail(e, wire::kBadMessage, "\"type\" missing");
  bool known = false;
  for (const TypeName& t : kTypes)
    if (*type == t.name) { out->type = t.type; known = true; }
  if (!known && tournamentRequestType(*type, &out->tournament.type)) {
    out->type = MessageType::Tournament;
    return readTournamentRequest(j, &out->tournament, e);
  }
  if (!known && clubRequestType(*type, &out->club.type)) {
    out->type = MessageType::Club;
    return readClubRequest(j, &out->club, e);
  }
  if (!known) return fail(e, wire::kUnknownType, "unknown message type");
  if (!commonFields(j, out, e)) return false;
  const MessageType t = out->type;
  if (t == MessageType::Act) {
    const json::Value* a = j.find("action");
    if (!a) return fail(e, wire::kBadMessage, "\"action\" missing");
    if (!match::actionFromJson(*a, &out->action, &why)) return fail(e, wire::kBadAction, "bad action: " + why);
    if (!upperCaseCards(*a)) return fail(e, wire::kBadAction, "bad action: cards are written in upper case (KH, T21, EX)");
  }
  if (t == MessageType::Lock) {
    const json::Value* l = j.find(wire::kLockedMember);
    if (!l || !l->isBool()) return fail(e, wire::kBadMessage, "\"locked\" must be true or false");
    out->locked = l->asBool();
  }
  if (t == MessageType::Create) return createSettings(j, out, e);
  return true;
}

// --- The table settings ---

match::MatchSettings TableSettings::matchSettings(const std::array<std::string, kMaxPlayers>& names) const {
  match::MatchSettings ms;
  ms.people = players;
  ms.mode = fiveAtFour ? TableMode::FiveAtFour : TableMode::Standard;
  ms.deals = deals;
  ms.lang = lang;
  ms.levels = levels;
  ms.names = names;
  return ms;
}

TableSettings TableSettings::fromMatch(const match::MatchSettings& s, bool isPublic) {
  TableSettings t;
  t.players = s.people;
  t.fiveAtFour = s.mode == TableMode::FiveAtFour;
  t.deals = s.deals;
  t.levels = s.levels;
  t.isPublic = isPublic;
  t.lang = s.lang;
  return t;
}

namespace {

json::Value levelsJson(const TableSettings& s, int count) {
  json::Value levels = json::Value::array();
  for (int p = 0; p < count; ++p) levels.push(botLevelName(s.levels[std::size_t(p)]));
  return levels;
}

}  // namespace

std::string storedSettings(const TableSettings& s) {
  json::Value o = json::Value::object();
  o.set("people", s.players).set("five_at_four", s.fiveAtFour).set("deals", s.deals);
  o.set("levels", levelsJson(s, kMaxPlayers));
  return o.set("public", s.isPublic).set("lang", match::langCode(s.lang)).dump();
}

bool storedSettingsFromText(const std::string& text, TableSettings* out) {
  json::Value o;
  std::string why;
  if (!json::parseObject(text, &o, &why)) return false;
  json::Reader in;  // a stored table is read as far as it goes: members missing or odd keep their defaults
  TableSettings s;
  s.players = in.integerOr(o, "people", INT_MIN, INT_MAX, s.players);
  s.fiveAtFour = in.booleanOr(o, "five_at_four", s.fiveAtFour);
  s.deals = in.integerOr(o, "deals", INT_MIN, INT_MAX, s.deals);
  s.isPublic = in.booleanOr(o, "public", s.isPublic);
  match::parseLang(in.stringOr(o, "lang", ""), &s.lang);
  if (const auto* levels = in.itemsOr(o, "levels"))
    for (std::size_t i = 0; i < levels->size() && i < kMaxPlayers; ++i)
      if ((*levels)[i].isString()) parseBotLevel((*levels)[i].asString(), &s.levels[i]);
  if (s.players < 3 || s.players > 5) return false;
  *out = s;
  return true;
}

// --- Requests written ---

ClientMessage ClientMessage::ping() { return ClientMessage(); }

ClientMessage ClientMessage::list() {
  ClientMessage m;
  m.type = MessageType::List;
  return m;
}

ClientMessage ClientMessage::create(const std::string& name, const TableSettings& settings) {
  ClientMessage m;
  m.type = MessageType::Create;
  m.name = name;
  m.settings = settings;
  return m;
}

ClientMessage ClientMessage::join(const std::string& table, const std::string& name, int person) {
  ClientMessage m;
  m.type = MessageType::Join;
  m.table = table;
  m.name = name;
  m.person = person;
  return m;
}

ClientMessage ClientMessage::tableAndToken(MessageType type, const std::string& table, const std::string& token) {
  ClientMessage m;
  m.type = type;
  m.table = table;
  m.token = token;
  return m;
}

ClientMessage ClientMessage::resume(const std::string& table, const std::string& token) {
  return tableAndToken(MessageType::Resume, table, token);
}

ClientMessage ClientMessage::act(const std::string& table, const std::string& token, const Action& action) {
  ClientMessage m = tableAndToken(MessageType::Act, table, token);
  m.action = action;
  return m;
}

ClientMessage ClientMessage::lock(const std::string& table, const std::string& creatorToken, bool locked) {
  ClientMessage m = tableAndToken(MessageType::Lock, table, creatorToken);
  m.locked = locked;
  return m;
}

ClientMessage ClientMessage::freeSeat(const std::string& table, const std::string& creatorToken, int person) {
  ClientMessage m = tableAndToken(MessageType::FreeSeat, table, creatorToken);
  m.person = person;
  return m;
}

std::string writeClientMessage(const ClientMessage& m) {
  const char* type = wire::kPing;
  for (const TypeName& t : kTypes)
    if (t.type == m.type) type = t.name;
  json::Value o = json::Value::object();
  o.set("v", wire::kVersion).set("type", type);
  switch (m.type) {
    case MessageType::Ping:
    case MessageType::List: break;
    case MessageType::Create: {
      const TableSettings& s = m.settings;
      o.set("name", m.name).set("players", s.players).set("five_at_four", s.fiveAtFour).set("deals", s.deals);
      o.set("levels", levelsJson(s, s.players)).set("public", s.isPublic).set("lang", match::langCode(s.lang));
      break;
    }
    case MessageType::Join:
      o.set("table", m.table).set("name", m.name);
      if (m.person >= 0) o.set("person", m.person);
      break;
    default:
      o.set("table", m.table).set("token", m.token);
      if (m.type == MessageType::Act) o.set("action", match::actionToJson(m.action));
      if (m.type == MessageType::Lock) o.set(wire::kLockedMember, m.locked);
      if (m.type == MessageType::FreeSeat) o.set("person", m.person);
      break;
  }
  return o.dump();
}

// --- Shapes of codes and tokens ---

bool isTableCode(std::string_view s) {
  if (s.size() != wire::kTableCodeLength) return false;
  for (char c : s)
    if (c == 0 || !std::strchr(wire::kTableCodeAlphabet, c)) return false;
  return true;
}

bool isToken(std::string_view s) {
  if (s.size() != wire::kTokenLength) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace tarot::protocol
