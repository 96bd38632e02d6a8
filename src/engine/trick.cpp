// The refusals of the card play (see trick.h): which rule a card held but not playable breaks.
#include "engine/trick.h"

namespace tarot {

Refusal Trick::refusal(CardSet hand, int seat) const {
  Refusal r(RefusalCode::None, seat);
  if (led_ != Suit::Trump && !(hand & detail::kSuitMask[int(led_)]).empty()) {
    r.code = RefusalCode::MustFollow;
    r.suit = led_;
    return r;
  }
  // Void in the suit led, or trumps led: a trump is due, above the best trump of the trick when the hand can.
  if (topTrump() != kNoCard && !(hand & detail::kSuitMask[int(Suit::Trump)] & detail::above(topTrump())).empty()) {
    r.code = RefusalCode::MustOverTrump;
    r.card = topTrump();
    return r;
  }
  r.code = led_ == Suit::Trump ? RefusalCode::MustPlayTrump : RefusalCode::MustTrump;
  r.suit = led_;
  return r;
}

}  // namespace tarot
