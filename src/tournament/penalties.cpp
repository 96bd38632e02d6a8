// The chapter 4 penalties' points and names.
#include "tournament/penalties.h"

namespace tarot::tournament {

Penalty standardPenalty(PenaltyKind kind, int player, int position, const std::string& reason) {
  Penalty p;
  p.article = "chapitre 4";
  p.player = player;
  p.position = position;
  p.reason = reason;
  switch (kind) {
    case PenaltyKind::RepeatedFault: p.kind = "recidive"; p.points = 100; break;
    case PenaltyKind::LostSheet: p.kind = "feuille_disparue"; p.points = 400; break;
    case PenaltyKind::Phone: p.kind = "telephone"; p.points = 500; break;
  }
  return p;
}

std::vector<Penalty> lostSheetPenalties(const State& s, int position, int table, const std::string& reason) {
  std::vector<Penalty> out;
  const PositionState* ps = s.position(position);
  if (!ps || table < 1 || table > int(ps->seating.size())) return out;
  for (int player : ps->seating[std::size_t(table - 1)].seat)
    if (player) out.push_back(standardPenalty(PenaltyKind::LostSheet, player, position, reason));
  return out;
}

}  // namespace tarot::tournament
