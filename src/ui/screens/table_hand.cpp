// The person's hand: laid out, drawn, and its input (a tap or a click, a drag upwards, the arrow keys and Enter)
// turned into a card played, a card put aside in the écart or a trump chosen for a poignée.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

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

}  // namespace tarot::ui
