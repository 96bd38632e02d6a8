// The four kings and the triple poignée (FFT "La poignée"): "Lorsque le preneur possède 4 Rois et 15 atouts,
// l'atout (ou les atouts) écarté(s) doit être remontré avec la triple poignée qui est alors comptabilisée" -- with
// 18 trumps at 3 players and 13 at 5. The taker who had to discard trumps shows them again in the triple.
#include "deal_builder.h"
#include "engine/observation.h"
#include "record/deal_record.h"

using namespace tarot;
using namespace tarot::test;

namespace {

// Seat 0 (first to speak) takes a garde, calls `called` at 5 players, discards `ecart`, announces no chelem.
GameState takeAndDiscard(int players, const std::string& hand, const std::string& chien, const std::string& ecart,
                         const char* called = nullptr) {
  GameState g = scripted(players, players - 1, {hand}, chien);
  ok(g, Action::bid(Contract::Garde));
  for (int i = 1; i < players; ++i) ok(g, Action::bid(Contract::Pass));
  if (called) ok(g, Action::call(parseCard(called)));
  REQUIRE(g.phase() == Phase::Ecart);
  ok(g, Action::ecart(cards(ecart)));
  ok(g, Action::chelem(false));
  REQUIRE(g.awaitingPoignee());
  REQUIRE(g.currentSeat() == 0);
  return g;
}

Action triple(const GameState& g) {
  for (const Action& a : g.legalActions())
    if (a.kind == ActionKind::Poignee && a.poigneeSize() == PoigneeSize::Triple) return a;
  FAIL("no triple poignee offered");
  return {};
}

// Plays the deal out (every other seat declines its poignée) and checks the triple counts 40, also after a
// round trip through the deal record.
void playsOutWithTriple(GameState g) {
  while (g.phase() == Phase::Play) next(g);
  const DealResult r = g.result();
  CHECK(r.poigneeBonus == 40);
  CHECK(g.poigneeOf(0) == PoigneeSize::Triple);
  GameState again;
  RecordError err;
  const DealRecord rec = recordFromState(g);
  INFO(writeDealRecord(rec));
  REQUIRE(replayRecord(rec, &again, &err));
  CHECK(again.result().poigneeBonus == 40);
  CHECK(again.result().scores == r.scores);
}

}  // namespace

TEST_CASE("Four kings, 15 trumps at 4 players: the discarded trump is shown in the triple", "[engine][poignee]") {
  // 12 trumps in hand and 3 in the chien: with the four kings only 5 other cards, so one trump must go.
  GameState g = takeAndDiscard(4, "KS KH KD KC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 1S 2S", "T13 T14 T15 1H 2H 3H",
                               "1S 2S 1H 2H 3H T13");
  CHECK(g.ecartTrumpsForTriple(0) == cards("T13"));
  CHECK(g.poigneeTrumps() == cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"));
  CHECK(observe(g, 1).ecartTrumpsShown == cards("T13"));
  const Action t = triple(g);
  CHECK(t.cards == cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"));
  // Only in the triple, and nowhere else.
  CHECK(refused(g, Action::poignee(PoigneeSize::Simple, cards("T13 T1 T2 T3 T4 T5 T6 T7 T8 T9"))).code ==
        RefusalCode::PoigneeEcartOnlyTriple);
  CHECK(refused(g, Action::poignee(PoigneeSize::Triple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T14 T15"))).code ==
        RefusalCode::PoigneeWrongCount);
  GameState simple = g;
  ok(simple, Action::poignee(PoigneeSize::Double, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T14")));
  ok(g, t);
  CHECK(observe(g, 2).poigneeShown[0] == t.cards);
  playsOutWithTriple(g);
}

TEST_CASE("Four kings at 4 players: a taker without them keeps the discarded trump hidden", "[engine][poignee]") {
  // Three kings and 16 trumps: one trump goes to the écart, 15 stay in hand -- the triple comes from the hand.
  GameState g = takeAndDiscard(4, "KS KH KD T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 1S 2S", "T14 T15 T16 1H 2H 3H",
                               "1S 2S 1H 2H 3H T13");
  CHECK(g.ecartTrumpsForTriple(0).empty());
  CHECK(triple(g).cards == cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T14 T15 T16"));
  CHECK(refused(g, Action::poignee(PoigneeSize::Triple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15"))).code ==
        RefusalCode::PoigneeCardNotHeld);
}

TEST_CASE("Four kings, 18 trumps at 3 players: the discarded trump must be in the triple", "[engine][poignee]") {
  // Four kings and all 21 trumps: one trump goes to the écart; 20 stay, yet the triple must show the discarded one.
  GameState g = takeAndDiscard(3, "KS KH KD KC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 1S 2S",
                               "T19 T20 T21 1H 2H 3H", "1S 2S 1H 2H 3H T19");
  CHECK(g.ecartTrumpsForTriple(0) == cards("T19"));
  const Action t = triple(g);
  CHECK(t.cards == cards("T19 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17"));
  const Refusal r = refused(g, Action::poignee(PoigneeSize::Triple,
                                               cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18")));
  CHECK(r.code == RefusalCode::PoigneeEcartTrumpMissing);
  CHECK(r.card == parseCard("T19"));
  CHECK(r.needed == 18);
  ok(g, t);
  playsOutWithTriple(g);
}

TEST_CASE("Four kings, 13 trumps at 5 players: the two discarded trumps are shown in the triple", "[engine][poignee]") {
  GameState g = takeAndDiscard(5, "KS KH KD KC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 1S", "T11 T12 T13", "1S T12 T13", "QH");
  CHECK(g.ecartTrumpsForTriple(0) == cards("T12 T13"));
  const Action t = triple(g);
  CHECK(t.cards == cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13"));
  CHECK(refused(g, Action::poignee(PoigneeSize::Triple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 QH"))).code ==
        RefusalCode::PoigneeCardNotHeld);
  ok(g, t);
  playsOutWithTriple(g);
}
