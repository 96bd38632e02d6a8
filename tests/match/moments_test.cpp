// The game's moments in each seat's view (match/seat_view.h): the chien turned face up for everyone after a prise or
// a garde (the rulebook: the taker shows the chien to all before taking it; a garde sans or contre leaves it face
// down), and the cards dealt at the start of a deal, paced by the match's speed, skippable, carried by the JSON form
// and aged like the other animations at an online table.
#include "match/match.h"
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;

namespace {

MatchSettings fourPeople(float speed) {
  MatchSettings s;
  s.people = 4;
  s.deals = 2;
  s.seedGiven = true;
  s.seed = 4242;
  s.speed = speed;
  return s;
}

// Everyone at the table is a person: the first to speak says `contract`, the others pass.
Match biddingDone(Contract contract, double now) {
  Match m;
  m.startMatch(fourPeople(1.0f), 1, now);
  for (int p = 0; p < 4; ++p) m.setBotPlays(p, false);
  bool first = true;
  while (m.state().phase() == Phase::Bidding) {
    const int person = m.seating().personOfSeat[m.state().currentSeat()];
    REQUIRE_FALSE(m.personAct(person, Action::bid(first ? contract : Contract::Pass), now));
    first = false;
  }
  return m;
}

}  // namespace

TEST_CASE("Every seat sees the chien face up after a prise or a garde, and never after a garde sans or contre",
          "[match][moments]") {
  for (Contract c : {Contract::Prise, Contract::Garde}) {
    Match m = biddingDone(c, 10.0);
    REQUIRE(m.state().phase() == Phase::Ecart);
    const CardSet chien = m.state().chien();
    REQUIRE(chien.size() == 6);  // 4 players: a chien of 6 cards
    m.setBotPlays(2, true);      // a bot's seat sees it as a person's does
    for (int p = 0; p < 4; ++p) {
      const SeatView v = m.view(p, 10.0);
      CHECK(v.chien == chien);
      CHECK(v.chienOnTable);
      // The JSON a phone receives carries it too.
      SeatView back;
      std::string why;
      REQUIRE(seatViewFromJson(seatViewJson(v), &back, &why));
      CHECK(back.chien == chien);
      CHECK(back.chienOnTable);
    }
    // Put away after the moment (2.6 s at speed 1), the cards still known; the taker's hand holds them.
    const SeatView later = m.view(0, 10.0 + kChienShowSeconds + 0.01);
    CHECK_FALSE(later.chienOnTable);
    CHECK(later.chien == chien);
    const int takerPerson = m.seating().personOfSeat[m.state().taker()];
    CHECK((m.view(takerPerson, 11.0).hand & chien) == chien);
  }
  for (Contract c : {Contract::GardeSans, Contract::GardeContre}) {
    Match m = biddingDone(c, 10.0);
    REQUIRE(m.state().phase() != Phase::Ecart);
    for (int p = 0; p < 4; ++p) {
      const SeatView v = m.view(p, 10.0);
      CHECK(v.chien.empty());
      CHECK_FALSE(v.chienOnTable);
    }
  }
}

TEST_CASE("The cards dealt: a moment at the deal's start that the bots wait for, shorter when faster, skippable",
          "[match][moments]") {
  Match m;
  m.startMatch(fourPeople(1.0f), 7, 0.0);
  CHECK(m.view(0, 0.0).dealt == Catch::Approx(0.0));
  CHECK(m.view(0, kDealShowSeconds / 2).dealt == Catch::Approx(0.5));
  CHECK(m.view(0, kDealShowSeconds).dealt == Catch::Approx(1.0));
  // The first to speak is a bot: it says nothing while the cards go round.
  const int first = m.seating().personOfSeat[m.state().currentSeat()];
  if (first == 0) m.setBotPlays(0, true);
  for (double t = 0; t < kDealShowSeconds - 0.05; t += 0.02) m.update(t, 50);
  CHECK_FALSE(m.view(0, kDealShowSeconds - 0.05).hasBid[m.state().currentSeat()]);
  // Carried by the view's JSON and aged as a phone ages a view it received.
  SeatView v = m.view(1, 0.3);
  SeatView back;
  std::string why;
  REQUIRE(seatViewFromJson(seatViewJson(v), &back, &why));
  CHECK(back == v);
  ageView(&back, kDealShowSeconds / 2, 1.0);
  CHECK(back.dealt == Catch::Approx(0.25 + 0.5).margin(0.01));
  ageView(&back, kDealShowSeconds, 1.0);
  CHECK(back.dealt == 1.0f);

  // Faster: a quarter of the time at speed 4. A tap passes it at once, and the bot then speaks after its pause.
  Match fast;
  fast.startMatch(fourPeople(4.0f), 7, 0.0);
  CHECK(fast.view(0, kDealShowSeconds / 4).dealt == 1.0f);
  Match skipped;
  skipped.startMatch(fourPeople(1.0f), 7, 0.0);
  if (skipped.seating().personOfSeat[skipped.state().currentSeat()] == 0) skipped.setBotPlays(0, true);
  skipped.skipDealShow(0.1);
  CHECK(skipped.view(0, 0.1).dealt == 1.0f);
  const int seat = skipped.state().currentSeat();
  for (double t = 0.1; t < 0.1 + kBotDelaySeconds + 0.1; t += 0.02) skipped.update(t, 50);
  CHECK(skipped.view(0, 0.9).hasBid[seat]);
  // The first word said during the deal ends it too (a quick player is never held up).
  Match spoken;
  spoken.startMatch(fourPeople(1.0f), 7, 0.0);
  for (int p = 0; p < 4; ++p) spoken.setBotPlays(p, false);
  const int speaker = spoken.seating().personOfSeat[spoken.state().currentSeat()];
  REQUIRE_FALSE(spoken.personAct(speaker, Action::bid(Contract::Pass), 0.2));
  CHECK(spoken.view(0, 0.2).dealt == 1.0f);
}
