#include "season/club.h"
#include <cstdint>

namespace tarot::season {

bool Member::operator==(const Member& o) const {
  return id == o.id && name == o.name && licence == o.licence && club == o.club && serie == o.serie &&
         senior == o.senior && mergedInto == o.mergedInto;
}

namespace {

// The plain letters of a Latin-1 Supplement or Latin Extended-A code point already lowered (U+00C0..U+017F),
// or nullptr when it has none.
const char* plainLetters(std::uint32_t cp) {
  if (cp >= 0xC0 && cp <= 0xFF) {
    static const char* const kLatin1[64] = {
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",   // C0..CF
        "d", "n", "o", "o", "o", "o", "o", nullptr, "o", "u", "u", "u", "u", "y", "th", "ss",  // D0..DF
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",   // E0..EF
        "d", "n", "o", "o", "o", "o", "o", nullptr, "o", "u", "u", "u", "u", "y", "th", "y"};  // F0..FF
    return kLatin1[cp - 0xC0];
  }
  if (cp == 0x152 || cp == 0x153) return "oe";
  if (cp == 0x178) return "y";
  return nullptr;
}

}  // namespace

std::string foldName(std::string_view name) {
  std::string out;
  out.reserve(name.size());
  bool space = false;
  auto put = [&](const char* letters) {
    if (space && !out.empty()) out += ' ';
    space = false;
    out += letters;
  };
  for (std::size_t i = 0; i < name.size();) {
    auto c = static_cast<unsigned char>(name[i]);
    if (c < 0x80) {
      ++i;
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') { space = true; continue; }
      char lower[2] = {char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c), 0};
      put(lower);
      continue;
    }
    int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (i + std::size_t(len) > name.size()) len = int(name.size() - i);
    std::uint32_t cp = len == 2 ? ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(name[i + 1]) & 0x3Fu) : 0;
    if (cp == 0xA0) { space = true; i += 2; continue; }  // no-break space
    std::uint32_t lowered = (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) ? cp + 0x20 : cp;
    if (cp == 0x152) lowered = 0x153;
    if (const char* plain = len == 2 ? plainLetters(lowered) : nullptr) {
      put(plain);
    } else {
      put(std::string(name.substr(i, std::size_t(len))).c_str());
    }
    i += std::size_t(len);
  }
  return out;
}

}  // namespace tarot::season
