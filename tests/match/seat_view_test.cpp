// A person's view of the match (seat_view.h): it never holds another seat's hidden cards, its JSON comes back
// equal, and its legal actions are the engine's. Checked at every step of many seeded deals at 3, 4 and 5 players,
// for every seat and for a person sitting out, and through whole matches played by bots.
#include "engine/random_play.h"
#include "match/match.h"
#include "match/seat_view.h"
#include "record/deal_record.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;

namespace {

// Every card the view shows, field by field.
CardSet cardsIn(const SeatView& v) {
  CardSet s = v.hand | v.chien | v.ecart | v.ecartTrumpsShown | v.legalPlays | v.ecartRule.allowed;
  for (const CardSet& p : v.poigneeShown) s |= p;
  for (const TrickView* t : {&v.trick, &v.lastTrick})
    for (int i = 0; i < t->count; ++i) s.add(t->cards[size_t(i)]);
  for (const Action& a : v.legal) {
    s |= a.cards;
    if (a.kind == ActionKind::Play || a.kind == ActionKind::Call) s.add(a.card());
  }
  if (v.called != kNoCard) s.add(v.called);
  return s;
}

// Every string of the JSON text that names a card.
void cardsInJson(const json::Value& j, CardSet* out) {
  if (j.isString()) {
    const Card c = parseCard(j.asString());
    if (c != kNoCard) out->add(c);
  }
  for (const json::Value& x : j.items()) cardsInJson(x, out);
  for (const auto& m : j.members()) cardsInJson(m.second, out);
}

// What seat `seat` (-1: a person sitting out) may know before the deal is over: its hand, the cards played, the
// chien once shown (prise/garde, from the écart on; never at garde sans/contre), its own écart if it took, the
// trumps shown from the écart, the poignées shown, the called card's name and, when calling, the cards it may call.
CardSet mayKnow(const GameState& g, int seat) {
  CardSet s = seat >= 0 ? g.hand(seat) : CardSet();
  for (int i = 0; i < g.playedCount(); ++i) s.add(g.playedCard(i));
  const bool chienShown = (g.contract() == Contract::Prise || g.contract() == Contract::Garde) &&
                          (g.phase() == Phase::Ecart || g.phase() == Phase::Chelem || g.phase() == Phase::Play);
  if (chienShown) s |= g.chien();
  if (seat >= 0 && seat == g.taker()) s |= g.ecart();
  s |= g.ecart() & CardSet::ofSuit(Suit::Trump);
  for (int p = 0; p < g.rules().players; ++p) s |= g.poigneeShown(p);
  if (g.calledCard() != kNoCard) s.add(g.calledCard());
  if (seat >= 0 && g.currentSeat() == seat && g.phase() == Phase::Call)
    for (const Action& a : g.legalActions()) s.add(a.card());
  return s;
}

// The three properties of one view of the deal `g`.
void checkView(const GameState& g, const SeatView& v, int seat) {
  const json::Value j = seatViewJson(v);
  if (g.phase() != Phase::Over) {
    const CardSet allowed = mayKnow(g, seat);
    CHECK((cardsIn(v) - allowed).empty());
    CardSet inJson;
    cardsInJson(j, &inJson);
    CHECK((inJson - allowed).empty());
    // The partner stays unknown until the called card appears, except to the partner himself.
    if (v.partner >= 0) CHECK((g.partnerRevealed() || seat == g.partner()));
    if (seat < 0) CHECK(v.partner == (g.partnerRevealed() ? g.partner() : -1));
  }
  // JSON round trip, through the text as a client receives it.
  json::Value parsed;
  std::string err;
  REQUIRE(json::parse(j.dump(), &parsed, &err));
  SeatView back;
  const bool read = seatViewFromJson(parsed, &back, &err);
  INFO(err);
  REQUIRE(read);
  CHECK(back == v);
  CHECK(seatViewJson(back).dump() == j.dump());
  // Legal actions: the engine's for the seat to act, none for the others.
  if (seat >= 0 && g.currentSeat() == seat) {
    const ActionList engineLegal = g.legalActions();
    CHECK(v.legal == std::vector<Action>(engineLegal.begin(), engineLegal.end()));
    CHECK(v.legalPlays == g.legalPlays());
    CHECK(v.ecartRule.allowed == g.ecartRule().allowed);
    CHECK(v.ecartRule.size == g.ecartRule().size);
    CHECK(v.ecartRule.trumpsNeeded == g.ecartRule().trumpsNeeded);
    CHECK(v.awaitingPoignee == g.awaitingPoignee());
  } else {
    CHECK(v.legal.empty());
    CHECK(v.legalPlays.empty());
    CHECK(v.ecartRule.allowed.empty());
    CHECK_FALSE(v.awaitingPoignee);
  }
  if (seat >= 0) CHECK(v.hand == g.hand(seat));
  else CHECK(v.hand.empty());
}

}  // namespace

TEST_CASE("Seat views keep every hidden card hidden, round-trip through JSON and list the engine's legal actions",
          "[match]") {
  int deals = 0, takenWithChienShown = 0, gardeSansOrContre = 0;
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed * 7919);
      Rng rng(seed);
      for (int step = 0; step < 200; ++step) {
        for (int seat = -1; seat < players; ++seat) checkView(g, dealView(g, seat), seat);
        if (g.phase() == Phase::Over || g.phase() == Phase::Annulled) break;
        // Half the deals: the first to speak takes a prise and the others pass, so the chien is shown.
        Action a = randomLegalAction(g, rng);
        if (seed % 2 == 0 && g.phase() == Phase::Bidding)
          a = Action::bid(g.currentSeat() == (g.dealer() + 1) % players ? Contract::Prise : Contract::Pass);
        REQUIRE_FALSE(g.apply(a));
      }
      ++deals;
      if (g.contract() == Contract::Prise || g.contract() == Contract::Garde) ++takenWithChienShown;
      if (g.contract() == Contract::GardeSans || g.contract() == Contract::GardeContre) ++gardeSansOrContre;
      if (g.phase() == Phase::Over) {
        // Over: the result is there, with the cards the attack won.
        const SeatView v = dealView(g, 0);
        CHECK(v.dealFinished);
        CHECK(v.result.scores == g.result().scores);
        CHECK(v.attackCards <= kDeckSize);
        if (v.result.made) CHECK(v.attackCards > 0);
      }
    }
  }
  CHECK(deals == 90);
  CHECK(takenWithChienShown > 40);
  CHECK(gardeSansOrContre > 5);
}

TEST_CASE("A match's views: names, seating, turn and scores for each person, secrets kept throughout", "[match]") {
  for (int people = 3; people <= 5; ++people) {
    for (bool fiveAtFour : {false, true}) {
      if (fiveAtFour && people != 5) continue;
      MatchSettings s;
      s.people = people;
      s.deals = 2;
      s.mode = fiveAtFour ? TableMode::FiveAtFour : TableMode::Standard;
      for (int p = 1; p < 5; ++p) s.levels[p] = BotLevel::Random;
      Match m;
      m.startMatch(s, 11 + std::uint64_t(people), 0.0);
      Rng rng(people);
      double now = 0;
      bool sawSittingOut = false;
      for (int i = 0; i < 20000 && !m.matchOver(); ++i) {
        for (int person = 0; person < people; ++person) {
          const SeatView v = m.view(person, now);
          const int seat = m.seating().seatOfPerson[person];
          CHECK(v.seat == seat);
          CHECK(v.names == m.settings().names);
          CHECK(v.totals == m.totals());
          CHECK(v.toAct == m.personToAct(person));
          if (seat < 0) sawSittingOut = true;
          checkView(m.state(), v, seat);
        }
        if (m.humanToAct(now)) {
          REQUIRE_FALSE(m.humanAct(randomLegalAction(m.state(), rng), now));
        } else {
          now += 0.5;
          m.update(now);
          if (m.dealFinished() && !m.matchOver()) m.nextDeal(now);
        }
      }
      REQUIRE(m.matchOver());
      const SeatView end = m.view(0, now);
      CHECK(end.matchOver);
      CHECK(end.ranking == m.ranking());
      CHECK(end.dealScores == m.history().back().personScores);
      CHECK(sawSittingOut == fiveAtFour);
    }
  }
}

TEST_CASE("A malformed seat view is refused with a reason", "[match]") {
  Match m;
  MatchSettings s;
  m.startMatch(s, 3, 0.0);
  const json::Value good = seatViewJson(m.view(0, 0.0));
  SeatView v;
  std::string why;
  const bool read = seatViewFromJson(good, &v, &why);
  INFO(why);
  REQUIRE(read);
  json::Value noHand = json::Value::object();
  for (const auto& [key, value] : good.members())
    if (key != "hand") noHand.set(key, value);
  CHECK_FALSE(seatViewFromJson(noHand, &v, &why));
  CHECK(why.find("hand") != std::string::npos);
  json::Value badPhase = good;
  badPhase.set("phase", "lunch");
  CHECK_FALSE(seatViewFromJson(badPhase, &v, &why));
  json::Value badCard = good;
  badCard.set("hand", json::Value::array().push("ZZ"));
  CHECK_FALSE(seatViewFromJson(badCard, &v, &why));
  CHECK_FALSE(seatViewFromJson(json::Value(3), &v, &why));
}
