// Hand ordering and fan geometry.
#include "ui/hand_layout.h"
#include <algorithm>

namespace tarot::ui {

std::vector<Card> sortedForDisplay(CardSet hand) {
  std::vector<Card> out;
  CardSet trumps = hand & CardSet::ofSuit(Suit::Trump);
  while (!trumps.empty()) { const Card c = trumps.last(); trumps.remove(c); out.push_back(c); }
  for (Suit s : {Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}) {
    CardSet suit = hand & CardSet::ofSuit(s);
    while (!suit.empty()) { const Card c = suit.last(); suit.remove(c); out.push_back(c); }
  }
  if (hand.has(kExcuse)) out.push_back(kExcuse);
  return out;
}

int HandLayout::hit(float x, float y) const {
  for (int i = int(rects.size()) - 1; i >= 0; --i)
    if (rects[size_t(i)].contains(x, y)) return i;
  return -1;
}

HandLayout layoutHand(int count, float x, float width, float bottom, float maxCardW, float minVisible) {
  HandLayout l;
  if (count <= 0) return l;
  // One row if each card keeps at least `minVisible` of its width in view; otherwise two rows.
  const int rows = (count > 1 && (width - maxCardW) / float(count - 1) < minVisible && count > 8) ? 2 : 1;
  const int perRow = (count + rows - 1) / rows;
  l.cardW = std::min(maxCardW, width / 2.2f);
  l.cardH = l.cardW * 1.55f;
  const float rowGap = l.cardH * 0.55f;
  int index = 0;
  for (int r = 0; r < rows; ++r) {
    const int inRow = std::min(perRow, count - index);
    const float step = inRow > 1 ? std::min(l.cardW * 0.95f, (width - l.cardW) / float(inRow - 1)) : 0.f;
    const float total = l.cardW + step * float(inRow - 1);
    const float left = x + (width - total) * 0.5f;
    const float top = bottom - l.cardH - float(rows - 1 - r) * rowGap;
    for (int i = 0; i < inRow; ++i, ++index) l.rects.push_back(Rect{left + step * float(i), top, l.cardW, l.cardH});
  }
  return l;
}

}  // namespace tarot::ui
