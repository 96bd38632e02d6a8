// Deductions from the cards played: voids revealed by the FFT obligations to follow suit and to trump.
#include "bots/seat_knowledge.h"

namespace tarot {

bool beats(Card c, Card best, Suit led) {
  if (c == kExcuse) return false;
  if (best == kNoCard || best == kExcuse) return true;
  return trickStrength(led, c) > trickStrength(led, best);  // the trick's own order (trick.h)
}

SeatKnowledge deduce(const Observation& obs) {
  SeatKnowledge k;
  const int n = obs.rules.players;
  k.players = n;
  k.me = obs.seat;
  k.unseen = CardSet::all() - obs.hand - obs.playedSet - obs.ecart - obs.ecartTrumpsShown;
  if (obs.taker >= 0) {
    const bool iAmTaker = obs.seat == obs.taker;
    const bool iAmPartner = !iAmTaker && ((obs.called != kNoCard && obs.hand.has(obs.called)) || obs.partner == obs.seat);
    k.attack = iAmTaker || iAmPartner;
    const int partner = iAmPartner ? obs.seat : obs.partner;
    const bool campsKnown = n != 5 || partner >= 0;
    for (int s = 0; s < n; ++s) {
      if (campsKnown) {
        const bool sAttack = s == obs.taker || s == partner;
        k.ally[s] = sAttack == k.attack;
        k.enemy[s] = !k.ally[s];
      } else {
        // 5 players with the partner still hidden: only my own seat and the taker are certain.
        k.ally[s] = s == obs.seat;
        k.enemy[s] = !iAmTaker && s == obs.taker;
      }
    }
  }
  // Voids from completed and current tricks.
  for (int start = 0; start < obs.playedCount; start += n) {
    const int end = start + n < obs.playedCount ? start + n : obs.playedCount;
    Suit led = Suit::Excuse;
    Card best = kNoCard;
    for (int i = start; i < end; ++i) {
      const Card c = obs.played[i];
      const int seat = obs.playedBy[i];
      if (c == kExcuse) continue;
      if (led == Suit::Excuse) { led = suitOf(c); best = c; continue; }
      const Suit s = suitOf(c);
      if (led != Suit::Trump && s != led) k.voids[seat] |= 1u << int(led);
      if (s != led && s != Suit::Trump) k.voids[seat] |= 1u << int(Suit::Trump);
      if (beats(c, best, led)) best = c;
    }
  }
  // Current trick.
  k.trickStart = (obs.playedCount / n) * n;
  k.inTrick = obs.playedCount - k.trickStart;
  for (int i = k.trickStart; i < obs.playedCount; ++i) {
    const Card c = obs.played[i];
    k.trickHalfPoints += halfPoints(c);
    if (c == kExcuse) continue;
    if (k.led == Suit::Excuse) k.led = suitOf(c);
    if (beats(c, k.winnerCard, k.led)) { k.winnerCard = c; k.winnerSeat = obs.playedBy[i]; }
  }
  k.lastToPlay = k.inTrick == n - 1;
  return k;
}

}  // namespace tarot
