// The console's sentences from the translations table: named placeholders filled, "{a|one|many}" choosing the
// singular or the plural by the number a as each language counts ("1 joueur", "0 joueur", "2 joueurs"; "0 players"),
// and the tournament library's refusals (tournament/refusal.h) worded in the person's language.
#pragma once
#include "match/translations.h"
#include "site/words.h"
#include "tournament/night_warnings.h"
#include "tournament/refusal.h"
#include <functional>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace tarot::console {

using site::Numbers;
using site::Texts;

// The plural rule and the filling of patterns live in the site layer below (site/words.h), shared with the results
// site.
using site::fill;
using site::singular;
// Adds the console's table and the tournament's below it to the translation module; once. Console and words() call it.
void registerConsoleWords();
std::string words(match::Lang lang, match::Text key, Numbers numbers, Texts texts = {});
// The refusal as a sentence in `lang`, where it happened first ("Position 2, table 3 : les totaux font 20, pas
// zéro"); "" for no refusal.
std::string refusalWords(match::Lang lang, const tournament::Rejection& r);
// Numbers as a list in `lang` ("1, 2 et 3", "1, 2 and 3").
std::string numberList(match::Lang lang, const std::vector<int>& v);
// A warning before a position (tournament/night_warnings.h) as a sentence in `lang`, players named by `name`.
std::string warningWords(match::Lang lang, const tournament::Warning& w, const std::function<std::string(int)>& name);
// Why a saved tournament cannot be read (`why`, the English reason tournament::Document::loadJson gave for `text`),
// in `lang`: not JSON (with its line and column), not a tournament file, a version it cannot read, or the event at
// fault with the library's refusal worded by refusalWords.
std::string saveErrorWords(match::Lang lang, const std::string& text, const std::string& why);

}  // namespace tarot::console
