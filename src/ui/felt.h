// The felt every screen of the table lies on: a vertical gradient, RGB from the screen's top edge to its bottom
// edge. The app paints it under each frame's drawing (app/main.cpp: bands of rows cleared, no full-screen shaded
// pass); the screens draw over it.
#pragma once

namespace tarot::ui {

struct Felt {
  unsigned char top[3], bottom[3];
};
inline constexpr Felt kFelt{{22, 110, 58}, {10, 60, 30}};

}  // namespace tarot::ui
