// The trick in progress and the rules of the card play, written once (FFT "Le jeu de la carte", "L'excuse"):
// follow the suit led; void in it, trump; over-trump the highest trump of the trick when the hand can, else any
// trump; with no trump, any card. The Excuse may be played at any time and never takes the trick, except when it
// is led to the last trick by a camp that took every other one (chelem). The engine (its legal plays and its
// refusals), the random playouts and the endgame solver all play their cards through this type.
#pragma once
#include "card_set.h"
#include "refusal.h"
#include <cstdint>

namespace tarot {

namespace detail {
inline constexpr CardSet kSuitMask[5] = {CardSet::ofSuit(Suit::Spades), CardSet::ofSuit(Suit::Hearts),
                                         CardSet::ofSuit(Suit::Diamonds), CardSet::ofSuit(Suit::Clubs),
                                         CardSet::ofSuit(Suit::Trump)};
// Cards whose id is strictly above c.
inline CardSet above(Card c) {
  if (c < 63) return CardSet::fromBits(~((2ull << c) - 1), ~0ull);
  if (c == 63) return CardSet::fromBits(0, ~0ull);
  const int k = c - 64;
  return CardSet::fromBits(0, k >= 63 ? 0 : ~((2ull << k) - 1));
}
// kStrength.of[led][card]: the card's strength in a trick whose led suit is `led`: 0 for a card that cannot take
// it (another suit, the Excuse), 1..56 a card of the suit led (id + 1), 120..140 a trump (id + 64).
struct Strength {
  std::uint8_t of[6][kDeckSize];
};
constexpr Strength makeStrength() {
  Strength t{};
  for (int led = 0; led < 6; ++led)
    for (int c = 0; c < kDeckSize; ++c)
      t.of[led][c] = std::uint8_t(isTrump(Card(c)) ? c + 64 : (c < kSuitCards && c / 14 == led) ? c + 1 : 0);
  return t;
}
inline constexpr Strength kStrength = makeStrength();
}  // namespace detail

// A card's strength in a trick whose suit led is `led` (Suit::Excuse: none set yet); the strongest card takes it.
inline int trickStrength(Suit led, Card c) { return detail::kStrength.of[int(led)][c]; }

class Trick {
 public:
  int size() const { return size_; }  // cards played to it so far
  bool empty() const { return size_ == 0; }
  // Suit led: Suit::Excuse while no card but the Excuse has been played.
  Suit led() const { return led_; }
  CardSet cards() const { return cards_; }
  // Position in the trick of the card winning it so far (never the Excuse); -1 when there is none.
  int bestPos() const { return best_; }
  // Strength of that card (see trickStrength); 0 when none.
  int bestStrength() const { return bestKey_; }
  // Position of the Excuse in the trick; -1 when it has not been played.
  int excusePos() const { return excuse_; }
  // The highest trump of the trick, which a trump played now must beat when the hand can; kNoCard when none.
  Card topTrump() const { return bestKey_ >= 120 ? Card(bestKey_ - 64) : kNoCard; }

  // The cards of `hand` that may be played to this trick now (any card to lead it).
  CardSet playable(CardSet hand) const {
    if (size_ == 0 || led_ == Suit::Excuse) return hand;  // no suit set yet: the next card sets it
    const CardSet excuse = hand & CardSet::single(kExcuse);
    if (led_ != Suit::Trump) {
      const CardSet follow = hand & detail::kSuitMask[int(led_)];
      if (!follow.empty()) return follow | excuse;
    }
    const CardSet trumps = hand & detail::kSuitMask[int(Suit::Trump)];
    if (trumps.empty()) return hand;
    // Must trump, over-trumping the highest trump already played when possible.
    if (bestKey_ >= 120) {
      const CardSet over = trumps & detail::above(Card(bestKey_ - 64));
      if (!over.empty()) return over | excuse;
    }
    return trumps | excuse;
  }
  // Why `card`, held in `hand` but not playable, breaks the rule: MustFollow (suit: the suit led), MustOverTrump
  // (card: the trump to beat), MustTrump or MustPlayTrump (suit: the suit led), for the seat `seat`.
  Refusal refusal(CardSet hand, int seat) const;

  // Adds `c` to the trick. The first card other than the Excuse sets the suit; then the strongest card takes the
  // lead, compared without branches (the cards are random in playouts: branches on them would be mispredicted).
  void add(Card c) {
    const int pos = size_;
    if (led_ == Suit::Excuse) led_ = suitOf(c);  // the Excuse itself leaves it unset
    const int key = detail::kStrength.of[int(led_)][c];
    const int better = -int(key > bestKey_);  // all ones when the card takes the lead
    bestKey_ = std::uint8_t(bestKey_ + ((key - bestKey_) & better));
    best_ = std::int8_t(best_ + ((pos - best_) & better));
    excuse_ = std::int8_t(c == kExcuse ? pos : excuse_);
    cards_.add(c);
    ++size_;
  }

  // Position of the card that takes the complete trick: the best card; the Excuse instead when it was led to the
  // last trick of the deal (`lastTrick`) by a seat whose camp took every other trick (`excuseCampTookAll`).
  int takerPos(bool lastTrick, bool excuseCampTookAll) const {
    return lastTrick && excuse_ == 0 && excuseCampTookAll ? 0 : best_;
  }
  // Whether the Excuse's owner keeps it (giving a half-point card to the trick's winner): it was played, and the
  // trick is not the last of the deal (in the last trick it is lost, or it takes the trick).
  bool excuseKept(bool lastTrick) const { return excuse_ >= 0 && !lastTrick; }

  bool operator==(const Trick& o) const {
    return cards_ == o.cards_ && led_ == o.led_ && bestKey_ == o.bestKey_ && best_ == o.best_ &&
           excuse_ == o.excuse_ && size_ == o.size_;
  }
  bool operator!=(const Trick& o) const { return !(*this == o); }

 private:
  CardSet cards_;
  Suit led_ = Suit::Excuse;
  std::uint8_t bestKey_ = 0;
  std::int8_t best_ = -1;
  std::int8_t excuse_ = -1;
  std::uint8_t size_ = 0;
};

// The leads allowed for the first trick at 5 players (FFT "Le jeu à 5"): no card of the called suit but the
// called card itself, unless the hand holds nothing else. `called` is kNoCard (or a trump) when the rule does not
// apply.
inline CardSet firstLeads(CardSet hand, Card called) {
  if (called >= kSuitCards) return hand;
  const CardSet allowed = (hand - detail::kSuitMask[int(suitOf(called))]) | (hand & CardSet::single(called));
  return allowed.empty() ? hand : allowed;
}

}  // namespace tarot
