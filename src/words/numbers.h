// Numbers as each language writes them, the one place every layer's number for a person is written from (the
// screens, the console's pages, the sheets, the site): French with a decimal comma ("30,5") and a non-breaking space
// before "%" ("100 %"), English with a point ("30.5", "100%"); a negative number with the true minus sign (U+2212,
// "−261,0") in both languages — the issue asks it of French, and English typography wants the same sign, so the
// two stay one rule — never a hyphen. Also the few words that are a language's own choice rather than a row of a
// table: joining a list ("3, 5 et 7"), a language's own name, the other language.
#pragma once
#include "words/words.h"
#include <string>
#include <vector>

namespace tarot::words {

// `value` with exactly `decimals` decimals (0 to 3); "+" before a positive value when `sign`.
std::string numberText(Lang lang, double value, int decimals, bool sign = false);
// A whole number ("−600", "+12" when `sign`, "0").
std::string integerText(Lang lang, long long value, bool sign = false);
// Card points, half points kept: "30" when whole, else one decimal ("30,5").
std::string pointsNumber(Lang lang, double value, bool sign = false);
// Points counted in halves (a deal at five players): 61 → "30,5", 60 → "30".
std::string halfPointsText(Lang lang, long long halfPoints);
// A whole percentage: "100 %" (non-breaking space) in French, "100%" in English.
std::string percentText(Lang lang, long long percent);
// A number kept in hundredths, both decimals written (a coefficient): 115 → "1,15", 120 → "1.20".
std::string hundredthsText(Lang lang, long long hundredths);
// The items joined as the language lists them: "3, 5 et 7", "3, 5 and 7" (no serial comma).
std::string listText(Lang lang, const std::vector<std::string>& items);
// A number as a person types it, in either language: digits with one decimal comma or point, a leading "-", "+" or
// "−" allowed, spaces around ignored ("40,5", "40.5", " 41 "); false for anything else.
bool parseDecimal(const std::string& text, double* out);
// A language's own name, as a person choosing it reads it ("Français", "English").
const char* languageName(Lang lang);
// The other of the two languages.
Lang otherLang(Lang lang);

}  // namespace tarot::words
