// The card table: the top bar, the seats with their names, card backs and announcements, the trick in the middle
// (the chien while it is shown), the person's hand (tap, drag or keys) and the panel of the decision they face.
// Everything drawn comes from the person's SeatView; their actions go through the seat's session (the match on this
// device or a server's table), i.e. the engine.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

float longestWord(const std::string& t) {  // the width of the widest word of t (between spaces)
  float w = 0;
  for (size_t a = 0, b = 0; a < t.size(); a = b + 1) w = std::max(w, ImGui::CalcTextSize(t.c_str() + a, t.c_str() + (b = std::min(t.find(' ', a), t.size()))).x);
  return w;
}

Rules rulesOf(const SeatView& v) {
  Rules r;
  r.players = v.players;
  return r;
}

}  // namespace

void TableScreen::reset() {
  ecartSelection = CardSet();
  poigneeChoice = PoigneeSize::None;
  poigneeSelection = CardSet();
  focus_ = -1;
}

std::string TableScreen::act(Context& ui, SeatSession& game, const Action& a) {
  const std::string why = game.act(a, ui.now);
  view = game.view(ui.now);
  return why;
}

TableScreen::Choice TableScreen::draw(Context& ui, SeatSession& game, ImVec2 size) {
  Choice choice = drawTopBar(ui, game, size);
  ui.panelTop = topH_ + 4;
  layoutHandFor(size);
  const std::array<int, 5> counts = view.handCounts;  // the others' backs arrive with the deal
  for (int& c : view.handCounts) c = int(float(c) * view.dealt + 0.5f);
  drawSeats(ui, size);
  view.handCounts = counts;
  drawTrick(ui, size);
  drawHand(ui, game, size);
  if (view.dealt < 1 && drawDealing(ui, size) && choice == Choice::None) choice = Choice::SkipDeal;
  if (menuOpen_) {  // the menu over the table: the decision waits under it
    panelTop_ = -1;
    panelRect_ = Rect();
  } else {
    drawPanels(ui, game, size);
  }
  return choice;
}

void TableScreen::layoutHandFor(ImVec2 size) {
  handOrder_ = view.seat >= 0 ? sortedForDisplay(view.hand, kSuitOrders[size_t(std::clamp(settings.suitOrder, 0, kSuitOrderCount - 1))],
                                                settings.trumpsRight)
                              : std::vector<Card>();
  // The card size setting scales the hand, never below a finger's width.
  const float maxW = std::clamp(std::min(size.x * 0.12f, size.y * 0.14f) * settings.cardScale(), 48.0f, 150.0f);
  hand_ = layoutHand(int(handOrder_.size()), 8, size.x - 16, size.y - 8, maxW, 44.0f);
  handTop_ = handOrder_.empty() ? size.y - 8 : hand_.top();
  // While the person chooses cards (the écart, the trumps of a poignée) a chosen card rises by 18 % of its height,
  // and with two taps to play by 22 %: the person's name and what lies above the hand keep clear of it. Not on a
  // landscape phone, where the decision panel would then cover the row of seats.
  const bool choosing = view.toAct && (view.phase == Phase::Ecart || (view.awaitingPoignee && poigneeChoice != PoigneeSize::None));
  const bool raising = view.toAct && view.phase == Phase::Play && !view.awaitingPoignee && settings.confirmPlay;
  if (!handOrder_.empty() && !lowScreen(size)) handTop_ -= hand_.cardH * (raising ? 0.22f : choosing ? 0.18f : 0.0f);
  seatCardW_ = std::clamp(std::min(size.x, size.y) * 0.06f, 18.0f, 44.0f);
  portrait_ = size.y > size.x * 1.2f;
  if (seatBlockH_ <= 0) seatBlockH_ = seatCardW_ * 1.6f + ImGui::GetFontSize() * 2 + 20;
  // The table between the top bar and the person's name above the hand: the others' card backs and names.
  tableTop_ = topH_ + 6;
  tableBottom_ = handTop_ - ImGui::GetFontSize() - 16;
  if (panelTop_ >= 0) tableBottom_ = std::max(tableTop_ + 60, std::min(tableBottom_, panelTop_ - 6));
}

ImVec2 TableScreen::personAnchor(int person, ImVec2 size) const {
  const int people = view.people;
  const int k = (person - view.person + people) % people;  // the person at the screen at the bottom
  const float cy = (tableTop_ + tableBottom_) * 0.5f;
  if (k == 0) return ImVec2(size.x * 0.5f, handTop_);
  if (lowScreen(size)) {
    // A landscape phone: the others in one row at the top of the table, right to left in playing order.
    const float share = 1.0f / float(std::max(1, people - 1));
    return ImVec2(size.x * (1.0f - (float(k) - 0.5f) * share), tableTop_ + seatCardW_ * 0.75f + 2);
  }
  if (stacked()) {
    // Two rows at the top of the table: the two facing the person, then the two beside them; the trick below.
    const float first = tableTop_ + seatCardW_ * 0.75f + 2;
    if (k == 2 || k == 3) return ImVec2(size.x * (k == 2 ? 0.70f : 0.30f), first);
    return ImVec2(size.x * (k == 1 ? 0.78f : 0.22f), first + seatBlockH_ + 6);
  }
  // On an ellipse from the bottom, turning towards the right: the next player in playing order sits on the right.
  // Each seat keeps its card backs (above its anchor) and its name and announcement (below) inside the table.
  const float angle = 2.0f * 3.14159265f * float(k) / float(people);
  const float rx = std::min(size.x * 0.40f, size.x * 0.5f - 52.0f);
  // The seat facing the person at the top of the band, the others down its sides: the trick has the middle.
  const float ry = std::max(0.0f, cy - tableTop_ - seatCardW_ * 0.75f);
  return ImVec2(size.x * 0.5f + std::sin(angle) * rx, cy + std::cos(angle) * ry);
}

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

void TableScreen::drawTrick(Context& ui, ImVec2 size) {
  const SeatView& sv = view;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  // Between the names of the seats at the top of the table and the person's name; under both rows of seats when
  // five sit around a portrait screen.
  float top = stacked() ? tableTop_ + 2 * seatBlockH_ + 12
                        : tableTop_ + seatCardW_ * 1.5f + (ImGui::GetFontSize() + 12) * (sv.people == 4 ? 1.0f : 0.5f) + 6;
  // Below the seats facing the person (their name and announcement included) when they sit in the middle, below
  // them all when they sit in a row.
  for (const SeatBox& b : seatBoxes_)
    if (b.person != sv.person && (lowScreen(size) || std::fabs(personAnchor(b.person, size).x - size.x * 0.5f) < size.x * 0.2f))
      top = std::max(top, b.r.y + b.r.h + 6);
  const float band = std::max(60.0f, tableBottom_ - top);
  float cw = std::clamp(std::min(size.x * 0.16f, band / (2.3f * 1.55f)), 36.0f, 96.0f);
  if (stacked() || sv.people >= 5 || size.y < 500) cw = std::clamp(std::min(size.x * 0.16f, band / 1.9f / 1.55f), 36.0f, 96.0f);
  ImVec2 centre(size.x * 0.5f, (top + tableBottom_) * 0.5f);
  // The chien, on show to all, in one row that fits the width.
  if (sv.chienOnTable) {
    CardSet c = sv.chien;
    const int n = c.size();
    const float w = std::min(cw * 1.2f, (size.x - 16 - 6 * float(n - 1)) / float(std::max(n, 1)));
    float x = centre.x - (float(n) * (w + 6) - 6) * 0.5f;
    const char* title = ui.t(Text::Chien);
    const ImVec2 tsz = ImGui::CalcTextSize(title);
    const ImVec2 tp(centre.x - tsz.x * 0.5f, centre.y - w * 0.775f - tsz.y - 8);
    dl->AddText(tp, IM_COL32(255, 255, 255, 255), title);
    ui.noteText(title, Rect{tp.x, tp.y, tsz.x, tsz.y}, false);
    while (!c.empty()) {
      drawCardFace(dl, ui.fonts, ImVec2(x, centre.y - w * 0.775f), ImVec2(w, w * 1.55f), c.pop(), ui.lang, CardNormal);
      ui.cards.push_back({"chien", Rect{x, centre.y - w * 0.775f, w, w * 1.55f}, -1});
      x += w + 6;
    }
    return;
  }
  TrickView v = sv.trick;
  const bool last = showLastTrick_ && sv.tricksDone > 0;
  if (last) v = sv.lastTrick;
  if (lowScreen(size)) {
    // A landscape phone: the trick in a row as tall as the band allows under the seats it lies below (a seat far to
    // the side does not lower it), its cards nudged up to 12 % of their height towards the row of seats and the
    // person's down, "Dernier pli" above them.
    const float title = last ? ImGui::GetFontSize() + 8 : 0.0f;
    const int n = std::max(1, sv.players);
    cw = std::min(96.0f, size.x * 0.16f);
    for (int k = 0; k < 6; ++k) {
      const float half = (cw + std::min(cw * 0.75f, (size.x - 16 - cw) / float(std::max(1, n - 1))) * float(n - 1)) * 0.5f + 8;
      top = tableTop_;
      for (const SeatBox& b : seatBoxes_)
        if (b.person != sv.person && b.r.x < centre.x + half && centre.x - half < b.r.x + b.r.w) top = std::max(top, b.r.y + b.r.h + 6);
      const float fit = std::max(36.0f, (tableBottom_ - top - title) / 1.3f / 1.55f);
      if (fit >= cw - 0.5f) break;
      cw = fit;
    }
    centre.y = (top + title + tableBottom_) * 0.5f;
  }
  // Five cards around the centre would hide each other's corners, and at five-at-four two seats lie in the same
  // direction: with five at the table the cards lie in a row in playing order, each nudged towards its player,
  // every index in view.
  const bool row = sv.people >= 5 || size.y < 500;  // in a row on a low landscape screen too
  const int slots = std::max(1, sv.players);
  // Where each card rests, for a card width `w` around `c`.
  auto rest = [&](int i, float w, ImVec2 c) {
    const ImVec2 h(w, w * 1.55f);
    const ImVec2 anchor = personAnchor(sv.seating.personOfSeat[v.seats[i]], size);
    const ImVec2 dir(anchor.x - c.x, anchor.y - c.y);
    const float len = std::max(1.0f, std::sqrt(dir.x * dir.x + dir.y * dir.y));
    if (row) {
      const float step = std::min(w * 0.75f, (size.x - 16 - w) / float(std::max(1, slots - 1)));
      return ImVec2(c.x - (w + step * float(slots - 1)) * 0.5f + step * float(i), c.y - h.y * 0.5f + dir.y / len * h.y * 0.12f);
    }
    const float r = h.y * 0.62f;  // far enough that a card played later leaves the index of the one beside it
    ImVec2 o(dir.x / len * r, dir.y / len * r);
    // A card to the side clears the width of a card at the top or bottom, so that its corner stays in view.
    if (std::fabs(o.x) > w * 0.2f) o.x = std::copysign(std::max(std::fabs(o.x), w * 1.02f), o.x);
    return ImVec2(c.x + o.x - h.x * 0.5f, c.y + o.y - h.y * 0.5f);
  };
  // Smaller while a resting card would cover a seat's name, announcement or card backs.
  for (int tries = 0; tries < 8; ++tries) {
    bool clear = true;
    for (int i = 0; i < slots && clear; ++i) {
      const ImVec2 p = rest(i, cw, centre);
      for (const SeatBox& sb : seatBoxes_) {
        const Rect& b = sb.r;
        if (p.x < b.x + b.w && b.x < p.x + cw && p.y < b.y + b.h && b.y < p.y + cw * 1.55f) { clear = false; break; }
      }
    }
    if (clear || cw <= 34.0f) break;
    cw = std::max(34.0f, cw * 0.9f);
  }
  const ImVec2 ch(cw, cw * 1.55f);
  if (last) {
    // The title just above the cards, inside the trick's band.
    const char* title = ui.t(Text::LastTrick);
    const ImVec2 tsz = ImGui::CalcTextSize(title);
    const float cardsTop = row ? centre.y - ch.y * 0.62f : centre.y - ch.y * 1.12f;
    const ImVec2 tp(centre.x - tsz.x * 0.5f, std::max(top, cardsTop - tsz.y - 6));
    dl->AddRectFilled(ImVec2(tp.x - 6, tp.y - 2), ImVec2(tp.x + tsz.x + 6, tp.y + tsz.y + 2), IM_COL32(0, 0, 0, 150), 6);
    dl->AddText(tp, IM_COL32(255, 255, 255, 255), title);
    ui.noteText(title, Rect{tp.x, tp.y, tsz.x, tsz.y}, false);
  }
  for (int i = 0; i < v.count; ++i) {
    const int person = sv.seating.personOfSeat[v.seats[i]];
    const ImVec2 anchor = personAnchor(person, size);
    ImVec2 pos = rest(i, cw, centre);
    bool moving = false;
    if (i == v.count - 1 && v.arrive < 1.0f) {
      const float a = v.arrive;
      pos = ImVec2(anchor.x + (pos.x - anchor.x) * a - ch.x * 0.5f * (1 - a), anchor.y + (pos.y - anchor.y) * a - ch.y * 0.5f * (1 - a));
      moving = true;
    }
    if (v.winnerSeat >= 0 && v.collect > 0) {
      const ImVec2 w = personAnchor(sv.seating.personOfSeat[v.winnerSeat], size);
      const float a = v.collect;
      pos = ImVec2(pos.x + (w.x - ch.x * 0.5f - pos.x) * a, pos.y + (w.y - ch.y * 0.5f - pos.y) * a);
      moving = true;
    }
    const bool winning = v.winnerSeat == v.seats[i];
    drawCardFace(dl, ui.fonts, pos, ch, v.cards[i], ui.lang, winning ? CardHighlighted : CardNormal);
    ui.cards.push_back({moving ? "moving" : "trick", Rect{pos.x, pos.y, ch.x, ch.y}, person});
  }
}

void TableScreen::drawHand(Context& ui, SeatSession& game, ImVec2 size) {
  const SeatView& v = view;
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  if (v.seat < 0) { hand_ = HandLayout(); return; }
  (void)size;  // laid out by layoutHandFor
  const bool myTurn = v.toAct;
  const bool ecart = myTurn && v.phase == Phase::Ecart;
  const bool playing = myTurn && v.phase == Phase::Play && !v.awaitingPoignee;
  const bool choosingTrumps = myTurn && v.awaitingPoignee && poigneeChoice != PoigneeSize::None;
  if (!(myTurn && v.awaitingPoignee)) { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
  const CardSet trumps = v.poigneeTrumps;
  const CardSet legal = playing ? v.legalPlays : CardSet();
  const EcartRule rule = ecart ? v.ecartRule : EcartRule();
  const int poigneeNeeded = rulesOf(v).poigneeTrumps(poigneeChoice);

  // Keyboard: arrows move the focus, Enter plays (or toggles in the écart and in a poignée being chosen).
  if (!io.WantTextInput && (playing || ecart || choosingTrumps) && !handOrder_.empty()) {
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) focus_ = (focus_ + 1) % int(handOrder_.size());
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) focus_ = (focus_ <= 0 ? int(handOrder_.size()) : focus_) - 1;
  }
  focus_ = std::min(focus_, int(handOrder_.size()) - 1);

  auto activate = [&](int index) {
    if (index < 0 || index >= int(handOrder_.size())) return;
    const Card c = handOrder_[size_t(index)];
    if (choosingTrumps) {
      // Any of the player's trumps may be shown (the Excuse only completes a poignée of all the trumps).
      if (poigneeSelection.has(c)) poigneeSelection.remove(c);
      else if (!trumps.has(c)) ui.notice(ui.t(Text::PoigneeChooseHint));
      else if (poigneeSelection.size() < poigneeNeeded) poigneeSelection.add(c);
      return;
    }
    if (ecart) {
      if (ecartSelection.has(c)) { ecartSelection.remove(c); return; }
      if (!rule.allowed.has(c)) {
        ui.notice(isKing(c) ? ui.t(Text::EcartKing) : isBout(c) ? ui.t(Text::EcartBout) : ui.t(Text::EcartTrump));
        return;
      }
      if (isTrump(c) && (ecartSelection & CardSet::ofSuit(Suit::Trump)).size() >= rule.trumpsNeeded) {
        ui.notice(ui.t(Text::EcartTrump));
        return;
      }
      if (ecartSelection.size() < rule.size) ecartSelection.add(c);
      return;
    }
    if (playing) {
      // Two taps to play when the person asked for them: the first raises the card, the second plays it.
      if (settings.confirmPlay && raised_ != c && legal.has(c)) { raised_ = c; return; }
      raised_ = kNoCard;
      if (const std::string why = act(ui, game, Action::play(c)); !why.empty()) ui.notice(std::string(ui.t(Text::Refused)) + colonFor(ui.lang) + why);
      focus_ = -1;
    } else if (v.phase == Phase::Play && !myTurn) {
      ui.notice(act(ui, game, Action::play(c)), 1.5);  // the match says whose turn it is
    }
  };

  // Pointer: a click (or a tap) plays; dragging a card upwards and releasing plays too.
  const bool overUi = io.WantCaptureMouse;
  const int hover = overUi ? -1 : hand_.hit(io.MousePos.x, io.MousePos.y);
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !overUi) { pressed_ = hover; pressPos_ = io.MousePos; }
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && pressed_ >= 0) {
    const bool dragged = pressPos_.y - io.MousePos.y > hand_.cardH * 0.35f;
    if (dragged || hand_.hit(io.MousePos.x, io.MousePos.y) == pressed_) activate(pressed_);
    pressed_ = -1;
  }
  if (!io.WantTextInput && (ImGui::IsKeyPressed(ImGuiKey_Enter) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter)) && focus_ >= 0)
    activate(focus_);

  if (!playing || !settings.confirmPlay || !v.hand.has(raised_)) raised_ = kNoCard;
  // A chosen card (the écart, a poignée's trumps) rises by 18 % of its height; on a landscape phone, where the room
  // above the hand is the name's and the panel's, by 7 % — its blue border says it is chosen — so that it does not
  // cover the taker's name.
  const float chosenRise = lowScreen(size) ? 0.07f : 0.18f;
  for (size_t i = 0; i < std::min(handOrder_.size(), handShown()); ++i) {
    const Card c = handOrder_[i];
    Rect r = hand_.rects[i];
    unsigned look = v.phase == Phase::Ecart && v.seat == v.taker && v.chien.has(c) ? CardFromChien : CardNormal;
    if (playing) look |= legal.has(c) ? CardHighlighted : CardDimmed;
    if (playing && c == raised_) { look |= CardSelected; r.y -= r.h * 0.22f; }
    if (ecart) {
      if (ecartSelection.has(c)) { look |= CardSelected; r.y -= r.h * chosenRise; }
      else if (!rule.allowed.has(c)) look |= CardDimmed;
    }
    if (choosingTrumps) {
      if (poigneeSelection.has(c)) { look |= CardSelected; r.y -= r.h * chosenRise; }
      else if (!trumps.has(c)) look |= CardDimmed;
    }
    if (int(i) == focus_) look |= CardFocused;
    if (hintCards.has(c) && !(look & CardSelected)) r.y -= r.h * 0.12f;  // the expert's advice stands out
    if (int(i) == hover && (playing || ecart || choosingTrumps) && !(look & CardDimmed)) r.y -= r.h * 0.06f;
    if (int(i) == pressed_ && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
      r.x += io.MousePos.x - pressPos_.x;
      r.y += io.MousePos.y - pressPos_.y;
    }
    drawCardFace(dl, ui.fonts, ImVec2(r.x, r.y), ImVec2(r.w, r.h), c, ui.lang, look);
    if (hintCards.has(c))  // the expert's advice, outlined in the advice line's colour
      dl->AddRect(ImVec2(r.x - 3, r.y - 3), ImVec2(r.x + r.w + 3, r.y + r.h + 3), IM_COL32(120, 230, 255, 255), 7.0f, 0, 4.0f);
    // The visible strip of each card is its touch target.
    const Rect hit = hand_.visible(int(i));
    if (!menuOpen_)  // under the menu's sheet nothing in the hand takes a tap
      ui.targets.push_back({std::string(playing ? "play:" : ecart ? "ecart:" : choosingTrumps ? "trump:" : "card:") + cardName(c),
                       hit, playing ? legal.has(c) : ecart ? rule.allowed.has(c) : choosingTrumps ? trumps.has(c) : false});
  }
  if (!myTurn && v.phase == Phase::Play && v.turn >= 0 && v.seating.personOfSeat[v.turn] != 0)
    ecartSelection = CardSet();
}

void TableScreen::drawPanels(Context& ui, SeatSession& game, ImVec2 size) {
  const SeatView& v = view;
  panelTop_ = -1;
  panelRect_ = Rect();
  if (!v.toAct || panelsHidden || (v.phase == Phase::Ecart && v.chienOnTable) ||
      (v.phase == Phase::Play && !v.awaitingPoignee))
    return;
  // Wider on a low landscape screen, so that the buttons take fewer rows.
  const float w = std::min(size.x - 16, size.y < 500 ? 760.0f : 520.0f);
  // Above the person's name and hand, below the top bar: the table's band shrinks to leave the trick in view.
  const float bottom = handTop_ - ImGui::GetFontSize() - 20;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, bottom), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  const bool low = lowScreen(size);  // a landscape phone: the panels go wide rather than tall, under the seats' row
  float seatsBottom = topH_ + 8;
  for (const SeatBox& b : seatBoxes_)
    if (b.person != v.person) seatsBottom = std::max(seatsBottom, b.r.y + b.r.h + 4);
  const float maxH = std::max(low ? 90.0f : 120.0f, bottom - (low ? seatsBottom : topH_ + 8));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, maxH));
  // On a low screen no title bar: the title starts the first row of buttons. No scrollbar while the panel was well
  // under its room last frame (a zoomed font's fraction of a pixel must not bring one that narrows the buttons).
  const bool roomy = panelShownH_ > 0 && panelShownH_ < maxH - 4;
  const ImGuiWindowFlags flags = kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize | (low ? ImGuiWindowFlags_NoTitleBar : 0) |
                                 (roomy ? ImGuiWindowFlags_NoScrollbar : 0);
  if (low) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  const Lang l = ui.lang;
  const int cols = low ? 3 : std::max(2, int((w - 28) / 170));
  const float cell = (w - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ItemSpacing.x * float(cols - 1)) / float(cols);
  auto begin = [&](const char* title) {
    ImGui::Begin((std::string(title) + (low ? "##low" : "")).c_str(), nullptr, flags);
    if (low) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(title);
      ui.noteLastItemText(title);
    }
  };
  // Before each button of a grid: on a low screen the buttons flow after the title, elsewhere `cols` a row.
  int placed = 0;
  auto next = [&](float width, int across) {
    if (low) sameLineIfFits(width);
    else if (placed % across) ImGui::SameLine();
    ++placed;
  };
  auto end = [&] {
    panelTop_ = ImGui::GetWindowPos().y;
    panelRect_ = Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y};
    panelShownH_ = ImGui::GetWindowSize().y;
    ImGui::End();
  };
  switch (v.phase) {
    case Phase::Bidding: {
      begin(ui.t(Text::YourBid));
      for (const Action& a : v.legal) {
        next(cell, cols);
        if (ui.button(contractText(l, a.contract()), std::string("bid:") + contractName(a.contract()), ImVec2(cell, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
      }
      end();
      break;
    }
    case Phase::Call: {
      begin(ui.t(Text::CallCard));
      if (!low) ui.wrapped(ui.t(Text::CallHint));
      const float quarter = low ? 96.0f : (w - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ItemSpacing.x * 3) * 0.25f;
      for (const Action& a : v.legal) {
        next(quarter, 4);
        if (ui.button(shortCard(a.card(), l).c_str(), "call:" + cardName(a.card()), ImVec2(quarter, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
      }
      if (low) ui.wrapped(ui.t(Text::CallHint));
      end();
      break;
    }
    case Phase::Ecart: {
      const EcartRule rule = v.ecartRule;
      begin(ui.t(Text::EcartTitle));
      // The count and the button first (on a low screen on the title's row), the hints under them.
      if (low) ImGui::SameLine(0, 24);
      if (low) ImGui::AlignTextToFramePadding();
      ImGui::Text("%s%s%d / %d", ui.t(Text::EcartCount), colonFor(ui.lang), ecartSelection.size(), rule.size);
      if (low) ImGui::SameLine();
      const bool complete = ecartSelection.size() == rule.size;
      if (ui.button(ui.t(Text::Confirm), "ecart:confirm", ImVec2(-1, 0), complete)) {
        if (const std::string why = act(ui, game, Action::ecart(ecartSelection)); !why.empty()) ui.notice(why);
        else ecartSelection = CardSet();
      }
      ui.wrapped(std::string(ui.t(Text::EcartHint)) + " " + ui.t(Text::EcartKing) + " " + ui.t(Text::EcartBout));
      if (rule.trumpsNeeded > 0) ui.wrapped(std::string(ui.t(Text::EcartTrump)) + " (" + std::to_string(rule.trumpsNeeded) + ")");
      end();
      break;
    }
    case Phase::Chelem: {
      begin(ui.t(Text::ChelemQuestion));
      const float bw = low ? cell : -1.0f;
      next(cell, 1);
      if (ui.button(ui.t(Text::NoChelem), "chelem:no", ImVec2(bw, 0))) act(ui, game, Action::chelem(false));
      next(cell, 1);
      if (ui.button(ui.t(Text::AnnounceChelem), "chelem:yes", ImVec2(bw, 0))) act(ui, game, Action::chelem(true));
      end();
      break;
    }
    case Phase::Play: {
      const Rules rules = rulesOf(v);
      if (poigneeChoice != PoigneeSize::None) {
        // The player picks which trumps to show; the engine checks the showing like any other action.
        begin(ui.t(poigneeText(poigneeChoice)));
        ui.wrapped(ui.t(Text::PoigneeChooseHint));
        const int needed = rules.poigneeTrumps(poigneeChoice);
        ImGui::Text("%s%s%d / %d", ui.t(Text::EcartCount), colonFor(ui.lang), poigneeSelection.size(), needed);
        if (ui.button(ui.t(Text::Confirm), "poignee:confirm", ImVec2(-1, 0), poigneeSelection.size() == needed)) {
          if (const std::string why = act(ui, game, Action::poignee(poigneeChoice, poigneeSelection)); !why.empty())
            ui.notice(std::string(ui.t(Text::Refused)) + colonFor(ui.lang) + why);
          else { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
        }
        if (ui.button(ui.t(Text::Back), "poignee:back", ImVec2(-1, 0))) { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
        end();
        break;
      }
      begin(ui.t(Text::PoigneeQuestion));
      const int held = v.poigneeTrumps.size();
      // In columns on a landscape phone, one per row elsewhere.
      const float bw = low ? cell : -1.0f;
      for (const Action& a : v.legal) {
        const PoigneeSize s = a.poigneeSize();
        next(cell, 1);
        if (ui.button(ui.t(poigneeText(s)), std::string("poignee:") + poigneeName(s), ImVec2(bw, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
        // More trumps than the size needs: the lowest are shown by default, or the player chooses.
        if (s != PoigneeSize::None && held > rules.poigneeTrumps(s)) {
          // On a phone the label takes two lines rather than being cut.
          next(cell, 1);
          const std::string label = wrapLabel(std::string(ui.t(Text::PoigneeChoose)) + " (" + ui.t(poigneeText(s)) + ")",
                                               (low ? cell : ImGui::GetContentRegionAvail().x) - ImGui::GetStyle().FramePadding.x * 2);
          if (ui.button(label.c_str(), std::string("poignee-choose:") + poigneeName(s), ImVec2(bw, 0))) {
            poigneeChoice = s;
            poigneeSelection = a.cards;
          }
        }
      }
      end();
      break;
    }
    default: break;
  }
  if (low) ImGui::PopStyleVar();
}

}  // namespace tarot::ui
