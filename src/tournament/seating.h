// Who sits where at one position of a tournament: the shape shared by the movements that compute it, the
// tournament document that records it and the pages that print it. Players are numbered from 1 as in the
// rulebook's tables; 0 is a seat left empty (North of a table of 3).
#pragma once
#include <array>
#include <vector>

namespace tarot::tournament {

// The orientations of a table, in the rulebook's order (Nord, Sud, Est, Ouest), and a fifth seat for the
// optional tables of 5.
enum Orientation { North = 0, South = 1, East = 2, West = 3, Fifth = 4 };

// One table at one position: the player at each orientation.
struct TableSeating {
  std::array<int, 5> seat{};  // seat[North..West], seat[Fifth] only at a table of 5; 0 = empty
  int players() const {
    int n = 0;
    for (int p : seat) n += p != 0;
    return n;
  }
  bool operator==(const TableSeating& o) const { return seat == o.seat; }
};

// Every table at one position, table 1 first.
using PositionSeating = std::vector<TableSeating>;

// Every position of a movement, position 1 first.
using MovementPlan = std::vector<PositionSeating>;

}  // namespace tarot::tournament
