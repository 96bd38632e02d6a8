// The words the game's translation table does not hold, checked as completely as it is: the live standings' words
// (online/standings_words.cpp, kept out of the game page's program) and the table's phone's inline French/English
// pairs (ui/screens/table_phone_screen.cpp, `L(ui, fr, en)`, read from the source) and its problems' texts. Every
// word has both languages, non-empty, with the same printf conversions in the same order, and the two differ unless
// listed as the same in both languages.
#include "client/table_phone.h"
#include "online/standings_words.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace tarot;

namespace {

// The printf conversions of a pattern, in order ("%d", "%s"; "%%" is none).
std::vector<std::string> conversions(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i + 1 < s.size(); ++i) {
    if (s[i] != '%') continue;
    if (s[i + 1] == '%') { ++i; continue; }
    std::size_t j = i + 1;
    while (j < s.size() && std::string("0123456789.-+ l").find(s[j]) != std::string::npos) ++j;
    if (j < s.size()) out.push_back(s.substr(i, j - i + 1));
    i = j;
  }
  return out;
}

void checkPair(const std::string& fr, const std::string& en, const std::set<std::string>& sameInBoth) {
  INFO("fr: " << fr << "\nen: " << en);
  CHECK_FALSE(fr.empty());
  CHECK_FALSE(en.empty());
  CHECK(conversions(fr) == conversions(en));
  if (!sameInBoth.count(en)) CHECK(fr != en);
}

// Reads consecutive C string literals (adjacent ones joined) from `at`; false when there is none.
bool literal(const std::string& src, std::size_t* at, std::string* out) {
  out->clear();
  bool any = false;
  for (;;) {
    std::size_t i = src.find_first_not_of(" \t\r\n", *at);
    if (i == std::string::npos || src[i] != '"') return any;
    for (++i; i < src.size() && src[i] != '"'; ++i) {
      if (src[i] == '\\' && i + 1 < src.size()) ++i;
      *out += src[i];
    }
    *at = i + 1;
    any = true;
  }
}

}  // namespace

TEST_CASE("The live standings' words: both languages, non-empty, the same conversions, distinct", "[standings][translations]") {
  std::set<std::string> seen[2];
  for (int k = 0; k < int(online::StText::Count); ++k) {
    const std::string fr = online::stText(match::Lang::French, online::StText(k));
    const std::string en = online::stText(match::Lang::English, online::StText(k));
    INFO("key " << k);
    checkPair(fr, en, {});
    CHECK(seen[0].insert(fr).second);  // no two keys with the same words
    CHECK(seen[1].insert(en).second);
  }
  CHECK(std::string(online::stText(match::Lang::English, online::StText::Count)) == "?");
}

TEST_CASE("The table's phone's inline words: every L(ui, fr, en) pair complete", "[tournament_phone][translations]") {
  const std::filesystem::path file = std::filesystem::path(TAROT_SOURCE_TREE) / "ui/screens/table_phone_screen.cpp";
  std::ifstream in(file);
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string src = text.str();
  const std::string call = "L(ui,";
  int pairs = 0;
  for (std::size_t at = src.find(call); at != std::string::npos; at = src.find(call, at)) {
    at += call.size();
    std::string fr, en;
    const std::size_t line = std::size_t(std::count(src.begin(), src.begin() + std::ptrdiff_t(at), '\n')) + 1;
    INFO("table_phone_screen.cpp line " << line);
    // Each call gives its two words as literals, French first.
    REQUIRE(literal(src, &at, &fr));
    at = src.find_first_not_of(" \t\r\n", at);
    REQUIRE(src[at] == ',');
    ++at;
    REQUIRE(literal(src, &at, &en));
    checkPair(fr, en, {"Table %d · position %d"});
    ++pairs;
  }
  CHECK(pairs >= 30);  // the reader still finds the calls

  // The problems the phone shows, for every code the desk sends it and for one it does not know.
  std::vector<std::string> codes = {"network"};
  for (const char* c : wire::kTournamentErrorCodes) codes.push_back(c);
  codes.push_back(wire::kRateLimited);
  codes.push_back("something_new");
  for (const std::string& c : codes) {
    const client::PhoneProblem p{c, "detail"};
    INFO("problem " << c);
    checkPair(client::phoneProblemText(match::Lang::French, p), client::phoneProblemText(match::Lang::English, p), {});
  }
  CHECK(client::phoneProblemText(match::Lang::English, client::PhoneProblem{}).empty());
}
