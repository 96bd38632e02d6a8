// Scripted deals for 3 and 5 players (FFT "Le jeu à 3 joueurs", "Le jeu à 5 joueurs") and the chelem cases.
#include "deal_builder.h"
#include "engine/observation.h"

using namespace tarot;
using namespace tarot::test;

TEST_CASE("Five players: call rules, hidden partner, first-trick lead, 2S/S scoring", "[engine]") {
  // Seat 0 (dealer 4's right) takes; seat 2 holds the king of hearts.
  GameState g = scripted(5, 4, {"KS QS JS 1S 2S T21 T20 T19 T18 T17 T16 1H 2H 3H 4H",
                                "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 5S 6S 7S 8S 9S",
                                "KH 5H 6H 7H 8H 9H 10H 1C 2C 3C 4C 5C 6C 7C 8C"});
  CHECK(g.currentSeat() == 0);
  ok(g, Action::bid(Contract::GardeSans));
  for (int i = 0; i < 4; ++i) ok(g, Action::bid(Contract::Pass));
  REQUIRE(g.phase() == Phase::Call);
  CHECK(refused(g, Action::call(parseCard("QH"))) .code == RefusalCode::CallQueenWithoutKings);
  CHECK(refused(g, Action::call(parseCard("T1"))));
  ok(g, Action::call(parseCard("KH")));
  CHECK(g.partner() == 2);
  // Nobody but the partner knows it.
  CHECK(observe(g, 1).partner == -1);
  CHECK(observe(g, 0).partner == -1);
  CHECK(observe(g, 2).partner == 2);
  ok(g, Action::chelem(false));
  // Seat 0 leads: no heart on the first trick (the called suit), except the called king itself.
  CHECK(refused(g, play("1H")) .code == RefusalCode::CalledSuitFirstTrick);
  ok(g, play("KS"));
  while (g.phase() == Phase::Play) {
    if (g.playedCount() > 0 && g.partnerRevealed()) CHECK(observe(g, 1).partner == 2);
    next(g);
  }
  const DealResult r = g.result();
  CHECK(r.partner == 2);
  CHECK(r.scores[0] == 2 * r.unit);
  CHECK(r.scores[2] == r.unit);
  CHECK(r.scores[1] == -r.unit);
  CHECK(r.scores[0] + r.scores[1] + r.scores[2] + r.scores[3] + r.scores[4] == 0);
}

TEST_CASE("Five players: a taker calling his own king plays alone, 4S", "[engine]") {
  GameState g = scripted(5, 4, {"KS KH JS 1S 2S T21 T20 T19 T18 T17 T16 1H 2H 3H 4H"});
  ok(g, Action::bid(Contract::GardeSans));
  for (int i = 0; i < 4; ++i) ok(g, Action::bid(Contract::Pass));
  ok(g, Action::call(parseCard("KH")));
  CHECK(g.partner() == -1);
  ok(g, Action::chelem(false));
  while (g.phase() == Phase::Play) next(g);
  const DealResult r = g.result();
  CHECK(r.partner == -1);
  CHECK(r.scores[0] == 4 * r.unit);
  for (int s = 1; s < 5; ++s) CHECK(r.scores[s] == -r.unit);
}

TEST_CASE("Five players: with the four kings a queen may be called", "[engine]") {
  GameState g = scripted(5, 4, {"KS KH KD KC T21 T20 T19 T18 T17 T16 1H 2H 3H 4H 5H"});
  ok(g, Action::bid(Contract::GardeSans));
  for (int i = 0; i < 4; ++i) ok(g, Action::bid(Contract::Pass));
  CHECK(refused(g, Action::call(parseCard("CH"))).code == RefusalCode::CallCavalierWithoutQueens);
  ok(g, Action::call(parseCard("QD")));
}

TEST_CASE("Three players: 24 cards, chien of 6, taker scores 2S", "[engine]") {
  GameState g = scripted(3, 2, {});
  CHECK(g.hand(0).size() == 24);
  CHECK(g.chien().size() == 6);
  ok(g, Action::bid(Contract::Prise));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::Pass));
  REQUIRE(g.phase() == Phase::Ecart);
  ok(g, Action::ecart(cards("1S 2S 3S 4S 5S 6S")));
  ok(g, Action::chelem(false));
  while (g.phase() == Phase::Play) next(g);
  const DealResult r = g.result();
  CHECK(r.scores[0] == 2 * r.unit);
  CHECK(r.scores[1] == -r.unit);
  CHECK(r.scores[0] + r.scores[1] + r.scores[2] == 0);
}

TEST_CASE("Chelem: the Excuse led last wins, the Petit in the penultimate trick is au bout", "[engine]") {
  // 3 players: the taker holds every trump, the Excuse and two kings.
  GameState g = scripted(3, 2, {"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX KS KH"});
  ok(g, Action::bid(Contract::GardeSans));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::chelem(true));
  CHECK(g.currentSeat() == 0);
  ok(g, Action::poignee(PoigneeSize::None, {}));
  const char* order[] = {"KS", "KH", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12",
                         "T11", "T10", "T9", "T8", "T7", "T6", "T5", "T4", "T3", "T2", "T1", "EX"};
  for (const char* c : order) {
    REQUIRE(g.currentSeat() == 0);
    ok(g, play(c));
    while (g.phase() == Phase::Play && g.currentSeat() != 0) next(g);
  }
  const DealResult r = g.result();
  CHECK(g.trickWinner(23) == 0);   // the Excuse wins the last trick
  CHECK(r.chelem == DealResult::Chelem::AnnouncedMade);
  CHECK(r.petitAuBout == Camp::Attack);
  CHECK(r.attackHalfPoints == 182);
  CHECK(r.bouts == 3);
  // (25 + 55) x 4 + 10 x 4 + 400 = 760 per defender; the taker scores 2 x 760.
  CHECK(r.unit == 760);
  CHECK(r.scores[0] == 1520);
}

TEST_CASE("Chelem without the Excuse: the defence keeps it and it counts 4 points (87 with 2 bouts)", "[engine]") {
  GameState g = scripted(3, 2, {"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 KS KH KD",
                                "EX"});
  ok(g, Action::bid(Contract::GardeSans));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::chelem(true));
  ok(g, Action::poignee(PoigneeSize::None, {}));
  const char* order[] = {"KS", "KH", "KD", "T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13",
                         "T12", "T11", "T10", "T9", "T8", "T7", "T6", "T5", "T4", "T3", "T2", "T1"};
  int t = 0;
  for (const char* c : order) {
    ok(g, play(c));
    // Seat 1 plays the Excuse on the fifth trick.
    if (t == 4) ok(g, Action::play(kExcuse));
    while (g.phase() == Phase::Play && g.currentSeat() != 0) next(g);
    ++t;
  }
  const DealResult r = g.result();
  CHECK(r.chelem == DealResult::Chelem::AnnouncedMade);
  CHECK(r.attackHalfPoints == 174);  // 87 points
  CHECK(r.bouts == 2);
  CHECK(r.margin == 46);
  CHECK(r.petitAuBout == Camp::Attack);
}

TEST_CASE("The Excuse in the last trick goes to the trick's winner", "[engine]") {
  // 3 players: the defender at seat 1 keeps the Excuse for the last trick and loses it.
  GameState g = scripted(3, 2, {"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 KS KH KD",
                                "EX"});
  ok(g, Action::bid(Contract::GardeSans));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::chelem(false));
  ok(g, Action::poignee(PoigneeSize::None, {}));
  while (g.phase() == Phase::Play) {
    if (g.currentSeat() == 1 && g.hand(1).size() > 1) ok(g, Action::play((g.legalPlays() - CardSet::single(kExcuse)).first()));
    else next(g);
  }
  CHECK(g.wonBy(0).has(kExcuse));
  CHECK(g.result().bouts == 3);
  CHECK(g.result().chelem == DealResult::Chelem::Made);
}
