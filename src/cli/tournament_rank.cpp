// tarot-cli tournament rank FILE [--after P] [--json]: ranks a tournament file (src/tournament/document.h) after
// position P (default: the settings' last position): the ranking (place, "=" when shared, player, points, each
// position's score, penalties, late arrival, the PCN and a regional final's PP of the final ranking), the team ranking, the positions' recap
// (each player's score and cumul by orientation, chapter 2) and what is missing. JSON with --json:
// {"format":"tarot-tournament-ranking","version":1,"name","after","ranking":[{"place","shared","player","name",
// "points","positions":[score or null when not seated],"penalties","late","pcn" (final ranking),"pp" (a regional
// final's),"withdrawn"}],
// "teams":[{"place","shared","team","points","players"}],"recap":[{"position","orientations":[{"orientation":
// "N"|"S"|"E"|"W"|"5th","negatives","positives","cumul_negatives","cumul_positives"}],"players":[{"player",
// "orientation","score","cumul"}],"absent_cumul","sum","cumul_sum"}],"issues":[text]}; "penalties" and "late" are
// taken from the positions' sum to give "points". The issues name the visas awaited, a PCN not given and why, and a
// regional final's minimums not met (chapter 3).
// A file that cannot be read (a folder, an empty file), is refused or holds no events: the reason on stderr,
// status 2.
#include "cli/cli_common.h"
#include "tournament/document.h"
#include "tournament/pcn.h"
#include "tournament/ranking.h"
#include "tournament/visa.h"
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

// What the arbitrator must see beside the ranking: the library's issues, the garde sans and garde contre still
// awaiting the arbitrator's visa (tournament/visa.h), a regional final's minimums not met (chapter 3), then a final
// ranking's PCN not given (why) or not given to players without a licence.
std::vector<std::string> issueTexts(const State& s, const Ranking& r, const tournament::RankingPcn* pcn) {
  std::vector<std::string> out;
  for (const tournament::Issue& i : r.issues) out.push_back(i.text());
  for (const tournament::AwaitedVisa& v : tournament::visasAwaited(s)) {
    if (v.position > r.last) continue;
    const std::string who = v.taker ? s.players[std::size_t(v.taker - 1)].name + " (" + std::to_string(v.taker) + ")" : "a bot";
    out.push_back("position " + std::to_string(v.position) + ", table " + std::to_string(v.table) + ", deal " +
                  std::to_string(v.deal) + ": the " + (v.contract == Contract::GardeSans ? "garde sans" : "garde contre") +
                  " of " + who + " awaits the arbitrator's visa");
  }
  for (const tournament::Rejection& why : tournament::regionalFinalShortfalls(s)) out.push_back(why.english());
  if (pcn && pcn->refusal) out.push_back(pcn->refusal.english());
  if (pcn && pcn->unlicensed)
    out.push_back(std::to_string(pcn->unlicensed) + " player(s) of the places receiving PCN have no licence: no PCN");
  return out;
}

void printText(const State& s, const Ranking& r, const tournament::RankingPcn* pcn) {
  std::printf("%s: ranking after position %d\n", s.name.c_str(), r.last);
  std::printf("%6s  %-28s %8s", "place", "player", "points");
  for (int p = r.first; p <= r.last; ++p) std::printf(" %7s", ("P" + std::to_string(p)).c_str());
  const bool pp = pcn && !pcn->refusal && s.settings.competition == tournament::Competition::RegionalFinal;
  std::printf(" %9s %5s%s%s\n", "penalties", "late", pcn && !pcn->refusal ? "   PCN" : "", pp ? "  PP" : "");
  for (const tournament::PlayerLine& l : r.lines) {
    const std::string place = std::to_string(l.place) + (l.shared ? "=" : "");
    const std::string who = s.players[std::size_t(l.player - 1)].name + " (" + std::to_string(l.player) + ")" +
                            (l.withdrawn ? " withdrawn" : "");
    std::printf("%6s  %-28s %8s", place.c_str(), who.c_str(), signedText(l.points).c_str());
    for (std::size_t c = 0; c < l.positionScores.size(); ++c)
      std::printf(" %7s", l.seated[c] ? signedText(l.positionScores[c]).c_str() : "-");
    std::printf(" %9d %5d", -l.penalties, -l.late);
    if (pcn && !pcn->refusal) std::printf(" %5d", pcn->figures[std::size_t(&l - r.lines.data())]);
    if (pp) std::printf(" %3d", pcn->pp[std::size_t(&l - r.lines.data())]);
    std::printf("\n");
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
    for (const tournament::RecapLine& l : p.lines)
      std::printf("    %-3s %-24s %7s %8s\n", kOrientation[l.orientation],
                  l.player ? (s.players[std::size_t(l.player - 1)].name + " (" + std::to_string(l.player) + ")").c_str() : "bot",
                  signedText(l.score).c_str(), signedText(l.cumul).c_str());
  }
  const std::vector<std::string> issues = issueTexts(s, r, pcn);
  if (!issues.empty()) std::printf("\nmissing or wrong\n");
  for (const std::string& i : issues) std::printf("  %s\n", i.c_str());
}

void printJson(const State& s, const Ranking& r, const tournament::RankingPcn* pcn) {
  json::Value lines = json::Value::array();
  for (const tournament::PlayerLine& l : r.lines) {
    json::Value o = json::Value::object(), scores = json::Value::array();
    for (std::size_t c = 0; c < l.positionScores.size(); ++c)
      scores.push(l.seated[c] ? json::Value(l.positionScores[c]) : json::Value());
    o.set("place", l.place).set("shared", l.shared).set("player", l.player);
    o.set("name", s.players[std::size_t(l.player - 1)].name).set("points", std::int64_t(l.points));
    o.set("positions", scores).set("penalties", l.penalties).set("late", l.late);
    if (pcn && !pcn->refusal) o.set("pcn", pcn->figures[std::size_t(&l - r.lines.data())]);
    if (pcn && !pcn->refusal && s.settings.competition == tournament::Competition::RegionalFinal)
      o.set("pp", pcn->pp[std::size_t(&l - r.lines.data())]);
    lines.push(o.set("withdrawn", l.withdrawn));
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
    json::Value players = json::Value::array();
    for (const tournament::RecapLine& l : p.lines) {
      json::Value lv = json::Value::object();
      lv.set("player", l.player).set("orientation", kOrientation[l.orientation]);
      players.push(lv.set("score", l.score).set("cumul", l.cumul));
    }
    o.set("position", p.position).set("orientations", orientations).set("players", players);
    recap.push(o.set("absent_cumul", p.absentCumul).set("sum", p.sum).set("cumul_sum", p.cumulSum));
  }
  for (const std::string& i : issueTexts(s, r, pcn)) issues.push(i);
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
  std::string text, unread;
  if (!readInput(path.c_str(), &text, &unread)) return refuse(path, unread);
  tournament::Document doc;
  const std::string why = doc.loadJson(text);
  if (!why.empty()) return refuse(path, why);
  if (doc.events().empty()) return refuse(path, "the file has no events (no tournament was created)");
  const State& s = doc.state();
  const int last = after > 0 ? int(after) : s.settings.positions;
  if (last > s.settings.positions) return usage("tournament rank: the tournament has " + std::to_string(s.settings.positions) + " positions");
  const Ranking r = tournament::rankAfter(s, last);
  // The PCN belong to the final ranking only.
  const tournament::RankingPcn pcn = tournament::tournamentPcn(s, r);
  const tournament::RankingPcn* final = last == s.settings.positions ? &pcn : nullptr;
  if (json) printJson(s, r, final);
  else printText(s, r, final);
  return 0;
}

}  // namespace tarot::cli
