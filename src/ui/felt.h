// The felt every screen of the table lies on: a vertical gradient, RGB from the screen's top edge to its bottom
// edge, the first thing the table draws (TableApp::Impl::drawBackground) over the app's clear of its bottom colour.
#pragma once

namespace tarot::ui {

struct Felt {
  unsigned char top[3], bottom[3];
};
inline constexpr Felt kFelt{{22, 110, 58}, {10, 60, 30}};

}  // namespace tarot::ui
