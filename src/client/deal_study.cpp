// The deal under review and the expert's marks on it.
#include "client/deal_study.h"

namespace tarot::client {

void DealStudy::show(bool replayed, DealReview r, std::string why, int personSeat, bool analyse, std::uint64_t seed,
                     ClockMs clock) {
  open = true;
  ok = replayed;
  review = std::move(r);
  error = std::move(why);
  personSeat_ = replayed ? personSeat : -1;
  analysing_ = analysed_ = false;
  critic_.reset();
  if (personSeat_ >= 0 && analyse) {
    critic_ = std::make_unique<DealCritic>();
    critic_->setClock(std::move(clock));
    analysing_ = critic_->begin(review.record, personSeat_, seed);
    if (!analysing_) critic_.reset();
  }
}

void DealStudy::think(double ms) {
  if (!open || !analysing_ || !critic_) return;
  if (critic_->think(ms)) {
    analysing_ = false;
    analysed_ = true;
  }
}

json::Value DealStudy::automation() const {
  json::Value o = json::Value::object();
  o.set("open", open).set("analysing", analysing_).set("analysed", analysed_);
  if (critic_) {
    o.set("decisions", critic_->decisions()).set("weighed", critic_->weighed());
    json::Value marks = json::Value::array();
    for (const DecisionMark& m : critic_->marks()) {
      json::Value x = json::Value::object();
      x.set("step", m.step).set("trick", m.trick).set("chosen", describe(m.chosen)).set("best", describe(m.best));
      x.set("loss", m.loss()).set("costly", m.costly());
      marks.push(x);
    }
    o.set("marks", marks);
  }
  return o;
}

}  // namespace tarot::client
