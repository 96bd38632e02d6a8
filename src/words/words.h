// The translation module at the bottom of the layers: the languages, a table type, the registry where each layer
// adds its own table of rows (one key enum of that layer, each row every language side by side), the lookup with the
// missing row's fallback, and the filling of patterns (fill.h). It knows no game type and includes nothing of the
// project: a layer's key enum K (with a last member K::Count) and its rows are all it is given.
#pragma once
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace tarot::words {

enum class Lang { French = 0, English = 1 };
constexpr int kLangCount = 2;

// The one place a language code ("fr", "en": URL parameter, --query, saves) becomes a Lang.
bool parseLang(const std::string& code, Lang* out);
const char* langCode(Lang lang);
// What follows a label before its value: " : " with a non-breaking space before the colon in French, ": " in
// English ("Contrat : Garde", "Contract: Garde").
const char* colonFor(Lang lang);

// One key's text in each language (by Lang).
template <class K> struct Row {
  K id;
  const char* text[kLangCount];
};

// A key enum's rows, from every table registered for it: what the lookup reads.
struct KeySpace {
  const char* name;  // the enum's name, for the completeness test's messages
  int keyCount;
  std::vector<const char* const*> byKey;  // each key's texts, null while no table holds its row
};

// A registered table, as the completeness test reads it.
struct Table {
  const char* layer;  // the folder of src/ that registers it ("match", "site", ...)
  const char* name;   // the table's own name
  KeySpace* keys;
  std::vector<std::pair<int, const char* const*>> rows;  // key, texts by Lang
};

// Every table registered so far, in the order they were added.
const std::vector<Table>& tables();

namespace detail {
// Registers once (a second call with the same rows does nothing); a later table's row replaces an earlier one's.
void add(Table table, const void* identity);
const char* lookup(const KeySpace& keys, int key, Lang lang);
bool has(const KeySpace& keys, int key, Lang lang);
}  // namespace detail

// The key space of the enum K (one per enum, made on first use).
template <class K> KeySpace& keysOf(const char* name = "") {
  static KeySpace space{name, int(K::Count), std::vector<const char* const*>(std::size_t(K::Count), nullptr)};
  if (space.name[0] == 0 && name[0] != 0) space.name = name;
  return space;
}

// A layer adds its table of rows: `layer` its folder, `name` the table's, `keysName` the enum's.
template <class K>
void addTable(const char* layer, const char* name, const char* keysName, const Row<K>* rows, std::size_t count) {
  Table t{layer, name, &keysOf<K>(keysName), {}};
  t.rows.reserve(count);
  for (std::size_t i = 0; i < count; ++i) t.rows.emplace_back(int(rows[i].id), rows[i].text);
  detail::add(std::move(t), rows);
}

// The key's text in that language: the French one if the row lacks it, "?" when no registered table holds the key.
template <class K> const char* text(Lang lang, K key) { return detail::lookup(keysOf<K>(), int(key), lang); }
// True when a registered table holds a non-empty text for this key and language.
template <class K> bool has(Lang lang, K key) { return detail::has(keysOf<K>(), int(key), lang); }

}  // namespace tarot::words
