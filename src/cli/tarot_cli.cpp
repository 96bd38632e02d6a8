// tarot-cli: replay and score deal records, print seeded deals, play random deals, benchmark the engine, run bot
// arenas and whole matches, print a club tournament's movements and PCN. Output is JSON on stdout (text for bench,
// arena, match and tournament unless --json); bad arguments exit with status 2 and a reason on stderr, bad input
// with status 2 and a JSON error object.
#include "cli/cli_common.h"
#include <cstdio>
#include <string>

using namespace tarot::cli;

int main(int argc, char** argv) {
  if (argc < 2) return usage("a command is needed");
  const std::string cmd = argv[1];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") { std::printf("%s", kUsage); return 0; }
  if (cmd == "replay" || cmd == "score") {
    if (argc != 3) return usage(cmd + " takes one FILE argument (or - for standard input)");
    return cmd == "replay" ? cmdReplay(argv[2]) : cmdScore(argv[2]);
  }
  if (cmd == "arena") return cmdArena(argc - 2, argv + 2);
  if (cmd == "match") return cmdMatch(argc - 2, argv + 2);
  if (cmd == "tournament") return cmdTournament(argc - 2, argv + 2);
  if (cmd == "season" && argc > 2 && std::string(argv[2]) == "site") return cmdSeasonSite(argc - 3, argv + 3);
  if (cmd == "season") return cmdSeason(argc - 2, argv + 2);
  if (cmd == "deal" || cmd == "random" || cmd == "bench" || cmd == "perft") {
    Options o;
    std::string why;
    if (!parseOptions(argc, argv, 2, &o, &why)) return usage(why);
    if (cmd == "bench") return cmdBench(o);
    if (o.seed < 0) return usage(cmd + " needs --seed N");
    if (cmd == "perft") return o.depth < 0 ? usage("perft needs --depth D") : cmdPerft(o);
    return cmd == "deal" ? cmdDeal(o) : cmdRandom(o);
  }
  return usage("unknown command '" + cmd + "'");
}
