// The chapter 4 penalties' points and names.
#include "tournament/penalties.h"

namespace tarot::tournament {

int penaltyPoints(PenaltyKind kind) {
  switch (kind) {
    case PenaltyKind::RepeatedFault: return 100;
    case PenaltyKind::FausseDonne: return 100;
    case PenaltyKind::LostSheet: return 400;
    case PenaltyKind::Phone: return 500;
    case PenaltyKind::Warning:
    case PenaltyKind::Free: break;
  }
  return 0;
}

const char* penaltyKindName(PenaltyKind kind) {
  switch (kind) {
    case PenaltyKind::Warning: return kWarningKind;
    case PenaltyKind::RepeatedFault: return "recidive";
    case PenaltyKind::FausseDonne: return "fausse_donne";
    case PenaltyKind::LostSheet: return "feuille_disparue";
    case PenaltyKind::Phone: return "telephone";
    case PenaltyKind::Free: return "libre";
  }
  return "libre";
}

bool penaltyKindOf(const std::string& name, PenaltyKind* out) {
  for (PenaltyKind k : kPenaltyKinds)
    if (name == penaltyKindName(k)) return *out = k, true;
  return false;
}

Penalty standardPenalty(PenaltyKind kind, int player, int position, const std::string& reason, int points) {
  Penalty p;
  p.article = "chapitre 4";
  p.player = player;
  p.position = position;
  p.reason = reason;
  p.kind = penaltyKindName(kind);
  p.points = kind == PenaltyKind::Free ? points : penaltyPoints(kind);
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
