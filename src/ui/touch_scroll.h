// Drag to scroll on touch screens: a finger that moves more than a few pixels inside a panel that scrolls moves its
// content (then glides on with the finger's speed), and the button it went down on is not pressed; a short tap stays
// a tap. Works on every ImGui window and child, so each screen gets it without doing anything.
#pragma once
#include <imgui.h>

namespace tarot::ui {

class TouchScroll {
 public:
  // Below this movement (pixels) a touch is a tap; past it, a swipe.
  static constexpr float kSlop = 10.0f;
  // Called once a frame after ImGui::NewFrame, before any window is drawn.
  void update();
  // True while the finger is scrolling a panel (a swipe, not a tap).
  bool swiping() const { return swiping_; }

 private:
  void start(const ImVec2& at);
  void follow(const ImVec2& at, float dt);
  void glide(float dt);
  void scrollBy(ImGuiID window, int axis, float delta);

  bool down_ = false;        // a touch went down over a panel that scrolls and is still down
  bool swiping_ = false;     // ... and moved past kSlop
  ImGuiID windows_[2] = {0, 0};  // the window scrolled along x and along y (0: none scrolls that way)
  ImVec2 last_{0, 0};        // the finger's last position
  ImVec2 from_{0, 0};        // where it went down
  ImVec2 velocity_{0, 0};    // pixels per second, smoothed; after the release, the glide's speed
  bool hoverCleared_ = true;  // the pointer was moved away after the last touch ended (no hover left behind)
};

}  // namespace tarot::ui
