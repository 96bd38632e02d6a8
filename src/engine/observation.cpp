// A seat's view of the deal: public information plus its own hand, never another seat's cards.
#include "engine/observation.h"

namespace tarot {

Observation observe(const GameState& g, int seat) {
  Observation o;
  observeInto(g, seat, &o);
  return o;
}

void observeInto(const GameState& g, int seat, Observation* out) {
  Observation& o = *out;
  const int n = g.rules().players;
  o.rules = g.rules();
  o.seat = seat;
  o.dealer = g.dealer();
  o.phase = g.phase();
  o.currentSeat = g.currentSeat();
  o.hand = g.hand(seat);
  for (int s = 0; s < kMaxPlayers; ++s) {
    o.hasBid[s] = s < n && g.hasBid(s);
    o.bids[s] = o.hasBid[s] ? g.bidOf(s) : Contract::Pass;
  }
  const bool biddingOver = g.phase() != Phase::Bidding && g.phase() != Phase::Annulled;
  o.taker = biddingOver ? g.taker() : -1;
  o.contract = biddingOver ? g.contract() : Contract::Pass;
  o.called = g.calledCard();
  o.partner = -1;
  if (o.called != kNoCard && (g.partnerRevealed() || g.hand(seat).has(o.called) || seat == g.partner() ||
                              g.phase() == Phase::Over))
    o.partner = g.partner();
  const bool chienTaken = biddingOver && g.phase() != Phase::Call &&
                          (g.contract() == Contract::Prise || g.contract() == Contract::Garde);
  o.chienShown = chienTaken || g.phase() == Phase::Over ? g.chien() : CardSet();
  o.ecart = seat == g.taker() || g.phase() == Phase::Over ? g.ecart() : CardSet();
  o.ecartTrumpsShown = g.ecart() & CardSet::ofSuit(Suit::Trump);
  o.chelemAnnounced = g.chelemAnnounced();
  for (int s = 0; s < kMaxPlayers; ++s) {
    o.poignee[s] = s < n ? g.poigneeOf(s) : PoigneeSize::None;
    o.poigneeShown[s] = s < n ? g.poigneeShown(s) : CardSet();
  }
  if (o.playedCount > g.playedCount()) {
    o.playedCount = 0;
    o.playedSet = CardSet();
  }
  for (int i = o.playedCount; i < g.playedCount(); ++i) {
    o.played[i] = g.playedCard(i);
    o.playedBy[i] = std::uint8_t(g.playedBy(i));
    o.playedSet.add(o.played[i]);
  }
  o.playedCount = g.playedCount();
  const int completed = g.trickCount();
  const bool playing = g.phase() == Phase::Play || g.phase() == Phase::Over;
  for (int t = 0; t < kMaxTricks; ++t) {
    o.trickLeader[t] = std::uint8_t(playing && t <= completed ? g.trickLeader(t) : 0);
    o.trickWinner[t] = std::uint8_t(t < completed ? g.trickWinner(t) : 0);
  }
  if (o.currentSeat == seat) {
    o.legal = g.legalActions();
    o.legalPlays = g.legalPlays();
    o.ecartRule = g.ecartRule();
  } else {
    o.legal.clear();
    o.legalPlays = CardSet();
    o.ecartRule = EcartRule();
  }
}

}  // namespace tarot
