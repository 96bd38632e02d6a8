// Match flow, bot pacing, deal history and saved matches.
#include "match/match.h"
#include "match/refusal_text.h"
#include "match/chelem_question.h"
#include "match/seed_text.h"
#include "engine/random_play.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace tarot::match {

namespace {

constexpr double kBotDelay = kBotDelaySeconds;
constexpr double kTrickHold = kTrickHoldSeconds;
constexpr double kCollect = kCollectSeconds;
constexpr double kChienShow = kChienShowSeconds;
constexpr double kArrive = kArriveSeconds;

}  // namespace

const char* MatchSettings::normalise() {
  const char* why = nullptr;
  if (people < 3 || people > 5) { people = 4; why = "players must be 3, 4 or 5"; }
  if (mode == TableMode::FiveAtFour && people != 5) { mode = TableMode::Standard; why = "five at four needs five people"; }
  if (deals < 1 || deals > 100) { deals = std::clamp(deals, 1, 100); why = "deals must be between 1 and 100"; }
  if (!(speed >= 0.25f && speed <= 4.0f)) { speed = 1.0f; why = "speed must be between 0.25 and 4"; }
  for (auto& n : names) {
    if (n.size() > 24) { n.resize(24); why = "names are at most 24 characters"; }
  }
  return why;
}

bool MatchSettings::sameMatch(const MatchSettings& o) const {
  if (people != o.people || mode != o.mode || deals != o.deals || seedGiven != o.seedGiven || autoplay != o.autoplay ||
      undo != o.undo)
    return false;
  if (seedGiven && seed != o.seed) return false;
  for (int p = 0; p < people; ++p)
    if (names[std::size_t(p)] != o.names[std::size_t(p)] || (p > 0 && levels[std::size_t(p)] != o.levels[std::size_t(p)])) return false;
  return true;
}

void Match::startMatch(const MatchSettings& settings, std::uint64_t matchSeed, double now) {
  settings_ = settings;
  settings_.normalise();
  active_ = true;
  matchSeed_ = matchSeed;
  dealIndex_ = 0;
  dealsPlayed_ = 0;
  sameDealerAfterAllPass_ = true;
  history_.clear();
  events_.clear();
  dealerPerson_ = settings_.seedGiven ? int(settings_.seed % std::uint64_t(settings_.people))
                                      : drawFirstDealer(settings_.people, matchSeed);
  makeBots();
  beginDeal(now);
}

void Match::makeBots() {
  for (int p = 0; p < kMaxPlayers; ++p) {
    bots_[p].reset();
    if (p >= settings_.people) continue;
    if (p == 0 && !settings_.autoplay) continue;
    bots_[p] = makeBot(settings_.levels[p], splitmix64(matchSeed_ ^ (0x1234567ull * std::uint64_t(p + 1))));
  }
}

void Match::setBotPlays(int person, bool botPlays) {
  if (person < 0 || person >= settings_.people || botPlays == (bots_[person] != nullptr)) return;
  if (!botPlays) {
    if ((thinking_ || decided_) && thinkingSeat_ >= 0 && seating_.personOfSeat[thinkingSeat_] == person) {
      thinking_ = decided_ = waitingOnBot_ = false;
      thinkingSeat_ = -1;
    }
    bots_[person].reset();
    return;
  }
  bots_[person] = makeBot(settings_.levels[person], splitmix64(matchSeed_ ^ (0x1234567ull * std::uint64_t(person + 1))));
}

std::uint64_t Match::seedForDeal(int index) const {
  return settings_.seedGiven ? settings_.seed + std::uint64_t(index) : splitmix64(matchSeed_ + std::uint64_t(index) * 7919ull);
}

void Match::beginDeal(double now) {
  seating_ = seatingFor(settings_.mode, settings_.people, dealerPerson_);
  Rules rules;
  rules.players = seating_.players;
  dealSeed_ = seedForDeal(dealIndex_);
  state_ = GameState::deal(rules, seating_.dealerSeat, dealSeed_);
  announcements_.clear();
  steps_.clear();
  dealRecorded_ = false;
  resetPacing(now);
  dealShownFrom_ = now;
  dealShownUntil_ = now + kDealShowSeconds / settings_.speed;
  nextActionAt_ = std::max(nextActionAt_, dealShownUntil_);
  if (state_.phase() == Phase::Annulled) finishDeal();
}

float Match::dealShown(double now) const {
  if (now >= dealShownUntil_ || dealShownUntil_ <= dealShownFrom_) return 1.0f;
  return float(std::clamp((now - dealShownFrom_) / (dealShownUntil_ - dealShownFrom_), 0.0, 1.0));
}

void Match::skipDealShow(double now) {
  if (now >= dealShownUntil_) return;
  dealShownUntil_ = now;
  nextActionAt_ = std::min(nextActionAt_, now + kBotDelay / settings_.speed);
}

bool Match::dealFinished() const {
  return active_ && (state_.phase() == Phase::Over || state_.phase() == Phase::Annulled);
}

bool Match::matchOver() const { return active_ && dealsPlayed_ >= settings_.deals && dealFinished(); }

bool Match::observation(int person, Observation* out) const {
  if (!active_ || person < 0 || person >= settings_.people) return false;
  const int seat = seating_.seatOfPerson[person];
  if (seat < 0) return false;
  *out = observe(state_, seat);
  return true;
}

bool Match::personToAct(int person) const {
  if (!active_ || dealFinished() || person < 0 || person >= settings_.people || bots_[person]) return false;
  const int seat = state_.currentSeat();
  return seat >= 0 && seating_.personOfSeat[seat] == person;
}

Refusal Match::personAct(int person, const Action& a, double now) {
  (void)now;
  if (!active_) return Refusal(RefusalCode::DealOver);
  if (!personToAct(person)) {
    // The deal's own refusal once it is over or annulled; else whose turn it is.
    if (dealFinished()) return state_.check(a);
    Refusal r(RefusalCode::NotYourTurn, state_.currentSeat());
    r.other = std::int8_t(person >= 0 && person < settings_.people ? seating_.seatOfPerson[person] : -1);
    if (a.kind == ActionKind::Play && a.value < kDeckSize) r.card = a.card();
    return r;
  }
  const Refusal why = state_.check(a);
  if (!why) applyAction(a, now);
  return why;
}

std::array<std::string, kMaxPlayers> Match::seatNames() const {
  std::array<std::string, kMaxPlayers> names{};
  for (int s = 0; s < seating_.players && s < kMaxPlayers; ++s) {
    const int person = seating_.personOfSeat[s];
    if (person >= 0 && person < int(settings_.names.size())) names[std::size_t(s)] = settings_.names[std::size_t(person)];
  }
  return names;
}

std::string Match::refusalText(const Refusal& r) const { return match::refusalText(settings_.lang, r, seatNames()); }

void Match::applyAction(const Action& given, double now) {
  Action a = given;
  if (const Refusal why = state_.check(a)) {
    // A bot must never get here; fall back to a legal choice rather than stopping the game.
    std::fprintf(stderr, "tarot: refused %s (%s); playing a legal action instead\n", describe(a).c_str(),
                 match::refusalText(Lang::English, why).c_str());
    Rng rng(dealSeed_ ^ std::uint64_t(state_.playedCount()));
    a = randomLegalAction(state_, rng);
  }
  const int seat = state_.currentSeat();
  dealShownUntil_ = std::min(dealShownUntil_, now);  // the first word said: the cards are all dealt
  noteAnnouncement(seating_.personOfSeat[seat], a);
  steps_.push_back({seat, a});
  justActed_ = true;
  const int tricksBefore = state_.trickCount();
  const Phase before = state_.phase();
  state_.applyUnchecked(a);
  lastAction_ = a;
  lastActor_ = seating_.personOfSeat[seat];
  const double pace = 1.0 / settings_.speed;
  nextActionAt_ = now + kBotDelay * pace;
  if (a.kind == ActionKind::Play) {
    lastPlayAt_ = now;
    if (state_.trickCount() > tricksBefore) {
      trickShownAt_ = now;
      nextActionAt_ = now + (kTrickHold + kCollect) * pace;
    }
  }
  if (before != Phase::Ecart && state_.phase() == Phase::Ecart) {
    chienUntil_ = now + kChienShow * pace;
    nextActionAt_ = chienUntil_;
  }
  dirty_ = true;
  if (state_.phase() == Phase::Over || state_.phase() == Phase::Annulled) finishDeal();
  // The chelem question now comes to a person: answered at once when not worth asking, so that no view shows it.
  if (state_.phase() == Phase::Chelem && !bots_[seating_.personOfSeat[state_.currentSeat()]])
    autoAnswerChelem(seating_.personOfSeat[state_.currentSeat()], now);
}

void Match::noteAnnouncement(int person, const Action& a) {
  if (a.kind == ActionKind::Bid || a.kind == ActionKind::Call ||
      (a.kind == ActionKind::Poignee && a.poigneeSize() != PoigneeSize::None) || (a.kind == ActionKind::Chelem && a.value))
    announcements_.push_back({person, a.kind == ActionKind::Bid ? AnnouncementKind::Bid
                                      : a.kind == ActionKind::Call ? AnnouncementKind::Call
                                      : a.kind == ActionKind::Poignee ? AnnouncementKind::Poignee
                                                                      : AnnouncementKind::Chelem, a});
}

int Match::lastStepOf(int seat, int before) const {
  for (int i = (before < 0 ? int(steps_.size()) : before) - 1; i >= 0; --i)
    if (steps_[size_t(i)].seat == seat) return i;
  return -1;
}

bool Match::canUndo() const {
  if (!active_ || dealFinished() || !settings_.undo || settings_.autoplay) return false;
  const int seat = humanSeat();
  return seat >= 0 && lastStepOf(seat) >= 0;
}

bool Match::undo(double now) {
  if (!canUndo()) return false;
  int keep = lastStepOf(humanSeat());
  // A "no chelem" the match answered for the person is not theirs to take back: the decision before it is.
  while (keep >= 0 && autoAnsweredStep(keep)) keep = lastStepOf(humanSeat(), keep);
  if (keep < 0) return false;
  std::vector<Step> standing(steps_.begin(), steps_.begin() + keep);
  Rules rules;
  rules.players = seating_.players;
  state_ = GameState::deal(rules, seating_.dealerSeat, dealSeed_);
  announcements_.clear();
  steps_.clear();
  for (const Step& st : standing) {
    noteAnnouncement(seating_.personOfSeat[st.seat], st.action);
    state_.applyUnchecked(st.action);
    steps_.push_back(st);
  }
  resetPacing(now);
  return true;
}

bool Match::autoAnsweredStep(int i) const {
  const Step& st = steps_[size_t(i)];
  if (st.action.kind != ActionKind::Chelem || st.action.value != 0) return false;
  if (!chelemAskedOnlyWhenPossible(seating_.personOfSeat[st.seat])) return false;
  Rules rules;
  rules.players = seating_.players;
  GameState s = GameState::deal(rules, seating_.dealerSeat, dealSeed_);
  for (int k = 0; k < i; ++k) s.applyUnchecked(steps_[size_t(k)].action);
  return s.phase() == Phase::Chelem && !chelemWorthAsking(s.hand(st.seat), s.ecart());
}

bool Match::autoAnswerChelem(int person, double now) {
  const int seat = state_.currentSeat();
  if (state_.phase() != Phase::Chelem || seat < 0 || !chelemAskedOnlyWhenPossible(person) ||
      chelemWorthAsking(state_.hand(seat), state_.ecart()))
    return false;
  const Action no = Action::chelem(false);
  if (state_.check(no)) return false;
  applyAction(no, now);
  return true;
}

void Match::setSpeed(float speed) {
  speed = speed == speed ? std::clamp(speed, 0.25f, 4.0f) : 1.0f;  // NaN: the default
  if (settings_.speed == speed) return;
  settings_.speed = speed;
  dirty_ = true;
}

void Match::resetPacing(double now) {
  trickShownAt_ = -1;
  lastPlayAt_ = -1;
  chienUntil_ = 0;
  dealShownFrom_ = dealShownUntil_ = 0;
  thinking_ = decided_ = waitingOnBot_ = false;
  thinkingSeat_ = -1;
  nextActionAt_ = now + kBotDelay / settings_.speed;
  dirty_ = true;
}

void Match::showLastMoment(double now) {
  const double pace = 1.0 / settings_.speed;
  const int n = state_.rules().players;
  const int played = state_.playedCount();
  if (state_.phase() == Phase::Ecart || state_.phase() == Phase::Chelem) chienUntil_ = now + kChienShow * pace;
  if (steps_.empty() && state_.phase() == Phase::Bidding) {  // nothing said yet: the cards go round again
    dealShownFrom_ = now;
    dealShownUntil_ = now + kDealShowSeconds * pace;
    nextActionAt_ = std::max(nextActionAt_, dealShownUntil_);
  }
  if (played > 0) {
    lastPlayAt_ = now - kArrive * pace;
    if (played % n == 0) trickShownAt_ = now;
  }
}

void Match::update(double now, double thinkMs) {
  if (!active_) return;
  const bool acted = std::exchange(justActed_, false);
  if (dealFinished()) {
    // With a bot in every seat (demonstrations, host-page tests) the match goes on by itself.
    if (settings_.autoplay && !matchOver() && now >= nextActionAt_ + 2.0 / settings_.speed) nextDeal(now);
    return;
  }
  const int seat = state_.currentSeat();
  if (seat < 0) return;
  const int person = seating_.personOfSeat[seat];
  Bot* bot = bots_[person].get();
  if (!bot) {  // a person's turn: theirs to take, but a chelem question not worth asking is answered for them
    autoAnswerChelem(person, now);
    return;
  }
  // The bot thinks from the moment its turn comes, during the table's pause too (the time a person watches the
  // last card arrive or the trick being gathered), and acts once both are over: its thinking is hidden in the pace.
  if (!thinking_ && !decided_) {
    bot->begin(observe(state_, seat));
    thinking_ = true;
    thinkingSeat_ = seat;
  }
  if (thinking_ && !acted && bot->think(thinkMs)) {
    thinking_ = false;
    decided_ = true;
  }
  waitingOnBot_ = thinking_ && now >= nextActionAt_;
  if (decided_ && now >= nextActionAt_) {
    decided_ = false;
    thinkingSeat_ = -1;
    applyAction(bot->result(), now);
  }
}

void ageView(SeatView* v, double seconds, double speed) {
  if (seconds <= 0) return;
  const double pace = 1.0 / (speed > 0 ? speed : 1.0);
  // The chien shown to all from the moment the view came (the sender's own showing time is not in the view).
  if (v->chienOnTable && seconds >= kChienShow * pace) v->chienOnTable = false;
  if (v->dealt < 1) v->dealt = float(std::min(1.0, v->dealt + seconds / (kDealShowSeconds * pace)));
  if (v->trick.count == 0) return;
  TrickView& t = v->trick;
  // How long ago the newest card arrived, as the sender's fractions tell, plus the time since.
  double sinceCard = t.arrive * kArrive * pace + seconds;
  t.arrive = float(std::clamp(sinceCard / (kArrive * pace), 0.0, 1.0));
  if (t.winnerSeat < 0) return;
  double sinceFull = (t.collect > 0 ? kTrickHold * pace + t.collect * kCollect * pace : 0.0) + seconds;
  if (sinceFull >= (kTrickHold + kCollect) * pace) {
    t = TrickView();  // gathered by its winner
    return;
  }
  t.collect = float(std::clamp((sinceFull - kTrickHold * pace) / (kCollect * pace), 0.0, 1.0));
}

TrickView Match::trickView(double now) const {
  TrickView v;
  const int n = state_.rules().players;
  const int played = state_.playedCount();
  if (played == 0) return v;
  const double pace = 1.0 / settings_.speed;
  const int inProgress = played % n;
  int start = -1;
  if (inProgress > 0) {
    start = played - inProgress;
    v.count = inProgress;
    v.arrive = float(std::clamp((now - lastPlayAt_) / (kArrive * pace), 0.0, 1.0));
  } else if (trickShownAt_ >= 0 && now < trickShownAt_ + (kTrickHold + kCollect) * pace) {
    start = played - n;
    v.count = n;
    v.winnerSeat = state_.trickWinner(played / n - 1);
    v.collect = float(std::clamp((now - trickShownAt_ - kTrickHold * pace) / (kCollect * pace), 0.0, 1.0));
    v.arrive = float(std::clamp((now - lastPlayAt_) / (kArrive * pace), 0.0, 1.0));
  }
  for (int i = 0; i < v.count; ++i) {
    v.cards[i] = state_.playedCard(start + i);
    v.seats[i] = state_.playedBy(start + i);
  }
  return v;
}

void Match::finishDeal() {
  if (dealRecorded_) return;
  dealRecorded_ = true;
  DealEntry e;
  e.dealerPerson = dealerPerson_;
  e.seed = dealSeed_;
  e.seating = seating_;
  e.record = recordFromState(state_);
  e.result = state_.result();
  e.annulled = e.result.annulled;
  if (state_.phase() == Phase::Over) {
    e.number = ++dealsPlayed_;
    for (int s = 0; s < seating_.players; ++s) e.personScores[seating_.personOfSeat[s]] = e.result.scores[s];
  }
  history_.push_back(e);
  dirty_ = true;

  json::Value ev = json::Value::object();
  ev.set("type", "deal_end").set("deal", e.number).set("seed", u64(e.seed));
  if (e.annulled == Annulment::None) {
    ev.set("contract", contractName(e.result.contract));
    ev.set("taker", seating_.personOfSeat[e.result.taker]);
    ev.set("partner", e.result.partner >= 0 ? json::Value(seating_.personOfSeat[e.result.partner]) : json::Value());
    ev.set("made", e.result.made);
  } else {
    ev.set("contract", json::Value()).set("annulled", e.annulled == Annulment::PetitSec ? "petit_sec" : "all_passed");
  }
  json::Value scores = json::Value::array(), totalsV = json::Value::array(), names = json::Value::array();
  const auto tot = totals();
  for (int p = 0; p < settings_.people; ++p) {
    scores.push(e.personScores[p]);
    totalsV.push(tot[p]);
    names.push(settings_.names[p]);
  }
  ev.set("scores", scores).set("totals", totalsV).set("names", names);
  events_.push_back(ev.dump());
  if (matchOver()) {
    json::Value m = json::Value::object();
    json::Value rank = json::Value::array();
    for (int p : ranking()) rank.push(p);
    m.set("type", "match_end").set("deals", dealsPlayed_).set("totals", totalsV).set("ranking", rank).set("names", names);
    events_.push_back(m.dump());
  }
}

void Match::nextDeal(double now) {
  if (!dealFinished() || matchOver()) return;
  // At five at four the person sitting out deals until someone takes; otherwise the deal passes on, annulled or not.
  const bool redeal = sameDealerAfterAllPass_ && settings_.mode == TableMode::FiveAtFour && !history_.empty() &&
                      history_.back().annulled == Annulment::AllPassed;
  if (!redeal) dealerPerson_ = nextDealer(settings_.people, dealerPerson_);
  ++dealIndex_;
  beginDeal(now);
}

std::array<int, kMaxPlayers> Match::totals() const {
  std::array<int, kMaxPlayers> t{};
  for (const DealEntry& e : history_)
    for (int p = 0; p < kMaxPlayers; ++p) t[p] += e.personScores[p];
  return t;
}

int Match::dealsWonAsTaker(int person) const {
  int won = 0;
  for (const DealEntry& e : history_)
    if (e.annulled == Annulment::None && e.result.taker >= 0 && e.seating.personOfSeat[e.result.taker] == person &&
        e.result.made)
      ++won;
  return won;
}

std::vector<int> Match::ranking(std::vector<int>* places) const {
  const auto t = totals();
  std::vector<int> order;
  for (int p = 0; p < settings_.people; ++p) order.push_back(p);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (t[a] != t[b]) return t[a] > t[b];
    return dealsWonAsTaker(a) > dealsWonAsTaker(b);
  });
  if (places) {
    places->assign(order.size(), 1);
    for (size_t i = 1; i < order.size(); ++i) {
      const int a = order[i - 1], b = order[i];
      (*places)[i] = (t[a] == t[b] && dealsWonAsTaker(a) == dealsWonAsTaker(b)) ? (*places)[i - 1] : int(i) + 1;
    }
  }
  return order;
}

std::vector<std::string> Match::takeEvents() {
  std::vector<std::string> out;
  out.swap(events_);
  return out;
}

}  // namespace tarot::match
