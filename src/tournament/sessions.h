// Sessions and the carré final: the elimination between two sessions (chapter 3, article 3: "appliquer un coefficient
// entre 2 séances (ou 2 positions) à condition d'éliminer au moins un pourcentage des participants", 10 % → 1.10 …
// 50 % → 1.30), the next session's first seating, the carré final seated from the qualifying ranking by the printed
// start positions (chapter 2, "Tournoi à grosse dotation": 16 finalists for one position of 4 deals, 20 finalists for
// "5 positions de UNE donne" with the normal rotation S + 1, E + 2, O − 2), and the deals of each position.
#pragma once
#include "tournament/document.h"
#include <vector>

namespace tarot::tournament {

// Whether the player plays `position`: registered, not withdrawn before it (article 27), not eliminated before it.
bool playsAt(const State& s, int player, int position);

// The deals of a position: the carré final's `finalDeals` from its first position (when set), else dealsPerPosition.
int dealsAt(const Settings& s, int position);

// The players in the order of a ranking seated as the printed starts of the carré final place the finalists: the
// first T (T tables) North of tables 1..T, the next T South, then East, then West; with a count that is not a
// multiple of 4, the highest tables lose their North (tables of 3) or, with tables of 5, take a Fifth last. Empty when
// the count cannot be seated.
PositionSeating rankedStart(const std::vector<int>& order, bool tablesOf5);

// What "Nouvelle séance" proposes once a position is closed: the ranking's best `keep` continue, the others are
// eliminated, and the coefficient the percentage eliminated earns. The cut follows article 29 (ex aequo on points are
// split by the best position, then the contracts made, then garde contre and garde sans made); the players on the
// points of the last one kept, on both sides of the cut, are named for the arbitrator.
struct EliminationPlan {
  int afterPosition = 0;            // the position just closed, the last of the session
  int playing = 0;                  // the players of that session still playing
  std::vector<int> kept, eliminated;  // in the ranking's order
  std::vector<int> tiedAtCut;       // on the points of the last kept player, kept and eliminated, in order
  bool tieUnbroken = false;         // article 29 itself leaves the last kept and the first eliminated equal
  int percent = 0;                  // eliminated * 100 / playing, rounded down
  int coefficient = 100;            // the coefficient it earns (coefficientForElimination)
  PositionSeating start;            // the next session's first seating (rankedStart of the players kept)
  Rejection refusal;                // why no elimination now (then the rest is empty)
};
EliminationPlan planElimination(const State& s, int keep);

// The "eliminate" event: {"after_position", "coefficient", "eliminated": [players], "seating": the next session's
// first seating}. `coefficient` is the one the arbitrator confirms (at most the plan's; 100 for none).
Event eliminationEvent(const EliminationPlan& plan, int coefficient);
// Its application (document.cpp's replay): checked first (the position closed and the last started, players still
// playing, the kept ones all seated and only they, the coefficient earned), then the players eliminated, the session
// added to the settings from afterPosition + 1 and the elimination kept.
Rejection applyElimination(State* s, const Event& e);
// The cancellation of the elimination after `afterPosition` (document.cpp's "cancel" of an "eliminate" event): refused
// once the next session has started; else the players play again and the session's coefficient goes.
Rejection cancelElimination(State* s, int afterPosition);

// A start of the movement after the draw: the session after an elimination or the carré final. The seating of its
// first position (as started, else as it will be seated), from which the movement goes on.
struct StageStart {
  int firstPosition = 1;
  int lastPosition = 0;             // the stage's last position (before the next stage, else the settings' last)
  bool final = false;
  PositionSeating start;
  Rejection refusal;                // the carré final cannot be seated (too few players ranked)
};
// The stage `position` belongs to: the draw's (first position 1, start the draw) or a later one.
StageStart stageAt(const State& s, int position);

}  // namespace tarot::tournament
