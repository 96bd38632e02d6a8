// tarot-cli's shared pieces: usage, error output, input reading and the common options.
#include "cli/cli_common.h"
#include "match/refusal_text.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace tarot::cli {

const char kUsage[] =
    "tarot-cli: French Tarot (FFT rules) from the command line\n"
    "\n"
    "  tarot-cli replay FILE|-                 check a deal record and print its result\n"
    "  tarot-cli score FILE|-                  score a deal summary as a club scorer enters it\n"
    "  tarot-cli deal --seed N [--players P] [--dealer D]   print a seeded deal as a record\n"
    "  tarot-cli random --seed N [--players P] [--dealer D] play a deal with random legal choices\n"
    "  tarot-cli perft --seed N [--players P] --depth D [--after K] [--json]   legal action sequences to depth\n"
    "  tarot-cli bench [--players P] [--seconds S | --deals N] [--json] random deals per second\n"
    "  tarot-cli arena --players P --deals N --seed S --bots A,B [--json]  duplicate-deal bot match\n"
    "  tarot-cli match --players P --deals N --seed S --bots A[,B,...] [--five-at-four] [--lang fr|en] [--json]\n"
    "                                          a whole match between bots: scoresheet and ranking\n"
    "  tarot-cli tournament movement --tables T --positions P [--kind fft|howell|special|random|auto] [--seed S]\n"
    "                   [--players N] [--tables-of-5] [--teams 2|4] [--json]   every position's seating, who meets whom\n"
    "  tarot-cli tournament pcn --tables T [--players N] [--kind individual|duo|team4] [--sessions T1,T2,...]\n"
    "                   [--regional] [--level club|regional_qualifier|regional_semi_final|regional_final]\n"
    "                   [--places 1,2,2,4,...] [--json]   the PCN attribution, indices and PP (FFT chapter 5)\n"
    "  tarot-cli tournament rank FILE [--after P] [--json]\n"
    "                                          ranks a club tournament file (FFT chapters 2 to 5)\n"
    "  tarot-cli season add CLUB.json --night T.json --date YYYY-MM-DD [--title T] [--season NAME] [--id ID]\n"
    "                   [--replace]           a tournament joins its season (the club file is created if missing);\n"
    "                                          --replace: it takes the place of the night of that id (corrected)\n"
    "  tarot-cli season annul CLUB.json --night ID [--season S] [--undo]   the night counts nowhere (or again)\n"
    "  tarot-cli season championship CLUB.json --id ID [--name N] [--season S] [--score points|places|pcn]\n"
    "                   [--places 10,8,6,...] [--best K] [--qualify N] [--nights ID,ID] [--ties shared|article29]\n"
    "                   [--stages 100,120,...] [--teams] [--series-rule]   adds or replaces a championship\n"
    "  tarot-cli season rank CLUB.json [--season S] [--championship C] [--json]   the season's championships\n"
    "  tarot-cli season history CLUB.json --player NAME|LICENCE [--json]           a player's history\n"
    "  tarot-cli season records CLUB.json [--season S] [--json]                    the club's records\n"
    "  tarot-cli season export CLUB.json --what results|pcn|championship [--season S] [--championship C]\n"
    "                   [--lang fr|en] [--out FILE]   the season as CSV for the federation or the secretary\n"
    "  tarot-cli season bench [--nights 40] [--players 100] [--runs R] [--json]    a season ranked, timed\n"
    "  tarot-cli season site CLUB.json|NIGHT.json... --out DIR [--club NAME] [--base-url URL] [--licences]\n"
    "                                          the club's public results site as a static folder\n";

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

std::vector<std::string> botNames(const std::string& list) {
  std::vector<std::string> names;
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = list.find(',', pos);
    const std::string piece = list.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
    const bool setting = piece.find('=') != std::string::npos && piece.find(':') == std::string::npos;
    if (setting && !names.empty()) names.back() += "," + piece;
    else names.push_back(piece);
    if (comma == std::string::npos) break;
    pos = comma + 1;
  }
  return names;
}

bool readInput(const char* path, std::string* text, std::string* why) {
  std::string reason;
  if (std::strcmp(path, "-") == 0) {
    std::ostringstream ss;
    ss << std::cin.rdbuf();
    *text = ss.str();
  } else {
    // A folder opens as a stream but its first read throws: say so before reading.
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) reason = "is a folder, not a file";
    std::ifstream in;
    if (reason.empty()) in.open(path, std::ios::binary);
    if (reason.empty() && !in) reason = "cannot be read";
    if (reason.empty()) text->assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  if (reason.empty() && text->find_first_not_of(" \t\r\n") == std::string::npos) reason = "is empty";
  if (why) *why = reason;
  return reason.empty();
}

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
    else if (a == "--depth") { if (n < 0 || n > 12) { *why = "--depth must be from 0 to 12"; return false; } o->depth = int(n); }
    else if (a == "--after") { if (n < 0 || n > 200) { *why = "--after must be from 0 to 200"; return false; } o->after = int(n); }
    else { *why = "unknown option " + a; return false; }
  }
  if (o->dealer >= o->players) { *why = "--dealer must be a seat from 0 to players - 1"; return false; }
  return true;
}

}  // namespace tarot::cli
