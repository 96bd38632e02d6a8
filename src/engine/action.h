// Every decision of a deal is one Action, checked by the engine before it changes the state.
//
// Encoding (kind, value, cards):
//   Bid      value = Contract (Pass, Prise, Garde, GardeSans, GardeContre)      -- each seat speaks once
//   Call     value = called card id (5 players: a king, else queen/cavalier/valet as the FFT allows)
//   Ecart    cards = the 6 (or 3 at 5 players) cards put aside by the taker after taking the chien
//   Chelem   value = 1 to announce a chelem, 0 to decline                       -- the taker only
//   Poignee  value = PoigneeSize (None declines), cards = the trumps shown      -- before the seat's first card
//   Play     value = card id played to the trick
#pragma once
#include "card_set.h"
#include <cassert>
#include "rules.h"
#include <cstddef>
#include <cstdint>
#include <string>

namespace tarot {

enum class ActionKind : std::uint8_t { Bid, Call, Ecart, Chelem, Poignee, Play };

struct Action {
  ActionKind kind = ActionKind::Play;
  std::uint8_t value = 0;
  CardSet cards;

  static Action bid(Contract c) { return {ActionKind::Bid, std::uint8_t(c), {}}; }
  static Action call(Card c) { return {ActionKind::Call, c, {}}; }
  static Action ecart(CardSet cs) { return {ActionKind::Ecart, 0, cs}; }
  static Action chelem(bool announce) { return {ActionKind::Chelem, std::uint8_t(announce ? 1 : 0), {}}; }
  static Action poignee(PoigneeSize s, CardSet shown) { return {ActionKind::Poignee, std::uint8_t(s), shown}; }
  static Action play(Card c) { return {ActionKind::Play, c, {}}; }

  Contract contract() const { return Contract(value); }
  Card card() const { return Card(value); }
  PoigneeSize poigneeSize() const { return PoigneeSize(value); }
  bool operator==(const Action& o) const { return kind == o.kind && value == o.value && cards == o.cards; }
  bool operator!=(const Action& o) const { return !(*this == o); }
};

// The legal actions of one decision, in a fixed-capacity list (no allocation: the playouts and the search build one
// per decision). The most a decision offers is a hand of cards to play (24 at 3 players) or the 16 calls of a
// taker holding the four kings, queens and cavaliers.
class ActionList {
 public:
  static constexpr int kCapacity = 32;
  // No decision of the game has more than kCapacity choices (at most 24 cards in a hand, 5 bids, 4 kings): one more
  // is a defect, stopped here rather than dropped.
  void push_back(const Action& a) {
    assert(size_ < kCapacity);
    items_[size_++] = a;
  }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Action& operator[](int i) const { return items_[i]; }
  const Action& front() const { return items_[0]; }
  const Action* begin() const { return items_; }
  const Action* end() const { return items_ + size_; }
  bool operator==(const ActionList& o) const {
    if (size_ != o.size_) return false;
    for (int i = 0; i < size_; ++i)
      if (items_[i] != o.items_[i]) return false;
    return true;
  }
  bool operator!=(const ActionList& o) const { return !(*this == o); }

 private:
  Action items_[kCapacity];
  int size_ = 0;
};

// The value named `text` in a table of names indexed by the enum's values: the one way the names of records,
// settings and the command line are read. False when no name matches.
template <class E, std::size_t N> bool parseByName(const std::string& text, const char* const (&names)[N], E* out) {
  for (std::size_t i = 0; i < N; ++i)
    if (text == names[i]) { *out = E(i); return true; }
  return false;
}

// Names used in records and JSON: "pass", "prise", "garde", "garde_sans", "garde_contre".
const char* contractName(Contract c);
// Parses a contract name; returns false when unknown.
bool parseContract(const std::string& text, Contract* out);
// "simple", "double", "triple" (and "none").
const char* poigneeName(PoigneeSize s);
bool parsePoignee(const std::string& text, PoigneeSize* out);
// "attack", "defense" (or "null" for Camp::None).
const char* campName(Camp c);
// Human-readable form for error messages and logs, e.g. "play KH", "bid garde", "ecart [..]".
std::string describe(const Action& a);

}  // namespace tarot
