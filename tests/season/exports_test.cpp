// The season's exports (season/exports.h) from the hand-made season of three 12-player nights (season_helpers.h):
// every figure below is the one worked out by hand in championship_test.cpp's comments (the nights' totals, the
// 3-table PCN grid), written here as the CSV's lines.
#include "season/exports.h"
#include "season_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <string>
#include <vector>

using namespace tarot;
using namespace tarot::season;
using namespace tarot::season::testing;

namespace {

const std::string kBom = "\xEF\xBB\xBF";

std::vector<std::string> linesOf(const std::string& csv) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < csv.size()) {
    const std::size_t end = csv.find("\r\n", at);
    REQUIRE(end != std::string::npos);  // every line ends with CRLF
    out.push_back(csv.substr(at, end - at));
    at = end + 2;
  }
  return out;
}

bool has(const std::vector<std::string>& lines, const std::string& line) {
  for (const std::string& l : lines)
    if (l == line) return true;
  return false;
}

}  // namespace

TEST_CASE("exports: the season's results, one line per player and night", "[season]") {
  Season s = threeNights();
  Register reg = clubRegister();
  reg.members[0].name = "Dupont, Anne";  // a comma in a name: the field quoted
  s.nights[2].annulled = true;           // night 3 annulled: it has no results
  const std::string csv =
      resultsCsv(s, seasonResults(reg, s), {"Date", "Night", "Player", "Place", "Points", "PCN", "PP", "Licence"});
  REQUIRE(csv.rfind(kBom, 0) == 0);
  const std::vector<std::string> lines = linesOf(csv.substr(kBom.size()));
  REQUIRE(lines.size() == 1 + 12 + 12);
  CHECK(lines[0] == "Date,Night,Player,Place,Points,PCN,PP,Licence");
  // Night 1: P1 300 first (120 PCN), P5 200 (82), P2 P9 P10 100 share 3rd (53 each), P6 50 (the floor of 50), P11 -50
  // 7th (no PCN: blank), P4 -250 last; a club night gives no PP (blank).
  CHECK(lines[1] == "2026-09-18,n1,\"Dupont, Anne\",1,300,120,,L1");
  CHECK(lines[2] == "2026-09-18,n1,P5,2,200,82,,L5");
  CHECK(has(lines, "2026-09-18,n1,P2,3,100,53,,L2"));
  CHECK(has(lines, "2026-09-18,n1,P10,3,100,53,,L10"));
  CHECK(lines[6] == "2026-09-18,n1,P6,6,50,50,,L6");
  CHECK(lines[7] == "2026-09-18,n1,P11,7,-50,,,L11");
  CHECK(lines[12] == "2026-09-18,n1,P4,12,-250,,,L4");
  // Night 2: P5 400 first (120), P6 250 (82), P11 150 (57); P10 and P3 share 6th-7th on -50 (50 + 0 = 25 each).
  CHECK(lines[13] == "2026-10-02,n2,P5,1,400,120,,L5");
  CHECK(lines[14] == "2026-10-02,n2,P6,2,250,82,,L6");
  CHECK(lines[15] == "2026-10-02,n2,P11,3,150,57,,L11");
  CHECK(has(lines, "2026-10-02,n2,P3,6,-50,25,,L3"));
}

TEST_CASE("exports: the PCN per licence over the season, players without a licence left out", "[season]") {
  // P12 holds no licence, neither in the register nor at the nights: no PCN, not listed.
  std::vector<Entrant> who = entrants(12);
  who[11].licence.clear();
  Season s = threeNights();
  for (int n = 1; n <= 3; ++n)
    s.nights[std::size_t(n - 1)].document = nightDocument(nightSettings(1), who, nightTables(n));
  Register reg = clubRegister();
  reg.members[11].licence.clear();
  const std::string csv = pcnCsv(seasonResults(reg, s), {"Licence", "Name", "Nights", "PCN total", "PP total"});
  REQUIRE(csv.rfind(kBom, 0) == 0);
  // The sums of championship_test's "sum of PCN": P5 120 + 120 + 70 = 272 ... P8 nothing; in licence order (text).
  CHECK(linesOf(csv.substr(kBom.size())) == std::vector<std::string>{
                                              "Licence,Name,Nights,PCN total,PP total",
                                              "L1,P1,3,170,0",
                                              "L10,P10,3,78,0",
                                              "L11,P11,3,127,0",
                                              "L2,P2,3,103,0",
                                              "L3,P3,3,25,0",
                                              "L4,P4,3,50,0",
                                              "L5,P5,3,272,0",
                                              "L6,P6,3,157,0",
                                              "L7,P7,3,25,0",
                                              "L8,P8,3,0,0",
                                              "L9,P9,3,223,0",
                                          });
  // Night 3 annulled: P5 keeps 82 + 120 = 202 over 2 nights.
  Season without = s;
  without.nights[2].annulled = true;
  CHECK(has(linesOf(pcnCsv(seasonResults(reg, without), {"a", "b", "c", "d", "e"})), "L5,P5,2,202,0"));
}

TEST_CASE("exports: a championship's ranking with each night counted or dropped", "[season]") {
  const Season s = threeNights();
  Championship c;
  c.id = "best";
  c.bestOf = 2;
  const ChampionshipRanking r = rankChampionship(clubRegister(), s, c);
  const std::string csv = championshipCsv(s, r, {"Place", "Player", "Total"});
  REQUIRE(csv.rfind(kBom, 0) == 0);
  const std::vector<std::string> lines = linesOf(csv.substr(kBom.size()));
  REQUIRE(lines.size() == 1 + 12);
  CHECK(lines[0] == "Place,Player,Total,n1,n2,n3");
  // P5 200 + 400 (drops 100), P1 300 + 50 (drops night 2's -100), P6 and P9 share 3rd on 300.
  CHECK(lines[1] == "1,P5,600,200,400,(100)");
  CHECK(lines[2] == "2,P1,350,300,(-100),50");
  CHECK(has(lines, "3,P6,300,50,250,(0)"));
  CHECK(has(lines, "3,P9,300,100,(0),200"));
}
