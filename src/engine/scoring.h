// The marque of one deal from its summary, as a club scorer computes it (FFT "Décompte des points" and
// "La marque"): S = (25 + margin) x coefficient + poignée + petit au bout x coefficient + chelem, the
// defenders -S each, the taker 3S at 4 players, 2S at 3 players, 2S and the partner S at 5 players (4S alone).
#pragma once
#include "rules.h"
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace tarot {

// The poignées shown in one deal, at most one per seat, in a fixed-capacity list (the search scores a deal per
// playout: no allocation).
class PoigneeList {
 public:
  PoigneeList() = default;
  PoigneeList(std::initializer_list<PoigneeSize> list) { for (PoigneeSize p : list) push_back(p); }
  PoigneeList(const std::vector<PoigneeSize>& list) { for (PoigneeSize p : list) push_back(p); }
  void push_back(PoigneeSize p) { if (size_ < kMaxPlayers) items_[size_++] = p; }
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  PoigneeSize operator[](int i) const { return items_[i]; }
  const PoigneeSize* begin() const { return items_; }
  const PoigneeSize* end() const { return items_ + size_; }
  bool operator==(const PoigneeList& o) const {
    if (size_ != o.size_) return false;
    for (int i = 0; i < size_; ++i)
      if (items_[i] != o.items_[i]) return false;
    return true;
  }
  bool operator!=(const PoigneeList& o) const { return !(*this == o); }

 private:
  PoigneeSize items_[kMaxPlayers] = {};
  int size_ = 0;
};

struct ScoreInput {
  int players = 4;
  Contract contract = Contract::Prise;
  int bouts = 0;                         // bouts of the attack, 0..3
  int attackHalfPoints = 0;                // card points of the attack in half points, 0..182
  Camp petitAuBout = Camp::None;           // camp that took the last trick with the Petit in it
  PoigneeList poignees;                    // every poignée shown, by either camp
  bool chelemAnnounced = false;
  Camp chelemMadeBy = Camp::None;          // camp that took every trick
  bool alone = false;                      // 5 players: the taker has no partner
};

// The chelem line of the marque (FFT "Le chelem"): announced and made +400, made unannounced +200, announced and
// failed -200; the defence's chelem is +200 to each defender whatever the taker announced.
enum class ChelemOutcome : std::uint8_t { None, AnnouncedMade, Made, AnnouncedFailed, Defense };
// The one classification of a deal's chelem, for played deals, scorer entries and records alike.
constexpr ChelemOutcome chelemOutcome(bool announced, Camp madeBy) {
  if (madeBy == Camp::Defense) return ChelemOutcome::Defense;
  if (announced) return madeBy == Camp::Attack ? ChelemOutcome::AnnouncedMade : ChelemOutcome::AnnouncedFailed;
  return madeBy == Camp::Attack ? ChelemOutcome::Made : ChelemOutcome::None;
}

// Why no deal can give a summary. The cards behind these rules: each bout and king is 4.5 points, a queen 3.5, a
// cavalier 2.5, a valet 1.5, every other card 0.5 (91 in all); the attack counts the cards of its tricks, the écart
// (prise, garde) or the chien (garde sans), and the Excuse its player keeps against a half point ("L'excuse").
enum class SummaryRefusal : std::uint8_t {
  None,
  Players,                  // not 3, 4 or 5
  Contract,                 // pass
  BoutsRange,               // not 0..3
  PointsRange,              // not 0..91 in half points
  PoigneeSize,              // a poignée of size None
  PoigneeTrumps,            // the poignées shown need more than the 21 trumps and the Excuse
  AloneNotFive,             // a taker alone at 3 or 4 players
  HalfPointAtFour,          // x.5 points at 4 players: each camp holds an even number of cards
  FullPointsWithoutChelem,  // 91 points without the attack's chelem
  PetitAuBoutAfterChelem,   // the Petit au bout of the camp that took no trick
  PetitAuBoutBouts,         // the attack's Petit au bout with no bout, or the defence's with all three
  BoutsAbovePoints,         // the points are possible only with fewer bouts (4.5 each)
  PointsAboveBouts,         // the points are possible only with more bouts (the defence's are worth too much)
  AttackChelemPoints,       // after the attack's chelem the defence holds more than the Excuse (and contre chien)
  DefenseChelemPoints,      // after the defence's chelem the attack holds more than its écart or chien and Excuse
  NoSuchDeal,               // no share of the cards gives these points, whatever the bouts
};
// A short English sentence for the refusal; nullptr for None.
const char* summaryRefusalText(SummaryRefusal r);

struct ScoreResult {
  bool made = false;
  int margin = 0;      // points by which the contract is made (>= 0) or down (> 0), half point to the winner
  int unit = 0;        // S, signed for the attack: each defender scores -unit
  int taker = 0;
  int partner = 0;     // 5 players with a partner; 0 otherwise
  int defender = 0;
  int poigneeBonus = 0;  // sum of the poignées shown (20/30/40 each), to the winning camp
  ChelemOutcome chelem = ChelemOutcome::None;
};

// Whether a real deal can give this summary (the scorer's entry, `tarot-cli score`); None when one can.
SummaryRefusal checkSummary(const ScoreInput& in);
// checkSummary's reason as a sentence, or nullptr when the summary is possible.
const char* validate(const ScoreInput& in);
// The marque; `in` must be valid.
ScoreResult score(const ScoreInput& in);

}  // namespace tarot
