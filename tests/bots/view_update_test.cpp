// The search's playout views are updated in place (observeInto keeps the cards played it holds); the choices of the
// expert stay those of a fresh Observation per action only if the two are equal field by field. Checked for every
// seat at every step of random deals at 3, 4 and 5 players, with the view cut back and reused as the search does.
#include "engine/observation.h"
#include "engine/random_play.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {

void requireSame(const Observation& a, const Observation& b) {
  REQUIRE(a.seat == b.seat);
  REQUIRE(a.dealer == b.dealer);
  REQUIRE(a.phase == b.phase);
  REQUIRE(a.currentSeat == b.currentSeat);
  REQUIRE(a.hand == b.hand);
  REQUIRE(a.bids == b.bids);
  REQUIRE(a.hasBid == b.hasBid);
  REQUIRE(a.taker == b.taker);
  REQUIRE(a.contract == b.contract);
  REQUIRE(a.called == b.called);
  REQUIRE(a.partner == b.partner);
  REQUIRE(a.chienShown == b.chienShown);
  REQUIRE(a.ecart == b.ecart);
  REQUIRE(a.ecartTrumpsShown == b.ecartTrumpsShown);
  REQUIRE(a.chelemAnnounced == b.chelemAnnounced);
  REQUIRE(a.poignee == b.poignee);
  REQUIRE(a.poigneeShown == b.poigneeShown);
  REQUIRE(a.playedCount == b.playedCount);
  for (int i = 0; i < a.playedCount; ++i) {
    REQUIRE(a.played[i] == b.played[i]);
    REQUIRE(a.playedBy[i] == b.playedBy[i]);
  }
  REQUIRE(a.trickLeader == b.trickLeader);
  REQUIRE(a.trickWinner == b.trickWinner);
  REQUIRE(a.playedSet == b.playedSet);
  REQUIRE(a.legal == b.legal);
  REQUIRE(a.legalPlays == b.legalPlays);
  REQUIRE(a.ecartRule.allowed == b.ecartRule.allowed);
  REQUIRE(a.ecartRule.size == b.ecartRule.size);
  REQUIRE(a.ecartRule.trumpsNeeded == b.ecartRule.trumpsNeeded);
}

}  // namespace

TEST_CASE("Views updated in place equal fresh observations", "[bots][view]") {
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    Observation view;  // reused across deals and seats, as the search reuses its own
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
      GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed * 13);
      Rng rng(seed);
      // Cut back to a point of the line of play, as the search cuts back to the decision's cards at each playout.
      const int keep = int(seed % 7);
      view.playedCount = view.playedCount < keep ? view.playedCount : 0;
      view.playedSet = CardSet();
      for (int i = 0; i < view.playedCount; ++i) view.playedSet.add(view.played[i]);
      if (view.playedCount > 0) { view.playedCount = 0; view.playedSet = CardSet(); }  // another deal: from none
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
        for (int s = 0; s < players; ++s) {
          observeInto(g, (s + g.playedCount()) % players, &view);
          requireSame(view, observe(g, (s + g.playedCount()) % players));
        }
        g.applyUnchecked(randomLegalAction(g, rng));
      }
      observeInto(g, 0, &view);
      requireSame(view, observe(g, 0));
    }
  }
}
