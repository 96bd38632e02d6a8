// The club on its server at the console (club_state.h, ClubAccount): its code and key entered once, checked for their
// form (the server says whether they are the club's), kept in the device's save apart from any tournament; and what
// of the open night the club's season takes (its title, whether it is closed).
#include "client/console/console.h"
#include "client/console/words.h"
#include "protocol/wire.h"
#include "record/json_reader.h"
#include <cctype>
#include <cstring>

namespace tarot::console {

using match::Text;

namespace {

std::string trimmed(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

// A club's code as the server makes them (a table's code: 20 characters of its alphabet), typed in any case.
bool codeForm(std::string* code) {
  for (char& c : *code) c = char(std::toupper(static_cast<unsigned char>(c)));
  if (code->size() != wire::kTableCodeLength) return false;
  for (char c : *code)
    if (!std::strchr(wire::kTableCodeAlphabet, c)) return false;
  return true;
}

// A key as the server makes them: 32 hexadecimal digits, typed in any case.
bool keyForm(std::string* key) {
  for (char& c : *key) c = char(std::tolower(static_cast<unsigned char>(c)));
  if (key->size() != wire::kTokenLength) return false;
  for (char c : *key)
    if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

}  // namespace

void Console::loadAccount() {
  account_ = ClubAccount();
  std::string text;
  json::Value v;
  std::string why;
  // None saved (a console from before), or unreadable: no club known; the arbitrator enters it again.
  if (!storage_.load || !storage_.load(kClubAccountKey, &text) || !json::parseObject(text, &v, &why)) return;
  json::Reader in;
  ClubAccount a;
  a.code = in.string(v, "code");
  a.key = in.string(v, "key");
  if (in.ok() && codeForm(&a.code) && keyForm(&a.key)) account_ = a;
}

std::string Console::setClubAccount(const std::string& codeTyped, const std::string& keyTyped) {
  ClubAccount a{trimmed(codeTyped), trimmed(keyTyped)};
  if (!a.code.empty() || !a.key.empty()) {
    if (!codeForm(&a.code)) return words(lang_, Text::TnClubAccountBadCode, {}, {{"text", trimmed(codeTyped)}});
    if (!keyForm(&a.key)) return tr(lang_, Text::TnClubAccountBadKey);
  }
  account_ = a;
  if (storage_.save) {
    json::Value o = json::Value::object();
    storage_.save(kClubAccountKey, o.set("code", a.code).set("key", a.key).dump());
  }
  return "";
}

std::string Console::clubKeyHint() const {
  if (!account_.known()) return "";
  return words(lang_, Text::TnClubAccountKept, {}, {{"end", account_.key.substr(account_.key.size() - 4)}});
}

std::string Console::nightTitle() const {
  for (const TournamentEntry& e : list_)
    if (e.id == current_ && open()) return e.name.empty() ? state().name : e.name;
  return open() ? state().name : "";
}

bool Console::nightClosed() const {
  const State& s = state();
  if (!s.created || s.settings.positions < 1 || int(s.positions.size()) < s.settings.positions) return false;
  for (const tournament::PositionState& p : s.positions)
    if (!p.closed) return false;
  return true;
}

}  // namespace tarot::console
