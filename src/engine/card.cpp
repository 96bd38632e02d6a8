// Card names in the record notation (T1..T21, EX, rank + suit).
#include "engine/card.h"
#include "engine/card_set.h"

namespace tarot {

namespace {
const char kSuitLetters[4] = {'S', 'H', 'D', 'C'};
const char* const kRankNames[15] = {"", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"};
}  // namespace

std::string cardName(Card c) {
  if (c == kExcuse) return "EX";
  if (isTrump(c)) return "T" + std::to_string(rankOf(c));
  if (c >= kSuitCards) return "?";
  return std::string(kRankNames[rankOf(c)]) + kSuitLetters[int(suitOf(c))];
}

Card parseCard(std::string_view text) {
  std::string t;
  for (char ch : text) t += (ch >= 'a' && ch <= 'z') ? char(ch - 'a' + 'A') : ch;
  if (t == "EX") return kExcuse;
  if (t.size() >= 2 && t.size() <= 3 && t[0] == 'T' && t != "T") {
    int n = 0;
    for (size_t i = 1; i < t.size(); ++i) {
      if (t[i] < '0' || t[i] > '9') return kNoCard;
      n = n * 10 + (t[i] - '0');
    }
    if (t[1] == '0' || n < 1 || n > 21) return kNoCard;
    return trumpCard(n);
  }
  if (t.size() < 2 || t.size() > 3) return kNoCard;
  const char suitLetter = t.back();
  int suit = -1;
  for (int s = 0; s < 4; ++s)
    if (kSuitLetters[s] == suitLetter) suit = s;
  if (suit < 0) return kNoCard;
  const std::string rank = t.substr(0, t.size() - 1);
  for (int r = 1; r <= 14; ++r)
    if (rank == kRankNames[r]) return suitCard(Suit(suit), r);
  return kNoCard;
}

namespace {
constexpr CardSet kBoutCards = CardSet::bouts();
constexpr CardSet kRois = CardSet::ofRank(kRoi), kDames = CardSet::ofRank(kDame);
constexpr CardSet kCavaliers = CardSet::ofRank(kCavalier), kValets = CardSet::ofRank(kValet);
}  // namespace

int CardSet::halfPoints() const {
  // Every card is worth at least one half point; honours and bouts add their extra.
  return size() + 8 * ((*this & kBoutCards).size() + (*this & kRois).size()) + 6 * (*this & kDames).size() +
         4 * (*this & kCavaliers).size() + 2 * (*this & kValets).size();
}

}  // namespace tarot
