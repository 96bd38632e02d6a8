// The table's moments drawn from the view: the deal's cards going round at the start of a deal (SeatView::dealt, paced
// by the match and aged by an online table; the controller passes it at once under reduced motion or on a tap).
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

namespace {

constexpr int kDealRounds = 6;  // the cards go round in packets: six rounds of a packet to each seat

float easeOut(float t) { return 1 - (1 - t) * (1 - t); }

}  // namespace

size_t TableScreen::handShown() const {
  if (view.dealt >= 1) return handOrder_.size();
  return size_t(std::floor(float(handOrder_.size()) * view.dealt));
}

bool TableScreen::drawDealing(Context& ui, ImVec2 size) {
  const SeatView& v = view;
  const DealSeating& st = v.seating;
  if (v.players <= 0) return false;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  const ImVec2 centre(size.x * 0.5f, (tableTop_ + tableBottom_) * 0.5f);
  const ImVec2 card(seatCardW_ * 1.4f, seatCardW_ * 1.4f * 1.5f);
  // The deck in the middle, thinner as the deal goes.
  const int left = std::max(1, int(std::lround(6 * (1 - v.dealt))));
  for (int i = 0; i < left; ++i)
    drawCardBack(dl, ImVec2(centre.x - card.x * 0.5f - float(i) * 1.5f, centre.y - card.y * 0.5f - float(i) * 1.5f),
                 card, ui.accent);
  // The packet on its way: each round gives one to every seat in playing order, from the dealer's right.
  const float u = std::min(v.dealt, 0.9999f) * float(kDealRounds * v.players);
  const int turn = int(u) % v.players;
  const float along = easeOut(u - std::floor(u));
  const int seat = (st.dealerSeat + 1 + turn) % v.players;
  const int person = seat >= 0 && seat < kMaxPlayers ? st.personOfSeat[seat] : -1;
  if (person >= 0) {
    ImVec2 to = personAnchor(person, size);
    if (person == v.person) to = ImVec2(size.x * 0.5f, handTop_ + card.y * 0.5f);
    const ImVec2 at(centre.x + (to.x - centre.x) * along, centre.y + (to.y - centre.y) * along);
    drawCardBack(dl, ImVec2(at.x - card.x * 0.5f, at.y - card.y * 0.5f), card, ui.accent);
  }
  // What a tap does now, under the deck.
  const char* hint = ui.t(Text::DealSkipHint);
  const ImVec2 hs = ImGui::CalcTextSize(hint);
  const ImVec2 hp(centre.x - hs.x * 0.5f, centre.y + card.y * 0.5f + 8);
  dl->AddRectFilled(ImVec2(hp.x - 6, hp.y - 3), ImVec2(hp.x + hs.x + 6, hp.y + hs.y + 3), IM_COL32(0, 0, 0, 120), 6);
  dl->AddText(hp, IM_COL32(255, 255, 255, 235), hint);
  ui.noteText(hint, Rect{hp.x, hp.y, hs.x, hs.y}, false);
  // A tap anywhere on the table passes the deal (the top bar's and the panels' buttons keep their own taps).
  const Rect table{0, tableTop_, size.x, std::max(0.0f, tableBottom_ - tableTop_)};
  ui.targets.push_back({"deal:skip", table, true});
  const ImVec2 m = ImGui::GetIO().MousePos;
  return ImGui::IsMouseReleased(ImGuiMouseButton_Left) && !ImGui::IsWindowHovered(ImGuiHoveredFlags_AnyWindow) &&
         m.y > bar_.height;
}

}  // namespace tarot::ui
