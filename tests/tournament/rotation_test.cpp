// The FFT movement for 5 tables and more (North fixed, South +1, East +2, West -2) and the special movements:
// meetings counted against an independent count and the derived condition, and the rulebook's lists.
#include "tournament/meetings.h"
#include "tournament/movement.h"
#include "tournament/rotation.h"
#include <catch2/catch_test_macros.hpp>
#include <numeric>
#include <set>
#include <vector>

using namespace tarot::tournament;

namespace {

// An independent count: a player keeps his orientation o and his start table s; at position p (from 0) he sits at
// table (s + p x step[o]) mod T. Returns the most times a pair meets.
int bruteMaxMeetings(int tables, int positions) {
  const int step[4] = {0, 1, 2, -2};
  std::vector<int> count(std::size_t(4 * tables * 4 * tables), 0);
  int most = 0;
  for (int p = 0; p < positions; ++p)
    for (int a = 0; a < 4 * tables; ++a)
      for (int b = a + 1; b < 4 * tables; ++b) {
        const int ta = ((a / 4 + p * step[a % 4]) % tables + tables) % tables;
        const int tb = ((b / 4 + p * step[b % 4]) % tables + tables) % tables;
        if (ta == tb) most = std::max(most, ++count[std::size_t(a * 4 * tables + b)]);
      }
  return most;
}

// Two players of orientations whose steps differ by d sit together again every T / gcd(T, d) positions; the
// differences between orientations are 1 (N-S, S-E), 2 (N-E, N-W), 3 (S-W) and 4 (E-W). So some pair meets twice
// within P positions exactly when T / gcd(T, d) <= P - 1 for some d in 1..4.
bool meetsTwice(int tables, int positions) {
  for (int d = 1; d <= 4; ++d)
    if (tables / std::gcd(tables, d) <= positions - 1) return true;
  return false;
}

}  // namespace

TEST_CASE("FFT movement: each player once per position, North fixed, South +1, East +2, West -2",
          "[tournament][movement]") {
  const MovementPlan plan = rotationMovement(7, baseSteps(3));
  REQUIRE(plan.size() == 3);
  // Position 2 at table 1: North 1 stays; South from table 7 (player 26), East from table 6 (23), West from table 3 (12).
  CHECK(plan[1][0].seat == std::array<int, 5>{1, 26, 23, 12, 0});
  // Position 3 at table 1: South from table 6 (22), East from table 4 (15), West from table 5 (20).
  CHECK(plan[2][0].seat == std::array<int, 5>{1, 22, 15, 20, 0});
}

TEST_CASE("FFT movement: who meets twice, 5 to 150 tables over 1 to 7 positions", "[tournament][movement]") {
  std::set<int> freeOver7;
  for (int tables = 5; tables <= 150; ++tables)
    for (int positions = 1; positions <= 7; ++positions) {
      INFO(tables << " tables, " << positions << " positions");
      const Meetings m = countMeetings(rotationMovement(tables, baseSteps(positions)));
      if (tables <= 40) CHECK(m.max == bruteMaxMeetings(tables, positions));
      CHECK((m.max >= 2) == meetsTwice(tables, positions));
      CHECK(m.repeats.empty() == !meetsTwice(tables, positions));
      if (positions == 7 && m.max <= 1) freeOver7.insert(tables);
    }
  // The rulebook: valid "dans la limite de 7 positions" for 5, 7, 11, 13, 17, 19, 21, 22, 23 and up to 150 tables;
  // special movements for 6, 8, 9, 10, 12, 14, 15, 16, 18, 20.
  std::set<int> rulebook = {5, 7, 11, 13, 17, 19, 21, 22, 23};
  for (int t = 24; t <= 150; ++t) rulebook.insert(t);
  std::set<int> onlyRulebook, onlyFree;
  for (int t : rulebook) if (!freeOver7.count(t)) onlyRulebook.insert(t);
  for (int t : freeOver7) if (!rulebook.count(t)) onlyFree.insert(t);
  // Where the count and the rulebook differ: at 5 tables (20 players) nobody can face 21 new opponents in seven
  // positions, the movement is free of repeats for 5; at 24 tables East and West meet again after 6 positions
  // (24 / gcd(24, 4)), at the 7th; at 14 tables the base movement is free over 7 though the rulebook prints a
  // special one.
  CHECK(onlyRulebook == std::set<int>{5, 24});
  CHECK(onlyFree == std::set<int>{14});
  CHECK(meetingFreePositions(rotationMovement(5, baseSteps(7))) == 5);
  CHECK(meetingFreePositions(rotationMovement(24, baseSteps(7))) == 6);
}

TEST_CASE("Special movements: no pair meets twice over the positions the rulebook allows", "[tournament][movement]") {
  for (int tables : {6, 8, 9, 10, 12, 14, 15, 16, 18, 20}) {
    INFO(tables << " tables");
    const SpecialMovement* m = specialMovement(tables);
    REQUIRE(m != nullptr);
    const Prescription p = prescribedMovement(tables);
    CHECK(p.kind == MovementKind::Special);
    CHECK(p.maxPositions == (tables == 6 ? 5 : tables == 8 || tables == 10 ? 6 : 7));
    CHECK(meetingFreePositions(rotationMovement(tables, specialSteps(*m, p.maxPositions))) == p.maxPositions);
    // The base movement would not do (except at 14 tables, see above).
    if (tables != 14) CHECK(meetingFreePositions(rotationMovement(tables, baseSteps(p.maxPositions))) < p.maxPositions);
  }
  // 10 tables: a seventh position brings a repeated meeting, which the count reports.
  const Meetings ten = countMeetings(rotationMovement(10, specialSteps(*specialMovement(10), 7)));
  CHECK(ten.max == 2);
  REQUIRE_FALSE(ten.repeats.empty());
  for (const RepeatedMeeting& r : ten.repeats) CHECK(r.positions.back() == 7);
  // tournaments.md: the 18- and 20-table readings stay free for 9 and 10 positions.
  CHECK(meetingFreePositions(rotationMovement(18, specialSteps(*specialMovement(18), 12))) == 9);
  CHECK(meetingFreePositions(rotationMovement(20, specialSteps(*specialMovement(20), 12))) == 10);
  CHECK(specialMovement(7) == nullptr);
}

TEST_CASE("Special movements: the printed steps", "[tournament][movement]") {
  // 6 tables, West -1: at the 3rd position East +3, at the 4th West -2.
  const std::vector<Steps> six = specialSteps(*specialMovement(6), 5);
  REQUIRE(six.size() == 4);
  CHECK(six[0] == Steps{1, 2, -1});
  CHECK(six[1] == Steps{1, 3, -1});
  CHECK(six[2] == Steps{1, 2, -2});
  CHECK(six[3] == Steps{1, 2, -1});
  // 8 tables, West -1: at the 5th South +2 and East +3, at the 6th East +4.
  const std::vector<Steps> eight = specialSteps(*specialMovement(8), 6);
  CHECK(eight[3] == Steps{2, 3, -1});
  CHECK(eight[4] == Steps{1, 4, -1});
}

TEST_CASE("Prescribed movements by table count", "[tournament][movement]") {
  CHECK(prescribedMovement(2).kind == MovementKind::Random);
  CHECK(prescribedMovement(2).maxPositions == 0);
  for (int t : {5, 7, 11, 13, 17, 19, 21, 22, 23, 24, 100, 150}) {
    CHECK(prescribedMovement(t).kind == MovementKind::Fft);
    CHECK(prescribedMovement(t).maxPositions == 7);
  }
  CHECK(prescribedMovement(151).kind == MovementKind::Random);
}
