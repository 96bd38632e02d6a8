// docs/PROTOCOL.md against the server: the error table lists exactly the codes the server can send (wire.h's one
// list, and no code written anywhere else in the server), the message tables exactly its types, every action
// example parses, and every checked example gets the reply the document shows (type, error code, request id).
#include "match/seat_view.h"
#include "protocol/club_wire.h"
#include "protocol/tournament_wire.h"
#include "server/fake_net.h"
#include "protocol/messages.h"
#include "tournament/events.h"
#include "tournament/sessions.h"
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <sstream>

using namespace tarot;
using namespace tarot::server;

namespace {

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}
const std::string kDoc = std::string(TAROT_TEST_DATA) + "/../docs/PROTOCOL.md";
const std::string kSrc = std::string(TAROT_TEST_DATA) + "/../src/";
// The server's code that sends errors: the router (hub), the table rooms, the network edge and the protocol
// module's readers.
const char* const kServerFiles[] = {"server/hub.cpp", "server/table_rooms.cpp", "server/table_rooms_tournament.cpp",
                                    "server/net_server.cpp", "protocol/requests.cpp", "protocol/replies.cpp"};

// The text of a section: from its heading line to the next heading of any level.
std::string section(const std::string& doc, const std::string& heading) {
  const std::size_t at = doc.find("\n" + heading + "\n");
  if (at == std::string::npos) return "";
  const std::size_t from = at + heading.size() + 2;
  const std::size_t to = doc.find("\n#", from);
  return doc.substr(from, to == std::string::npos ? std::string::npos : to - from);
}
// The backticked words of each table row's first cell.
std::set<std::string> firstColumn(const std::string& text) {
  std::set<std::string> out;
  std::istringstream lines(text);
  const std::regex word("`([a-z_]+)`");
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    const std::string cell = line.substr(1, line.find('|', 1) - 1);
    for (std::sregex_iterator it(cell.begin(), cell.end(), word), end; it != end; ++it) out.insert((*it)[1]);
  }
  return out;
}
// The lines of the first fenced block of a language in a text.
std::vector<std::string> fenced(const std::string& text, const std::string& lang) {
  std::vector<std::string> out;
  const std::size_t at = text.find("```" + lang + "\n");
  if (at == std::string::npos) return out;
  std::istringstream lines(text.substr(at + lang.size() + 4, text.find("\n```", at + 3) - at - lang.size() - 4));
  for (std::string line; std::getline(lines, line);) out.push_back(line);
  return out;
}
template <std::size_t N>
std::set<std::string> setOf(const char* const (&list)[N]) { return std::set<std::string>(list, list + N); }

}  // namespace

TEST_CASE("PROTOCOL.md: the error table is the server's list of codes, both ways", "[server][doc]") {
  const std::string doc = readText(kDoc);
  REQUIRE_FALSE(doc.empty());
  CHECK(firstColumn(section(doc, "### Errors")) == setOf(wire::kErrorCodes));
  // The server writes codes only through wire.h: no literal code is passed to an error anywhere in it.
  const std::regex literal(R"((\berror|errorMessage|\bfail)\((conn, |e, )?")");
  for (const char* file : kServerFiles) {
    const std::string code = readText(kSrc + file);
    REQUIRE_FALSE(code.empty());
    INFO(file);
    CHECK_FALSE(std::regex_search(code, literal));
    // And every code in the list is one the server's code uses.
  }
  std::string all;
  for (const char* file : kServerFiles) all += readText(kSrc + file);
  for (const char* c : wire::kErrorCodes) {
    std::string name = "wire::k";
    bool up = true;
    for (const char* p = c; *p; ++p) {
      if (*p == '_') { up = true; continue; }
      name += up ? char(*p - 'a' + 'A') : *p;
      up = false;
    }
    INFO(name);
    CHECK(all.find(name) != std::string::npos);
  }
}

TEST_CASE("PROTOCOL.md: the message tables list exactly the types both ways", "[server][doc]") {
  const std::string doc = readText(kDoc);
  CHECK(firstColumn(section(doc, "## Client → server")) == setOf(wire::kClientTypes));
  CHECK(firstColumn(section(doc, "## Server → client")) == setOf(wire::kServerTypes));
}

TEST_CASE("PROTOCOL.md: every action example parses", "[server][doc]") {
  const std::vector<std::string> actions = fenced(section(readText(kDoc), "### Actions"), "json");
  REQUIRE(actions.size() == 6);
  for (std::string line : actions) {
    line = line.substr(0, line.find("//"));
    json::Value v;
    std::string why;
    INFO(line);
    REQUIRE(json::parse(line, &v, &why));
    Action a;
    CHECK(match::actionFromJson(v, &a, &why));
  }
}

// Sends each `→` line of a fenced block on a fresh connection to a server with nothing in it and compares the
// first reply with the `←` line: type, error code, request id (and `tables` when shown). Returns how many.
static int checkExamples(const std::vector<std::string>& lines) {
  REQUIRE(lines.size() % 2 == 0);
  int checked = 0;
  for (std::size_t i = 0; i < lines.size(); i += 2) {
    const std::string ask = "→ ", get = "← ";
    REQUIRE(lines[i].rfind(ask, 0) == 0);
    REQUIRE(lines[i + 1].rfind(get, 0) == 0);
    json::Value expected;
    std::string why;
    INFO(lines[i]);
    REQUIRE(json::parse(lines[i + 1].substr(get.size()), &expected, &why));
    FakeNet net(nullptr);
    net.hub.opened(1, 0);
    net.hub.message(1, lines[i].substr(ask.size()), 0);
    REQUIRE_FALSE(net.got[1].empty());
    const json::Value& reply = net.got[1].front();
    CHECK(str(reply.find("type")) == str(expected.find("type")));
    CHECK(str(reply.find("code")) == str(expected.find("code")));
    const json::Value* id = expected.find("id");
    CHECK((id ? id->dump() : "") == (reply.find("id") ? reply.find("id")->dump() : ""));
    if (const json::Value* t = expected.find("tables")) CHECK(reply.find("tables")->dump() == t->dump());
    ++checked;
  }
  return checked;
}

TEST_CASE("PROTOCOL.md: every checked example gets the reply shown", "[server][doc]") {
  const std::vector<std::string> lines = fenced(readText(kDoc), "examples");
  REQUIRE(lines.size() >= 20);
  CHECK(checkExamples(lines) >= 10);
}

TEST_CASE("PROTOCOL.md: the tournament tables list exactly the desk's types and codes, its examples get their reply",
          "[server][doc][tournament]") {
  const std::string doc = readText(kDoc);
  CHECK(firstColumn(section(doc, "### Tournaments: client → server")) == setOf(wire::kTournamentClientTypes));
  CHECK(firstColumn(section(doc, "### Tournaments: server → client")) == setOf(wire::kTournamentServerTypes));
  CHECK(firstColumn(section(doc, "### Tournament errors")) == setOf(wire::kTournamentErrorCodes));
  // The desk writes codes only through the wire headers, and uses every tournament code.
  const std::regex literal(R"((\berror|errorMessage|\bfail)\((conn, |e, )?")");
  std::string all;
  for (const char* file : {"tournament_desk.cpp", "tournament_views.cpp", "tournament_online.cpp"}) {
    const std::string code = readText(kSrc + "server/" + file);
    REQUIRE_FALSE(code.empty());
    INFO(file);
    CHECK_FALSE(std::regex_search(code, literal));
    all += code;
  }
  for (const char* c : wire::kTournamentErrorCodes) {
    std::string name = "wire::k";
    bool up = true;
    for (const char* p = c; *p; ++p) {
      if (*p == '_') { up = true; continue; }
      name += up ? char(*p - 'a' + 'A') : *p;
      up = false;
    }
    INFO(name);
    CHECK(all.find(name) != std::string::npos);
  }
  CHECK(checkExamples(fenced(doc, "tournament-examples")) >= 6);
}

TEST_CASE("PROTOCOL.md: the director's event kinds are the ones the desk accepts, both ways", "[server][doc][tournament]") {
  // The `tournament_event` row names its kinds after "kinds " up to the first ";".
  const std::string rows = section(readText(kDoc), "### Tournaments: client → server");
  const std::size_t row = rows.find("| `tournament_event` |");
  REQUIRE(row != std::string::npos);
  const std::size_t from = rows.find("kinds ", row);
  REQUIRE(from != std::string::npos);
  const std::string listed = rows.substr(from, rows.find(';', from) - from);
  std::set<std::string> kinds;
  const std::regex word("`([a-z_]+)`");
  for (std::sregex_iterator it(listed.begin(), listed.end(), word), end; it != end; ++it) kinds.insert((*it)[1]);
  CHECK(kinds == setOf(wire::kTournamentEventKinds));
  CHECK(kinds.count("visa") == 1);
  // The desk takes the list from the wire header, never from a list of its own.
  const std::string desk = readText(kSrc + "server/tournament_desk.cpp");
  CHECK(desk.find("wire::kTournamentEventKinds") != std::string::npos);
  CHECK(desk.find("\"late_arrival\"") == std::string::npos);
}

namespace {

// One event of each kind the director sends, every optional member set, as the tournament library writes it.
std::vector<tournament::Event> everyDirectorEvent() {
  tournament::Settings all;
  all.championship = all.tablesOf5 = all.online = all.duplicate = all.bots = true;
  all.competition = tournament::Competition::RegionalFinal;
  all.minutes = 30;
  all.finalDeals = 4;
  tournament::PositionSeating seating(1);
  seating[0].seat = {1, 2, 3, 4, 0};
  tournament::TableSheet sheet;
  tournament::Penalty penalty;
  tournament::EliminationPlan plan;
  plan.afterPosition = 2;
  plan.eliminated = {4};
  plan.start = seating;
  return {tournament::registerEvent("Ana", "123", "Club", "Team"), tournament::lateArrivalEvent(1, 5),
          tournament::withdrawalEvent(1, 2), tournament::settingsEvent(all),
          tournament::drawEvent(tournament::DrawMethod::Random, 7, 1, seating),
          tournament::startPositionEvent(1, seating), tournament::sheetEvent(1, 1, sheet),
          tournament::correctSheetEvent(1, 1, sheet, "why"), tournament::penaltyEvent(penalty),
          tournament::closePositionEvent(1), tournament::cancelEvent(3, "penalty", "why"),
          tournament::eliminationEvent(plan, 110), tournament::visaEvent(1, 1, 2)};
}

// The backticked words of a cell outside its notes: what is in (), [] and {} is left out (nested members, values).
std::set<std::string> topLevelWords(std::string cell) {
  const std::regex nested(R"(\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\})");
  for (std::string before; before != cell;) {
    before = cell;
    cell = std::regex_replace(cell, nested, "");
  }
  std::set<std::string> out;
  const std::regex word("`([a-z_0-9]+)`");
  for (std::sregex_iterator it(cell.begin(), cell.end(), word), end; it != end; ++it) out.insert((*it)[1]);
  return out;
}

}  // namespace

TEST_CASE("PROTOCOL.md: each director's event is documented with the members the library writes in its data",
          "[server][doc][tournament][protocol]") {
  const std::string rows = section(readText(kDoc), "### The director's events");
  REQUIRE_FALSE(rows.empty());
  // The rows: | `kind` | data members | what it does |.
  std::map<std::string, std::set<std::string>> documented;
  std::istringstream lines(rows);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    const std::size_t second = line.find('|', 1), third = line.find('|', second + 1);
    const std::set<std::string> kind = topLevelWords(line.substr(1, second - 1));
    REQUIRE(kind.size() == 1);
    documented[*kind.begin()] = topLevelWords(line.substr(second + 1, third - second - 1));
  }
  std::set<std::string> kinds;
  for (const auto& [k, members] : documented) kinds.insert(k);
  CHECK(kinds == setOf(wire::kTournamentEventKinds));
  const std::vector<tournament::Event> events = everyDirectorEvent();
  CHECK(events.size() == std::size(wire::kTournamentEventKinds));
  for (const tournament::Event& e : events) {
    INFO(e.kind);
    REQUIRE(documented.count(e.kind));
    std::set<std::string> written;
    for (const auto& [member, value] : e.data.members()) written.insert(member);
    CHECK(documented[e.kind] == written);
  }
}

TEST_CASE("PROTOCOL.md: the club's register tables list exactly the club desk's types and codes", "[server][doc][register]") {
  const std::string doc = readText(kDoc);
  CHECK(firstColumn(section(doc, "### Club: client → server")) == setOf(wire::kClubClientTypes));
  CHECK(firstColumn(section(doc, "### Club: server → client")) == setOf(wire::kClubServerTypes));
  CHECK(firstColumn(section(doc, "### Club errors")) == setOf(wire::kClubErrorCodes));
  // The desk sends every club code, through the wire header (the register's refusal written by the protocol module).
  const std::string desk = readText(kSrc + "server/club_desk.cpp") + readText(kSrc + "protocol/register_requests.cpp");
  for (const char* name : {"kNoClub", "kNotClub", "kRegisterRefused"}) CHECK(desk.find(name) != std::string::npos);
  CHECK(checkExamples(fenced(doc, "club-examples")) == 4);
}

TEST_CASE("PROTOCOL.md: the club's season tables list exactly its types, codes and refusals", "[server][doc][season]") {
  const std::string doc = readText(kDoc);
  CHECK(firstColumn(section(doc, "### Season: client → server")) == setOf(wire::kSeasonClientTypes));
  CHECK(firstColumn(section(doc, "### Season: server → client")) == setOf(wire::kSeasonServerTypes));
  CHECK(firstColumn(section(doc, "### Season errors")) == setOf(wire::kSeasonErrorCodes));
  const std::string season = section(doc, "## The club's season");
  for (const char* code : wire::kClubRefusalCodes) {
    INFO(code);
    CHECK(season.find(std::string("`") + code + "`") != std::string::npos);
  }
  CHECK(checkExamples(fenced(doc, "season-examples")) == 4);
}
