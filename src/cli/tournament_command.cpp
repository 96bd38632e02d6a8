// tarot-cli tournament: the club tournament's movements and PCN from the command line (src/tournament).
//   movement: every position's seating (a table per position, as the rulebook prints them) and who meets whom,
//             with the rulebook's prescription for the table count and a warning for each pair meeting again;
//   pcn:      the PCN attribution of an event (chapter 5), and the shares of ex aequo places;
//   rank:     the ranking of a tournament document, written in its own file (cmdTournamentRank).
// Text by default, JSON with --json; bad arguments exit with status 2 and a reason.
#include "cli/cli_common.h"
#include "record/json.h"
#include "tournament/events.h"
#include "tournament/meetings.h"
#include "tournament/movement.h"
#include "tournament/night_warnings.h"
#include "tournament/pcn.h"
#include "tournament/teams.h"
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace tarot::cli {

namespace {

using namespace tarot::tournament;

int bad(const std::string& why) { return usage("tournament: " + why); }

// A whole number from an option's value, within [low, high].
bool wholeNumber(const std::string& option, const char* text, long long low, long long high, long long* out,
                 std::string* why) {
  char* end = nullptr;
  const long long n = std::strtoll(text, &end, 10);
  if (!*text || *end || n < low || n > high) {
    *why = option + " needs a whole number from " + std::to_string(low) + " to " + std::to_string(high);
    return false;
  }
  *out = n;
  return true;
}

// A comma-separated list of whole numbers, each within [low, high].
bool numberList(const std::string& option, const std::string& text, long long low, long long high,
                std::vector<int>* out, std::string* why) {
  out->clear();
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = text.find(',', pos);
    const std::string piece = text.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    long long n = 0;
    if (!wholeNumber(option, piece.c_str(), low, high, &n, why)) return false;
    out->push_back(int(n));
    if (comma == std::string::npos) return true;
    pos = comma + 1;
  }
}

const char* kindName(MovementKind k) {
  switch (k) {
    case MovementKind::Howell: return "howell";
    case MovementKind::Fft: return "fft";
    case MovementKind::Special: return "special";
    case MovementKind::Random: return "random";
    default: return "auto";
  }
}

bool parseKind(const std::string& s, MovementKind* k) {
  for (MovementKind c : {MovementKind::Auto, MovementKind::Howell, MovementKind::Fft, MovementKind::Special, MovementKind::Random})
    if (s == kindName(c)) { *k = c; return true; }
  return false;
}

struct MovementArgs {
  MovementRequest request;
  int teamSize = 0;  // 2 or 4: the team movement (from the second position)
  bool json = false;
};

bool parseMovementArgs(int argc, char** argv, MovementArgs* a, std::string* why) {
  bool tablesGiven = false, positionsGiven = false;
  for (int i = 0; i < argc; ++i) {
    const std::string o = argv[i];
    if (o == "--json") { a->json = true; continue; }
    if (o == "--tables-of-5") { a->request.tablesOf5 = true; continue; }
    if (i + 1 >= argc) { *why = "missing value after " + o; return false; }
    const char* v = argv[++i];
    long long n = 0;
    if (o == "--kind") {
      if (!parseKind(v, &a->request.kind)) { *why = "--kind must be fft, howell, special, random or auto"; return false; }
    } else if (o == "--tables") {
      if (!wholeNumber(o, v, 1, 1000, &n, why)) return false;
      a->request.tables = int(n);
      tablesGiven = true;
    } else if (o == "--positions") {
      if (!wholeNumber(o, v, 1, 100, &n, why)) return false;
      a->request.positions = int(n);
      positionsGiven = true;
    } else if (o == "--players") {
      if (!wholeNumber(o, v, 3, 5000, &n, why)) return false;
      a->request.players = int(n);
    } else if (o == "--seed") {
      if (!wholeNumber(o, v, 0, 0x7fffffffffffffffLL, &n, why)) return false;
      a->request.seed = std::uint64_t(n);
    } else if (o == "--teams") {
      if (!wholeNumber(o, v, 2, 4, &n, why) || n == 3) { *why = "--teams must be 2 or 4"; return false; }
      a->teamSize = int(n);
    } else {
      *why = "unknown option " + o;
      return false;
    }
  }
  if (!tablesGiven && a->request.players > 0) a->request.tables = tablesForPlayers(a->request.players, a->request.tablesOf5);
  if (a->request.tables < 1) { *why = tablesGiven ? "--tables must be positive" : "movement needs --tables T (or --players N)"; return false; }
  if (!positionsGiven) { *why = "movement needs --positions P"; return false; }
  return true;
}

// The warnings before each position (tournament/night_warnings.h, as the console shows them): the changes to the
// movement (teammates kept apart), then the movement's limit, pairs meeting again, teammates together, tables of 3.
std::vector<std::string> movementWarnings(const MovementArgs& a, const MovementPlan& plan,
                                          const std::vector<std::vector<Warning>>& changes) {
  std::vector<std::string> w;
  const Prescription p = prescribedMovement(a.request.tables);
  const MovementKind kind = a.request.kind == MovementKind::Auto ? p.kind : a.request.kind;
  const int max = kind == MovementKind::Random ? (p.maxPositions ? -1 : 0)
                  : a.teamSize && p.maxPositions ? p.maxPositions - 1 : p.maxPositions;
  const TeamOf teams = a.teamSize ? teamStart(a.request.tables, a.teamSize).teamOf : TeamOf();
  for (std::size_t k = 0; k < plan.size(); ++k) {
    std::vector<Warning> all = k < changes.size() ? changes[k] : std::vector<Warning>();
    const std::vector<PositionSeating> before(plan.begin(), plan.begin() + std::ptrdiff_t(k));
    const std::vector<Warning> found = positionWarnings(before, plan[k], int(k + 1), teams, a.request.tables, max);
    all.insert(all.end(), found.begin(), found.end());
    for (const Warning& x : all) w.push_back("position " + std::to_string(k + 1) + ": " + x.english());
  }
  return w;
}

void printMovementJson(const MovementArgs& a, MovementKind kind, const MovementPlan& plan, const Meetings& m,
                       const std::vector<std::string>& warningList) {
  json::Value positions = json::Value::array();
  for (const PositionSeating& at : plan) {
    json::Value tables = json::Value::array();
    for (const TableSeating& t : at) {
      json::Value seats = json::Value::array();
      for (int o = North; o <= (t.seat[Fifth] ? Fifth : West); ++o) seats.push(t.seat[std::size_t(o)]);
      tables.push(seats);
    }
    positions.push(tables);
  }
  json::Value repeats = json::Value::array();
  for (const RepeatedMeeting& r : m.repeats) {
    json::Value players = json::Value::array(), at = json::Value::array();
    players.push(r.first).push(r.second);
    for (int p : r.positions) at.push(p);
    json::Value e = json::Value::object();
    e.set("players", players).set("positions", at);
    repeats.push(e);
  }
  json::Value meetings = json::Value::object();
  meetings.set("max", m.max).set("repeats", repeats).set("meeting_free_positions", meetingFreePositions(plan));
  const Prescription p = prescribedMovement(a.request.tables);
  json::Value prescribed = json::Value::object();
  prescribed.set("kind", kindName(p.kind)).set("max_positions", p.maxPositions);
  json::Value warnings = json::Value::array();
  for (const std::string& w : warningList) warnings.push(w);
  json::Value out = json::Value::object();
  out.set("kind", kindName(kind)).set("tables", a.request.tables).set("positions", positions);
  if (a.teamSize) out.set("teams", a.teamSize).set("from_position", 2);
  out.set("meetings", meetings).set("prescribed", prescribed).set("warnings", warnings);
  std::printf("%s\n", out.dump().c_str());
}

std::string cell(int player, int width) {
  const std::string s = player ? std::to_string(player) : "-";
  return std::string(std::size_t(width > int(s.size()) ? width - int(s.size()) : 0), ' ') + s;
}

void printMovementText(const MovementArgs& a, MovementKind kind, const MovementPlan& plan, const Meetings& m,
                       const std::vector<std::string>& warningList) {
  const bool fives = a.request.tablesOf5 && a.request.players > 4 * a.request.tables;
  std::printf("Movement %s, %d tables, %zu positions%s\n", kindName(kind), a.request.tables, plan.size(),
              a.teamSize ? " (teams: the movement from its second position)" : "");
  for (std::size_t p = 0; p < plan.size(); ++p) {
    std::printf("\nPosition %zu\n  Table  Nord   Sud   Est Ouest%s\n", p + 1, fives ? " Cinq." : "");
    for (std::size_t t = 0; t < plan[p].size(); ++t) {
      std::string line = cell(int(t) + 1, 7);
      for (int o = North; o <= (fives ? Fifth : West); ++o) line += cell(plan[p][t].seat[std::size_t(o)], 6);
      std::printf("%s\n", line.c_str());
    }
  }
  std::printf("\nMeetings: at most %d per pair; no pair meets twice over the first %d positions\n", m.max,
              meetingFreePositions(plan));
  for (const std::string& w : warningList) std::printf("warning: %s\n", w.c_str());
}

int cmdMovement(int argc, char** argv) {
  MovementArgs a;
  std::string why;
  if (!parseMovementArgs(argc, argv, &a, &why)) return bad(why);
  MovementPlan plan;
  const bool ok = a.teamSize ? planTeamMovement(a.request, a.teamSize, &plan, &why) : planMovement(a.request, &plan, &why);
  if (!ok) return bad(why);
  const MovementKind kind =
      a.request.kind == MovementKind::Auto ? prescribedMovement(a.request.tables).kind : a.request.kind;
  std::vector<std::vector<Warning>> changes;
  if (a.teamSize) separateTeammates(&plan, teamStart(a.request.tables, a.teamSize).teamOf, &changes);
  const Meetings m = countMeetings(plan);
  const std::vector<std::string> warnings = movementWarnings(a, plan, changes);
  if (a.json) printMovementJson(a, kind, plan, m, warnings);
  else printMovementText(a, kind, plan, m, warnings);
  return 0;
}

struct PcnArgs {
  PcnEvent event;
  Competition level = Competition::ClubNight;  // --level: the index, the regional cap and the final's PP
  std::vector<int> places;  // --places: each entrant's place, ex aequo sharing one
  bool json = false;
};

bool parsePcnKind(const std::string& s, PcnKind* k) {
  if (s == "individual") *k = PcnKind::Individual;
  else if (s == "duo") *k = PcnKind::Duo;
  else if (s == "team4") *k = PcnKind::Team4;
  else return false;
  return true;
}

bool parsePcnArgs(int argc, char** argv, PcnArgs* a, std::string* why) {
  int tables = 0;
  for (int i = 0; i < argc; ++i) {
    const std::string o = argv[i];
    if (o == "--json") { a->json = true; continue; }
    if (o == "--regional") { a->event.regionalChampionship = true; continue; }
    if (i + 1 >= argc) { *why = "missing value after " + o; return false; }
    const char* v = argv[++i];
    long long n = 0;
    if (o == "--kind") {
      if (!parsePcnKind(v, &a->event.kind)) { *why = "--kind must be individual, duo or team4"; return false; }
    } else if (o == "--level") {
      if (!competitionFromName(v, &a->level)) {
        *why = "--level must be club, regional_qualifier, regional_semi_final or regional_final";
        return false;
      }
      a->event.regionalChampionship = a->event.regionalChampionship || regionalLevel(a->level);
      a->event.indexTenths = pcnIndexTenths(a->level);
    } else if (o == "--tables") {
      if (!wholeNumber(o, v, 1, 1000, &n, why)) return false;
      tables = int(n);
    } else if (o == "--players") {
      if (!wholeNumber(o, v, 1, 5000, &n, why)) return false;
      a->event.players = int(n);
    } else if (o == "--sessions") {
      if (!numberList(o, v, 1, 1000, &a->event.sessionTables, why)) return false;
    } else if (o == "--places") {
      if (!numberList(o, v, 1, 5000, &a->places, why)) return false;
    } else {
      *why = "unknown option " + o;
      return false;
    }
  }
  if (a->event.sessionTables.empty()) {
    if (tables < 1) { *why = "pcn needs --tables T or --sessions T1,T2,..."; return false; }
    a->event.sessionTables = {tables};
  } else if (tables > 0 && tables != a->event.sessionTables[0]) {
    *why = "--tables must be the first session's tables when --sessions lists them";
    return false;
  }
  for (std::size_t i = 0; i < a->places.size(); ++i)
    if (a->places[i] < (i ? a->places[i - 1] : 1) || a->places[i] > int(i) + 1 ||
        (i && a->places[i] != a->places[i - 1] && a->places[i] != int(i) + 1)) {
      *why = "--places lists each entrant's place in ranking order, ex aequo sharing the first of their places (1,2,2,4)";
      return false;
    }
  return true;
}

int cmdPcn(int argc, char** argv) {
  PcnArgs a;
  std::string why;
  if (!parsePcnArgs(argc, argv, &a, &why)) return bad(why);
  const std::vector<int> pcn = pcnAttribution(a.event);
  int tables = 0;
  for (int t : a.event.sessionTables) tables += t;
  const double abattement = pcnAbattement(a.event.kind, tables).value();
  const std::vector<int> shared = a.places.empty() ? std::vector<int>() : sharePcn(pcn, a.places);
  // The PP of a regional final: the first three places', or shared by the places given.
  const bool final = a.level == Competition::RegionalFinal;
  const std::vector<int> pp = !final ? std::vector<int>() : a.places.empty() ? sharePp({1, 2, 3}) : sharePp(a.places);
  if (a.json) {
    json::Value list = json::Value::array(), shares = json::Value::array(), pps = json::Value::array();
    for (int v : pcn) list.push(v);
    json::Value out = json::Value::object();
    out.set("tables", tables).set("places", int(pcn.size())).set("abattement", abattement);
    out.set("index", a.event.indexTenths / 10.0).set("cap", a.event.regionalChampionship ? kPcnCapRegional : kPcnCap);
    out.set("pcn", list);
    if (!a.places.empty()) {
      for (int v : shared) shares.push(v);
      out.set("shared", shares);
    }
    if (final) {
      for (int v : pp) pps.push(v);
      out.set("pp", pps);
    }
    std::printf("%s\n", out.dump().c_str());
    return 0;
  }
  std::printf("PCN for %d tables (abattement %.4f, index %.1f, cap %d): %zu places%s\n", tables, abattement,
              a.event.indexTenths / 10.0, a.event.regionalChampionship ? kPcnCapRegional : kPcnCap, pcn.size(),
              a.event.kind == PcnKind::Individual ? "" : ", each player of the team receiving the figure");
  for (std::size_t i = 0; i < pcn.size(); ++i) std::printf("%6zu  %5d\n", i + 1, pcn[i]);
  if (!shared.empty()) {
    std::printf("\nWith the places given (ex aequo sharing):\n");
    for (std::size_t i = 0; i < shared.size(); ++i) std::printf("%6d  %5d\n", a.places[i], shared[i]);
  }
  if (final) {
    std::printf("\nPP of the regional final%s:\n", a.places.empty() ? "" : " (ex aequo sharing)");
    for (std::size_t i = 0; i < pp.size(); ++i)
      if (pp[i]) std::printf("%6d  %5d\n", a.places.empty() ? int(i) + 1 : a.places[i], pp[i]);
  }
  return 0;
}

}  // namespace

// `tarot-cli tournament movement|pcn|rank ...`.
int cmdTournament(int argc, char** argv) {
  if (argc < 1) return bad("a subcommand is needed: movement, pcn or rank");
  const std::string sub = argv[0];
  if (sub == "movement") return cmdMovement(argc - 1, argv + 1);
  if (sub == "pcn") return cmdPcn(argc - 1, argv + 1);
  if (sub == "rank") return cmdTournamentRank(argc - 1, argv + 1);
  return bad("unknown subcommand '" + sub + "' (movement, pcn or rank)");
}

}  // namespace tarot::cli
