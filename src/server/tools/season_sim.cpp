// tarot-season-sim: a club's whole season over a real tarot-server process (docs/SCALING.md, issue 37's bar). The
// club is created and its register of players imported as CSV (register_import); then night after night (a Friday
// each week from September) a draw of 8 to 40 of them plays a tournament: created, its players registered, a seeded
// random movement, each table's match played by bots through the match layer (src/match) and its sheet given to the
// desk, each position closed; then the night joins the club's season (club_night) with the register entry of each
// player. Championships are set (sum of points, a places table, the best k nights, the PCN sum) and each ranking the
// server answers (season_ranking) is compared with the tool's own computation, written here from the nights' final
// rankings as the tool kept them (the tournament library's ranking and PCN of its offline copy of each night): it
// never calls src/season. The server is killed with SIGKILL between nights, after an acknowledged request, and
// restarted on the same database: nothing may be lost.
//   tarot-season-sim SERVER_EXE WORK_DIR [--nights N] [--register R] [--min P] [--max P] [--positions P]
//                    [--deals D] [--kills K] [--seed S]
#include "engine/rng.h"
#include "match/match.h"
#include "server/played_sheet.h"
#include "server/tools/sim_server.h"
#include "tournament/events.h"
#include "tournament/movement.h"
#include "tournament/pcn.h"
#include "tournament/ranking.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

using namespace tarot;
using server::tools::Device;
using server::tools::simMessage;
using server::tools::simServer;
using server::tools::typeOf;

namespace {

struct Options {
  std::string serverExe, workDir;
  int nights = 30, registerSize = 120, minPlayers = 8, maxPlayers = 40, positions = 2, deals = 4, kills = 1;
  std::uint64_t seed = 1;
};

Options opt;
long nextId = 1;
long requests = 0;

[[noreturn]] void fail(const std::string& why) { simServer().fail(why); }

// One request and its answer (a connection lost with the server killed is opened again: the requests here are sent
// only while the server runs). A rate-limited answer is sent again a moment later, as a console does.
json::Value ask(Device& d, const char* type, const json::Value& fields, const char* expected) {
  json::Value r;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const long id = nextId++;
    ++requests;
    d.up().send(simMessage(type, id, fields));
    for (int waited = 0; waited < 60 && !r.isObject(); ++waited) {
      r = d.ws->reply(id, 0.5);
      bool limited = false;
      for (const json::Value& m : d.ws->take(0))
        limited = limited || (typeOf(m) == "error" && m.find("code")->asString() == "rate_limited");
      if (limited || d.ws->closed()) break;  // not read: sent again a moment later
    }
    if (typeOf(r) == expected) return r;
    const json::Value* code = r.isObject() ? r.find("code") : nullptr;
    if (r.isObject() && !(code && code->isString() && code->asString() == "rate_limited")) break;
    r = json::Value();
    usleep(200 * 1000);
  }
  fail(std::string(type) + " answered " + r.dump());
}

// The night's result for one player, as the tool saw it.
struct Seen {
  int member = 0;
  int place = 0;
  long points = 0;
  int pcn = 0;
};

struct Club {
  std::string code, key;
  std::vector<int> ids;                 // the register entries, in the CSV's order
  std::vector<std::vector<Seen>> nights;  // each night's players in order of place
};

Club createClub(Device& console, Rng& rng) {
  json::Value f = json::Value::object();
  const json::Value created = ask(console, "club_create", f.set("name", "Tarot Club simulé"), "club_created");
  Club c{created.find("club")->asString(), created.find("club_key")->asString(), {}, {}};
  std::string csv = "nom;licence;série\n";
  for (int i = 1; i <= opt.registerSize; ++i)
    csv += "Joueur " + std::to_string(i) + ";" + std::to_string(4500000 + i) + ";" + std::to_string(1 + rng.below(4)) + "\n";
  json::Value g = json::Value::object();
  const json::Value imported = ask(console, "register_import", g.set("club", c.code).set("key", c.key).set("csv", csv),
                                   "register_imported");
  if (!imported.find("refused")->items().empty()) fail("the register refused lines: " + imported.dump());
  for (const json::Value& m : imported.find("added")->items()) c.ids.push_back(m.find("id")->asInt());
  if (int(c.ids.size()) != opt.registerSize) fail("the register added " + std::to_string(c.ids.size()) + " entries");
  return c;
}

// A Friday of the season: the first in September 2026 and one a week after, "YYYY-MM-DD".
std::string nightDate(int n) {
  static const int days[] = {30, 31, 30, 31, 31, 28, 31, 30, 31, 30, 31, 31};  // September to August
  int day = 4 + 7 * (n - 1), month = 0;
  while (day > days[month]) day -= days[month++];
  const int calendarMonth = (month + 8) % 12 + 1, year = month < 4 ? 2026 : 2027;
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, calendarMonth, day);
  return buf;
}

// One table's match played by bots through the match layer, as the sheet a scorer would have made of it.
tournament::TableSheet playTable(std::uint64_t seed) {
  match::MatchSettings s;
  s.people = 4;
  s.deals = opt.deals;
  s.seedGiven = true;
  s.seed = seed;
  s.autoplay = true;
  s.speed = 4.0f;
  for (int p = 0; p < 4; ++p) s.levels[std::size_t(p)] = BotLevel::Beginner;
  match::Match m;
  double now = 0;
  m.startMatch(s, s.seed, now);
  if (!match::playToEnd(&m, &now)) fail("a table's match did not finish");
  tournament::TableSheet sheet;
  if (!server::sheetFromPlayed(m.history(), &sheet)) fail("a played match gives no sheet");
  return sheet;
}

// The director's side of one night on the server, its events kept in an offline copy too.
struct Night {
  Device& director;
  std::string code, key;
  tournament::Document offline;
  void event(const tournament::Event& e) {
    json::Value ev = json::Value::object();
    ev.set("kind", e.kind).set("data", e.data);
    json::Value f = json::Value::object();
    ask(director, "tournament_event", f.set("tournament", code).set("key", key).set("event", ev), "tournament_accepted");
    if (const std::string why = offline.append(e, 0, "director"); !why.empty()) fail("offline: " + why);
  }
};

// Plays night n with the players drawn (register indices); returns the night's tournament code and director key.
std::pair<std::string, std::string> playNight(Device& director, int n, const std::vector<int>& drawn, Rng& rng,
                                              Club& club) {
  tournament::Settings settings;
  settings.positions = opt.positions;
  settings.dealsPerPosition = opt.deals;
  json::Value f = json::Value::object();
  const std::string name = "Soirée " + std::to_string(n);
  const json::Value created = ask(director, "tournament_create",
                                  f.set("name", name).set("settings", tournament::settingsToJson(settings)),
                                  "tournament_created");
  Night night{director, created.find("tournament")->asString(), created.find("director_key")->asString(), {}};
  if (!night.offline.append(tournament::createEvent(name, settings), 0, "director").empty()) fail("offline create");
  for (int i : drawn) night.event(tournament::registerEvent("Joueur " + std::to_string(i + 1), "", ""));
  const int tables = int(drawn.size()) / 4;
  const tournament::MovementPlan plan = tournament::randomMovement(4 * tables, tables, opt.positions, false, rng.next());
  night.event(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, plan[0]));
  for (int p = 1; p <= opt.positions; ++p) {
    night.event(tournament::startPositionEvent(p, plan[std::size_t(p - 1)]));
    for (int t = 1; t <= tables; ++t) night.event(tournament::sheetEvent(p, t, playTable(rng.next())));
    night.event(tournament::closePositionEvent(p));
  }
  // The night's final ranking and PCN as the tool saw them (the tournament library on its own copy).
  const tournament::State& s = night.offline.state();
  const tournament::Ranking r = tournament::rankAfter(s, opt.positions);
  const tournament::RankingPcn pcn = tournament::tournamentPcn(s, r);
  std::vector<Seen> seen;
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const tournament::PlayerLine& l = r.lines[i];
    seen.push_back({club.ids[std::size_t(drawn[std::size_t(l.player - 1)])], l.place, l.points,
                    i < pcn.figures.size() ? pcn.figures[i] : 0});
  }
  club.nights.push_back(seen);
  return {night.code, night.key};
}

}  // namespace

namespace {

// A championship the club sets, and the tool's own computation of it.
struct Rule {
  const char* id;
  const char* score;                   // "points", "places", "pcn"
  std::vector<int> places;             // the places table
  int bestOf = 0;
};

// What each member scores on one night under the rule: points, PCN, or the places table where ex aequo share the
// points of the places they hold, rounded up (as chapter 5 shares a place's PCN).
std::map<int, long> nightScores(const std::vector<Seen>& night, const Rule& rule) {
  std::map<int, long> out;
  for (std::size_t i = 0; i < night.size();) {
    std::size_t j = i;
    while (j < night.size() && night[j].place == night[i].place) ++j;
    long shared = 0;
    for (std::size_t k = i; k < j; ++k) shared += k < rule.places.size() ? rule.places[k] : 0;
    for (std::size_t k = i; k < j; ++k) {
      const std::string score = rule.score;
      const long n = long(j - i);
      out[night[k].member] = score == "points" ? night[k].points : score == "pcn" ? night[k].pcn : (shared + n - 1) / n;
    }
    i = j;
  }
  return out;
}

std::map<int, long> expectedTotals(const Club& club, const Rule& rule) {
  std::map<int, std::vector<long>> scores;
  for (const std::vector<Seen>& night : club.nights)
    for (const auto& [member, score] : nightScores(night, rule)) scores[member].push_back(score);
  std::map<int, long> out;
  for (auto& [member, list] : scores) {
    std::sort(list.rbegin(), list.rend());
    if (rule.bestOf > 0 && int(list.size()) > rule.bestOf) list.resize(std::size_t(rule.bestOf));
    long sum = 0;
    for (long x : list) sum += x;
    out[member] = sum;
  }
  return out;
}

const std::vector<Rule>& rules() {
  static const std::vector<Rule> r = {{"points", "points", {}, 0},
                                      {"places", "places", {25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, 0},
                                      {"best", "points", {}, 0},
                                      {"pcn", "pcn", {}, 0}};
  return r;
}

int bestOf() { return std::max(1, opt.nights / 3); }

void setChampionships(Device& console, const Club& club) {
  for (const Rule& rule : rules()) {
    json::Value c = json::Value::object(), places = json::Value::array();
    for (int p : rule.places) places.push(p);
    c.set("id", rule.id).set("name", rule.id).set("score", rule.score).set("place_points", places);
    c.set("best_of", std::string(rule.id) == "best" ? bestOf() : 0);
    json::Value f = json::Value::object();
    ask(console, "season_championship",
        f.set("club", club.code).set("key", club.key).set("season", "2026-2027").set("championship", c), "season_changed");
  }
}

// Each championship as the server ranks it, line by line against the tool's totals; returns the lines compared.
int compareRankings(Device& reader, const Club& club) {
  int compared = 0;
  for (Rule rule : rules()) {
    if (std::string(rule.id) == "best") rule.bestOf = bestOf();
    json::Value f = json::Value::object();
    const json::Value r = ask(reader, "season_ranking",
                              f.set("club", club.code).set("season", "2026-2027").set("championship", rule.id),
                              "season_ranked");
    const std::map<int, long> expected = expectedTotals(club, rule);
    const std::vector<json::Value>& lines = r.find("ranking")->find("lines")->items();
    if (lines.size() != expected.size())
      fail(std::string(rule.id) + ": " + std::to_string(lines.size()) + " lines, expected " + std::to_string(expected.size()));
    long previous = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string key = lines[i].find("key")->asString();
      const int member = key.size() > 1 && key[0] == 'm' ? std::atoi(key.c_str() + 1) : 0;
      const long total = long(lines[i].find("total")->asInt64());
      const auto it = expected.find(member);
      if (it == expected.end() || it->second != total)
        fail(std::string(rule.id) + ": " + lines[i].dump() + " but the tool counts " +
             (it == expected.end() ? "no such member" : std::to_string(it->second)));
      if (i > 0 && total > previous) fail(std::string(rule.id) + ": the lines are not in order of total");
      previous = total;
      ++compared;
    }
  }
  return compared;
}

// The register indices of a night's players: a draw without replacement of 8 to 40 (a multiple of 4).
std::vector<int> drawPlayers(Rng& rng) {
  const int lo = (opt.minPlayers + 3) / 4, hi = opt.maxPlayers / 4;
  const int players = 4 * (lo + int(rng.below(std::uint64_t(hi - lo + 1))));
  std::vector<int> all(std::size_t(opt.registerSize));
  for (int i = 0; i < opt.registerSize; ++i) all[std::size_t(i)] = i;
  for (int i = 0; i < players; ++i) std::swap(all[std::size_t(i)], all[std::size_t(i) + rng.below(all.size() - std::size_t(i))]);
  all.resize(std::size_t(players));
  return all;
}

int runSeason() {
  server::tools::SimServer& srv = simServer();
  srv.tool = "tarot-season-sim";
  srv.exe = opt.serverExe;
  srv.workDir = opt.workDir;
  srv.db = "season.db";
  std::system(("mkdir -p '" + opt.workDir + "'").c_str());
  for (const char* ext : {"", "-wal", "-shm"}) std::remove((opt.workDir + "/season.db" + ext).c_str());
  const auto t0 = std::chrono::steady_clock::now();
  srv.start();
  Rng rng(opt.seed);
  Device console, director, reader;
  Club club = createClub(console, rng);
  long players = 0;
  for (int n = 1; n <= opt.nights; ++n) {
    const std::vector<int> drawn = drawPlayers(rng);
    players += long(drawn.size());
    const auto [code, key] = playNight(director, n, drawn, rng, club);
    json::Value f = json::Value::object(), members = json::Value::array();
    for (int i : drawn) members.push(club.ids[std::size_t(i)]);
    f.set("club", club.code).set("key", club.key).set("tournament", code).set("director", key);
    f.set("date", nightDate(n)).set("title", "Soirée " + std::to_string(n)).set("members", members);
    const json::Value added = ask(console, "club_night", f, "club_night_added");
    if (added.find("season")->asString() != "2026-2027") fail("night " + std::to_string(n) + " went to " + added.dump());
    if (n == 1) setChampionships(console, club);
    for (int k = 1; k <= opt.kills; ++k)
      if (n == k * opt.nights / (opt.kills + 1) && n < opt.nights) {  // after an acknowledged request
        srv.killHard();
        srv.start();
      }
  }
  const json::Value seasons = ask(reader, "club_seasons", json::Value::object().set("club", club.code), "club_season_list");
  const std::vector<json::Value>& list = seasons.find("seasons")->items();
  if (list.size() != 1 || int(list[0].find("nights")->items().size()) != opt.nights) fail("the seasons: " + seasons.dump());
  const int compared = compareRankings(reader, club);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("tarot-season-sim: %d nights of %d to %d players drawn from a register of %d (%ld seats, %d positions x "
              "%d deals, bots through the match layer); %zu championships, %d ranking lines equal to the tool's own "
              "totals\n  %ld requests, %ld SIGKILLs, %ld reconnections; %.1f s\n",
              opt.nights, opt.minPlayers, opt.maxPlayers, opt.registerSize, players, opt.positions, opt.deals, rules().size(), compared, requests,
              srv.kills, srv.reconnects, seconds);
  srv.stop();
  return 0;
}

}  // namespace


int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: tarot-season-sim SERVER_EXE WORK_DIR [--nights N] [--register R] [--min P] [--max P] "
                         "[--positions P] [--deals D] [--kills K] [--seed S]\n");
    return 2;
  }
  opt.serverExe = argv[1];
  opt.workDir = argv[2];
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const long v = std::atol(argv[i + 1]);
    if (a == "--nights") opt.nights = int(v);
    else if (a == "--register") opt.registerSize = int(v);
    else if (a == "--min") opt.minPlayers = int(v);
    else if (a == "--max") opt.maxPlayers = int(v);
    else if (a == "--positions") opt.positions = int(v);
    else if (a == "--deals") opt.deals = int(v);
    else if (a == "--kills") opt.kills = int(v);
    else if (a == "--seed") opt.seed = std::uint64_t(v);
    else return std::fprintf(stderr, "tarot-season-sim: unknown option %s\n", a.c_str()), 2;
  }
  if (opt.nights < 1 || opt.nights > 40 || opt.minPlayers < 8 || opt.maxPlayers < opt.minPlayers ||
      opt.maxPlayers > opt.registerSize || opt.registerSize > 400 || opt.positions < 1 || opt.deals < 1 || opt.kills < 0)
    return std::fprintf(stderr, "tarot-season-sim: bad numbers\n"), 2;
  return runSeason();
}
