// tarot-cli: replay and score deal records, print seeded deals, play random deals, benchmark the engine and run
// bot arenas. Output is JSON on stdout; bad input exits with status 2 and a JSON error object.
#include "bots/arena.h"
#include "engine/random_play.h"
#include "engine/scoring.h"
#include "match/refusal_text.h"
#include "record/deal_record.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <iostream>
#include <iterator>
#include <fstream>
#include <sstream>
#include <string>

using namespace tarot;

namespace {

const char kUsage[] =
    "tarot-cli: French Tarot (FFT rules) from the command line\n"
    "\n"
    "  tarot-cli replay FILE|-                 check a deal record and print its result\n"
    "  tarot-cli score FILE|-                  score a deal summary as a club scorer enters it\n"
    "  tarot-cli deal --seed N [--players P] [--dealer D]   print a seeded deal as a record\n"
    "  tarot-cli random --seed N [--players P] [--dealer D] play a deal with random legal choices\n"
    "  tarot-cli bench [--players P] [--seconds S | --deals N] [--json] random deals per second\n"
    "  tarot-cli arena --players P --deals N --seed S --bots A,B [--json]  duplicate-deal bot match\n";

int usage(const std::string& why) {
  std::fprintf(stderr, "tarot-cli: %s\n\n%s", why.c_str(), kUsage);
  return 2;
}

int fail(RecordError e) {
  e.reason = match::recordErrorText(match::Lang::English, e);  // the engine's refusal in English words
  std::printf("%s\n", e.toJson().dump().c_str());
  return 2;
}

int failStructural(const std::string& reason) {
  RecordError e;
  e.reason = reason;
  e.action = "input";
  return fail(e);
}

bool readInput(const char* path, std::string* text) {
  if (std::strcmp(path, "-") == 0) {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    *text = ss.str();
    return true;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  text->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return true;
}

// Parses "--name value" options into integers; returns false with a message on error.
struct Options {
  long long seed = -1;
  int players = 4;
  int dealer = -1;
  double seconds = 2.0;
  long long deals = 0;   // bench: a fixed number of deals instead of a duration (for instruction counts)
  bool json = false;
};

bool parseOptions(int argc, char** argv, int from, Options* o, std::string* why) {
  for (int i = from; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--json") { o->json = true; continue; }
    if (i + 1 >= argc) { *why = "missing value after " + a; return false; }
    char* end = nullptr;
    const char* v = argv[++i];
    if (a == "--seconds") {
      o->seconds = std::strtod(v, &end);
      if (*end || o->seconds <= 0 || o->seconds > 3600) { *why = "--seconds must be a positive number"; return false; }
      continue;
    }
    const long long n = std::strtoll(v, &end, 10);
    if (*end || end == v) { *why = a + " needs a whole number"; return false; }
    if (a == "--deals") { if (n < 1) { *why = "--deals must be positive"; return false; } o->deals = n; continue; }
    if (a == "--seed") { if (n < 0) { *why = "--seed must be >= 0"; return false; } o->seed = n; }
    else if (a == "--players") { if (n < 3 || n > 5) { *why = "--players must be 3, 4 or 5"; return false; } o->players = int(n); }
    else if (a == "--dealer") o->dealer = int(n);
    else { *why = "unknown option " + a; return false; }
  }
  if (o->dealer >= o->players) { *why = "--dealer must be a seat from 0 to players - 1"; return false; }
  return true;
}

int cmdReplay(const char* path) {
  std::string text;
  if (!readInput(path, &text)) return failStructural(std::string("cannot read ") + path);
  DealRecord r;
  RecordError err;
  if (!parseDealRecord(text, &r, &err)) return fail(err);
  GameState g;
  if (!replayRecord(r, &g, &err)) return fail(err);
  std::printf("%s\n", resultToJson(g).dump().c_str());
  return 0;
}

int cmdScore(const char* path) {
  std::string text;
  if (!readInput(path, &text)) return failStructural(std::string("cannot read ") + path);
  json::Value v;
  std::string why;
  if (!json::parse(text, &v, &why)) return failStructural("malformed JSON: " + why);
  if (!v.isObject()) return failStructural("a score summary is a JSON object");
  ScoreInput in;
  const json::Value* players = v.find("players");
  if (!players || !players->isInt()) return failStructural("\"players\" must be 3, 4 or 5");
  in.players = players->asInt();
  const json::Value* contract = v.find("contract");
  if (!contract || !contract->isString() || !parseContract(contract->asString(), &in.contract) ||
      in.contract == Contract::Pass)
    return failStructural("\"contract\" must be prise, garde, garde_sans or garde_contre");
  const json::Value* bouts = v.find("oudlers");
  if (!bouts || !bouts->isInt()) return failStructural("\"bouts\" must be 0, 1, 2 or 3");
  in.bouts = bouts->asInt();
  const json::Value* points = v.find("points");
  if (!points || !points->isNumber() || points->asNumber() * 2 != double(int(points->asNumber() * 2)))
    return failStructural("\"points\" must be a number of points, in halves at most (e.g. 40.5)");
  in.attackHalfPoints = int(points->asNumber() * 2);
  if (const json::Value* pab = v.find("petit_au_bout"); pab && !pab->isNull()) {
    if (!pab->isString() || (pab->asString() != "attack" && pab->asString() != "defense"))
      return failStructural("\"petit_au_bout\" must be \"attack\", \"defense\" or null");
    in.petitAuBout = pab->asString() == "attack" ? Camp::Attack : Camp::Defense;
  }
  if (const json::Value* ps = v.find("poignees"); ps && !ps->isNull()) {
    if (!ps->isArray()) return failStructural("\"poignees\" must be an array such as [\"simple\"]");
    for (const json::Value& p : ps->items()) {
      PoigneeSize s;
      if (!p.isString() || !parsePoignee(p.asString(), &s) || s == PoigneeSize::None)
        return failStructural("a poignee must be \"simple\", \"double\" or \"triple\"");
      in.poignees.push_back(s);
    }
  }
  if (const json::Value* ch = v.find("chelem"); ch && !ch->isNull()) {
    if (!ch->isObject()) return failStructural("\"chelem\" must be {\"announced\": bool, \"made_by\": ...}");
    if (const json::Value* a = ch->find("announced"); a && !a->isNull()) {
      if (!a->isBool()) return failStructural("\"chelem.announced\" must be true or false");
      in.chelemAnnounced = a->asBool();
    }
    if (const json::Value* m = ch->find("made_by"); m && !m->isNull()) {
      if (!m->isString() || (m->asString() != "attack" && m->asString() != "defense"))
        return failStructural("\"chelem.made_by\" must be \"attack\", \"defense\" or null");
      in.chelemMadeBy = m->asString() == "attack" ? Camp::Attack : Camp::Defense;
    }
  }
  if (const json::Value* alone = v.find("alone"); alone && !alone->isNull()) {
    if (!alone->isBool()) return failStructural("\"alone\" must be true or false");
    in.alone = alone->asBool();
    if (in.alone && in.players != 5) return failStructural("\"alone\" applies only at 5 players");
  }
  if (const char* bad = validate(in)) return failStructural(bad);
  const ScoreResult r = score(in);
  json::Value o = json::Value::object();
  o.set("made", r.made).set("margin", r.margin).set("unit", r.unit).set("taker", r.taker);
  o.set("partner", in.players == 5 && !in.alone ? json::Value(r.partner) : json::Value());
  o.set("defender", r.defender);
  std::printf("%s\n", o.dump().c_str());
  return 0;
}

GameState seededDeal(const Options& o) {
  Rules rules;
  rules.players = o.players;
  const int dealer = o.dealer >= 0 ? o.dealer : int(std::uint64_t(o.seed) % std::uint64_t(o.players));
  return GameState::deal(rules, dealer, std::uint64_t(o.seed));
}

int cmdDeal(const Options& o) {
  const GameState g = seededDeal(o);
  json::Value v = dealRecordToJson(recordFromState(g));
  json::Value out = json::Value::object();
  for (const auto& m : v.members())
    if (m.first == "players" || m.first == "dealer" || m.first == "hands" || m.first == "chien") out.set(m.first, m.second);
  std::printf("%s\n", out.dump().c_str());
  return 0;
}

int cmdRandom(const Options& o) {
  GameState g = seededDeal(o);
  Rng rng(std::uint64_t(o.seed) * 0x9E3779B97F4A7C15ull + 1);
  while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) g.applyUnchecked(randomLegalAction(g, rng));
  std::printf("%s\n", writeDealRecord(recordFromState(g)).c_str());
  return 0;
}

// One benchmark deal. It is called through a pointer so that no compiler or WebAssembly optimiser inlines it into
// the benchmark's long loop: V8 moves a WebAssembly function to its optimising compiler only for the calls that
// follow (a call already running stays in baseline code), so the work must sit in a function called once per deal,
// as the game's own code is called once per frame.
[[gnu::flatten]] std::uint64_t benchDeal(const Rules& rules, long long number, Rng& rng) {
  GameState g = GameState::deal(rules, int(number % rules.players), std::uint64_t(number));
  playOutRandomly(g, rng);
  return g.phase() == Phase::Over ? std::uint64_t(g.result().unit) : 0;
}

int cmdBench(const Options& o) {
  Rules rules;
  rules.players = o.players;
  Rng rng(12345);
  long long deals = 0;
  const auto start = std::chrono::steady_clock::now();
  // Processor time too: on a shared machine it tells the speed per core apart from the share of the core we got.
  // (Under Node, Emscripten has no process clock and std::clock() fails: then it is left out.)
  const std::clock_t cpuStart = std::clock();
  double elapsed = 0;
  std::uint64_t checksum = 0;
  std::uint64_t (*volatile playDeal)(const Rules&, long long, Rng&) = benchDeal;
  while (o.deals > 0 ? deals < o.deals : elapsed < o.seconds) {
    for (int k = 0; k < 1000 && (o.deals == 0 || deals < o.deals); ++k) checksum += playDeal(rules, deals++, rng);
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  const std::clock_t cpuEnd = std::clock();
  const double cpu = cpuStart == std::clock_t(-1) || cpuEnd == std::clock_t(-1)
                         ? 0.0 : double(cpuEnd - cpuStart) / CLOCKS_PER_SEC;
  const double rate = double(deals) / elapsed;
  if (o.json) {
    std::printf("{\"players\":%d,\"deals\":%lld,\"seconds\":%.3f,\"deals_per_second\":%.0f", o.players, deals,
                elapsed, rate);
    if (cpu > 0) std::printf(",\"cpu_seconds\":%.3f,\"deals_per_cpu_second\":%.0f", cpu, double(deals) / cpu);
    std::printf(",\"checksum\":%llu}\n", (unsigned long long)checksum);
  } else {
    std::printf("%d players: %lld random deals in %.2f s = %.0f deals per second", o.players, deals, elapsed, rate);
    if (cpu > 0) std::printf(" (%.0f per second of processor time)", double(deals) / cpu);
    std::printf("\n");
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return usage("a command is needed");
  const std::string cmd = argv[1];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") { std::printf("%s", kUsage); return 0; }
  if (cmd == "replay" || cmd == "score") {
    if (argc != 3) return usage(cmd + " takes one FILE argument (or - for standard input)");
    return cmd == "replay" ? cmdReplay(argv[2]) : cmdScore(argv[2]);
  }
  if (cmd == "arena") return runArenaCommand(argc - 2, argv + 2);
  if (cmd == "deal" || cmd == "random" || cmd == "bench") {
    Options o;
    std::string why;
    if (!parseOptions(argc, argv, 2, &o, &why)) return usage(why);
    if (cmd == "bench") return cmdBench(o);
    if (o.seed < 0) return usage(cmd + " needs --seed N");
    return cmd == "deal" ? cmdDeal(o) : cmdRandom(o);
  }
  return usage("unknown command '" + cmd + "'");
}
