// Counts heap allocations (global operator new replaced by a counting one) and requires none in the hot loops:
// a random playout, and every searched decision of the expert after its set-up (begin): the samples, the playouts
// with the rule bot's views, the endgame solves and the choice (think until done). A small program of its own so
// that replacing operator new touches nothing else. Prints what it checked; exits 1 on any allocation.
#include "bots/search_bot.h"
#include "engine/random_play.h"
#include <cstdio>
#include <cstdlib>
#include <new>

namespace {
long long gAllocations = 0;
bool gCounting = false;
}  // namespace

void* operator new(std::size_t size) {
  if (gCounting) ++gAllocations;
  if (void* p = std::malloc(size ? size : 1)) return p;
  std::abort();
}
void* operator new[](std::size_t size) { return operator new(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

using namespace tarot;

namespace {

int failures = 0;

void expectNone(const char* what, long long allocations) {
  if (allocations != 0) {
    std::printf("FAIL: %s: %lld heap allocations\n", what, allocations);
    ++failures;
  }
}

// Random playouts (the engine's fast path and the action-by-action path with legal action lists and checks).
void randomPlayouts(int players) {
  Rules rules;
  rules.players = players;
  long long deals = 0;
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    GameState g = GameState::deal(rules, int(seed % std::uint64_t(players)), seed);
    GameState h = g;
    Rng rng(seed), rng2(seed + 1);
    gAllocations = 0;
    gCounting = true;
    playOutRandomly(g, rng);
    while (h.phase() != Phase::Over && h.phase() != Phase::Annulled) {
      const ActionList legal = h.legalActions();
      const Action a = randomLegalAction(h, rng2);
      if (h.check(a) || (h.phase() != Phase::Ecart && legal.empty())) ++failures;
      h.applyUnchecked(a);
    }
    const DealResult r = h.result();
    gCounting = false;
    deals += r.annulled == Annulment::None ? 1 : 0;
    expectNone("random playout", gAllocations);
  }
  std::printf("%d players: %lld random deals played out, no allocation\n", players, deals);
}

// Every decision of whole deals played by the expert: set-up allowed, then no allocation until the choice.
void searchDecisions(int players, int dealsToPlay) {
  Rules rules;
  rules.players = players;
  SearchSettings settings = expertSettings();
  settings.workBudget = 2000;  // a short search: the same loop, fewer turns
  long long decisions = 0, units = 0;
  for (int d = 1; d <= dealsToPlay; ++d) {
    GameState g = GameState::deal(rules, d % players, std::uint64_t(d) * 31);
    SearchBot bot(std::uint64_t(d), settings);
    while (g.phase() != Phase::Over && g.phase() != Phase::Annulled) {
      const Observation o = observe(g, g.currentSeat());
      bot.begin(o);
      gAllocations = 0;
      gCounting = true;
      while (!bot.think(1e9)) {}
      const Action a = bot.result();
      gCounting = false;
      expectNone("a searched decision after its set-up", gAllocations);
      if (g.apply(a)) { std::printf("FAIL: illegal action\n"); ++failures; break; }
      ++decisions;
      units += bot.unitsSpent();
    }
  }
  std::printf("%d players: %lld expert decisions (%lld work units), no allocation after set-up\n", players, decisions,
              units);
}

}  // namespace

int main() {
  // The counter itself must see an allocation, or the test could not fail.
  gCounting = true;
  int* probe = new int(7);
  gCounting = false;
  delete probe;
  if (gAllocations != 1) { std::printf("FAIL: the counting operator new is not in use\n"); return 1; }
  for (int players = 3; players <= 5; ++players) randomPlayouts(players);
  for (int players = 3; players <= 5; ++players) searchDecisions(players, 3);
  std::printf(failures == 0 ? "ok\n" : "%d failures\n", failures);
  return failures == 0 ? 0 : 1;
}
