// The results site's words: its own table in the translation module (site/words.cpp, added by registerSiteWords
// with the tournament's, site/tournament_words.h), and the sentences filled from a pattern by the module's fill
// (words/fill.h), so that the site and the console word "Position {p}, table {t} : ..." the same way.
#pragma once
#include "match/translations.h"
#include "site/tournament_words.h"
#include "words/fill.h"
#include <string>

namespace tarot::site {

using words::fill;
using words::Numbers;
using words::singular;
using words::Texts;

// Adds the site's rows (and the tournament's, which its pages use) to the translation module; once.
void registerSiteWords();
// The key's text in `lang`, filled (the site's and the tournament's words registered first).
std::string say(match::Lang lang, match::Text key, Numbers numbers = {}, Texts texts = {});

}  // namespace tarot::site
