// The rules card.
#include "ui/screens/help_screen.h"

namespace tarot::ui {

void drawHelp(Context& ui, ImVec2 size, bool* open) {
  if (!*open) return;
  placePanel(ui, size, 640.0f, true);
  ImGui::Begin(ui.t(Text::Help), nullptr, kPanelFlags);
  // The rules scroll; the button to close stays in view below them.
  ImGui::BeginChild("##rules", ImVec2(0, -(44 + ImGui::GetStyle().ItemSpacing.y)));
  ui.wrapped(ui.t(Text::HelpText));
  ImGui::EndChild();
  if (ui.button(ui.t(Text::Close), "help:close", ImVec2(-1, 0))) *open = false;
  ImGui::End();
}

}  // namespace tarot::ui
