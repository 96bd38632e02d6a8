// The chelem question (chelem_question.h): the criterion on hands built by hand, and the match answering "no" for
// the person when the hand could not make one (an action the engine checks, in the record), asking when the
// setting says "always", and undo passing over the answer it gave.
#include "match/chelem_question.h"
#include "match/match.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;

namespace {

CardSet trumps(int from, int to) {
  CardSet s;
  for (int n = from; n <= to; ++n) s.add(trumpCard(n));
  return s;
}
CardSet suit(Suit su, std::initializer_list<int> ranks) {
  CardSet s;
  for (int r : ranks) s.add(suitCard(su, r));
  return s;
}

}  // namespace

TEST_CASE("Chelem criterion: masters and length, counted against one defender holding every unseen card", "[match][chelem]") {
  // 18 trumps from the 21 down: every lead wins.
  CHECK(chelemLosers(trumps(4, 21), CardSet()) == 0);
  CHECK(chelemWorthAsking(trumps(4, 21), CardSet()));
  // The 21 to the 10, then the three top spades and hearts: the defender's 9 trumps fall under the 21..13 and the
  // kings, queens and cavaliers are masters.
  const CardSet big = trumps(10, 21) | suit(Suit::Spades, {14, 13, 12}) | suit(Suit::Hearts, {14, 13, 12});
  CHECK(big.size() == 18);
  CHECK(chelemLosers(big, CardSet()) == 0);
  // Without the 21: one trump trick lost, still worth asking (the 21 may be in the partner's hand or the chien).
  const CardSet no21 = (big - CardSet::single(kTwentyOne)) | CardSet::single(trumpCard(9));
  CHECK(chelemLosers(no21, CardSet()) == 1);
  CHECK(chelemWorthAsking(no21, CardSet()));
  const CardSet lowSpade = (big - CardSet::single(trumpCard(10))) | suit(Suit::Spades, {2});
  // A low spade beside the masters: the three masters pull three of the defender's eleven spades, the 2 then loses.
  CHECK(chelemLosers(lowSpade, CardSet()) == 1);
  // An ordinary taker's hand: a few trumps, some kings.
  const CardSet ordinary = (trumps(15, 21) - CardSet::single(trumpCard(20))) | trumps(2, 4) |
                           suit(Suit::Spades, {14, 3, 5}) | suit(Suit::Hearts, {14, 13, 7}) | suit(Suit::Clubs, {9, 1}) |
                           CardSet::single(kExcuse);
  CHECK(chelemLosers(ordinary, CardSet()) >= 2);
  CHECK_FALSE(chelemWorthAsking(ordinary, CardSet()));
  // Cards known out of play (the écart) no longer threaten: a queen of clubs with the king in the écart is a master.
  const CardSet queen = trumps(5, 21) | suit(Suit::Clubs, {13}) | CardSet::single(kExcuse);
  CHECK(chelemLosers(queen, CardSet()) >= 1);
  CHECK(chelemLosers(queen, suit(Suit::Clubs, {14})) == 0);
  // The Excuse never loses.
  CHECK(chelemLosers(trumps(5, 21) | CardSet::single(kExcuse), CardSet()) == 0);
}

namespace {

// Plays seeds until the person (person 0, 4 players) can bid garde contre: they bid it and the match stops at the
// chelem question. False when that seed's bots bid garde contre first.
bool takerAtChelem(std::uint64_t seed, bool onlyWhenPossible, Match* m, double* now) {
  MatchSettings s;
  s.deals = 2;
  s.seedGiven = true;
  s.seed = seed;
  s.speed = 4.0f;
  m->setChelemAskedOnlyWhenPossible(0, onlyWhenPossible);
  m->startMatch(s, seed, *now);
  for (int i = 0; i < 20000 && !m->personToAct(0) && !m->dealFinished(); ++i) m->update(*now += 0.25);
  if (!m->personToAct(0) || m->state().phase() != Phase::Bidding) return false;
  if (m->humanAct(Action::bid(Contract::GardeContre), *now)) return false;
  return true;
}

}  // namespace

TEST_CASE("Chelem question: answered no for the person when the hand cannot make one, asked when set to always",
          "[match][chelem]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 40 && checked < 6; ++seed) {
    INFO("seed " << seed);
    Match asked, auto_;
    double t1 = 0, t2 = 0;
    if (!takerAtChelem(seed, false, &asked, &t1) || !takerAtChelem(seed, true, &auto_, &t2)) continue;
    // Bots after the person pass (nothing beats a garde contre); the question comes to the taker.
    for (int i = 0; i < 200 && asked.state().phase() == Phase::Bidding; ++i) asked.update(t1 += 0.25);
    REQUIRE(asked.state().phase() == Phase::Chelem);
    REQUIRE(asked.seating().personOfSeat[asked.state().taker()] == 0);
    const CardSet hand = asked.state().hand(asked.state().taker());
    for (int i = 0; i < 200; ++i) asked.update(t1 += 0.25);
    CHECK(asked.state().phase() == Phase::Chelem);  // "always": it waits for the person
    CHECK(asked.personToAct(0));
    // Never seen by the person: the answer comes with the action that brings the question.
    for (int i = 0; i < 200 && auto_.state().phase() == Phase::Bidding; ++i) auto_.update(t2 += 0.25);
    if (chelemWorthAsking(hand, CardSet())) {
      CHECK(auto_.state().phase() == Phase::Chelem);
      continue;
    }
    // Answered for the person: the record says "no chelem", as a decision checked by the engine.
    CHECK(auto_.state().phase() == Phase::Play);
    CHECK_FALSE(auto_.state().chelemAnnounced());
    const DealRecord rec = recordFromState(auto_.state());
    CHECK(rec.chelemDecided);
    CHECK_FALSE(rec.chelem);
    // A save restores the same answer; the setting survives loading.
    Match back;
    back.setChelemAskedOnlyWhenPossible(0, true);
    std::string why;
    REQUIRE(back.loadJson(auto_.saveJson(), t2, &why) == nullptr);
    CHECK(back.state().phase() == Phase::Play);
    CHECK(back.chelemAskedOnlyWhenPossible(0));
    // Undo takes back the person's bid, not the answer the match gave (which would come straight back).
    REQUIRE(auto_.canUndo());
    REQUIRE(auto_.undo(t2));
    CHECK(auto_.state().phase() == Phase::Bidding);
    CHECK(auto_.personToAct(0));
    ++checked;
  }
  CHECK(checked >= 3);
}

