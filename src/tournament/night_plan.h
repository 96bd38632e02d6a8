// The seating of each position of a club's night, decided once for every screen (the console, the server's desk, the
// command-line tool): the movement the settings name (chapter 2, "Mouvements des joueurs": the rulebook's FFT movement
// for the tables drawn, a random seating, the best against the best), teams seated by the team movement from its
// second position ("Tournoi en donnes libres par équipes"), the players' numbers given to the players drawn (article
// 25), the seats of players who withdrew (article 27) left empty and every table kept at 3 to 5 players, players not
// drawn seated where a seat is free; and the warnings the arbitrator sees before the position starts.
#pragma once
#include "tournament/document.h"
#include "tournament/night_warnings.h"
#include <vector>

namespace tarot::tournament {

// One position as the night will seat it, and what the arbitrator must know first.
struct PositionPlan {
  int position = 0;
  PositionSeating seating;
  std::vector<Warning> warnings;  // the seats changed (swaps, moves) first, then meetings, teammates, tables of 3
  int tables = 0;                 // the tables drawn, and the positions the rulebook's movement has for them
  int maxPositions = 0;           // (for teams, those played: one fewer)
  Rejection refusal;              // why the position cannot be seated (then the rest is empty)
};

// The seating of `position` (from 1): no refusal, or why not (no draw yet, no such position, no movement fits).
Rejection positionSeating(const State& s, int position, PositionSeating* out);

// The position's seating and its warnings, compared with the positions already started (for `position` beyond the
// next, the positions between are the night's plan).
PositionPlan planPosition(const State& s, int position);

// The number each player keeps through the movement of the position's stage (chapter 2: with the Howell movement
// "le joueur n'a pas une orientation et une table de départ mais un numéro qu'il conserve tout au long du tournoi";
// the FFT movement numbers the start seats 4t-3 .. 4t at table t the same way), by player (index = player id; 0 for
// none); empty when there is no draw yet or no movement fits.
std::vector<int> playerNumbers(const State& s, int position);

// Each player's team as a number (teams numbered in order of first registration; 0 in an individual tournament).
TeamOf teamsOf(const State& s);

// The movement named for a position ("fft" when the settings list none).
std::string movementOf(const Settings& s, int position);

}  // namespace tarot::tournament
