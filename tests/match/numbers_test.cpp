// Numbers as each language writes them (match/numbers.h): the French decimal comma, the English point, the true
// minus sign (U+2212) in both; card points with their half point. Expected texts written by hand.
#include "match/numbers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot::match;

TEST_CASE("Numbers: decimal comma in French, point in English, the true minus sign", "[numbers]") {
  const std::string minus = "\u2212";
  CHECK(numberText(Lang::French, 30.5, 1) == "30,5");
  CHECK(numberText(Lang::English, 30.5, 1) == "30.5");
  CHECK(numberText(Lang::French, -261.0, 1) == minus + "261,0");
  CHECK(numberText(Lang::English, -261.0, 1) == minus + "261.0");
  CHECK(numberText(Lang::French, 12.25, 1, true) == "+12,3");  // rounded half away from zero
  CHECK(numberText(Lang::French, -0.04, 1) == "0,0");           // no "−0,0"
  CHECK(numberText(Lang::French, 0.0, 1, true) == "0,0");
  CHECK(numberText(Lang::English, 2.0 / 3.0, 2) == "0.67");
  CHECK(integerText(Lang::French, -600) == minus + "600");
  CHECK(integerText(Lang::English, -600) == minus + "600");
  CHECK(integerText(Lang::French, 12, true) == "+12");
  CHECK(integerText(Lang::French, 0, true) == "0");
  CHECK(integerText(Lang::French, -9223372036854775807LL - 1) == minus + "9223372036854775808");
  // Card points: "30" when whole, "30,5" with a half point (at five players, the Excuse's half point).
  CHECK(pointsNumber(Lang::French, 30.0) == "30");
  CHECK(pointsNumber(Lang::French, 30.5) == "30,5");
  CHECK(pointsNumber(Lang::English, 40.5) == "40.5");
  CHECK(pointsNumber(Lang::French, -2.5, true) == minus + "2,5");
  CHECK(pointsNumber(Lang::English, 3.0, true) == "+3");
}
