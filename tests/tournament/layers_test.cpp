// The layers' one-way dependencies read from the sources themselves: every `#include "folder/..."` under src/ names
// a folder its layer may use (README "Where things live", docs/ARCHITECTURE.md). The tournament is a library like the
// engine: the engine and the records only, so that the console, the server and the CLI can all call it. The
// translation module (src/words) is the lowest layer: it includes nothing, and the layers that word things use it.
#include <catch2/catch_test_macros.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>

namespace {

// What each folder of src/ may include besides itself.
const std::map<std::string, std::set<std::string>>& allowed() {
  static const std::map<std::string, std::set<std::string>> a = {
      {"words", {}},
      {"engine", {}},
      {"record", {"engine"}},
      {"bots", {"engine"}},
      {"tournament", {"engine", "record"}},
      {"season", {"engine", "record", "tournament"}},
      {"match", {"words", "engine", "record", "bots"}},
      {"site", {"words", "engine", "record", "bots", "match", "tournament", "season"}},
      {"protocol", {"words", "engine", "record", "bots", "match"}},
      {"online", {"words", "engine", "record", "match", "protocol"}},
      {"client", {"words", "engine", "record", "bots", "match", "tournament", "season", "protocol", "online", "site"}},
      {"ui", {"words", "engine", "record", "bots", "match", "tournament", "online", "client", "site"}},
      {"app", {"words", "client", "online", "ui"}},
      {"cli", {"words", "engine", "record", "bots", "match", "tournament", "season", "site"}},
      {"server", {"words", "engine", "record", "match", "tournament", "protocol", "online", "season", "site"}},
  };
  return a;
}

}  // namespace

TEST_CASE("layers: each folder of src/ includes only the layers below it; the tournament only engine and record",
          "[layers][tournament]") {
  const std::filesystem::path src = TAROT_SOURCE_TREE;
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(src)) {
    const std::string ext = entry.path().extension().string();
    if (!entry.is_regular_file() || (ext != ".h" && ext != ".cpp" && ext != ".inc")) continue;
    const std::string layer = std::filesystem::relative(entry.path(), src).begin()->string();
    const auto rule = allowed().find(layer);
    INFO(entry.path().string());
    REQUIRE(rule != allowed().end());  // a new folder of src/ is given its place here
    ++files;
    std::ifstream in(entry.path());
    std::string line;
    while (std::getline(in, line)) {
      if (line.rfind("#include \"", 0) != 0) continue;
      const std::string target = line.substr(10);
      const std::size_t slash = target.find('/');
      if (slash == std::string::npos) continue;  // a file of the same folder
      const std::string folder = target.substr(0, slash);
      if (folder == layer) continue;
      INFO(line);
      CHECK(rule->second.count(folder) == 1);
    }
  }
  CHECK(files > 100);
}
