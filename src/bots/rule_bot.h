// The rule-based bot ("standard", and "beginner" with cruder judgement): bids from the classic hand-evaluation
// count, builds voids in the écart, shows poignées as taker, and plays the basic strategy of club players.
#pragma once
#include "bots/bot.h"
#include "bots/seat_knowledge.h"
#include "engine/rng.h"

namespace tarot {

// The hand-evaluation count French players use to decide a bid (bouts, trumps, honours, long suits, voids).
int handPoints(CardSet hand, int players);
// The contract the standard bot wants for a hand count (it bids it when it is above the bids so far).
Contract wantedContract(int handPoints, int players);

class RuleBot : public Bot {
 public:
  RuleBot(std::uint64_t seed, bool beginner) : rng_(seed), beginner_(beginner) {}
  const char* name() const override { return beginner_ ? "beginner" : "standard"; }
  Action decide(const Observation& obs) override;

  Contract chooseBid(const Observation& obs);
  Card chooseCall(const Observation& obs);
  CardSet chooseEcart(const Observation& obs);
  Action choosePoignee(const Observation& obs);
  Card choosePlay(const Observation& obs);

 private:
  Card lead(const Observation& obs, const SeatKnowledge& k);
  Card follow(const Observation& obs, const SeatKnowledge& k);
  Rng rng_;
  bool beginner_;
};

}  // namespace tarot
