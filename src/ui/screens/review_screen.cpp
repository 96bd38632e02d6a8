// The deal review window.
#include "ui/screens/review_screen.h"
#include "match/refusal_text.h"
#include "ui/advice_text.h"
#include <cstdio>

namespace tarot::ui {

void ReviewScreen::show(bool replayed, DealReview r, std::string why, int personSeat, bool analyse, std::uint64_t seed,
                        ClockMs clock) {
  open = true;
  ok = replayed;
  review = std::move(r);
  error = std::move(why);
  personSeat_ = replayed ? personSeat : -1;
  analysing_ = analysed_ = false;
  critic_.reset();
  if (personSeat_ >= 0 && analyse) {
    critic_ = std::make_unique<client::DealCritic>();
    critic_->setClock(clock);
    analysing_ = critic_->begin(review.record, personSeat_, seed);
    if (!analysing_) critic_.reset();
  }
}

void ReviewScreen::think(double ms) {
  if (!open || !analysing_ || !critic_) return;
  if (critic_->think(ms)) {
    analysing_ = false;
    analysed_ = true;
  }
}

json::Value ReviewScreen::automation() const {
  json::Value o = json::Value::object();
  o.set("open", open).set("analysing", analysing_).set("analysed", analysed_);
  if (critic_) {
    o.set("decisions", critic_->decisions()).set("weighed", critic_->weighed());
    json::Value marks = json::Value::array();
    for (const client::DecisionMark& m : critic_->marks()) {
      json::Value x = json::Value::object();
      x.set("step", m.step).set("trick", m.trick).set("chosen", describe(m.chosen)).set("best", describe(m.best));
      x.set("loss", m.loss()).set("costly", m.costly());
      marks.push(x);
    }
    o.set("marks", marks);
  }
  return o;
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
  // The expert's review of the person's decisions: its progress, then what the marked choices cost.
  const ImVec4 markColour(1.0f, 0.72f, 0.45f, 1.0f);
  auto markLine = [&](const client::DecisionMark& m) {
    ImGui::PushStyleColor(ImGuiCol_Text, markColour);
    ui.wrapped("   ● " + std::string(ui.t(Text::YourChoice)) + " " + optionText(l, m.chosen) + "   " + markText(l, m));
    ImGui::PopStyleColor();
  };
  if (critic_ && analysing_) {
    char progress[160];
    std::snprintf(progress, sizeof progress, "%s %d / %d", ui.t(Text::ReviewAnalysing), critic_->weighed(), critic_->decisions());
    ui.wrapped(progress);
    ImGui::ProgressBar(critic_->decisions() ? float(critic_->weighed()) / float(critic_->decisions()) : 1.0f, ImVec2(-1, 8), "");
  } else if (critic_ && analysed_) {
    const double cost = critic_->costlyTotal();
    ImGui::PushStyleColor(ImGuiCol_Text, cost > 0 ? markColour : ImVec4(0.7f, 1.0f, 0.7f, 1.0f));
    ui.wrapped(cost > 0 ? match::fillPlaceholders(ui.t(Text::ReviewCost), {{"points", pointsText(l, cost, false)}})
                        : std::string(ui.t(Text::ReviewNoCost)));
    ImGui::PopStyleColor();
  }
  std::string bids;
  for (const auto& [seat, bid] : g.bids) bids += who(seat) + ": " + contractText(l, bid) + "   ";
  ui.wrapped(std::string(ui.t(Text::Bid)) + " — " + bids);
  // The costly choices before the first card (bid, call, écart, chelem, poignée).
  if (critic_)
    for (const client::DecisionMark& m : critic_->marks())
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
    if (critic_)
      for (const client::DecisionMark& m : critic_->marks())
        if (m.trick == int(t) && m.costly()) markLine(m);
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
