// Who sits where for each deal of a match. FFT: the deal passes to the right (playing order). Besides the 3/4/5
// player games, a table of five people may play the four-player game: the dealer sits out each deal and scores
// nothing for it (an optional table mode, see the rules README).
#pragma once
#include "rules.h"

namespace tarot {

enum class TableMode : unsigned char { Standard, FiveAtFour };

struct DealSeating {
  int people = 4;        // people at the table
  int players = 4;       // seats that receive cards this deal
  int dealerPerson = 0;
  int sittingOut = -1;   // person who sits out this deal, or -1
  int personOfSeat[kMaxPlayers] = {0, 1, 2, 3, 4};
  int seatOfPerson[kMaxPlayers] = {0, 1, 2, 3, 4};  // -1 for the person sitting out
  int dealerSeat = 0;    // the dealer's engine seat (in FiveAtFour the dealer does not play: the seat before the
                         // first to speak)
};

// Seating for the deal whose dealer is `dealerPerson`; people are numbered in playing order like seats.
DealSeating seatingFor(TableMode mode, int people, int dealerPerson);
// The dealer of the next deal: the next person in playing order.
inline int nextDealer(int people, int dealerPerson) { return (dealerPerson + 1) % people; }

}  // namespace tarot
