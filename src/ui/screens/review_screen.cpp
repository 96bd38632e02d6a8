// The deal review window.
#include "ui/screens/review_screen.h"
#include <cstdio>

namespace tarot::ui {

void ReviewScreen::show(bool replayed, DealReview r, std::string why) {
  open = true;
  ok = replayed;
  review = std::move(r);
  error = std::move(why);
}

void ReviewScreen::draw(Context& ui, ImVec2 size) {
  if (!open) return;
  const Lang l = ui.lang;
  const DealReview& g = review;
  placePanel(ui, size, 760.0f, true);
  ImGui::Begin((std::string(ui.t(Text::Deal)) + " " + std::to_string(g.number) + "##review").c_str(), nullptr, kPanelFlags);
  const float buttons = 44 + ImGui::GetStyle().ItemSpacing.y;
  if (!ok) {
    ui.wrapped(error);
    if (ui.button(ui.t(Text::Close), "review:close", ImVec2(-1, 0))) open = false;
    ImGui::End();
    return;
  }
  // The deal scrolls; the buttons stay in view below it.
  ImGui::BeginChild("##deal", ImVec2(0, -buttons));
  auto who = [&](int seat) { return g.seatNames[size_t(seat)]; };
  std::string bids;
  for (const auto& [seat, bid] : g.bids) bids += who(seat) + ": " + contractText(l, bid) + "   ";
  ui.wrapped(std::string(ui.t(Text::Bid)) + " — " + bids);
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
  }
  const DealResult& r = g.result;
  ImGui::Separator();
  char line[200];
  std::snprintf(line, sizeof line, "%s: %d   %s: %g / %d   %s %s %d   S = %d", ui.t(Text::Bouts), r.bouts,
                ui.t(Text::PointsMade), r.attackHalfPoints / 2.0, r.needed, r.made ? ui.t(Text::Made) : ui.t(Text::Down),
                ui.t(Text::By), r.margin, r.unit);
  ui.wrapped(line);
  ImGui::EndChild();
  if (ui.button("JSON", "export:deal"))
    ui.exportText("donne-" + std::to_string(g.number) + ".json", "application/json", writeDealRecord(g.record));
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Close), "review:close", ImVec2(-1, 0))) open = false;
  ImGui::End();
}

}  // namespace tarot::ui
