// The server's parts (docs/ARCHITECTURE.md, "The table server"): the router alone knows the others; the table rooms
// and the tournament desk meet only through TableHost (the desk asks, the rooms answer) and send only through the
// broadcaster, so no part calls back into the one that owns it. Read from the sources' includes and names.
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <sstream>
#include <string>

namespace {

std::string source(const std::string& file) {
  std::ifstream in(std::string(TAROT_TEST_DATA) + "/../src/server/" + file);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool mentions(const std::string& text, const std::string& word) { return text.find(word) != std::string::npos; }

}  // namespace

TEST_CASE("Server parts: the rooms and the desk know each other only through TableHost, none knows the router",
          "[server]") {
  for (const char* file : {"table_rooms.h", "table_rooms.cpp", "table_rooms_tournament.cpp"}) {
    const std::string code = source(file);
    INFO(file);
    REQUIRE_FALSE(code.empty());
    CHECK_FALSE(mentions(code, "#include \"server/tournament_desk.h\""));
    CHECK_FALSE(mentions(code, "#include \"server/hub.h\""));
    CHECK_FALSE(mentions(code, "TournamentDesk"));
    CHECK_FALSE(mentions(code, "ClubDesk"));
  }
  for (const char* file : {"tournament_desk.h", "tournament_desk.cpp", "tournament_online.cpp", "tournament_views.cpp"}) {
    const std::string code = source(file);
    INFO(file);
    REQUIRE_FALSE(code.empty());
    CHECK_FALSE(mentions(code, "#include \"server/table_rooms.h\""));
    CHECK_FALSE(mentions(code, "#include \"server/hub.h\""));
    CHECK_FALSE(mentions(code, "TableRooms"));
  }
  for (const char* file : {"broadcaster.h", "broadcaster.cpp", "table_host.h"}) {
    const std::string code = source(file);
    INFO(file);
    REQUIRE_FALSE(code.empty());
    for (const char* other : {"server/hub.h", "server/table_rooms.h", "server/tournament_desk.h", "server/club_desk.h"})
      CHECK_FALSE(mentions(code, std::string("#include \"") + other + "\""));
  }
  // The router parses each message once; the parts read no frame themselves.
  CHECK(mentions(source("hub.cpp"), "parseClientMessage"));
  for (const char* file : {"table_rooms.cpp", "table_rooms_tournament.cpp", "tournament_desk.cpp", "broadcaster.cpp"})
    CHECK_FALSE(mentions(source(file), "parseClientMessage"));
}
