// The season's refusals worded from the translations table (match/translations_season.inc).
#include "site/season_words.h"
#include "site/words.h"
#include "words/numbers.h"

namespace tarot::site {

using match::Lang;
using match::Text;

namespace {

// A coefficient in hundredths as the language writes it: "1.20", "1,20".
std::string coefficient(Lang lang, int hundredths) { return words::hundredthsText(lang, hundredths); }

std::string seriesOf(const season::Refusal& r) {
  return std::to_string(r.series[0]) + "-" + std::to_string(r.series[1]) + "-" + std::to_string(r.series[2]) + "-" +
         std::to_string(r.series[3]);
}

// A regional final's minimums (chapter 3, articles 2, 8, 14): the tournament's code and figures in the regional rows.
std::string finalShortfall(Lang lang, const tournament::Rejection& r) {
  using tournament::RejectionCode;
  Text key = Text::TnRefFinalSessions;
  if (r.code == RejectionCode::FinalTooFew)
    key = r.c == 8 ? Text::TnRefFinalTooFewDuos : r.c == 14 ? Text::TnRefFinalTooFewTeams : Text::TnRefFinalTooFew;
  else if (r.code != RejectionCode::FinalSessions)
    return r.english();
  return site::fill(lang, match::tr(lang, key), {{"a", r.a}, {"b", r.b}, {"c", r.c}});
}

std::string sentence(Lang lang, const season::Refusal& r) {
  using season::RefusalCode;
  const auto filled = [&](Text key) {
    return site::fill(lang, match::tr(lang, key), {{"a", r.a}, {"b", r.b}, {"c", r.c}},
                       {{"night", r.night}, {"series", seriesOf(r)}});
  };
  switch (r.code) {
    case RefusalCode::NightUnknown: return filled(Text::SeRefNightUnknown);
    case RefusalCode::PlacesTableEmpty: return filled(Text::SeRefPlacesTableEmpty);
    case RefusalCode::BestOfNegative: return filled(Text::SeRefBestOfNegative);
    case RefusalCode::StageCoefficient:
      return site::fill(lang, match::tr(lang, Text::SeRefStageCoefficient), {{"b", r.b}},
                         {{"a", coefficient(lang, r.a)}, {"c", coefficient(lang, r.c)}});
    case RefusalCode::StageNotEarlier: return filled(Text::SeRefStageNotEarlier);
    case RefusalCode::FinalShortfall: return finalShortfall(lang, r.rejection);
    case RefusalCode::TeamSeries: return filled(Text::SeRefTeamSeries);
    case RefusalCode::TeamSize: return filled(Text::SeRefTeamSize);
    case RefusalCode::None:
    case RefusalCode::Count: break;
  }
  return "";
}

}  // namespace

std::string seasonRefusalText(Lang lang, const season::Refusal& r) {
  registerTournamentWords();
  if (!r) return "";
  const std::string why = sentence(lang, r);
  // The night's own refusal (an unknown night) names it already.
  if (r.night.empty() || r.code == season::RefusalCode::NightUnknown) return why;
  return site::fill(lang, match::tr(lang, Text::SeAtNight), {}, {{"night", r.night}, {"why", why}});
}

}  // namespace tarot::site
