// Drag to scroll on touch screens.
#include "ui/touch_scroll.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>
#include <cmath>

namespace tarot::ui {

namespace {
// The glide after a swipe loses this fraction of its speed each second, and stops below kGlideMin px/s.
constexpr float kFriction = 4.0f;
constexpr float kGlideMin = 20.0f;

// The window under `w` (itself or the panel it sits in) that scrolls along `axis`, or null.
ImGuiWindow* scrollingAlong(ImGuiWindow* w, int axis) {
  for (; w; w = w->ParentWindow) {
    if (w->ScrollMax[axis] > 0.5f && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;  // a popup or a panel: the windows behind it are not touched
  }
  return nullptr;
}
}  // namespace

void TouchScroll::update() {
  ImGuiContext& g = *GImGui;
  ImGuiIO& io = g.IO;
  const float dt = std::max(io.DeltaTime, 1e-3f);
  const bool touch = io.MouseSource == ImGuiMouseSource_TouchScreen;
  if (io.MouseClicked[0]) {
    down_ = swiping_ = false;
    velocity_ = ImVec2(0, 0);
    if (touch) start(io.MousePos);
  } else if (down_ && io.MouseDown[0]) {
    follow(io.MousePos, dt);
  } else if (down_) {
    down_ = false;  // the finger lifted: a swipe glides on, a tap was a tap
    if (!swiping_) velocity_ = ImVec2(0, 0);
  } else {
    glide(dt);
  }
  if (!io.MouseDown[0]) swiping_ = false;
  // A finger that lifted leaves no pointer behind: nothing stays highlighted (or raised) under where it was.
  if (touch && io.MouseDown[0]) hoverCleared_ = false;
  if (touch && !io.MouseDown[0] && !io.MouseReleased[0] && !hoverCleared_) {
    io.AddMousePosEvent(-FLT_MAX, -FLT_MAX);
    hoverCleared_ = true;
  }
}

void TouchScroll::start(const ImVec2& at) {
  ImGuiWindow* hovered = GImGui->HoveredWindow;
  ImGuiWindow* x = scrollingAlong(hovered, ImGuiAxis_X);
  ImGuiWindow* y = scrollingAlong(hovered, ImGuiAxis_Y);
  windows_[ImGuiAxis_X] = x ? x->ID : 0;
  windows_[ImGuiAxis_Y] = y ? y->ID : 0;
  down_ = x || y;
  from_ = last_ = at;
}

void TouchScroll::follow(const ImVec2& at, float dt) {
  ImGuiContext& g = *GImGui;
  if (!swiping_) {
    if (std::fabs(at.x - from_.x) <= kSlop && std::fabs(at.y - from_.y) <= kSlop) return;
    // A finger on a scrollbar drags it the usual way.
    for (int axis = 0; axis < 2; ++axis)
      if (ImGuiWindow* w = ImGui::FindWindowByID(windows_[axis]); w && g.ActiveId == ImGui::GetWindowScrollbarID(w, ImGuiAxis(axis))) {
        down_ = false;
        return;
      }
    // From here on it is a swipe: the button under the finger lets go, so the lift does not press it.
    swiping_ = true;
    ImGui::ClearActiveID();
    last_ = at;
    return;
  }
  const ImVec2 moved(at.x - last_.x, at.y - last_.y);
  scrollBy(windows_[ImGuiAxis_X], ImGuiAxis_X, -moved.x);
  scrollBy(windows_[ImGuiAxis_Y], ImGuiAxis_Y, -moved.y);
  // The speed at the lift is that of the last few frames, so a finger that stopped before lifting does not glide.
  velocity_ = ImVec2(0.6f * moved.x / dt + 0.4f * velocity_.x, 0.6f * moved.y / dt + 0.4f * velocity_.y);
  last_ = at;
}

void TouchScroll::glide(float dt) {
  if (std::fabs(velocity_.x) < kGlideMin && std::fabs(velocity_.y) < kGlideMin) {
    velocity_ = ImVec2(0, 0);
    return;
  }
  scrollBy(windows_[ImGuiAxis_X], ImGuiAxis_X, -velocity_.x * dt);
  scrollBy(windows_[ImGuiAxis_Y], ImGuiAxis_Y, -velocity_.y * dt);
  const float keep = std::exp(-kFriction * dt);
  velocity_ = ImVec2(velocity_.x * keep, velocity_.y * keep);
}

void TouchScroll::scrollBy(ImGuiID window, int axis, float delta) {
  ImGuiWindow* w = window ? ImGui::FindWindowByID(window) : nullptr;
  if (!w || delta == 0) return;
  const float from = w->ScrollTarget[axis] < FLT_MAX ? w->ScrollTarget[axis] : w->Scroll[axis];
  const float to = ImClamp(from + delta, 0.0f, w->ScrollMax[axis]);
  if (to == from) {
    velocity_[axis] = 0;  // at the end: the glide stops there
    return;
  }
  if (axis == ImGuiAxis_X) ImGui::SetScrollX(w, to);
  else ImGui::SetScrollY(w, to);
}

}  // namespace tarot::ui
