// The end of a deal (contract, points, bonuses, cards won, each person's score and total, the chien and écart
// revealed) and, after the last deal, the ranking. Drawn from the person's SeatView.
#pragma once
#include "ui/widgets.h"

namespace tarot::ui {

struct SummaryScreen {
  enum class Choice { None, NextDeal, NewMatch };
  Choice draw(Context& ui, const SeatView& v, ImVec2 size) const;
};

}  // namespace tarot::ui
