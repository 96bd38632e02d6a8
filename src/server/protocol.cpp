// Reading client messages and writing errors (docs/PROTOCOL.md).
#include "server/protocol.h"
#include "bots/bot.h"
#include "match/seat_view.h"
#include "server/secrets.h"

namespace tarot::server {

namespace {

struct TypeName {
  const char* name;
  MessageType type;
};
const TypeName kTypes[] = {{"create", MessageType::Create},     {"list", MessageType::List},
                           {"join", MessageType::Join},         {"resume", MessageType::Resume},
                           {"start", MessageType::Start},       {"act", MessageType::Act},
                           {"next_deal", MessageType::NextDeal}, {"lock", MessageType::Lock},
                           {"free_seat", MessageType::FreeSeat}, {"leave", MessageType::Leave},
                           {"ping", MessageType::Ping}};

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

std::string cleanName(const std::string& raw) {
  std::string out;
  for (unsigned char c : raw)
    if (c >= 0x20 && c != 0x7f) out += char(c);
  const auto first = out.find_first_not_of(' ');
  if (first == std::string::npos) return std::string();
  out = out.substr(first, out.find_last_not_of(' ') - first + 1);
  if (out.size() > kMaxNameBytes) {
    std::size_t cut = kMaxNameBytes;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;  // keep whole characters
    out.resize(cut);
  }
  return out;
}

bool parseClientMessage(const std::string& text, ClientMessage* out, ProtocolError* e) {
  if (text.size() > kMaxMessageBytes)
    return fail(e, "too_big", "messages are at most " + std::to_string(kMaxMessageBytes) + " bytes");
  json::Value j;
  std::string why;
  if (!json::parse(text, &j, &why)) return fail(e, "bad_json", "not JSON: " + why);
  if (!j.isObject()) return fail(e, "bad_json", "a message is a JSON object");
  const json::Value* v = j.find("v");
  if (!v || !v->isInt() || v->asInt() != kProtocolVersion)
    return fail(e, "bad_version", "this server speaks version 1 (\"v\":1)");
  const std::string* type = stringField(j, "type");
  if (!type) return fail(e, "bad_message", "\"type\" missing");
  bool known = false;
  for (const TypeName& t : kTypes)
    if (*type == t.name) { out->type = t.type; known = true; }
  if (!known) return fail(e, "unknown_type", "unknown message type");

  const MessageType t = out->type;
  const bool needsTable = t == MessageType::Join || t == MessageType::Resume || t == MessageType::Start ||
                          t == MessageType::Act || t == MessageType::NextDeal || t == MessageType::Lock ||
                          t == MessageType::FreeSeat;
  const bool needsToken = needsTable && t != MessageType::Join;
  if (needsTable) {
    const std::string* table = stringField(j, "table");
    if (!table) return fail(e, "bad_message", "\"table\" missing");
    if (!isTableCode(*table)) return fail(e, "no_table", "no such table");
    out->table = *table;
  }
  if (needsToken) {
    const std::string* token = stringField(j, "token");
    if (!token) return fail(e, "bad_message", "\"token\" missing");
    if (!isToken(*token)) return fail(e, "bad_token", "this token does not hold a seat at this table");
    out->token = *token;
  }
  if (t == MessageType::Join || t == MessageType::Create) {
    const std::string* name = stringField(j, "name");
    if (!name) return fail(e, "bad_message", "\"name\" missing");
    out->name = cleanName(*name);
    if (out->name.empty()) return fail(e, "bad_name", "a name needs at least one visible character");
  }
  if (t == MessageType::Join || t == MessageType::FreeSeat) {
    const json::Value* p = j.find("person");
    if (p && !p->isNull()) {
      if (!p->isInt() || p->asInt() < 0 || p->asInt() > 4) return fail(e, "bad_message", "\"person\" must be 0 to 4");
      out->person = p->asInt();
    } else if (t == MessageType::FreeSeat) {
      return fail(e, "bad_message", "\"person\" missing");
    }
  }
  if (t == MessageType::Act) {
    const json::Value* a = j.find("action");
    if (!a) return fail(e, "bad_message", "\"action\" missing");
    if (!match::actionFromJson(*a, &out->action, &why)) return fail(e, "bad_action", "bad action: " + why);
  }
  if (t == MessageType::Lock) {
    const json::Value* l = j.find("locked");
    if (!l || !l->isBool()) return fail(e, "bad_message", "\"locked\" must be true or false");
    out->locked = l->asBool();
  }
  if (t == MessageType::Create) {
    if (const json::Value* p = j.find("players")) {
      if (!p->isInt() || p->asInt() < 3 || p->asInt() > 5) return fail(e, "bad_settings", "players must be 3, 4 or 5");
      out->players = p->asInt();
    }
    if (const json::Value* f = j.find("five_at_four")) {
      if (!f->isBool()) return fail(e, "bad_settings", "five_at_four must be true or false");
      out->fiveAtFour = f->asBool();
      if (out->fiveAtFour && out->players != 5) return fail(e, "bad_settings", "five at four needs five players");
    }
    if (const json::Value* d = j.find("deals")) {
      if (!d->isInt() || d->asInt() < 1 || d->asInt() > 100) return fail(e, "bad_settings", "deals must be 1 to 100");
      out->deals = d->asInt();
    }
    if (const json::Value* l = j.find("levels")) {
      if (!l->isArray() || l->items().size() > 5) return fail(e, "bad_settings", "levels: at most five names");
      for (std::size_t i = 0; i < l->items().size(); ++i) {
        const json::Value& x = l->items()[i];
        BotLevel level;
        if (!x.isString() || !parseBotLevel(x.asString(), &level))
          return fail(e, "bad_settings", "levels: random, beginner, standard, expert or maitre");
        out->levels[i] = x.asString();
      }
    }
    if (const json::Value* p = j.find("public")) {
      if (!p->isBool()) return fail(e, "bad_settings", "public must be true or false");
      out->isPublic = p->asBool();
    }
    if (const std::string* lang = stringField(j, "lang")) {
      if (*lang != "fr" && *lang != "en") return fail(e, "bad_settings", "lang must be fr or en");
      out->lang = *lang;
    }
  }
  return true;
}

json::Value serverMessage(const char* type) {
  json::Value o = json::Value::object();
  o.set("v", kProtocolVersion).set("type", type);
  return o;
}

std::string errorMessage(const std::string& code, const std::string& message, const std::string& refusal) {
  json::Value o = serverMessage("error");
  o.set("code", code).set("message", message);
  if (!refusal.empty()) o.set("refusal", refusal);
  return o.dump();
}

}  // namespace tarot::server
