// The card table: the top bar, the seats with their names, card backs and announcements, the trick in the middle
// (the chien while it is shown), the person's hand (tap, drag or keys) and the panel of the decision they face.
// Everything drawn comes from the person's SeatView; their actions go through the seat's session (the match on this
// device or a server's table), i.e. the engine.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

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
  ui.panelTop = bar_.height + 4;
  layoutHandFor(size);
  const std::array<int, 5> counts = view.handCounts;  // the others' backs arrive with the deal
  for (int& c : view.handCounts) c = int(float(c) * view.dealt + 0.5f);
  drawSeats(ui, size);
  view.handCounts = counts;
  drawTrick(ui, size);
  drawHand(ui, game, size);
  if (view.dealt < 1 && drawDealing(ui, size) && choice == Choice::None) choice = Choice::SkipDeal;
  if (bar_.menuOpen) {  // the menu over the table: the decision waits under it
    panelTop_ = -1;
    panelRect_ = Rect();
  } else {
    drawPanels(ui, game, size);
    lessonUp_ = !lesson.text.empty() && panelTop_ < 0;
    if (lessonUp_ && drawLessonPanel(ui, size) && choice == Choice::None) choice = Choice::LessonNext;
  }
  return choice;
}

TableScreen::Choice TableScreen::drawTopBar(Context& ui, SeatSession& game, ImVec2 size) {
  TopBar::Offer offer;
  offer.undo = game.canUndo();
  offer.hint = hintOffered;
  offer.hintLine = &hintLine;
  const std::string id = bar_.draw(ui, view, offer, size);
  if (id == "undo" && game.undo(ui.now)) {  // the person's last card or decision taken back
    reset();
    view = game.view(ui.now);
  }
  return id == "menu" ? Choice::Menu : id == "help" ? Choice::Help : id == "sheet" ? Choice::Sheet
       : id == "settings" ? Choice::Settings : id == "hint" ? Choice::Hint : Choice::None;
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
    const float first = backsHidden() ? tableTop_ + 2 - seatCardW_ * 0.85f : tableTop_ + seatCardW_ * 0.75f + 2;
    if (k == 2 || k == 3) return ImVec2(size.x * (k == 2 ? 0.70f : 0.30f), first);
    return ImVec2(size.x * (k == 1 ? 0.78f : 0.22f), first + seatBlockH_ + 6);
  }
  // On an ellipse from the bottom, turning towards the right: the next player in playing order sits on the right.
  // Each seat keeps its card backs (above its anchor) and its name and announcement (below) inside the table.
  const float angle = 2.0f * 3.14159265f * float(k) / float(people);
  const float rx = std::min(size.x * 0.40f, size.x * 0.5f - 52.0f);
  // The seat facing the person at the top of the band, the others down its sides: the trick has the middle.
  const float ry = std::max(0.0f, cy - tableTop_ - seatCardW_ * 0.75f);
  // Each seat whole inside the band (its backs above the anchor, its name and announcement below, as tall as the
  // tallest seat last frame): a decision panel under the band covers none of them.
  const float lowest = std::max(tableTop_ + seatCardW_ * 0.75f + 2, tableBottom_ - (seatBlockH_ - seatCardW_ * 0.75f));
  return ImVec2(size.x * 0.5f + std::sin(angle) * rx, std::min(cy + std::cos(angle) * ry, lowest));
}

}  // namespace tarot::ui
