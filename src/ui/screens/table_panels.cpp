// The decision panels: the bid, the king call, the écart, the chelem and the poignée, above the person's hand.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

// The frame every decision panel shares: its window, its title (on a landscape phone at the start of the first row
// of buttons, no title bar), its buttons in a grid of `cols` columns `cell` wide (flowing after the title there).
struct PanelGrid {
  bool low = false;
  float w = 0;
  float room = 0;  // the height the table leaves it between the seats and the person's name
  int cols = 2;
  float cell = 0;
  ImGuiWindowFlags flags = 0;
  int placed = 0;
  Rect rect;  // the window, once ended
  const std::string* note = nullptr;  // the lesson's step: at the top of the panel, under the buttons on a low screen

  void begin(Context& ui, const char* title) {
    beginPanel((std::string(title) + (low ? "##low" : "")).c_str(), flags);
    if (note && !low) ui.wrapped(*note);
    // The cells share the width the window gives its content: less a scrollbar's when the room is short.
    if (!low) cell = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * float(cols - 1)) / float(cols);
    if (low) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(title);
      ui.noteLastItemText(title);
    }
  }
  // Before each button of a grid: on a low screen the buttons flow after the title, elsewhere `across` a row.
  void next(float width, int across) {
    if (low) sameLineIfFits(width);
    else if (placed % across) ImGui::SameLine();
    ++placed;
  }
  // A button's width: on a low screen as wide as its label (so that the title and the buttons take one row when
  // they fit), else its cell.
  float width(const char* label) const { return low ? std::max(96.0f, buttonWidth(label) + 8) : cell; }
  // A button of a grid; a label on two lines gets them whole with a thinner padding (a button is 44 px at least).
  static bool button(Context& ui, const std::string& label, const std::string& id, float width) {
    const bool two = label.find('\n') != std::string::npos;
    if (two) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, 2));
    const bool pressed = ui.button(label.c_str(), id, ImVec2(width, std::max(44.0f, ImGui::CalcTextSize(label.c_str()).y + 6)));
    if (two) ImGui::PopStyleVar();
    return pressed;
  }
  // In English, the French terms of the panel glossed the first time; a landscape phone has no room for it (the
  // panel, a row high, would come down over the trick).
  void gloss(Context& ui, const std::string& line) const {
    if (line.empty() || low) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.9f, 1.0f, 1.0f));
    ui.wrapped(line);
    ImGui::PopStyleColor();
  }
  void end(Context& ui) {
    if (note && low) ui.wrapped(*note);  // the buttons first where the room is short: the text scrolls under them
    rect = Rect{ImGui::GetWindowPos().x, ImGui::GetWindowPos().y, ImGui::GetWindowSize().x, ImGui::GetWindowSize().y};
    ImGui::End();
  }
};

TableScreen::PanelPlace TableScreen::placePanel(ImVec2 size) const {
  const bool low = lowScreen(size);
  PanelPlace p;
  // Above the person's name and hand: the table's band shrinks to leave the trick in view.
  p.bottom = handTop_ - ImGui::GetFontSize() - 20;
  for (const SeatBox& b : seatBoxes_)  // and above the person's announcement when it sits over the name
    if (b.person == view.person && b.r.y < p.bottom + 6) p.bottom = std::max(bar_.height + 60, b.r.y - 6);
  // While a trick may lie on the table (the poignée question mid-trick, the lesson's steps in play) on a portrait
  // screen, a band under the seat facing the person keeps room for a row of cards 36 px wide: the panel scrolls
  // rather than push the trick up against that seat's bid.
  float floor = 0;
  if (!low && !stacked() && view.phase == Phase::Play) {
    floor = bar_.height + 8;
    for (const SeatBox& b : seatBoxes_)
      if (b.person != view.person && b.r.x < size.x * 0.5f && size.x * 0.5f < b.r.x + b.r.w) floor = std::max(floor, b.r.y + b.r.h + 6);
    floor += 36.0f * 1.55f + 4 + 6;
  }
  // Under every other seat's name, announcement and card backs that lie across [x0, x1].
  auto ceiling = [&](float x0, float x1) {
    float top = std::max(bar_.height + 8, floor);
    for (const SeatBox& b : seatBoxes_)
      if (b.person != view.person && b.r.x < x1 && x0 < b.r.x + b.r.w && b.r.y < p.bottom) top = std::max(top, b.r.y + b.r.h + 6);
    return top;
  };
  // As wide as the screen allows (wider on a landscape phone, so that the buttons take fewer rows), centred; when a
  // seat reaches down into the room it needs (as high as last frame, the more the narrower), narrower, centred or
  // at a side, where it has that room.
  const float full = std::min(size.x - 16, low ? 760.0f : 520.0f);
  const float need = panelShownH_ > 0 ? panelShownH_ : 0.0f;
  float bestScore = -1e9f;
  for (float w = full; w >= std::min(full, 260.0f) - 0.5f; w -= 20) {
    const float needed = low ? need : need * full / w;  // a landscape phone's panel is one row at most widths
    bool fits = false;
    for (const float x : {size.x * 0.5f - w * 0.5f, 8.0f, size.x - 8 - w}) {
      const float room = p.bottom - ceiling(x, x + w);
      const float score = room >= needed ? 1e6f + w : room - needed;
      if (score > bestScore) {
        bestScore = score;
        p.x = x;
        p.w = w;
        p.maxH = std::max(low ? 90.0f : 120.0f, room);
      }
      fits = fits || room >= needed;
    }
    if (fits) break;
  }
  return p;
}

void TableScreen::drawPanels(Context& ui, SeatSession& game, ImVec2 size) {
  const SeatView& v = view;
  panelTop_ = -1;
  panelRect_ = Rect();
  if (!v.toAct || panelsHidden || (v.phase == Phase::Ecart && v.chienOnTable) ||
      (v.phase == Phase::Play && !v.awaitingPoignee))
    return;
  PanelGrid g;
  if (!lesson.text.empty()) g.note = &lesson.text;
  g.low = lowScreen(size);  // a landscape phone: the panels go wide rather than tall, under the seats' row
  const PanelPlace at = placePanel(size);
  g.w = at.w;
  g.room = at.maxH;
  ImGui::SetNextWindowPos(ImVec2(at.x, at.bottom), ImGuiCond_Always, ImVec2(0.0f, 1.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(at.w, 0), ImVec2(at.w, at.maxH));
  // No scrollbar while the panel was well under its room last frame (a zoomed font's fraction of a pixel must not
  // bring one that narrows the buttons).
  const bool roomy = panelShownH_ > 0 && panelShownH_ < at.maxH - 4;
  g.flags = kPanelFlags | ImGuiWindowFlags_AlwaysAutoResize | (g.low ? ImGuiWindowFlags_NoTitleBar : 0) |
            (roomy ? ImGuiWindowFlags_NoScrollbar : 0);
  if (g.low) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8, 8));
  g.cols = g.low ? 3 : std::max(2, int((g.w - 28) / 170));
  g.cell = (g.w - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ItemSpacing.x * float(g.cols - 1)) / float(g.cols);
  switch (v.phase) {
    case Phase::Bidding: drawBidPanel(ui, game, g); break;
    case Phase::Call: drawCallPanel(ui, game, g); break;
    case Phase::Ecart: drawEcartPanel(ui, game, g); break;
    case Phase::Chelem: drawChelemPanel(ui, game, g); break;
    case Phase::Play: drawPoigneePanel(ui, game, g); break;
    default: break;
  }
  if (g.low) ImGui::PopStyleVar();
  if (g.rect.w > 0) {
    panelTop_ = g.rect.y;
    panelRect_ = g.rect;
    panelShownH_ = g.rect.h;
  }
}

void TableScreen::drawBidPanel(Context& ui, SeatSession& game, PanelGrid& g) {
  g.begin(ui, ui.t(Text::YourBid));
  // On a phone three a row, a long contract on two lines ("Garde / contre"): the panel keeps clear of the seats.
  const bool narrow = !g.low && g.w < 420;
  const int cols = narrow ? 3 : g.cols;
  const float cell = narrow ? (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * 2) / 3 : g.cell;
  for (const Action& a : view.legal) {
    std::string label = contractText(ui.lang, a.contract());
    if (narrow) label = wrapLabel(label, cell - ImGui::GetStyle().FramePadding.x * 2);
    const float bw = g.low ? g.width(label.c_str()) : cell;
    g.next(bw, cols);
    if (g.button(ui, label, std::string("bid:") + contractName(a.contract()), bw)) {
      if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
    }
  }
  g.gloss(ui, glossLine);
  g.end(ui);
}

void TableScreen::drawCallPanel(Context& ui, SeatSession& game, PanelGrid& g) {
  g.begin(ui, ui.t(Text::CallCard));
  if (!g.low) ui.wrapped(ui.t(Text::CallHint));
  const float quarter = g.low ? 96.0f : (g.w - ImGui::GetStyle().WindowPadding.x * 2 - ImGui::GetStyle().ItemSpacing.x * 3) * 0.25f;
  for (const Action& a : view.legal) {
    g.next(quarter, 4);
    if (ui.button(shortCard(a.card(), ui.lang).c_str(), "call:" + cardName(a.card()), ImVec2(quarter, 0))) {
      if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
    }
  }
  if (g.low) ui.wrapped(ui.t(Text::CallHint));
  g.end(ui);
}

void TableScreen::drawEcartPanel(Context& ui, SeatSession& game, PanelGrid& g) {
  const EcartRule rule = view.ecartRule;
  g.begin(ui, ui.t(Text::EcartTitle));
  // The count and the button first (on a low screen on the title's row, on a phone on one row), the hints under
  // them (on a phone only the first: a king or a bout tapped says why on the card).
  const bool narrow = !g.low && g.w < 420;
  if (g.low) ImGui::SameLine(0, 24);
  if (g.low || narrow) ImGui::AlignTextToFramePadding();
  ImGui::Text("%s%s%d / %d", ui.t(Text::EcartCount), colonFor(ui.lang), ecartSelection.size(), rule.size);
  if (g.low || narrow) ImGui::SameLine();
  const bool complete = ecartSelection.size() == rule.size;
  if (ui.button(ui.t(Text::Confirm), "ecart:confirm", ImVec2(-1, 0), complete)) {
    if (const std::string why = act(ui, game, Action::ecart(ecartSelection)); !why.empty()) ui.notice(why);
    else ecartSelection = CardSet();
  }
  // A landscape phone with little room, or the lesson saying it: no hint (a king or a bout tapped says why on the card).
  if (!(g.low && g.room < 100) && !g.note)
    ui.wrapped(narrow ? std::string(ui.t(Text::EcartHint)) : std::string(ui.t(Text::EcartHint)) + " " + ui.t(Text::EcartKing) + " " + ui.t(Text::EcartBout));
  if (rule.trumpsNeeded > 0) ui.wrapped(std::string(ui.t(Text::EcartTrump)) + " (" + std::to_string(rule.trumpsNeeded) + ")");
  g.gloss(ui, glossLine);
  g.end(ui);
}

void TableScreen::drawChelemPanel(Context& ui, SeatSession& game, PanelGrid& g) {
  g.begin(ui, ui.t(Text::ChelemQuestion));
  const float bw = g.low ? g.cell : -1.0f;
  g.next(g.cell, 1);
  if (ui.button(ui.t(Text::NoChelem), "chelem:no", ImVec2(bw, 0))) act(ui, game, Action::chelem(false));
  g.next(g.cell, 1);
  if (ui.button(ui.t(Text::AnnounceChelem), "chelem:yes", ImVec2(bw, 0))) act(ui, game, Action::chelem(true));
  g.gloss(ui, glossLine);
  g.end(ui);
}

void TableScreen::drawPoigneePanel(Context& ui, SeatSession& game, PanelGrid& g) {
  const Rules rules = rulesOf(view);
  if (poigneeChoice != PoigneeSize::None) {
    // The player picks which trumps to show; the engine checks the showing like any other action.
    g.begin(ui, ui.t(poigneeText(poigneeChoice)));
    ui.wrapped(ui.t(Text::PoigneeChooseHint));
    const int needed = rules.poigneeTrumps(poigneeChoice);
    ImGui::Text("%s%s%d / %d", ui.t(Text::EcartCount), colonFor(ui.lang), poigneeSelection.size(), needed);
    if (ui.button(ui.t(Text::Confirm), "poignee:confirm", ImVec2(-1, 0), poigneeSelection.size() == needed)) {
      if (const std::string why = act(ui, game, Action::poignee(poigneeChoice, poigneeSelection)); !why.empty())
        ui.notice(std::string(ui.t(Text::Refused)) + colonFor(ui.lang) + why);
      else { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
    }
    if (ui.button(ui.t(Text::Back), "poignee:back", ImVec2(-1, 0))) { poigneeChoice = PoigneeSize::None; poigneeSelection = CardSet(); }
    g.end(ui);
    return;
  }
  g.begin(ui, ui.t(Text::PoigneeQuestion));
  const int held = view.poigneeTrumps.size();
  // In columns (two on a phone), so that the panel stays low.
  const int across = g.low ? 1 : g.cols;
  for (const Action& a : view.legal) {
    const PoigneeSize s = a.poigneeSize();
    const float bw = g.width(ui.t(poigneeText(s)));
    g.next(bw, across);
    if (ui.button(ui.t(poigneeText(s)), std::string("poignee:") + poigneeName(s), ImVec2(bw, 0))) {
      if (const std::string why = act(ui, game, a); !why.empty()) ui.notice(why);
    }
    // More trumps than the size needs: the lowest are shown by default, or the player chooses.
    if (s != PoigneeSize::None && held > rules.poigneeTrumps(s)) {
      // On a phone the label takes two lines rather than being cut.
      const std::string whole = std::string(ui.t(Text::PoigneeChoose)) + " (" + ui.t(poigneeText(s)) + ")";
      float cw = g.low ? std::min(g.width(whole.c_str()), 240.0f) : g.cell;  // on two lines, on the title's row
      // The panel's last button starting a row takes the whole row: on fewer lines, the panel lower.
      if (!g.low && g.placed % across == 0 && &a == &view.legal.back()) cw = ImGui::GetContentRegionAvail().x;
      const std::string label = wrapLabel(whole, cw - ImGui::GetStyle().FramePadding.x * 2);
      g.next(cw, across);
      if (g.button(ui, label, std::string("poignee-choose:") + poigneeName(s), cw)) {
        poigneeChoice = s;
        poigneeSelection = a.cards;
      }
    }
  }
  g.gloss(ui, glossLine);
  g.end(ui);
}

}  // namespace tarot::ui
