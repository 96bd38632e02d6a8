// The endgame solver against plain minimax over GameState (the engine's own rules and scoring) on seeded random
// endings at 3, 4 and 5 players: the same value, exactly, for the position and after each legal card.
#include "bots/endgame.h"
#include "bots/random_bot.h"
#include "engine/random_play.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;

namespace {

struct Coverage {
  int positions = 0, excuseLeft = 0, petitLeft = 0, oneCampAllTricks = 0, midTrick = 0, chelemAnnounced = 0,
      alone = 0, partner = 0;
};

// A deal played (random bids, call, écart; cards half random, half "strong for the attack" so that chelems and the
// Excuse's last-trick rules come up) until `left` tricks remain, plus `extra` cards of the next trick.
bool makeEnding(int players, std::uint64_t seed, int left, int extra, GameState* out) {
  Rules rules;
  rules.players = players;
  Rng rng(seed * 2654435761ull + 17);
  GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed);
  RandomBot random(seed);
  const bool strong = rng.below(2) == 0;
  if (strong && rng.below(2) == 0) {
    // A taker (the first to speak) holding the top trumps, the Excuse and often the Petit: chelems come up.
    const int taker = (g.dealer() + 1) % players;
    std::array<CardSet, kMaxPlayers> hands{};
    for (int s = 0; s < players; ++s) hands[s] = g.hand(s);
    CardSet chien = g.chien();
    CardSet want = CardSet::single(kExcuse);
    const int top = 6 + int(rng.below(std::uint32_t(rules.handSize() - 7)));
    for (int t = 21; t > 21 - top; --t) want.add(trumpCard(t));
    if (rng.below(2) == 0) want.add(kPetit);
    for (CardSet w = want - hands[taker]; !w.empty();) {
      const Card c = w.pop();
      const Card out = (hands[taker] - want).first();
      if (out == kNoCard) break;
      hands[taker].remove(out);
      hands[taker].add(c);
      bool moved = false;
      for (int s = 0; s < players && !moved; ++s)
        if (s != taker && hands[s].has(c)) { hands[s].remove(c); hands[s].add(out); moved = true; }
      if (!moved) { chien.remove(c); chien.add(out); }
    }
    if (GameState::fromCards(rules, g.dealer(), hands, chien, &g) != nullptr) return false;
    if (g.phase() != Phase::Bidding) return false;
  }
  while (g.phase() != Phase::Play || g.awaitingPoignee()) {
    if (g.phase() == Phase::Over || g.phase() == Phase::Annulled) return false;
    if (g.phase() == Phase::Bidding) {
      // Someone takes: the first seat that speaks bids a random contract, the others pass.
      const ActionList legal = g.legalActions();
      const bool first = legal.size() == 5;
      g.applyUnchecked(first ? legal[1 + int(rng.below(4))] : Action::bid(Contract::Pass));
      continue;
    }
    if (g.phase() == Phase::Chelem) { g.applyUnchecked(Action::chelem(rng.below(4) == 0)); continue; }
    g.applyUnchecked(random.decide(observe(g, g.currentSeat())));
  }
  const int stop = (rules.tricks() - left) * players + extra;
  while (g.playedCount() < stop && g.phase() == Phase::Play) {
    if (g.awaitingPoignee()) { g.applyUnchecked(random.decide(observe(g, g.currentSeat()))); continue; }
    const CardSet legal = g.legalPlays();
    Card c;
    if (strong) {
      // The attack plays its strongest card, the defence its weakest (the Excuse kept for the end).
      const bool attack = g.campOf(g.currentSeat()) == Camp::Attack;
      const CardSet pool = legal.size() > 1 ? legal - CardSet::single(kExcuse) : legal;
      Card pick = pool.first();
      for (CardSet m = pool; !m.empty();) {
        const Card x = m.pop();
        const int kx = isTrump(x) ? 100 + x : rankOf(x), kp = isTrump(pick) ? 100 + pick : rankOf(pick);
        if (attack ? kx > kp : kx < kp) pick = x;
      }
      c = pick;
    } else {
      c = randomCard(legal, rng);
    }
    g.playCard(c);
  }
  if (g.phase() != Phase::Play || g.awaitingPoignee()) return false;
  *out = g;
  return true;
}

}  // namespace

TEST_CASE("Endgame solver: the exact minimax value on random endings", "[bots][endgame]") {
  Coverage cov;
  EndgameSolver solver(12);  // a small table, so that slots are shared and overwritten
  for (int players = 3; players <= 5; ++players) {
    const int maxLeft = players == 5 ? 3 : players == 4 ? 3 : 4;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      const int left = 1 + int(seed % std::uint64_t(maxLeft));
      const int extra = int((seed / 3) % std::uint64_t(players));
      GameState g;
      if (!makeEnding(players, seed, left, extra, &g)) continue;
      REQUIRE(EndgameSolver::solvable(g));
      INFO("players " << players << " seed " << seed << " tricks left " << left << " extra " << extra);
      const int expected = endgameMinimax(g);
      CHECK(solver.solve(g) == expected);
      // Each card: the value of the position after it.
      for (const auto& [card, value] : solver.solveEach(g)) {
        GameState child = g;
        child.playCard(card);
        CHECK(value == endgameMinimax(child));
      }
      ++cov.positions;
      bool any = false;
      for (int s = 0; s < players; ++s) any = any || g.hand(s).has(kExcuse);
      cov.excuseLeft += any;
      bool petit = false;
      for (int s = 0; s < players; ++s) petit = petit || g.hand(s).has(kPetit);
      cov.petitLeft += petit;
      int attackTricks = 0;
      for (int t = 0; t < g.trickCount(); ++t) attackTricks += g.campOf(g.trickWinner(t)) == Camp::Attack;
      cov.oneCampAllTricks += attackTricks == 0 || attackTricks == g.trickCount();
      cov.midTrick += extra > 0;
      cov.chelemAnnounced += g.chelemAnnounced();
      if (players == 5) (g.partner() >= 0 ? cov.partner : cov.alone) += 1;
    }
  }
  CHECK(cov.positions >= 300);
  CHECK(cov.excuseLeft >= 30);
  CHECK(cov.petitLeft >= 20);
  CHECK(cov.oneCampAllTricks >= 20);
  CHECK(cov.midTrick >= 100);
  CHECK(cov.chelemAnnounced >= 30);
  CHECK(cov.partner >= 30);
  CHECK(cov.alone >= 1);
  INFO("positions " << cov.positions << " excuse " << cov.excuseLeft << " mid " << cov.midTrick << " chelem " << cov.chelemAnnounced << " alone " << cov.alone << " partner " << cov.partner << " petit " << cov.petitLeft << " one camp " << cov.oneCampAllTricks);
  CHECK(solver.nodes() > 0);  // (594 positions when written: 250 with the Excuse left, 55 with one camp on every trick)
}

TEST_CASE("Endgame solver: seat scores follow the unit as the engine scores the deal", "[bots][endgame]") {
  for (int players = 3; players <= 5; ++players)
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      Rules rules;
      rules.players = players;
      Rng rng(seed);
      GameState g = GameState::deal(rules, 0, seed);
      playOutRandomly(g, rng);
      if (g.phase() != Phase::Over) continue;
      const DealResult r = g.result();
      const int unit = score(g.scoreSummary()).unit;
      for (int s = 0; s < players; ++s) CHECK(EndgameSolver::seatScore(g, s, unit) == r.scores[s]);
    }
}
