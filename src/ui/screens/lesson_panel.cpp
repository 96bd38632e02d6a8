// The lesson's panel at the table ("Apprendre"): the step's text, and "Suivant" when the step is only to be read,
// placed as the decision panels are (above the person's hand, under every other seat), so that it covers no player,
// no bid and no trick (the trick keeps above it as it keeps above a decision panel).
#include "ui/screens/table_screen.h"
#include <algorithm>

namespace tarot::ui {

float TableScreen::lessonPanelH(float w) const {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float text = ImGui::CalcTextSize(lesson.text.c_str(), nullptr, false, std::max(1.0f, w - 20)).y;
  return text + 16 + (lesson.next.empty() ? 0.0f : st.ItemSpacing.y + 44) + 2;
}

bool TableScreen::drawLessonPanel(Context& ui, ImVec2 size) {
  const PanelPlace at = placePanel(size);
  // Above a refused card's reason while it shows (it takes the person's name's place, on two lines on a phone).
  // The line as drawn last frame: the table's band was laid out for it at the frame's start (layoutHandFor).
  const float bottom = lessonAbove_.h > 0 ? std::min(at.bottom, lessonAbove_.y - 4) : at.bottom;
  ImGui::SetNextWindowPos(ImVec2(at.x, bottom), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(at.w, 0), ImVec2(at.w, at.maxH));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(10, 8));
  ImGui::Begin("##lesson", nullptr, kPanelFlags | ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_AlwaysAutoResize);
  ui.wrapped(lesson.text);
  bool pressed = false;
  if (!lesson.next.empty()) {
    const float w = std::min(ImGui::GetContentRegionAvail().x, 200.0f);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - w);
    pressed = ui.button(lesson.next.c_str(), "lesson:next", ImVec2(w, 0));
  }
  panelRect_ = Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y};
  panelTop_ = panelRect_.y;
  panelShownH_ = panelRect_.h;
  ImGui::End();
  ImGui::PopStyleVar();
  return pressed;
}

}  // namespace tarot::ui
