// What the commands of tarot-cli share: the usage text, the two error styles (a reason on stderr with the usage
// for bad arguments; a JSON error object on stdout for bad input files), reading a file or standard input, and
// the "--name value" options of deal, random and bench. One file per command group holds the commands.
#pragma once
#include "record/deal_record.h"
#include <string>
#include <vector>

namespace tarot::cli {

extern const char kUsage[];

// Bad arguments: the reason and the usage on stderr, status 2.
int usage(const std::string& why);
// Bad input: the record error as JSON on stdout, status 2.
int fail(RecordError e);
int failStructural(const std::string& reason);
// The names of a --bots list, split at commas; a piece "key=value" continues the previous name's settings, so that
// "expert:card=200,bid=64,standard" gives "expert:card=200,bid=64" and "standard".
std::vector<std::string> botNames(const std::string& list);
// Reads a file, or standard input for "-"; false with the reason ("is a folder, not a file", "cannot be read",
// "is empty") when there is nothing to read.
bool readInput(const char* path, std::string* text, std::string* why = nullptr);

struct Options {
  long long seed = -1;
  int players = 4;
  int dealer = -1;
  double seconds = 2.0;
  long long deals = 0;   // bench: a fixed number of deals instead of a duration (for instruction counts)
  int depth = -1;        // perft: actions counted ahead
  int after = 0;         // perft: random actions played first, from the seed (0: the deal as dealt)
  bool json = false;
};
// Parses "--name value" options from argv[from]; returns false with a message on error.
bool parseOptions(int argc, char** argv, int from, Options* o, std::string* why);

// The commands (argv without the program and command names where they take their own options).
int cmdReplay(const char* path);
int cmdScore(const char* path);
int cmdDeal(const Options& o);
int cmdRandom(const Options& o);
int cmdBench(const Options& o);
int cmdPerft(const Options& o);
int cmdArena(int argc, char** argv);
int cmdMatch(int argc, char** argv);
int cmdTournament(int argc, char** argv);
// `tarot-cli season add|championship|rank|history|records|bench ...` (argv after the word `season`).
int cmdSeason(int argc, char** argv);
// `tarot-cli tournament rank FILE [--after P] [--json]` (argv after the word `rank`).
int cmdTournamentRank(int argc, char** argv);
// `tarot-cli season site FILE... --out DIR [--club NAME] [--base-url URL] [--licences]` (argv after `site`).
int cmdSeasonSite(int argc, char** argv);

}  // namespace tarot::cli
