// Scripted deals for the FFT rules at 4 players: deal, petit sec, bidding, écart, poignée, card play, Excuse.
#include "deal_builder.h"
#include "engine/observation.h"
#include "engine/random_play.h"
#include "engine/rng.h"
#include <array>
#include <utility>
#include <vector>

using namespace tarot;
using namespace tarot::test;

TEST_CASE("Card notation round-trips for all 78 cards", "[engine]") {
  for (int c = 0; c < kDeckSize; ++c) CHECK(parseCard(cardName(Card(c))) == c);
  CHECK(cardName(kExcuse) == "EX");
  CHECK(cardName(trumpCard(21)) == "T21");
  CHECK(cardName(suitCard(Suit::Hearts, kRoi)) == "KH");
  CHECK(cardName(suitCard(Suit::Spades, 10)) == "10S");
  CHECK(cardName(suitCard(Suit::Clubs, kCavalier)) == "CC");
  CHECK(parseCard("T0") == kNoCard);
  CHECK(parseCard("T22") == kNoCard);
  CHECK(parseCard("11S") == kNoCard);
  CHECK(parseCard("KX") == kNoCard);
  CHECK(CardSet::all().halfPoints() == 182);
}

TEST_CASE("Seeded deals: right counts, same seed same deal, all cards once", "[engine]") {
  for (int p = 3; p <= 5; ++p) {
    Rules r; r.players = p;
    const GameState a = GameState::deal(r, 1, 42), b = GameState::deal(r, 1, 42), c = GameState::deal(r, 1, 43);
    CardSet all = a.chien();
    CHECK(a.chien().size() == r.chienSize());
    for (int s = 0; s < p; ++s) {
      CHECK(a.hand(s).size() == r.handSize());
      CHECK(a.hand(s) == b.hand(s));
      CHECK((all & a.hand(s)).empty());
      all |= a.hand(s);
    }
    CHECK(all == CardSet::all());
    CHECK(a.hand(0) != c.hand(0));
  }
}

TEST_CASE("Known deal for a fixed seed (the same on every platform)", "[engine]") {
  // xoshiro256** seeded by SplitMix64 is fully specified, and saved games replay their deals from seeds: any change
  // to the generator, the shuffle, the cut or the dealing must keep these.
  CHECK(splitmix64(0) == 0xE220A8397B1DCDAFull);  // SplitMix64's first output from the state 0
  CHECK(splitmix64(1234567) == 6457827717110365317ull);
  CHECK(splitmix64(1234567 + kSplitMixStep) == 3203168211198807973ull);
  Rng rng(2024);
  CHECK(rng.next() == 1029197146548041518ull);
  CHECK(rng.next() == 14427268137155694693ull);
  Rules r;
  const GameState g = GameState::deal(r, 0, 7);
  auto set = [](std::initializer_list<const char*> names) {
    CardSet s;
    for (const char* n : names) s.add(parseCard(n));
    return s;
  };
  CHECK(g.chien() == set({"KS", "7H", "3C", "CC", "T10", "T14"}));
  CHECK(g.hand(0) == set({"1S", "9S", "JS", "CS", "3H", "JH", "4D", "9D", "1C", "8C", "JC", "T3", "T11", "T12", "T15",
                          "T16", "T17", "EX"}));
  CHECK(g.hand(3) == set({"2S", "3S", "3D", "7D", "10D", "CD", "QD", "5C", "6C", "9C", "T1", "T2", "T4", "T5", "T6",
                          "T8", "T9", "T18"}));
}

TEST_CASE("The shuffle makes the draws of the plain Fisher-Yates loop", "[engine]") {
  // Rng::shuffle takes two steps per 64-bit draw; it must swap exactly as `swap(items[i], items[below(i + 1)])` for
  // i from n - 1 down to 1. A million items make the rare rejection paths of below() happen too.
  for (int n : {1, 2, 3, 5, 78, 79, 1 << 20}) {
    for (std::uint64_t seed : {1ull, 2ull, 2026ull}) {
      for (bool halfUsed : {false, true}) {  // a shuffle may start with half of a 64-bit draw left
        std::vector<std::uint32_t> fast(static_cast<std::size_t>(n)), plain(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) fast[std::size_t(i)] = plain[std::size_t(i)] = std::uint32_t(i);
        Rng a(seed), b(seed);
        if (halfUsed) { a.next32(); b.next32(); }
        a.shuffle(fast.data(), n);
        for (int i = n - 1; i > 0; --i) std::swap(plain[std::size_t(i)], plain[b.below(std::uint32_t(i + 1))]);
        INFO(n << " items, seed " << seed << (halfUsed ? ", half a draw left" : ""));
        CHECK(fast == plain);
        CHECK(a.next32() == b.next32());
      }
    }
  }
}

// The rulebook ("Distribution"): each player draws a card; the lowest deals; between equal ranks the priority of the
// suits is spades, hearts, diamonds, clubs — "l'as de Trèfle est donc la plus petite carte"; trumps rank above the
// suits; the Excuse does not count and its drawer draws again. The draw is the pack in card order shuffled by the
// seed (as every deal), read from the top.
TEST_CASE("First dealer drawn by the lowest card, the ace of clubs the lowest of all", "[engine]") {
  // The order written from the rulebook's words: a lower value is a smaller card.
  const auto value = [](Card c) {
    if (isTrump(c)) return 1000 + rankOf(c);
    const Suit s = suitOf(c);
    const int priority = s == Suit::Clubs ? 0 : s == Suit::Diamonds ? 1 : s == Suit::Hearts ? 2 : 3;
    return rankOf(c) * 4 + priority;
  };
  int aceOfClubsDrawn = 0;
  std::array<int, 5> dealt{};
  for (int players = 3; players <= 5; ++players)
    for (std::uint64_t seed = 0; seed < 3000; ++seed) {
      Card pack[kDeckSize];
      for (int i = 0; i < kDeckSize; ++i) pack[i] = Card(i);
      Rng rng(seed);
      rng.shuffle(pack, kDeckSize);
      int next = 0, lowest = -1;
      Card lowestCard = kNoCard;
      for (int seat = 0; seat < players; ++seat) {
        Card c = pack[next++];
        while (c == kExcuse) c = pack[next++];
        if (lowest < 0 || value(c) < value(lowestCard)) { lowest = seat; lowestCard = c; }
        if (c == suitCard(Suit::Clubs, 1)) ++aceOfClubsDrawn;
      }
      INFO(players << " players, seed " << seed << ", lowest " << cardName(lowestCard));
      REQUIRE(drawFirstDealer(players, seed) == lowest);
      if (players == 4) ++dealt[std::size_t(lowest)];
    }
  CHECK(aceOfClubsDrawn > 100);
  for (int seat = 0; seat < 4; ++seat) CHECK(dealt[std::size_t(seat)] > 600);  // each seat deals about a quarter
}

TEST_CASE("Petit sec annuls the deal before the bidding", "[engine]") {
  // Seat 1 holds the Petit as its only trump and no Excuse.
  GameState g = scripted(4, 0, {"T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19",
                                "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H"});
  CHECK(g.phase() == Phase::Annulled);
  CHECK(g.result().annulled == Annulment::PetitSec);
  CHECK(refused(g, Action::bid(Contract::Prise)).code == RefusalCode::AnnulledPetitSec);
}

TEST_CASE("Bidding: order, covering bids, all pass", "[engine]") {
  GameState g = scripted(4, 3, {});
  CHECK(g.currentSeat() == 0);  // the dealer's right speaks first
  ok(g, Action::bid(Contract::Garde));
  CHECK(refused(g, Action::bid(Contract::Prise)).code == RefusalCode::BidTooLow);
  CHECK(refused(g, Action::bid(Contract::Garde)).code == RefusalCode::BidTooLow);
  CHECK(refused(g, play("1S")).code == RefusalCode::BidExpected);
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::GardeSans));
  ok(g, Action::bid(Contract::Pass));
  CHECK(g.taker() == 2);
  CHECK(g.contract() == Contract::GardeSans);
  CHECK(g.phase() == Phase::Chelem);

  GameState h = scripted(4, 0, {});
  for (int i = 0; i < 4; ++i) ok(h, Action::bid(Contract::Pass));
  CHECK(h.phase() == Phase::Annulled);
  CHECK(h.result().annulled == Annulment::AllPassed);
}

TEST_CASE("Ecart: no king, no bout, trumps only when unavoidable", "[engine]") {
  // Seat 0 (first to speak, dealer 3) takes; the chien is fixed.
  GameState g = scripted(4, 3, {"KS KH KD KC T21 T20 T19 T18 T17 T16 1S 2S 3S 4S 5S 6S 7S EX"}, "1H 2H 3H 4H 5H T1");
  ok(g, Action::bid(Contract::Prise));
  for (int i = 0; i < 3; ++i) ok(g, Action::bid(Contract::Pass));
  REQUIRE(g.phase() == Phase::Ecart);
  CHECK(g.hand(0).size() == 24);
  const Observation defender = observe(g, 1);
  CHECK(defender.chienShown == cards("1H 2H 3H 4H 5H T1"));  // the chien is shown to all
  CHECK(refused(g, Action::ecart(cards("KS 1S 2S 3S 4S 5S"))).code == RefusalCode::EcartKing);
  CHECK(refused(g, Action::ecart(cards("T1 1S 2S 3S 4S 5S"))).code == RefusalCode::EcartBout);
  CHECK(refused(g, Action::ecart(cards("T16 1S 2S 3S 4S 5S"))).code == RefusalCode::EcartTrumpAvoidable);
  CHECK(refused(g, Action::ecart(cards("1S 2S 3S 4S 5S"))).code == RefusalCode::EcartWrongSize);
  CHECK(refused(g, Action::ecart(cards("1S 2S 3S 4S 5S 8S"))).code == RefusalCode::EcartCardNotHeld);
  ok(g, Action::ecart(cards("1S 2S 3S 4S 5S 1H")));
  CHECK(g.phase() == Phase::Chelem);
  CHECK(g.hand(0).size() == 18);
}

TEST_CASE("Ecart with forced trumps, shown to the defence", "[engine]") {
  // Only 3 plain cards besides kings: 3 trumps must go, and they are shown.
  GameState g = scripted(4, 3, {"KS KH KD KC T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 EX"}, "1H 2H 3H T2 T3 T4");
  ok(g, Action::bid(Contract::Garde));
  for (int i = 0; i < 3; ++i) ok(g, Action::bid(Contract::Pass));
  const EcartRule rule = g.ecartRule();
  CHECK(rule.trumpsNeeded == 3);
  CHECK(refused(g, Action::ecart(cards("1H 2H 3H T2 T3 T4 T5"))));
  CHECK(refused(g, Action::ecart(cards("1H 2H T2 T3 T4 T9"))).code == RefusalCode::EcartTrumpAvoidable);
  ok(g, Action::ecart(cards("1H 2H 3H T2 T3 T4")));
  CHECK(observe(g, 2).ecartTrumpsShown == cards("T2 T3 T4"));
  CHECK(observe(g, 2).ecart.empty());
  CHECK(observe(g, 0).ecart == cards("1H 2H 3H T2 T3 T4"));
}

namespace {
// Seat 0 bids prise, the others pass, a plain écart, no chelem.
GameState prisePlay(const std::vector<std::string>& hands, const std::string& chien) {
  GameState g = scripted(4, 3, hands, chien);
  ok(g, Action::bid(Contract::GardeSans));
  for (int i = 0; i < 3; ++i) ok(g, Action::bid(Contract::Pass));
  ok(g, Action::chelem(false));
  return g;
}
}  // namespace

TEST_CASE("Card play: follow suit, trump, over-trump, under-trump, discard", "[engine]") {
  GameState g = prisePlay({"1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H 4H",
                           "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX 1D 2D 3D 4D 5D",
                           "T2 T3 T4 T5 T6 T7 T8 T9 6D 7D 8D 9D 10D JD CD QD KD 1C",
                           "5H 6H 7H 8H 9H 10H JH CH QH KH 2C 3C 4C 5C 6C 7C 8C 9C"},
                          "10C JC CC QC KC T1");
  // Seat 0 leads spades.
  CHECK(g.currentSeat() == 0);
  ok(g, play("1S"));
  ok(g, Action::poignee(PoigneeSize::None, {}));  // seat 1 holds 12 trumps and the Excuse: it declines its poignee
  // Seat 1 has no spade: must trump (the Excuse is always allowed).
  CHECK(refused(g, play("1D")).code == RefusalCode::MustTrump);
  ok(g, play("T10"));
  // Seat 2 has no spade and must over-trump T10, but cannot: under-trumping is then allowed.
  CHECK(refused(g, play("6D")).code == RefusalCode::MustTrump);
  ok(g, play("T2"));
  // Seat 3 has neither spade nor trump: free discard.
  ok(g, play("KH"));
  CHECK(g.trickWinner(0) == 1);
  CHECK(g.currentSeat() == 1);
  // Seat 1 leads a trump: higher trumps are forced when held.
  ok(g, play("T11"));
  CHECK(refused(g, play("6D")).code == RefusalCode::MustPlayTrump);
  ok(g, play("T3"));
  ok(g, play("2C"));  // no trump: free discard
  ok(g, play("1H"));
  CHECK(g.trickWinner(1) == 1);
}

TEST_CASE("Card play: on a trump lead a higher trump is forced when held", "[engine]") {
  GameState g = prisePlay({"T10 T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H",
                           "T5 T15 3H 4H 5H 6H 7H 8H 9H 10H JH CH QH KH 1D 2D 3D 4D"}, "");
  ok(g, play("T10"));
  CHECK(refused(g, play("T5")).code == RefusalCode::MustOverTrump);
  CHECK(refused(g, play("3H")));
  ok(g, play("T15"));
  CHECK(g.legalPlays().size() > 0);
}

TEST_CASE("The Excuse: playable any time, stays with its camp, the next card sets the suit", "[engine]") {
  GameState g = prisePlay({"EX 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H",
                           "T5 T15 4H 5H 6H 7H 8H 9H 10H JH CH QH KH 1D 2D 3D 4D 5D"}, "");
  // The taker leads the Excuse: the next card (a heart) sets the suit.
  ok(g, Action::play(kExcuse));
  ok(g, play("4H"));
  const CardSet hearts = g.hand(2) & CardSet::ofSuit(Suit::Hearts);
  if (!hearts.empty()) CHECK((g.legalPlays() - CardSet::single(kExcuse)) == hearts);
  else if (!(g.hand(2) & CardSet::ofSuit(Suit::Trump)).empty())
    CHECK((g.legalPlays() - CardSet::single(kExcuse)) == (g.hand(2) & CardSet::ofSuit(Suit::Trump)));
  else CHECK(g.legalPlays() == g.hand(2));
  while (g.trickCount() < 1) next(g);
  const int winner = g.trickWinner(0);
  CHECK(winner != 0);
  CHECK(g.wonBy(0).has(kExcuse));       // kept by its owner
  CHECK_FALSE(g.wonBy(winner).has(kExcuse));
}

TEST_CASE("Poignee sizes and the Excuse rule at 4 players", "[engine]") {
  // Seat 0: 11 trumps (no Excuse). Seat 1: 9 trumps + Excuse.
  GameState g = prisePlay({"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 1S 2S 3S 4S 5S 6S 7S",
                           "T12 T13 T14 T15 T16 T17 T18 T19 T20 EX 1H 2H 3H 4H 5H 6H 7H 8H"}, "");
  REQUIRE(g.awaitingPoignee());
  CHECK(refused(g, play("1S")).code == RefusalCode::PoigneeExpected);
  CHECK(refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"))).code == RefusalCode::PoigneeWrongCount);
  CHECK(refused(g, Action::poignee(PoigneeSize::Double, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"))).code == RefusalCode::PoigneeTooFewTrumps);
  CHECK(refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 1S"))).code == RefusalCode::PoigneeNotTrump);
  ok(g, Action::poignee(PoigneeSize::Simple, cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")));  // hides one trump
  CHECK(observe(g, 2).poigneeShown[0] == cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"));
  ok(g, play("1S"));
  REQUIRE(g.awaitingPoignee());
  // Seat 1 holds exactly 9 trumps + the Excuse: the Excuse may replace the missing trump.
  ok(g, Action::poignee(PoigneeSize::Simple, cards("T12 T13 T14 T15 T16 T17 T18 T19 T20 EX")));
  CHECK(refused(g, Action::poignee(PoigneeSize::None, {})).code == RefusalCode::PoigneeAlreadyDecided);
}

TEST_CASE("Poignee: the Excuse may not be shown by a player holding another trump", "[engine]") {
  GameState g = prisePlay({"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 EX 1S 2S 3S 4S 5S 6S 7S"}, "");
  CHECK(refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 EX"))).code ==
        RefusalCode::PoigneeExcuseWithTrumps);
  ok(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10")));
}

TEST_CASE("Poignee thresholds at 3 and 5 players", "[engine]") {
  Rules r3; r3.players = 3;
  Rules r5; r5.players = 5;
  CHECK(r3.poigneeTrumps(PoigneeSize::Simple) == 13);
  CHECK(r3.poigneeTrumps(PoigneeSize::Double) == 15);
  CHECK(r3.poigneeTrumps(PoigneeSize::Triple) == 18);
  CHECK(r5.poigneeTrumps(PoigneeSize::Simple) == 8);
  CHECK(r5.poigneeTrumps(PoigneeSize::Double) == 10);
  CHECK(r5.poigneeTrumps(PoigneeSize::Triple) == 13);
  // At 3 players, 10 trumps (a 4-player simple) is not a poignee.
  GameState g = scripted(3, 2, {"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS"});
  ok(g, Action::bid(Contract::GardeSans));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::chelem(false));
  REQUIRE(g.awaitingPoignee());
  CHECK(refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10"))).code == RefusalCode::PoigneeWrongCount);
  CHECK(refused(g, Action::poignee(PoigneeSize::Double, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13"))));
  ok(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13")));
}
