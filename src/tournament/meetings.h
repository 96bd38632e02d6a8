// Who meets whom in a movement: how many times each pair of players sits at the same table, so that the
// arbitrator is warned of the pairs that meet again ("le mouvement FFT permet à chaque joueur de ne rencontrer
// qu'une seule fois un adversaire", chapter 2).
#pragma once
#include "tournament/seating.h"
#include <vector>

namespace tarot::tournament {

// A pair of players seated at the same table at two positions or more (positions numbered from 1).
struct RepeatedMeeting {
  int first = 0;
  int second = 0;  // first < second
  std::vector<int> positions;
};

struct Meetings {
  int highestPlayer = 0;  // players are numbered 1..highestPlayer (some numbers may be absent)
  int max = 0;            // the most times any pair meets
  std::vector<RepeatedMeeting> repeats;  // pairs meeting twice or more, by first then second player
  std::vector<int> counts;               // counts[a * (highestPlayer + 1) + b], both orders filled
  // How many times players a and b sit at the same table.
  int count(int a, int b) const;
};

// Counts every pair seated together (a table of 5 counts its five players) over the plan's positions.
Meetings countMeetings(const MovementPlan& plan);

// The number of positions, from the first, during which no pair of players meets twice.
int meetingFreePositions(const MovementPlan& plan);

}  // namespace tarot::tournament
