// Controls made for fingers: rows of buttons, list sheets and steppers.
#include "ui/finger_controls.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

namespace {

// The current choice's colours: gold with dark text.
void pushCurrent() {
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.68f, 0.18f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.92f, 0.76f, 0.25f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.08f, 0.08f, 1.0f));
}
void popCurrent() { ImGui::PopStyleColor(3); }

}  // namespace

int choiceButtons(Context& c, const std::string& id, const std::vector<std::string>& labels, int current) {
  const float avail = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  float widest = 0;
  for (const std::string& l : labels) widest = std::max(widest, buttonWidth(l.c_str()) + 4);
  const int n = int(labels.size());
  int cols = n;
  while (cols > 1 && float(cols) * widest + spacing * float(cols - 1) > avail) --cols;
  // As even as it can: 4 choices in two rows of two rather than three and one.
  const int rows = (n + cols - 1) / cols;
  cols = (n + rows - 1) / rows;
  const float cell = (avail - spacing * float(cols - 1)) / float(cols);
  int pressed = -1;
  for (int i = 0; i < n; ++i) {
    if (i % cols) ImGui::SameLine();
    const bool on = i == current;
    if (on) pushCurrent();
    if (c.button(labels[size_t(i)].c_str(), id + ":" + std::to_string(i), ImVec2(cell, 0))) pressed = i;
    if (on) popCurrent();
  }
  return pressed;
}

int listSheet(Context& c, const std::string& id, const std::vector<std::string>& labels, int current, float width) {
  if (width < 0) width = ImGui::GetContentRegionAvail().x;
  const std::string popup = "##sheet:" + id;
  // The button reads like a field: the field's colour, the current choice as its label.
  ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_FrameBgHovered));
  const char* shown = current >= 0 && current < int(labels.size()) ? labels[size_t(current)].c_str() : "";
  if (c.button(shown, id, ImVec2(width, 0))) ImGui::OpenPopup(popup.c_str());
  ImGui::PopStyleColor(2);
  // The list over the middle of the screen, opaque, each row a 44 px button.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(display.x - 32, 360.0f), 0), ImGuiCond_Always);
  ImGui::PushStyleColor(ImGuiCol_PopupBg, ImVec4(0.05f, 0.14f, 0.08f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.85f, 0.68f, 0.18f, 1.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_PopupBorderSize, 2.0f);
  int chosen = -1;
  if (ImGui::BeginPopup(popup.c_str(), ImGuiWindowFlags_NoMove)) {
    for (int i = 0; i < int(labels.size()); ++i) {
      const bool on = i == current;
      if (on) pushCurrent();
      if (c.button(labels[size_t(i)].c_str(), id + ":" + std::to_string(i), ImVec2(-1, 0))) {
        chosen = i;
        ImGui::CloseCurrentPopup();
      }
      if (on) popCurrent();
    }
    ImGui::EndPopup();
  }
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  return chosen;
}

int stepper(Context& c, const std::string& id, const std::string& value, bool canDown, bool canUp) {
  const float side = 56.0f;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float middle = std::max(44.0f, ImGui::GetContentRegionAvail().x - 2 * (side + spacing));
  int step = 0;
  if (c.button("−", id + ":minus", ImVec2(side, 0), canDown)) step = -1;
  ImGui::SameLine();
  // The value, in a box the height of the buttons; a tap on it does nothing.
  ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
  c.button(value.c_str(), id, ImVec2(middle, 0));
  ImGui::PopStyleColor(3);
  ImGui::SameLine();
  if (c.button("+", id + ":plus", ImVec2(side, 0), canUp)) step = 1;
  return step;
}

std::vector<std::string> speedLabels(const Context& c) {
  return {c.t(Text::SpeedSlow), c.t(Text::SpeedNormal), c.t(Text::SpeedFast), c.t(Text::SpeedFastest)};
}

int speedStep(float speed) {
  int best = 0;
  for (int i = 1; i < 4; ++i)
    if (std::abs(speed - kSpeedSteps[i]) < std::abs(speed - kSpeedSteps[best])) best = i;
  return best;
}

}  // namespace tarot::ui
