// Random, mutated and honest messages for tarot-server-fuzz (see fuzz_messages.h).
#include "server/tools/fuzz_messages.h"
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <utility>

namespace tarot_fuzz {

std::mt19937_64 rng(1);
Pool pool;

std::size_t below(std::size_t n) { return n ? std::size_t(rng() % n) : 0; }
bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng) < p; }

std::string str(const Value& v, const char* key) {
  const Value* x = v.isObject() ? v.find(key) : nullptr;
  return x && x->isString() ? x->asString() : std::string();
}

const char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
std::string randomCode() {
  std::string s;
  for (int i = 0; i < 20; ++i) s += kCrockford[below(32)];
  return s;
}
std::string randomToken() {
  std::string s;
  for (int i = 0; i < 32; ++i) s += "0123456789abcdef"[below(16)];
  return s;
}



std::string q(const std::string& s) { return Value(s).dump(); }

namespace {

// ---- message generation ----

std::string anyCode(const std::string& own) {
  const std::size_t r = below(10);
  if (r < 4 && !own.empty()) return own;
  if (r < 8 && !pool.tables.empty()) return pool.tables[below(pool.tables.size())].code;
  if (r < 9) return randomCode();
  const char* bad[] = {"", "abc", "0000000000000000000I", "7QH2M0XKZ4N9PB1WC8R", "7QH2M0XKZ4N9PB1WC8RTX",
                       "<script>", "../../etc/passwd"};
  return bad[below(7)];
}

std::string anyToken(const std::string& code, const std::string& own) {
  const std::size_t r = below(12);
  if (r < 4 && !own.empty()) return own;
  auto it = pool.index.find(code);
  const TableRec* t = it != pool.index.end() ? &pool.tables[it->second] : nullptr;
  if (!t && !pool.tables.empty()) t = &pool.tables[below(pool.tables.size())];
  if (t && r < 6 && !t->creator.empty()) return t->creator;
  if (t && r < 9 && !t->tokens.empty()) {
    auto x = t->tokens.begin();
    std::advance(x, long(below(t->tokens.size())));
    return x->second;
  }
  if (r < 10) return randomToken();
  const char* bad[] = {"", "00", "ABCDEF0123456789ABCDEF0123456789", "0123456789abcdef0123456789abcdeg", "null"};
  return bad[below(5)];
}

std::string anyName() {
  const char* names[] = {"Ana", "  Bob  ", "<b>bold</b>", "<script>alert(1)</script>", "Élodie", "a\\u0000b",
                         "\\u0001\\u0002", "   ", "", "ééééééééééééééééééééééééé", "日本語の名前はとても長いです",
                         "\\ud800", "x\\ny", "&amp;&lt;"};
  if (chance(0.1)) return std::string(below(300), 'n');
  return names[below(sizeof names / sizeof *names)];
}

std::string anyCard() {
  const char* suits = "SHDC";
  const char* ranks[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"};
  const std::size_t r = below(20);
  if (r < 12) return std::string(ranks[below(14)]) + suits[below(4)];
  if (r < 18) return std::to_string(1 + below(21)) + "T";
  if (r < 19) return "EX";
  const char* bad[] = {"", "0T", "22T", "ZZ", "1", "KX", "15S"};
  return bad[below(7)];
}

std::string anyAction() {
  if (!pool.actions.empty() && chance(0.5)) return pool.actions[below(pool.actions.size())];
  std::string cards = "[";
  for (std::size_t i = 0, n = below(8); i < n; ++i) cards += (i ? "," : "") + q(anyCard());
  cards += "]";
  const char* contracts[] = {"pass", "prise", "garde", "garde_sans", "garde_contre", "petite", ""};
  const char* sizes[] = {"none", "simple", "double", "triple", "quadruple"};
  switch (below(8)) {
    case 0: return "{\"kind\":\"bid\",\"contract\":" + q(contracts[below(7)]) + "}";
    case 1: return "{\"kind\":\"call\",\"card\":" + q(anyCard()) + "}";
    case 2: return "{\"kind\":\"ecart\",\"cards\":" + cards + "}";
    case 3: return "{\"kind\":\"chelem\",\"announce\":" + std::string(chance(0.5) ? "true" : "false") + "}";
    case 4: return "{\"kind\":\"poignee\",\"size\":" + q(sizes[below(5)]) + ",\"cards\":" + cards + "}";
    case 5: return "{\"kind\":\"play\",\"card\":" + q(anyCard()) + "}";
    case 6: return "{\"kind\":\"fold\"}";
    default: return "{\"kind\":\"play\",\"card\":" + std::to_string(below(100)) + "}";
  }
}

std::string wrongValue() {
  const char* v[] = {"null", "true", "false", "0", "-1", "1.5", "1e308", "-1e308", "99999999999999999999999",
                     "\"\"", "\"x\"", "[]", "[1,2]", "{}", "{\"a\":1}", "\"4\"", "2147483648", "-2147483649",
                     "0.0000001", "\"\\u0000\"", "\"\\ud83d\"", "[[[[[]]]]]"};
  return v[below(sizeof v / sizeof *v)];
}

using Fields = std::vector<std::pair<std::string, std::string>>;

std::string render(const Fields& f) {
  std::string s = "{";
  for (std::size_t i = 0; i < f.size(); ++i) s += (i ? "," : "") + q(f[i].first) + ":" + f[i].second;
  return s + "}";
}

// A message for a connection seated at `ownCode` with `ownToken` (both may be empty).
std::string validish(const std::string& ownCode, const std::string& ownToken) {
  const char* types[] = {"create", "list", "join", "resume", "start", "act", "act", "act", "next_deal", "lock",
                         "free_seat", "leave", "ping"};
  const std::string type = types[below(13)];
  Fields f = {{"v", "1"}, {"type", q(type)}};
  const std::string code = anyCode(ownCode);
  if (type == "create") {
    f.push_back({"name", q(anyName())});
    if (chance(0.7)) f.push_back({"players", std::to_string(2 + below(5))});
    if (chance(0.3)) f.push_back({"five_at_four", chance(0.5) ? "true" : "false"});
    if (chance(0.7)) f.push_back({"deals", std::to_string(below(103))});
    if (chance(0.5)) {
      const char* lv[] = {"random", "beginner", "standard", "expert", "god"};
      std::string l = "[";
      for (std::size_t i = 0, n = below(7); i < n; ++i) l += (i ? "," : "") + q(lv[below(chance(0.9) ? 3 : 5)]);
      f.push_back({"levels", l + "]"});
    }
    if (chance(0.5)) f.push_back({"public", chance(0.5) ? "true" : "false"});
    if (chance(0.3)) f.push_back({"lang", q(chance(0.8) ? (chance(0.5) ? "fr" : "en") : "de")});
  } else if (type == "join") {
    f.push_back({"table", q(code)});
    f.push_back({"name", q(anyName())});
    if (chance(0.5)) f.push_back({"person", std::to_string(int(below(8)) - 1)});
  } else if (type != "list" && type != "ping") {
    f.push_back({"table", q(code)});
    f.push_back({"token", q(anyToken(code, ownToken))});
    if (type == "act") f.push_back({"action", anyAction()});
    if (type == "lock") f.push_back({"locked", chance(0.5) ? "true" : "false"});
    if (type == "free_seat") f.push_back({"person", std::to_string(int(below(7)) - 1)});
  }
  // Field mutations.
  if (chance(0.5)) {
    for (std::size_t n = 1 + below(3); n > 0; --n) {
      switch (below(7)) {
        case 0: if (f.size() > 1) f.erase(f.begin() + long(below(f.size()))); break;
        case 1: if (!f.empty()) f[below(f.size())].second = wrongValue(); break;
        case 2: f.push_back({f.empty() ? "v" : f[below(f.size())].first, wrongValue()}); break;  // duplicate key
        case 3: f.push_back({"extra" + std::to_string(below(5)), wrongValue()}); break;
        case 4: if (!f.empty()) f[below(f.size())].second = q(std::string(1000 + below(15000), 'A')); break;
        case 5: std::shuffle(f.begin(), f.end(), rng); break;
        default: if (!f.empty()) f[below(f.size())].first += "x"; break;
      }
    }
  }
  std::string text = render(f);
  // Text mutations (ASCII only: a text frame that is not UTF-8 closes the connection, kept for a rarer case).
  if (chance(0.15)) text.resize(below(text.size() + 1));
  if (chance(0.1))
    for (std::size_t n = 1 + below(4); n > 0 && !text.empty(); --n) text[below(text.size())] = char(0x20 + below(95));
  if (chance(0.05) && !text.empty()) text.insert(below(text.size()), std::string(1 + below(5), "{}[],:\"\\"[below(8)]));
  return text;
}


}  // namespace

Frame fuzzMessage(const std::string& ownCode, const std::string& ownToken) {
  const std::size_t r = below(1000);
  Frame fr;
  if (r < 40) {                       // binary: a valid-looking message or random bytes
    fr.binary = true;
    if (chance(0.5)) fr.text = validish(ownCode, ownToken);
    else for (std::size_t i = 0, n = below(200); i < n; ++i) fr.text += char(below(256));
  } else if (r < 70) {                // garbage text (ASCII)
    for (std::size_t i = 0, n = below(300); i < n; ++i) fr.text += char(0x20 + below(95));
  } else if (r < 80) {                // deep nesting
    const std::size_t d = 1 + below(chance(0.5) ? 100 : 8000);
    fr.text = std::string(d, chance(0.5) ? '[' : '{') ;
    if (fr.text[0] == '{') { fr.text.clear(); for (std::size_t i = 0; i < d; ++i) fr.text += "{\"a\":"; }
    if (chance(0.5)) fr.text += "1" + std::string(d, fr.text[0] == '[' ? ']' : '}');
  } else if (r < 100) {               // just over 16 KB, or near it
    fr.text = "{\"v\":1,\"type\":\"ping\",\"pad\":\"" + std::string(16 * 1024 - 40 + below(80), 'p') + "\"}";
  } else if (r < 102) {               // above 64 KB: the server closes the connection (1009)
    fr.text = "{\"v\":1,\"type\":\"ping\",\"pad\":\"" + std::string(64 * 1024 + below(10000), 'p') + "\"}";
  } else if (r < 105) {               // not UTF-8: the server closes the connection (1007)
    fr.text = "{\"v\":1,\"type\":\"join\",\"name\":\"\xff\xfe\xc3\",\"table\":" + q(anyCode(ownCode)) + "}";
  } else if (r < 140) {               // versions and types
    const char* v[] = {"{\"v\":2,\"type\":\"ping\"}", "{\"type\":\"ping\"}", "{\"v\":\"1\",\"type\":\"ping\"}",
                       "{\"v\":1}", "{\"v\":1,\"type\":\"hello\"}", "{\"v\":1,\"type\":\"\"}",
                       "{\"v\":1,\"type\":null}", "{\"v\":1,\"type\":[\"ping\"]}", "{\"v\":1.0,\"type\":\"ping\"}",
                       "[]", "1", "\"ping\"", "null", "", "{\"v\":1,\"type\":\"PING\"}", "{\"v\":1,\"type\":\"act\"}"};
    fr.text = v[below(sizeof v / sizeof *v)];
  } else {
    fr.text = validish(ownCode, ownToken);
  }
  return fr;
}

// The first legal action; a bid of `prise` when it is allowed (only the first to take can), so deals are played;
// the écart (which the view gives as a rule, not a list) from the allowed cards, trumps last.
std::string pickAction(const Value& view) {
  const Value* legal = view.find("legal");
  if (legal && legal->isArray() && !legal->items().empty()) {
    const Value* pick = &legal->items().front();
    for (const Value& a : legal->items())
      if (str(a, "kind") == "bid" && str(a, "contract") == "prise") pick = &a;
    return pick->dump();
  }
  const Value* rule = view.find("ecart_rule");
  if (str(view, "phase") != "ecart" || !rule || !rule->isObject()) return "";
  const Value* allowed = rule->find("allowed");
  const Value* size = rule->find("size");
  if (!allowed || !allowed->isArray() || !size || !size->isInt() || size->asInt() <= 0) return "";
  std::vector<std::string> cards;
  for (const Value& c : allowed->items()) if (c.isString() && c.asString().back() != 'T') cards.push_back(c.asString());
  for (const Value& c : allowed->items()) if (c.isString() && c.asString().back() == 'T') cards.push_back(c.asString());
  if (int(cards.size()) < size->asInt()) return "";
  Value list = Value::array();
  for (int i = 0; i < size->asInt(); ++i) list.push(cards[std::size_t(i)]);
  Value a = Value::object();
  a.set("kind", "ecart").set("cards", list);
  return a.dump();
}

}  // namespace tarot_fuzz
