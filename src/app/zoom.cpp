// The zoom of a large screen (zoom.h).
#include "app/zoom.h"
#include <imgui.h>
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>
#include <cmath>

namespace tarot::app {

float zoomFor(float w, float h) {
  const float z = std::min(w / 1280.0f, h / 800.0f);
  return std::clamp(std::floor(z * 20.0f) / 20.0f, 1.0f, 2.5f);
}

void applyZoom(float zoom) {
  static ImU32 lastEvent = 0;  // the pointer events already divided (the queue keeps some across frames)
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(io.DisplaySize.x / zoom, io.DisplaySize.y / zoom);
  io.DisplayFramebufferScale = ImVec2(io.DisplayFramebufferScale.x * zoom, io.DisplayFramebufferScale.y * zoom);
  for (ImGuiInputEvent& e : ImGui::GetCurrentContext()->InputEventsQueue) {
    if (e.EventId <= lastEvent) continue;
    lastEvent = e.EventId;
    if (e.Type == ImGuiInputEventType_MousePos && e.MousePos.PosX > -FLT_MAX) {
      e.MousePos.PosX /= zoom;
      e.MousePos.PosY /= zoom;
    }
  }
}

}  // namespace tarot::app
