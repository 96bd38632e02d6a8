// The end of a deal (contract, points, bonuses, cards won, each person's score and total, the chien and écart
// revealed) and, after the last deal, the ranking. Drawn from the person's SeatView.
#pragma once
#include "ui/widgets.h"
#include <string>

namespace tarot::ui {

struct SummaryScreen {
  enum class Choice { None, NextDeal, NewMatch };
  std::string waitLine;  // at an online table, once ready: who the next deal waits for
  std::string glossLine; // in English, the French terms of the deal glossed the first time (client::Glosses)
  Choice draw(Context& ui, const SeatView& v, ImVec2 size) const;
};

}  // namespace tarot::ui
