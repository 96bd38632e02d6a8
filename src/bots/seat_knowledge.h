// What a seat can deduce from its Observation: cards still unseen, suits a seat has shown void in (failing to
// follow or to trump), the camps as far as they are known, and the state of the trick in progress.
#pragma once
#include "engine/observation.h"

namespace tarot {

struct SeatKnowledge {
  int players = 4;
  int me = 0;
  CardSet unseen;                              // cards neither in my hand nor played nor known in écart/chien
  std::array<std::uint8_t, kMaxPlayers> voids{};  // bit s (0..3 suits, 4 = trumps) set when that seat lacks it
  std::array<bool, kMaxPlayers> ally{};        // seats known to be in my camp (me included)
  std::array<bool, kMaxPlayers> enemy{};       // seats known to be in the other camp
  bool attack = false;                         // I am in the attack

  // Trick in progress.
  int trickStart = 0;                          // index in obs.played of its first card
  int inTrick = 0;
  Suit led = Suit::Excuse;                     // Suit::Excuse while no suit is set yet
  int winnerSeat = -1;                         // seat currently winning the trick
  Card winnerCard = kNoCard;
  int trickHalfPoints = 0;
  bool lastToPlay = false;

  bool isVoid(int seat, Suit s) const { return voids[seat] & (1u << int(s)); }
};

SeatKnowledge deduce(const Observation& obs);
// Whether `c` would beat `best` in a trick whose led suit is `led`.
bool beats(Card c, Card best, Suit led);

}  // namespace tarot
