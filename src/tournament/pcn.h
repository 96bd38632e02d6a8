// Points de Classement National (chapter 5, "Attribution des PCN et PP"): half the entrants receive PCN; the first
// receives 40 times the tables, each next place an abattement by the number of tables (0.69 at 3 tables, + 0.01 a
// table, 0.95 at most; squared for duos, to the fourth power but not below 0.5 for teams of 4); floor 50, cap 1500
// (3000 for regional championships); ex aequo share their places' PCN, rounded up. And the PP of the regionals.
// A tournament's PCN only when it can be homologated ("Une participation minimum est exigée : donnes libres 11
// joueurs, libre duo 6 duos, libre par 4 5 équipes"; "Les tournois à 5 joueurs ne sont pas homologables"), to
// players affiliated to the FFT only ("pour certains joueurs, si ceux-ci sont affiliés à la FFT").
//
// The indices ("Application des « Indices »"): the grids are printed "sur les bases de l'indice 1"; a regional
// semi-final applies 1.5, a regional final 1.8 (a club's night and a regional qualifier 1). The index multiplies the
// grid's exact figure, 40 x tables x abattement^(place - 1), before it is floored to a whole number, as the printed
// cells are; then "L'attribution minimale de Pcn est fixée à 50 PCN" and the cap (1500 in donnes libres, "3000 PCN
// pour les championnats régionaux en donnes libres": every stage of a regional championship) bound the attribution
// the player receives, so a place below 50 at index 1 may reach more than 50 with the index (3 tables, 4th place:
// 39.42 x 1.8 = 70), and a place at the floor stays there (5th place: 27.20 x 1.8 = 48.96, so 50).
//
// The PP (chapter 5, "PP"; chapter 3 articles 3b, 9b, 15b, 20b): "Pour tous les championnats régionaux en donnes
// libres ... les 3 premiers (joueurs ou formations) se verront attribuer des PP : 3 pour le(s) premier(s), 2 pour
// le(s) deuxième(s) et 1 pour le(s) troisième(s)": the championship's first three are those of its final, so the PP
// go with a tournament marked as a regional final; ex aequo share "la totalité des PP attribués aux places
// correspondantes (arrondi supérieur si non entier)", a duo's or team's PP to each of its players.
#pragma once
#include "tournament/ranking.h"
#include "tournament/refusal.h"
#include <vector>

namespace tarot::tournament {

enum class PcnKind { Individual, Duo, Team4 };

constexpr int kPcnFloor = 50;
constexpr int kPcnCap = 1500;
constexpr int kPcnCapRegional = 3000;

struct PcnEvent {
  PcnKind kind = PcnKind::Individual;
  std::vector<int> sessionTables;  // the tables of each session: the grid counts their sum
  int players = 0;                 // players of the first session (0: four a table of the first session)
  bool regionalChampionship = false;
  int indexTenths = 10;            // the index in tenths: 10, 15 (regional semi-final), 18 (regional final)
};

// The index of a competition level in tenths (10, 10, 15, 18), and whether it is a stage of a regional championship.
int pcnIndexTenths(Competition c);
inline bool regionalLevel(Competition c) { return c != Competition::ClubNight; }

// The abattement as a fraction num / den, exact (the printed cells are floors of exact products).
struct Abattement {
  long long num = 1;
  long long den = 2;
  double value() const { return double(num) / double(den); }
};
Abattement pcnAbattement(PcnKind kind, int tables);

// How many places receive PCN: half the players or duos (rounded down), half the teams of 4 (rounded up).
int pcnPlaces(PcnKind kind, int players);

// The PCN of a place (from 1) for a grid of `tables` tables: floor(40 x tables x abattement^(place - 1) x index),
// computed from the first place, then between the floor and the cap.
int pcnForPlace(PcnKind kind, int tables, int place, int cap = kPcnCap, int indexTenths = 10);

// The attribution of an event, first place first (one figure per place receiving PCN; each player of a team
// receives the team's figure). Empty when the event has no tables.
std::vector<int> pcnAttribution(const PcnEvent& event);

// Ex aequo: places[i] is the place of the entrant ranked i-th (ties share the place of the first of them, as
// 1, 2, 2, 4); each tied entrant receives the sum of the tied places' PCN divided among them, rounded up (a place
// beyond the attribution counts 0). Returns one figure per entrant.
std::vector<int> sharePcn(const std::vector<int>& attribution, const std::vector<int>& places);

// The PP of regional championships: 3, 2 and 1 to the first three places (ties included), 0 after.
int regionalPp(int place);
// The PP of the entrants (duos and teams counting as one), places as for sharePcn: ex aequo share the tied places'
// PP, rounded up (two first: (3 + 2) / 2 = 2.5, so 3 each).
std::vector<int> sharePp(const std::vector<int>& places);

// The homologation's minimum participation: players, duos, teams of 4.
constexpr int kPcnMinPlayers = 11;
constexpr int kPcnMinDuos = 6;
constexpr int kPcnMinTeams = 5;

// A tournament's PCN event: its kind, each session's tables (the tables of the session's first position; the
// start positions for the first session before it starts) and the players of the first session.
PcnEvent pcnEventOf(const State& s);
// Why the tournament cannot be homologated (the draw not made, too few players / duos / teams, a table of 5);
// false when it can.
Rejection pcnHomologation(const State& s);

// The minimums of a regional final (chapter 3), when the settings mark the tournament as one: "Participation de 20
// joueurs minimum" (article 2), "10 équipes [duos] minimum à la première séance de cette finale" (article 8), "5
// équipes minimum à la première séance" (article 14), and for each "Au moins deux séances d'a minima 20 donnes
// chacune". The entrants are those seated at the first session's start (the registered players not withdrawn before
// the draw); a session's deals are its positions times the deals per position. Empty when they are met or the
// tournament is not a regional final; else each shortfall (FinalTooFew, FinalSessions).
constexpr int kFinalMinPlayers = 20;
constexpr int kFinalMinDuos = 10;
constexpr int kFinalMinTeams = 5;
constexpr int kFinalMinSessions = 2;
constexpr int kFinalMinSessionDeals = 20;
std::vector<Rejection> regionalFinalShortfalls(const State& s);

// The PCN of a ranking's lines, the first place first: empty with the refusal when the tournament cannot be
// homologated; else one figure per line (the event's index, floor and cap applied) (0 beyond the places receiving PCN and for a player without a licence),
// ex aequo sharing their places' figures, a duo's or team's figure to each of its players.
struct RankingPcn {
  Rejection refusal;
  std::vector<int> figures;
  std::vector<int> pp;                   // one per line: the PP of a regional final (else every one 0)
  std::vector<int> teams;                // duos and teams: one figure per line of `r.teams` (each licensed player's)
  int unlicensed = 0;                    // players of the places receiving PCN who have no licence
};
RankingPcn tournamentPcn(const State& s, const Ranking& r);

}  // namespace tarot::tournament
