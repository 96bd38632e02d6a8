// tarot-cli season rank, history and records: the season's championships (each line with its nights: place, points,
// the score counted or dropped), a player's history and the club's records, as text or JSON (--json):
//   rank:    {"format":"tarot-season-ranking","version":1,"club","season","championships":[{"id","name","form",
//            "score","best_of","qualify","refusal","warnings":[text],"nights":[ids],"nights_counting","lines":[{"place",
//            "shared","key","name","licence" (when the club shows them),"players" (teams),"total","qualified",
//            "tied_at_cut","stage","nights_played","nights_counted","refusal","nights":[{"night","place","shared",
//            "points","pcn","pp","score","counted","stage"}]}]}]};
//   history: {"format":"tarot-player-history","version":1,"person","name","licence","seasons":[{"season","totals",
//            "nights":[...]}],"overall":{...},"opponents":[{"name","serie","times"}]};
//   records: {"format":"tarot-club-records","version":1,"best_night":[...],"most_nights":[...],"most_pcn_season":[...]}.
#include "cli/cli_common.h"
#include "cli/season_cli.h"
#include "site/ranking_json.h"
#include "site/season_words.h"
#include "record/json.h"
#include "season/history.h"
#include <cstdio>

namespace tarot::cli {

namespace {

using namespace tarot::season;
using json::Value;

std::string placeText(int place, bool shared) { return place == 0 ? "-" : std::to_string(place) + (shared ? "=" : ""); }
std::string signedText(long v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

std::string ruleText(const Championship& c) {
  std::string s = c.form == Form::Stages ? "stages" : scoreName(c.score);
  if (c.teams) s += ", teams";
  if (c.seriesRule) s += ", séries rule";
  if (c.bestOf > 0) s += ", best " + std::to_string(c.bestOf) + " nights";
  if (c.qualify > 0) s += ", the best " + std::to_string(c.qualify) + " qualify";
  if (c.ties == tournament::Ties::Article29) s += ", ties by article 29";
  return s;
}

void printRanking(const Season& s, const Championship& c, const ChampionshipRanking& r) {
  std::printf("%s - %s (%s)\n", s.name.c_str(), c.name.c_str(), ruleText(c).c_str());
  if (r.refusal) { std::printf("  refused: %s\n", site::englishWords(r.refusal).c_str()); return; }
  std::printf("  %zu night(s), %d counting\n", r.nights.size(), r.nightsCounting);
  for (const season::Refusal& w : r.warnings) std::printf("  warning: %s\n", site::englishWords(w).c_str());
  for (const ChampionshipLine& l : r.lines) {
    std::string nights;
    for (const NightScore& n : l.nights) {
      std::string one = n.nightId + " " + placeText(n.place, n.shared) + " " + signedText(n.points);
      if (c.score != Score::Points || c.form == Form::Stages) one += " -> " + std::to_string(n.score);
      nights += (nights.empty() ? "" : ", ") + (n.counted ? one : "(" + one + ")");
    }
    std::printf("  %-4s %-24s %7ld%s%s  %s\n", placeText(l.place, l.shared).c_str(), l.name.c_str(), l.total,
                l.qualified ? " Q" : "  ", l.tiedAtCut ? "*" : " ", nights.c_str());
    if (l.refusal) std::printf("       refused: %s\n", site::englishWords(l.refusal).c_str());
  }
  if (c.qualify > 0) std::printf("  Q: qualified for the final; *: on the total of the last qualified\n");
}

}  // namespace

bool championshipsArg(const Season& s, const SeasonArgs& a, std::vector<Championship>* out, std::string* why) {
  *out = s.championships;
  if (out->empty()) {
    Championship general;
    general.id = "general";
    general.name = "Classement général";
    out->push_back(general);
  }
  if (!a.has("--championship")) return true;
  std::vector<Championship> one;
  for (const Championship& c : *out)
    if (c.id == a.get("--championship")) one.push_back(c);
  if (one.empty()) return *why = "season " + s.name + " has no championship '" + a.get("--championship") + "'", false;
  *out = one;
  return true;
}

int cmdSeasonRank(const SeasonArgs& a) {
  if (a.file.empty()) return seasonBad("rank needs the club file");
  Club club;
  std::string why;
  if (!readClub(a.file, false, &club, &why)) return seasonRefused(a.file, why);
  const Season* s = seasonArg(&club, a, &why);
  if (!s) return seasonBad(why);
  std::vector<Championship> list;
  if (!championshipsArg(*s, a, &list, &why)) return seasonBad(why);
  Value out = Value::object(), champs = Value::array();
  out.set("format", "tarot-season-ranking").set("version", 1).set("club", club.name).set("season", s->name);
  const std::vector<NightResult> results = seasonResults(club.reg, *s);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const ChampionshipRanking r = rankChampionship(club.reg, *s, list[i], results);
    if (a.has("--json")) champs.push(site::rankingJson(*s, list[i], r, club.showLicences));
    else printRanking(*s, list[i], r), std::printf(i + 1 < list.size() ? "\n" : "");
  }
  if (a.has("--json")) std::printf("%s\n", out.set("championships", std::move(champs)).dump().c_str());
  return 0;
}

namespace {

Value totalsToJson(const HistoryTotals& t) {
  Value o = Value::object(), series = Value::array();
  for (int n : t.opponentsBySerie) series.push(n);
  o.set("nights", t.nights).set("best_place", t.bestPlace).set("wins", t.wins).set("points", t.points);
  o.set("pcn", t.pcn).set("pp", t.pp).set("opponents_by_serie", std::move(series));
  return o;
}

void printTotals(const char* what, const HistoryTotals& t) {
  std::printf("%s: %d night(s), best place %d, %d win(s), points %s, PCN %d, PP %d; opponents by série: 1st %d, 2nd %d, "
              "3rd %d, 4th %d, not in the register %d\n",
              what, t.nights, t.bestPlace, t.wins, signedText(t.points).c_str(), t.pcn, t.pp, t.opponentsBySerie[1],
              t.opponentsBySerie[2], t.opponentsBySerie[3], t.opponentsBySerie[4], t.opponentsBySerie[0]);
}

}  // namespace

int cmdSeasonHistory(const SeasonArgs& a) {
  if (a.file.empty() || !a.has("--player")) return seasonBad("history needs the club file and --player NAME|LICENCE");
  Club club;
  std::string why;
  if (!readClub(a.file, false, &club, &why)) return seasonRefused(a.file, why);
  const std::string person = findPerson(club, a.get("--player"));
  if (person.empty()) return seasonRefused(a.file, "no player named '" + a.get("--player") + "' nor with that licence");
  const PlayerHistory h = playerHistory(club, person);
  if (!a.has("--json")) {
    std::printf("%s%s\n", h.name.c_str(), h.licence.empty() ? "" : (" (licence " + h.licence + ")").c_str());
    for (const SeasonHistory& s : h.seasons) {
      printTotals(("Season " + s.name).c_str(), s.totals);
      for (const HistoryNight& n : s.nights)
        std::printf("  %s %-24s %s/%d  %s  PCN %d  PP %d\n", n.date.c_str(), (n.title.empty() ? n.nightId : n.title).c_str(),
                    placeText(n.place, n.shared).c_str(), n.entrants, signedText(n.points).c_str(), n.pcn, n.pp);
    }
    printTotals("Overall", h.overall);
    std::string met;
    for (std::size_t i = 0; i < h.opponents.size() && i < 10; ++i)
      met += (i ? ", " : "") + h.opponents[i].name + " (" + std::to_string(h.opponents[i].times) + ")";
    if (!met.empty()) std::printf("Most met: %s\n", met.c_str());
    return 0;
  }
  Value o = Value::object(), seasons = Value::array(), opponents = Value::array();
  o.set("format", "tarot-player-history").set("version", 1).set("person", h.person).set("name", h.name);
  o.set("licence", h.licence);
  for (const SeasonHistory& s : h.seasons) {
    Value x = Value::object(), nights = Value::array();
    for (const HistoryNight& n : s.nights) {
      Value y = Value::object();
      y.set("night", n.nightId).set("date", n.date).set("title", n.title).set("place", n.place).set("shared", n.shared);
      y.set("entrants", n.entrants).set("points", n.points).set("pcn", n.pcn).set("pp", n.pp);
      nights.push(std::move(y));
    }
    x.set("season", s.name).set("totals", totalsToJson(s.totals)).set("nights", std::move(nights));
    seasons.push(std::move(x));
  }
  for (const Opponent& p : h.opponents)
    opponents.push(Value::object().set("name", p.name).set("serie", p.serie).set("times", p.times));
  o.set("seasons", std::move(seasons)).set("overall", totalsToJson(h.overall)).set("opponents", std::move(opponents));
  std::printf("%s\n", o.dump().c_str());
  return 0;
}

int cmdSeasonRecords(const SeasonArgs& a) {
  if (a.file.empty()) return seasonBad("records needs the club file");
  Club club;
  std::string why;
  if (!readClub(a.file, false, &club, &why)) return seasonRefused(a.file, why);
  int index = -1;
  if (a.has("--season")) {
    const Season* s = seasonArg(&club, a, &why);
    if (!s) return seasonBad(why);
    index = int(s - club.seasons.data());
  }
  const ClubRecords r = clubRecords(club, index);
  auto list = [&](const char* key, const char* title, const std::vector<Record>& records, Value* out) {
    Value arr = Value::array();
    if (!a.has("--json")) std::printf("%s:\n", title);
    for (const Record& x : records) {
      Value o = Value::object();
      o.set("name", x.name).set("figure", x.figure);
      if (!x.nightId.empty()) o.set("night", x.nightId).set("date", x.date);
      if (x.season >= 0) o.set("season", club.seasons[std::size_t(x.season)].name);
      arr.push(std::move(o));
      std::string where;
      if (!x.nightId.empty()) where = "  " + x.nightId + " " + x.date;
      else if (x.season >= 0) where = "  " + club.seasons[std::size_t(x.season)].name;
      if (!a.has("--json")) std::printf("  %-24s %ld%s\n", x.name.c_str(), x.figure, where.c_str());
    }
    out->set(key, std::move(arr));
  };
  Value o = Value::object();
  o.set("format", "tarot-club-records").set("version", 1);
  list("best_night", "Best night (points)", r.bestNight, &o);
  list("most_nights", "Most nights played", r.mostNights, &o);
  list("most_pcn_season", "Most PCN in a season", r.mostPcnSeason, &o);
  if (a.has("--json")) std::printf("%s\n", o.dump().c_str());
  return 0;
}

}  // namespace tarot::cli
