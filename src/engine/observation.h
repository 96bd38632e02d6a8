// A seat's view of a deal: everything that seat may know and nothing more (its own hand, the bids, the chien
// when it is shown, the trumps shown in the écart, the poignées shown, the cards played). Bots and the screen
// see only this; the partner at 5 players stays hidden until the called card is played.
#pragma once
#include "game_state.h"

namespace tarot {

struct Observation {
  Rules rules;
  int seat = 0;
  int dealer = 0;
  Phase phase = Phase::Bidding;
  int currentSeat = -1;
  CardSet hand;

  std::array<Contract, kMaxPlayers> bids{};   // meaningful where hasBid
  std::array<bool, kMaxPlayers> hasBid{};
  int taker = -1;
  Contract contract = Contract::Pass;
  Card called = kNoCard;
  int partner = -1;               // known only once the called card is played, or to the partner himself
  CardSet chienShown;             // prise/garde: the chien, shown to all before the écart
  CardSet ecart;                  // the taker's own écart (empty for the others)
  CardSet ecartTrumpsShown;       // trumps the taker had to discard, shown to the defence
  bool chelemAnnounced = false;
  std::array<PoigneeSize, kMaxPlayers> poignee{};
  std::array<CardSet, kMaxPlayers> poigneeShown{};

  int playedCount = 0;
  std::array<Card, kDeckSize> played{};
  std::array<std::uint8_t, kDeckSize> playedBy{};
  std::array<std::uint8_t, kMaxTricks> trickLeader{};
  std::array<std::uint8_t, kMaxTricks> trickWinner{};
  CardSet playedSet;              // every card already played

  // What the seat may do now (empty when it is not this seat's turn); see GameState::legalActions.
  ActionList legal;
  CardSet legalPlays;
  EcartRule ecartRule;            // when phase is Ecart and it is this seat's turn
};

Observation observe(const GameState& state, int seat);
// The same written into *o, for searches that take a view per action: the cards played that *o already holds (its
// first o->playedCount, with o->playedSet) are taken to be g's first cards, the same line of play, and only the
// later ones are copied. A caller switching to another line of play first cuts o->playedCount (and playedSet) back
// to the common part; when *o holds more cards than g, it starts again from none.
void observeInto(const GameState& state, int seat, Observation* o);

}  // namespace tarot
