// The words the player reads: every text of the translation table in French and English with the same
// placeholders, sentences in sentence case, French punctuation (a non-breaking space before ":", "?", "!" and ";"),
// and a label's colon composed the same way in each language.
#include "match/translations.h"
#include <catch2/catch_test_macros.hpp>
#include <string>

using namespace tarot::match;

namespace {

// The printf placeholders of a text, in order ("%d%s").
std::string placeholders(const std::string& s) {
  std::string out;
  for (size_t i = 0; i + 1 < s.size(); ++i)
    if (s[i] == '%') {
      if (s[i + 1] == '%') { ++i; continue; }
      size_t j = i + 1;
      while (j < s.size() && (s[j] == '.' || (s[j] >= '0' && s[j] <= '9'))) ++j;
      if (j < s.size()) out += std::string("%") + s[j];
      i = j;
    }
  return out;
}

bool startsLower(const std::string& s) { return !s.empty() && s[0] >= 'a' && s[0] <= 'z'; }

}  // namespace

TEST_CASE("Every text has the same placeholders in each language, and a sentence starts with a capital",
          "[match][translations][words]") {
  for (int i = 0; i < int(Text::Count); ++i) {
    const std::string fr = tr(Lang::French, Text(i)), en = tr(Lang::English, Text(i));
    INFO("key " << i << ": \"" << fr << "\" / \"" << en << "\"");
    CHECK(placeholders(fr) == placeholders(en));
    // A whole sentence (it ends with a full stop) starts with a capital, in both languages.
    for (const std::string& s : {fr, en})
      if (s.size() > 1 && s.back() == '.' && s.find(' ') != std::string::npos) CHECK_FALSE(startsLower(s));
  }
}

TEST_CASE("French texts put a non-breaking space before a colon, a question or exclamation mark, a semicolon",
          "[match][translations][words]") {
  const std::string nbsp = "\u00a0", narrow = "\u202f";
  for (int i = 0; i < int(Text::Count); ++i) {
    const std::string fr = tr(Lang::French, Text(i)), en = tr(Lang::English, Text(i));
    INFO("key " << i << ": \"" << fr << "\" / \"" << en << "\"");
    for (size_t k = 1; k < fr.size(); ++k) {
      const char c = fr[k];
      if (c != ':' && c != '?' && c != '!' && c != ';') continue;
      if (k + 1 < fr.size() && fr[k + 1] != ' ' && fr[k + 1] != '\n') continue;  // "14:30", "http://" are not punctuation
      const bool spaced = (k >= 2 && fr.compare(k - 2, 2, nbsp) == 0) || (k >= 3 && fr.compare(k - 3, 3, narrow) == 0);
      CHECK(spaced);
    }
    // English puts none.
    CHECK(en.find(nbsp + ":") == std::string::npos);
  }
}

TEST_CASE("A label's colon follows the language", "[match][translations][words]") {
  CHECK(std::string(tr(Lang::French, Text::Refused)) + colonFor(Lang::French) + "x" == "Refusé\u00a0: x");
  CHECK(std::string(tr(Lang::English, Text::Refused)) + colonFor(Lang::English) + "x" == "Refused: x");
  // The app's own messages are sentences in each language, never the developers' codes.
  for (const Text t : {Text::NothingToResume, Text::MatchOverNoResume, Text::SaveUnreadable, Text::PastGameUnreadable,
                       Text::NothingToUndo, Text::SaveFailed, Text::ExportFailed, Text::OnlineNameNeeded}) {
    for (int l = 0; l < kLangCount; ++l) {
      const std::string s = tr(Lang(l), t);
      INFO(s);
      CHECK_FALSE(startsLower(s));
      CHECK(s.back() == '.');
      CHECK(s.find('_') == std::string::npos);
    }
  }
  CHECK(std::string(tr(Lang::French, Text::NothingToUndo)) != tr(Lang::English, Text::NothingToUndo));
}
