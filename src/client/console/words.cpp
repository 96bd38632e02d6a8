// Filling the console's sentences, and the tournament's refusals worded from the translations table.
#include "client/console/words.h"
#include "client/console/pages.h"
#include "match/refusal_text.h"

namespace tarot::console {

using match::Lang;
using match::Text;
using tournament::RejectionCode;

bool singular(Lang lang, long n) { return lang == Lang::French ? (n >= -1 && n <= 1) : (n == 1 || n == -1); }

std::string fill(Lang lang, const std::string& pattern, Numbers numbers, Texts texts) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size();) {
    const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += pattern[i++];
      continue;
    }
    const std::string inside = pattern.substr(i + 1, close - i - 1);
    const std::size_t bar = inside.find('|');
    const std::string name = inside.substr(0, bar);
    bool done = false;
    for (const auto& [key, value] : numbers)
      if (name == key) {
        if (bar == std::string::npos) {
          out += std::to_string(value);
        } else {
          const std::string forms = inside.substr(bar + 1);
          const std::size_t bar2 = forms.find('|');
          out += singular(lang, value) ? forms.substr(0, bar2) : bar2 == std::string::npos ? forms : forms.substr(bar2 + 1);
        }
        done = true;
      }
    for (const auto& [key, value] : texts)
      if (!done && bar == std::string::npos && name == key) out += value, done = true;
    if (!done) out += pattern.substr(i, close + 1 - i);
    i = close + 1;
  }
  return out;
}

std::string words(Lang lang, Text key, Numbers numbers, Texts texts) { return fill(lang, tr(lang, key), numbers, texts); }

namespace {

// The pattern of each code, in RejectionCode order (None has none).
constexpr Text kPattern[] = {
    Text::Count,  // None
    Text::TnRefBadData, Text::TnRefUnknownEvent, Text::TnRefAlreadyCreated, Text::TnRefNotCreated,
    Text::TnRefNameNeeded, Text::TnRefTeamNeeded, Text::TnRefNoSuchPlayer, Text::TnRefAlreadyWithdrawn,
    Text::TnRefPositionsStarted, Text::TnRefSettingsChangePast, Text::TnRefDrawAfterStart,
    Text::TnRefDrawMethodUnknown, Text::TnRefChampionNorth, Text::TnRefChampionUnknown, Text::TnRefDrawFirst,
    Text::TnRefNextPosition, Text::TnRefNoMorePositions, Text::TnRefPositionNotStarted, Text::TnRefNoSuchPosition,
    Text::TnRefNoSuchTable, Text::TnRefNoSheetToCorrect, Text::TnRefReasonNeeded, Text::TnRefSheetEntered,
    Text::TnRefPositionClosed, Text::TnRefPositionAlreadyClosed, Text::TnRefSheetMissing, Text::TnRefSeatingEmpty,
    Text::TnRefTableSize, Text::TnRefFifthOnlyAtFive, Text::TnRefSeatedTwice, Text::TnRefSeatedAfterWithdrawal,
    Text::TnRefTablePeople, Text::TnRefTotalForEmptySeat, Text::TnRefTotalsNotZero, Text::TnRefBilansNotZero,
    Text::TnRefDealerNeeded, Text::TnRefDealRefused, Text::TnRefTooFewPlayers, Text::TnRefTableOneNoNorth,
    Text::TnRefTeamSize, Text::TnRefTeamsDoNotFill, Text::TnRefChosenTooMany, Text::TnRefChosenUnknown,
    Text::TnRefTeamsNoOrientation, Text::TnRefPlacedTimes, Text::TnRefMovementImpossible,
};
static_assert(sizeof(kPattern) / sizeof(kPattern[0]) == std::size_t(RejectionCode::Count), "one pattern per code");

constexpr Text kPart[] = {Text::TnPartFormula, Text::TnPartDeals, Text::TnPartMovement, Text::TnPartCoefficient};

std::string sentence(Lang lang, const tournament::Rejection& r) {
  Text key = kPattern[int(r.code)];
  std::string what;
  if (r.code == RejectionCode::SettingsChangePast) {
    what = tr(lang, kPart[std::size_t(r.b) % 4]);
    if (r.a == 0) key = Text::TnRefSettingsChangeDrawn;
  }
  const int orientation = r.code == RejectionCode::ChosenTooMany ? r.b : r.a;
  return words(lang, key, {{"a", r.a}, {"b", r.b}, {"c", r.c}},
               {{"detail", r.detail},
                {"what", what},
                {"orientation", orientationText(lang, orientation % 5)},
                {"entry", match::entryRefusalText(lang, r.entry)}});
}

}  // namespace

std::string refusalWords(Lang lang, const tournament::Rejection& r) {
  if (!r) return "";
  const std::string why = sentence(lang, r);
  if (r.position && r.table) return words(lang, Text::TnWherePositionTable, {{"p", r.position}, {"t", r.table}}, {{"why", why}});
  if (r.position) return words(lang, Text::TnWherePosition, {{"p", r.position}}, {{"why", why}});
  if (r.table) return words(lang, Text::TnWhereTable, {{"t", r.table}}, {{"why", why}});
  // A sentence on its own starts with a capital (the patterns' first letters are ASCII or a placeholder).
  std::string s = why;
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = char(s[0] - 'a' + 'A');
  return s;
}

}  // namespace tarot::console
