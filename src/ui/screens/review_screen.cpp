// The deal review window.
#include "ui/screens/review_screen.h"

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
  centreNextWindow(size, 0.5f, 760.0f, 620.0f);
  ImGui::Begin((std::string(ui.t(Text::Deal)) + " " + std::to_string(g.number) + "##review").c_str(), &open, kPanelFlags);
  if (!ok) {
    ImGui::TextWrapped("%s", error.c_str());
    ImGui::End();
    return;
  }
  auto who = [&](int seat) { return g.seatNames[size_t(seat)]; };
  std::string bids;
  for (const auto& [seat, bid] : g.bids) bids += who(seat) + ": " + contractText(l, bid) + "   ";
  ImGui::TextWrapped("%s — %s", ui.t(Text::Bid), bids.c_str());
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
    ImGui::TextUnformatted(line.c_str());
  }
  const DealResult& r = g.result;
  ImGui::Separator();
  ImGui::Text("%s: %d   %s: %g / %d   %s %s %d   S = %d", ui.t(Text::Bouts), r.bouts, ui.t(Text::PointsMade),
              r.attackHalfPoints / 2.0, r.needed, r.made ? ui.t(Text::Made) : ui.t(Text::Down), ui.t(Text::By), r.margin, r.unit);
  if (ui.button("JSON", "export:deal"))
    ui.exportText("donne-" + std::to_string(g.number) + ".json", "application/json", writeDealRecord(g.record));
  ImGui::End();
}

}  // namespace tarot::ui
