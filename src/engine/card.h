// Cards of the French Tarot pack (78 cards) as small integer ids, and their values.
// FFT rules, chapter 1 "Le matériel": 4 suits of 14 cards, 21 trumps (atouts), the Excuse;
// the three bouts (bouts) are the Petit (T1), the 21 and the Excuse.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace tarot {

// Card id encoding (0..77):
//   suit cards  suit * 14 + (rank - 1), suit 0..3 = Spades, Hearts, Diamonds, Clubs (the FFT draw priority order),
//               rank 1..10, 11 Valet (J), 12 Cavalier (C), 13 Dame (Q), 14 Roi (K)   -> ids 0..55
//   trumps      55 + n for trump n = 1..21                                             -> ids 56..76
//   Excuse      77
using Card = std::uint8_t;

enum class Suit : std::uint8_t { Spades = 0, Hearts = 1, Diamonds = 2, Clubs = 3, Trump = 4, Excuse = 5 };

constexpr int kDeckSize = 78;
constexpr int kSuitCards = 56;
constexpr Card kNoCard = 255;
constexpr Card kPetit = 56;   // trump 1
constexpr Card kTwentyOne = 76;
constexpr Card kExcuse = 77;
constexpr int kValet = 11, kCavalier = 12, kDame = 13, kRoi = 14;

constexpr Card suitCard(Suit s, int rank) { return Card(int(s) * 14 + rank - 1); }
constexpr Card trumpCard(int n) { return Card(55 + n); }

constexpr Suit suitOf(Card c) {
  return c < kSuitCards ? Suit(c / 14) : (c == kExcuse ? Suit::Excuse : Suit::Trump);
}
// Rank within the suit (1..14) for suit cards, trump number (1..21) for trumps, 0 for the Excuse.
constexpr int rankOf(Card c) { return c < kSuitCards ? c % 14 + 1 : (c == kExcuse ? 0 : c - 55); }
constexpr bool isTrump(Card c) { return c >= 56 && c <= 76; }
constexpr bool isBout(Card c) { return c == kPetit || c == kTwentyOne || c == kExcuse; }
constexpr bool isKing(Card c) { return c < kSuitCards && rankOf(c) == kRoi; }

// Card value in half points (FFT: bouts and kings 4.5, queens 3.5, cavaliers 2.5, valets 1.5, others 0.5);
// the pack totals 182 half points = 91 points.
constexpr int halfPoints(Card c) {
  if (isBout(c)) return 9;
  if (c >= kSuitCards) return 1;
  switch (rankOf(c)) {
    case kRoi: return 9;
    case kDame: return 7;
    case kCavalier: return 5;
    case kValet: return 3;
    default: return 1;
  }
}

// Record notation: T1..T21, EX, and rank+suit with ranks 1..10, J, C, Q, K and suits S, H, D, C (e.g. "KH", "10S").
std::string cardName(Card c);
// Parses the record notation (case-insensitive); returns kNoCard when the text is not a card.
Card parseCard(std::string_view text);

}  // namespace tarot
