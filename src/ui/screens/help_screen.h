// The rules card ("Aide"), over the table.
#pragma once
#include "client/help_cards.h"
#include "ui/widgets.h"
#include <vector>

namespace tarot::ui {

// What the help keeps between frames (the table's own): the card shown, the strip's swipe, the cards built.
struct HelpState {
  int card = 0;
  long lastFrame = -10;
  bool swiped = false;  // the finger was moving the strip last frame
  bool jump = false;    // opened afresh: the strip goes to its card without sliding there
  Lang lang = Lang::French;
  int players = 0;
  std::vector<client::HelpCard> cards;
};

// Draws the rules cards while `open`; its close button and the window's cross clear `open`.
void drawHelp(Context& ui, ImVec2 size, bool* open, int players, HelpState* state);

}  // namespace tarot::ui
