// Hand ordering and fan geometry.
#include "ui/hand_layout.h"
#include <algorithm>

namespace tarot::ui {

std::vector<Card> sortedForDisplay(CardSet hand) {
  return sortedForDisplay(hand, {{Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}}, false);
}

std::vector<Card> sortedForDisplay(CardSet hand, const std::array<Suit, 4>& suits, bool trumpsRight) {
  std::vector<Card> out;
  auto highToLow = [&](Suit s) {
    CardSet cards = hand & CardSet::ofSuit(s);
    while (!cards.empty()) { const Card c = cards.last(); cards.remove(c); out.push_back(c); }
  };
  if (trumpsRight && hand.has(kExcuse)) out.push_back(kExcuse);
  if (!trumpsRight) highToLow(Suit::Trump);
  for (Suit s : suits) highToLow(s);
  if (trumpsRight) highToLow(Suit::Trump);
  if (!trumpsRight && hand.has(kExcuse)) out.push_back(kExcuse);
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
  l.cardW = std::min(maxCardW, width / 2.2f);
  l.cardH = l.cardW * 1.55f;
  // As many rows as it takes for each card to keep `minVisible` of its width in view (a finger's width), and each
  // upper row as much of its height.
  const int perRowMax = std::max(1, int((width - l.cardW) / minVisible) + 1);
  const int rows = (count + perRowMax - 1) / perRowMax;
  const int perRow = (count + rows - 1) / rows;
  l.rowGap = std::max(l.cardH * 0.55f, minVisible);
  int index = 0;
  for (int r = 0; r < rows; ++r) {
    const int inRow = std::min(perRow, count - index);
    const float step = inRow > 1 ? std::min(l.cardW * 0.95f, (width - l.cardW) / float(inRow - 1)) : 0.f;
    const float total = l.cardW + step * float(inRow - 1);
    const float left = x + (width - total) * 0.5f;
    const float top = bottom - l.cardH - float(rows - 1 - r) * l.rowGap;
    for (int i = 0; i < inRow; ++i, ++index) l.rects.push_back(Rect{left + step * float(i), top, l.cardW, l.cardH});
  }
  return l;
}

Rect HandLayout::visible(int i) const {
  Rect r = rects[size_t(i)];
  if (size_t(i) + 1 < rects.size() && rects[size_t(i) + 1].y == r.y) r.w = rects[size_t(i) + 1].x - r.x;
  if (!rects.empty() && r.y < rects.back().y) r.h = rowGap;  // an upper row shows its top strip
  return r;
}

float HandLayout::top() const { return rects.empty() ? 0.f : rects.front().y; }

}  // namespace tarot::ui
