// Numbers as each language writes them, the one place every screen's number is written from: French with a decimal
// comma ("30,5"), English with a point ("30.5"); a negative number with the true minus sign (U+2212, "−261,0") in
// both, never a hyphen.
#pragma once
#include "match/translations.h"
#include <string>

namespace tarot::match {

// `value` with exactly `decimals` decimals (0 to 3); "+" before a positive value when `sign`.
std::string numberText(Lang lang, double value, int decimals, bool sign = false);
// A whole number ("−600", "+12" when `sign`, "0").
std::string integerText(Lang lang, long long value, bool sign = false);
// Card points, half points kept: "30" when whole, else one decimal ("30,5").
std::string pointsNumber(Lang lang, double value, bool sign = false);

}  // namespace tarot::match
