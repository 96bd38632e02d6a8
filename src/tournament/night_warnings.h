// What an arbitrator must see before a position starts (chapter 2): the movement's limit of positions for the table
// count, the pairs that meet again ("le mouvement FFT permet à chaque joueur de ne rencontrer qu'une seule fois un
// adversaire"), teammates at one table ("les joueurs d'une même équipe ne se rencontrent pas lors du tournoi"), the
// players sent to a table of 3 again ("qu'un joueur ne repasse une nouvelle fois à une table à 3 joueurs") and who was
// moved for a withdrawal (article 27) or a late arrival. Codes with their figures, worded where they are shown.
#pragma once
#include "tournament/seating.h"
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::tournament {

enum class WarningCode : std::uint8_t {
  NoMovement,          // a: tables; the rulebook prints no movement for them (a random seating)
  BeyondMovement,      // a: tables, b: the positions the rulebook's movement has for them
  SameAsPosition,      // a: the earlier position whose tables this position repeats, player for player
  MeetAgain,           // a, b: the players; positions: where they met before
  TeammatesTogether,   // a, b: teammates at table c (the movement could not keep them apart)
  TeammatesSeparated,  // a, b: teammates the movement brought to table c; b swapped seats with d (table e)
  TableOf3Again,       // a: the player, at table b, a table of 3; positions: where they sat at one before
  Moved,               // a: the player moved from table b (the movement's) to table c
  TakesEmptySeat,      // a: the player at Fifth of table b takes the seat left empty (a table of 5 become 4)
  Arrives,             // a: a player who was not drawn (late arrival), seated at table b
  TableNotPlayed,      // a: the movement's table left without players; b: the tables at this position
  Count
};

struct Warning {
  WarningCode code = WarningCode::NoMovement;
  int a = 0, b = 0, c = 0, d = 0, e = 0;
  std::vector<int> positions;
  bool operator==(const Warning& o) const {
    return code == o.code && a == o.a && b == o.b && c == o.c && d == o.d && e == o.e && positions == o.positions;
  }
  // "players 1 and 6 meet again (already at position 1)"; the command-line tool's and the tests' words.
  std::string english() const;
};

// Who plays in a team (0: nobody, or an individual tournament), indexed by player.
using TeamOf = std::vector<int>;

// The warnings of position `position` (from 1) seated `at`, the positions played before it seated `before`
// (before[0] is position 1): the movement's limit for `tables` tables (`maxPositions` played positions, 0 when the
// rulebook prints none, negative for a position not seated by the FFT movement), the same tables as an earlier position, each pair meeting again, teammates at one table,
// players at a table of 3 again.
std::vector<Warning> positionWarnings(const std::vector<PositionSeating>& before, const PositionSeating& at,
                                      int position, const TeamOf& teamOf, int tables, int maxPositions);

// How many times each player sat at a table of 3 (a table with an empty seat among N, S, E, W and no Fifth).
std::vector<int> tableOf3Count(const std::vector<PositionSeating>& positions, int highestPlayer);

}  // namespace tarot::tournament
