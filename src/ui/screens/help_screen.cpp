// The rules card, for the table's size.
#include "ui/screens/help_screen.h"
#include "client/glosses.h"
#include "match/refusal_text.h"

namespace tarot::ui {

void drawHelp(Context& ui, ImVec2 size, bool* open, int players) {
  if (!*open) return;
  placePanel(ui, size, 640.0f, true);
  ImGui::Begin(ui.t(Text::Help), nullptr, kPanelFlags);
  // The rules scroll; the button to close stays in view below them.
  ImGui::BeginChild("##rules", ImVec2(0, -(44 + ImGui::GetStyle().ItemSpacing.y)));
  ui.wrapped(match::helpText(ui.lang, players));
  if (ui.lang == Lang::English) {
    // The French terms kept at the table, each glossed in a line.
    ImGui::SeparatorText(client::kGlossaryTitle);
    for (const std::string& g : client::allGlosses()) ui.wrapped(g);
  }
  ImGui::EndChild();
  if (ui.button(ui.t(Text::Close), "help:close", ImVec2(-1, 0))) *open = false;
  ImGui::End();
}

}  // namespace tarot::ui
