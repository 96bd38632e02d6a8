// The number writers of the translation module (words/numbers.h), expected texts written by hand from French and
// English typography: the decimal comma and "100 %" with a non-breaking space in French, the point and "100%" in
// English, the true minus sign U+2212 in both; half points, hundredths (a coefficient), lists, a typed number.
#include "words/numbers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot::words;

namespace {
const std::string kMinus = "\u2212";
const std::string kNbsp = "\u00a0";
}  // namespace

TEST_CASE("words: half points, percentages and hundredths as each language writes them", "[words][numbers]") {
  CHECK(halfPointsText(Lang::French, 61) == "30,5");
  CHECK(halfPointsText(Lang::English, 61) == "30.5");
  CHECK(halfPointsText(Lang::French, 60) == "30");
  CHECK(halfPointsText(Lang::French, -5) == kMinus + "2,5");
  CHECK(halfPointsText(Lang::English, 0) == "0");
  CHECK(percentText(Lang::French, 100) == "100" + kNbsp + "%");
  CHECK(percentText(Lang::English, 100) == "100%");
  CHECK(percentText(Lang::French, -3) == kMinus + "3" + kNbsp + "%");
  CHECK(hundredthsText(Lang::French, 115) == "1,15");
  CHECK(hundredthsText(Lang::English, 120) == "1.20");
  CHECK(hundredthsText(Lang::French, 5) == "0,05");
  CHECK(hundredthsText(Lang::English, -250) == kMinus + "2.50");
  CHECK(numberText(Lang::French, -261.0, 1) == kMinus + "261,0");
  CHECK(integerText(Lang::English, -600) == kMinus + "600");
  CHECK(pointsNumber(Lang::French, 41.0) == "41");
  CHECK(pointsNumber(Lang::French, 40.5) == "40,5");
}

TEST_CASE("words: a list joined, the languages named", "[words][numbers]") {
  CHECK(listText(Lang::French, {}) == "");
  CHECK(listText(Lang::French, {"3"}) == "3");
  CHECK(listText(Lang::French, {"3", "5"}) == "3 et 5");
  CHECK(listText(Lang::French, {"3", "5", "7"}) == "3, 5 et 7");
  CHECK(listText(Lang::English, {"3", "5", "7"}) == "3, 5 and 7");
  CHECK(std::string(languageName(Lang::French)) == "Français");
  CHECK(std::string(languageName(Lang::English)) == "English");
  CHECK(otherLang(Lang::French) == Lang::English);
  CHECK(otherLang(Lang::English) == Lang::French);
}

TEST_CASE("words: a number as a person types it, comma or point", "[words][numbers]") {
  double v = -1;
  CHECK((parseDecimal("40,5", &v) && v == 40.5));
  CHECK((parseDecimal("40.5", &v) && v == 40.5));
  CHECK((parseDecimal(" 41 ", &v) && v == 41));
  CHECK((parseDecimal("0,25", &v) && v == 0.25));
  CHECK((parseDecimal("-3", &v) && v == -3));
  CHECK((parseDecimal("\u22123,5", &v) && v == -3.5));
  CHECK((parseDecimal("+7", &v) && v == 7));
  CHECK((parseDecimal(",5", &v) && v == 0.5));
  v = 99;
  CHECK_FALSE(parseDecimal("", &v));
  CHECK_FALSE(parseDecimal("-", &v));
  CHECK_FALSE(parseDecimal("4,5,1", &v));
  CHECK_FALSE(parseDecimal("4 5", &v));
  CHECK_FALSE(parseDecimal("abc", &v));
  CHECK_FALSE(parseDecimal("41.0x", &v));
  CHECK(v == 99);  // untouched when refused
}
