// Where the cards of a hand go on screen: the display order (trumps, then suits alternating colours, the Excuse
// apart) and the fan, in one or two rows so that a phone in portrait still gets cards large enough to touch.
#pragma once
#include "engine/card_set.h"
#include <array>
#include <vector>

namespace tarot::ui {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
};

// Display order: trumps high to low, then ♠ ♥ ♣ ♦ (alternating colours) high to low, the Excuse last. With
// `suits`, the suits in that order; with `trumpsRight`, the Excuse first, the suits, then the trumps high to low.
std::vector<Card> sortedForDisplay(CardSet hand);
std::vector<Card> sortedForDisplay(CardSet hand, const std::array<Suit, 4>& suits, bool trumpsRight);

struct HandLayout {
  float cardW = 0, cardH = 0;
  float rowGap = 0;          // between the tops of two rows
  std::vector<Rect> rects;   // one per card, in display order; later rects are drawn on top
  // The card under a point (the topmost), or -1.
  int hit(float x, float y) const;
  // The part of card i left in view by the cards drawn over it: its touch target.
  Rect visible(int i) const;
  // The top of the highest row (the hand's upper edge), 0 when empty.
  float top() const;
};

// Lays out `count` cards in the area [x, x + width] with the bottom at `bottom`, at most `maxCardW` wide, in as
// many rows as needed for each card to show at least `minVisible` of its width and of its height.
HandLayout layoutHand(int count, float x, float width, float bottom, float maxCardW, float minVisible);

}  // namespace tarot::ui
