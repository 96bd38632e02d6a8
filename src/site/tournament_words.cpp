// The tournament's table (tournament_words.h), registered by the site, the CLI and the console: the game's page,
// which never calls it, leaves these rows out of its download.
#include "site/tournament_words.h"
#include "match/translations.h"

namespace tarot::site {

namespace {

using match::Text;
using Row = match::TranslationRow;

#define NB "\u00a0"
// clang-format off
const Row kTournamentRows[] = {
#include "site/translations_console_only.inc"
#include "site/translations_tournament_refusals.inc"
#include "site/translations_tournament_rules.inc"
#include "site/translations_regional.inc"
#include "site/translations_season.inc"
};
// clang-format on
#undef NB

}  // namespace

void registerTournamentWords() {
  static const bool added =
      (match::addTranslations("site", "tournament", kTournamentRows, sizeof kTournamentRows / sizeof kTournamentRows[0]),
       true);
  (void)added;
}

}  // namespace tarot::site
