// The protocol written once (src/protocol): every message type and error code of the protocol is a literal in one
// source file of src/ only (wire.h), each request and reply reads back what it wrote, and the table settings go
// through create, state, tables and the server's store unchanged.
#include "protocol/club_wire.h"
#include "protocol/messages.h"
#include "protocol/tournament_wire.h"
#include <catch2/catch_test_macros.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace tarot;
using namespace tarot::protocol;

namespace {

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Files outside the protocol that write one of its words as a literal with another meaning, and why.
const std::map<std::string, std::set<std::string>> kHomonyms = {
    // Tournament event kinds (src/tournament) and its documents' members.
    {"create", {"tournament/document.cpp", "tournament/events.cpp",
                "protocol/tournament_wire.h"}},       // the director's event kinds, in a comment beside their list
    {"sheet", {"tournament/document.cpp", "tournament/events.cpp",
               "cli/match_command.cpp",            // tarot-cli match --json: the sheet member of its output
               "client/console/drafts.cpp",        // the console's saved drafts
               "server/tournament_desk.cpp",       // the director's and a table's event kind
               "protocol/tournament_wire.h",         // the director's event kinds
               "ui/screens/table_bar.cpp",         // a button's id
               "ui/screens/table_bar.h", "ui/screens/table_screen.cpp",  // the same button's id
               "ui/table_app_online.cpp"}},        // the page's automation snapshot (browser tests)
    {"tables", {"cli/tournament_command.cpp", "ui/table_app_online.cpp",
                "protocol/tournament_standings.cpp"}},  // a seating's tables in the standings, written and read
    {"locked", {"ui/table_app_online.cpp"}},
    {"refused", {"tournament/refusal.cpp"}},         // a tournament refusal's name (its code for the console)
    {"resume", {"ui/screens/new_game_screen.cpp"}},                       // a button's id
    {"start", {"ui/screens/new_game_screen.cpp", "client/startup_config.cpp",  // a button's id, the URL's start=1
               "match/translations.cpp"}},                                // the English word in a statistics row
    {"error", {"record/deal_record.cpp", "ui/screens/tournament_screen.cpp"}},  // a record's and a screen's member
    {"match_over", {"match/seat_view.cpp", "ui/table_app_automation.cpp"}},  // the seat view's flag
    {"not_your_turn", {"engine/refusal.cpp"}},  // the engine refusal's code, sent as an error's "refusal"
    {"creator_token", {"online/online_table.cpp"}},  // the credentials a device keeps for its table
    {"no_tournament", {"ui/screens/standings_screen.cpp"}},  // (below)
    {"list", {"client/console/console.h", "client/console/tournament_list.cpp"}},  // the console's saved list  // the standings page's status in its automation report
};

// The protocol's words: every type both ways, every error code, and members no other document has.
std::vector<std::string> protocolWords() {
  std::vector<std::string> out;
  for (const char* t : wire::kClientTypes) out.push_back(t);
  for (const char* t : wire::kServerTypes) out.push_back(t);
  for (const char* c : wire::kErrorCodes) out.push_back(c);
  for (const char* m : {"creator_token", "away_seconds"}) out.push_back(m);
  // The tournament's and the club's words (protocol/tournament_wire.h, protocol/club_wire.h).
  for (const char* t : wire::kTournamentClientTypes) out.push_back(t);
  for (const char* t : wire::kTournamentServerTypes) out.push_back(t);
  for (const char* c : wire::kTournamentErrorCodes) out.push_back(c);
  for (const char* t : wire::kClubClientTypes) out.push_back(t);
  for (const char* t : wire::kClubServerTypes) out.push_back(t);
  for (const char* c : wire::kClubErrorCodes) out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("The protocol module: each message type and error code is written in one source file", "[protocol][server]") {
  const std::filesystem::path src = TAROT_SOURCE_TREE;
  std::map<std::string, std::string> text;  // path under src/ -> contents
  for (const auto& e : std::filesystem::recursive_directory_iterator(src)) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".cpp" && ext != ".h" && ext != ".inc")) continue;
    const std::string rel = std::filesystem::relative(e.path(), src).generic_string();
    // The load and fuzz clients write raw and malformed frames on purpose (docs/SCALING.md).
    if (rel.rfind("server/tools/", 0) == 0) continue;
    text[rel] = readText(e.path());
  }
  REQUIRE(text.size() > 100);
  REQUIRE(text.count("protocol/wire.h"));
  for (const std::string& word : protocolWords()) {
    const std::string literal = "\"" + word + "\"";
    std::set<std::string> protocolFiles, strayFiles;
    for (const auto& [path, body] : text) {
      if (body.find(literal) == std::string::npos) continue;
      const auto h = kHomonyms.find(word);
      if (h != kHomonyms.end() && h->second.count(path)) continue;
      (path.rfind("protocol/", 0) == 0 ? protocolFiles : strayFiles).insert(path);
    }
    std::string where;
    for (const std::string& f : protocolFiles) where += " " + f;
    for (const std::string& f : strayFiles) where += " " + f;
    INFO(literal << " written in:" << where);
    CHECK(protocolFiles.size() + strayFiles.size() == 1);
    CHECK(strayFiles.empty());
  }
  // Each homonym listed is still there (a list that no longer matches the code is out of date).
  for (const auto& [word, files] : kHomonyms)
    for (const std::string& f : files) {
      INFO(word << " in " << f);
      CHECK(text[f].find("\"" + word + "\"") != std::string::npos);
    }
}

namespace {

json::Value parsed(const std::string& text) {
  json::Value v;
  std::string why;
  REQUIRE(json::parse(text, &v, &why));
  return v;
}

ClientMessage roundTrip(const ClientMessage& m) {
  ClientMessage back;
  ProtocolError e;
  INFO(writeClientMessage(m));
  REQUIRE(parseClientMessage(writeClientMessage(m), &back, &e));
  CHECK(back.type == m.type);
  return back;
}

}  // namespace

TEST_CASE("The protocol module: every request reads back as written", "[protocol][server]") {
  const std::string table = "ABCDEFGHJKMNPQRSTVWX", token = "0123456789abcdef0123456789abcdef";
  TableSettings s;
  s.players = 5;
  s.fiveAtFour = true;
  s.deals = 12;
  s.levels = {BotLevel::Random, BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert, BotLevel::Master};
  s.isPublic = true;
  s.lang = match::Lang::English;
  const ClientMessage created = roundTrip(ClientMessage::create("Ana", s));
  CHECK(created.name == "Ana");
  CHECK(created.settings.players == 5);
  CHECK(created.settings.fiveAtFour);
  CHECK(created.settings.deals == 12);
  CHECK(created.settings.levels == s.levels);
  CHECK(created.settings.isPublic);
  CHECK(created.settings.lang == match::Lang::English);
  // Byte for byte what the page and the desktop have always sent.
  CHECK(writeClientMessage(ClientMessage::join(table, "Bob", 2)) ==
        R"({"v":1,"type":"join","table":"ABCDEFGHJKMNPQRSTVWX","name":"Bob","person":2})");
  CHECK(writeClientMessage(ClientMessage::list()) == R"({"v":1,"type":"list"})");
  const ClientMessage joined = roundTrip(ClientMessage::join(table, "Bob", 2));
  CHECK((joined.table == table && joined.name == "Bob" && joined.person == 2));
  CHECK(roundTrip(ClientMessage::join(table, "Bob")).person == -1);
  CHECK(roundTrip(ClientMessage::resume(table, token)).token == token);
  for (MessageType t : {MessageType::Start, MessageType::NextDeal, MessageType::Leave}) {
    const ClientMessage m = roundTrip(ClientMessage::tableAndToken(t, table, token));
    CHECK((m.table == table && m.token == token));
  }
  CHECK(roundTrip(ClientMessage::act(table, token, Action::play(parseCard("T21")))).action ==
        Action::play(parseCard("T21")));
  CHECK_FALSE(roundTrip(ClientMessage::lock(table, token, false)).locked);
  CHECK(roundTrip(ClientMessage::freeSeat(table, token, 3)).person == 3);
  roundTrip(ClientMessage::ping());
  roundTrip(ClientMessage::list());
}

TEST_CASE("The protocol module: every server message reads back as written", "[protocol][server]") {
  Created c{"ABCDEFGHJKMNPQRSTVWX", "0123456789abcdef0123456789abcdef"}, c2;
  REQUIRE(serverType(parsed(write(c))) == ServerType::Created);
  REQUIRE(read(parsed(write(c)), &c2));
  CHECK((c2.table == c.table && c2.creatorToken == c.creatorToken));
  Joined j{"T", 2, "tok"}, j2;
  REQUIRE(read(parsed(write(j)), &j2));
  CHECK((j2.table == "T" && j2.person == 2 && j2.token == "tok"));

  State st;
  st.table = "T";
  st.person = 1;
  st.started = false;
  st.locked = true;
  st.settings.players = 3;
  st.settings.deals = 5;
  st.settings.isPublic = true;
  st.actions = 41;
  for (int p = 0; p < 3; ++p) {
    SeatLine l;
    l.person = p;
    l.name = "P" + std::to_string(p);
    l.status = SeatLine::Status(p + 2);
    l.held = p > 0;
    l.awaySeconds = p == 2 ? 17 : -1;
    l.ready = p == 1;
    st.seats.push_back(l);
  }
  const std::string text = write(st);
  CHECK(text.find(R"("away_seconds":null)") != std::string::npos);
  State back;
  std::string why;
  REQUIRE(serverType(parsed(text)) == ServerType::State);
  REQUIRE(read(parsed(text), &back, &why));
  CHECK(write(back) == text);
  CHECK_FALSE(back.hasView);
  CHECK(back.seats[2].status == SeatLine::Status::Joining);
  CHECK(back.seats[2].awaySeconds == 17);

  TableLine line;
  line.code = "T";
  line.settings.players = 5;
  line.settings.fiveAtFour = true;
  line.settings.deals = 3;
  line.free = 2;
  line.names = {"Ana", "Bob", "Cléo"};
  std::vector<TableLine> list{line}, list2;
  REQUIRE(serverType(parsed(write(list))) == ServerType::Tables);
  REQUIRE(read(parsed(write(list)), &list2));
  CHECK(write(list2) == write(list));

  SeatFreed f{"T", 4}, f2;
  REQUIRE(read(parsed(write(f)), &f2));
  CHECK(f2.person == 4);
  Error e{wire::kRefused, "non", "not_your_turn"}, e2;
  REQUIRE(serverType(parsed(write(e))) == ServerType::Error);
  REQUIRE(read(parsed(write(e)), &e2));
  CHECK((e2.code == e.code && e2.message == e.message && e2.refusal == e.refusal));
  CHECK(serverType(parsed(writePong())) == ServerType::Pong);
  CHECK(serverType(parsed(writeSeatTakenOver())) == ServerType::SeatTakenOver);
  CHECK(serverType(parsed(R"({"v":1,"type":"dance"})")) == ServerType::Unknown);
  State odd;
  CHECK_FALSE(read(parsed(R"({"v":1,"type":"state","seats":[{"status":"asleep"}]})"), &odd, &why));
}

TEST_CASE("The protocol module: the table settings stored by the server read back, older rows too", "[protocol][server]") {
  TableSettings s;
  s.players = 3;
  s.deals = 40;
  s.levels[1] = BotLevel::Master;
  s.isPublic = true;
  s.lang = match::Lang::English;
  TableSettings back;
  REQUIRE(storedSettingsFromText(storedSettings(s), &back));
  CHECK(storedSettings(back) == storedSettings(s));
  // The row the server has always written.
  REQUIRE(storedSettingsFromText(
      R"({"people":5,"five_at_four":true,"deals":2,"levels":["expert","random"],"public":false,"lang":"fr"})", &back));
  CHECK((back.players == 5 && back.fiveAtFour && back.deals == 2 && back.levels[0] == BotLevel::Expert &&
         back.levels[1] == BotLevel::Random && back.levels[2] == BotLevel::Standard));
  CHECK_FALSE(storedSettingsFromText(R"({"people":7})", &back));
  CHECK_FALSE(storedSettingsFromText("[]", &back));
  const match::MatchSettings ms = s.matchSettings({"A", "B", "C", "", ""});
  CHECK((ms.people == 3 && ms.deals == 40 && ms.levels[1] == BotLevel::Master && ms.names[2] == "C"));
  const TableSettings again = TableSettings::fromMatch(ms, true);
  CHECK(storedSettings(again) == storedSettings(s));
}
