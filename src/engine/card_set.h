// A set of cards as a 78-bit mask (bit i = card id i, see card.h): following suit, over-trumping and
// counting points become mask operations, and copying a hand costs two words.
#pragma once
#include "card.h"
#include <cstdint>

namespace tarot {

class CardSet {
 public:
  constexpr CardSet() = default;
  static constexpr CardSet fromBits(std::uint64_t lo, std::uint64_t hi) { CardSet s; s.lo_ = lo; s.hi_ = hi; return s; }
  static constexpr CardSet single(Card c) { CardSet s; s.add(c); return s; }
  static constexpr CardSet all() { return fromBits(~0ull, (1ull << (kDeckSize - 64)) - 1); }
  // All cards of one suit (Suit::Trump gives the 21 trumps, without the Excuse).
  static constexpr CardSet ofSuit(Suit s) {
    if (s == Suit::Excuse) return single(kExcuse);
    if (s == Suit::Trump) return range(56, 77);
    return range(int(s) * 14, int(s) * 14 + 14);
  }
  // The four suit cards of one rank (1..14, see card.h).
  static constexpr CardSet ofRank(int rank) {
    CardSet s;
    for (int su = 0; su < 4; ++su) s.add(suitCard(Suit(su), rank));
    return s;
  }
  // The three bouts (bouts): the Petit, the 21 and the Excuse.
  static constexpr CardSet bouts() { return single(kPetit) | single(kTwentyOne) | single(kExcuse); }
  // Cards with ids in [from, to).
  static constexpr CardSet range(int from, int to) {
    CardSet s;
    for (int i = from; i < to; ++i) s.add(Card(i));
    return s;
  }

  constexpr bool has(Card c) const { return c < 64 ? (lo_ >> c) & 1 : c < kDeckSize ? (hi_ >> (c - 64)) & 1 : false; }
  constexpr void add(Card c) { if (c < 64) lo_ |= 1ull << c; else hi_ |= 1ull << (c - 64); }
  constexpr void remove(Card c) { if (c < 64) lo_ &= ~(1ull << c); else hi_ &= ~(1ull << (c - 64)); }
  constexpr bool empty() const { return (lo_ | hi_) == 0; }
  int size() const { return __builtin_popcountll(lo_) + __builtin_popcountll(hi_); }
  // Lowest card id in the set; kNoCard when empty.
  Card first() const {
    if (lo_) return Card(__builtin_ctzll(lo_));
    if (hi_) return Card(64 + __builtin_ctzll(hi_));
    return kNoCard;
  }
  // Highest card id in the set; kNoCard when empty.
  Card last() const {
    if (hi_) return Card(127 - __builtin_clzll(hi_));
    if (lo_) return Card(63 - __builtin_clzll(lo_));
    return kNoCard;
  }
  // Removes and returns the lowest card (for iteration: while (!s.empty()) { Card c = s.pop(); ... }).
  Card pop() { Card c = first(); remove(c); return c; }
  // Total value in half points.
  int halfPoints() const;
  int count(Suit s) const { return (*this & ofSuit(s)).size(); }

  constexpr CardSet operator|(CardSet o) const { return fromBits(lo_ | o.lo_, hi_ | o.hi_); }
  constexpr CardSet operator&(CardSet o) const { return fromBits(lo_ & o.lo_, hi_ & o.hi_); }
  constexpr CardSet operator-(CardSet o) const { return fromBits(lo_ & ~o.lo_, hi_ & ~o.hi_); }
  constexpr CardSet& operator|=(CardSet o) { lo_ |= o.lo_; hi_ |= o.hi_; return *this; }
  constexpr CardSet& operator&=(CardSet o) { lo_ &= o.lo_; hi_ &= o.hi_; return *this; }
  constexpr CardSet& operator-=(CardSet o) { lo_ &= ~o.lo_; hi_ &= ~o.hi_; return *this; }
  constexpr bool operator==(CardSet o) const { return lo_ == o.lo_ && hi_ == o.hi_; }
  constexpr bool operator!=(CardSet o) const { return !(*this == o); }
  constexpr std::uint64_t lo() const { return lo_; }
  constexpr std::uint64_t hi() const { return hi_; }

 private:
  std::uint64_t lo_ = 0, hi_ = 0;
};

}  // namespace tarot
