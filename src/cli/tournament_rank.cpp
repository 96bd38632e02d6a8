// tarot-cli tournament rank FILE [--after P] [--json]: ranks a tournament file (src/tournament/document.h) after
// position P (default: the settings' last position): the ranking (place, "=" when shared, player, points, each
// position's score, penalties), the team ranking, the positions' recap checks and what is missing. JSON with --json:
// {"format":"tarot-tournament-ranking","version":1,"name","after","ranking":[{"place","shared","player","name",
// "points","positions":[score or null when not seated],"penalties","withdrawn"}],"teams":[{"place","shared","team",
// "points","players"}],"recap":[{"position","orientations":[{"orientation":"N"|"S"|"E"|"W"|"5th","negatives",
// "positives","cumul_negatives","cumul_positives"}],"sum","cumul_sum"}],"issues":[text]}.
// A file that cannot be read or is refused: the reason on stderr, status 2.
#include "cli/cli_common.h"
#include "tournament/document.h"
#include "tournament/ranking.h"
#include <cstdio>
#include <cstdlib>
#include <string>

namespace tarot::cli {

namespace {

using tournament::Ranking;
using tournament::State;

int refuse(const std::string& path, const std::string& why) {
  std::fprintf(stderr, "tarot-cli tournament rank: %s: %s\n", path.c_str(), why.c_str());
  return 2;
}

const char* const kOrientation[5] = {"N", "S", "E", "W", "5th"};

std::string signedText(long v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

void printText(const State& s, const Ranking& r) {
  std::printf("%s: ranking after position %d\n", s.name.c_str(), r.last);
  std::printf("%6s  %-28s %8s", "place", "player", "points");
  for (int p = r.first; p <= r.last; ++p) std::printf(" %7s", ("P" + std::to_string(p)).c_str());
  std::printf(" %9s\n", "penalties");
  for (const tournament::PlayerLine& l : r.lines) {
    const std::string place = std::to_string(l.place) + (l.shared ? "=" : "");
    const std::string who = s.players[std::size_t(l.player - 1)].name + " (" + std::to_string(l.player) + ")" +
                            (l.withdrawn ? " withdrawn" : "");
    std::printf("%6s  %-28s %8s", place.c_str(), who.c_str(), signedText(l.points).c_str());
    for (std::size_t c = 0; c < l.positionScores.size(); ++c)
      std::printf(" %7s", l.seated[c] ? signedText(l.positionScores[c]).c_str() : "-");
    std::printf(" %9d\n", l.penalties);
  }
  if (!r.teams.empty()) std::printf("\nteams\n");
  for (const tournament::TeamLine& t : r.teams)
    std::printf("%6s  %-28s %8s\n", (std::to_string(t.place) + (t.shared ? "=" : "")).c_str(), t.team.c_str(),
                signedText(t.points).c_str());
  if (!r.recap.empty()) std::printf("\nrecap per orientation (negatives / positives; cumul)\n");
  for (const tournament::PositionRecap& p : r.recap) {
    std::printf("  position %d:", p.position);
    for (int o = 0; o < 5; ++o) {
      const tournament::OrientationRecap& x = p.orientation[std::size_t(o)];
      if (o == tournament::Fifth && !x.cumulNegatives && !x.cumulPositives) continue;
      std::printf("  %s %d / +%d; %d / +%d", kOrientation[o], x.negatives, x.positives, x.cumulNegatives, x.cumulPositives);
    }
    std::printf("  sum %d, cumul %d%s\n", p.sum, p.cumulSum, p.sum || p.cumulSum ? "  NOT ZERO" : "");
  }
  if (!r.issues.empty()) std::printf("\nmissing or wrong\n");
  for (const tournament::Issue& i : r.issues) std::printf("  %s\n", i.text().c_str());
}

void printJson(const State& s, const Ranking& r) {
  json::Value lines = json::Value::array();
  for (const tournament::PlayerLine& l : r.lines) {
    json::Value o = json::Value::object(), scores = json::Value::array();
    for (std::size_t c = 0; c < l.positionScores.size(); ++c)
      scores.push(l.seated[c] ? json::Value(l.positionScores[c]) : json::Value());
    o.set("place", l.place).set("shared", l.shared).set("player", l.player);
    o.set("name", s.players[std::size_t(l.player - 1)].name).set("points", std::int64_t(l.points));
    lines.push(o.set("positions", scores).set("penalties", l.penalties).set("withdrawn", l.withdrawn));
  }
  json::Value teams = json::Value::array();
  for (const tournament::TeamLine& t : r.teams) {
    json::Value o = json::Value::object(), players = json::Value::array();
    for (int p : t.players) players.push(p);
    o.set("place", t.place).set("shared", t.shared).set("team", t.team).set("points", std::int64_t(t.points));
    teams.push(o.set("players", players));
  }
  json::Value recap = json::Value::array(), issues = json::Value::array();
  for (const tournament::PositionRecap& p : r.recap) {
    json::Value o = json::Value::object(), orientations = json::Value::array();
    for (int k = 0; k < 5; ++k) {
      const tournament::OrientationRecap& x = p.orientation[std::size_t(k)];
      json::Value ov = json::Value::object();
      ov.set("orientation", kOrientation[k]).set("negatives", x.negatives).set("positives", x.positives);
      orientations.push(ov.set("cumul_negatives", x.cumulNegatives).set("cumul_positives", x.cumulPositives));
    }
    o.set("position", p.position).set("orientations", orientations);
    recap.push(o.set("sum", p.sum).set("cumul_sum", p.cumulSum));
  }
  for (const tournament::Issue& i : r.issues) issues.push(i.text());
  json::Value out = json::Value::object();
  out.set("format", "tarot-tournament-ranking").set("version", 1).set("name", s.name).set("after", r.last);
  out.set("ranking", lines).set("teams", teams).set("recap", recap).set("issues", issues);
  std::printf("%s\n", out.dump().c_str());
}

}  // namespace

int cmdTournamentRank(int argc, char** argv) {
  std::string path;
  bool json = false;
  long after = -1;
  for (int i = 0; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--json") json = true;
    else if (a == "--after" && i + 1 < argc) {
      char* end = nullptr;
      after = std::strtol(argv[++i], &end, 10);
      if (*end || after < 1) return usage("tournament rank: --after needs a position number");
    } else if (path.empty() && (a == "-" || a.rfind("--", 0) != 0)) path = a;
    else return usage("tournament rank: unexpected argument " + a);
  }
  if (path.empty()) return usage("tournament rank takes a FILE (or - for standard input)");
  std::string text;
  if (!readInput(path.c_str(), &text)) return refuse(path, "cannot be read");
  tournament::Document doc;
  const std::string why = doc.loadJson(text);
  if (!why.empty()) return refuse(path, why);
  const State& s = doc.state();
  const int last = after > 0 ? int(after) : s.settings.positions;
  if (last > s.settings.positions) return usage("tournament rank: the tournament has " + std::to_string(s.settings.positions) + " positions");
  const Ranking r = tournament::rankAfter(s, last);
  if (json) printJson(s, r);
  else printText(s, r);
  return 0;
}

}  // namespace tarot::cli
