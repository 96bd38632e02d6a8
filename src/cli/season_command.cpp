// tarot-cli season: a club's seasons from the command line (src/season): a club file (register, seasons, nights,
// championships) built night by night and ranked.
//   add:          a tournament file joins the club file as a night of its season (the file is created if missing),
//                 or with --replace takes the place of the night of that id (corrected after the fact);
//   annul:        a night counts nowhere (--undo: again);
//   championship: adds or replaces a championship of a season (its rule);
//   rank:         the season's championships (or one), each line traced to its nights;
//   history:      one player's history; records: the club's records; bench: a season of 40 nights x 100 players
//                 ranked (season_bench.cpp); export: the season's results, PCN per licence or a championship as CSV
//                 (season_export.cpp).
// Text by default, JSON with --json; bad arguments exit with status 2 and a reason, a refused file with status 2 and
// what and where (the club file is then left as it was).
#include "cli/cli_common.h"
#include "cli/season_cli.h"
#include "site/season_words.h"
#include "season/season.h"
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

namespace tarot::cli {

namespace {

using namespace tarot::season;

const std::set<std::string> kFlags = {"--json", "--teams", "--series-rule", "--replace", "--undo"};

}  // namespace

int seasonBad(const std::string& why) { return usage("season: " + why); }

int seasonRefused(const std::string& path, const std::string& why) {
  std::fprintf(stderr, "tarot-cli season: %s: %s\n", path.c_str(), why.c_str());
  return 2;
}

bool parseSeasonArgs(int argc, char** argv, SeasonArgs* a, std::string* why) {
  for (int i = 0; i < argc; ++i) {
    const std::string s = argv[i];
    if (s.rfind("--", 0) != 0) {
      if (!a->file.empty()) return *why = "unexpected argument '" + s + "'", false;
      a->file = s;
      continue;
    }
    if (kFlags.count(s)) { a->options[s] = "1"; continue; }
    if (i + 1 >= argc) return *why = "missing value after " + s, false;
    a->options[s] = argv[++i];
  }
  return true;
}

bool readClub(const std::string& path, bool mayBeMissing, Club* club, std::string* why) {
  std::error_code ec;
  if (mayBeMissing && !std::filesystem::exists(path, ec)) return true;
  std::string text;
  if (!readInput(path.c_str(), &text, why)) return false;
  *why = clubFromJson(text, club);
  return why->empty();
}

bool writeClub(const std::string& path, const Club& club, std::string* why) {
  // Written aside then renamed, so a failure leaves the club file as it was.
  const std::string aside = path + ".tmp";
  {
    std::ofstream out(aside, std::ios::binary | std::ios::trunc);
    out << clubToJson(club);
    if (!out) return *why = "cannot be written", false;
  }
  std::error_code ec;
  std::filesystem::rename(aside, path, ec);
  if (ec) return *why = "cannot be written (" + ec.message() + ")", false;
  return true;
}

Season* seasonArg(Club* club, const SeasonArgs& a, std::string* why) {
  if (club->seasons.empty()) return *why = "the club file has no season yet", nullptr;
  if (!a.has("--season")) return &club->seasons.back();
  const Season* s = findSeason(*club, a.get("--season"));
  if (!s) return *why = "the club file has no season '" + a.get("--season") + "'", nullptr;
  return const_cast<Season*>(s);
}

namespace {

// The register entry of each of the night's players: the live entry with the player's licence, else with the
// player's name (accents and case ignored), else none (0).
std::vector<int> membersOf(const Register& reg, const tournament::State& s) {
  std::vector<int> out;
  for (const tournament::Player& p : s.players) {
    int found = 0;
    for (const Member& m : reg.members)
      if (!found && m.mergedInto == 0 && !p.licence.empty() && m.licence == p.licence) found = m.id;
    for (const Member& m : reg.members)
      if (!found && m.mergedInto == 0 && foldName(m.name) == foldName(p.name)) found = m.id;
    out.push_back(found);
  }
  return out;
}

Championship generalChampionship() {
  Championship c;
  c.id = "general";
  c.name = "Classement général";
  return c;
}

// `add --replace`: the night of that id takes the tournament file given (a night corrected after the fact: its
// document with the correction events appended), keeping its place in the season and whether it is annulled.
int replaceNight(const SeasonArgs& a, Club* club, Season* season, Night n) {
  for (Night& old : season->nights) {
    if (old.id != n.id) continue;
    n.annulled = old.annulled;
    old = std::move(n);
    std::string why;
    if (!writeClub(a.file, *club, &why)) return seasonRefused(a.file, why);
    std::printf("night %s replaced in season %s\n", old.id.c_str(), season->name.c_str());
    return 0;
  }
  return seasonBad("--replace: season " + season->name + " has no night '" + n.id + "'");
}

int cmdAdd(const SeasonArgs& a) {
  if (a.file.empty()) return seasonBad("add needs the club file");
  if (!a.has("--night") || !a.has("--date")) return seasonBad("add needs --night FILE and --date YYYY-MM-DD");
  const int year = seasonOf(a.get("--date"));
  if (year < 0) return seasonBad("--date must be a date YYYY-MM-DD, not '" + a.get("--date") + "'");
  Club club;
  std::string why, text;
  if (!readClub(a.file, true, &club, &why)) return seasonRefused(a.file, why);
  const std::string nightPath = a.get("--night");
  Night n;
  if (!readInput(nightPath.c_str(), &text, &why)) return seasonRefused(nightPath, why);
  why = n.document.loadJson(text);
  if (!why.empty()) return seasonRefused(nightPath, why);
  if (n.document.state().players.empty()) return seasonRefused(nightPath, "the tournament has no player");
  Season* season = nullptr;
  const std::string name = a.has("--season") ? a.get("--season") : seasonName(year);
  for (Season& s : club.seasons)
    if (s.name == name) season = &s;
  if (!season) {
    Season s;
    s.name = name;
    s.startYear = year;
    s.championships.push_back(generalChampionship());
    club.seasons.push_back(std::move(s));
    season = &club.seasons.back();
  }
  n.date = a.get("--date");
  n.title = a.has("--title") ? a.get("--title") : n.document.state().name;
  n.id = a.has("--id") ? a.get("--id") : n.date;
  n.members = membersOf(club.reg, n.document.state());
  if (a.has("--replace")) return replaceNight(a, &club, season, std::move(n));
  for (int k = 2; !a.has("--id"); ++k) {
    bool taken = false;
    for (const Night& other : season->nights) taken = taken || other.id == n.id;
    if (!taken) break;
    n.id = n.date + "-" + std::to_string(k);
  }
  for (const Night& other : season->nights)
    if (other.id == n.id) return seasonBad("the season already has a night '" + n.id + "'");
  const NightResult r = nightResult(club.reg, Season{"", 0, {n}, {}}, 0);
  season->nights.push_back(std::move(n));
  if (!writeClub(a.file, club, &why)) return seasonRefused(a.file, why);
  const Night& added = season->nights.back();
  std::printf("night %s added to season %s: %zu players, %d position(s) closed%s\n", added.id.c_str(),
              season->name.c_str(), added.document.state().players.size(), r.positionsClosed,
              r.counts ? "" : " (counts nowhere until a position is closed)");
  return 0;
}

bool parseList(const std::string& text, std::vector<std::string>* out) {
  out->clear();
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const std::size_t comma = text.find(',', pos);
    const std::string piece = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    if (piece.empty()) return false;
    out->push_back(piece);
    if (comma == std::string::npos) return true;
    pos = comma + 1;
  }
  return false;
}

bool parseInts(const std::string& option, const std::string& text, int low, int high, std::vector<int>* out,
               std::string* why) {
  std::vector<std::string> pieces;
  out->clear();
  bool ok = parseList(text, &pieces);
  for (const std::string& p : pieces) {
    char* end = nullptr;
    const long n = std::strtol(p.c_str(), &end, 10);
    if (*end || n < low || n > high) ok = false;
    out->push_back(int(n));
  }
  if (!ok) *why = option + " needs whole numbers from " + std::to_string(low) + " to " + std::to_string(high) + ", separated by commas";
  return ok;
}

bool wholeOption(const SeasonArgs& a, const std::string& option, int low, int high, int* out, std::string* why) {
  if (!a.has(option)) return true;
  std::vector<int> one;
  if (!parseInts(option, a.get(option), low, high, &one, why) || one.size() != 1)
    return *why = option + " needs a whole number from " + std::to_string(low) + " to " + std::to_string(high), false;
  *out = one[0];
  return true;
}

// The rule of a championship from the options; false with the reason.
bool championshipArgs(const SeasonArgs& a, Championship* c, std::string* why) {
  c->id = a.get("--id");
  c->name = a.has("--name") ? a.get("--name") : c->id;
  if (a.has("--score") && !scoreFromName(a.get("--score"), &c->score))
    return *why = "--score must be points, places or pcn", false;
  if (a.has("--places") && !parseInts("--places", a.get("--places"), 0, 1000000, &c->placePoints, why)) return false;
  if (a.has("--nights") && !parseList(a.get("--nights"), &c->nights)) return *why = "--nights needs night ids separated by commas", false;
  if (!wholeOption(a, "--best", 0, 10000, &c->bestOf, why) || !wholeOption(a, "--qualify", 0, 100000, &c->qualify, why))
    return false;
  if (a.has("--ties")) {
    const std::string t = a.get("--ties");
    if (t != "shared" && t != "article29") return *why = "--ties must be shared or article29", false;
    c->ties = t == "article29" ? tournament::Ties::Article29 : tournament::Ties::Shared;
  }
  if (a.has("--stages")) {
    c->form = Form::Stages;
    if (!parseInts("--stages", a.get("--stages"), 100, 130, &c->stageCoefficients, why)) return false;
  }
  c->teams = a.has("--teams");
  c->seriesRule = a.has("--series-rule");
  if (c->seriesRule && !c->teams) return *why = "--series-rule is for a team championship (--teams)", false;
  return true;
}

// `annul --night ID [--undo]`: the night stays listed and counts nowhere (or counts again).
int cmdAnnul(const SeasonArgs& a) {
  if (a.file.empty() || !a.has("--night")) return seasonBad("annul needs the club file and --night ID");
  Club club;
  std::string why;
  if (!readClub(a.file, false, &club, &why)) return seasonRefused(a.file, why);
  Season* season = seasonArg(&club, a, &why);
  if (!season) return seasonBad(why);
  for (Night& n : season->nights) {
    if (n.id != a.get("--night")) continue;
    n.annulled = !a.has("--undo");
    if (!writeClub(a.file, club, &why)) return seasonRefused(a.file, why);
    std::printf(n.annulled ? "night %s annulled: it counts nowhere\n" : "night %s counts again\n", n.id.c_str());
    return 0;
  }
  return seasonBad("season " + season->name + " has no night '" + a.get("--night") + "'");
}

int cmdChampionship(const SeasonArgs& a) {
  if (a.file.empty() || !a.has("--id")) return seasonBad("championship needs the club file and --id ID");
  Club club;
  std::string why;
  if (!readClub(a.file, false, &club, &why)) return seasonRefused(a.file, why);
  Season* season = seasonArg(&club, a, &why);
  if (!season) return seasonBad(why);
  Championship c;
  if (!championshipArgs(a, &c, &why)) return seasonBad(why);
  // Checked against the season's nights before it is kept: an unknown night or a places rule without its table.
  const ChampionshipRanking r = rankChampionship(club.reg, *season, c);
  if (r.refusal) return seasonBad(site::englishWords(r.refusal));
  bool replaced = false;
  for (Championship& old : season->championships)
    if (old.id == c.id) old = c, replaced = true;
  if (!replaced) season->championships.push_back(c);
  if (!writeClub(a.file, club, &why)) return seasonRefused(a.file, why);
  std::printf("championship %s %s in season %s\n", c.id.c_str(), replaced ? "replaced" : "added", season->name.c_str());
  return 0;
}

}  // namespace

int cmdSeason(int argc, char** argv) {
  if (argc < 1) return seasonBad("a subcommand is needed: add, annul, championship, rank, history, records, export or bench");
  const std::string sub = argv[0];
  SeasonArgs a;
  std::string why;
  if (!parseSeasonArgs(argc - 1, argv + 1, &a, &why)) return seasonBad(why);
  if (sub == "add") return cmdAdd(a);
  if (sub == "championship") return cmdChampionship(a);
  if (sub == "annul") return cmdAnnul(a);
  if (sub == "rank") return cmdSeasonRank(a);
  if (sub == "history") return cmdSeasonHistory(a);
  if (sub == "records") return cmdSeasonRecords(a);
  if (sub == "bench") return cmdSeasonBench(a);
  if (sub == "export") return cmdSeasonExport(a);
  return seasonBad("unknown subcommand '" + sub + "'");
}

}  // namespace tarot::cli
