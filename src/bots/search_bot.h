// The "expert" level: for card play and for the écart it samples the unseen cards consistently with everything its
// seat knows (cards played, voids shown, the chien when shown, its own écart, trumps shown in the écart, poignées
// shown), then tries each candidate (every legal card; a few écarts around the rule-based one) in every sampled
// deal and finishes the deal with the rule-based policy; the candidate with the best mean score wins
// (perfect-information Monte Carlo, as in Bridge and Skat programs). Bids and announcements come from the
// rule-based bot. Thinking is sliced (begin/think/result) and budgeted in rollouts, not in time, so
// the choice depends only on the seed and the observation.
#pragma once
#include "bots/rule_bot.h"
#include <chrono>
#include <vector>

namespace tarot {

// A full deal consistent with what `obs` shows, replayed up to the current decision; false if none was found.
bool sampleDeal(const Observation& obs, Rng& rng, GameState* out);

class SearchBot : public Bot {
 public:
  explicit SearchBot(std::uint64_t seed, int rollouts = 96) : seed_(seed), rollouts_(rollouts), policy_(seed ^ 0xA5A5, false) {}
  const char* name() const override { return "expert"; }
  Action decide(const Observation& obs) override;
  void begin(const Observation& obs) override;
  bool think(double budgetMs) override;

 private:
  void step();  // one rollout
  std::uint64_t seed_;
  int rollouts_;
  RuleBot policy_;
  // Search in progress.
  bool searching_ = false;
  Observation obs_;
  Rng rng_{0};
  std::vector<Action> candidates_;
  std::vector<double> total_;
  std::vector<int> count_;
  GameState sample_;
  bool haveSample_ = false;
  int next_ = 0;       // candidate to try next in the current sample
  int done_ = 0;       // rollouts done
  int failures_ = 0;
};

}  // namespace tarot
