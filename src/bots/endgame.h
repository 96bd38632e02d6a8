// Exact play of the last tricks of a deal whose every hand is known (one sampled deal of the expert's search, or the
// true deal for the oracle): alpha-beta over the cards still to play, the attack (taker and partner) maximising and
// the defence minimising the deal's unit S (what each defender pays: card points against the need set by the
// attack's bouts, the contract's coefficient, poignées, petit au bout and chelem, exactly as GameState::result
// scores it). The Excuse follows the FFT rule (kept by its camp against a half point, lost in the last trick, winning
// it when led by a camp that took every other trick), the Petit au bout counts in the last trick (or the one before
// when the Excuse wins the last), and at 5 players the partner is the holder of the called card.
//
// A transposition table is kept at the start of each trick: there the hands are the solve's root hands less the
// cards played, so the key is the set of cards left, the leader and what the tricks already played have given the
// attack (half points, bouts, whether one camp took every trick, where the Petit went). Cards of one hand that no
// card of another hand or of the trick separates and that are worth the same are played once (they are equivalent).
#pragma once
#include "engine/game_state.h"
#include <cstdint>
#include <vector>

namespace tarot {

class EndgameSolver {
 public:
  explicit EndgameSolver(int tableBits = 16);

  // Whether `g` can be solved: the Play phase after the first trick, no poignée pending.
  static bool solvable(const GameState& g);
  // The unit S of the deal (signed for the attack) under perfect play by both camps from `g` (solvable(g)).
  int solve(const GameState& g);
  // The same within `maxNodes` search nodes: false (and nothing kept in the table) when it needs more, so that a
  // caller thinking in slices of a few milliseconds is never held longer.
  bool solveWithin(const GameState& g, long long maxNodes, int* unit);
  // The same after each legal card of the current seat, one value per card (ascending card order); the TT is shared.
  std::vector<std::pair<Card, int>> solveEach(const GameState& g);

  // Search nodes (cards played) since construction: the solver's share of the expert's work units.
  long long nodes() const { return nodes_; }

  // What a seat scores for a unit S: S times 2, 3 or 4 for the taker (2 with a partner at 5 players), S for the
  // partner, -S for a defender (scoring.h).
  static int seatScore(const GameState& g, int seat, int unit);

  // The solver's own view of a position, for the tests that it and the engine agree: the cards it may play for the
  // seat to move (before merging equivalent cards), and the seat to lead after that seat plays `c` (the trick's
  // taker when `c` completes it). Both rebuild the trick in progress from g's cards played (solvable(g)).
  static CardSet movesAt(const GameState& g);
  static int nextSeatAfter(const GameState& g, Card c);

 private:
  struct Entry {
    std::uint64_t lo = 0, hi = 0;  // cards left
    std::uint32_t extra = 0;       // leader, points, bouts, chelem flags, petit; 0 = empty
    std::uint32_t gen = 0;
    std::int16_t lower = 0, upper = 0;
    std::uint8_t best = kNoCard;
  };
  struct Node;
  void load(const GameState& g);
  int search(Node& s, int alpha, int beta);
  int leaf(const Node& s) const;

  std::vector<Entry> table_;
  std::uint64_t mask_;
  std::uint32_t gen_ = 0;
  long long nodes_ = 0;
  long long stopAt_ = -1;  // nodes_ at which the search gives up (-1: never)
  bool aborted_ = false;
  // The solve's fixed facts.
  int players_ = 4;
  int tricks_ = 18;
  std::uint8_t attackSeats_ = 0;
  std::array<CardSet, kMaxPlayers> rootHands_{};
  Contract contract_ = Contract::Pass;
  bool chelemAnnounced_ = false;
  int poigneeBonus_ = 0;  // the poignées shown, summed
};

// Reference for tests: plain minimax over GameState (every legal card, no pruning, no table), the same value.
int endgameMinimax(const GameState& g, long long* nodes = nullptr);

}  // namespace tarot
