// tarot-cli season export: what a federation or a club secretary asks for, as CSV (src/season/exports.h builds the
// text, worded here from the translations table in --lang's language; written to --out or printed):
//   --what results       the season's results, one line per player and night;
//   --what pcn           the PCN and PP earned per licence number over the season (players without one left out);
//   --what championship  a championship's ranking (--championship C, else the season's first), each night's score
//                        counted or dropped.
#include "cli/cli_common.h"
#include "cli/season_cli.h"
#include "match/translations.h"
#include "season/exports.h"
#include "site/tournament_words.h"
#include <cstdio>
#include <fstream>

namespace tarot::cli {

using match::Lang;
using match::Text;
using namespace tarot::season;

namespace {

std::string exportText(const Season& s, const Championship* c, const std::vector<NightResult>& results,
                       const Register& reg, const std::string& what, Lang l) {
  const auto t = [l](Text key) { return std::string(match::tr(l, key)); };
  if (what == "results")
    return resultsCsv(s, results, {t(Text::SeColDate), t(Text::SeColNight), t(Text::TnPlayer), t(Text::TnPlace),
                                   t(Text::TnPoints), "PCN", "PP", t(Text::SeColLicence)});
  if (what == "pcn")
    return pcnCsv(results, {t(Text::SeColLicence), t(Text::TnPlayer), t(Text::SeColNights), t(Text::SeColPcnTotal),
                            t(Text::SeColPpTotal)});
  const ChampionshipRanking r = rankChampionship(reg, s, *c, results);
  return championshipCsv(s, r, {t(Text::TnPlace), t(c->teams ? Text::SeColTeam : Text::TnPlayer), t(Text::SeColTotal)});
}

}  // namespace

int cmdSeasonExport(const SeasonArgs& a) {
  const std::string what = a.get("--what");
  if (a.file.empty() || (what != "results" && what != "pcn" && what != "championship"))
    return seasonBad("export needs the club file and --what results, pcn or championship");
  Lang lang = Lang::French;
  if (a.has("--lang") && !match::parseLang(a.get("--lang"), &lang)) return seasonBad("--lang must be fr or en");
  site::registerTournamentWords();
  Club club;
  std::string why;
  if (!readClub(a.file, false, &club, &why)) return seasonRefused(a.file, why);
  const Season* s = seasonArg(&club, a, &why);
  if (!s) return seasonBad(why);
  std::vector<Championship> list;
  if (what == "championship" && !championshipsArg(*s, a, &list, &why)) return seasonBad(why);
  const std::string text =
      exportText(*s, list.empty() ? nullptr : &list.front(), seasonResults(club.reg, *s), club.reg, what, lang);
  if (!a.has("--out")) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  std::ofstream out(a.get("--out"), std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) return seasonRefused(a.get("--out"), "cannot be written");
  std::printf("%s written\n", a.get("--out").c_str());
  return 0;
}

}  // namespace tarot::cli
