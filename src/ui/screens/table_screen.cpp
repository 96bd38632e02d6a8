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
  const Choice choice = drawTopBar(ui, game, size);
  ui.panelTop = topH_ + 4;
  layoutHandFor(size);
  drawSeats(ui, size);
  drawTrick(ui, size);
  drawHand(ui, game, size);
  drawPanels(ui, game, size);
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
  seatCardW_ = std::clamp(std::min(size.x, size.y) * 0.06f, 18.0f, 44.0f);
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
  // On an ellipse from the bottom, turning towards the right: the next player in playing order sits on the right.
  // Each seat keeps its card backs (above its anchor) and its name and announcement (below) inside the table.
  const float angle = 2.0f * 3.14159265f * float(k) / float(people);
  const float rx = std::min(size.x * 0.40f, size.x * 0.5f - 52.0f);
  // The seat facing the person at the top of the band, the others down its sides: the trick has the middle.
  const float ry = std::max(0.0f, cy - tableTop_ - seatCardW_ * 0.75f);
  return ImVec2(size.x * 0.5f + std::sin(angle) * rx, cy + std::cos(angle) * ry);
}

// The top bar across the whole width, opaque: the buttons flow onto a second row on a narrow screen, then the deal
// counter with the contract and its taker, wrapping. Its height bounds the table below it.
TableScreen::Choice TableScreen::drawTopBar(Context& ui, SeatSession& game, ImVec2 size) {
  Choice choice = Choice::None;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSizeConstraints(ImVec2(size.x, 0), ImVec2(size.x, size.y * 0.5f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 6));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0);
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(6, 6));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.03f, 0.12f, 0.07f, 1.0f));
  ImGui::Begin("##top", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                                     ImGuiWindowFlags_NoBringToFrontOnFocus);
  const float right = size.x - 8;
  bool first = true;
  // Each button on the current row when it fits, else on the next.
  auto place = [&](const char* label) {
    const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
    if (!first) {
      ImGui::SameLine();
      if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
    }
    first = false;
  };
  place(ui.t(Text::Menu));
  if (ui.button(ui.t(Text::Menu), "menu")) choice = Choice::Menu;
  place(ui.t(Text::Help));
  if (ui.button(ui.t(Text::Help), "help")) choice = Choice::Help;
  place(ui.t(Text::Scoresheet));
  if (ui.button(ui.t(Text::Scoresheet), "sheet")) choice = Choice::Sheet;
  place(ui.t(Text::Settings));
  if (ui.button(ui.t(Text::Settings), "settings")) choice = Choice::Settings;
  if (game.canUndo()) {
    // The person's last card or decision taken back (the bots' answers with it).
    place(ui.t(Text::Undo));
    if (ui.button(ui.t(Text::Undo), "undo") && game.undo(ui.now)) {
      reset();
      view = game.view(ui.now);
    }
  }
  const SeatView& v = view;
  if (hintOffered && v.toAct && !v.dealFinished) {
    place(ui.t(Text::Hint));
    if (ui.button(ui.t(Text::Hint), "hint")) choice = Choice::Hint;
  }
  if (v.phase == Phase::Play && v.tricksDone > 0) {
    place(ui.t(Text::LastTrick));
    ImGui::Button((std::string(ui.t(Text::LastTrick)) + "##last").c_str(), ImVec2(0, 44));
    ui.targetLastItem("last_trick");
    ui.noteLastItemText(ui.t(Text::LastTrick));
    showLastTrick_ = ImGui::IsItemActive();
  } else {
    showLastTrick_ = false;
  }
  // Deal counter, contract and taker (and the partner once known at five).
  char info[160];
  const int dealNo = std::min(v.dealsPlayed + (v.phase == Phase::Over ? 0 : 1), v.dealsInMatch);
  std::snprintf(info, sizeof info, "%s %d / %d", ui.t(Text::Deal), dealNo, v.dealsInMatch);
  std::string line = info;
  if (v.taker >= 0 && v.phase != Phase::Bidding && v.phase != Phase::Annulled) {
    line += std::string("  ·  ") + contractText(ui.lang, v.contract) + " — " + v.names[v.seating.personOfSeat[v.taker]];
    if (v.called != kNoCard) line += " (" + shortCard(v.called, ui.lang) + ")";
    if (v.partner >= 0 && v.partner != v.taker)
      line += std::string(" + ") + v.names[v.seating.personOfSeat[v.partner]];
    if (v.chelemAnnounced) line += " · " + std::string(ui.t(Text::ChelemBonus));
  }
  // On the buttons' row when there is room, else below them.
  const float lineW = ImGui::CalcTextSize(line.c_str()).x;
  ImGui::SameLine();
  if (ImGui::GetCursorScreenPos().x + 12 + lineW > right) ImGui::NewLine();
  else ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX() + 12, right - lineW));
  ImGui::AlignTextToFramePadding();
  ImGui::PushTextWrapPos(right);
  ui.wrapped(line);
  if (!hintLine.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.47f, 0.9f, 1.0f, 1.0f));  // as the advised card's outline
    ui.wrapped(hintLine);
    ImGui::PopStyleColor();
  }
  ImGui::PopTextWrapPos();
  topH_ = ImGui::GetWindowHeight();
  ImGui::End();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar(3);
  return choice;
}

void TableScreen::drawSeats(Context& ui, ImVec2 size) {
  const SeatView& v = view;
  const DealSeating& st = v.seating;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float cw = seatCardW_;
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
    const float room = me ? size.x - 16 : std::min(size.x * 0.5f - 12, size.x / float(std::max(2, v.people - 1)) + 40);
    std::string label = v.names[person];
    if (person < int(seatNotes.size()) && !seatNotes[size_t(person)].empty()) label += " · " + seatNotes[size_t(person)];
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
    }
    const ImVec2 ts = ImGui::CalcTextSize(label.c_str(), nullptr, false, room - 16);
    const float ly = me ? handTop_ - ts.y - 14 : anchor.y + cw * 0.85f;
    const float lx = std::clamp(anchor.x - ts.x * 0.5f - 8, 4.0f, std::max(4.0f, size.x - ts.x - 20));
    const ImVec2 lp(lx, ly);
    dl->AddRectFilled(lp, ImVec2(lp.x + ts.x + 16, lp.y + ts.y + 8), turn ? IM_COL32(240, 200, 60, 235) : IM_COL32(0, 0, 0, 150), 6);
    dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(lp.x + 8, lp.y + 4),
                turn ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255), label.c_str(), nullptr, room - 16);
    ui.noteText(label, Rect{lp.x, lp.y, ts.x + 16, ts.y + 8}, ts.x > room - 15);
    // The person's latest announcement: a poignée comes after the chelem, which comes after the call and the bid.
    std::string bubble;
    if (seat >= 0) {
      if (v.poignee[seat] != PoigneeSize::None) bubble = ui.t(poigneeText(v.poignee[seat]));
      else if (seat == v.taker && v.chelemAnnounced) bubble = ui.t(Text::AnnouncesChelem);
      else if (seat == v.taker && v.called != kNoCard) bubble = std::string(ui.t(Text::Calls)) + " " + shortCard(v.called, ui.lang);
      else if (v.hasBid[seat]) bubble = contractText(ui.lang, v.bids[seat]);
    }
    if (!bubble.empty() && (v.phase != Phase::Play || v.playedCount < v.players * 2)) {
      const ImVec2 bs = ImGui::CalcTextSize(bubble.c_str());
      // Beside the name for the person (the hand is below), under it for the others.
      ImVec2 bp(anchor.x - bs.x * 0.5f - 8, ly + ts.y + 12);
      if (me) bp = ImVec2(lx + ts.x + 24, ly);
      if (me && bp.x + bs.x + 16 > size.x - 4) bp = ImVec2(lx, ly - bs.y - 12);
      bp.x = std::clamp(bp.x, 4.0f, std::max(4.0f, size.x - bs.x - 20));
      dl->AddRectFilled(bp, ImVec2(bp.x + bs.x + 16, bp.y + bs.y + 8), IM_COL32(255, 255, 255, 230), 10);
      dl->AddText(ImVec2(bp.x + 8, bp.y + 4), IM_COL32(20, 20, 20, 255), bubble.c_str());
      ui.noteText(bubble, Rect{bp.x, bp.y, bs.x + 16, bs.y + 8}, false);
    }
    // Poignée shown: the trumps, small, while the first trick is on.
    if (seat >= 0 && v.poignee[seat] != PoigneeSize::None && v.tricksDone < 1 && v.phase == Phase::Play) {
      CardSet shown = v.poigneeShown[seat];
      const float pw = cw * 0.8f;
      float x = std::max(4.0f, anchor.x - float(shown.size()) * pw * 0.35f);
      while (!shown.empty()) {
        drawCardFace(dl, ui.fonts, ImVec2(x, ly - pw * 1.6f), ImVec2(pw, pw * 1.5f), shown.pop(), ui.lang, CardNormal);
        x += pw * 0.7f;
      }
    }
  }
}

void TableScreen::drawTrick(Context& ui, ImVec2 size) {
  const SeatView& sv = view;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  // Between the names of the seats at the top of the table and the person's name.
  const float top = tableTop_ + seatCardW_ * 1.5f + (ImGui::GetFontSize() + 12) * (sv.people == 4 ? 1.0f : 0.5f) + 6;
  const float band = std::max(60.0f, tableBottom_ - top);
  const float cw = std::clamp(std::min(size.x * 0.16f, band / (2.1f * 1.55f)), 36.0f, 96.0f);
  const ImVec2 ch(cw, cw * 1.55f);
  const ImVec2 centre(size.x * 0.5f, (top + tableBottom_) * 0.5f);
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
      x += w + 6;
    }
    return;
  }
  TrickView v = sv.trick;
  if (showLastTrick_ && sv.tricksDone > 0) {
    v = sv.lastTrick;
    const char* title = ui.t(Text::LastTrick);
    const ImVec2 tsz = ImGui::CalcTextSize(title);
    dl->AddText(ImVec2(centre.x - tsz.x * 0.5f, centre.y - ch.y - tsz.y - 14), IM_COL32(255, 255, 255, 255), title);
  }
  // Five cards around the centre would hide each other's corners: at five they lie in a row in playing order,
  // each nudged towards its player, every index in view.
  const bool row = sv.players >= 5;
  const float rowStep = std::min(cw * 0.75f, (size.x - 16 - cw) / 4.0f);
  for (int i = 0; i < v.count; ++i) {
    const int person = sv.seating.personOfSeat[v.seats[i]];
    const ImVec2 anchor = personAnchor(person, size);
    const ImVec2 dir(anchor.x - centre.x, anchor.y - centre.y);
    const float len = std::max(1.0f, std::sqrt(dir.x * dir.x + dir.y * dir.y));
    const float r = ch.y * 0.55f;
    ImVec2 pos(centre.x + dir.x / len * r - ch.x * 0.5f, centre.y + dir.y / len * r - ch.y * 0.5f);
    if (row) pos = ImVec2(centre.x - (cw + rowStep * 4.0f) * 0.5f + rowStep * float(i), centre.y - ch.y * 0.5f + dir.y / len * ch.y * 0.15f);
    if (i == v.count - 1 && v.arrive < 1.0f) {
      const float a = v.arrive;
      pos = ImVec2(anchor.x + (pos.x - anchor.x) * a - ch.x * 0.5f * (1 - a), anchor.y + (pos.y - anchor.y) * a - ch.y * 0.5f * (1 - a));
    }
    if (v.winnerSeat >= 0 && v.collect > 0) {
      const ImVec2 w = personAnchor(sv.seating.personOfSeat[v.winnerSeat], size);
      const float a = v.collect;
      pos = ImVec2(pos.x + (w.x - ch.x * 0.5f - pos.x) * a, pos.y + (w.y - ch.y * 0.5f - pos.y) * a);
    }
    const bool winning = v.winnerSeat == v.seats[i];
    drawCardFace(dl, ui.fonts, pos, ch, v.cards[i], ui.lang, winning ? CardHighlighted : CardNormal);
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
  for (size_t i = 0; i < handOrder_.size(); ++i) {
    const Card c = handOrder_[i];
    Rect r = hand_.rects[i];
    unsigned look = CardNormal;
    if (playing) look |= legal.has(c) ? CardHighlighted : CardDimmed;
    if (playing && c == raised_) { look |= CardSelected; r.y -= r.h * 0.22f; }
    if (ecart) {
      if (ecartSelection.has(c)) { look |= CardSelected; r.y -= r.h * 0.18f; }
      else if (!rule.allowed.has(c)) look |= CardDimmed;
    }
    if (choosingTrumps) {
      if (poigneeSelection.has(c)) { look |= CardSelected; r.y -= r.h * 0.18f; }
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
    ui.targets.push_back({std::string(playing ? "play:" : ecart ? "ecart:" : choosingTrumps ? "trump:" : "card:") + cardName(c),
                       hit, playing ? legal.has(c) : ecart ? rule.allowed.has(c) : choosingTrumps ? trumps.has(c) : false});
  }
  if (!myTurn && v.phase == Phase::Play && v.turn >= 0 && v.seating.personOfSeat[v.turn] != 0)
    ecartSelection = CardSet();
}

void TableScreen::drawPanels(Context& ui, SeatSession& game, ImVec2 size) {
  const SeatView& v = view;
  panelTop_ = -1;
  if (!v.toAct || panelsHidden || (v.phase == Phase::Ecart && v.chienOnTable) ||
      (v.phase == Phase::Play && !v.awaitingPoignee))
    return;
  // Wider on a low landscape screen, so that the buttons take fewer rows.
  const float w = std::min(size.x - 16, size.y < 500 ? 760.0f : 520.0f);
  // Above the person's name and hand, below the top bar: the table's band shrinks to leave the trick in view.
  const float bottom = handTop_ - ImGui::GetFontSize() - 20;
  ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, bottom), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, std::max(120.0f, bottom - topH_ - 8)));
  const ImGuiWindowFlags flags = kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize;
  const Lang l = ui.lang;
  const int cols = std::max(2, int((w - 28) / 170));
  const float cell = (w - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ItemSpacing.x * float(cols - 1)) / float(cols);
  auto end = [&] {
    panelTop_ = ImGui::GetWindowPos().y;
    ImGui::End();
  };
  switch (v.phase) {
    case Phase::Bidding: {
      ImGui::Begin(ui.t(Text::YourBid), nullptr, flags);
      int i = 0;
      for (const Action& a : v.legal) {
        if (i++ % cols) ImGui::SameLine();
        if (ui.button(contractText(l, a.contract()), std::string("bid:") + contractName(a.contract()), ImVec2(cell, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
      }
      end();
      break;
    }
    case Phase::Call: {
      ImGui::Begin(ui.t(Text::CallCard), nullptr, flags);
      ui.wrapped(ui.t(Text::CallHint));
      int i = 0;
      const float quarter = (w - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ItemSpacing.x * 3) * 0.25f;
      for (const Action& a : v.legal) {
        if (i++ % 4) ImGui::SameLine();
        if (ui.button(shortCard(a.card(), l).c_str(), "call:" + cardName(a.card()), ImVec2(quarter, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
      }
      end();
      break;
    }
    case Phase::Ecart: {
      const EcartRule rule = v.ecartRule;
      ImGui::Begin(ui.t(Text::EcartTitle), nullptr, flags);
      // The count and the button first: on a low landscape screen the panel scrolls, and the hints may go under.
      ImGui::Text("%s%s%d / %d", ui.t(Text::EcartCount), colonFor(ui.lang), ecartSelection.size(), rule.size);
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
      ImGui::Begin(ui.t(Text::ChelemQuestion), nullptr, flags);
      if (ui.button(ui.t(Text::NoChelem), "chelem:no", ImVec2(-1, 0))) act(ui, game, Action::chelem(false));
      if (ui.button(ui.t(Text::AnnounceChelem), "chelem:yes", ImVec2(-1, 0))) act(ui, game, Action::chelem(true));
      end();
      break;
    }
    case Phase::Play: {
      const Rules rules = rulesOf(v);
      if (poigneeChoice != PoigneeSize::None) {
        // The player picks which trumps to show; the engine checks the showing like any other action.
        ImGui::Begin(ui.t(poigneeText(poigneeChoice)), nullptr, flags);
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
      ImGui::Begin(ui.t(Text::PoigneeQuestion), nullptr, flags);
      const int held = v.poigneeTrumps.size();
      for (const Action& a : v.legal) {
        const PoigneeSize s = a.poigneeSize();
        if (ui.button(ui.t(poigneeText(s)), std::string("poignee:") + poigneeName(s), ImVec2(-1, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
        // More trumps than the size needs: the lowest are shown by default, or the player chooses.
        if (s != PoigneeSize::None && held > rules.poigneeTrumps(s)) {
          // On a phone the label takes two lines rather than being cut.
          const std::string label = wrapLabel(std::string(ui.t(Text::PoigneeChoose)) + " (" + ui.t(poigneeText(s)) + ")",
                                               ImGui::GetContentRegionAvail().x - ImGui::GetStyle().FramePadding.x * 2);
          if (ui.button(label.c_str(), std::string("poignee-choose:") + poigneeName(s), ImVec2(-1, 0))) {
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
}

}  // namespace tarot::ui
