// The settings panel.
#include "ui/screens/settings_screen.h"
#include <algorithm>

namespace tarot::ui {

namespace {

// One setting: its title, then one button per choice, the current one marked, in as many columns as the width
// allows. Returns the choice pressed, or -1.
int choiceRow(Context& ui, const char* title, const char* id, const std::vector<std::string>& labels, int current) {
  ImGui::SeparatorText(title);
  const float avail = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  int widest = 0;
  for (const std::string& l : labels)
    widest = std::max(widest, int(ImGui::CalcTextSize(l.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 + 4));
  const int n = int(labels.size());
  int cols = n;
  while (cols > 1 && float(cols) * float(widest) + spacing * float(cols - 1) > avail) --cols;
  // As even as it can: 4 choices in two rows of two rather than three and one.
  const int rows = (n + cols - 1) / cols;
  cols = (n + rows - 1) / rows;
  const float cell = (avail - spacing * float(cols - 1)) / float(cols);
  int pressed = -1;
  for (int i = 0; i < n; ++i) {
    if (i % cols) ImGui::SameLine();
    const bool on = i == current;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.68f, 0.18f, 1.0f));
    if (on) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.08f, 0.08f, 0.08f, 1.0f));
    if (ui.button(labels[size_t(i)].c_str(), std::string("set:") + id + ":" + std::to_string(i), ImVec2(cell, 0))) pressed = i;
    if (on) ImGui::PopStyleColor(2);
  }
  return pressed;
}

const float kSpeeds[] = {0.5f, 1.0f, 2.0f, 4.0f};

}  // namespace

bool SettingsScreen::draw(Context& ui, ImVec2 size, PlayerSettings* s, bool* sound, bool* hints) {
  if (!open) return false;
  bool changed = false;
  placePanel(ui, size, 560.0f, true);
  ImGui::Begin((std::string(ui.t(Text::Settings)) + "##settings").c_str(), nullptr, kPanelFlags);
  ImGui::BeginChild("##settingsbody", ImVec2(0, -(44 + ImGui::GetStyle().ItemSpacing.y)));
  int speed = 0;
  for (int i = 0; i < 4; ++i)
    if (std::abs(s->speed - kSpeeds[i]) < std::abs(s->speed - kSpeeds[speed])) speed = i;
  if (const int c = choiceRow(ui, ui.t(Text::SettingsSpeed), "speed",
                              {ui.t(Text::SpeedSlow), ui.t(Text::SpeedNormal), ui.t(Text::SpeedFast), ui.t(Text::SpeedFastest)}, speed);
      c >= 0) { s->speed = kSpeeds[c]; changed = true; }
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
  ImGui::EndChild();
  if (ui.button(ui.t(Text::Close), "settings:close", ImVec2(-1, 0))) open = false;
  ImGui::End();
  return changed;
}

}  // namespace tarot::ui
