// The results site's words: its own table of the translations (site/words.cpp, added by registerSiteWords as the
// console adds the tournament's), and the sentences filled from a pattern, moved down here from the console so that
// the site and the console word "Position {p}, table {t} : ..." the same way.
#pragma once
#include "match/translations.h"
#include <initializer_list>
#include <string>
#include <utility>

namespace tarot::site {

using Numbers = std::initializer_list<std::pair<const char*, long>>;
using Texts = std::initializer_list<std::pair<const char*, std::string>>;

// Adds the site's rows (and the tournament's, which its pages use) to the table tr() reads; once.
void registerSiteWords();
// True when `n` takes the singular in `lang` (French: 0 and 1; English: 1).
bool singular(match::Lang lang, long n);
// The pattern with {name} replaced by its number or text and {name|one|many} by the form the number takes.
std::string fill(match::Lang lang, const std::string& pattern, Numbers numbers, Texts texts = {});
// The key's text in `lang`, filled (the site's and the tournament's words registered first).
std::string say(match::Lang lang, match::Text key, Numbers numbers = {}, Texts texts = {});

}  // namespace tarot::site
