// The marque of one deal (FFT "Le calcul des scores", "La marque en donnes libres", and the 3/5-player sections).
#include "engine/scoring.h"

namespace tarot {

const char* validate(const ScoreInput& in) {
  if (in.players < 3 || in.players > 5) return "players must be 3, 4 or 5";
  if (in.contract == Contract::Pass) return "the contract must be prise, garde, garde_sans or garde_contre";
  if (in.bouts < 0 || in.bouts > 3) return "bouts must be between 0 and 3";
  if (in.attackHalfPoints < 0 || in.attackHalfPoints > 182) return "points must be between 0 and 91";
  if (in.poignees.size() > std::size_t(in.players)) return "more poignées than players";
  for (PoigneeSize p : in.poignees)
    if (p == PoigneeSize::None) return "a poignée must be simple, double or triple";
  if (in.alone && in.players != 5) return "a taker plays alone only at 5 players";
  if (in.chelemMadeBy == Camp::Attack && in.bouts == 0 && in.attackHalfPoints < 182 - 9)
    return "a chelem made by the attack leaves the defence at most the Excuse";
  if (in.chelemMadeBy == Camp::Defense && in.attackHalfPoints > 9)
    return "a chelem made by the defence leaves the attack at most the Excuse";
  return nullptr;
}

ScoreResult score(const ScoreInput& in) {
  ScoreResult r;
  const int needed2 = 2 * pointsNeeded(in.bouts);
  const int diff2 = in.attackHalfPoints - needed2;
  r.made = diff2 >= 0;
  // Half points go to the winning camp: 41.5 for 41 is made by 1, 40.5 for 41 is down by 1.
  r.margin = r.made ? (diff2 + 1) / 2 : (-diff2 + 1) / 2;
  const int mult = multiplier(in.contract);
  int s = (25 + r.margin) * mult;
  int poignee = 0;
  for (PoigneeSize p : in.poignees) poignee += poigneeBonus(p);
  s += poignee;
  if (!r.made) s = -s;
  if (in.petitAuBout == Camp::Attack) s += 10 * mult;
  if (in.petitAuBout == Camp::Defense) s -= 10 * mult;
  if (in.chelemAnnounced) s += in.chelemMadeBy == Camp::Attack ? 400 : -200;
  else if (in.chelemMadeBy == Camp::Attack) s += 200;
  if (in.chelemMadeBy == Camp::Defense) s -= 200;
  r.unit = s;
  r.defender = -s;
  if (in.players == 3) r.taker = 2 * s;
  else if (in.players == 4) r.taker = 3 * s;
  else if (in.alone) r.taker = 4 * s;
  else { r.taker = 2 * s; r.partner = s; }
  return r;
}

}  // namespace tarot
