// The rules card.
#include "ui/screens/help_screen.h"

namespace tarot::ui {

void drawHelp(Context& ui, ImVec2 size, bool* open) {
  if (!*open) return;
  centreNextWindow(size, 0.5f, 640.0f, 0, 16);
  ImGui::Begin(ui.t(Text::Help), open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize);
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(ui.t(Text::HelpText));
  ImGui::PopTextWrapPos();
  if (ui.button(ui.t(Text::Close), "help:close", ImVec2(-1, 0))) *open = false;
  ImGui::End();
}

}  // namespace tarot::ui
