// The review of one finished deal (from the scoresheet or an imported record): bids, call, chien, écart,
// poignées, chelem, every trick and the result, drawn from a DealReview; exportable as a deal record. With the
// expert's hints on, the person's own decisions are weighed by the expert (a few seconds, shown as progress) and
// each that cost points is marked: "−14 en moyenne (mieux : R♥)".
#pragma once
#include "client/deal_study.h"
#include "ui/widgets.h"

namespace tarot::ui {

struct ReviewScreen {
  // Draws the deal under review (the controller's DealStudy) while it is open; true when the person closes it.
  bool draw(Context& ui, const DealStudy& study, ImVec2 size);
};

}  // namespace tarot::ui
