// Undo as the match does it (deal again from the seed and replay every action but the last), checked the way
// OpenSpiel's RandomSimTestWithUndo checks it: at every step of thousands of random deals at 3, 4 and 5 players,
// the state rebuilt without the last action equals the state before it and differs from the state after it, and
// playing the action again gives the state after it.
#include "engine/random_play.h"
#include <catch2/catch_test_macros.hpp>
#include <vector>

using namespace tarot;

namespace {

GameState replay(const Rules& rules, int dealer, std::uint64_t seed, const std::vector<Action>& actions, size_t count) {
  GameState g = GameState::deal(rules, dealer, seed);
  for (size_t i = 0; i < count; ++i) g.applyUnchecked(actions[i]);
  return g;
}

}  // namespace

TEST_CASE("GameState equality: undo by replay then the same action again gives equal states", "[engine][undo][battery]") {
  for (int players = 3; players <= 5; ++players) {
    Rules rules;
    rules.players = players;
    long long steps = 0;
    for (int seed = 1; seed <= 1000; ++seed) {
      const int dealer = seed % players;
      const std::uint64_t dealSeed = std::uint64_t(seed) * 104729 + std::uint64_t(players);
      GameState g = GameState::deal(rules, dealer, dealSeed);
      REQUIRE(g == GameState::deal(rules, dealer, dealSeed));
      REQUIRE(g != GameState::deal(rules, dealer, dealSeed + 1));
      Rng rng(std::uint64_t(seed) * 31 + 5);
      std::vector<Action> actions;
      while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
        const Action a = randomLegalAction(g, rng);
        const GameState before = g;
        REQUIRE(!g.apply(a));
        actions.push_back(a);
        INFO(players << " players, seed " << seed << ", step " << actions.size() << ": " << describe(a));
        GameState undone = replay(rules, dealer, dealSeed, actions, actions.size() - 1);
        REQUIRE(undone == before);
        REQUIRE(undone != g);
        REQUIRE(!undone.apply(a));
        REQUIRE(undone == g);
        ++steps;
      }
    }
    CHECK(steps > 1000 * rules.tricks() * players);
  }
}
