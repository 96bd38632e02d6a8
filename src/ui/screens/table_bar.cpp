// The table's top bar and, on a narrow screen, its menu. When every button and the deal's line fit in one row
// (a desktop) they are all on the bar; else (a phone, a landscape phone) the bar keeps one row of 44 px: the menu
// button, "Dernier pli" (held down to see the last trick, so never in a menu) and the deal's line in two small
// lines, and the menu opens as a list sheet of 48 px rows under the bar (help, scoresheet, settings, advice, undo,
// sound, back to the main menu).
#include "ui/screens/table_screen.h"
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

}  // namespace

TableScreen::Choice TableScreen::drawTopBar(Context& ui, SeatSession& game, ImVec2 size) {
  Choice choice = Choice::None;
  const SeatView& v = view;
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
  struct Item { const char* id; std::string label; };
  std::vector<Item> items;
  items.push_back({"help", ui.t(Text::Help)});
  items.push_back({"sheet", ui.t(Text::Scoresheet)});
  items.push_back({"settings", ui.t(Text::Settings)});
  if (game.canUndo()) items.push_back({"undo", ui.t(Text::Undo)});  // the person's last card or decision taken back
  if (hintOffered && v.toAct && !v.dealFinished) items.push_back({"hint", ui.t(Text::Hint)});
  const bool lastTrick = v.phase == Phase::Play && v.tricksDone > 0;
  const float gap = 6;
  float full = 16 + buttonWidth(ui.t(Text::Menu)) + 12 + ImGui::CalcTextSize(line.c_str()).x;
  for (const Item& it : items) full += gap + buttonWidth(it.label.c_str());
  if (lastTrick) full += gap + buttonWidth(ui.t(Text::LastTrick));
  compact_ = full > size.x;
  menuItems_.clear();
  if (!compact_) menuOpen_ = false;

  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(size.x, 0), ImVec2(size.x, size.y * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 6));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(gap, 6));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.03f, 0.12f, 0.07f, 1.0f));
  ImGui::Begin("##top", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float right = size.x - 8;
  auto pick = [&](const std::string& id) {
    if (id == "menu") choice = Choice::Menu;
    else if (id == "help") choice = Choice::Help;
    else if (id == "sheet") choice = Choice::Sheet;
    else if (id == "settings") choice = Choice::Settings;
    else if (id == "hint") choice = Choice::Hint;
    else if (id == "undo" && game.undo(ui.now)) {
      reset();
      view = game.view(ui.now);
    }
  };
  auto lastTrickButton = [&] {
    ImGui::Button((std::string(ui.t(Text::LastTrick)) + "##last").c_str(), ImVec2(0, 44));
    ui.targetLastItem("last_trick");
    ui.noteLastItemText(ui.t(Text::LastTrick));
    showLastTrick_ = ImGui::IsItemActive();
  };
  showLastTrick_ = false;
  if (!compact_) {
    if (ui.button(ui.t(Text::Menu), "menu")) choice = Choice::Menu;
    for (const Item& it : items) {
      ImGui::SameLine();
      if (ui.button(it.label.c_str(), it.id)) pick(it.id);
    }
    if (lastTrick) {
      ImGui::SameLine();
      lastTrickButton();
    }
    const float lineW = ImGui::CalcTextSize(line.c_str()).x;
    ImGui::SameLine();
    ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX() + 12, right - lineW));
    ImGui::AlignTextToFramePadding();
    ImGui::PushTextWrapPos(right);
    ui.wrapped(line);
    ImGui::PopTextWrapPos();
  } else {
    // The menu button: three bars.
    const bool armed = ui.armedNow("more");
    if (ImGui::Button("##more", ImVec2(52, 44)) && armed) menuOpen_ = !menuOpen_;
    ui.targetLastItem("more", true, armed);
    {
      const ImVec2 a = ImGui::GetItemRectMin();
      ImDrawList* dl = ImGui::GetWindowDrawList();
      for (int k = 0; k < 3; ++k)
        dl->AddRectFilled(ImVec2(a.x + 14, a.y + 13 + 8 * float(k)), ImVec2(a.x + 38, a.y + 16 + 8 * float(k)), IM_COL32(255, 255, 255, 255), 1.5f);
    }
    if (lastTrick) {
      ImGui::SameLine();
      lastTrickButton();
    }
    // The deal's line, in two small lines beside the buttons, cut with "…" when the names are long.
    ImGui::SameLine();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float room = right - at.x - 4;
    ImGui::SetWindowFontScale(0.8f);
    const std::string l1 = elide(contract.empty() ? std::string(counter) : std::string(counter) + " · " + contract, room);
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
    menuItems_.push_back("menu");
    for (const Item& it : items) menuItems_.push_back(it.id);
    if (ui.platform.soundOn && ui.platform.setSoundOn) menuItems_.push_back("menu:sound");
  }
  if (!hintLine.empty()) {
    ImGui::PushTextWrapPos(right);
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.47f, 0.9f, 1.0f, 1.0f));  // as the advised card's outline
    ui.wrapped(hintLine);
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
  }
  topH_ = ImGui::GetWindowHeight();
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(3);
  if (compact_ && menuOpen_) {
    // Drawn now, after the bar, and so over the table; a tap beside the sheet closes it (and plays nothing).
    std::vector<std::pair<std::string, std::string>> rows;
    for (const std::string& id : menuItems_) {
      std::string label = id == "menu" ? ui.t(Text::Menu) : id == "menu:sound" ? std::string() : "";
      for (const Item& it : items)
        if (it.id == id) label = it.label;
      if (id == "menu:sound") {
        std::string state = ui.t(ui.platform.soundOn() ? Text::On : Text::Off);  // mid-sentence: "Son : activé"
        if (!state.empty() && state[0] >= 'A' && state[0] <= 'Z') state[0] = char(state[0] - 'A' + 'a');
        label = std::string(ui.t(Text::Sound)) + (ui.lang == Lang::French ? "\u00A0: " : ": ") + state;
      }
      rows.emplace_back(id, label);
    }
    const std::string picked = drawMenuSheet(ui, size, rows);
    if (picked == "menu:sound") ui.platform.setSoundOn(!ui.platform.soundOn());
    else if (!picked.empty()) pick(picked);
    if (!picked.empty() && picked != "menu:sound") menuOpen_ = false;
  }
  return choice;
}

// The list sheet under the bar: one 48 px row per item, full width on a phone; the id tapped, "" for none.
std::string TableScreen::drawMenuSheet(Context& ui, ImVec2 size, const std::vector<std::pair<std::string, std::string>>& rows) {
  std::string picked;
  ImGui::SetNextWindowPos(ImVec2(0, topH_));
  ImGui::SetNextWindowSize(ImVec2(size.x, size.y - topH_));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0.45f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::Begin("##menuscrim", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoBringToFrontOnFocus);
  ImGui::SetCursorScreenPos(ImVec2(0, topH_));
  if (ImGui::InvisibleButton("##scrim", ImVec2(size.x, size.y - topH_))) menuOpen_ = false;
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();

  const float w = std::min(size.x, 420.0f);
  ImGui::SetNextWindowPos(ImVec2(0, topH_));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, size.y - topH_));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, 4));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.03f, 0.12f, 0.07f, 1.0f));
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.10f, 0.26f, 0.16f, 1.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  ImGui::Begin("##menusheet", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                           ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::SetWindowFocus();
  for (const auto& [id, label] : rows)
    if (ui.button(label.c_str(), id, ImVec2(-1, 48))) picked = id;
  ImGui::End();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  ImGui::PopStyleVar(2);
  return picked;
}

}  // namespace tarot::ui
