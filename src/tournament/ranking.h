// The rankings of a tournament (FFT chapter 2 "Etablissement des résultats", chapter 3): each player's score per
// position (session coefficients, article 3), penalties (chapter 4, article 26), the recap per orientation and its
// zero-sum checks, the ranking after a position or cumulated, ex aequo by article 29 or shared places, withdrawn
// players last (article 27), team rankings, the carré final's seatings, and what is missing for a console to show.
#pragma once
#include "tournament/document.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::tournament {

// Something the arbitrator must see: a sheet not entered, a sheet whose deals played differ from the settings, a
// position not started, or a position's recap that does not sum to zero.
struct Issue {
  enum class Kind : std::uint8_t { PositionNotStarted, SheetMissing, DealCount, RecapNotZero, CumulNotZero };
  Kind kind = Kind::SheetMissing;
  int position = 0, table = 0;
  int expected = 0, got = 0;             // deals (DealCount), or 0 and the recap's sum (RecapNotZero, CumulNotZero)
  std::string text() const;
};

struct PlayerLine {
  int player = 0;
  int place = 0;
  bool shared = false;                   // the place is shared with the line before or after
  long points = 0;                       // the positions' scores (with their coefficients) less penalties and late
  std::vector<int> positionScores;       // per position of the range, with its coefficient; 0 when not seated
  std::vector<bool> seated;
  int penalties = 0;                     // chapter 4's penalties (cancelled ones and warnings count nothing)
  int late = 0;                          // article 26's late arrival (cumulated rankings only, not a position's)
  int bestPosition = 0;                  // article 29: the best score on a position
  int contractsMade = 0, gardeSansMade = 0, gardeContreMade = 0;
  int stage = -1;                        // the furthest session (or carré final) played; -1: never seated
  bool withdrawn = false;
};

// "Tableau récapitulatif des scores", one per orientation (chapter 2, "A la main"): each player seated there at the
// position, their score of the position and their cumul ("Cumul des scores des deux premières positions de chaque
// joueur"), then the totals of negatives and positives of the position and of the cumuls. The rulebook's checks: the
// positives and negatives of the position sum to zero, and so do those of the cumuls ("additionner le résultat de
// ces deux cumuls : positifs et ensuite négatifs. Le total de ces 2 nombres doit être égal à zéro").
struct RecapLine {
  int player = 0;                        // 0: a bot's seat (online positions)
  int orientation = 0;
  int score = 0;                         // the position's bilan (the sheet's, without coefficient)
  int cumul = 0;                         // the player's running total of bilans up to this position
};
struct OrientationRecap {
  int negatives = 0, positives = 0, cumulNegatives = 0, cumulPositives = 0;
};
struct PositionRecap {
  int position = 0;
  std::vector<RecapLine> lines;          // by orientation, then player
  std::array<OrientationRecap, 5> orientation{};
  int absentCumul = 0;                   // the cumuls of players not seated at this position (withdrawn...) and of
                                         // the bots' seats, so that every cumul is counted
  int sum = 0, cumulSum = 0;             // both zero when the sheets are right
};

struct TeamLine {
  std::string team;
  std::vector<int> players;
  long points = 0;                       // the sum of its players' points
  int place = 0;
  bool shared = false;
  int bestPosition = 0;                  // article 29 for the team: its players' sum on its best position, then the
  int contractsMade = 0, gardeSansMade = 0, gardeContreMade = 0;  // contracts made by its players
  bool withdrawn = false;                // one of its players withdrew: the team is ranked last (article 27)
};

struct Ranking {
  int first = 1, last = 0;               // the positions counted
  std::vector<PlayerLine> lines;         // in order of place
  std::vector<TeamLine> teams;           // team tournaments
  std::vector<PositionRecap> recap;
  std::vector<Issue> issues;
};

// The ranking cumulated over positions 1..last (the final ranking with last = the settings' positions).
Ranking rankAfter(const State& s, int last);
// The ranking of one position alone (its penalties only: a late arrival and the tournament's penalties count in the
// cumulated rankings, not in position 1's).
Ranking rankPosition(const State& s, int position);
// The cumulated ranking with article 29's order whatever the settings' ties, for a cut (an elimination, the carré
// final's finalists): shared places would not say who continues.
Ranking rankForCut(const State& s, int last);

// Article 3: the coefficient, in hundredths, allowed after eliminating `percent` of the players (100 below 10 %).
int coefficientForElimination(int percent);
// Article 3: "Il est possible d'appliquer un coefficient entre 2 séances (ou 2 positions) à condition d'éliminer au
// moins un pourcentage des participants": starting `position` with `seating`, the first position of a session whose
// coefficient is above 100 must seat few enough of the previous position's players (refused with the coefficient,
// the percent eliminated and the coefficient it allows).
Rejection sessionCoefficientCheck(const State& s, int position, const PositionSeating& seating);
// Points times a coefficient in hundredths, rounded to the nearest (halves away from zero).
int applyCoefficient(int points, int coefficient);
// Article 26: 100 points per fraction of 5 minutes late.
int latePenalty(int minutes);

// The carré final's start positions as printed for 16 finalists (1 position of 4 deals) and 20 finalists (5
// positions of 1 deal): places 1..finalists at each table's N, S, E, W; empty for another count.
PositionSeating carreFinalPlaces(int finalists);
// The same with the players of the ranking's first places.
PositionSeating carreFinalSeating(const Ranking& r, int finalists);

}  // namespace tarot::tournament
