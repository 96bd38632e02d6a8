// The lesson's deal, its scripted bots and its steps (lesson.h).
#include "client/lesson.h"
#include "engine/trick.h"
#include "match/match.h"
#include "match/numbers.h"
#include "match/refusal_text.h"
#include <algorithm>

namespace tarot::client {

namespace {

CardSet cardsOf(std::initializer_list<const char*> names) {
  CardSet s;
  for (const char* n : names) s.add(parseCard(n));
  return s;
}

// The deal, seat 0 the person's, seat 3 the dealer's (so the person speaks and leads first). The person holds the
// 21, the Excuse, seven trumps and three kings (a Garde); the chien brings the Petit (three bouts, 36 needed) and two
// clubs, so that an écart of the four clubs leaves the person void there. The bots' cards make the steps come in
// order: Camille takes the small spade and leads a club, Léa trumps it with the 9 before the person, the Excuse led
// is taken by Léa's trump, who then leads a spade.
constexpr int kDealer = 3;
CardSet personHand() {
  return cardsOf({"T21", "T20", "T19", "T18", "T15", "T12", "T8", "EX", "KH", "QH", "10H", "KS", "CS", "7S", "KD", "5D",
                  "4C", "2C"});
}
CardSet chienCards() { return cardsOf({"T1", "6C", "9C", "3D", "1S", "5H"}); }
std::array<CardSet, kMaxPlayers> lessonHands() {
  return {personHand(),
          cardsOf({"2S", "3S", "QS", "1H", "2H", "3H", "1C", "3C", "5C", "7C", "8C", "10D", "JD", "T2", "T3", "T4", "T5",
                   "T6"}),
          cardsOf({"4S", "8S", "9S", "10S", "4H", "6H", "7H", "JH", "10C", "JC", "CC", "QC", "KC", "CD", "QD", "T7",
                   "T16", "T17"}),
          cardsOf({"5S", "6S", "JS", "8H", "9H", "CH", "1D", "2D", "4D", "6D", "7D", "8D", "9D", "T9", "T10", "T11",
                   "T13", "T14"}),
          CardSet()};
}

Card lowest(CardSet s) { return s.first(); }

}  // namespace

CardSet Lesson::ecartAsked() { return cardsOf({"2C", "4C", "6C", "9C", "3D", "5D"}); }

const char* Lesson::stepName(Step s) {
  static const char* const names[] = {"deal", "bid", "chien", "ecart", "lead", "give_lead", "trump", "excuse",
                                      "follow", "play_on", "count", "done"};
  return names[int(s)];
}

void Lesson::start(Lang lang, float speed, double now) {
  lang_ = lang;
  pace_ = 1.0 / std::clamp(double(speed), 0.25, 4.0);
  Rules rules;
  rules.players = 4;
  const char* why = GameState::fromCards(rules, kDealer, lessonHands(), chienCards(), &state_);
  (void)why;  // the lesson's cards are a whole pack (tests/client/lesson_test.cpp)
  const match::MatchSettings names;
  for (int p = 0; p < kMaxPlayers; ++p) names_[size_t(p)] = names.names[size_t(p)];
  names_[0] = match::tr(lang, match::Text::DefaultName);  // "Vous", "You"
  step_ = Step::Deal;
  personPlays_ = 0;
  nextAt_ = now;
  lastPlayAt_ = trickShownAt_ = chienShownAt_ = -1;
}

bool Lesson::chienShowing(double now) const {
  return step_ == Step::Chien && chienShownAt_ >= 0 && now < chienShownAt_ + match::kChienShowSeconds * pace_;
}

bool Lesson::personsTurn(double now) const {
  const bool trickHeld = trickShownAt_ >= 0 && now < trickShownAt_ + match::kTrickHoldSeconds * pace_;
  return !reading() && !done() && state_.currentSeat() == 0 && !trickHeld;
}

// The scripted bots: they pass; they lead their lowest club (else their lowest plain card); they follow with their
// highest card when it takes the trick, else their lowest; void, their lowest trump the rules allow, else their lowest.
Action Lesson::botAction() const {
  if (state_.phase() == Phase::Bidding) return Action::bid(Contract::Pass);
  const ActionList legal = state_.legalActions();
  if (!legal.empty() && legal.front().kind == ActionKind::Poignee) return Action::poignee(PoigneeSize::None, CardSet());
  const CardSet plays = state_.legalPlays() - CardSet::single(kExcuse);
  const int n = state_.playedCount() % state_.rules().players, start = state_.playedCount() - n;
  Suit led = Suit::Excuse;
  int best = 0;
  for (int i = start; i < start + n; ++i) {
    const Card c = state_.playedCard(i);
    if (led == Suit::Excuse) led = suitOf(c);
  }
  for (int i = start; i < start + n; ++i) best = std::max(best, trickStrength(led, state_.playedCard(i)));
  if (led == Suit::Excuse) {  // leading (or after the Excuse led)
    const CardSet clubs = plays & CardSet::ofSuit(Suit::Clubs);
    const CardSet plain = plays - CardSet::ofSuit(Suit::Trump);
    return Action::play(!clubs.empty() ? lowest(clubs) : !plain.empty() ? lowest(plain) : lowest(plays));
  }
  if (led != Suit::Trump && (plays - CardSet::ofSuit(led)).empty()) {
    const Card high = plays.last();
    return Action::play(trickStrength(led, high) > best ? high : lowest(plays));
  }
  return Action::play(lowest(plays));
}

void Lesson::tick(double now) {
  advance();
  const bool trickHeld = trickShownAt_ >= 0 && now < trickShownAt_ + (match::kTrickHoldSeconds + match::kCollectSeconds) * pace_;
  if (step_ == Step::Deal || done() || trickHeld || now < nextAt_) return;
  const int seat = state_.currentSeat();
  if (seat <= 0) return;  // the person's turn, or the deal over
  const Refusal r = state_.apply(botAction());
  (void)r;  // the bots choose among the engine's legal actions
  applied(now);
}

std::string Lesson::act(const Action& a, double now) {
  if (reading() || done()) return lessonText(lang_, LessonText::ReadFirst);
  const Refusal r = state_.check(a);
  if (r) return match::refusalText(lang_, r, names_);
  const std::vector<Action> want = expected();
  if (std::find(want.begin(), want.end(), a) == want.end()) return wrongText(a);
  state_.apply(a);
  if (a.kind == ActionKind::Play) ++personPlays_;
  applied(now);
  return std::string();
}

void Lesson::next(double now) {
  if (!reading() || chienShowing(now)) return;
  step_ = Step(int(step_) + 1);
  nextAt_ = now + match::kBotDelaySeconds * pace_;
  advance();
}

// After any action: the pace of the next bot, the trick held when it is complete, the person's "no chelem" (the
// lesson does not teach it), then the step.
void Lesson::applied(double now) {
  nextAt_ = now + match::kBotDelaySeconds * pace_;
  if (state_.phase() == Phase::Play || state_.phase() == Phase::Over) {
    lastPlayAt_ = now;
    if (state_.playedCount() > 0 && state_.playedCount() % state_.rules().players == 0) trickShownAt_ = now;
  }
  if (state_.phase() == Phase::Chelem && state_.currentSeat() == 0) state_.apply(Action::chelem(false));
  if (state_.phase() == Phase::Ecart && chienShownAt_ < 0) chienShownAt_ = now;
  advance();
}

void Lesson::advance() {
  const Phase ph = state_.phase();
  switch (step_) {
    case Step::Bid: if (ph != Phase::Bidding) step_ = Step::Chien; break;
    case Step::Ecart: if (ph == Phase::Play) step_ = Step::Lead; break;
    case Step::Lead: if (personPlays_ >= 1) step_ = Step::GiveLead; break;
    case Step::GiveLead: if (personPlays_ >= 2) step_ = Step::Trump; break;
    case Step::Trump: if (personPlays_ >= 3) step_ = Step::Excuse; break;
    case Step::Excuse: if (personPlays_ >= 4) step_ = Step::Follow; break;
    case Step::Follow: if (personPlays_ >= 5) step_ = Step::PlayOn; break;
    case Step::PlayOn: if (ph == Phase::Over) step_ = Step::Count; break;
    default: break;
  }
}

std::vector<Action> Lesson::expected() const {
  std::vector<Action> out;
  if (reading() || done() || state_.currentSeat() != 0) return out;
  const CardSet plays = state_.legalPlays();
  auto card = [&](const char* name) { out.push_back(Action::play(parseCard(name))); };
  switch (step_) {
    case Step::Bid: out = {Action::bid(Contract::Garde), Action::bid(Contract::Prise)}; break;
    case Step::Ecart: out.push_back(Action::ecart(ecartAsked())); break;
    case Step::Lead: card("KH"); break;
    case Step::GiveLead: card("7S"); break;
    case Step::Excuse: card("EX"); break;
    case Step::Trump: case Step::Follow: case Step::PlayOn:
      for (CardSet s = step_ == Step::Trump ? plays - CardSet::single(kExcuse) : plays; !s.empty();)
        out.push_back(Action::play(s.pop()));
      break;
    default: break;
  }
  return out;
}

std::string Lesson::wrongText(const Action& a) const {
  if (step_ == Step::Bid) return lessonText(lang_, LessonText::WrongBid);
  if (step_ == Step::Ecart) return lessonText(lang_, LessonText::WrongEcart);
  if (step_ == Step::Trump && a.kind == ActionKind::Play && a.card() == kExcuse)
    return lessonText(lang_, LessonText::KeepExcuse);
  const std::vector<Action> want = expected();
  const Card c = want.empty() || want.front().kind != ActionKind::Play ? kNoCard : want.front().card();
  return match::fillPlaceholders(lessonText(lang_, LessonText::WrongCard), {{"card", match::cardText(lang_, c)}});
}

std::string Lesson::text() const {
  static const LessonText byStep[] = {LessonText::Deal,   LessonText::Bid,    LessonText::Chien,  LessonText::Ecart,
                                      LessonText::Lead,   LessonText::GiveLead, LessonText::Trump, LessonText::Excuse,
                                      LessonText::Follow, LessonText::PlayOn, LessonText::Counting, LessonText::Counting};
  const char* pattern = lessonText(lang_, byStep[int(step_)]);
  if (step_ != Step::Count && step_ != Step::Done) return pattern;
  const DealResult r = state_.result();
  return match::fillPlaceholders(
      pattern, {{"bouts", match::integerText(lang_, r.bouts)}, {"needed", match::integerText(lang_, r.needed)},
                {"points", match::pointsNumber(lang_, r.attackHalfPoints / 2.0)},
                {"verdict", lessonText(lang_, r.margin >= 0 ? LessonText::Made : LessonText::Down)}});
}

SeatView Lesson::view(double now) const {
  SeatView v = match::dealView(state_, 0);
  v.person = 0;
  v.people = 4;
  v.names = names_;
  v.seating = seatingFor(TableMode::Standard, 4, kDealer);
  v.dealsInMatch = 1;
  v.toAct = personsTurn(now);
  // The chien turned face up in the middle for its usual time, then in the taker's hand while its step is read.
  v.chienOnTable = chienShowing(now) && !v.chien.empty();
  v.dealsPlayed = v.dealFinished ? 1 : 0;
  // The trick as the table shows it: the newest card sliding in, a full trick held then gathered by its winner.
  const int n = state_.rules().players, played = state_.playedCount(), inProgress = played % n;
  const bool held = inProgress == 0 && played > 0 && trickShownAt_ >= 0 &&
                    now < trickShownAt_ + (match::kTrickHoldSeconds + match::kCollectSeconds) * pace_;
  if (held) {
    match::TrickView t;
    t.count = n;
    for (int i = 0; i < n; ++i) {
      t.cards[size_t(i)] = state_.playedCard(played - n + i);
      t.seats[size_t(i)] = state_.playedBy(played - n + i);
    }
    t.winnerSeat = state_.trickWinner(played / n - 1);
    t.collect = float(std::clamp((now - trickShownAt_ - match::kTrickHoldSeconds * pace_) / (match::kCollectSeconds * pace_), 0.0, 1.0));
    v.trick = t;
  }
  if (inProgress > 0 || held) v.trick.arrive = float(std::clamp((now - lastPlayAt_) / (match::kArriveSeconds * pace_), 0.0, 1.0));
  if (v.dealFinished) v.dealScores = {v.result.scores[0], v.result.scores[1], v.result.scores[2], v.result.scores[3], 0};
  v.totals = v.dealScores;
  return v;
}

}  // namespace tarot::client
