// The chelem criterion.
//
// To make a chelem the taker's camp must win every trick. The taker who announces it leads the first trick and, while
// the chelem holds, every later one: each card of his hand is led by him and must win its trick (the Excuse, led
// last, wins it under the chelem rule; played by a defender it does not break the chelem). So the hand alone decides
// it, against the way the unseen cards lie. We count the tricks lost against the worst lie for each suit taken
// alone, one defender holding all the unseen cards of that suit:
//  - in a suit (trumps included) the taker leads his highest card: it wins when it beats every card the defender has
//    left there, and the defender then throws his lowest; otherwise the defender takes the trick (a loser) with his
//    lowest card that beats it. Leading from the top is the taker's best order against one holder;
//  - trumps the defender still holds when the taker's trumps are gone each take a trick later (he trumps a suit he
//    lacks), one loser each.
// Zero losers: the chelem is made however the cards lie. One loser: it can still be made when the cards lie better
// (the missing high card falls alone under a master, or it is in the partner's hand at five). Two or more: it needs
// two such pieces of luck, and an announced chelem that fails costs 200 points: nobody sound announces it, so the
// question is not worth an interruption. The criterion is generous on purpose (a person is never denied a chelem
// the hand may make) and only reads the hand and the écart, as the person does.
#include "match/chelem_question.h"
#include "engine/card.h"
#include <algorithm>
#include <vector>

namespace tarot::match {

namespace {

// Ranks, high to low (trumps by number, suit cards by rank).
std::vector<int> ranksOf(CardSet s) {
  std::vector<int> out;
  while (!s.empty()) {
    const Card c = s.pop();
    out.push_back(rankOf(c));
  }
  std::sort(out.rbegin(), out.rend());
  return out;
}

// Losses leading `mine` from the top against one defender holding `theirs`; `left` gets how many of theirs remain.
int suitLosers(std::vector<int> mine, std::vector<int> theirs, int* left) {
  int losers = 0;
  for (int card : mine) {  // high to low
    if (theirs.empty()) break;
    if (card > theirs.front()) {
      theirs.pop_back();  // their lowest
    } else {
      ++losers;
      // Their lowest card above the lead takes the trick.
      for (int i = int(theirs.size()) - 1; i >= 0; --i)
        if (theirs[size_t(i)] > card) { theirs.erase(theirs.begin() + i); break; }
    }
  }
  if (left) *left = int(theirs.size());
  return losers;
}

}  // namespace

int chelemLosers(CardSet hand, CardSet known) {
  const CardSet unseen = CardSet::all() - hand - known - CardSet::single(kExcuse);
  int losers = 0;
  for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
    losers += suitLosers(ranksOf(hand & CardSet::ofSuit(s)), ranksOf(unseen & CardSet::ofSuit(s)), nullptr);
  int trumpsLeft = 0;
  losers += suitLosers(ranksOf(hand & CardSet::ofSuit(Suit::Trump)), ranksOf(unseen & CardSet::ofSuit(Suit::Trump)), &trumpsLeft);
  // Each trump the defender keeps takes a trick, as long as the taker has cards to lead into it.
  const int cardsLed = (hand - CardSet::single(kExcuse)).size();
  return losers + std::min(trumpsLeft, std::max(0, cardsLed - losers));
}

bool chelemWorthAsking(CardSet hand, CardSet known) { return chelemLosers(hand, known) <= 1; }

}  // namespace tarot::match
