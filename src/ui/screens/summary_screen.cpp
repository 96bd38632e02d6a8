// The end-of-deal and end-of-match summary.
#include "ui/screens/summary_screen.h"
#include "match/numbers.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

SummaryScreen::Choice SummaryScreen::draw(Context& ui, const SeatView& v, ImVec2 size) const {
  if (!v.dealFinished) return Choice::None;
  Choice choice = Choice::None;
  const Lang l = ui.lang;
  const float w = std::min(size.x - 16, 560.0f);
  const auto& names = v.names;
  const DealResult& r = v.result;
  if (r.annulled != Annulment::None) {
    placePanel(ui, size, 560.0f, false);
    beginPanel(ui.t(Text::Score), kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize);
    ui.wrapped(r.annulled == Annulment::PetitSec ? ui.t(Text::PetitSec) : ui.t(Text::AllPassed));
    if (!waitLine.empty()) ui.wrapped(waitLine);
    if (ui.button(ui.t(Text::Redeal), "redeal", ImVec2(-1, 0))) choice = Choice::NextDeal;
    ImGui::End();
    return choice;
  }
  // The details scroll; the button to go on stays in view below them.
  placePanel(ui, size, 560.0f, true);
  beginPanel(v.matchOver ? ui.t(Text::MatchOver) : ui.t(Text::Score));
  const float below = 44 + ImGui::GetStyle().ItemSpacing.y +
                      (waitLine.empty() ? 0 : ImGui::GetTextLineHeightWithSpacing() * 2);
  ImGui::BeginChild("##details", ImVec2(0, -below));
  // The match's ranking first, in view on a low screen too; the last deal's details under it.
  if (v.matchOver) {
    ImGui::SeparatorText(ui.t(Text::Ranking));
    for (size_t i = 0; i < v.ranking.size(); ++i)
      ImGui::Text("%d. %s  %s", v.places[i], names[v.ranking[i]].c_str(), signedPoints(v.totals[v.ranking[i]]).c_str());
    ui.wrapped(ui.t(Text::TieBreak));
    ImGui::SeparatorText(ui.t(Text::Score));
  }
  const char* const colon = colonFor(l);
  ui.wrapped(std::string(ui.t(Text::Contract)) + colon + contractText(l, r.contract) + " — " + names[v.seating.personOfSeat[r.taker]]);
  if (r.partner >= 0) ui.wrapped(std::string(ui.t(Text::Partner)) + colon + names[v.seating.personOfSeat[r.partner]]);
  else if (v.players == 5) ui.wrapped(ui.t(Text::Alone));
  char line[200];
  std::snprintf(line, sizeof line, "%s%s%d   %s%s%s / %d", ui.t(Text::Bouts), colon, r.bouts, ui.t(Text::PointsMade),
                colon, pointsNumber(l, r.attackHalfPoints / 2.0).c_str(), r.needed);
  ui.wrapped(line);
  ImGui::TextColored(r.made ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.6f, 0.5f, 1), "%s %s %d",
                     r.made ? ui.t(Text::Made) : ui.t(Text::Down), ui.t(Text::By), r.margin);
  // Cards won by each camp (the écart and the chien counted where the contract puts them).
  std::snprintf(line, sizeof line, "%s%s%s %d, %s %d", ui.t(Text::CardsWon), colon, ui.t(Text::Attack), v.attackCards,
                ui.t(Text::Defense), kDeckSize - v.attackCards);
  ui.wrapped(line);
  if (r.poigneeBonus) ImGui::Text("%s%s%d", ui.t(Text::PoigneeBonus), colon, r.poigneeBonus);
  if (r.petitAuBout != Camp::None)
    ImGui::Text("%s%s%s", ui.t(Text::PetitAuBout), colon, r.petitAuBout == Camp::Attack ? ui.t(Text::Attack) : ui.t(Text::Defense));
  if (r.chelem != DealResult::Chelem::None) ImGui::Text("%s", ui.t(Text::ChelemBonus));
  if (!glossLine.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.9f, 1.0f, 1.0f));
    ui.wrapped(glossLine);
    ImGui::PopStyleColor();
  }
  if (ImGui::BeginTable("##scores", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn(ui.t(Text::Score));
    ImGui::TableSetupColumn(ui.t(Text::Total));
    ImGui::TableHeadersRow();
    for (int p = 0; p < v.people; ++p) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn(); ImGui::TextUnformatted(names[p].c_str());
      ImGui::TableNextColumn(); ImGui::TextUnformatted(signedPoints(v.dealScores[p]).c_str());
      ImGui::TableNextColumn(); ImGui::TextUnformatted(signedPoints(v.totals[p]).c_str());
    }
    ImGui::EndTable();
  }
  // Chien and écart revealed.
  const float cw = std::min(40.0f, (w - 40) / 7.0f);
  if (!v.chien.empty()) cardsRow(ui, ui.t(Text::ChienRevealed), v.chien, cw, 4);
  if (!v.ecart.empty()) cardsRow(ui, ui.t(Text::EcartRevealed), v.ecart, cw, 4);
  ImGui::EndChild();
  if (!waitLine.empty() && !v.matchOver) ui.wrapped(waitLine);
  if (v.matchOver) {
    if (ui.button(ui.t(Text::NewMatch), "new_match", ImVec2(-1, 0))) choice = Choice::NewMatch;
  } else if (ui.button(ui.t(Text::NextDeal), "next", ImVec2(-1, 0))) {
    choice = Choice::NextDeal;
  }
  ImGui::End();
  return choice;
}

}  // namespace tarot::ui
