// Patterns filled in the person's language: {name} replaced by its number or text, {n|one|many} by the form the
// number n takes ("1 joueur", "0 joueur", "2 joueurs"; "0 players"), and the placeholders a pattern holds (the
// completeness test compares them between languages).
#pragma once
#include "words/words.h"
#include <initializer_list>
#include <set>
#include <string>
#include <utility>

namespace tarot::words {

using Numbers = std::initializer_list<std::pair<const char*, long>>;
using Texts = std::initializer_list<std::pair<const char*, std::string>>;

// True when `n` takes the singular in `lang` (French: 0 and 1; English: 1).
bool singular(Lang lang, long n);
// The pattern with {name} replaced by its number or text and {name|one|many} by the form the number takes; a
// placeholder given no value stays as written.
std::string fill(Lang lang, const std::string& pattern, Numbers numbers, Texts texts = {});
// The key's text in `lang`, filled.
template <class K> std::string say(Lang lang, K key, Numbers numbers = {}, Texts texts = {}) {
  return fill(lang, text(lang, key), numbers, texts);
}

// What a pattern asks to be filled: "name" for {name}, "name|" for a plural choice {name|one|many}, and each printf
// conversion with its rank ("%1d", "%2s"). The languages of one row must ask the same.
std::set<std::string> placeholders(const std::string& pattern);

}  // namespace tarot::words
