// The deal under review (chosen on a scoresheet, or imported): its layout for reading and, with the expert's hints
// on, the expert weighing the person's own decisions in slices (DealCritic). The controller holds it and thinks it
// each tick; the review screen draws it.
#pragma once
#include "client/advisor.h"
#include "client/deal_review.h"
#include "record/json.h"
#include <memory>

namespace tarot::client {

class DealStudy {
 public:
  bool open = false;
  bool ok = false;         // the record replayed (else `error` says why)
  DealReview review;
  std::string error;

  // The person's seat in the deal (their decisions are weighed when `analyse`), -1 for none (an imported deal).
  void show(bool replayed, DealReview r, std::string why, int personSeat = -1, bool analyse = false,
            std::uint64_t seed = 0, ClockMs clock = {});
  // Weighs the person's decisions for about `ms` milliseconds (each tick while open).
  void think(double ms);
  bool analysing() const { return analysing_; }
  bool analysed() const { return analysed_; }
  // The expert's marks so far (null when the decisions are not weighed).
  const DealCritic* critic() const { return critic_.get(); }
  // The review's state for automation: the expert's progress and marks.
  json::Value automation() const;

 private:
  int personSeat_ = -1;
  bool analysing_ = false, analysed_ = false;
  std::unique_ptr<DealCritic> critic_;
};

}  // namespace tarot::client
