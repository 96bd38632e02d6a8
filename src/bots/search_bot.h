// The "expert" level: every decision that matters (the bid, the king call at 5 players, the écart, the chelem,
// the poignée, every card) by determinized search. It samples the unseen cards consistently with everything its
// seat knows (cards played, voids shown, the chien when shown, its own écart, trumps shown in the écart, poignées
// shown), optionally weighting the samples by how likely the others' bids are given their sampled cards; then
// tries each candidate in every sampled deal, finishes the deal with the rule-based policy for every seat
// (the others' later bids included), and keeps the candidate with the best mean score (perfect-information Monte
// Carlo, as in Bridge and Skat programs). Thinking is sliced (begin/think/result) and budgeted in playouts, not in
// time, so the choice depends only on the seed, the observation and the budget.
#pragma once
#include "bots/rule_bot.h"
#include <vector>

namespace tarot {

// A full deal consistent with what `obs` shows, replayed up to the current decision; false if none was found.
// `originalHands`, when given, receives the sampled hands as dealt (before any écart or card played).
bool sampleDeal(const Observation& obs, Rng& rng, GameState* out,
                std::array<CardSet, kMaxPlayers>* originalHands = nullptr);

// How likely the others' bids are given the hands of a sampled deal, under the standard bot's bidding judgement
// softened for people (one level off is plausible, further off rare): 1 when every bid is the expected one.
double bidLikelihood(const Observation& obs, const std::array<CardSet, kMaxPlayers>& originalHands);

// Work budgets, in playouts: one playout finishes one candidate once in one sampled deal (a few microseconds to a
// few tens of microseconds natively). A browser maps its time budget to these counts.
struct SearchSettings {
  int cardPlayouts = 96;       // per card decision (at least 4 per legal card)
  int ecartPlayouts = 32;      // per écart candidate
  int ecartVariants = 7;       // écarts tried beside the rule-based one
  int bidDeals = 0;            // sampled deals per bid (every allowed contract played out in each); 0: the rule bid
  int announceDeals = 0;       // the same for the king call, the chelem and the poignée; 0: the rule bot's choice
  bool inferFromBids = false;  // weight the sampled deals by bidLikelihood (by rejection)
  int bidPassBias = 0;         // points a contract must gain over passing to be bid (a guard against over-bidding)
};

// Today's levels: the first expert (card play and écart only), the expert, and a larger budget ("maître").
SearchSettings expertV1Settings();
SearchSettings expertSettings();
SearchSettings masterSettings();

// One option of a decision with its expected points for the deciding seat.
struct ScoredOption {
  Action action;
  double mean = 0;
  int playouts = 0;
};

class SearchBot : public Bot {
 public:
  explicit SearchBot(std::uint64_t seed, SearchSettings settings = expertSettings(), const char* name = "expert");
  const char* name() const override { return name_; }
  Action decide(const Observation& obs) override;
  void begin(const Observation& obs) override;
  bool think(double budgetMs) override;

  // The options the search weighed for this decision with their expected points, best first; the first is the
  // bot's own choice (a "Conseil" for the screen). Empty when the decision is not searched (a single option).
  std::vector<ScoredOption> evaluate(const Observation& obs);
  // The same for a sliced search (begin, think until true): the options of the decision just searched.
  const std::vector<ScoredOption>& options() const { return scored_; }
  // For the arena's all-seeing reference bot only (never offered at the table): the next decision searches this,
  // the true deal at the decision point, instead of sampled deals.
  void revealDeal(const GameState& truth) { truth_ = truth; haveTruth_ = true; }

 private:
  void step();  // one playout
  bool drawSample();
  void finish();
  std::uint64_t seed_;
  SearchSettings settings_;
  const char* name_;
  RuleBot policy_;
  GameState truth_;
  bool haveTruth_ = false;
  // Search in progress.
  bool searching_ = false;
  bool oracle_ = false;
  Observation obs_;
  Rng rng_{0};
  std::vector<Action> candidates_;
  std::vector<double> total_;
  std::vector<int> count_;
  std::vector<ScoredOption> scored_;
  GameState sample_;
  bool haveSample_ = false;
  int target_ = 0;     // playouts to do
  int next_ = 0;       // candidate to try next in the current sample
  int done_ = 0;       // playouts done
  int failures_ = 0;
};

}  // namespace tarot
