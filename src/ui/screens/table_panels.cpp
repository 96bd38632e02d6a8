// The decision panels: the bid, the king call, the écart, the chelem and the poignée, above the person's hand.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

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
