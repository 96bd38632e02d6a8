// The tournament's words, in a table of their own that only the arbitrator's console adds (registerTournamentWords):
// the game's page, which never calls it, leaves these rows out of its download.
#include "match/translations.h"

namespace tarot::match {

namespace {

using Row = TranslationRow;

#define NB "\u00a0"
// clang-format off
const Row kTournamentRows[] = {
#include "site/translations_console_only.inc"
#include "site/translations_tournament_refusals.inc"
#include "site/translations_tournament_rules.inc"
#include "client/console/translations_night_plan.inc"
#include "site/translations_regional.inc"
#include "client/console/translations_sessions.inc"
#include "client/console/translations_club_sync.inc"
#include "site/translations_season.inc"
#include "client/console/translations_register.inc"
};
// clang-format on
#undef NB

}  // namespace

void registerTournamentWords() {
  static const bool added = (addTranslations(kTournamentRows, sizeof kTournamentRows / sizeof kTournamentRows[0]), true);
  (void)added;
}

}  // namespace tarot::match
