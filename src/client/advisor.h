// The expert's word on the person's decisions, for the table's "Conseil" button and the deal review.
//
// Advisor searches the decision the person faces now, from their seat's Observation only, exactly as the expert
// bot would with the same seed: its first option is the expert's own choice. DealCritic goes through a finished
// deal's record and searches each decision one seat made there, the seat's own choice weighed beside the others,
// and says how many points each choice cost on average against the best one. Both think in slices (think(ms)) so
// that the screen never waits, and depend only on their seed, the deal and the work budget. They read no clock of
// their own: the caller may give one (milliseconds) to measure the thinking and to cut a review into slices.
#pragma once
#include "client/layer.h"
#include "bots/search_bot.h"
#include "record/deal_record.h"
#include <functional>
#include <memory>
#include <vector>

namespace tarot::client {

// The seed of the advice: the same observation always gets the same advice.
inline constexpr std::uint64_t kAdvisorSeed = 0xC0A5E11ull;
// A choice is marked in a review when it costs at least this many points on average against the best option
// (smaller differences are within what the search can tell apart).
inline constexpr double kCostlyLoss = 5.0;

// A monotonic clock in milliseconds, given by the app; empty where none is given (tests).
using ClockMs = std::function<double()>;

class Advisor {
 public:
  explicit Advisor(SearchSettings settings = expertSettings(), std::uint64_t seed = kAdvisorSeed);
  // The clock thinkMs() is measured with (none: thinkMs() stays 0).
  void setClock(ClockMs clock) { clock_ = std::move(clock); }
  // Starts weighing the decision of `obs` (the person's own observation at their turn). Nothing to weigh (one
  // legal option, or not their turn): ready at once with no options.
  void begin(const Observation& obs);
  // Thinks for about `ms` milliseconds; true once the advice is ready.
  bool think(double ms);
  bool busy() const { return busy_; }
  bool ready() const { return ready_; }
  // 0..1: the share of the decision's work budget spent.
  double progress() const;
  // The processor time spent thinking on this decision so far (the sum of the slices), in milliseconds, and the
  // work units spent.
  double thinkMs() const { return thinkMs_; }
  long long units() const { return bot_.unitsSpent(); }
  // The options weighed, best first, with their expected points for the person's seat (empty until ready, and
  // when there was nothing to weigh).
  const std::vector<ScoredOption>& options() const { return options_; }
  void clear();

 private:
  SearchBot bot_;
  std::vector<ScoredOption> options_;
  bool busy_ = false, ready_ = false;
  double thinkMs_ = 0;
  ClockMs clock_;
};

// One of the seat's decisions in the deal, weighed.
struct DecisionMark {
  int step = 0;         // index among the deal's engine steps (replayRecord's order)
  int trick = -1;       // for a card: its trick, 0-based
  Action chosen;        // what the seat did
  Action best;          // the expert's choice
  double chosenMean = 0, bestMean = 0;  // expected points for the seat
  double loss() const { return bestMean - chosenMean; }
  bool costly() const { return loss() >= kCostlyLoss && !(chosen == best); }
};

class DealCritic {
 public:
  explicit DealCritic(SearchSettings settings = expertSettings());
  // The clock a slice is measured with; without one, each think() gives the search one slice and returns.
  void setClock(ClockMs clock) { clock_ = std::move(clock); }
  // Prepares the review of `seat`'s decisions in a complete deal; false with the engine's reason when the record
  // does not replay. The seed makes the review repeatable.
  bool begin(const DealRecord& record, int seat, std::uint64_t seed, std::string* why = nullptr);
  // Thinks for about `ms` milliseconds; true once every decision is weighed.
  bool think(double ms);
  bool done() const { return next_ >= int(pending_.size()); }
  int decisions() const { return int(pending_.size()); }   // decisions with more than one option
  int weighed() const { return next_; }
  int seat() const { return seat_; }
  // Every decision weighed so far, in the deal's order.
  const std::vector<DecisionMark>& marks() const { return marks_; }
  // The points the costly choices cost in all (a sum of averages).
  double costlyTotal() const;

 private:
  struct Pending {
    int step = 0, trick = -1;
    GameState before;
    Action chosen;
  };
  SearchSettings settings_;
  std::unique_ptr<SearchBot> bot_;
  std::vector<Pending> pending_;
  std::vector<DecisionMark> marks_;
  int seat_ = 0;
  int next_ = 0;
  bool searching_ = false;
  ClockMs clock_;
};

}  // namespace tarot::client
