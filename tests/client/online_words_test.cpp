// The words the game's translation table does not hold, checked as completely as it is: the live standings' words
// (online/standings_words.cpp, kept out of the game page's program), the table's phone's screen words (rows of the
// phone's table, none left inline in ui/screens/table_phone_screen.cpp) and its problems' texts. Every
// word has both languages, non-empty, with the same printf conversions in the same order, and the two differ unless
// listed as the same in both languages.
#include "client/phone_words.h"
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

// The text of a source file under src/.
std::string source(const char* path) {
  std::ifstream in(std::filesystem::path(TAROT_SOURCE_TREE) / path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
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

TEST_CASE("The table's phone's screen words: rows of the phone's table, none inline", "[tournament_phone][translations]") {
  // The screens' words are rows of the client layer's tables (phone_words.cpp, console_table.cpp), which the
  // completeness test covers; no French/English pair is left written in the screens themselves.
  const std::string phone = source("ui/screens/table_phone_screen.cpp");
  REQUIRE_FALSE(phone.empty());
  CHECK(phone.find("L(ui,") == std::string::npos);
  for (const char* path : {"ui/screens/tournament_club_screen.cpp", "ui/screens/tournament_online_screen.cpp"}) {
    INFO(path);
    const std::string console = source(path);
    REQUIRE_FALSE(console.empty());
    CHECK(console.find("say(ui,") == std::string::npos);
  }
  client::registerPhoneWords();
  int rows = 0;
  for (int k = int(match::Text::PhAnnulled); k <= int(match::Text::PhIConfirmDeal); ++k, ++rows) {
    INFO("key " << k);
    checkPair(match::tr(match::Lang::French, match::Text(k)), match::tr(match::Lang::English, match::Text(k)),
              {"Table %d · position %d"});
  }
  CHECK(rows == 30);

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
