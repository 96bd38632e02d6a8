// URL-parameter style configuration, validated value by value.
#include "client/startup_config.h"
#include <cctype>
#include "match/translations.h"
#include <cstdlib>

namespace tarot::client {

namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string urlDecode(const std::string& s, bool* ok) {
  std::string out;
  *ok = true;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') out += ' ';
    else if (s[i] == '%') {
      if (i + 2 >= s.size() || hexValue(s[i + 1]) < 0 || hexValue(s[i + 2]) < 0) { *ok = false; return ""; }
      out += char(hexValue(s[i + 1]) * 16 + hexValue(s[i + 2]));
      i += 2;
    } else out += s[i];
  }
  return out;
}

// A displayable name: printable, at most 24 bytes, no control characters.
bool cleanName(const std::string& in, std::string* out) {
  if (in.empty() || in.size() > 24) return false;
  for (unsigned char c : in) if (c < 0x20 || c == 0x7F || c == '<' || c == '>') return false;
  *out = in;
  return true;
}

bool parseInt(const std::string& v, long long lo, long long hi, long long* out) {
  if (v.empty() || v.size() > 19) return false;
  for (size_t i = 0; i < v.size(); ++i) if (v[i] < '0' || v[i] > '9') return false;
  const long long n = std::strtoll(v.c_str(), nullptr, 10);
  if (n < lo || n > hi) return false;
  *out = n;
  return true;
}

std::vector<std::string> splitList(const std::string& v) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos <= v.size()) {
    const size_t comma = v.find(',', pos);
    out.push_back(v.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos));
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return out;
}

// The items of a list from the `from`-th on, as given ("E,F"): the part of a parameter not taken.
std::string joinFrom(const std::vector<std::string>& list, size_t from) {
  std::string out;
  for (size_t i = from; i < list.size(); ++i) out += (i > from ? "," : "") + list[i];
  return out;
}

}  // namespace

const std::string* QueryParams::last(const std::string& key) const {
  for (auto it = pairs.rbegin(); it != pairs.rend(); ++it)
    if (it->first == key) return &it->second;
  return nullptr;
}

std::vector<std::string> QueryParams::all(const std::string& key) const {
  std::vector<std::string> out;
  for (const auto& [k, v] : pairs)
    if (k == key) out.push_back(v);
  return out;
}

QueryParams readQuery(const std::string& query) {
  QueryParams out;
  std::string q = query;
  if (!q.empty() && q[0] == '?') q.erase(0, 1);
  if (q.size() > 4096) {
    out.problems.push_back("query too long: ignored");
    out.tooLong = true;
    return out;
  }
  size_t pos = 0;
  while (pos < q.size()) {
    size_t amp = q.find('&', pos);
    if (amp == std::string::npos) amp = q.size();
    const std::string pair = q.substr(pos, amp - pos);
    pos = amp + 1;
    if (pair.empty()) continue;
    const size_t eq = pair.find('=');
    bool ok1 = true, ok2 = true;
    std::string key = urlDecode(pair.substr(0, eq), &ok1);
    std::string value = eq == std::string::npos ? "" : urlDecode(pair.substr(eq + 1), &ok2);
    if (!ok1 || !ok2) {
      out.problems.push_back("badly encoded parameter ignored");
      out.dropped.push_back(pair);
      continue;
    }
    out.pairs.emplace_back(std::move(key), std::move(value));
  }
  return out;
}

namespace {

using P = ParamProblem;

// The match's own parameters (who plays, how many deals, which deals, how fast).
bool readMatchParam(const std::string& key, const std::string& value, StartupConfig* c, bool* nameGiven,
                    std::vector<ParamWarning>* out) {
  auto warn = [&](P why, int seat = 0) { out->push_back({key, value, why, seat}); };
  MatchSettings& s = c->settings;
  long long n = 0;
  if (key == "lang") {
    if (!parseLang(value, &s.lang)) warn(P::Lang);
  } else if (key == "players") {
    if (parseInt(value, 3, 5, &n)) s.people = int(n);
    else warn(P::Players);
  } else if (key == "five_at_four") {
    if (value == "1" || value == "true") { s.people = 5; s.mode = TableMode::FiveAtFour; }
    else if (value != "0" && value != "false") warn(P::ZeroOrOne);
  } else if (key == "name") {
    std::string name;
    if (cleanName(value, &name)) { s.names[0] = name; *nameGiven = true; }
    else warn(P::Name);
  } else if (key == "names") {
    const auto list = splitList(value);
    for (size_t i = 0; i < list.size() && i < 4; ++i) {
      std::string name;
      if (cleanName(list[i], &name)) s.names[i + 1] = name;
      else out->push_back({key, list[i], P::SeatName, int(i) + 1});
    }
    if (list.size() > 4) out->push_back({key, joinFrom(list, 4), P::NamesCount, 0});
  } else if (key == "bots") {
    const auto list = splitList(value);
    for (size_t i = 0; i < list.size() && i < 4; ++i) {
      BotLevel level;
      if (parseBotLevel(list[i], &level)) s.levels[i + 1] = level;
      else out->push_back({key, list[i], P::BotLevel, int(i) + 1});
    }
    if (list.size() > 4) out->push_back({key, joinFrom(list, 4), P::BotsCount, 0});
  } else if (key == "deals") {
    if (parseInt(value, 1, 100, &n)) s.deals = int(n);
    else warn(P::Deals);
  } else if (key == "seed") {
    if (parseInt(value, 0, 999999999999LL, &n)) { s.seed = std::uint64_t(n); s.seedGiven = true; }
    else warn(P::Seed);
  } else if (key == "speed") {
    char* end = nullptr;
    const double v = std::strtod(value.c_str(), &end);
    if (!value.empty() && end && *end == 0 && v >= 0.25 && v <= 4) { s.speed = float(v); c->speedGiven = true; }
    else warn(P::Speed);
  } else if (key == "autoplay") {
    s.autoplay = value == "1" || value == "true";
  } else if (key == "undo") {
    s.undo = !(value == "0" || value == "false");
  } else {
    return false;
  }
  return true;
}

// The page's own parameters (its look, the online table or tournament it opens, the server).
bool readPageParam(const std::string& key, const std::string& value, StartupConfig* c, std::vector<ParamWarning>* out) {
  auto warn = [&](P why) { out->push_back({key, value, why, 0}); };
  if (key == "club") {
    if (value.size() <= 40 && cleanName(value.empty() ? std::string("x") : value, &c->settings.club)) c->settings.club = value;
    else warn(P::Club);
  } else if (key == "accent") {
    std::string h = value;
    if (!h.empty() && h[0] == '#') h.erase(0, 1);
    bool good = h.size() == 6;
    unsigned rgb = 0;
    for (char ch : h) { const int d = hexValue(ch); if (d < 0) good = false; else rgb = rgb * 16 + unsigned(d); }
    if (good) { c->accent = rgb; c->hasAccent = true; }
    else warn(P::Accent);
  } else if (key == "start") {
    c->start = value == "1" || value == "true";
  } else if (key == "hints") {
    if (value == "1" || value == "true") c->hints = 1;
    else if (value == "0" || value == "false") c->hints = 0;
    else warn(P::ZeroOrOne);
  } else if (key == "player") {
    // An online tournament's player: with tournament= and key=, their seat at each position.
    const int n = value.size() <= 4 && !value.empty() && value.find_first_not_of("0123456789") == std::string::npos
                      ? std::stoi(value) : 0;
    if (n > 0) c->tournamentPlayer = n;
    else warn(P::Player);
  } else if (key == "tournament" || key == "position" || key == "key" ||
             (key == "table" && !value.empty() && value.size() <= 3 &&
              value.find_first_not_of("0123456789") == std::string::npos)) {
    // A tournament table's link (client/table_phone.h reads it): the table is then its number.
    if (key == "tournament") c->tournament = value;
    if (key == "key") c->playerKey = value;
  } else if (key == "table") {
    // An online table's code: 20 characters of Crockford base32 (docs/PROTOCOL.md), any case.
    std::string code;
    for (char ch : value) code += char(std::toupper(static_cast<unsigned char>(ch)));
    const bool good = code.size() == 20 && code.find_first_not_of("0123456789ABCDEFGHJKMNPQRSTVWXYZ") == std::string::npos;
    if (good) c->table = code;
    else warn(P::Table);
  } else if (key == "server") {
    const bool scheme = value.rfind("http://", 0) == 0 || value.rfind("https://", 0) == 0 ||
                        value.rfind("ws://", 0) == 0 || value.rfind("wss://", 0) == 0;
    const bool clean = value.size() <= 200 && value.find_first_of(" \"<>\\") == std::string::npos;
    if (scheme && clean) c->server = value;
    else warn(P::Server);
  } else if (key != "slot" && key != "view") {  // read by the page itself (its storage) and the standings page
    return false;
  }
  return true;
}

}  // namespace

StartupConfig parseStartupQuery(const std::string& query) {
  StartupConfig c;
  bool nameGiven = false;
  const QueryParams params = readQuery(query);
  if (params.tooLong) c.problems.push_back({"", "", P::TooLong, 0});
  for (const std::string& raw : params.dropped) c.problems.push_back({"", raw, P::BadlyEncoded, 0});
  for (const auto& [key, value] : params.pairs)
    if (!readMatchParam(key, value, &c, &nameGiven, &c.problems) && !readPageParam(key, value, &c, &c.problems))
      c.problems.push_back({key, value, P::Unknown, 0});
  // Five at four asks for five people: players=4 given after it leaves a table of four.
  if (c.settings.mode == TableMode::FiveAtFour && c.settings.people != 5)
    c.problems.push_back({"five_at_four", "1", P::FiveAtFour, 0});
  c.settings.normalise();  // every value was checked above: nothing left to correct
  // The person's default name speaks the chosen language.
  if (!nameGiven) c.settings.names[0] = tr(c.settings.lang, Text::DefaultName);
  c.nameGiven = nameGiven;
  for (const ParamWarning& w : c.problems) c.warnings.push_back(paramWarningText(c, w, Lang::English));
  return c;
}

}  // namespace tarot::client
