// Saved games on the desktop: a process killed in the middle of writing a save leaves the previous save intact
// (temp file + rename), and keys never escape the data folder.
#include "app/platform_store.h"
#include <catch2/catch_test_macros.hpp>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sys/wait.h>
#include <unistd.h>

using namespace tarot::app;

TEST_CASE("Killing the app mid-write leaves the previous save intact", "[app]") {
  char tmpl[] = "/tmp/tarot-store-XXXXXX";
  REQUIRE(mkdtemp(tmpl) != nullptr);
  setenv("XDG_DATA_HOME", tmpl, 1);
  Store store("test");
  const std::string oldSave = "{\"format\":\"tarot-match\",\"version\":1,\"old\":true}";
  REQUIRE(store.save("match/current", oldSave));
  const std::string big(8 << 20, 'x');  // a large save takes long enough to be interrupted
  for (int round = 0; round < 20; ++round) {
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      for (;;) store.save("match/current", big);  // killed somewhere in here
    }
    usleep(useconds_t(2000 + round * 1500));
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    std::string now;
    REQUIRE(store.load("match/current", &now));
    // Either the old save or a complete new one, never a torn file.
    CHECK((now == oldSave || now == big));
    REQUIRE(store.save("match/current", oldSave));
  }
  std::string back;
  REQUIRE(store.load("match/current", &back));
  CHECK(back == oldSave);
  // A hostile key stays inside the folder.
  REQUIRE(store.save("../../escape", "x"));
  std::ifstream escaped(std::string(tmpl) + "/../escape.json");
  CHECK_FALSE(escaped.good());
  CHECK(store.load("../../escape", &back));
  std::system((std::string("rm -rf ") + tmpl).c_str());
}
