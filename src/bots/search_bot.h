// The "expert" level: every decision that matters (the bid, the king call at 5 players, the écart, the chelem,
// the poignée, every card) by determinized search. It samples the unseen cards consistently with everything its
// seat knows (cards played, voids shown, the chien when shown, its own écart, trumps shown in the écart, poignées
// shown), optionally weighting the samples by how likely the others' bids are given their sampled cards; then
// tries each candidate in every sampled deal, finishes the deal with the rule-based policy for every seat
// (the others' later bids included), and keeps the candidate with the best mean score (perfect-information Monte
// Carlo, as in Bridge and Skat programs). Thinking is sliced (begin/think/result) and budgeted in playouts, not in
// time, so the choice depends only on the seed, the observation and the budget.
#pragma once
#include "bots/endgame.h"
#include "bots/rule_bot.h"
#include <memory>
#include <vector>

namespace tarot {

// Sees each card of the public history just before sampleDeal replays it in the sample: the sampled deal at that
// point, the seat playing and its card (for weighing the sample by the plays).
class PlayWatcher {
 public:
  virtual void beforePlay(const GameState& sample, int seat, Card card) = 0;

 protected:
  ~PlayWatcher() = default;
};

// A full deal consistent with what `obs` shows, replayed up to the current decision; false if none was found.
// `originalHands`, when given, receives the sampled hands as dealt (before any écart or card played). Draws into
// fixed storage: nothing is allocated.
bool sampleDeal(const Observation& obs, Rng& rng, GameState* out,
                std::array<CardSet, kMaxPlayers>* originalHands = nullptr, PlayWatcher* watcher = nullptr);

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
  // Inference from the cards played, in percent; 0: off. Each sampled deal is weighed by the others' plays: every
  // card another seat played where the playout policy, holding that seat's sampled cards, would have played
  // another keeps this share of the deal's weight. The deal searched is then drawn among kInferenceDraws
  // consistent deals in proportion to their weights (bids included); the policy calls count as work units.
  int playInference = 0;
  int bidPassBias = 0;         // points a contract must gain over passing to be bid (a guard against over-bidding)
  // The end of each playout solved exactly (EndgameSolver) once the hands hold at most this many cards in all (16:
  // the last 5 tricks at 3 players, 4 at 4, 3 at 5, a millisecond or less each natively); 0: never.
  int endgameCards = 0;
  // When above 0, the budget of every searched decision in work units, replacing the counts above: one unit is one
  // action chosen by the playout policy, and kSolverNodesPerUnit solver nodes make one unit. The search goes on
  // sample after sample (every candidate once in each) until the units are spent, so a decision costs about the
  // same time whatever its kind, and the choice depends only on the seed, the observation and the budget.
  long long workBudget = 0;
  // The work budget is multiplied by these for a bid, an écart, and the king call, chelem and poignée (their
  // playouts are whole deals, and a bid or an écart weighs on the whole deal).
  int bidFactor = 8;
  int ecartFactor = 6;
  int announceFactor = 2;
};

// Consistent deals drawn for each deal searched when inferring from the plays (sampling-importance-resampling).
constexpr int kInferenceDraws = 4;

// Solver nodes (cards played in the endgame search) per work unit: a node costs about this fraction of a policy
// action (measured natively: about 75 ns a node against 0.9-1.5 µs an action of the rule bot with its Observation).
constexpr int kSolverNodesPerUnit = 10;
// An endgame needing more solver nodes than this (about 1.5 ms natively) is finished by the playout policy instead,
// so that one step of a sliced search stays short.
constexpr long long kEndgameNodeLimit = 20000;

// Today's levels: the first expert (card play and écart only), the expert, and a larger budget ("maître").
// kExpertWork / kMasterWork: their work budgets per decision (see PERFORMANCE.md for the time they take).
SearchSettings expertV1Settings();
SearchSettings expertSettings();
SearchSettings masterSettings();
constexpr long long kExpertWork = 16000;
constexpr long long kMasterWork = 64000;

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
  // While thinking in slices: the best candidate by the playouts done so far (the rule bot's choice before any),
  // and stop(), which ends the search at once on what it has (result() is then that choice; a caller out of time
  // may use it, at the price of a choice that depends on the machine's speed).
  Action bestSoFar() const;
  void stop();
  // Work units spent by the decision searched last (or in progress), and its budget (0 when not budgeted).
  long long unitsSpent() const { return units_; }
  long long unitsBudget() const { return budget_; }
  // The next decision searched also weighs this action when the search would not try it on its own (an écart the
  // rule bot would not make): a review scores the person's own choice beside the expert's.
  void alsoWeigh(const Action& a) { extra_ = a; haveExtra_ = true; }
  // For the arena's all-seeing reference bot only (never offered at the table): the next decision searches this,
  // the true deal at the decision point, instead of sampled deals.
  void revealDeal(const GameState& truth) { truth_ = truth; haveTruth_ = true; }

 private:
  void step();  // one playout
  bool drawSample();
  bool drawWeighedSample();
  void finish();
  std::uint64_t seed_;
  SearchSettings settings_;
  const char* name_;
  RuleBot policy_;
  GameState truth_;
  bool haveTruth_ = false;
  Action extra_;
  bool haveExtra_ = false;
  // Search in progress.
  bool searching_ = false;
  bool oracle_ = false;
  Observation obs_;
  Observation view_;   // the playout policy's view, updated in place (observeInto)
  std::array<GameState, kInferenceDraws> weighed_;  // the deals drawn when inferring from the plays
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
  double stepMs_ = 0;  // running estimate of one step's processor time (think() stops before overrunning its slice)
  long long units_ = 0;
  long long budget_ = 0;  // units for the decision in progress (work budget times its kind's factor)
  std::unique_ptr<EndgameSolver> solver_;  // made at its first use
};

}  // namespace tarot
