// The seats around the table: each person's card backs, name plate (name, note, roles) and latest announcement
// (bid, call, chelem, poignée), and the trumps of a poignée shown while the first trick is on.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

namespace {

float longestWord(const std::string& t) {  // the width of the widest word of t (between spaces)
  float w = 0;
  for (size_t a = 0, b = 0; a < t.size(); a = b + 1) w = std::max(w, ImGui::CalcTextSize(t.c_str() + a, t.c_str() + (b = std::min(t.find(' ', a), t.size()))).x);
  return w;
}

}  // namespace

void TableScreen::drawSeats(Context& ui, ImVec2 size) {
  const SeatView& v = view;
  const DealSeating& st = v.seating;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float cw = seatCardW_;
  seatBoxes_.clear();
  float blockH = 0;
  for (int person = 0; person < v.people; ++person) {
    const ImVec2 anchor = personAnchor(person, size);
    const int seat = st.seatOfPerson[person];
    const bool turn = seat >= 0 && v.turn == seat;
    // The name, then the roles (dealer, taker, partner once known, sitting out): on one line when it fits in the
    // seat's share of the width, else on two.
    std::string roles;
    auto addRole = [&](const std::string& r) { roles += (roles.empty() ? "" : " · ") + r; };
    if (person == st.dealerPerson) addRole(ui.t(Text::Dealer));
    if (seat < 0) addRole(ui.t(Text::SittingOut));
    if (seat >= 0 && v.taker == seat && v.phase != Phase::Bidding) addRole(ui.t(Text::Taker));
    if (seat >= 0 && v.partner == seat && v.partner != v.taker) addRole(ui.t(Text::Partner));
    if (v.thinkingSeat == seat && seat >= 0) addRole(ui.t(Text::Thinking));
    const bool me = person == v.person;
    const bool low = lowScreen(size);
    float room = me ? size.x - 16
                    : low ? size.x / float(std::max(1, v.people - 1)) - 12
                    : stacked() ? size.x * 0.5f - 12
                                : std::min(size.x * 0.5f - 12, size.x / float(std::max(2, v.people - 1)) + 40);
    // A seat at the side of an ellipse: its plate and announcement keep clear of the trick's side cards at 36 px
    // (within `reach` of its edge), a long online plate ("Joueur 5 · robot") wrapped, never mid-word.
    const bool side = !me && !low && !stacked() && std::fabs(anchor.x - size.x * 0.5f) >= size.x * 0.2f;
    const float reach = size.x * 0.5f - 36.0f * 1.55f - 4;
    auto toEdge = [&](float x, float w) { return anchor.x < size.x * 0.5f ? std::max(4.0f, std::min(x, reach - w)) : std::min(std::max(4.0f, size.x - w - 4), std::max(x, size.x - reach)); };
    std::string label = v.names[person];
    if (person < int(seatNotes.size()) && !seatNotes[size_t(person)].empty()) label += " · " + seatNotes[size_t(person)];
    if (side) room = std::max(std::max(64.0f, std::min(room, reach - 4)), std::min(longestWord(label) + 17, size.x * 0.5f - 12));
    if (!roles.empty()) {
      const std::string oneLine = label + " (" + roles + ")";
      label = ImGui::CalcTextSize(oneLine.c_str()).x + 16 <= room ? oneLine : label + "\n" + roles;
    }
    if (!me) {
      // Card backs for the hidden hand.
      const int count = seat >= 0 ? v.handCounts[seat] : 0;
      const float step = std::min(cw * 0.28f, size.x * 0.2f / float(std::max(count, 1)));
      const float total = cw + step * float(std::max(count - 1, 0));
      for (int i = 0; i < count; ++i)
        drawCardBack(dl, ImVec2(anchor.x - total * 0.5f + step * float(i), anchor.y - cw * 1.5f * 0.5f), ImVec2(cw, cw * 1.5f), ui.accent);
      if (count > 0) {
        const Rect backs{anchor.x - total * 0.5f, anchor.y - cw * 0.75f, total, cw * 1.5f};
        ui.cards.push_back({"back", backs, person});
        seatBoxes_.push_back({person, backs});
      }
    }
    // The person's latest announcement: a poignée comes after the chelem, which comes after the call and the bid.
    std::string bubble;
    if (seat >= 0) {
      if (v.poignee[seat] != PoigneeSize::None) bubble = ui.t(poigneeText(v.poignee[seat]));
      else if (seat == v.taker && v.chelemAnnounced) bubble = ui.t(Text::AnnouncesChelem);
      else if (seat == v.taker && v.called != kNoCard) bubble = std::string(ui.t(Text::Calls)) + " " + shortCard(v.called, ui.lang);
      else if (v.hasBid[seat]) bubble = contractText(ui.lang, v.bids[seat]);
    }
    // On a landscape phone a pass says nothing once the play has begun: the trick keeps the room under the names.
    const bool lowPass = low && v.phase == Phase::Play && seat >= 0 && v.poignee[seat] == PoigneeSize::None &&
                         seat != v.taker && v.hasBid[seat] && v.bids[seat] == Contract::Pass;
    const ImVec2 ts = ImGui::CalcTextSize(label.c_str(), nullptr, false, room - 16);
    const float ly = me ? handTop_ - ts.y - 14 : anchor.y + cw * 0.85f;
    float lx = std::clamp(anchor.x - ts.x * 0.5f - 8, 4.0f, std::max(4.0f, size.x - ts.x - 20));
    if (side) lx = toEdge(lx, ts.x + 16);
    // In a row of seats, the announcement beside the name when both fit in the seat's share of the width.
    const bool showBubble = !bubble.empty() && !lowPass && (v.phase != Phase::Play || v.playedCount < v.players * 2);
    bool beside = me;
    if (low && !me && showBubble) {
      const float both = ts.x + 16 + 8 + ImGui::CalcTextSize(bubble.c_str()).x + 16;
      if (both <= size.x / float(std::max(1, v.people - 1)) - 6) {
        beside = true;
        lx = std::clamp(anchor.x - both * 0.5f, 4.0f, std::max(4.0f, size.x - both - 4));
      }
    }
    const ImVec2 lp(lx, ly);
    dl->AddRectFilled(lp, ImVec2(lp.x + ts.x + 16, lp.y + ts.y + 8), turn ? IM_COL32(240, 200, 60, 235) : IM_COL32(0, 0, 0, 150), 6);
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(lp.x + 8, lp.y + 4),
                turn ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255), label.c_str(), nullptr, room - 16);
    ui.noteText(label, Rect{lp.x, lp.y, ts.x + 16, ts.y + 8}, ts.x > room - 15);
    ui.texts.back().role = "name";
    ui.texts.back().person = person;
    seatBoxes_.push_back({person, Rect{lp.x, lp.y, ts.x + 16, ts.y + 8}});
    // The seat's height, backs to announcement (one line of it, whether said yet or not).
    if (!me) blockH = std::max(blockH, cw * 1.6f + ts.y + ImGui::GetFontSize() + 20);
    if (showBubble) {
      const ImVec2 bs = ImGui::CalcTextSize(bubble.c_str());
      // Beside the name for the person (the hand is below), under it for the others.
      ImVec2 bp(anchor.x - bs.x * 0.5f - 8, ly + ts.y + 12);
      if (beside) bp = ImVec2(lx + ts.x + 24, ly);
      if (me && bp.x + bs.x + 16 > size.x - 4) bp = ImVec2(lx, ly - bs.y - 12);
      bp.x = std::clamp(bp.x, 4.0f, std::max(4.0f, size.x - bs.x - 20));
      if (side) bp.x = toEdge(bp.x, bs.x + 16);
      dl->AddRectFilled(bp, ImVec2(bp.x + bs.x + 16, bp.y + bs.y + 8), IM_COL32(255, 255, 255, 230), 10);
      dl->AddText(ImVec2(bp.x + 8, bp.y + 4), IM_COL32(20, 20, 20, 255), bubble.c_str());
      ui.noteText(bubble, Rect{bp.x, bp.y, bs.x + 16, bs.y + 8}, false);
      ui.texts.back().role = "bid";
      ui.texts.back().person = person;
      seatBoxes_.push_back({person, Rect{bp.x, bp.y, bs.x + 16, bs.y + 8}});
    }
    // Poignée shown: the trumps, small, while the first trick is on.
    if (seat >= 0 && v.poignee[seat] != PoigneeSize::None && v.tricksDone < 1 && v.phase == Phase::Play) {
      CardSet shown = v.poigneeShown[seat];
      const float pw = cw * 0.8f;
      float x = std::max(4.0f, anchor.x - float(shown.size()) * pw * 0.35f);
      while (!shown.empty()) {
        drawCardFace(dl, ui.fonts, ImVec2(x, ly - pw * 1.6f), ImVec2(pw, pw * 1.5f), shown.pop(), ui.lang, CardNormal);
        ui.cards.push_back({"poignee", Rect{x, ly - pw * 1.6f, pw, pw * 1.5f}, person});
        x += pw * 0.7f;
      }
    }
  }
  if (blockH > 0) seatBlockH_ = blockH;
}

}  // namespace tarot::ui
