// One completeness test over every table of words in every language: each layer's table registered through the
// translation module (src/words), every key of every key enum held by exactly one row, each row non-empty in every
// language with the same placeholders and plural choices; and the module's own rules (lookup, fallback, fill).
#include "client/console/words.h"
#include "client/lesson.h"
#include "client/phone_words.h"
#include "match/translations.h"
#include "online/standings_words.h"
#include "protocol/register_requests.h"
#include "site/words.h"
#include "words/fill.h"
#include "words/words.h"
#include <catch2/catch_test_macros.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

using namespace tarot;

namespace {

// Every program's tables, as the console, the site, the standings and the game's page register them.
void registerEveryTable() {
  match::registerGameWords();
  console::registerConsoleWords();
  site::registerSiteWords();
  online::registerStandingsWords();
  client::registerPhoneWords();
  client::registerLessonWords();
  protocol::registerClubRefusalWords();
}

// The tables the sources register: each `addTranslations("layer", "name", ...)` or `addTable("layer", "name", ...)`
// call under src/, read from the files themselves, so that a new table cannot be left out of this test.
std::set<std::string> tablesInSources() {
  std::set<std::string> out;
  const std::filesystem::path src = TAROT_SOURCE_TREE;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(src)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string s = text.str();
    for (const std::string call : {"addTranslations(\"", "addTable(\""})
      for (std::size_t at = s.find(call); at != std::string::npos; at = s.find(call, at + 1)) {
        const std::size_t a = at + call.size(), b = s.find('"', a);
        const std::size_t c = s.find('"', b + 1), d = s.find('"', c + 1);
        out.insert(s.substr(a, b - a) + "/" + s.substr(c + 1, d - c - 1));
      }
  }
  return out;
}

// The values a text asks for: a plural choice {n|one|many} asks for the number n as {n} does (a language may need
// the choice where another does not: "{b} attendue(s)", "{b} expected").
std::set<std::string> values(const char* text) {
  std::set<std::string> out;
  for (std::string p : words::placeholders(text)) {
    if (!p.empty() && p.back() == '|') p.pop_back();
    out.insert(p);
  }
  return out;
}

// Rows whose French leaves out a value the English names: the rule said impersonally ("il faut fournir"), since
// "{seat} doit" would not agree with the person's "Vous".
bool impersonalInFrench(const words::Table& t, int key) {
  if (std::string(t.keys->name) != "match::Text") return false;
  for (const match::Text k : {match::Text::RefMustFollow, match::Text::RefMustTrump, match::Text::RefMustPlayTrump,
                              match::Text::RefMustOverTrump})
    if (key == int(k)) return true;
  return false;
}

enum class Probe { Plain, FrenchOnly, Missing, Count };
const words::Row<Probe> kProbeRows[] = {
    {Probe::Plain, {"{n} joueur{n||s}, {n|un seul|plusieurs}", "{n} player{n||s}, {n|only one|several}"}},
    {Probe::FrenchOnly, {"Seulement en français", nullptr}},
};

}  // namespace

TEST_CASE("Every registered table: each key once, every language, the same placeholders", "[translations][words]") {
  registerEveryTable();
  std::set<std::string> registered;
  // key space -> key -> the tables holding it
  std::map<const words::KeySpace*, std::map<int, std::vector<std::string>>> holders;
  for (const words::Table& t : words::tables()) {
    if (std::string(t.layer) == "test") continue;
    const std::string table = std::string(t.layer) + "/" + t.name;
    CHECK(registered.insert(table).second);
    CHECK(!t.rows.empty());
    for (const auto& [key, texts] : t.rows) {
      INFO(table << ", " << t.keys->name << " key " << key << ": \"" << (texts[0] ? texts[0] : "") << "\"");
      REQUIRE(key >= 0);
      REQUIRE(key < t.keys->keyCount);
      holders[t.keys][key].push_back(table);
      for (int l = 0; l < words::kLangCount; ++l) {
        REQUIRE(texts[l] != nullptr);
        CHECK(texts[l][0] != 0);
      }
      for (int l = 1; l < words::kLangCount; ++l) {
        std::set<std::string> other = values(texts[l]);
        if (impersonalInFrench(t, key)) other.erase("seat");
        CHECK(other == values(texts[0]));
      }
    }
  }
  // Every table the sources register is here, and every key enum is held whole, each key by one table.
  CHECK(registered == tablesInSources());
  CHECK(registered.size() >= 6);
  CHECK(holders.size() == 3);  // match::Text, online::StText and client::LessonText
  for (const auto& [keys, byKey] : holders) {
    for (int k = 0; k < keys->keyCount; ++k) {
      INFO(keys->name << " key " << k);
      const auto it = byKey.find(k);
      REQUIRE(it != byKey.end());  // no key missing
      CHECK(it->second.size() == 1);  // nor twice
    }
  }
}

TEST_CASE("The translation module: lookup, the French fallback, the missing key, plural forms and placeholders",
          "[translations][words]") {
  words::addTable("test", "probe", "Probe", kProbeRows, 2);
  words::addTable("test", "probe", "Probe", kProbeRows, 2);  // a second registration changes nothing
  int probes = 0;
  for (const words::Table& t : words::tables()) probes += std::string(t.name) == "probe";
  CHECK(probes == 1);
  CHECK(std::string(words::text(words::Lang::English, Probe::FrenchOnly)) == "Seulement en français");
  CHECK(std::string(words::text(words::Lang::English, Probe::Missing)) == "?");
  CHECK(std::string(words::text(words::Lang::French, Probe::Count)) == "?");
  CHECK_FALSE(words::has(words::Lang::English, Probe::FrenchOnly));
  CHECK(words::has(words::Lang::French, Probe::FrenchOnly));
  // French counts 0 and 1 as singular, English only 1.
  CHECK(words::say(words::Lang::French, Probe::Plain, {{"n", 0}}) == "0 joueur, un seul");
  CHECK(words::say(words::Lang::French, Probe::Plain, {{"n", 2}}) == "2 joueurs, plusieurs");
  CHECK(words::say(words::Lang::English, Probe::Plain, {{"n", 0}}) == "0 players, several");
  CHECK(words::say(words::Lang::English, Probe::Plain, {{"n", 1}}) == "1 player, only one");
  // A placeholder given no value stays as written; a text fills {name}.
  CHECK(words::fill(words::Lang::English, "{who} has {n}", {}, {{"who", "North"}}) == "North has {n}");
  CHECK(words::placeholders("{n} of %d, {n|a|b} %s") == std::set<std::string>{"n", "n|", "%1d", "%2s"});
  CHECK(words::placeholders("100%% {x}") == std::set<std::string>{"x"});
}
