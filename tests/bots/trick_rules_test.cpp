// The trick rules have one implementation (engine/trick.h); this battery checks that every user of it agrees with a
// plain reading of the FFT text written here card by card ("Le jeu de la carte", "L'excuse", "Le jeu à 5"): at every
// card of thousands of random deals at 3, 4 and 5 players, the engine's playable cards, the set of cards check()
// accepts, the reason it gives for each card it refuses, and the endgame solver's move generator; and at the end of
// every trick, the engine's and the solver's taker of the trick.
#include "bots/endgame.h"
#include "engine/random_play.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {

// The cards of the trick in progress, in the order played.
struct TrickSoFar {
  Card cards[kMaxPlayers];
  int seats[kMaxPlayers];
  int count = 0;
};

TrickSoFar trickSoFar(const GameState& g) {
  TrickSoFar t;
  for (int i = g.trickCount() * g.rules().players; i < g.playedCount(); ++i) {
    t.cards[t.count] = g.playedCard(i);
    t.seats[t.count++] = g.playedBy(i);
  }
  return t;
}

// The suit led: that of the first card other than the Excuse; Suit::Excuse when there is none yet.
Suit suitLed(const TrickSoFar& t) {
  for (int i = 0; i < t.count; ++i)
    if (t.cards[i] != kExcuse) return suitOf(t.cards[i]);
  return Suit::Excuse;
}

// The highest trump of the trick, kNoCard when none.
Card highestTrump(const TrickSoFar& t) {
  Card best = kNoCard;
  for (int i = 0; i < t.count; ++i)
    if (isTrump(t.cards[i]) && (best == kNoCard || t.cards[i] > best)) best = t.cards[i];
  return best;
}

// The cards the rulebook lets the seat to move play, read card by card.
CardSet rulebookPlays(const GameState& g) {
  const CardSet hand = g.hand(g.currentSeat());
  const TrickSoFar t = trickSoFar(g);
  CardSet out;
  const Suit led = suitLed(t);
  if (t.count == 0 || led == Suit::Excuse) {
    out = hand;
    const Card called = g.calledCard();
    if (g.playedCount() == 0 && called != kNoCard && !isTrump(called)) {
      // First lead at 5 players: not the called suit, except the called card, unless nothing else is held.
      CardSet other;
      for (CardSet h = hand; !h.empty();) {
        const Card c = h.pop();
        if (suitOf(c) != suitOf(called) || c == called) other.add(c);
      }
      if (!other.empty()) out = other;
    }
    return out;
  }
  bool holdsLed = false, holdsTrump = false, holdsHigher = false;
  const Card top = highestTrump(t);
  for (CardSet h = hand; !h.empty();) {
    const Card c = h.pop();
    if (led != Suit::Trump && suitOf(c) == led) holdsLed = true;
    if (isTrump(c)) holdsTrump = true;
    if (isTrump(c) && (top == kNoCard || c > top)) holdsHigher = true;
  }
  for (CardSet h = hand; !h.empty();) {
    const Card c = h.pop();
    bool ok;
    if (c == kExcuse) ok = true;                                    // the Excuse, at any time
    else if (holdsLed) ok = suitOf(c) == led;                       // follow the suit led
    else if (holdsHigher) ok = isTrump(c) && (top == kNoCard || c > top);  // trump, over the highest trump
    else if (holdsTrump) ok = isTrump(c);                           // trump, under if it must
    else ok = true;                                                 // neither: any card
    if (ok) out.add(c);
  }
  return out;
}

// The rulebook's reason for refusing a held card that is not playable.
RefusalCode rulebookReason(const GameState& g) {
  const TrickSoFar t = trickSoFar(g);
  const CardSet hand = g.hand(g.currentSeat());
  if (t.count == 0) return RefusalCode::CalledSuitFirstTrick;
  const Suit led = suitLed(t);
  if (led != Suit::Trump && !(hand & CardSet::ofSuit(led)).empty()) return RefusalCode::MustFollow;
  const Card top = highestTrump(t);
  for (CardSet h = hand & CardSet::ofSuit(Suit::Trump); !h.empty();) {
    const Card c = h.pop();
    if (top != kNoCard && c > top) return RefusalCode::MustOverTrump;
  }
  return led == Suit::Trump ? RefusalCode::MustPlayTrump : RefusalCode::MustTrump;
}

// The seat taking a complete trick, by the rulebook: the highest trump, else the highest card of the suit led; the
// Excuse never, but led to the last trick by a camp that took all the others, it takes that one.
int rulebookTaker(const GameState& before, Card last) {
  TrickSoFar t = trickSoFar(before);
  t.cards[t.count] = last;
  t.seats[t.count++] = before.currentSeat();
  const bool lastTrick = before.trickCount() == before.rules().tricks() - 1;
  if (lastTrick && t.cards[0] == kExcuse) {
    bool all = true;
    for (int k = 0; k < before.trickCount(); ++k)
      all = all && before.campOf(before.trickWinner(k)) == before.campOf(t.seats[0]);
    if (all) return t.seats[0];
  }
  const Suit led = suitLed(t);
  int best = -1;
  for (int i = 0; i < t.count; ++i) {
    const Card c = t.cards[i];
    if (c == kExcuse) continue;
    if (best < 0) { best = i; continue; }
    const Card b = t.cards[best];
    const bool higher = isTrump(c) ? (!isTrump(b) || c > b) : (!isTrump(b) && suitOf(c) == led && c > b);
    if (higher) best = i;
  }
  return t.seats[best];
}

void checkPosition(const GameState& g, long long* compared) {
  const CardSet reference = rulebookPlays(g);
  REQUIRE(g.playableCards() == reference);
  REQUIRE(g.legalPlays() == reference);
  const int seat = g.currentSeat();
  for (int c = 0; c < kDeckSize; ++c) {
    const Refusal r = g.check(Action::play(Card(c)));
    REQUIRE(bool(r) == !reference.has(Card(c)));
    if (r && g.hand(seat).has(Card(c))) REQUIRE(r.code == rulebookReason(g));
  }
  const bool solverRange = EndgameSolver::solvable(g);
  if (solverRange) REQUIRE(EndgameSolver::movesAt(g) == reference);
  const bool ends = trickSoFar(g).count == g.rules().players - 1;
  for (CardSet m = reference; !m.empty();) {
    const Card c = m.pop();
    GameState next = g;
    next.playCard(c);
    const int engineNext = next.phase() == Phase::Over ? next.trickWinner(next.trickCount() - 1) : next.currentSeat();
    if (ends) REQUIRE(engineNext == rulebookTaker(g, c));
    if (solverRange) REQUIRE(EndgameSolver::nextSeatAfter(g, c) == engineNext);
    ++*compared;
  }
}

}  // namespace

TEST_CASE("Trick rules: engine, refusals and endgame solver agree with the rulebook on random deals", "[engine][trick][battery]") {
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    long long positions = 0, compared = 0;
    for (int seed = 1; seed <= 1500; ++seed) {
      GameState g = GameState::deal(rules, seed % players, std::uint64_t(seed) * 7919);
      Rng rng(std::uint64_t(seed) + 17);
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
        if (g.phase() == Phase::Play && !g.awaitingPoignee()) {
          INFO(players << " players, seed " << seed << ", card " << g.playedCount());
          checkPosition(g, &compared);
          ++positions;
        }
        g.applyUnchecked(randomLegalAction(g, rng));
      }
    }
    // Most deals reach the play (the others are passed out); every card of each is a position.
    CHECK(positions > 1000 * rules.tricks() * players);
    CHECK(compared > positions);
  }
}
