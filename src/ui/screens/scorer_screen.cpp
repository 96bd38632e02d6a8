// Scorer mode: deals played with real cards entered by hand and scored by the engine's code.
#include "ui/screens/scorer_screen.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

// "label  — / attack / defense" as three radio buttons.
void campChoice(Context& ui, Text label, const char* id, Camp* camp) {
  int value = int(*camp);
  ImGui::TextUnformatted(ui.t(label));
  ImGui::SameLine();
  ImGui::RadioButton((std::string("—##") + id).c_str(), &value, 0);
  ImGui::SameLine();
  ImGui::RadioButton((std::string(ui.t(Text::Attack)) + "##" + id).c_str(), &value, 1);
  ImGui::SameLine();
  ImGui::RadioButton((std::string(ui.t(Text::Defense)) + "##" + id).c_str(), &value, 2);
  *camp = Camp(value);
}

}  // namespace

void ScorerScreen::open(const std::array<std::string, 5>& defaultNames, const std::string& saved) {
  std::array<std::string, 5> names = defaultNames;
  if (!saved.empty()) {
    if (const char* why = scorerFromJson(saved, &people_, &names, &entries_)) error_ = why;
  }
  for (int p = 0; p < 5; ++p) std::snprintf(names_[p].data(), 32, "%s", names[p].c_str());
}

ScorerScreen::Choice ScorerScreen::draw(Context& ui, ImVec2 size) {
  Choice choice = Choice::None;
  const Lang l = ui.lang;
  Sheet sheet;
  sheet.lang = ui.lang;
  sheet.people = people_;
  for (int p = 0; p < 5; ++p) sheet.names[p] = names_[p][0] ? names_[p].data() : ("J" + std::to_string(p + 1));
  for (const ScorerEntry& e : entries_) addScorerRow(&sheet, e);
  // As wide as the sheet needs, up to the display's width; the whole window scrolls, the sheet at its full height.
  centreNextWindow(size, 0.5f, std::max(1000.0f, sheetTableWidth(ui, sheet, false) + ImGui::GetStyle().WindowPadding.x * 2), 1e6f);
  ImGui::Begin(ui.t(Text::ScorerMode), nullptr, kPanelFlags);
  if (entries_.empty()) {
    ImGui::SliderInt(ui.t(Text::Players), &people_, 3, 5);
    for (int p = 0; p < people_; ++p) {
      ImGui::PushID(p);
      ImGui::InputText("##n", names_[p].data(), 32);
      ui.targetLastTextField("scorer:name:" + std::to_string(p));
      ImGui::PopID();
    }
  }
  drawSheetTable(ui, sheet, false, 0);
  ImGui::SeparatorText(ui.t(Text::NewDeal));
  ScorerEntry& d = draft_;
  d.dealer = int(entries_.size()) % people_;
  auto personCombo = [&](const char* label, int* who, bool allowNone) {
    const std::string current = *who < 0 ? std::string(ui.t(Text::Alone)) : sheet.names[*who];
    ImGui::SetNextItemWidth(200);
    if (ImGui::BeginCombo(label, current.c_str())) {
      if (allowNone && ImGui::Selectable(ui.t(Text::Alone), *who < 0)) *who = -1;
      for (int p = 0; p < people_; ++p)
        if (ImGui::Selectable(sheet.names[p].c_str(), *who == p)) *who = p;
      ImGui::EndCombo();
    }
  };
  personCombo(ui.t(Text::Taker), &d.taker, false);
  if (people_ == 5) { ImGui::SameLine(); personCombo(ui.t(Text::Partner), &d.partner, true); }
  else d.partner = -1;
  ImGui::SetNextItemWidth(200);
  if (ImGui::BeginCombo(ui.t(Text::Contract), contractText(l, d.input.contract))) {
    for (int c = 1; c <= 4; ++c)
      if (ImGui::Selectable(contractText(l, Contract(c)), d.input.contract == Contract(c))) d.input.contract = Contract(c);
    ImGui::EndCombo();
  }
  ImGui::SetNextItemWidth(200);
  ImGui::SliderInt(ui.t(Text::Bouts), &d.input.bouts, 0, 3);
  ImGui::SetNextItemWidth(200);
  ImGui::InputFloat(ui.t(Text::PointsMade), &points_, 0.5f, 1.0f, "%.1f");
  ImGui::SetNextItemWidth(200);
  ImGui::SliderInt3(ui.t(Text::PoigneeBonus), poignees_, 0, 2);
  campChoice(ui, Text::PetitAuBout, "p", &d.input.petitAuBout);
  ImGui::Checkbox(ui.t(Text::AnnounceChelem), &d.input.chelemAnnounced);
  campChoice(ui, Text::ChelemBonus, "c", &d.input.chelemMadeBy);
  d.input.attackHalfPoints = int(std::lround(points_ * 2.0f));
  d.input.poignees.clear();
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < poignees_[k]; ++i) d.input.poignees.push_back(PoigneeSize(k + 1));
  if (!error_.empty()) ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", error_.c_str());
  if (ui.button(ui.t(Text::AddDeal), "scorer:add")) {
    if (std::fabs(points_ * 2.0f - std::round(points_ * 2.0f)) > 1e-3f) error_ = ui.t(Text::ScorerHalfPoints);
    else if (const EntryCheck c = checkEntry(d, people_)) error_ = entryRefusalText(ui.lang, c);
    else {
      error_.clear();
      entries_.push_back(d);
      std::array<std::string, 5> names = sheet.names;
      toKeep = scorerJson(people_, names, entries_);
      choice = Choice::Changed;
    }
  }
  sameLineIfFits(buttonWidth(ui.t(Text::UndoLast)));
  if (ui.button(ui.t(Text::UndoLast), "scorer:undo", ImVec2(0, 0), !entries_.empty())) {
    entries_.pop_back();
    toKeep = scorerJson(people_, sheet.names, entries_);
    choice = Choice::Changed;
  }
  sameLineIfFits(buttonWidth("CSV"));
  if (ui.button("CSV", "scorer:csv")) ui.exportText("feuille-de-marque.csv", "text/csv;charset=utf-8", sheetCsv(sheet));
  sameLineIfFits(buttonWidth(ui.t(Text::Print)));
  if (ui.button(ui.t(Text::Print), "scorer:html")) ui.exportText("feuille-de-marque.html", "text/html;charset=utf-8", sheetHtml(sheet));
  sameLineIfFits(buttonWidth(ui.t(Text::Close)));
  if (ui.button(ui.t(Text::Close), "scorer:close")) choice = Choice::Close;
  ImGui::End();
  return choice;
}

}  // namespace tarot::ui
