// What the table screen plays through: one person's seat at a match. Either the match on this device (the person
// at the screen is person 0, the bots play the others) or a seat at a table a server referees (src/online). The
// screen draws only the view and sends only actions; whoever holds the cards checks them with the engine.
#pragma once
#include "match/match.h"
#include "match/seat_view.h"
#include <string>

namespace tarot::match {

class SeatSession {
 public:
  virtual ~SeatSession() = default;
  // What the person sees now.
  virtual SeatView view(double now) const = 0;
  // The person's decision. "" when accepted (online: when sent; a refusal comes back later as a notice), else why
  // not, in the match's language.
  virtual std::string act(const Action& a, double now) = 0;
  // The person's last card or decision taken back (only on this device, against bots).
  virtual bool canUndo() const { return false; }
  virtual bool undo(double now) { (void)now; return false; }
  // The engine's observation of the person's seat, for the expert's advice (only on this device: a server's
  // table does not send it); false when there is none.
  virtual bool observation(Observation* out) const { (void)out; return false; }
};

}  // namespace tarot::match
