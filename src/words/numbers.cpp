// Numbers as each language writes them (numbers.h).
#include "words/numbers.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::words {

namespace {

const char* const kMinus = "\u2212";

// The digits of a magnitude, the decimal mark the language's.
std::string digits(Lang lang, double magnitude, int decimals) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, magnitude);
  std::string s = buf;
  if (lang == Lang::French) std::replace(s.begin(), s.end(), '.', ',');
  return s;
}

unsigned long long magnitudeOf(long long value) {
  return value < 0 ? 0ull - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
}

}  // namespace

std::string numberText(Lang lang, double value, int decimals, bool sign) {
  decimals = std::clamp(decimals, 0, 3);
  const double scale = std::pow(10.0, decimals);
  const double rounded = std::round(value * scale) / scale;  // "−0,0" is written "0,0"
  const std::string body = digits(lang, std::fabs(rounded), decimals);
  if (rounded < 0) return kMinus + body;
  return sign && rounded > 0 ? "+" + body : body;
}

std::string integerText(Lang lang, long long value, bool sign) {
  (void)lang;  // no mark in a whole number (and no thousands separator: the table's numbers stay short)
  const std::string body = std::to_string(magnitudeOf(value));
  if (value < 0) return kMinus + body;
  return sign && value > 0 ? "+" + body : body;
}

std::string pointsNumber(Lang lang, double value, bool sign) {
  const double tenths = std::round(value * 10.0) / 10.0;
  return numberText(lang, tenths, tenths == std::floor(tenths) ? 0 : 1, sign);
}

std::string halfPointsText(Lang lang, long long halfPoints) {
  const unsigned long long m = magnitudeOf(halfPoints);
  std::string out = (halfPoints < 0 ? kMinus : "") + std::to_string(m / 2);
  if (m % 2) out += lang == Lang::French ? ",5" : ".5";
  return out;
}

std::string percentText(Lang lang, long long percent) {
  return integerText(lang, percent) + (lang == Lang::French ? "\u00a0%" : "%");
}

std::string hundredthsText(Lang lang, long long hundredths) {
  const unsigned long long m = magnitudeOf(hundredths);
  const unsigned long long cents = m % 100;
  return (hundredths < 0 ? kMinus : "") + std::to_string(m / 100) + (lang == Lang::French ? "," : ".") +
         (cents < 10 ? "0" : "") + std::to_string(cents);
}

std::string listText(Lang lang, const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? (lang == Lang::French ? " et " : " and ") : ", ";
    out += items[i];
  }
  return out;
}

bool parseDecimal(const std::string& text, double* out) {
  std::size_t i = 0, end = text.size();
  while (i < end && text[i] == ' ') ++i;
  while (end > i && text[end - 1] == ' ') --end;
  bool negative = false;
  if (text.compare(i, 3, "\u2212") == 0) negative = true, i += 3;
  else if (i < end && (text[i] == '-' || text[i] == '+')) negative = text[i] == '-', ++i;
  double whole = 0, scale = 0;
  bool digits = false;
  for (; i < end; ++i) {
    const char c = text[i];
    if (c >= '0' && c <= '9') {
      digits = true;
      if (scale > 0) whole += (c - '0') / scale, scale *= 10;
      else whole = whole * 10 + (c - '0');
    } else if ((c == ',' || c == '.') && scale == 0) {
      scale = 10;
    } else {
      return false;
    }
  }
  if (!digits) return false;
  *out = negative ? -whole : whole;
  return true;
}

const char* languageName(Lang lang) { return lang == Lang::French ? "Français" : "English"; }

Lang otherLang(Lang lang) { return lang == Lang::French ? Lang::English : Lang::French; }

}  // namespace tarot::words
