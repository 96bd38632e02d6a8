// The registry of the layers' tables and the lookup (words.h).
#include "words/words.h"
#include <utility>

namespace tarot::words {

namespace {

struct Registry {
  std::vector<Table> tables;
  std::vector<const void*> identities;  // each table's rows, so that a second registration is a no-op
};
Registry& registry() {
  static Registry r;
  return r;
}

int langIndex(Lang lang) { return int(lang) >= 0 && int(lang) < kLangCount ? int(lang) : 0; }

}  // namespace

const std::vector<Table>& tables() { return registry().tables; }

namespace detail {

void add(Table table, const void* identity) {
  Registry& r = registry();
  for (const void* id : r.identities)
    if (id == identity) return;
  KeySpace& keys = *table.keys;
  for (const auto& [key, texts] : table.rows)
    if (key >= 0 && key < keys.keyCount) keys.byKey[std::size_t(key)] = texts;
  r.identities.push_back(identity);
  r.tables.push_back(std::move(table));
}

const char* lookup(const KeySpace& keys, int key, Lang lang) {
  if (key < 0 || key >= keys.keyCount) return "?";
  const char* const* texts = keys.byKey[std::size_t(key)];
  if (!texts) return "?";
  const char* t = texts[langIndex(lang)];
  return t ? t : texts[0] ? texts[0] : "?";
}

bool has(const KeySpace& keys, int key, Lang lang) {
  if (key < 0 || key >= keys.keyCount) return false;
  const char* const* texts = keys.byKey[std::size_t(key)];
  return texts && texts[langIndex(lang)] && texts[langIndex(lang)][0] != 0;
}

}  // namespace detail

bool parseLang(const std::string& code, Lang* out) {
  for (int l = 0; l < kLangCount; ++l)
    if (code == langCode(Lang(l))) {
      *out = Lang(l);
      return true;
    }
  return false;
}

const char* langCode(Lang lang) { return lang == Lang::English ? "en" : "fr"; }

const char* colonFor(Lang lang) { return lang == Lang::French ? "\u00a0: " : ": "; }

}  // namespace tarot::words
