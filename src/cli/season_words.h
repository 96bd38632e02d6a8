// The season's refusals (season::Refusal: a code with its figures) worded from the translations table's season rows
// (match/translations_season.inc), in the person's language: tarot-cli prints them in English, the tests check both
// languages; the console will word them through this same function once it shows a season.
#pragma once
#include "match/translations.h"
#include "season/championship.h"
#include <initializer_list>
#include <string>
#include <utility>

namespace tarot::cli {

// The refusal as a sentence in `lang`, its night first ("night e1: ..."); "" for no refusal. A regional final's
// shortfall is the tournament library's refusal worded by the regional rows (translations_regional.inc).
std::string seasonRefusalText(match::Lang lang, const season::Refusal& r);
// The same in English: what tarot-cli prints.
inline std::string englishWords(const season::Refusal& r) { return seasonRefusalText(match::Lang::English, r); }

// A pattern's {name} replaced by its number or text, {name|one|many} by the form the number takes in `lang`
// (French: 0 and 1 singular; English: 1). The console's words.cpp fill() does the same for the console.
std::string fillCounted(match::Lang lang, const std::string& pattern,
                        std::initializer_list<std::pair<const char*, long>> numbers,
                        std::initializer_list<std::pair<const char*, std::string>> texts = {});

}  // namespace tarot::cli
