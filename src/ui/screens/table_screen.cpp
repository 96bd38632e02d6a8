// The card table: the top bar, the seats with their names, card backs and announcements, the trick in the middle
// (the chien while it is shown), the person's hand (tap, drag or keys) and the panel of the decision they face.
// Everything drawn comes from the person's SeatView; their actions go through Match::humanAct, i.e. the engine.
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

std::string TableScreen::act(Context& ui, Match& game, const Action& a) {
  const Refusal r = game.humanAct(a, ui.now);
  view = game.view(0, ui.now);
  return r ? game.refusalText(r) : std::string();
}

TableScreen::Choice TableScreen::draw(Context& ui, Match& game, ImVec2 size) {
  const Choice choice = drawTopBar(ui, size);
  drawSeats(ui, size);
  drawTrick(ui, size);
  drawHand(ui, game, size);
  drawPanels(ui, game, size);
  return choice;
}

ImVec2 TableScreen::personAnchor(int person, ImVec2 size) const {
  const int people = view.people;
  const int k = person % people;
  if (k == 0) return ImVec2(size.x * 0.5f, size.y * 0.80f);
  // On an ellipse from the bottom, turning towards the right: the next player in playing order sits on the right.
  const float angle = 2.0f * 3.14159265f * float(k) / float(people);
  const float rx = std::min(size.x * 0.40f, size.x * 0.5f - 52.0f), ry = size.y * 0.30f;
  return ImVec2(size.x * 0.5f + std::sin(angle) * rx, size.y * 0.40f + std::cos(angle) * ry);
}

TableScreen::Choice TableScreen::drawTopBar(Context& ui, ImVec2 size) {
  Choice choice = Choice::None;
  ImGui::SetNextWindowPos(ImVec2(4, 4));
  ImGui::SetNextWindowBgAlpha(0.0f);
  ImGui::Begin("##top", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                     ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  if (ui.button(ui.t(Text::Menu), "menu")) choice = Choice::Menu;
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Help), "help")) choice = Choice::Help;
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Scoresheet), "sheet")) choice = Choice::Sheet;
  const SeatView& v = view;
  if (v.phase == Phase::Play && v.tricksDone > 0) {
    ImGui::SameLine();
    ImGui::Button((std::string(ui.t(Text::LastTrick)) + "##last").c_str(), ImVec2(0, 44));
    ui.targetLastItem("last_trick");
    showLastTrick_ = ImGui::IsItemActive();
  } else {
    showLastTrick_ = false;
  }
  ImGui::End();
  // Deal counter and contract, top right.
  char info[160];
  const int dealNo = std::min(v.dealsPlayed + (v.phase == Phase::Over ? 0 : 1), v.dealsInMatch);
  std::snprintf(info, sizeof info, "%s %d / %d", ui.t(Text::Deal), dealNo, v.dealsInMatch);
  std::string line = info;
  if (v.taker >= 0 && v.phase != Phase::Bidding && v.phase != Phase::Annulled) {
    line += std::string("  ·  ") + contractText(ui.lang, v.contract) + " — " + v.names[v.seating.personOfSeat[v.taker]];
    if (v.called != kNoCard) line += " (" + shortCard(v.called, ui.lang) + ")";
    if (v.chelemAnnounced) line += " · " + std::string(ui.t(Text::ChelemBonus));
  }
  const ImVec2 ts = ImGui::CalcTextSize(line.c_str());
  ImGui::GetForegroundDrawList()->AddText(ImVec2(size.x - ts.x - 12, size.x < 760 ? 62.f : 16.f),
                                          IM_COL32(255, 255, 255, 230), line.c_str());
  return choice;
}

void TableScreen::drawSeats(Context& ui, ImVec2 size) {
  const SeatView& v = view;
  const DealSeating& st = v.seating;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const float cw = std::clamp(std::min(size.x, size.y) * 0.06f, 18.0f, 44.0f);
  for (int person = 0; person < v.people; ++person) {
    const ImVec2 anchor = personAnchor(person, size);
    const int seat = st.seatOfPerson[person];
    const bool turn = seat >= 0 && v.turn == seat;
    std::string label = v.names[person];
    if (person == st.dealerPerson) label += "  (" + std::string(ui.t(Text::Dealer)) + ")";
    if (seat < 0) label += " — " + std::string(ui.t(Text::SittingOut));
    if (seat >= 0 && v.taker == seat && v.phase != Phase::Bidding) label += " · " + std::string(ui.t(Text::Taker));
    if (seat >= 0 && v.phase == Phase::Over && v.partner == seat) label += " · " + std::string(ui.t(Text::Partner));
    if (v.thinkingSeat == seat && seat >= 0) label += "  " + std::string(ui.t(Text::Thinking));
    if (person != 0) {
      // Card backs for the hidden hand.
      const int count = seat >= 0 ? v.handCounts[seat] : 0;
      const float step = std::min(cw * 0.28f, size.x * 0.2f / float(std::max(count, 1)));
      const float total = cw + step * float(std::max(count - 1, 0));
      for (int i = 0; i < count; ++i)
        drawCardBack(dl, ImVec2(anchor.x - total * 0.5f + step * float(i), anchor.y - cw * 1.5f * 0.5f), ImVec2(cw, cw * 1.5f), ui.accent);
    }
    const ImVec2 ts = ImGui::CalcTextSize(label.c_str());
    const float ly = person == 0 ? size.y - hand_.cardH - 70 - (hand_.rects.size() > 0 && hand_.rects[0].y < size.y - hand_.cardH - 20 ? hand_.cardH * 0.55f : 0)
                                 : anchor.y + cw * 0.85f;
    const ImVec2 lp(anchor.x - ts.x * 0.5f - 8, ly);
    dl->AddRectFilled(lp, ImVec2(lp.x + ts.x + 16, lp.y + ts.y + 8), turn ? IM_COL32(240, 200, 60, 235) : IM_COL32(0, 0, 0, 120), 6);
    dl->AddText(ImVec2(lp.x + 8, lp.y + 4), turn ? IM_COL32(20, 20, 20, 255) : IM_COL32(255, 255, 255, 255), label.c_str());
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
      const ImVec2 bp(anchor.x - bs.x * 0.5f - 8, ly + ts.y + 12);
      dl->AddRectFilled(bp, ImVec2(bp.x + bs.x + 16, bp.y + bs.y + 8), IM_COL32(255, 255, 255, 230), 10);
      dl->AddText(ImVec2(bp.x + 8, bp.y + 4), IM_COL32(20, 20, 20, 255), bubble.c_str());
    }
    // Poignée shown: the trumps, small, while the first trick is on.
    if (seat >= 0 && v.poignee[seat] != PoigneeSize::None && v.tricksDone < 1 && v.phase == Phase::Play) {
      CardSet shown = v.poigneeShown[seat];
      const float pw = cw * 0.8f;
      float x = anchor.x - float(shown.size()) * pw * 0.35f;
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
  const float cw = std::clamp(std::min(size.x * 0.16f, size.y * 0.11f), 44.0f, 96.0f);
  const ImVec2 ch(cw, cw * 1.55f);
  const ImVec2 centre(size.x * 0.5f, size.y * 0.42f);
  // The chien, on show to all.
  if (sv.chienOnTable) {
    CardSet c = sv.chien;
    const int n = c.size();
    float x = centre.x - (float(n) * (cw + 6)) * 0.5f;
    const char* title = ui.t(Text::Chien);
    dl->AddText(ImVec2(centre.x - ImGui::CalcTextSize(title).x * 0.5f, centre.y - ch.y * 0.5f - 26), IM_COL32(255, 255, 255, 255), title);
    while (!c.empty()) {
      drawCardFace(dl, ui.fonts, ImVec2(x, centre.y - ch.y * 0.5f), ch, c.pop(), ui.lang, CardNormal);
      x += cw + 6;
    }
    return;
  }
  TrickView v = sv.trick;
  if (showLastTrick_ && sv.tricksDone > 0) {
    v = sv.lastTrick;
    dl->AddText(ImVec2(centre.x - 40, centre.y - ch.y - 40), IM_COL32(255, 255, 255, 255), ui.t(Text::LastTrick));
  }
  for (int i = 0; i < v.count; ++i) {
    const int person = sv.seating.personOfSeat[v.seats[i]];
    const ImVec2 anchor = personAnchor(person, size);
    const ImVec2 dir(anchor.x - centre.x, anchor.y - centre.y);
    const float len = std::max(1.0f, std::sqrt(dir.x * dir.x + dir.y * dir.y));
    const float r = ch.y * 0.55f;
    ImVec2 pos(centre.x + dir.x / len * r - ch.x * 0.5f, centre.y + dir.y / len * r - ch.y * 0.5f);
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

void TableScreen::drawHand(Context& ui, Match& game, ImVec2 size) {
  const SeatView& v = view;
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  if (v.seat < 0) { hand_ = HandLayout(); return; }
  handOrder_ = sortedForDisplay(v.hand);
  const float maxW = std::clamp(std::min(size.x * 0.12f, size.y * 0.14f), 46.0f, 120.0f);
  hand_ = layoutHand(int(handOrder_.size()), 8, size.x - 16, size.y - 8, maxW, 30.0f);
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
      if (const std::string why = act(ui, game, Action::play(c)); !why.empty()) ui.notice(std::string(ui.t(Text::Refused)) + ": " + why);
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

  for (size_t i = 0; i < handOrder_.size(); ++i) {
    const Card c = handOrder_[i];
    Rect r = hand_.rects[i];
    unsigned look = CardNormal;
    if (playing) look |= legal.has(c) ? CardHighlighted : CardDimmed;
    if (ecart) {
      if (ecartSelection.has(c)) { look |= CardSelected; r.y -= r.h * 0.18f; }
      else if (!rule.allowed.has(c)) look |= CardDimmed;
    }
    if (choosingTrumps) {
      if (poigneeSelection.has(c)) { look |= CardSelected; r.y -= r.h * 0.18f; }
      else if (!trumps.has(c)) look |= CardDimmed;
    }
    if (int(i) == focus_) look |= CardFocused;
    if (int(i) == hover && (playing || ecart || choosingTrumps) && !(look & CardDimmed)) r.y -= r.h * 0.06f;
    if (int(i) == pressed_ && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
      r.x += io.MousePos.x - pressPos_.x;
      r.y += io.MousePos.y - pressPos_.y;
    }
    drawCardFace(dl, ui.fonts, ImVec2(r.x, r.y), ImVec2(r.w, r.h), c, ui.lang, look);
    // The visible strip of each card is its touch target.
    Rect hit = hand_.rects[i];
    if (i + 1 < handOrder_.size() && hand_.rects[i + 1].y == hit.y) hit.w = hand_.rects[i + 1].x - hit.x;
    ui.targets.push_back({std::string(playing ? "play:" : ecart ? "ecart:" : choosingTrumps ? "trump:" : "card:") + cardName(c),
                       hit, playing ? legal.has(c) : ecart ? rule.allowed.has(c) : choosingTrumps ? trumps.has(c) : false});
  }
  if (!myTurn && v.phase == Phase::Play && v.turn >= 0 && v.seating.personOfSeat[v.turn] != 0)
    ecartSelection = CardSet();
}

void TableScreen::drawPanels(Context& ui, Match& game, ImVec2 size) {
  const SeatView& v = view;
  if (!v.toAct) return;
  const float w = std::min(size.x - 16, 520.0f);
  centreNextWindow(size, 0.40f, 520.0f, 0, 16);
  const Lang l = ui.lang;
  switch (v.phase) {
    case Phase::Bidding: {
      ImGui::Begin(ui.t(Text::YourBid), nullptr, kPanelFlags);
      for (const Action& a : v.legal) {
        if (ui.button(contractText(l, a.contract()), std::string("bid:") + contractName(a.contract()), ImVec2(-1, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
      }
      ImGui::End();
      break;
    }
    case Phase::Call: {
      ImGui::Begin(ui.t(Text::CallCard), nullptr, kPanelFlags);
      ImGui::TextWrapped("%s", ui.t(Text::CallHint));
      int i = 0;
      for (const Action& a : v.legal) {
        if (i++ % 4) ImGui::SameLine();
        if (ui.button(shortCard(a.card(), l).c_str(), "call:" + cardName(a.card()), ImVec2(w / 4.0f - 14, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
      }
      ImGui::End();
      break;
    }
    case Phase::Ecart: {
      if (v.chienOnTable) break;
      const EcartRule rule = v.ecartRule;
      ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.30f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
      ImGui::Begin(ui.t(Text::EcartTitle), nullptr, kPanelFlags);
      ImGui::TextWrapped("%s %s %s", ui.t(Text::EcartHint), ui.t(Text::EcartKing), ui.t(Text::EcartBout));
      if (rule.trumpsNeeded > 0) ImGui::TextWrapped("%s (%d)", ui.t(Text::EcartTrump), rule.trumpsNeeded);
      ImGui::Text("%s: %d / %d", ui.t(Text::EcartCount), ecartSelection.size(), rule.size);
      const bool complete = ecartSelection.size() == rule.size;
      if (ui.button(ui.t(Text::Confirm), "ecart:confirm", ImVec2(-1, 0), complete)) {
        if (const std::string why = act(ui, game, Action::ecart(ecartSelection)); !why.empty()) ui.notice(why);
        else ecartSelection = CardSet();
      }
      ImGui::End();
      break;
    }
    case Phase::Chelem: {
      ImGui::Begin(ui.t(Text::ChelemQuestion), nullptr, kPanelFlags);
      if (ui.button(ui.t(Text::NoChelem), "chelem:no", ImVec2(-1, 0))) act(ui, game, Action::chelem(false));
      if (ui.button(ui.t(Text::AnnounceChelem), "chelem:yes", ImVec2(-1, 0))) act(ui, game, Action::chelem(true));
      ImGui::End();
      break;
    }
    case Phase::Play: {
      if (!v.awaitingPoignee) break;
      const Rules rules = rulesOf(v);
      if (poigneeChoice != PoigneeSize::None) {
        // The player picks which trumps to show; the engine checks the showing like any other action.
        ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.30f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
        ImGui::Begin(ui.t(poigneeText(poigneeChoice)), nullptr, kPanelFlags);
        ImGui::TextWrapped("%s", ui.t(Text::PoigneeChooseHint));
        const int needed = rules.poigneeTrumps(poigneeChoice);
        ImGui::Text("%s: %d / %d", ui.t(Text::EcartCount), poigneeSelection.size(), needed);
        if (ui.button(ui.t(Text::Confirm), "poignee:confirm", ImVec2(-1, 0), poigneeSelection.size() == needed)) {
          if (const std::string why = act(ui, game, Action::poignee(poigneeChoice, poigneeSelection)); !why.empty())
            ui.notice(std::string(ui.t(Text::Refused)) + ": " + why);
          else { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
        }
        if (ui.button(ui.t(Text::Back), "poignee:back", ImVec2(-1, 0))) { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
        ImGui::End();
        break;
      }
      ImGui::Begin(ui.t(Text::PoigneeQuestion), nullptr, kPanelFlags);
      const int held = v.poigneeTrumps.size();
      for (const Action& a : v.legal) {
        const PoigneeSize s = a.poigneeSize();
        if (ui.button(ui.t(poigneeText(s)), std::string("poignee:") + poigneeName(s), ImVec2(-1, 0))) {
          if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
        }
        // More trumps than the size needs: the lowest are shown by default, or the player chooses.
        if (s != PoigneeSize::None && held > rules.poigneeTrumps(s)) {
          const std::string label = std::string(ui.t(Text::PoigneeChoose)) + " (" + ui.t(poigneeText(s)) + ")";
          if (ui.button(label.c_str(), std::string("poignee-choose:") + poigneeName(s), ImVec2(-1, 0))) {
            poigneeChoice = s;
            poigneeSelection = a.cards;
          }
        }
      }
      ImGui::End();
      break;
    }
    default: break;
  }
}

}  // namespace tarot::ui
