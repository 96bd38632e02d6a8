// The table's top bar and, on a narrow screen, its menu (see table_bar.h).
#include "ui/screens/table_bar.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {

// `s` cut at a character boundary, with "…", so that it fits in `width` at the current font.
std::string elide(const std::string& s, float width) {
  if (ImGui::CalcTextSize(s.c_str()).x <= width) return s;
  std::string t = s;
  while (!t.empty()) {
    size_t cut = t.size() - 1;
    while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) --cut;  // a UTF-8 sequence's start
    t.resize(cut);
    while (!t.empty() && t.back() == ' ') t.pop_back();
    if (ImGui::CalcTextSize((t + "\u2026").c_str()).x <= width) return t + "\u2026";
  }
  return std::string();
}

constexpr float kGap = 6;

}  // namespace

std::string TopBar::draw(Context& ui, const SeatView& v, const Offer& offer, ImVec2 size) {
  // The deal counter, then the contract and its taker (and the partner once known at five).
  char counter[64];
  const int dealNo = std::min(v.dealsPlayed + (v.phase == Phase::Over ? 0 : 1), v.dealsInMatch);
  std::snprintf(counter, sizeof counter, "%s %d / %d", ui.t(Text::Deal), dealNo, v.dealsInMatch);
  std::string contract, taker;
  if (v.taker >= 0 && v.phase != Phase::Bidding && v.phase != Phase::Annulled) {
    contract = contractText(ui.lang, v.contract);
    taker = v.names[v.seating.personOfSeat[v.taker]];
    if (v.called != kNoCard) taker += " (" + shortCard(v.called, ui.lang) + ")";
    if (v.partner >= 0 && v.partner != v.taker) taker += std::string(" + ") + v.names[v.seating.personOfSeat[v.partner]];
    if (v.chelemAnnounced) taker += " · " + std::string(ui.t(Text::ChelemBonus));
  }
  const std::string line = contract.empty() ? std::string(counter) : std::string(counter) + "  ·  " + contract + " — " + taker;

  // The buttons offered now, by id, in the bar's order.
  items_.clear();
  items_.push_back({"help", ui.t(Text::Help)});
  items_.push_back({"sheet", ui.t(Text::Scoresheet)});
  items_.push_back({"settings", ui.t(Text::Settings)});
  if (offer.undo) items_.push_back({"undo", ui.t(Text::Undo)});
  if (offer.hint && v.toAct && !v.dealFinished) items_.push_back({"hint", ui.t(Text::Hint)});
  const bool lastTrick = v.phase == Phase::Play && v.tricksDone > 0;
  float full = 16 + buttonWidth(ui.t(Text::Menu)) + 12 + ImGui::CalcTextSize(line.c_str()).x;
  for (const Item& it : items_) full += kGap + buttonWidth(it.label.c_str());
  if (lastTrick) full += kGap + buttonWidth(ui.t(Text::LastTrick));
  compact = full > size.x;
  menuItems.clear();
  if (!compact) menuOpen = false;

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(size.x, 0), ImVec2(size.x, size.y * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 6));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(kGap, 6));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.03f, 0.12f, 0.07f, 1.0f));
  ImGui::Begin("##top", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus);
  std::string picked;
  showLastTrick = false;
  if (!compact) drawWide(ui, line, lastTrick, picked);
  else drawCompact(ui, counter, contract, taker, lastTrick);
  if (offer.hintLine && !offer.hintLine->empty()) {
    ImGui::PushTextWrapPos(size.x - 8);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.47f, 0.9f, 1.0f, 1.0f));  // as the advised card's outline
    ui.wrapped(*offer.hintLine);
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
  height = ImGui::GetWindowHeight();
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(3);
  if (compact && menuOpen) {
    // Drawn now, after the bar, and so over the table; a tap beside the sheet closes it (and plays nothing).
    const std::string tapped = drawMenuSheet(ui, size);
    if (tapped == "menu:sound") ui.platform.setSoundOn(!ui.platform.soundOn());
    else if (!tapped.empty()) picked = tapped;
    if (!tapped.empty() && tapped != "menu:sound") menuOpen = false;
  }
  return picked;
}

void TopBar::lastTrickButton(Context& ui) {
  ImGui::Button((std::string(ui.t(Text::LastTrick)) + "##last").c_str(), ImVec2(0, 44));
  ui.targetLastItem("last_trick");
  ui.noteLastItemText(ui.t(Text::LastTrick));
  showLastTrick = ImGui::IsItemActive();
}

// Every button on the bar, the deal's line on the right.
void TopBar::drawWide(Context& ui, const std::string& line, bool lastTrick, std::string& picked) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ui.button(ui.t(Text::Menu), "menu")) picked = "menu";
  for (const Item& it : items_) {
    ImGui::SameLine();
    if (ui.button(it.label.c_str(), it.id)) picked = it.id;
  }
  if (lastTrick) {
    ImGui::SameLine();
    lastTrickButton(ui);
  }
  const float lineW = ImGui::CalcTextSize(line.c_str()).x;
  ImGui::SameLine();
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX() + 12, right - lineW));
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(right);
  ui.wrapped(line);
  ImGui::PopTextWrapPos();
}

// The menu button (three bars), "Dernier pli", and the deal's line in two small lines cut with "…" when the
// names are long.
void TopBar::drawCompact(Context& ui, const std::string& counter, const std::string& contract, const std::string& taker, bool lastTrick) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  const bool armed = ui.armedNow("more");
  if (ImGui::Button("##more", ImVec2(52, 44)) && armed) menuOpen = !menuOpen;
  ui.targetLastItem("more", true, armed);
  {
    const ImVec2 a = ImGui::GetItemRectMin();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (int k = 0; k < 3; ++k)
      dl->AddRectFilled(ImVec2(a.x + 14, a.y + 13 + 8 * float(k)), ImVec2(a.x + 38, a.y + 16 + 8 * float(k)), IM_COL32(255, 255, 255, 255), 1.5f);
  }
  if (lastTrick) {
    ImGui::SameLine();
    lastTrickButton(ui);
  }
  ImGui::SameLine();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float room = right - at.x - 4;
  ImGui::SetWindowFontScale(0.8f);
  const std::string l1 = elide(contract.empty() ? counter : counter + " · " + contract, room);
  const std::string l2 = elide(taker.empty() ? std::string() : "— " + taker, room);
  const float lh = ImGui::GetFontSize();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float y0 = at.y + (44 - (l2.empty() ? lh : 2 * lh + 2)) * 0.5f;
  dl->AddText(ImGui::GetFont(), lh, ImVec2(at.x + 4, y0), IM_COL32(255, 255, 255, 255), l1.c_str());
  ui.noteText(l1, Rect{at.x + 4, y0, ImGui::CalcTextSize(l1.c_str()).x, lh}, false);
  if (!l2.empty()) {
    dl->AddText(ImGui::GetFont(), lh, ImVec2(at.x + 4, y0 + lh + 2), IM_COL32(255, 255, 255, 255), l2.c_str());
    ui.noteText(l2, Rect{at.x + 4, y0 + lh + 2, ImGui::CalcTextSize(l2.c_str()).x, lh}, false);
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::Dummy(ImVec2(std::max(1.0f, room), 44));
  menuItems.push_back("menu");
  for (const Item& it : items_) menuItems.push_back(it.id);
  if (ui.platform.soundOn && ui.platform.setSoundOn) menuItems.push_back("menu:sound");
}

// The list sheet under the bar: one 48 px row per item, full width on a phone; the id tapped, "" for none.
std::string TopBar::drawMenuSheet(Context& ui, ImVec2 size) {
  std::vector<std::pair<std::string, std::string>> rows;
  for (const std::string& id : menuItems) {
    std::string label = id == "menu" ? ui.t(Text::Menu) : "";
    for (const Item& it : items_)
      if (it.id == id) label = it.label;
    if (id == "menu:sound") {
      std::string state = ui.t(ui.platform.soundOn() ? Text::On : Text::Off);  // mid-sentence: "Son : activé"
      if (!state.empty() && state[0] >= 'A' && state[0] <= 'Z') state[0] = char(state[0] - 'A' + 'a');
      label = std::string(ui.t(Text::Sound)) + words::colonFor(ui.lang) + state;
    }
    rows.emplace_back(id, label);
  }
  std::string picked;
  ImGui::SetNextWindowPos(ImVec2(0, height));
  ImGui::SetNextWindowSize(ImVec2(size.x, size.y - height));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0.45f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::Begin("##menuscrim", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::SetCursorScreenPos(ImVec2(0, height));
  if (ImGui::InvisibleButton("##scrim", ImVec2(size.x, size.y - height))) menuOpen = false;
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();

  // One column of 48 px rows; on a low screen (a landscape phone) where they would run below it, two columns.
  const float rowH = 48, gap = 4, pad = ImGui::GetStyle().WindowPadding.y * 2;
  const int fit = std::max(1, int((size.y - height - pad + gap) / (rowH + gap)));
  const int cols = int(rows.size()) > fit && size.x >= 600 ? 2 : 1;
  const float w = std::min(size.x, 420.0f * float(cols));
  const float colW = (w - ImGui::GetStyle().WindowPadding.x * 2 - 6 * float(cols - 1)) / float(cols);
  ImGui::SetNextWindowPos(ImVec2(0, height));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, size.y - height));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, 4));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.03f, 0.12f, 0.07f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.10f, 0.26f, 0.16f, 1.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  ImGui::Begin("##menusheet", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                           ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::SetWindowFocus();
  for (size_t i = 0; i < rows.size(); ++i) {
    if (i % size_t(cols)) ImGui::SameLine();
    if (ui.button(rows[i].second.c_str(), rows[i].first, ImVec2(cols > 1 ? colW : -1, rowH))) picked = rows[i].first;
  }
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(2);
  return picked;
}

}  // namespace tarot::ui
