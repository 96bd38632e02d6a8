// The printed Howell tables (tournaments.md gives the clean reading of the OCR'd rulebook pages).
#include "tournament/howell.h"

namespace tarot::tournament {

namespace {

// Each row: one position, tables in order, each table North, South, East, West.
constexpr int kHowell3[6][3][4] = {
    {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}},
    {{1, 2, 7, 12}, {5, 6, 11, 3}, {9, 10, 4, 8}},
    {{1, 8, 7, 10}, {5, 2, 11, 12}, {9, 3, 4, 6}},
    {{1, 8, 6, 11}, {5, 2, 4, 10}, {9, 3, 12, 7}},
    {{1, 9, 5, 3}, {7, 11, 4, 10}, {2, 6, 12, 8}},
    {{1, 9, 7, 2}, {5, 11, 4, 12}, {10, 6, 3, 8}},
};

constexpr int kHowell4[5][4][4] = {
    {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}},
    {{1, 8, 10, 15}, {16, 9, 7, 2}, {6, 3, 13, 12}, {11, 14, 4, 5}},
    {{1, 7, 12, 14}, {15, 9, 6, 4}, {8, 2, 13, 11}, {10, 16, 3, 5}},
    {{1, 6, 11, 16}, {14, 9, 8, 3}, {7, 4, 13, 10}, {12, 15, 2, 5}},
    {{1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}, {4, 8, 12, 16}},
};

template <int P, int T>
MovementPlan fromTable(const int (&rows)[P][T][4], int positions) {
  MovementPlan plan;
  for (int p = 0; p < positions; ++p) {
    PositionSeating at(T);
    for (int t = 0; t < T; ++t)
      for (int o = North; o <= West; ++o) at[std::size_t(t)].seat[std::size_t(o)] = rows[p][t][o];
    plan.push_back(at);
  }
  return plan;
}

}  // namespace

int howellPositions(int tables) { return tables == 3 ? 6 : tables == 4 ? 5 : 0; }

MovementPlan howellMovement(int tables, int positions) {
  if (positions < 1 || positions > howellPositions(tables)) return {};
  return tables == 3 ? fromTable(kHowell3, positions) : fromTable(kHowell4, positions);
}

}  // namespace tarot::tournament
