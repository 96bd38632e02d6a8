// A seat's view of the deal: public information plus its own hand, never another seat's cards.
#include "engine/observation.h"

namespace tarot {

Observation observe(const GameState& g, int seat) {
  Observation o;
  const int n = g.rules().players;
  o.rules = g.rules();
  o.seat = seat;
  o.dealer = g.dealer();
  o.phase = g.phase();
  o.currentSeat = g.currentSeat();
  o.hand = g.hand(seat);
  for (int s = 0; s < n; ++s) {
    o.hasBid[s] = g.hasBid(s);
    if (o.hasBid[s]) o.bids[s] = g.bidOf(s);
  }
  const bool biddingOver = g.phase() != Phase::Bidding && g.phase() != Phase::Annulled;
  if (biddingOver) {
    o.taker = g.taker();
    o.contract = g.contract();
  }
  o.called = g.calledCard();
  if (o.called != kNoCard && (g.partnerRevealed() || g.hand(seat).has(o.called) || seat == g.partner() ||
                              g.phase() == Phase::Over))
    o.partner = g.partner();
  const bool chienTaken = biddingOver && g.phase() != Phase::Call &&
                          (g.contract() == Contract::Prise || g.contract() == Contract::Garde);
  if (chienTaken || g.phase() == Phase::Over) o.chienShown = g.chien();
  if (seat == g.taker() || g.phase() == Phase::Over) o.ecart = g.ecart();
  o.ecartTrumpsShown = g.ecart() & CardSet::ofSuit(Suit::Trump);
  o.chelemAnnounced = g.chelemAnnounced();
  for (int s = 0; s < n; ++s) {
    o.poignee[s] = g.poigneeOf(s);
    o.poigneeShown[s] = g.poigneeShown(s);
  }
  o.playedCount = g.playedCount();
  for (int i = 0; i < o.playedCount; ++i) {
    o.played[i] = g.playedCard(i);
    o.playedBy[i] = std::uint8_t(g.playedBy(i));
    o.playedSet.add(o.played[i]);
  }
  const int completed = g.trickCount();
  for (int t = 0; t <= completed && t < kMaxTricks; ++t) {
    if (g.phase() == Phase::Play || g.phase() == Phase::Over) o.trickLeader[t] = std::uint8_t(g.trickLeader(t));
    if (t < completed) o.trickWinner[t] = std::uint8_t(g.trickWinner(t));
  }
  if (o.currentSeat == seat) {
    o.legal = g.legalActions();
    o.legalPlays = g.legalPlays();
    o.ecartRule = g.ecartRule();
  }
  return o;
}

}  // namespace tarot
