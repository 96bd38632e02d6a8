// Numbers as each language writes them.
#include "match/numbers.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::match {

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
  const unsigned long long magnitude = value < 0 ? 0ull - static_cast<unsigned long long>(value) : value;
  const std::string body = std::to_string(magnitude);
  if (value < 0) return kMinus + body;
  return sign && value > 0 ? "+" + body : body;
}

std::string pointsNumber(Lang lang, double value, bool sign) {
  const double tenths = std::round(value * 10.0) / 10.0;
  return numberText(lang, tenths, tenths == std::floor(tenths) ? 0 : 1, sign);
}

}  // namespace tarot::match
