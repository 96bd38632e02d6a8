// The filling of patterns (fill.h).
#include "words/fill.h"

namespace tarot::words {

bool singular(Lang lang, long n) { return lang == Lang::French ? (n >= -1 && n <= 1) : (n == 1 || n == -1); }

std::string fill(Lang lang, const std::string& pattern, Numbers numbers, Texts texts) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size();) {
    const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += pattern[i++];
      continue;
    }
    const std::string inside = pattern.substr(i + 1, close - i - 1);
    const std::size_t bar = inside.find('|');
    const std::string name = inside.substr(0, bar);
    bool done = false;
    for (const auto& [key, value] : numbers)
      if (name == key) {
        if (bar == std::string::npos) {
          out += std::to_string(value);
        } else {
          const std::string forms = inside.substr(bar + 1);
          const std::size_t bar2 = forms.find('|');
          out += singular(lang, value) ? forms.substr(0, bar2) : bar2 == std::string::npos ? forms : forms.substr(bar2 + 1);
        }
        done = true;
      }
    for (const auto& [key, value] : texts)
      if (!done && bar == std::string::npos && name == key) out += value, done = true;
    if (!done) out += pattern.substr(i, close + 1 - i);
    i = close + 1;
  }
  return out;
}

std::set<std::string> placeholders(const std::string& pattern) {
  std::set<std::string> out;
  int conversions = 0;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '%' && i + 1 < pattern.size()) {
      if (pattern[i + 1] != '%') out.insert("%" + std::to_string(++conversions) + pattern[i + 1]);
      ++i;
    } else if (pattern[i] == '{') {
      const std::size_t close = pattern.find('}', i);
      if (close == std::string::npos) break;
      const std::string inside = pattern.substr(i + 1, close - i - 1);
      const std::size_t bar = inside.find('|');
      out.insert(bar == std::string::npos ? inside : inside.substr(0, bar) + "|");
      i = close;
    }
  }
  return out;
}

}  // namespace tarot::words
