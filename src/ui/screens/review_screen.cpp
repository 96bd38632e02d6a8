// The deal review window.
#include "ui/screens/review_screen.h"
#include "match/numbers.h"
#include "match/refusal_text.h"
#include "ui/advice_text.h"
#include <cstdio>

namespace tarot::ui {

bool ReviewScreen::draw(Context& ui, const DealStudy& study, ImVec2 size) {
  if (!study.open) return false;
  bool closed = false;
  const DealCritic* critic = study.critic();
  const bool analysing = study.analysing(), analysed = study.analysed();
  const Lang l = ui.lang;
  const DealReview& g = study.review;
  placePanel(ui, size, 760.0f, true);
  beginPanel((std::string(ui.t(Text::Deal)) + " " + std::to_string(g.number) + "##review").c_str());
  const float buttons = 44 + ImGui::GetStyle().ItemSpacing.y;
  if (!study.ok) {
    ui.wrapped(study.error);
    if (ui.button(ui.t(Text::Close), "review:close", ImVec2(-1, 0))) closed = true;
    ImGui::End();
    return closed;
  }
  // The deal scrolls; the buttons stay in view below it.
  ImGui::BeginChild("##deal", ImVec2(0, -buttons));
  auto who = [&](int seat) { return g.seatNames[size_t(seat)]; };
  // The expert's review of the person's decisions: its progress, then what the marked choices cost.
  const ImVec4 markColour(1.0f, 0.72f, 0.45f, 1.0f);
  auto markLine = [&](const client::DecisionMark& m) {
    ImGui::PushStyleColor(ImGuiCol_Text, markColour);
    ui.wrapped("   ● " + std::string(ui.t(Text::YourChoice)) + " " + optionText(l, m.chosen) + "   " + markText(l, m));
    ImGui::PopStyleColor();
  };
  if (critic && analysing) {
    char progress[160];
    std::snprintf(progress, sizeof progress, "%s %d / %d", ui.t(Text::ReviewAnalysing), critic->weighed(), critic->decisions());
    ui.wrapped(progress);
    ImGui::ProgressBar(critic->decisions() ? float(critic->weighed()) / float(critic->decisions()) : 1.0f, ImVec2(-1, 8), "");
  } else if (critic && analysed) {
    const double cost = critic->costlyTotal();
    ImGui::PushStyleColor(ImGuiCol_Text, cost > 0 ? markColour : ImVec4(0.7f, 1.0f, 0.7f, 1.0f));
    ui.wrapped(cost > 0 ? match::fillPlaceholders(ui.t(Text::ReviewCost), {{"points", pointsText(l, cost, false)}})
                        : std::string(ui.t(Text::ReviewNoCost)));
    ImGui::PopStyleColor();
  }
  std::string bids;
  for (const auto& [seat, bid] : g.bids) bids += who(seat) + colonFor(l) + contractText(l, bid) + "   ";
  ui.wrapped(std::string(ui.t(Text::Bid)) + " — " + bids);
  // The costly choices before the first card (bid, call, écart, chelem, poignée).
  if (critic)
    for (const client::DecisionMark& m : critic->marks())
      if (m.trick < 0 && m.costly()) markLine(m);
  if (g.called != kNoCard) ImGui::Text("%s %s", ui.t(Text::Calls), shortCard(g.called, l).c_str());
  if (g.chelemAnnounced) ImGui::Text("%s — %s", who(g.taker).c_str(), ui.t(Text::AnnouncesChelem));
  const float cw = 34;
  cardsRow(ui, ui.t(Text::ChienRevealed), g.chien, cw, 3);
  if (!g.ecart.empty()) cardsRow(ui, ui.t(Text::EcartRevealed), g.ecart, cw, 3);
  for (const ReviewPoignee& p : g.poignees) cardsRow(ui, who(p.seat) + " — " + ui.t(poigneeText(p.size)), p.cards, cw, 3);
  for (size_t t = 0; t < g.tricks.size(); ++t) {
    const ReviewTrick& trick = g.tricks[t];
    std::string line = std::to_string(t + 1) + ". ";
    for (int i = 0; i < trick.count; ++i) line += who(trick.seats[size_t(i)]) + " " + shortCard(trick.cards[size_t(i)], l) + "   ";
    line += "→ " + who(trick.winner);
    ui.wrapped(line);
    if (critic)
      for (const client::DecisionMark& m : critic->marks())
        if (m.trick == int(t) && m.costly()) markLine(m);
  }
  const DealResult& r = g.result;
  ImGui::Separator();
  char line[200];
  std::snprintf(line, sizeof line, "%s%s%d   %s%s%s / %d   %s %s %d   S = %s", ui.t(Text::Bouts), colonFor(l), r.bouts,
                ui.t(Text::PointsMade), colonFor(l), pointsNumber(l, r.attackHalfPoints / 2.0).c_str(), r.needed, r.made ? ui.t(Text::Made) : ui.t(Text::Down),
                ui.t(Text::By), r.margin, integerText(l, r.unit).c_str());  // "S = −42"
  ui.wrapped(line);
  ImGui::EndChild();
  if (ui.button("JSON", "export:deal"))
    ui.exportText("donne-" + std::to_string(g.number) + ".json", "application/json", writeDealRecord(g.record));
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Close), "review:close", ImVec2(-1, 0))) closed = true;
  ImGui::End();
  return closed;
}

}  // namespace tarot::ui
