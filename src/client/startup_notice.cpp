// The page's link told in the person's words: each parameter not taken (client/startup_config.h), what it must be
// and what was used instead, read from the configuration as finally set.
#include "client/startup_config.h"
#include "match/refusal_text.h"
#include "words/numbers.h"
#include <cstdio>

namespace tarot::client {

namespace {

using P = ParamProblem;

// A value as given, fit to show: control characters as '?', at most 32 bytes (cut between characters) then "…".
std::string shown(const std::string& v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) {
    const unsigned char ch = static_cast<unsigned char>(v[i]);
    if (out.size() >= 32 && (ch & 0xC0) != 0x80) return out + "…";
    out += ch < 0x20 || ch == 0x7F ? '?' : char(ch);
  }
  return out;
}

// What a parameter must be.
Text ruleOf(P p) {
  switch (p) {
    case P::BadlyEncoded: return Text::LinkRuleEncoding;
    case P::TooLong: return Text::LinkTooLong;
    case P::Unknown: return Text::LinkRuleUnknown;
    case P::Lang: return Text::LinkRuleLang;
    case P::Players: return Text::LinkRulePlayers;
    case P::ZeroOrOne: return Text::LinkRuleZeroOne;
    case P::FiveAtFour: return Text::LinkRuleFiveAtFour;
    case P::Name: case P::SeatName: return Text::LinkRuleName;
    case P::NamesCount: return Text::LinkRuleNamesCount;
    case P::BotsCount: return Text::LinkRuleBotsCount;
    case P::BotLevel: return Text::LinkRuleBotLevel;
    case P::Deals: return Text::LinkRuleDeals;
    case P::Seed: return Text::LinkRuleSeed;
    case P::Speed: return Text::LinkRuleSpeed;
    case P::Club: return Text::LinkRuleClub;
    case P::Accent: return Text::LinkRuleAccent;
    case P::Player: return Text::LinkRulePlayer;
    case P::Table: return Text::LinkRuleTable;
    case P::Server: return Text::LinkRuleServer;
  }
  return Text::LinkRuleUnknown;
}

Text levelWord(BotLevel b) {
  switch (b) {
    case BotLevel::Random: return Text::RandomBot;
    case BotLevel::Beginner: return Text::Beginner;
    case BotLevel::Expert: return Text::Expert;
    case BotLevel::Master: return Text::Master;
    default: return Text::Standard;
  }
}

// What the match uses in the parameter's place ("" when the parameter is simply ignored).
std::string usedInstead(const StartupConfig& c, const ParamWarning& w, Lang lang) {
  const MatchSettings& s = c.settings;
  switch (w.problem) {
    case P::Lang: return words::languageName(s.lang);
    case P::Players: case P::FiveAtFour:
      if (s.mode == TableMode::FiveAtFour) return tr(lang, Text::FiveAtFour);
      return tr(lang, s.people == 3 ? Text::ThreePlayers : s.people == 5 ? Text::FivePlayers : Text::FourPlayers);
    case P::ZeroOrOne: return w.key == "five_at_four" ? tr(lang, Text::FourPlayers) : std::string();
    case P::Name: return s.names[0];
    case P::SeatName: return s.names[size_t(w.seat)];
    case P::BotLevel: return tr(lang, levelWord(s.levels[size_t(w.seat)]));
    case P::Deals: return std::to_string(s.deals);
    case P::Seed: return s.seedGiven ? std::to_string(s.seed) : std::string(tr(lang, Text::LinkRandomDeal));
    case P::Speed: {
      char buf[16];
      std::snprintf(buf, sizeof buf, "%g", double(s.speed));
      std::string v = buf;
      if (lang == Lang::French)
        for (char& ch : v) if (ch == '.') ch = ',';
      return v;
    }
    default: return std::string();
  }
}

}  // namespace

std::string paramWarningText(const StartupConfig& c, const ParamWarning& w, Lang lang) {
  if (w.problem == P::TooLong) return tr(lang, Text::LinkTooLong);
  // A broken invitation (table=, badly encoded or not a code): said as such, not as a setting.
  const bool brokenTable = w.key == "table" || (w.problem == P::BadlyEncoded && w.value.rfind("table=", 0) == 0);
  if (brokenTable) {
    const std::string code = w.key == "table" ? w.value : w.value.substr(6);
    return fillPlaceholders(tr(lang, Text::LinkTableBroken), {{"value", shown(code)}});
  }
  const std::string param = w.key.empty() ? shown(w.value) : w.key + "=" + shown(w.value);
  const std::string rule = tr(lang, ruleOf(w.problem));
  const std::string used = usedInstead(c, w, lang);
  if (used.empty()) return fillPlaceholders(tr(lang, Text::LinkParamIgnored), {{"param", param}, {"rule", rule}});
  return fillPlaceholders(tr(lang, Text::LinkParamUsed), {{"param", param}, {"rule", rule}, {"used", used}});
}

std::vector<std::string> startupNoticeLines(const StartupConfig& c, Lang lang) {
  std::vector<std::string> lines;
  if (c.problems.empty()) return lines;
  lines.push_back(tr(lang, Text::LinkNotUnderstood));
  for (const ParamWarning& w : c.problems) lines.push_back(paramWarningText(c, w, lang));
  return lines;
}

}  // namespace tarot::client
