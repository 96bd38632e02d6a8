// The review of one finished deal (from the scoresheet or an imported record): bids, call, chien, écart,
// poignées, chelem, every trick and the result, drawn from a DealReview; exportable as a deal record. With the
// expert's hints on, the person's own decisions are weighed by the expert (a few seconds, shown as progress) and
// each that cost points is marked: "−14 en moyenne (mieux : R♥)".
#pragma once
#include "client/advisor.h"
#include "client/deal_review.h"
#include "record/json.h"
#include <memory>
#include "ui/widgets.h"

namespace tarot::ui {

struct ReviewScreen {
  bool open = false;
  bool ok = false;         // the record replayed (else `error` says why)
  DealReview review;
  std::string error;

  // The person's seat in the deal (their decisions are weighed when `analyse`), -1 for none (an imported deal).
  void show(bool replayed, DealReview r, std::string why, int personSeat = -1, bool analyse = false,
            std::uint64_t seed = 0, ClockMs clock = {});
  // Weighs the person's decisions for about `ms` milliseconds (each frame while open).
  void think(double ms);
  void draw(Context& ui, ImVec2 size);
  // The review's state for automation: the expert's progress and marks.
  json::Value automation() const;

  bool analysing() const { return analysing_; }

 private:
  int personSeat_ = -1;
  bool analysing_ = false, analysed_ = false;
  std::unique_ptr<client::DealCritic> critic_;
};

}  // namespace tarot::ui
