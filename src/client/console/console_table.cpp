// The arbitrator's console's own table of words (the night's plan and its warnings, sessions and finals, publishing
// on the club's server, the club's register panel, the screens' own words), registered by registerConsoleWords
// (words.h) with the tournament's table below it (site/tournament_words.h).
#include "client/console/words.h"
#include "site/tournament_words.h"

namespace tarot::console {

namespace {

using match::Text;
using Row = match::TranslationRow;

#define NB "\u00a0"
// clang-format off
const Row kConsoleRows[] = {
#include "client/console/translations_night_plan.inc"
#include "client/console/translations_sessions.inc"
#include "client/console/translations_club_sync.inc"
#include "client/console/translations_register.inc"
#include "client/console/translations_console_screens.inc"
};
// clang-format on
#undef NB

}  // namespace

void registerConsoleWords() {
  site::registerTournamentWords();
  static const bool added =
      (match::addTranslations("client", "console", kConsoleRows, sizeof kConsoleRows / sizeof kConsoleRows[0]), true);
  (void)added;
}

}  // namespace tarot::console
