// Seating per deal, and five people at a four-player table with the dealer sitting out.
#include "engine/table.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

TEST_CASE("Standard tables: every person plays, seats are persons", "[engine]") {
  for (int people = 3; people <= 5; ++people) {
    const DealSeating s = seatingFor(TableMode::Standard, people, 1);
    CHECK(s.players == people);
    CHECK(s.sittingOut == -1);
    CHECK(s.dealerSeat == 1);
    for (int p = 0; p < people; ++p) CHECK(s.personOfSeat[s.seatOfPerson[p]] == p);
  }
}

TEST_CASE("Five at four: the dealer sits out, the others play in order from his right", "[engine]") {
  for (int dealer = 0; dealer < 5; ++dealer) {
    const DealSeating s = seatingFor(TableMode::FiveAtFour, 5, dealer);
    CHECK(s.players == 4);
    CHECK(s.sittingOut == dealer);
    CHECK(s.seatOfPerson[dealer] == -1);
    CHECK(s.personOfSeat[0] == (dealer + 1) % 5);  // first to speak
    CHECK(s.personOfSeat[3] == (dealer + 4) % 5);
    CHECK((s.dealerSeat + 1) % 4 == 0);            // the engine's first speaker is seat 0
  }
  // Over five deals each person sits out exactly once.
  int out[5] = {};
  int dealer = 0;
  for (int k = 0; k < 5; ++k) { ++out[seatingFor(TableMode::FiveAtFour, 5, dealer).sittingOut]; dealer = nextDealer(5, dealer); }
  for (int p = 0; p < 5; ++p) CHECK(out[p] == 1);
}
