// The review of one finished deal (from the scoresheet or an imported record): bids, call, chien, écart,
// poignées, chelem, every trick and the result, drawn from a DealReview; exportable as a deal record.
#pragma once
#include "match/deal_review.h"
#include "ui/widgets.h"

namespace tarot::ui {

struct ReviewScreen {
  bool open = false;
  bool ok = false;         // the record replayed (else `error` says why)
  DealReview review;
  std::string error;

  void show(bool replayed, DealReview r, std::string why);
  void draw(Context& ui, ImVec2 size);
};

}  // namespace tarot::ui
