// Seating per deal, including five people at a four-player table.
#include "engine/table.h"

namespace tarot {

DealSeating seatingFor(TableMode mode, int people, int dealerPerson) {
  DealSeating s;
  s.people = people;
  s.dealerPerson = dealerPerson;
  if (mode == TableMode::FiveAtFour && people == 5) {
    s.players = 4;
    s.sittingOut = dealerPerson;
    // Engine seat 0 is the first to speak (the dealer's right); the dealer's engine seat is then 3, the seat
    // "before" seat 0, since the engine rotates speaking from (dealer + 1).
    for (int k = 0; k < 4; ++k) {
      const int person = (dealerPerson + 1 + k) % 5;
      s.personOfSeat[k] = person;
      s.seatOfPerson[person] = k;
    }
    s.personOfSeat[4] = -1;
    s.seatOfPerson[dealerPerson] = -1;
    s.dealerSeat = 3;
    return s;
  }
  s.players = people;
  for (int k = 0; k < 5; ++k) { s.personOfSeat[k] = k < people ? k : -1; s.seatOfPerson[k] = k < people ? k : -1; }
  s.dealerSeat = dealerPerson;
  return s;
}

}  // namespace tarot
