// Determinized search for every decision of a deal (see search_bot.h).
#include "bots/search_bot.h"
#include "bots/seat_knowledge.h"
#include "engine/random_play.h"
#include <algorithm>
#include <chrono>
#include <cmath>

namespace tarot {

namespace {

constexpr CardSet kTrumps = CardSet::ofSuit(Suit::Trump);

constexpr CardSet kingsAndBouts() { return CardSet::ofRank(kRoi) | CardSet::bouts(); }

// Cards of the suits (and trumps) a seat has shown it lacks.
CardSet voidCards(const SeatKnowledge& k, int seat) {
  CardSet out;
  for (int s = 0; s < 5; ++s)
    if (k.isVoid(seat, Suit(s))) out |= CardSet::ofSuit(Suit(s));
  return out;
}

// The slots a sample fills: the other seats' unknown cards, the unseen chien (and no more).
constexpr int kMaxSlots = kMaxPlayers;

// Deals `pool` into `need[slot]` more cards per slot, each card only to slots whose `allowed` set holds it.
bool dealPool(CardSet pool, const int* needIn, const CardSet* allowed, int slots, Rng& rng, CardSet* got) {
  int need[kMaxSlots];
  for (int s = 0; s < slots; ++s) { need[s] = needIn[s]; got[s] = CardSet(); }
  // Most constrained cards first.
  Card cards[kDeckSize];
  int options[kDeckSize];
  int count = 0;
  for (CardSet c = pool; !c.empty(); ++count) {
    cards[count] = c.pop();
    options[count] = 0;
    for (int s = 0; s < slots; ++s) options[count] += allowed[s].has(cards[count]) ? 1 : 0;
  }
  for (int i = 1; i < count; ++i) {  // insertion sort by options, ties shuffled by a random key
    const Card c = cards[i];
    const int o = options[i];
    int j = i;
    while (j > 0 && options[j - 1] > o) { cards[j] = cards[j - 1]; options[j] = options[j - 1]; --j; }
    cards[j] = c;
    options[j] = o;
  }
  for (int i = 0; i < count; ++i) {
    const Card c = cards[i];
    int totalRoom = 0;
    for (int s = 0; s < slots; ++s)
      if (allowed[s].has(c) && need[s] > 0) totalRoom += need[s];
    if (totalRoom == 0) return false;
    int pick = int(rng.below(std::uint32_t(totalRoom)));
    for (int s = 0; s < slots; ++s) {
      if (!allowed[s].has(c) || need[s] <= 0) continue;
      if (pick < need[s]) { got[s].add(c); --need[s]; break; }
      pick -= need[s];
    }
  }
  for (int s = 0; s < slots; ++s) if (need[s] != 0) return false;
  return true;
}

}  // namespace

bool sampleDeal(const Observation& obs, Rng& rng, GameState* out, std::array<CardSet, kMaxPlayers>* originalHands,
                PlayWatcher* watcher) {
  const Rules rules = obs.rules;
  const int n = rules.players, me = obs.seat;
  const SeatKnowledge k = deduce(obs);
  const bool chienShown = !obs.chienShown.empty() && obs.phase != Phase::Over;
  const bool hasEcart = obs.taker >= 0 && (obs.contract == Contract::Prise || obs.contract == Contract::Garde) &&
                        obs.phase != Phase::Ecart && obs.phase != Phase::Call && obs.phase != Phase::Bidding;
  std::array<CardSet, kMaxPlayers> played{};
  for (int i = 0; i < obs.playedCount; ++i) played[obs.playedBy[i]].add(obs.played[i]);

  // What is known of each original hand.
  std::array<CardSet, kMaxPlayers> fixed{};
  const CardSet chien = chienShown ? obs.chienShown : CardSet();
  for (int s = 0; s < n; ++s) {
    if (s == me) continue;
    fixed[s] = (played[s] | obs.poigneeShown[s]) - chien;
  }
  CardSet myOriginal = obs.hand | played[me];
  if (me == obs.taker && hasEcart) myOriginal = (myOriginal | obs.ecart) - chien;
  if (me == obs.taker && obs.phase == Phase::Ecart) myOriginal -= chien;  // the chien is in my hand already
  if (obs.taker >= 0 && obs.taker != me && hasEcart) fixed[obs.taker] |= obs.ecartTrumpsShown - chien;

  CardSet pool = CardSet::all() - myOriginal - chien;
  for (int s = 0; s < n; ++s) pool -= fixed[s];

  // Slots: the other seats' unknown original cards, the unseen chien, and the unseen écart.
  int need[kMaxSlots];
  CardSet allowed[kMaxSlots];
  int slotSeat[kMaxSlots];
  int slots = 0;
  for (int s = 0; s < n; ++s) {
    if (s == me) continue;
    need[slots] = rules.handSize() - fixed[s].size();
    // A card of a suit the seat has shown it lacks cannot be in its hand (it may only have gone to the taker's écart,
    // which the taker's slot below accounts for through its own écart slot).
    allowed[slots] = CardSet::all() - voidCards(k, s);
    slotSeat[slots++] = s;
  }
  const bool chienUnknown = !chienShown;
  if (chienUnknown) { need[slots] = rules.chienSize(); allowed[slots] = CardSet::all(); slotSeat[slots++] = -1; }
  // The taker's hidden écart (prise/garde, we are not the taker): cards neither kings, bouts nor trumps.
  const bool ecartUnknown = hasEcart && obs.taker != me;
  int ecartHidden = 0;
  if (ecartUnknown) {
    ecartHidden = rules.chienSize() - obs.ecartTrumpsShown.size();
    // The taker's original hand gains these cards (they were in it or in the chien); the chien cards of the écart
    // are chosen below.
  }
  for (int i = 0; i < slots; ++i) if (need[i] < 0) return false;

  for (int attempt = 0; attempt < 40; ++attempt) {
    CardSet got[kMaxSlots];
    CardSet allow[kMaxSlots];
    for (int i = 0; i < slots; ++i) allow[i] = allowed[i];
    // The taker's slot may hold cards of void suits only if they end in the écart: keep it simple and allow the
    // taker's slot every card when an écart is hidden, then check the current hand below.
    // A hidden écart can hold cards of the taker's void suits, but never kings, bouts or trumps.
    if (ecartUnknown)
      for (int i = 0; i < slots; ++i)
        if (slotSeat[i] == obs.taker) allow[i] = CardSet::all() - (voidCards(k, obs.taker) & (kTrumps | kingsAndBouts()));
    if (!dealPool(pool, need, allow, slots, rng, got)) {
      if (attempt < 39) continue;
      CardSet loose[kMaxSlots];
      for (int i = 0; i < slots; ++i) loose[i] = CardSet::all();
      if (!dealPool(pool, need, loose, slots, rng, got)) return false;
    }
    std::array<CardSet, kMaxPlayers> hands{};
    CardSet sampledChien = chien;
    for (int i = 0; i < slots; ++i) {
      if (slotSeat[i] < 0) sampledChien = got[i];
      else hands[slotSeat[i]] = fixed[slotSeat[i]] | got[i];
    }
    hands[me] = myOriginal;
    // The écart: mine if I am the taker; else sampled among what the taker held and did not play.
    CardSet ecart = obs.ecart;
    if (ecartUnknown) {
      const int t = obs.taker;
      const CardSet takerAll = hands[t] | sampledChien;
      const CardSet voids = voidCards(k, t);
      CardSet mustGo = (takerAll - played[t]) & voids;          // void suits cannot stay in the taker's hand
      mustGo -= kTrumps;
      CardSet eligible = takerAll - played[t] - kingsAndBouts() - kTrumps - obs.poigneeShown[t] - mustGo;
      if ((mustGo & kingsAndBouts()).size() > 0 || mustGo.size() > ecartHidden) continue;
      ecart = obs.ecartTrumpsShown | mustGo;
      while (ecart.size() < rules.chienSize()) {
        if (eligible.empty()) break;
        const Card c = randomCard(eligible, rng);
        eligible.remove(c);
        ecart.add(c);
      }
      if (ecart.size() != rules.chienSize()) continue;
      if (!(((takerAll - played[t]) - ecart) & voids).empty()) continue;  // a shown void must hold
      // The taker's original hand: what he holds and played plus the écart, less the chien.
      hands[t] = (hands[t] | sampledChien | ecart) - sampledChien;
      // Cards of the chien the taker must still hold (not played, not in the écart) are in his hand via the chien.
      if (hands[t].size() != rules.handSize()) {
        // Rebalance: the sampled slot size assumed no chien cards in the écart; move cards between the taker's
        // hand and the pool is not possible here, so reject the sample.
        continue;
      }
    }
    GameState g;
    if (GameState::fromCards(rules, obs.dealer, hands, sampledChien, &g) != nullptr) continue;
    // Replay the public history.
    for (int i = 0; i < n && g.phase() == Phase::Bidding; ++i) {
      const int s = g.currentSeat();
      if (!obs.hasBid[s]) break;
      g.applyUnchecked(Action::bid(obs.bids[s]));
    }
    if (g.phase() == Phase::Call && obs.called != kNoCard) g.applyUnchecked(Action::call(obs.called));
    if (g.phase() == Phase::Ecart && hasEcart) g.applyUnchecked(Action::ecart(ecart));
    if (g.phase() == Phase::Chelem && obs.phase != Phase::Chelem) g.applyUnchecked(Action::chelem(obs.chelemAnnounced));
    bool ok = true;
    for (int i = 0; i < obs.playedCount && ok; ++i) {
      while (g.awaitingPoignee()) {
        const int s = g.currentSeat();
        g.applyUnchecked(obs.poignee[s] != PoigneeSize::None ? Action::poignee(obs.poignee[s], obs.poigneeShown[s])
                                                               : Action::poignee(PoigneeSize::None, {}));
      }
      if (g.phase() != Phase::Play || g.currentSeat() != obs.playedBy[i] || !g.hand(obs.playedBy[i]).has(obs.played[i])) {
        ok = false;
      } else {
        if (watcher) watcher->beforePlay(g, obs.playedBy[i], obs.played[i]);
        g.applyUnchecked(Action::play(obs.played[i]));
      }
    }
    if (!ok) continue;
    while (g.awaitingPoignee() && g.currentSeat() != me) {
      const int s = g.currentSeat();
      g.applyUnchecked(obs.poignee[s] != PoigneeSize::None ? Action::poignee(obs.poignee[s], obs.poigneeShown[s])
                                                             : Action::poignee(PoigneeSize::None, {}));
    }
    if (g.awaitingPoignee() && obs.poignee[me] != PoigneeSize::None) g.applyUnchecked(Action::poignee(obs.poignee[me], obs.poigneeShown[me]));
    else if (g.awaitingPoignee()) g.applyUnchecked(Action::poignee(PoigneeSize::None, {}));
    if (g.currentSeat() != me || g.hand(me) != obs.hand) continue;
    *out = g;
    if (originalHands) *originalHands = hands;
    return true;
  }
  return false;
}

namespace {

// The lowest hand count (after the players' adjustment of wantedContract) for each contract; index 5 is a bound.
constexpr int kBidFloor[6] = {-1000, 41, 56, 72, 84, 1000};

int adjustedPoints(CardSet hand, int players) {
  return handPoints(hand, players) + (players == 5 ? 4 : 0) - (players == 3 ? 2 : 0);
}

}  // namespace

double bidLikelihood(const Observation& obs, const std::array<CardSet, kMaxPlayers>& hands) {
  const int n = obs.rules.players;
  double w = 1;
  Contract current = Contract::Pass;
  for (int i = 0; i < n; ++i) {
    const int s = (obs.dealer + 1 + i) % n;
    if (!obs.hasBid[s]) break;
    const Contract bid = obs.bids[s];
    if (s != obs.seat) {
      // The counts that make this bid: a contract's band; passing, anything below the next contract up.
      const int pts = adjustedPoints(hands[s], n);
      const int lo = bid == Contract::Pass ? -1000 : kBidFloor[int(bid)];
      const int hi = bid == Contract::Pass ? kBidFloor[int(current) + 1] : kBidFloor[int(bid) + 1];
      const int off = pts < lo ? lo - pts : pts >= hi ? pts - hi + 1 : 0;
      if (off > 0) w *= std::exp(-double(off) / 5.0);
    }
    if (bid > current) current = bid;
  }
  return w;
}

SearchSettings expertV1Settings() { return SearchSettings{}; }

SearchSettings expertSettings() {
  SearchSettings s;
  s.bidDeals = 64;
  s.announceDeals = 32;
  s.inferFromBids = true;
  s.endgameCards = 16;
  s.workBudget = kExpertWork;
  s.bidFactor = 6;
  s.ecartFactor = 4;
  s.announceFactor = 2;
  return s;
}

SearchSettings masterSettings() {
  SearchSettings s = expertSettings();
  s.workBudget = kMasterWork;
  s.bidFactor = 3;
  s.ecartFactor = 2;
  s.announceFactor = 1;
  return s;
}

SearchBot::SearchBot(std::uint64_t seed, SearchSettings settings, const char* name)
    : seed_(seed), settings_(settings), name_(name), policy_(seed ^ 0xA5A5, false) {}

Action SearchBot::decide(const Observation& obs) {
  begin(obs);
  while (!think(1e9)) {}
  return result();
}

std::vector<ScoredOption> SearchBot::evaluate(const Observation& obs) {
  begin(obs);
  while (!think(1e9)) {}
  return scored_;
}

void SearchBot::begin(const Observation& obs) {
  searching_ = false;
  stepMs_ = 0;
  scored_.clear();
  oracle_ = haveTruth_;
  haveTruth_ = false;
  pending_ = policy_.decide(obs);  // the rule-based choice: the fallback, and a candidate
  candidates_.clear();
  // The same observation always gives the same search.
  std::uint64_t h = seed_ ^ (obs.hand.lo() * kSplitMixStep) ^ (obs.hand.hi() << 7) ^ std::uint64_t(obs.playedCount) * 1315423911ull;
  rng_ = Rng(h);
  // Decisions taken among obs.legal (bids, calls, chelem, poignée), searched when the settings ask for it.
  auto fromLegal = [&](ActionKind kind, int deals) {
    if (deals <= 0) return;
    for (const Action& a : obs.legal)
      if (a.kind == kind) candidates_.push_back(a);
    target_ = deals * int(candidates_.size());
  };
  bool poigneeStep = false;
  for (const Action& a : obs.legal) poigneeStep = poigneeStep || a.kind == ActionKind::Poignee;
  if (obs.phase == Phase::Bidding) {
    fromLegal(ActionKind::Bid, settings_.bidDeals);
  } else if (obs.phase == Phase::Call) {
    fromLegal(ActionKind::Call, settings_.announceDeals);
  } else if (obs.phase == Phase::Chelem) {
    fromLegal(ActionKind::Chelem, settings_.announceDeals);
  } else if (obs.phase == Phase::Play && poigneeStep) {
    fromLegal(ActionKind::Poignee, settings_.announceDeals);
  } else if (obs.phase == Phase::Play && obs.legalPlays.size() > 1) {
    for (CardSet c = obs.legalPlays; !c.empty();) candidates_.push_back(Action::play(c.pop()));
    target_ = std::max(settings_.cardPlayouts, int(candidates_.size()) * 4);
  } else if (obs.phase == Phase::Ecart && obs.ecartRule.size > 0) {
    // Écarts around the rule-based one: each variant swaps one or two of its cards for other allowed cards.
    candidates_.push_back(pending_);
    const CardSet base = pending_.cards;
    const CardSet others = obs.ecartRule.allowed - base - CardSet::ofSuit(Suit::Trump);
    for (int v = 0; v < settings_.ecartVariants && !others.empty(); ++v) {
      CardSet e = base;
      CardSet pool = others;
      const int swaps = 1 + int(rng_.below(2));
      for (int k = 0; k < swaps && !pool.empty(); ++k) {
        const CardSet out = e - CardSet::ofSuit(Suit::Trump);
        if (out.empty()) break;
        const Card leave = randomCard(out, rng_), take = randomCard(pool, rng_);
        e.remove(leave);
        e.add(take);
        pool.remove(take);
      }
      const Action a = Action::ecart(e);
      bool seen = false;
      for (const Action& c : candidates_) seen = seen || c == a;
      if (!seen) candidates_.push_back(a);
    }
    target_ = int(candidates_.size()) * settings_.ecartPlayouts;
  }
  if (haveExtra_) {
    // Weighed beside the others when it is a choice of the same kind the search left out (an écart, or a poignée
    // showing other trumps of the same size).
    haveExtra_ = false;
    bool seen = candidates_.empty();
    for (const Action& c : candidates_) seen = seen || c == extra_ || c.kind != extra_.kind;
    if (!seen) candidates_.push_back(extra_);
  }
  if (candidates_.size() < 2) { candidates_.clear(); return; }
  // The rule bot plays the same way every time from the same deal: one playout per candidate on the true deal.
  if (oracle_) target_ = int(candidates_.size());
  else if (settings_.workBudget > 0) target_ = 1 << 30;  // until the units are spent (think)
  // The work budget by kind of decision: a bid or an écart weighs on the whole deal and has long playouts.
  const int factor = obs.phase == Phase::Bidding ? settings_.bidFactor : obs.phase == Phase::Ecart ? settings_.ecartFactor
                     : obs.phase == Phase::Play && !poigneeStep ? 1 : settings_.announceFactor;
  budget_ = settings_.workBudget * factor;
  obs_ = obs;
  view_ = obs;  // the playouts' views keep its cards played and add theirs (observeInto)
  total_.assign(candidates_.size(), 0.0);
  count_.assign(candidates_.size(), 0);
  scored_.reserve(candidates_.size());
  // Everything the samples and playouts use is made here: the search loop itself allocates nothing.
  if (settings_.endgameCards > 0 && !solver_) solver_ = std::make_unique<EndgameSolver>(15);
  haveSample_ = false;
  next_ = 0;
  done_ = 0;
  failures_ = 0;
  units_ = 0;
  searching_ = true;
}

bool SearchBot::drawSample() {
  if (oracle_) { sample_ = truth_; return true; }
  if (settings_.playInference > 0 && obs_.playedCount > 0) return drawWeighedSample();
  if (!settings_.inferFromBids) return sampleDeal(obs_, rng_, &sample_);
  // Rejection: a deal is kept with the probability of the others' bids given its cards.
  std::array<CardSet, kMaxPlayers> hands{};
  bool any = false;
  for (int attempt = 0; attempt < 24; ++attempt) {
    GameState g;
    if (!sampleDeal(obs_, rng_, &g, &hands)) continue;
    sample_ = g;
    any = true;
    const double w = bidLikelihood(obs_, hands);
    if (w >= 1 || double(rng_.below(1u << 20)) < w * double(1u << 20)) return true;
  }
  return any;  // nothing likely found: the last consistent deal
}

namespace {

// Weighs a sampled deal by the others' plays: each card the playout policy would not have played there keeps only
// `deviation` of the weight (see SearchSettings::playInference).
class PlayWeigher : public PlayWatcher {
 public:
  PlayWeigher(RuleBot& policy, Observation& view, int me, double deviation, long long& units)
      : policy_(policy), view_(view), me_(me), deviation_(deviation), units_(units) {}
  void beforePlay(const GameState& g, int seat, Card c) override {
    if (seat == me_) return;
    observeInto(g, seat, &view_);
    const Action a = policy_.decide(view_);
    units_ += 1;
    if (!(a == Action::play(c))) weight *= deviation_;
  }
  double weight = 1;

 private:
  RuleBot& policy_;
  Observation& view_;
  int me_;
  double deviation_;
  long long& units_;
};

}  // namespace

bool SearchBot::drawWeighedSample() {
  const double deviation = settings_.playInference / 100.0;
  std::array<double, kInferenceDraws> weight{};
  double sum = 0;
  int got = 0;
  std::array<CardSet, kMaxPlayers> hands{};
  for (int attempt = 0; attempt < 3 * kInferenceDraws && got < kInferenceDraws; ++attempt) {
    PlayWeigher weigh(policy_, view_, obs_.seat, deviation, units_);
    if (!sampleDeal(obs_, rng_, &weighed_[size_t(got)], &hands, &weigh)) continue;
    double w = weigh.weight;
    if (settings_.inferFromBids) w *= bidLikelihood(obs_, hands);
    weight[size_t(got)] = w;
    sum += w;
    ++got;
  }
  if (got == 0) return false;
  int pick = got - 1;
  if (sum > 0) {
    double r = double(rng_.below(1u << 20)) / double(1u << 20) * sum;
    for (int i = 0; i < got; ++i) {
      r -= weight[size_t(i)];
      if (r < 0) { pick = i; break; }
    }
  }
  sample_ = weighed_[size_t(pick)];
  return true;
}

void SearchBot::step() {
  if (!haveSample_) {
    if (!drawSample()) { ++failures_; ++done_; return; }
    haveSample_ = true;
    next_ = 0;
  }
  GameState g = sample_;
  g.applyUnchecked(candidates_[size_t(next_)]);
  units_ += 1;
  // The policy's view: the decision's cards played are kept, this playout's own are added action by action.
  view_.playedCount = obs_.playedCount;
  view_.playedSet = obs_.playedSet;
  const int endgame = settings_.endgameCards;
  const int cards = g.rules().tricks() * g.rules().players;
  double value = 0;
  bool solved = false, gaveUp = false;
  while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
    if (endgame > 0 && !solved && !gaveUp && g.phase() == Phase::Play && cards - g.playedCount() <= endgame &&
        EndgameSolver::solvable(g)) {
      const long long before = solver_->nodes();
      int unit = 0;
      solved = solver_->solveWithin(g, kEndgameNodeLimit, &unit);
      units_ += (solver_->nodes() - before) / kSolverNodesPerUnit;
      if (solved) {
        value = EndgameSolver::seatScore(g, obs_.seat, unit);
        break;
      }
      gaveUp = true;  // too long to solve: the policy finishes this playout
    }
    observeInto(g, g.currentSeat(), &view_);
    g.applyUnchecked(policy_.decide(view_));
    units_ += 1;
  }
  if (!solved) value = g.result().scores[obs_.seat];
  total_[size_t(next_)] += value;
  count_[size_t(next_)] += 1;
  ++done_;
  if (++next_ >= int(candidates_.size())) haveSample_ = false;
}

void SearchBot::finish() {
  // The best mean; ties go to the rule-based choice, then to the first candidate. A contract must beat passing
  // by bidPassBias points.
  scored_.clear();
  for (size_t i = 0; i < candidates_.size(); ++i) {
    if (count_[i] == 0) continue;
    scored_.push_back({candidates_[i], total_[i] / count_[i], count_[i]});
  }
  auto key = [&](const ScoredOption& o) {
    const bool contract = o.action.kind == ActionKind::Bid && o.action.contract() != Contract::Pass;
    return o.mean - (contract ? settings_.bidPassBias : 0);
  };
  auto before = [&](const ScoredOption& a, const ScoredOption& b) {
    const double ka = key(a), kb = key(b);
    if (std::abs(ka - kb) > 1e-9) return ka > kb;
    return a.action == pending_ && !(b.action == pending_);
  };
  // A stable insertion sort (a few options; std::stable_sort may take a buffer from the heap).
  for (size_t i = 1; i < scored_.size(); ++i) {
    const ScoredOption o = scored_[i];
    size_t j = i;
    for (; j > 0 && before(o, scored_[j - 1]); --j) scored_[j] = scored_[j - 1];
    scored_[j] = o;
  }
  if (!scored_.empty()) pending_ = scored_.front().action;
  searching_ = false;
}

Action SearchBot::bestSoFar() const {
  if (!searching_) return pending_;
  int best = -1;
  for (size_t i = 0; i < candidates_.size(); ++i)
    if (count_[i] > 0 && (best < 0 || total_[i] / count_[i] > total_[size_t(best)] / count_[size_t(best)])) best = int(i);
  return best < 0 ? pending_ : candidates_[size_t(best)];
}

void SearchBot::stop() {
  if (searching_) finish();
}

bool SearchBot::think(double budgetMs) {
  if (!searching_) return true;
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto before = start;
  while (done_ < target_) {
    step();
    if (failures_ > 20) break;
    if (settings_.workBudget > 0 && !oracle_ && !haveSample_ && units_ >= budget_) break;
    // The slice ends before a step that would overrun it (at least one step per slice): a frame that gives the
    // search 5 ms is not held 5 ms plus the tail of an endgame solve. The estimate follows the recent steps and
    // only the slicing depends on it, never the choice (the work done is counted in units, not time).
    const auto after = Clock::now();
    const double stepMs = std::chrono::duration<double, std::milli>(after - before).count();
    stepMs_ = stepMs > stepMs_ ? stepMs : 0.75 * stepMs_ + 0.25 * stepMs;
    before = after;
    const double spent = std::chrono::duration<double, std::milli>(after - start).count();
    if (spent + stepMs_ >= budgetMs) return false;
  }
  finish();
  return true;
}

}  // namespace tarot
