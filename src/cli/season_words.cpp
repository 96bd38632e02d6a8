// The season's refusals worded from the translations table (match/translations_season.inc).
#include "cli/season_words.h"

namespace tarot::cli {

using match::Lang;
using match::Text;

namespace {

bool singular(Lang lang, long n) { return lang == Lang::French ? (n >= -1 && n <= 1) : (n == 1 || n == -1); }

// One placeholder's text ({name} or {name|one|many}); false when neither list names it.
bool placeholder(Lang lang, const std::string& inside, std::initializer_list<std::pair<const char*, long>> numbers,
                 std::initializer_list<std::pair<const char*, std::string>> texts, std::string* out) {
  const std::size_t bar = inside.find('|');
  const std::string name = inside.substr(0, bar);
  for (const auto& [key, value] : numbers) {
    if (name != key) continue;
    if (bar == std::string::npos) {
      *out += std::to_string(value);
    } else {
      const std::string forms = inside.substr(bar + 1);
      const std::size_t bar2 = forms.find('|');
      const bool one = singular(lang, value);
      *out += one ? forms.substr(0, bar2) : bar2 == std::string::npos ? forms : forms.substr(bar2 + 1);
    }
    return true;
  }
  for (const auto& [key, value] : texts)
    if (bar == std::string::npos && name == key) {
      *out += value;
      return true;
    }
  return false;
}

// A coefficient in hundredths as the language writes it: "1.20", "1,20".
std::string coefficient(Lang lang, int hundredths) {
  const int cents = hundredths % 100;
  return std::to_string(hundredths / 100) + (lang == Lang::French ? "," : ".") + (cents < 10 ? "0" : "") +
         std::to_string(cents);
}

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
  return fillCounted(lang, match::tr(lang, key), {{"a", r.a}, {"b", r.b}, {"c", r.c}});
}

std::string sentence(Lang lang, const season::Refusal& r) {
  using season::RefusalCode;
  const auto fill = [&](Text key) {
    return fillCounted(lang, match::tr(lang, key), {{"a", r.a}, {"b", r.b}, {"c", r.c}},
                       {{"night", r.night}, {"series", seriesOf(r)}});
  };
  switch (r.code) {
    case RefusalCode::NightUnknown: return fill(Text::SeRefNightUnknown);
    case RefusalCode::PlacesTableEmpty: return fill(Text::SeRefPlacesTableEmpty);
    case RefusalCode::BestOfNegative: return fill(Text::SeRefBestOfNegative);
    case RefusalCode::StageCoefficient:
      return fillCounted(lang, match::tr(lang, Text::SeRefStageCoefficient), {{"b", r.b}},
                         {{"a", coefficient(lang, r.a)}, {"c", coefficient(lang, r.c)}});
    case RefusalCode::StageNotEarlier: return fill(Text::SeRefStageNotEarlier);
    case RefusalCode::FinalShortfall: return finalShortfall(lang, r.rejection);
    case RefusalCode::TeamSeries: return fill(Text::SeRefTeamSeries);
    case RefusalCode::TeamSize: return fill(Text::SeRefTeamSize);
    case RefusalCode::None:
    case RefusalCode::Count: break;
  }
  return "";
}

}  // namespace

std::string fillCounted(Lang lang, const std::string& pattern,
                        std::initializer_list<std::pair<const char*, long>> numbers,
                        std::initializer_list<std::pair<const char*, std::string>> texts) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size();) {
    const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += pattern[i++];
      continue;
    }
    if (!placeholder(lang, pattern.substr(i + 1, close - i - 1), numbers, texts, &out))
      out += pattern.substr(i, close + 1 - i);
    i = close + 1;
  }
  return out;
}

std::string seasonRefusalText(Lang lang, const season::Refusal& r) {
  match::registerTournamentWords();
  if (!r) return "";
  const std::string why = sentence(lang, r);
  // The night's own refusal (an unknown night) names it already.
  if (r.night.empty() || r.code == season::RefusalCode::NightUnknown) return why;
  return fillCounted(lang, match::tr(lang, Text::SeAtNight), {}, {{"night", r.night}, {"why", why}});
}

}  // namespace tarot::cli
