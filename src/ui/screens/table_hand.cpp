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
  tableTop_ = bar_.height + 6;
  tableBottom_ = handTop_ - ImGui::GetFontSize() - 16;
  // The lesson's panel rises above a refused card's line drawn last frame (and comes down once it is gone) in this
  // frame, the seats and the trick with it: none of them under the panel for a frame.
  lessonAbove_ = refusal_.line;
  float panelTop = panelTop_;
  if (lessonUp_ && panelTop_ >= 0) {  // and as tall as its text needs, when that text has just changed
    const PanelPlace at = placePanel(size);
    const float bottom = lessonAbove_.h > 0 ? std::min(at.bottom, lessonAbove_.y - 4) : at.bottom;
    panelTop = bottom - std::min(at.maxH, std::max(panelShownH_, lessonPanelH(at.w)));
  }
  if (panelTop >= 0) tableBottom_ = std::max(tableTop_ + 60, std::min(tableBottom_, panelTop - 6));
}

// A card of the hand tapped, clicked or chosen with Enter: played, put aside or taken back in the écart, picked or
// dropped for a poignée; a card refused answers on itself (it shakes, and the reason shows just above the hand).
void TableScreen::activateCard(Context& ui, SeatSession& game, int index) {
  const SeatView& v = view;
  if (index < 0 || index >= int(handOrder_.size())) return;
  const bool myTurn = v.toAct;
  const bool ecart = myTurn && v.phase == Phase::Ecart;
  const bool playing = myTurn && v.phase == Phase::Play && !v.awaitingPoignee;
  const bool choosingTrumps = myTurn && v.awaitingPoignee && poigneeChoice != PoigneeSize::None;
  const EcartRule& rule = v.ecartRule;
  auto refuse = [&](Card c, const std::string& why) {
    if (!why.empty()) refusal_ = Refusal{c, why, ui.now, Rect()};
  };
  const Card c = handOrder_[size_t(index)];
  if (choosingTrumps) {
    // Any of the player's trumps may be shown (the Excuse only completes a poignée of all the trumps).
    if (poigneeSelection.has(c)) poigneeSelection.remove(c);
    else if (!v.poigneeTrumps.has(c)) refuse(c, ui.t(Text::PoigneeChooseHint));
    else if (poigneeSelection.size() < rulesOf(v).poigneeTrumps(poigneeChoice)) poigneeSelection.add(c);
    return;
  }
  if (ecart) {
    if (ecartSelection.has(c)) { ecartSelection.remove(c); return; }
    if (!rule.allowed.has(c)) {
      refuse(c, isKing(c) ? ui.t(Text::EcartKing) : isBout(c) ? ui.t(Text::EcartBout) : ui.t(Text::EcartTrump));
      return;
    }
    if (isTrump(c) && (ecartSelection & CardSet::ofSuit(Suit::Trump)).size() >= rule.trumpsNeeded) {
      refuse(c, ui.t(Text::EcartTrump));
      return;
    }
    if (ecartSelection.size() < rule.size) ecartSelection.add(c);
    return;
  }
  if (playing) {
    // Two taps to play when the person asked for them: the first raises the card, the second plays it.
    if (settings.confirmPlay && raised_ != c && v.legalPlays.has(c)) { raised_ = c; return; }
    raised_ = kNoCard;
    refuse(c, act(ui, game, Action::play(c)));
    focus_ = -1;
  } else if (v.phase == Phase::Play && !myTurn) {
    refuse(c, act(ui, game, Action::play(c)));  // the match says whose turn it is
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

  // Keyboard: arrows move the focus, Enter plays (or toggles in the écart and in a poignée being chosen).
  if (!io.WantTextInput && (playing || ecart || choosingTrumps) && !handOrder_.empty()) {
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow)) focus_ = (focus_ + 1) % int(handOrder_.size());
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow)) focus_ = (focus_ <= 0 ? int(handOrder_.size()) : focus_) - 1;
  }
  focus_ = std::min(focus_, int(handOrder_.size()) - 1);

  // Pointer: a click (or a tap) plays; dragging a card upwards and releasing plays too.
  const bool overUi = io.WantCaptureMouse;
  const int hover = overUi ? -1 : hand_.hit(io.MousePos.x, io.MousePos.y);
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !overUi) { pressed_ = hover; pressPos_ = io.MousePos; }
  if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && pressed_ >= 0) {
    const bool dragged = pressPos_.y - io.MousePos.y > hand_.cardH * 0.35f;
    if (dragged || hand_.hit(io.MousePos.x, io.MousePos.y) == pressed_) activateCard(ui, game, pressed_);
    pressed_ = -1;
  }
  if (!io.WantTextInput && (ImGui::IsKeyPressed(ImGuiKey_Enter) || ImGui::IsKeyPressed(ImGuiKey_KeypadEnter)) && focus_ >= 0)
    activateCard(ui, game, focus_);

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
    const bool refused = c == refusal_.card && refusalShown(ui.now);
    if (refused) r.x += refusalShake(ui.now, r.w);
    if (int(i) == pressed_ && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
      r.x += io.MousePos.x - pressPos_.x;
      r.y += io.MousePos.y - pressPos_.y;
    }
    drawCardFace(dl, ui.fonts, ImVec2(r.x, r.y), ImVec2(r.w, r.h), c, ui.lang, look);
    if (refused)  // outlined in the refusal's red while its line is shown (the only sign under reduced motion)
      dl->AddRect(ImVec2(r.x - 2, r.y - 2), ImVec2(r.x + r.w + 2, r.y + r.h + 2), IM_COL32(220, 40, 40, 255), 7.0f, 0, 4.0f);
    if (hintCards.has(c))  // the expert's advice, outlined in the advice line's colour
      dl->AddRect(ImVec2(r.x - 3, r.y - 3), ImVec2(r.x + r.w + 3, r.y + r.h + 3), IM_COL32(120, 230, 255, 255), 7.0f, 0, 4.0f);
    // The visible strip of each card is its touch target.
    const Rect hit = hand_.visible(int(i));
    if (!bar_.menuOpen)  // under the menu's sheet nothing in the hand takes a tap
      ui.targets.push_back({std::string(playing ? "play:" : ecart ? "ecart:" : choosingTrumps ? "trump:" : "card:") + cardName(c),
                       hit, playing ? legal.has(c) : ecart ? rule.allowed.has(c) : choosingTrumps ? trumps.has(c) : false});
  }
  if (!myTurn && v.phase == Phase::Play && v.turn >= 0 && v.seating.personOfSeat[v.turn] != 0)
    ecartSelection = CardSet();
  if (!v.hand.has(refusal_.card)) refusal_.card = kNoCard;  // played since, or a new deal
  drawRefusal(ui, size);
}

float TableScreen::refusalShake(double now, float cardW) const {
  // Three swings in 0.45 s at the normal pace, dying away; none under reduced motion.
  const double t = now - refusal_.at, span = 0.45 / double(std::clamp(settings.speed, 0.25f, 4.0f));
  if (reducedMotion || t < 0 || t >= span) return 0.0f;
  const double k = t / span;
  return float(std::sin(k * 6.0 * 3.14159265) * (1.0 - k)) * cardW * 0.12f;
}

void TableScreen::drawRefusal(Context& ui, ImVec2 size) {
  refusal_.line = Rect();
  if (!refusalShown(ui.now)) return;
  // A card refused in this frame's hand, after the seats were drawn with the person's name: the line comes in the
  // next frame, where the name has given it its place (drawn now, it would lie over the name or bid for a frame).
  if (refusal_.at == ui.now) return;
  int index = -1;
  for (size_t i = 0; i < handOrder_.size(); ++i)
    if (handOrder_[i] == refusal_.card) index = int(i);
  if (index < 0 || index >= int(hand_.rects.size())) return;
  // Over the person's name, its bottom where the name's is, centred on the card as far as the screen allows.
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // over the hand and the names, under a panel opened over them
  const float wrap = std::min(size.x - 32, 420.0f);
  const ImVec2 ts = ImGui::CalcTextSize(refusal_.why.c_str(), nullptr, false, wrap);
  const Rect& card = hand_.rects[size_t(index)];
  const float w = ts.x + 16, h = ts.y + 8;
  const float x = std::clamp(card.x + card.w * 0.5f - w * 0.5f, 4.0f, std::max(4.0f, size.x - w - 4));
  const float y = std::min(handTop_, card.y) - 6 - h;
  dl->AddRectFilled(ImVec2(x, y), ImVec2(x + w, y + h), IM_COL32(150, 25, 25, 240), 6);
  dl->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(x + 8, y + 4), IM_COL32(255, 255, 255, 255), refusal_.why.c_str(), nullptr, wrap);
  refusal_.line = Rect{x, y, w, h};
  ++refusal_.frames;
  ui.noteText(refusal_.why, refusal_.line, false);
  ui.texts.back().role = "refusal";
}

}  // namespace tarot::ui
