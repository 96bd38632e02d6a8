// Every refusal code from a real situation (scripted deals): the engine's code and its parameters, then the
// sentence in French and in English with the seats' names. And every code has text in every language.
#include "engine/deal_builder.h"
#include "match/match.h"
#include "match/refusal_text.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::match;
using namespace tarot::test;

namespace {

const std::array<std::string, kMaxPlayers> kNames{{"Vous", "Camille", "Hugo", "Léa", "Louis"}};
#define NB "\u00a0"

void says(const Refusal& r, const std::string& fr, const std::string& en) {
  CHECK(refusalText(Lang::French, r, kNames) == fr);
  CHECK(refusalText(Lang::English, r, kNames) == en);
}

// 4 players, dealer 3: seat 0 speaks and leads first. Seat 0 bids `contract`, the others pass.
GameState taken(const std::vector<std::string>& hands, Contract contract, const std::string& chien = "") {
  GameState g = scripted(4, 3, hands, chien);
  ok(g, Action::bid(contract));
  for (int i = 0; i < 3; ++i) ok(g, Action::bid(Contract::Pass));
  return g;
}

// Garde sans by seat 0, no chelem: the card play begins.
GameState playing(const std::vector<std::string>& hands, const std::string& chien = "") {
  GameState g = taken(hands, Contract::GardeSans, chien);
  ok(g, Action::chelem(false));
  return g;
}

// 5 players, dealer 4: seat 0 takes a garde sans, the others pass; the call is next.
GameState calling(const std::string& takerHand) {
  GameState g = scripted(5, 4, {takerHand});
  ok(g, Action::bid(Contract::GardeSans));
  for (int i = 0; i < 4; ++i) ok(g, Action::bid(Contract::Pass));
  REQUIRE(g.phase() == Phase::Call);
  return g;
}

const char* const kTakerWithTrumps = "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 1S 2S 3S 4S 5S 6S 7S";

}  // namespace

TEST_CASE("Refusal texts: every code has a pattern in every language, and a stable name", "[match][refusals]") {
  for (int c = 1; c < int(RefusalCode::Count); ++c) {
    Refusal r(RefusalCode(c), 0);
    r.other = 1;
    r.card = suitCard(Suit::Hearts, kRoi);
    r.suit = Suit::Hearts;
    r.contract = Contract::Garde;
    r.poignee = PoigneeSize::Simple;
    r.players = 4;
    for (int l = 0; l < kLangCount; ++l) {
      const std::string text = refusalText(Lang(l), r, kNames);
      INFO("code " << refusalCodeName(RefusalCode(c)) << ", language " << langCode(Lang(l)) << ": " << text);
      CHECK(!text.empty());
      CHECK(text.find('{') == std::string::npos);  // every placeholder filled
      CHECK(text.find('?') == std::string::npos);
    }
    const std::string name = refusalCodeName(RefusalCode(c));
    CHECK(name.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string::npos);
    for (int d = 1; d < c; ++d) CHECK(name != refusalCodeName(RefusalCode(d)));
  }
  CHECK(refusalText(Lang::French, Refusal(), kNames).empty());
  CHECK(std::string(NB) == "\xc2\xa0");  // French typography: a non-breaking space before ":" and ";"
  CHECK(refusalText(Lang::French, Refusal(RefusalCode::BiddingOver), kNames).find(" :") == std::string::npos);
  // Without names the seats are numbered.
  CHECK(refusalText(Lang::English, Refusal(RefusalCode::NotYourTurn, 2)) == "It is seat 2's turn.");
  CHECK(refusalText(Lang::French, Refusal(RefusalCode::NotYourTurn, 2)) == "C'est à la place 2 de jouer.");
}

TEST_CASE("Card and suit names in the players' words", "[match][refusals]") {
  CHECK(cardText(Lang::French, suitCard(Suit::Hearts, kRoi)) == "le Roi de cœur");
  CHECK(cardText(Lang::English, suitCard(Suit::Hearts, kRoi)) == "the King of hearts");
  CHECK(cardText(Lang::French, suitCard(Suit::Clubs, kValet)) == "le Valet de trèfle");
  CHECK(cardText(Lang::English, suitCard(Suit::Clubs, kValet)) == "the Jack of clubs");
  CHECK(cardText(Lang::French, suitCard(Suit::Diamonds, kDame)) == "la Dame de carreau");
  CHECK(cardText(Lang::French, suitCard(Suit::Spades, 1)) == "l'As de pique");
  CHECK(cardText(Lang::English, suitCard(Suit::Spades, 10)) == "the 10 of spades");
  CHECK(cardText(Lang::French, kTwentyOne) == "le 21 d'atout");
  CHECK(cardText(Lang::English, kTwentyOne) == "trump 21");
  CHECK(cardText(Lang::French, kExcuse) == "l'Excuse");
  CHECK(cardText(Lang::English, kExcuse) == "the Excuse");
  CHECK(cardText(Lang::French, kPetit) == "le Petit");
  CHECK(suitText(Lang::French, Suit::Trump) == "atout");
}

TEST_CASE("Refusal: the deal is over", "[match][refusals]") {
  GameState g = playing({});
  while (g.phase() == Phase::Play) next(g);
  const Refusal r = refused(g, play("1S"));
  CHECK(r.code == RefusalCode::DealOver);
  says(r, "La donne est terminée.", "The deal is over.");
}

TEST_CASE("Refusal: everybody passed", "[match][refusals]") {
  GameState g = scripted(4, 3, {});
  for (int i = 0; i < 4; ++i) ok(g, Action::bid(Contract::Pass));
  const Refusal r = refused(g, Action::bid(Contract::Prise));
  CHECK(r.code == RefusalCode::AnnulledAllPassed);
  says(r, "Tout le monde a passé" NB ": la donne est annulée, le donneur suivant redistribue.",
       "Everybody passed: the deal is annulled and the next dealer deals again.");
}

TEST_CASE("Refusal: a petit sec annuls the deal, naming its holder", "[match][refusals]") {
  GameState g = scripted(4, 0, {"T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19",
                                "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H"});
  const Refusal r = refused(g, Action::bid(Contract::Prise));
  CHECK(r.code == RefusalCode::AnnulledPetitSec);
  CHECK(r.other == 1);
  says(r, "Petit sec chez Camille" NB ": la donne est annulée, le donneur suivant redistribue.",
       "Camille held the Petit sec: the deal is annulled and the next dealer deals again.");
}

TEST_CASE("Refusal: not your turn (the match), naming whose turn it is", "[match][refusals]") {
  Match m;
  MatchSettings s;
  s.people = 4;
  m.startMatch(s, 7, 0.0);
  if (m.humanToAct(0.0)) REQUIRE(!m.humanAct(Action::bid(Contract::Pass), 0.0));
  REQUIRE(!m.humanToAct(0.0));
  const int turn = m.state().currentSeat();
  const Refusal r = m.humanAct(Action::bid(Contract::Pass), 0.0);
  CHECK(r.code == RefusalCode::NotYourTurn);
  CHECK(r.seat == turn);
  CHECK(r.other == m.humanSeat());
  const std::string name = m.seatNames()[std::size_t(turn)];
  CHECK(name == s.names[std::size_t(m.seating().personOfSeat[turn])]);
  CHECK(m.refusalText(r) == "C'est à " + name + " de jouer.");
  CHECK(refusalText(Lang::English, r, m.seatNames()) == "It is " + name + "'s turn.");
  says(Refusal(RefusalCode::NotYourTurn, 2), "C'est à Hugo de jouer.", "It is Hugo's turn.");
}

TEST_CASE("Refusal: an action outside the encoding", "[match][refusals]") {
  GameState g = scripted(4, 3, {});
  const Refusal r = refused(g, Action{ActionKind::Bid, 9, {}});
  CHECK(r.code == RefusalCode::InvalidAction);
  says(r, "Cette action n'existe pas au tarot.", "There is no such action in tarot.");
}

TEST_CASE("Refusal: what each phase expects", "[match][refusals]") {
  GameState g = scripted(4, 3, {});
  Refusal r = refused(g, play("1S"));
  CHECK(r.code == RefusalCode::BidExpected);
  CHECK(r.seat == 0);
  says(r, "C'est le moment des enchères (à Vous de parler).", "It is time to bid (Vous to speak).");

  GameState five = calling("KS QS JS 1S 2S T21 T20 T19 T18 T17 T16 1H 2H 3H 4H");
  r = refused(five, Action::chelem(false));
  CHECK(r.code == RefusalCode::CallExpected);
  says(r, "Il faut d'abord appeler une carte (le preneur, Vous).", "A card must be called first, by the taker (Vous).");

  GameState ecart = taken({}, Contract::Prise);
  r = refused(ecart, Action::chelem(false));
  CHECK(r.code == RefusalCode::EcartExpected);
  says(r, "Il faut d'abord faire l'écart (le preneur, Vous).", "The ecart must be made first, by the taker (Vous).");

  GameState chelem = taken({}, Contract::GardeSans);
  r = refused(chelem, play("1S"));
  CHECK(r.code == RefusalCode::ChelemExpected);
  says(r, "Le preneur (Vous) doit d'abord annoncer un chelem ou non.",
       "The taker (Vous) must first announce a chelem or not.");

  GameState poignee = playing({kTakerWithTrumps});
  r = refused(poignee, play("1S"));
  CHECK(r.code == RefusalCode::PoigneeExpected);
  says(r, "Avant la première carte de Vous, il faut montrer sa poignée ou y renoncer.",
       "Before the first card of Vous, the poignee must be shown or declined.");

  GameState cards = playing({});
  r = refused(cards, Action::chelem(false));
  CHECK(r.code == RefusalCode::PlayExpected);
  says(r, "C'est le moment de jouer une carte (à Vous).", "It is time to play a card (Vous to play).");
}

TEST_CASE("Refusal: bids", "[match][refusals]") {
  GameState g = scripted(4, 3, {});
  ok(g, Action::bid(Contract::Pass));
  ok(g, Action::bid(Contract::Garde));
  Refusal r = refused(g, Action::bid(Contract::Prise));
  CHECK(r.code == RefusalCode::BidTooLow);
  CHECK(r.seat == 2);
  CHECK(r.other == 1);
  CHECK(r.contract == Contract::Garde);
  says(r, "Il faut couvrir la Garde de Camille.", "A bid must cover Camille's Garde.");

  GameState over = taken({}, Contract::GardeSans);
  r = refused(over, Action::bid(Contract::GardeContre));
  CHECK(r.code == RefusalCode::BiddingOver);
  says(r, "Les enchères sont finies" NB ": chacun a parlé.", "The bidding is over: every player has spoken.");
}

TEST_CASE("Refusal: the call", "[match][refusals]") {
  GameState four = taken({}, Contract::GardeSans);
  Refusal r = refused(four, Action::call(suitCard(Suit::Hearts, kRoi)));
  CHECK(r.code == RefusalCode::CallOnlyAtFive);
  CHECK(r.players == 4);
  says(r, "On n'appelle une carte qu'à 5 joueurs, pas à 4.", "A card is called only at 5 players, not at 4.");

  GameState g = calling("KS QS JS 1S 2S T21 T20 T19 T18 T17 T16 1H 2H 3H 4H");
  r = refused(g, Action::call(kPetit));
  CHECK(r.code == RefusalCode::CallNotKing);
  CHECK(r.card == kPetit);
  says(r, "On ne peut pas appeler le Petit" NB ": on appelle un Roi (une Dame si l'on a les quatre Rois…).",
       "The Petit cannot be called: the taker calls a king (a queen when holding the four kings...).");
  r = refused(g, Action::call(parseCard("QH")));
  CHECK(r.code == RefusalCode::CallQueenWithoutKings);
  says(r, "On ne peut appeler la Dame de cœur qu'en ayant les quatre Rois.",
       "The Queen of hearts can be called only by a taker holding the four kings.");

  GameState kings = calling("KS KH KD KC T21 T20 T19 T18 T17 T16 1H 2H 3H 4H 5H");
  r = refused(kings, Action::call(parseCard("CH")));
  CHECK(r.code == RefusalCode::CallCavalierWithoutQueens);
  says(r, "On ne peut appeler le Cavalier de cœur qu'en ayant les quatre Rois et les quatre Dames.",
       "The Cavalier of hearts can be called only by a taker holding the four kings and the four queens.");

  GameState queens = calling("KS KH KD KC QS QH QD QC T20 T19 T18 T17 1H 2H 3H");
  r = refused(queens, Action::call(parseCard("JH")));
  CHECK(r.code == RefusalCode::CallValetWithoutCavaliers);
  says(r, "On ne peut appeler le Valet de cœur qu'en ayant les quatre Rois, les quatre Dames et les quatre Cavaliers.",
       "The Jack of hearts can be called only by a taker holding the four kings, queens and cavaliers.");
}

TEST_CASE("Refusal: the écart", "[match][refusals]") {
  GameState sans = taken({}, Contract::GardeSans);
  Refusal r = refused(sans, Action::ecart(cards("1S 2S 3S 4S 5S 6S")));
  CHECK(r.code == RefusalCode::NoEcartInContract);
  CHECK(r.contract == Contract::GardeSans);
  says(r, "Pas d'écart en Garde sans" NB ": le chien n'est pas pris.",
       "There is no ecart in a Garde sans: the chien is not taken.");

  GameState g = taken({"KS KH KD KC T21 T20 T19 T18 T17 T16 1S 2S 3S 4S 5S 6S 7S EX"}, Contract::Prise,
                      "1H 2H 3H 4H 5H T1");
  REQUIRE(g.phase() == Phase::Ecart);
  r = refused(g, Action::ecart(cards("1S 2S 3S 4S 5S")));
  CHECK(r.code == RefusalCode::EcartWrongSize);
  CHECK(r.needed == 6);
  CHECK(r.given == 5);
  says(r, "L'écart compte exactement 6 cartes, pas 5.", "The ecart holds exactly 6 cards, not 5.");

  r = refused(g, Action::ecart(cards("1S 2S 3S 4S 5S 8S")));
  CHECK(r.code == RefusalCode::EcartCardNotHeld);
  CHECK(r.card == parseCard("8S"));
  says(r, "Le 8 de pique n'est pas dans le jeu de Vous.", "The 8 of spades is not in the hand of Vous.");

  r = refused(g, Action::ecart(cards("KS 1S 2S 3S 4S 5S")));
  CHECK(r.code == RefusalCode::EcartKing);
  CHECK(r.card == parseCard("KS"));
  says(r, "Le Roi de pique ne peut pas aller à l'écart" NB ": les Rois ne s'écartent pas.",
       "The King of spades cannot go to the ecart: kings never do.");

  r = refused(g, Action::ecart(cards("T1 1S 2S 3S 4S 5S")));
  CHECK(r.code == RefusalCode::EcartBout);
  CHECK(r.card == kPetit);
  says(r, "Le Petit ne peut pas aller à l'écart" NB ": les bouts ne s'écartent pas.",
       "The Petit cannot go to the ecart: bouts never do.");

  r = refused(g, Action::ecart(cards("T16 1S 2S 3S 4S 5S")));
  CHECK(r.code == RefusalCode::EcartTrumpAvoidable);
  CHECK(r.card == parseCard("T16"));
  CHECK(r.needed == 0);
  says(r, "Le 16 d'atout ne peut pas aller à l'écart" NB ": un atout ne s'écarte que faute d'autre carte (0 au plus ici).",
       "Trump 16 cannot go to the ecart: a trump goes there only when there is no other choice (0 at most here).");
}

TEST_CASE("Refusal: the poignée", "[match][refusals]") {
  GameState g = playing({kTakerWithTrumps});
  REQUIRE(g.awaitingPoignee());
  Refusal r = refused(g, Action::poignee(PoigneeSize::None, cards("T1")));
  CHECK(r.code == RefusalCode::PoigneeDeclineShowsCards);
  says(r, "Renoncer à la poignée ne montre aucune carte.", "Declining a poignee shows no card.");

  r = refused(g, Action::poignee(PoigneeSize::Simple, cards("T2 T3 T4 T5 T6 T7 T8 T9 T10 T12")));
  CHECK(r.code == RefusalCode::PoigneeCardNotHeld);
  CHECK(r.card == parseCard("T12"));
  says(r, "Le 12 d'atout n'est pas dans le jeu de Vous" NB ": une poignée montre ses propres atouts.",
       "Trump 12 is not in the hand of Vous: a poignee shows one's own trumps.");

  r = refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 1S")));
  CHECK(r.code == RefusalCode::PoigneeNotTrump);
  CHECK(r.card == parseCard("1S"));
  says(r, "L'As de pique n'est pas un atout" NB ": une poignée ne montre que des atouts (et l'Excuse).",
       "The Ace of spades is not a trump: a poignee shows only trumps (and the Excuse).");

  r = refused(g, Action::poignee(PoigneeSize::Double, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")));
  CHECK(r.code == RefusalCode::PoigneeTooFewTrumps);
  CHECK(r.poignee == PoigneeSize::Double);
  CHECK(r.needed == 13);
  CHECK(r.given == 11);
  says(r, "Une double poignée demande 13 atouts" NB ": le jeu de Vous n'en a que 11 (Excuse comprise).",
       "A double poignee takes 13 trumps: the hand of Vous holds only 11 (the Excuse included).");

  r = refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")));
  CHECK(r.code == RefusalCode::PoigneeWrongCount);
  CHECK(r.needed == 10);
  CHECK(r.given == 11);
  says(r, "Une simple poignée montre exactement 10 atouts, pas 11.", "A single poignee shows exactly 10 trumps, not 11.");

  ok(g, Action::poignee(PoigneeSize::None, {}));
  r = refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10")));
  CHECK(r.code == RefusalCode::PoigneeAlreadyDecided);
  CHECK(r.seat == 0);
  says(r, "La poignée de Vous est déjà montrée ou refusée.", "The poignee of Vous has already been shown or declined.");

  while (g.trickCount() < 1) next(g);
  const int leader = g.currentSeat();
  r = refused(g, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10")));
  CHECK(r.code == RefusalCode::PoigneeTooLate);
  CHECK(r.seat == leader);
  says(r, "Trop tard pour la poignée de " + kNames[std::size_t(leader)] + NB ": elle se montre juste avant la première carte.",
       "Too late for the poignee of " + kNames[std::size_t(leader)] + ": it is shown just before the first card.");

  GameState excuse = playing({"T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 EX 1S 2S 3S 4S 5S 6S 7S"});
  r = refused(excuse, Action::poignee(PoigneeSize::Simple, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9 EX")));
  CHECK(r.code == RefusalCode::PoigneeExcuseWithTrumps);
  CHECK(r.card == parseCard("T10"));
  says(r, "L'Excuse ne remplace un atout que pour qui n'en a pas d'autre" NB ": le 10 d'atout n'est pas montré.",
       "The Excuse stands in for a trump only for a player who has no other: trump 10 is not shown.");
}

TEST_CASE("Refusal: a record's poignée of no size", "[match][refusals]") {
  GameState g = playing({kTakerWithTrumps});
  while (g.phase() == Phase::Play) next(g);
  DealRecord rec = recordFromState(g);
  rec.poignees.push_back({0, cards("T1 T2 T3 T4 T5 T6 T7 T8 T9")});
  GameState out;
  RecordError err;
  REQUIRE_FALSE(replayRecord(rec, &out, &err));
  CHECK(err.refusal.code == RefusalCode::PoigneeSizeUnknown);
  CHECK(err.field == "poignees");
  CHECK(err.position == 0);
  CHECK(err.refusal.given == 9);
  says(err.refusal, "Une poignée montre 10, 13 ou 15 atouts à 4 joueurs, pas 9.",
       "A poignee shows 10, 13 or 15 trumps at 4 players, not 9.");
  CHECK(recordErrorText(Lang::English, err) == "A poignee shows 10, 13 or 15 trumps at 4 players, not 9.");
}

TEST_CASE("Refusal: cards that are not the player's", "[match][refusals]") {
  GameState g = playing({"1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS 1H 2H 3H 4H 5H", "", "",
                         "KH 6H 7H 8H 9H 10H 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D JD CD"},
                        "QC KC T21 T20 T19 EX");
  ok(g, play("1S"));
  Refusal r = refused(g, play("1S"));
  CHECK(r.code == RefusalCode::CardAlreadyPlayed);
  CHECK(r.other == 0);
  says(r, "Carte déjà jouée par Vous" NB ": l'As de pique.", "The Ace of spades has already been played, by Vous.");
  next(g);
  REQUIRE(g.currentSeat() == 2);
  if (g.awaitingPoignee()) ok(g, Action::poignee(PoigneeSize::None, {}));
  r = refused(g, play("KH"));
  CHECK(r.code == RefusalCode::CardHeldByOther);
  CHECK(r.seat == 2);
  CHECK(r.other == 3);
  CHECK(r.card == parseCard("KH"));
  says(r, "C'est à Hugo de jouer" NB "; le Roi de cœur est la carte de Léa.",
       "It is Hugo's turn; the King of hearts is Léa's card.");
  r = refused(g, play("KC"));  // in the chien
  CHECK(r.code == RefusalCode::CardNotInHand);
  CHECK(r.seat == 2);
  says(r, "Le Roi de trèfle n'est pas dans le jeu de Hugo.", "The King of clubs is not in the hand of Hugo.");
}

TEST_CASE("Refusal: the called suit on the first trick (5 players)", "[match][refusals]") {
  GameState g = calling("KS QS JS 1S 2S T21 T20 T19 T18 T17 T16 1H 2H 3H 4H");
  ok(g, Action::call(parseCard("KH")));
  ok(g, Action::chelem(false));
  const Refusal r = refused(g, play("1H"));
  CHECK(r.code == RefusalCode::CalledSuitFirstTrick);
  CHECK(r.suit == Suit::Hearts);
  CHECK(r.card == parseCard("KH"));
  says(r, "Le premier pli ne s'entame pas à cœur, la couleur appelée, sauf avec le Roi de cœur.",
       "The first trick may not be led in hearts, the called suit, except with the King of hearts.");
}

TEST_CASE("Refusal: follow suit, trump, over-trump", "[match][refusals]") {
  GameState g = playing({"1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H 3H 4H",
                         "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX 1D 2D 3D 4D 5D",
                         "T2 T3 T4 T5 T6 T7 T8 T9 6D 7D 8D 9D 10D JD CD QD KD 1C",
                         "5H 6H 7H 8H 9H 10H JH CH QH KH 2C 3C 4C 5C 6C 7C 8C 9C"},
                        "10C JC CC QC KC T1");
  ok(g, play("1S"));
  ok(g, Action::poignee(PoigneeSize::None, {}));
  Refusal r = refused(g, play("1D"));
  CHECK(r.code == RefusalCode::MustTrump);
  CHECK(r.seat == 1);
  CHECK(r.suit == Suit::Spades);
  says(r, "Sans pique, il faut couper.", "Without spades, Camille must trump.");
  ok(g, play("T10"));
  r = refused(g, play("6D"));  // Hugo cannot beat the 10 of trumps: any trump will do
  CHECK(r.code == RefusalCode::MustTrump);
  says(r, "Sans pique, il faut couper.", "Without spades, Hugo must trump.");
  ok(g, play("T2"));
  ok(g, play("KH"));
  ok(g, play("T11"));
  r = refused(g, play("6D"));
  CHECK(r.code == RefusalCode::MustPlayTrump);
  CHECK(r.seat == 2);
  says(r, "Atout demandé" NB ": il faut jouer atout.", "Trumps were led: Hugo must play a trump.");

  GameState h = playing({"T10 T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H 2H",
                         "T5 T15 3H 4H 5H 6H 7H 8H 9H 10H JH CH QH KH 1D 2D 3D 4D"});
  GameState follow = h;
  ok(h, play("T10"));
  for (const char* c : {"T5", "3H"}) {
    r = refused(h, play(c));
    CHECK(r.code == RefusalCode::MustOverTrump);
    CHECK(r.card == parseCard("T10"));
    says(r, "Il faut jouer un atout plus fort que le 10 d'atout.", "Camille must play a trump higher than trump 10.");
  }
  ok(follow, play("1H"));
  r = refused(follow, play("1D"));
  CHECK(r.code == RefusalCode::MustFollow);
  CHECK(r.suit == Suit::Hearts);
  says(r, "Il faut fournir à cœur, la couleur demandée.", "Hearts were led: Camille must follow suit.");
}
