// The expert's advice and the review of a seat's decisions (advisor.h).
#include "client/advisor.h"

namespace tarot::client {

namespace {

double nowMs(const ClockMs& clock) { return clock ? clock() : 0.0; }

}  // namespace

Advisor::Advisor(SearchSettings settings, std::uint64_t seed) : bot_(seed, settings, "advisor") {}

void Advisor::begin(const Observation& obs) {
  options_.clear();
  ready_ = false;
  busy_ = true;
  const double start = nowMs(clock_);
  bot_.begin(obs);
  thinkMs_ = nowMs(clock_) - start;
}

bool Advisor::think(double ms) {
  if (!busy_) return ready_;
  const double start = nowMs(clock_);
  const bool done = bot_.think(ms);
  thinkMs_ += nowMs(clock_) - start;
  if (!done) return false;
  options_ = bot_.options();
  busy_ = false;
  ready_ = true;
  return true;
}

double Advisor::progress() const {
  if (ready_) return 1;
  const long long budget = bot_.unitsBudget();
  return !busy_ || budget <= 0 ? 0 : std::min(1.0, double(bot_.unitsSpent()) / double(budget));
}

void Advisor::clear() {
  if (busy_) bot_.stop();
  options_.clear();
  busy_ = ready_ = false;
}

DealCritic::DealCritic(SearchSettings settings) : settings_(settings) {}

bool DealCritic::begin(const DealRecord& record, int seat, std::uint64_t seed, std::string* why) {
  pending_.clear();
  marks_.clear();
  next_ = 0;
  searching_ = false;
  seat_ = seat;
  bot_ = std::make_unique<SearchBot>(seed, settings_, "critic");
  std::vector<Action> steps;
  RecordError err;
  GameState end;
  if (!replayRecord(record, &end, &err, false, &steps)) {
    if (why) *why = err.reason;
    return false;
  }
  Rules rules;
  rules.players = record.players;
  GameState g;
  if (const char* bad = GameState::fromCards(rules, record.dealer, record.hands, record.chien, &g)) {
    if (why) *why = bad;
    return false;
  }
  for (size_t i = 0; i < steps.size(); ++i) {
    if (g.currentSeat() == seat) {
      const Observation o = observe(g, seat);
      // A card with no other card allowed is no decision.
      const bool forced = o.phase == Phase::Play && !g.awaitingPoignee() && o.legalPlays.size() < 2;
      if (!forced) pending_.push_back({int(i), o.phase == Phase::Play && !g.awaitingPoignee() ? g.playedCount() / rules.players : -1, g, steps[i]});
    }
    g.applyUnchecked(steps[i]);
  }
  return true;
}

bool DealCritic::think(double ms) {
  const double start = nowMs(clock_);
  bool sliced = false;  // without a clock: one slice per call
  while (!done()) {
    const Pending& p = pending_[size_t(next_)];
    if (!searching_) {
      bot_->alsoWeigh(p.chosen);
      bot_->begin(observe(p.before, seat_));
      searching_ = true;
    }
    const double left = ms - (nowMs(clock_) - start);
    if (left <= 0 || (!clock_ && sliced)) return false;
    sliced = true;
    if (!bot_->think(left)) return false;
    searching_ = false;
    const std::vector<ScoredOption>& options = bot_->options();
    const ScoredOption* chosen = nullptr;
    for (const ScoredOption& o : options)
      if (o.action == p.chosen) chosen = &o;
    if (!options.empty() && chosen) {
      DecisionMark m;
      m.step = p.step;
      m.trick = p.trick;
      m.chosen = p.chosen;
      m.best = options.front().action;
      m.chosenMean = chosen->mean;
      m.bestMean = options.front().mean;
      marks_.push_back(m);
    }
    ++next_;
  }
  return true;
}

double DealCritic::costlyTotal() const {
  double sum = 0;
  for (const DecisionMark& m : marks_)
    if (m.costly()) sum += m.loss();
  return sum;
}

}  // namespace tarot::client
