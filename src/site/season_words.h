// The season's refusals (season::Refusal: a code with its figures) worded from the translations table's season rows
// (match/translations_season.inc), in the person's language: the results site in its page's language, tarot-cli in
// English; the tests check both.
#pragma once
#include "match/translations.h"
#include "season/championship.h"
#include <string>

namespace tarot::site {

// The refusal as a sentence in `lang`, its night first ("night e1: ..."); "" for no refusal. A regional final's
// shortfall is the tournament library's refusal worded by the regional rows (translations_regional.inc).
std::string seasonRefusalText(match::Lang lang, const season::Refusal& r);
// The same in English: what tarot-cli prints.
inline std::string englishWords(const season::Refusal& r) { return seasonRefusalText(match::Lang::English, r); }

}  // namespace tarot::site
