// Club-player heuristics for every decision of a deal, from the seat's Observation only.
#include "bots/rule_bot.h"
#include "engine/random_play.h"

namespace tarot {

namespace {

constexpr CardSet kTrumps = CardSet::ofSuit(Suit::Trump);

CardSet suitCards(CardSet s, int suit) { return s & CardSet::ofSuit(Suit(suit)); }

// Lowest-valued card of a set, ties to the lowest rank; trumps: lowest, avoiding the Petit when possible.
Card cheapest(CardSet cards) {
  CardSet plain = cards - CardSet::single(kExcuse);
  if (plain.empty()) return cards.first();
  const CardSet nonTrump = plain - kTrumps;
  if (!nonTrump.empty()) {
    Card best = kNoCard;
    int bestValue = 1 << 20;
    for (CardSet c = nonTrump; !c.empty();) {
      const Card x = c.pop();
      const int v = halfPoints(x) * 16 + rankOf(x);
      if (v < bestValue) { bestValue = v; best = x; }
    }
    return best;
  }
  const CardSet noPetit = plain - CardSet::single(kPetit);
  return noPetit.empty() ? plain.first() : noPetit.first();
}

// Most valuable card to give to a partner's trick (kings only when asked to).
Card richest(CardSet cards, bool allowKing) {
  Card best = kNoCard;
  int bestValue = -1;
  for (CardSet c = cards - CardSet::single(kExcuse); !c.empty();) {
    const Card x = c.pop();
    if (isTrump(x)) continue;
    if (!allowKing && isKing(x)) continue;
    const int v = halfPoints(x) * 16 + rankOf(x);
    if (v > bestValue) { bestValue = v; best = x; }
  }
  return best == kNoCard ? cheapest(cards) : best;
}

}  // namespace

int handPoints(CardSet hand, int players) {
  int pts = 0;
  const int trumps = (hand & kTrumps).size();
  if (hand.has(kTwentyOne)) pts += 10;
  if (hand.has(kExcuse)) pts += 8;
  if (hand.has(kPetit)) pts += trumps >= 6 ? 8 : trumps >= 5 ? 5 : 0;
  pts += 2 * trumps;
  for (Card t = trumpCard(16); t <= trumpCard(20); ++t)
    if (hand.has(t)) pts += 2;
  for (int s = 0; s < 4; ++s) {
    const CardSet suit = suitCards(hand, s);
    const int len = suit.size();
    const bool king = suit.has(suitCard(Suit(s), kRoi)), queen = suit.has(suitCard(Suit(s), kDame));
    if (king) pts += queen ? 10 : 6;
    else if (queen) pts += 3;
    if (suit.has(suitCard(Suit(s), kCavalier))) pts += 2;
    if (suit.has(suitCard(Suit(s), kValet))) pts += 1;
    if (len >= 5) pts += 5 + 2 * (len - 5);
    if (len == 0) pts += 6;
    else if (len == 1) pts += 3;
  }
  // Counts are calibrated on a hand of 4 players; scale other hand sizes.
  Rules rules;
  const int calibrated = rules.handSize();
  rules.players = players;
  return pts * calibrated / rules.handSize();
}

Contract wantedContract(int pts, int players) {
  if (players == 5) pts += 4;       // a partner will help
  if (players == 3) pts -= 2;       // two defenders with more cards each
  if (pts >= 84) return Contract::GardeContre;
  if (pts >= 72) return Contract::GardeSans;
  if (pts >= 56) return Contract::Garde;
  if (pts >= 41) return Contract::Prise;
  return Contract::Pass;
}

Contract RuleBot::chooseBid(const Observation& obs) {
  int pts = handPoints(obs.hand, obs.rules.players);
  if (beginner_) pts += int(rng_.below(17)) - 8;
  const Contract want = wantedContract(pts, obs.rules.players);
  Contract current = Contract::Pass;
  for (int s = 0; s < obs.rules.players; ++s)
    if (obs.hasBid[s] && obs.bids[s] > current) current = obs.bids[s];
  return want > current ? want : Contract::Pass;
}

Card RuleBot::chooseCall(const Observation& obs) {
  Card best = kNoCard;
  int bestScore = -1000;
  for (const Action& a : obs.legal) {
    const Card c = a.card();
    int score = 0;
    if (obs.hand.has(c)) score -= 100;  // calling oneself means playing alone
    const CardSet suit = suitCards(obs.hand, int(suitOf(c)));
    score += 2 * suit.size();
    if (suit.has(suitCard(suitOf(c), kDame))) score += 4;
    if (score > bestScore) { bestScore = score; best = c; }
  }
  return best;
}

CardSet RuleBot::chooseEcart(const Observation& obs) {
  const EcartRule& rule = obs.ecartRule;
  CardSet out;
  int room = rule.size - rule.trumpsNeeded;
  CardSet plain = rule.allowed - kTrumps;
  // First empty whole short suits that hold no king: voids let the taker trump.
  for (int pass = 0; pass < 4 && room > 0; ++pass) {
    int bestSuit = -1, bestLen = 99;
    for (int s = 0; s < 4; ++s) {
      const CardSet inHand = suitCards(obs.hand, s);
      const CardSet discardable = suitCards(plain, s) - out;
      if (discardable.empty() || inHand.has(suitCard(Suit(s), kRoi))) continue;
      if (discardable.size() != inHand.size()) continue;
      if (discardable.size() <= room && discardable.size() < bestLen) { bestLen = discardable.size(); bestSuit = s; }
    }
    if (bestSuit < 0) break;
    CardSet d = suitCards(plain, bestSuit) - out;
    out |= d;
    room -= d.size();
  }
  // Then save unprotected honours (queens, cavaliers without their king), then the shortest suits' cards.
  while (room > 0) {
    Card pick = kNoCard;
    int bestScore = -1000;
    for (CardSet c = plain - out; !c.empty();) {
      const Card x = c.pop();
      const int s = int(suitOf(x));
      const CardSet inHand = suitCards(obs.hand, s) - out;
      int score = halfPoints(x) * 3 - inHand.size() * 4;
      if (inHand.has(suitCard(Suit(s), kRoi))) score -= 12;  // keep the king guarded
      if (beginner_) score += int(rng_.below(9));
      if (score > bestScore) { bestScore = score; pick = x; }
    }
    if (pick == kNoCard) break;
    out.add(pick);
    --room;
  }
  // Forced trumps: the lowest ones.
  CardSet trumps = rule.allowed & kTrumps;
  for (int i = 0; i < rule.trumpsNeeded && !trumps.empty(); ++i) out.add(trumps.pop());
  if (out.size() != rule.size) {
    Rng r(obs.hand.lo() ^ obs.hand.hi());
    return randomEcart(rule, r);
  }
  return out;
}

Action RuleBot::choosePoignee(const Observation& obs) {
  // Show as taker (the bonus goes to the winner, and the taker expects to win); defenders keep theirs hidden.
  if (obs.seat != obs.taker) return Action::poignee(PoigneeSize::None, {});
  const Action* best = nullptr;
  for (const Action& a : obs.legal)
    if (a.kind == ActionKind::Poignee && (!best || a.value > best->value)) best = &a;
  return best ? *best : Action::poignee(PoigneeSize::None, {});
}

Card RuleBot::lead(const Observation& obs, const SeatKnowledge& k) {
  const CardSet legal = obs.legalPlays;
  const CardSet myTrumps = legal & kTrumps;
  const CardSet unseenTrumps = k.unseen & kTrumps;
  const int cardsLeft = obs.hand.size();
  if (legal.has(kExcuse) && cardsLeft <= 2) return kExcuse;
  if (k.attack) {
    // Draw trumps when strong, then cash long suits.
    if (!myTrumps.empty() && myTrumps.size() >= unseenTrumps.size() + 2 && !unseenTrumps.empty()) {
      const Card top = myTrumps.last();
      if (top > unseenTrumps.last()) return top;
      const CardSet low = myTrumps - CardSet::single(kPetit);
      if (!low.empty()) return low.first();
    }
    // Petit au bout: lead the Petit late when no enemy trump remains.
    if (legal.has(kPetit) && unseenTrumps.empty()) return kPetit;
  } else {
    if (obs.taker >= 0 && !obs.playedSet.has(kPetit) && !obs.hand.has(kPetit) &&
        !k.isVoid(obs.taker, Suit::Trump) && myTrumps.size() >= 2 && myTrumps.last() >= trumpCard(15)) {
      // Hunt the Petit when the taker can hold few trumps beside it: a high trump led makes him give it up.
      // (Expected trumps in his hand: unseen trumps times his share of the unseen cards, at most one.)
      const int hidden = k.unseen.size();
      if (hidden > 0 && unseenTrumps.size() * cardsLeft <= hidden) return myTrumps.last();
    }
  }
  // Masters first: kings whose suit nobody is known to be void in.
  for (int s = 0; s < 4; ++s) {
    const Card king = suitCard(Suit(s), kRoi);
    if (!legal.has(king)) continue;
    bool safe = true;
    for (int p = 0; p < k.players; ++p)
      if (p != k.me && k.enemy[p] && k.isVoid(p, Suit(s))) safe = false;
    if (safe && suitCards(obs.playedSet, s).size() < 6) return king;
  }
  // Otherwise a low card of the longest suit (defence: a suit the taker must trump).
  int bestSuit = -1, bestScore = -1000;
  for (int s = 0; s < 4; ++s) {
    const CardSet c = suitCards(legal, s);
    if (c.empty()) continue;
    int score = c.size() * 2;
    if (!k.attack && obs.taker >= 0 && k.isVoid(obs.taker, Suit(s))) score += 6;
    if (k.attack) for (int p = 0; p < k.players; ++p) if (k.enemy[p] && k.isVoid(p, Suit(s))) score -= 5;
    if (c.has(suitCard(Suit(s), kDame)) && !c.has(suitCard(Suit(s), kRoi))) score -= 3;
    if (beginner_) score += int(rng_.below(5));
    if (score > bestScore) { bestScore = score; bestSuit = s; }
  }
  if (bestSuit >= 0) return cheapest(suitCards(legal, bestSuit));
  if (!myTrumps.empty()) return cheapest(myTrumps);
  return cheapest(legal);
}

Card RuleBot::follow(const Observation& obs, const SeatKnowledge& k) {
  const CardSet legal = obs.legalPlays;
  const int n = k.players;
  const bool allyWinning = k.winnerSeat >= 0 && k.ally[k.winnerSeat];
  const int cardsLeft = obs.hand.size();
  const bool plainLed = k.led != Suit::Excuse && k.led != Suit::Trump;
  const CardSet trumpsLeft = k.unseen & kTrumps;
  const CardSet ledLeft = plainLed ? (k.unseen & CardSet::ofSuit(k.led)) : CardSet();
  // Seats still to play after me in this trick, and whether one of the other camp could trump or overtrump.
  int enemiesAfter = 0;
  bool cutThreat = false;
  for (int i = k.inTrick + 1; i < n; ++i) {
    const int seat = (obs.seat + (i - k.inTrick)) % n;
    if (k.ally[seat]) continue;
    ++enemiesAfter;
    if (k.isVoid(seat, Suit::Trump) || trumpsLeft.empty()) continue;
    if (!plainLed || k.isVoid(seat, k.led)) cutThreat = true;
  }
  const bool enemyAfter = enemiesAfter > 0;
  // Few cards of the suit left outside: someone after me is probably void in it.
  if (plainLed && enemyAfter && !trumpsLeft.empty() && ledLeft.size() < 2 * enemiesAfter)
    cutThreat = true;
  // Can the current best be beaten later? A trump above every unseen trump cannot.
  const bool winnerSafe = k.winnerCard != kNoCard && isTrump(k.winnerCard) &&
                          (trumpsLeft.empty() || k.winnerCard > trumpsLeft.last());
  const bool allySecure = allyWinning && (!enemyAfter || winnerSafe);

  if (legal.has(kExcuse) && cardsLeft <= 2 && !(legal.size() == 1)) return kExcuse;
  if (legal.size() == 1) return legal.first();

  CardSet nonExcuse = legal - CardSet::single(kExcuse);
  const bool following = plainLed && !(nonExcuse & CardSet::ofSuit(k.led)).empty();
  if (following) {
    const CardSet suit = nonExcuse & CardSet::ofSuit(k.led);
    if (allySecure) return richest(suit, true);
    const Card top = suit.last();
    const bool topWins = beats(top, k.winnerCard, k.led);
    // Win with the top card when last, or when it is master of the suit and nobody after me can trump it.
    const bool master = ledLeft.empty() || top > ledLeft.last();
    if (topWins && (!enemyAfter || (master && !cutThreat))) return top;
    if (allyWinning && !enemyAfter) return richest(suit, true);
    // Excuse to save points when the trick is lost and we only hold valuable cards.
    if (legal.has(kExcuse) && halfPoints(cheapest(suit)) >= 5) return kExcuse;
    return cheapest(suit);
  }
  const CardSet trumps = nonExcuse & kTrumps;
  if (!trumps.empty()) {
    // Trumping (or trump led): win cheaply when worth it, keep the 21 for when it counts.
    if (allySecure) {
      const CardSet small = trumps - CardSet::single(kPetit);
      if (trumps.has(kPetit)) return kPetit;  // the Petit saved in a trick my camp surely wins
      return small.empty() ? trumps.first() : small.first();
    }
    CardSet winners;
    for (CardSet c = trumps; !c.empty();) { const Card t = c.pop(); if (beats(t, k.winnerCard, k.led)) winners.add(t); }
    if (!winners.empty()) {
      const bool worth = k.trickHalfPoints >= 6 || !enemyAfter || k.attack;
      CardSet candidates = winners - CardSet::single(kPetit);
      if (!enemyAfter && winners.has(kPetit)) return kPetit;
      if (candidates.empty()) candidates = winners;
      if (worth) {
        if (enemyAfter) {
          // Nobody after me is likely to overtrump: the lowest winner will do.
          if (!cutThreat) return candidates.first();
          // An overtrump may come: win with a master trump when the trick is worth it, else high but not the 21.
          CardSet masters;
          for (CardSet c = candidates; !c.empty();) { const Card t = c.pop(); if (trumpsLeft.empty() || t > trumpsLeft.last()) masters.add(t); }
          const CardSet nonTwentyOne = candidates - CardSet::single(kTwentyOne);
          if (!masters.empty() && (k.trickHalfPoints >= 8 || masters.first() != kTwentyOne)) return masters.first();
          if (!k.attack && k.trickHalfPoints < 6) return cheapest(trumps);
          return nonTwentyOne.empty() ? candidates.last() : nonTwentyOne.last();
        }
        return candidates.first();
      }
    }
    if (legal.has(kExcuse) && k.trickHalfPoints >= 10 && !allyWinning) return kExcuse;
    return cheapest(trumps);
  }
  // Discarding: points to a partner's trick, the least to the enemy.
  if (allySecure || (allyWinning && !enemyAfter)) return richest(nonExcuse, !enemyAfter);
  if (nonExcuse.empty()) return kExcuse;
  return cheapest(nonExcuse);
}

Card RuleBot::choosePlay(const Observation& obs) {
  const SeatKnowledge k = deduce(obs);
  if (beginner_ && rng_.below(5) == 0) return randomCard(obs.legalPlays, rng_);
  const Card c = k.inTrick == 0 ? lead(obs, k) : follow(obs, k);
  return obs.legalPlays.has(c) ? c : cheapest(obs.legalPlays);
}

Action RuleBot::decide(const Observation& obs) {
  switch (obs.phase) {
    case Phase::Bidding: return Action::bid(chooseBid(obs));
    case Phase::Call: return Action::call(chooseCall(obs));
    case Phase::Ecart: return Action::ecart(chooseEcart(obs));
    case Phase::Chelem: {
      // Only an overwhelming hand: most trumps with the 21 and the Excuse, and nothing but kings beside.
      const CardSet h = obs.hand;
      const CardSet other = h - kTrumps - CardSet::single(kExcuse);
      bool kingsOnly = true;
      for (CardSet c = other; !c.empty();) if (!isKing(c.pop())) kingsOnly = false;
      const bool huge = h.has(kTwentyOne) && h.has(kExcuse) && kingsOnly && (h & kTrumps).size() >= h.size() * 2 / 3;
      return Action::chelem(huge && !beginner_);
    }
    case Phase::Play:
      for (const Action& a : obs.legal)
        if (a.kind == ActionKind::Poignee) return choosePoignee(obs);
      return Action::play(choosePlay(obs));
    default: return Action::chelem(false);
  }
}

}  // namespace tarot
