// The screen's pure helpers: the hand's order and layout.
#include "ui/hand_layout.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::ui;

TEST_CASE("Hand display order: trumps, suits alternating colours, the Excuse apart", "[ui]") {
  CardSet h;
  for (const char* c : {"EX", "1S", "KH", "T1", "T21", "3C", "QD"}) h.add(parseCard(c));
  const std::vector<Card> order = sortedForDisplay(h);
  std::vector<std::string> names;
  for (Card c : order) names.push_back(cardName(c));
  CHECK(names == std::vector<std::string>{"T21", "T1", "1S", "KH", "3C", "QD", "EX"});
}

TEST_CASE("Hand layout fits the width, two rows on a narrow phone", "[ui]") {
  const HandLayout wide = layoutHand(18, 0, 1280, 800, 110, 30);
  REQUIRE(wide.rects.size() == 18);
  CHECK(wide.rects.back().x + wide.rects.back().w <= 1280.5f);
  CHECK(wide.rects[0].y == wide.rects[17].y);
  const HandLayout phone = layoutHand(18, 0, 360, 640, 60, 30);
  CHECK(phone.rects[0].y != phone.rects[17].y);  // two rows
  for (const Rect& r : phone.rects) { CHECK(r.x >= 0); CHECK(r.x + r.w <= 360.5f); }
  CHECK(phone.hit(phone.rects[17].x + 5, phone.rects[17].y + 5) == 17);
  // A finger's width (44 px) for every card, 24 cards at three players included: more rows on a phone.
  for (int count : {15, 18, 24}) {
    const HandLayout l = layoutHand(count, 8, 344, 632, 60, 44);
    for (int i = 0; i < count; ++i) {
      const Rect v = l.visible(i);
      CHECK(v.w >= 43.5f);
      CHECK(v.h >= 43.5f);
      CHECK(l.hit(v.x + v.w * 0.5f, v.y + v.h * 0.5f) == i);
    }
  }
  CHECK(phone.hit(-10, -10) == -1);
}

