// What the `tarot-cli season` commands share (season_command.cpp, season_print.cpp, season_bench.cpp): their
// arguments (the club file and "--name value" options), reading and writing the club file, and the commands.
#pragma once
#include "season/season.h"
#include <map>
#include <string>

namespace tarot::cli {

struct SeasonArgs {
  std::string file;                              // the club file
  std::map<std::string, std::string> options;    // "--season" -> "2026-2027"; flags ("--json") -> "1"
  bool has(const std::string& o) const { return options.count(o) != 0; }
  std::string get(const std::string& o) const {
    auto it = options.find(o);
    return it == options.end() ? std::string() : it->second;
  }
};

bool parseSeasonArgs(int argc, char** argv, SeasonArgs* a, std::string* why);
// Bad arguments: the reason and the usage, status 2.
int seasonBad(const std::string& why);
// A file that cannot be read or is refused: "tarot-cli season: PATH: why" on stderr, status 2.
int seasonRefused(const std::string& path, const std::string& why);
// Reads the club file (a missing one gives an empty club when `mayBeMissing`); false with the reason.
bool readClub(const std::string& path, bool mayBeMissing, season::Club* club, std::string* why);
bool writeClub(const std::string& path, const season::Club& club, std::string* why);
// The season --season names (its name or start year), else the last one; nullptr with the reason.
season::Season* seasonArg(season::Club* club, const SeasonArgs& a, std::string* why);

int cmdSeasonRank(const SeasonArgs& a);
int cmdSeasonHistory(const SeasonArgs& a);
int cmdSeasonRecords(const SeasonArgs& a);
int cmdSeasonBench(const SeasonArgs& a);

}  // namespace tarot::cli
