// The settings panel.
#include "ui/screens/settings_screen.h"
#include "ui/finger_controls.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>

namespace tarot::ui {

namespace {

// One setting: its title, then one button per choice, the current one marked. Returns the choice pressed, or -1.
// In a grid of columns (a wide screen), each setting takes the next cell.
int choiceRow(Context& ui, const char* title, const char* id, const std::vector<std::string>& labels, int current) {
  if (ImGui::GetCurrentTable()) ImGui::TableNextColumn();
  ImGui::SeparatorText(title);
  return choiceButtons(ui, std::string("set:") + id, labels, current);
}

}  // namespace

bool SettingsScreen::draw(Context& ui, ImVec2 size, PlayerSettings* s, bool* sound, bool* hints) {
  if (!open) return false;
  bool changed = false;
  // The settings side by side on a wide screen, so that fewer scroll: two columns on a desktop, three on a landscape
  // phone (844x390), one on a portrait phone. In every layout the rows lie in a child that scrolls when the screen
  // is too low for them (at 844x390 three columns of eight rows still do), the close button under it always in view.
  const int cols = size.x < 700 ? 1 : size.y < 500 ? 3 : 2;
  placePanel(ui, size, cols == 1 ? 560.0f : 460.0f * float(cols), false);
  beginPanel((std::string(ui.t(Text::Settings)) + "##settings").c_str(), kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float panelBottom = ui.panelTop + std::max(120.0f, size.y - 8 - ui.panelTop);
  const float rowsH = panelBottom - ImGui::GetCursorScreenPos().y - 44 - style.ItemSpacing.y - style.WindowPadding.y;
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(FLT_MAX, std::max(44.0f, rowsH)));
  ImGui::BeginChild("##settingsbody", ImVec2(-FLT_MIN, 0), ImGuiChildFlags_AutoResizeY);
  const bool grid = cols > 1 && ImGui::BeginTable("##settingsgrid", cols, ImGuiTableFlags_SizingStretchSame);
  if (const int c = choiceRow(ui, ui.t(Text::SettingsSpeed), "speed",
                              speedLabels(ui), speedStep(s->speed));
      c >= 0) { s->speed = kSpeedSteps[c]; changed = true; }
  if (const int c = choiceRow(ui, ui.t(Text::CardSizeTitle), "cards",
                              {ui.t(Text::CardSmall), ui.t(Text::CardMedium), ui.t(Text::CardLarge)}, int(s->cardSize));
      c >= 0) { s->cardSize = CardSize(c); changed = true; }
  if (const int c = choiceRow(ui, ui.t(Text::TrumpsSide), "trumps", {ui.t(Text::TrumpsLeft), ui.t(Text::TrumpsRight)},
                              s->trumpsRight ? 1 : 0);
      c >= 0) { s->trumpsRight = c == 1; changed = true; }
  std::vector<std::string> orders;
  for (const auto& o : kSuitOrders) {
    std::string l;
    for (Suit su : o) l += suitSymbol(suitCard(su, 1));
    orders.push_back(l);
  }
  if (const int c = choiceRow(ui, ui.t(Text::SuitOrderTitle), "suits", orders, s->suitOrder); c >= 0) {
    s->suitOrder = c;
    changed = true;
  }
  if (const int c = choiceRow(ui, ui.t(Text::ConfirmPlayTitle), "confirm", {ui.t(Text::PlayOneTap), ui.t(Text::PlayTwoTaps)},
                              s->confirmPlay ? 1 : 0);
      c >= 0) { s->confirmPlay = c == 1; changed = true; }
  if (sound) {
    if (const int c = choiceRow(ui, ui.t(Text::Sound), "sound", {ui.t(Text::On), ui.t(Text::Off)}, *sound ? 0 : 1); c >= 0) {
      *sound = c == 0;
      changed = true;
    }
  }
  if (hints) {
    // The "Conseil" button at the table and the expert's marks in the deal review.
    if (const int c = choiceRow(ui, ui.t(Text::HintsTitle), "hints", {ui.t(Text::On), ui.t(Text::Off)}, *hints ? 0 : 1); c >= 0) {
      *hints = c == 0;
      changed = true;
    }
  }
  if (const int c = choiceRow(ui, ui.t(Text::ChelemQuestionTitle), "chelem",
                              {ui.t(Text::ChelemWhenPossible), ui.t(Text::ChelemAlways)}, int(s->chelem));
      c >= 0) { s->chelem = ChelemQuestion(c); changed = true; }
  if (grid) ImGui::EndTable();
  ImGui::EndChild();
  if (ui.button(ui.t(Text::Close), "settings:close", ImVec2(-1, 0))) open = false;
  ImGui::End();
  return changed;
}

}  // namespace tarot::ui
