// The marque of one deal from its summary, as a club scorer computes it (FFT "Décompte des points" and
// "La marque"): S = (25 + margin) x coefficient + poignée + petit au bout x coefficient + chelem, the
// defenders -S each, the taker 3S at 4 players, 2S at 3 players, 2S and the partner S at 5 players (4S alone).
#pragma once
#include "rules.h"
#include <vector>

namespace tarot {

struct ScoreInput {
  int players = 4;
  Contract contract = Contract::Prise;
  int bouts = 0;                         // bouts of the attack, 0..3
  int attackHalfPoints = 0;                // card points of the attack in half points, 0..182
  Camp petitAuBout = Camp::None;           // camp that took the last trick with the Petit in it
  std::vector<PoigneeSize> poignees;       // every poignée shown, by either camp
  bool chelemAnnounced = false;
  Camp chelemMadeBy = Camp::None;          // camp that took every trick
  bool alone = false;                      // 5 players: the taker has no partner
};

struct ScoreResult {
  bool made = false;
  int margin = 0;      // points by which the contract is made (>= 0) or down (> 0), half point to the winner
  int unit = 0;        // S, signed for the attack: each defender scores -unit
  int taker = 0;
  int partner = 0;     // 5 players with a partner; 0 otherwise
  int defender = 0;
};

// Why the summary is impossible (bad counts or combinations), or nullptr.
const char* validate(const ScoreInput& in);
// The marque; `in` must be valid.
ScoreResult score(const ScoreInput& in);

}  // namespace tarot
