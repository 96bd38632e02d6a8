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


// The roles after a seat's name: dealer, sitting out, taker, partner once known, thinking.
std::string rolesOf(const Context& ui, const SeatView& v, int person) {
  const int seat = v.seating.seatOfPerson[person];
  std::string roles;
  auto addRole = [&](const std::string& r) { roles += (roles.empty() ? "" : " · ") + r; };
  if (person == v.seating.dealerPerson) addRole(ui.t(Text::Dealer));
  if (seat < 0) addRole(ui.t(Text::SittingOut));
  if (seat >= 0 && v.taker == seat && v.phase != Phase::Bidding) addRole(ui.t(Text::Taker));
  if (seat >= 0 && v.partner == seat && v.partner != v.taker) addRole(ui.t(Text::Partner));
  if (v.thinkingSeat == seat && seat >= 0) addRole(ui.t(Text::Thinking));
  return roles;
}

// A seat's latest announcement: a poignée comes after the chelem, which comes after the call and the bid.
std::string announcementOf(const Context& ui, const SeatView& v, int seat) {
  if (seat < 0) return std::string();
  if (v.poignee[seat] != PoigneeSize::None) return ui.t(poigneeText(v.poignee[seat]));
  if (seat == v.taker && v.chelemAnnounced) return ui.t(Text::AnnouncesChelem);
  if (seat == v.taker && v.called != kNoCard) return std::string(ui.t(Text::Calls)) + " " + shortCard(v.called, ui.lang);
  if (v.hasBid[seat]) return contractText(ui.lang, v.bids[seat]);
  return std::string();
}

// The width the backs of a hidden hand of `count` cards take.
float backsWidth(int count, float cw, float screenW) {
  if (count <= 0) return 0;
  return cw + std::min(cw * 0.28f, screenW * 0.2f / float(count)) * float(count - 1);
}

// The card backs of a hidden hand of `count` cards around `anchor`; their rectangle (w = 0 for none).
Rect drawBacks(Context& ui, ImDrawList* dl, ImVec2 anchor, int count, float cw, float screenW, int person) {
  if (count <= 0) return Rect();
  const float step = std::min(cw * 0.28f, screenW * 0.2f / float(std::max(count, 1)));
  const float total = backsWidth(count, cw, screenW);
  for (int i = 0; i < count; ++i)
    drawCardBack(dl, ImVec2(anchor.x - total * 0.5f + step * float(i), anchor.y - cw * 1.5f * 0.5f), ImVec2(cw, cw * 1.5f), ui.accent);
  const Rect backs{anchor.x - total * 0.5f, anchor.y - cw * 0.75f, total, cw * 1.5f};
  ui.cards.push_back({"back", backs, person});
  return backs;
}

// A plate of `text` at `p` (`ts` its size) reported with its role: a name (gold at the seat's turn) or a bubble.
Rect drawPlate(Context& ui, ImDrawList* dl, const std::string& text, ImVec2 p, ImVec2 ts, float wrap, bool name, bool turn, int person) {
  const Rect r{p.x, p.y, ts.x + 16, ts.y + 8};
  const ImU32 fill = !name ? IM_COL32(255, 255, 255, 230) : turn ? IM_COL32(240, 200, 60, 235) : IM_COL32(0, 0, 0, 150);
  const ImU32 ink = name && !turn ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255);
  dl->AddRectFilled(p, ImVec2(r.x + r.w, r.y + r.h), fill, name ? 6.0f : 10.0f);
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(p.x + 8, p.y + 4), ink, text.c_str(), nullptr, wrap);
  ui.noteText(text, r, name && ts.x > wrap + 1);
  ui.texts.back().role = name ? "name" : "bid";
  ui.texts.back().person = person;
  return r;
}

// The trumps of a poignée shown, small, in a row from `x` at `y`.
void drawPoigneeShown(Context& ui, ImDrawList* dl, CardSet shown, float x, float y, float pw, int person) {
  while (!shown.empty()) {
    drawCardFace(dl, ui.fonts, ImVec2(x, y), ImVec2(pw, pw * 1.5f), shown.pop(), ui.lang, CardNormal);
    ui.cards.push_back({"poignee", Rect{x, y, pw, pw * 1.5f}, person});
    x += pw * 0.7f;
  }
}

}  // namespace

void TableScreen::drawSeats(Context& ui, ImVec2 size) {
  const SeatView& v = view;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float cw = seatCardW_;
  seatBoxes_.clear();
  float blockH = 0;
  for (int person = 0; person < v.people; ++person) {
    const ImVec2 anchor = personAnchor(person, size);
    const int seat = v.seating.seatOfPerson[person];
    const bool turn = seat >= 0 && v.turn == seat;
    // The name, then the roles: on one line when it fits in the seat's share of the width, else on two.
    const std::string roles = rolesOf(ui, v, person);
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
    if (seat < 0 && !me && !low && !stacked()) {
      // A seat sitting out has no backs of its own: its plate keeps within the gap its neighbours' backs leave.
      float clear = size.x;
      for (int q = 0; q < v.people; ++q) {
        const int sq = v.seating.seatOfPerson[q];
        if (q == person || q == v.person || sq < 0 || backsHidden()) continue;
        const ImVec2 aq = personAnchor(q, size);
        if (std::fabs(aq.y - anchor.y) < cw * 1.5f + 40) clear = std::min(clear, std::fabs(aq.x - anchor.x) - backsWidth(v.handCounts[sq], cw, size.x) * 0.5f - 6);
      }
      room = std::max(std::max(64.0f, longestWord(label) + 17), std::min(room, 2 * clear));
    }
    if (!roles.empty()) {
      const std::string oneLine = label + " (" + roles + ")";
      label = ImGui::CalcTextSize(oneLine.c_str()).x + 16 <= room ? oneLine : label + "\n" + roles;
    }
    if (!me && !backsHidden()) {
      const Rect backs = drawBacks(ui, dl, anchor, seat >= 0 ? v.handCounts[seat] : 0, cw, size.x, person);
      if (backs.w > 0) seatBoxes_.push_back({person, backs});
    }
    const std::string bubble = announcementOf(ui, v, seat);
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
    if (me && refusalShown(ui.now)) continue;  // a refused card's reason takes the person's name's place for a moment
    seatBoxes_.push_back({person, drawPlate(ui, dl, label, lp, ts, room - 16, true, turn, person)});
    // The seat's height, backs to announcement (one line of it, whether said yet or not).
    if (!me) blockH = std::max(blockH, (backsHidden() ? 0.0f : cw * 1.6f) + ts.y + ImGui::GetFontSize() + 20);
    if (showBubble) {
      const ImVec2 bs = ImGui::CalcTextSize(bubble.c_str());
      // Beside the name for the person (the hand is below), under it for the others.
      ImVec2 bp(anchor.x - bs.x * 0.5f - 8, ly + ts.y + 12);
      if (beside) bp = ImVec2(lx + ts.x + 24, ly);
      if (me && bp.x + bs.x + 16 > size.x - 4) bp = ImVec2(lx, ly - bs.y - 12);
      bp.x = std::clamp(bp.x, 4.0f, std::max(4.0f, size.x - bs.x - 20));
      if (side) bp.x = toEdge(bp.x, bs.x + 16);
      seatBoxes_.push_back({person, drawPlate(ui, dl, bubble, bp, bs, 1e6f, false, false, person)});
    }
    // Poignée shown: the trumps, small, while the first trick is on.
    if (seat >= 0 && v.poignee[seat] != PoigneeSize::None && v.tricksDone < 1 && v.phase == Phase::Play) {
      const float pw = cw * 0.8f;
      drawPoigneeShown(ui, dl, v.poigneeShown[seat], std::max(4.0f, anchor.x - float(v.poigneeShown[seat].size()) * pw * 0.35f), ly - pw * 1.6f, pw, person);
    }
  }
  if (blockH > 0) seatBlockH_ = blockH;
}

}  // namespace tarot::ui
