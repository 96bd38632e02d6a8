// The Howell FFT movements against the tables printed in the rulebook (chapter 2, "Mouvement Howell FFT : 3 et 4
// tables", read in tournaments.md), cell by cell, and the example "fiche individuelle" of player 7 in both.
#include "tournament/howell.h"
#include "tournament/meetings.h"
#include "tournament/movement.h"
#include <catch2/catch_test_macros.hpp>
#include <sstream>
#include <string>

using namespace tarot::tournament;

namespace {

// The printed rows: one line a position, each table's North, South, East, West.
const char* const kPrinted3 =
    "1 2 3 4    5 6 7 8     9 10 11 12\n"
    "1 2 7 12   5 6 11 3    9 10 4 8\n"
    "1 8 7 10   5 2 11 12   9 3 4 6\n"
    "1 8 6 11   5 2 4 10    9 3 12 7\n"
    "1 9 5 3    7 11 4 10   2 6 12 8\n"
    "1 9 7 2    5 11 4 12   10 6 3 8\n";
const char* const kPrinted4 =
    "1 2 3 4     5 6 7 8     9 10 11 12   13 14 15 16\n"
    "1 8 10 15   16 9 7 2    6 3 13 12    11 14 4 5\n"
    "1 7 12 14   15 9 6 4    8 2 13 11    10 16 3 5\n"
    "1 6 11 16   14 9 8 3    7 4 13 10    12 15 2 5\n"
    "1 5 9 13    2 6 10 14   3 7 11 15    4 8 12 16\n";

// "table orientation" of a player at each position, as the fiche individuelle prints it.
std::string fiche(const MovementPlan& plan, int player) {
  static const char* const kNames[] = {"NORD", "SUD", "EST", "OUEST"};
  std::string out;
  for (const PositionSeating& at : plan)
    for (std::size_t t = 0; t < at.size(); ++t)
      for (int o = North; o <= West; ++o)
        if (at[t].seat[std::size_t(o)] == player) out += std::to_string(t + 1) + " " + kNames[o] + "\n";
  return out;
}

void checkPrinted(const MovementPlan& plan, const char* printed, int tables, int positions) {
  REQUIRE(int(plan.size()) == positions);
  std::istringstream in(printed);
  for (int p = 0; p < positions; ++p)
    for (int t = 0; t < tables; ++t)
      for (int o = North; o <= West; ++o) {
        int want = 0;
        in >> want;
        INFO("position " << p + 1 << " table " << t + 1 << " orientation " << o);
        CHECK(plan[std::size_t(p)][std::size_t(t)].seat[std::size_t(o)] == want);
      }
}

}  // namespace

TEST_CASE("Howell 3 tables: the printed table, cell by cell, and player 7's fiche", "[tournament][movement]") {
  REQUIRE(howellPositions(3) == 6);
  const MovementPlan plan = howellMovement(3, 6);
  checkPrinted(plan, kPrinted3, 3, 6);
  CHECK(fiche(plan, 7) == "2 EST\n1 EST\n1 EST\n3 OUEST\n2 NORD\n1 EST\n");
  CHECK(howellMovement(3, 7).empty());
  // Twelve players, eleven opponents, eighteen places facing others over six positions: everyone meets everyone,
  // some pairs again. Counted from the printed rows apart from this code: 35 pairs once, 21 twice, 9 three times, and 6 and 8
  // four times (positions 1, 4, 5, 6).
  const Meetings m = countMeetings(plan);
  CHECK(m.max == 4);
  int byCount[5] = {0, 0, 0, 0, 0};
  for (int a = 1; a <= 12; ++a)
    for (int b = a + 1; b <= 12; ++b) ++byCount[m.count(a, b)];
  CHECK(byCount[0] == 0);
  CHECK(byCount[1] == 35);
  CHECK(byCount[2] == 21);
  CHECK(byCount[3] == 9);
  CHECK(byCount[4] == 1);
  CHECK(m.count(6, 8) == 4);
  CHECK(m.repeats.size() == 31);
}

TEST_CASE("Howell 4 tables: the printed table, cell by cell, and player 7's fiche", "[tournament][movement]") {
  REQUIRE(howellPositions(4) == 5);
  const MovementPlan plan = howellMovement(4, 5);
  checkPrinted(plan, kPrinted4, 4, 5);
  CHECK(fiche(plan, 7) == "2 EST\n2 EST\n1 SUD\n3 NORD\n3 SUD\n");
  // Every player meets each of the fifteen others exactly once.
  const Meetings m = countMeetings(plan);
  CHECK(m.max == 1);
  for (int a = 1; a <= 16; ++a)
    for (int b = 1; b <= 16; ++b) CHECK(m.count(a, b) == (a == b ? 0 : 1));
  CHECK(howellMovement(5, 1).empty());
}

TEST_CASE("Howell through the movement request: prescribed for 3 and 4 tables", "[tournament][movement]") {
  CHECK(prescribedMovement(3).kind == MovementKind::Howell);
  CHECK(prescribedMovement(3).maxPositions == 6);
  CHECK(prescribedMovement(4).maxPositions == 5);
  MovementRequest r;
  r.tables = 4;
  r.positions = 5;
  MovementPlan plan;
  std::string why;
  REQUIRE(planMovement(r, &plan, &why));
  CHECK(plan == howellMovement(4, 5));
  r.positions = 6;
  CHECK_FALSE(planMovement(r, &plan, &why));
  CHECK(why.find("5 positions") != std::string::npos);
}
