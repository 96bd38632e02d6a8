// Scorer mode: deals played with real cards entered by hand and scored by the engine's code.
#include "ui/screens/scorer_screen.h"
#include "ui/finger_controls.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

// "label", then "— / attack / defense" as a row of buttons.
void campChoice(Context& ui, Text label, const char* id, Camp* camp) {
  ImGui::TextUnformatted(ui.t(label));
  if (const int c = choiceButtons(ui, std::string("scorer:") + id, {"—", ui.t(Text::Attack), ui.t(Text::Defense)}, int(*camp));
      c >= 0)
    *camp = Camp(c);
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
  beginPanel(ui.t(Text::ScorerMode));
  if (entries_.empty()) {
    ImGui::TextUnformatted(ui.t(Text::Players));
    if (const int c = choiceButtons(ui, "scorer:players", {"3", "4", "5"}, people_ - 3); c >= 0) people_ = c + 3;
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
  // The taker (and the partner at five) from a list sheet of the names; "seul" first for the partner.
  auto personChoice = [&](Text label, const char* id, int* who, bool allowNone) {
    ImGui::TextUnformatted(ui.t(label));
    std::vector<std::string> names;
    if (allowNone) names.push_back(ui.t(Text::Alone));
    for (int p = 0; p < people_; ++p) names.push_back(sheet.names[size_t(p)]);
    const int shift = allowNone ? 1 : 0;
    if (const int k = listSheet(ui, std::string("scorer:") + id, names, *who + shift); k >= 0) *who = k - shift;
  };
  personChoice(Text::Taker, "taker", &d.taker, false);
  if (people_ == 5) personChoice(Text::Partner, "partner", &d.partner, true);
  else d.partner = -1;
  ImGui::TextUnformatted(ui.t(Text::Contract));
  if (const int c = choiceButtons(ui, "scorer:contract", {contractText(l, Contract(1)), contractText(l, Contract(2)),
                                                          contractText(l, Contract(3)), contractText(l, Contract(4))},
                                  int(d.input.contract) - 1);
      c >= 0)
    d.input.contract = Contract(c + 1);
  ImGui::TextUnformatted(ui.t(Text::Bouts));
  if (const int c = choiceButtons(ui, "scorer:bouts", {"0", "1", "2", "3"}, d.input.bouts); c >= 0) d.input.bouts = c;
  ImGui::TextUnformatted(ui.t(Text::PointsMade));  // above its field, as on the phone: a narrow screen keeps it whole
  ImGui::SetNextItemWidth(200);
  pointsField(ui, "##points", &points_);  // "40,5" in French
  // How many poignées of each size were shown, each a stepper.
  for (int k = 0; k < 3; ++k) {
    ImGui::TextUnformatted(ui.t(poigneeText(PoigneeSize(k + 1))));
    poignees_[k] += stepper(ui, "scorer:poignee:" + std::to_string(k + 1), std::to_string(poignees_[k]), poignees_[k] > 0,
                            poignees_[k] < 2);
  }
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
