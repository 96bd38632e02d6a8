// A championship: a rule over some nights of a season, chosen from the forms clubs keep and the rulebook's
// chapter 3 — the sum of points, places scored by a table of points per place, the best k nights of n, the sum of
// PCN (chapter 5), qualification for a final, the regional championship in stages (articles 2-3, 8-9, 14-15: the
// final's minimums, a coefficient between stages only for the players eliminated) and team championships with the
// séries rule (interclubs). Computed from the nights each time (a corrected or annulled night changes it at once),
// and every line traces to the nights it comes from. No I/O, no clock.
#pragma once
#include "tournament/document.h"
#include "tournament/refusal.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::season {

struct Season;
struct Register;

// What a night scores for a player (or a team): its points, its place through a table of points per place, or its
// PCN.
enum class Score : std::uint8_t { Points, Places, Pcn };
// The championship's form: nights scored and summed (the best k of them when asked), or the regional championship
// in stages (the nights are its stages in order, its last the final).
enum class Form : std::uint8_t { Nights, Stages };

struct Championship {
  std::string id;                        // unique in the season ("general", "pcn" ...)
  std::string name;
  Form form = Form::Nights;
  Score score = Score::Points;
  std::vector<std::string> nights;       // the nights' ids; empty: every night of the season
  std::vector<int> placePoints;          // Score::Places: the points of place 1, 2 ...; places beyond score 0
  int bestOf = 0;                        // the best k nights of those played (0: all)
  int qualify = 0;                       // the best N qualify for a final (0: no final)
  tournament::Ties ties = tournament::Ties::Shared;
  bool teams = false;                    // ranks the nights' duos or teams of 4 (their names), not players
  bool seriesRule = false;               // teams of 4: the interclubs' séries rule (seriesAllowed) checked
  std::vector<int> stageCoefficients;    // Form::Stages: per stage, its coefficient in hundredths (100 when absent)
  bool operator==(const Championship& o) const;
};

// Why a championship, or one of its lines, cannot be as asked: a code with its figures, worded where shown (the
// translations table's season rows: site/season_words.h), never here.
enum class RefusalCode : std::uint8_t {
  None,
  NightUnknown,          // night: the id named that the season does not hold
  PlacesTableEmpty,      // Score::Places without its table
  BestOfNegative,        // a: bestOf
  StageCoefficient,      // night: the stage; a: its coefficient, b: percent eliminated, c: the coefficient allowed
  StageNotEarlier,       // night: a stage whose players did not all play the stage before; a: a player (night's)
  FinalShortfall,        // night: the final; rejection: tournament::regionalFinalShortfalls' figure
  TeamSeries,            // line: a team; a: the séries' product, serie: the four séries (interclubs)
  TeamSize,              // line: a team; a: its players at the night (the séries rule is for teams of 4)
  Count
};

struct Refusal {
  RefusalCode code = RefusalCode::None;
  std::string night;                     // the night's id, when it is one night's
  int a = 0, b = 0, c = 0;
  std::array<int, 4> series{};           // TeamSeries: the four séries, ascending
  tournament::Rejection rejection;       // FinalShortfall: the tournament library's refusal
  explicit operator bool() const { return code != RefusalCode::None; }
};

// The interclubs' séries rule: "Le produit des séries des joueurs de l'équipe ... doit être strictement supérieur à
// 16", with the two exceptions for two 1st-série players ("soit avec 2 joueurs de 4ème série, soit avec un joueur de
// 3ème série et 1 joueur de 4ème série"): the rulebook's 23 compositions.
bool seriesAllowed(std::array<int, 4> series);

// One night as it counts for one line: the night's place and points, its score under the championship's rule, and
// whether it is counted (dropped by the best k, or a stage's points times its coefficient).
struct NightScore {
  int night = -1;                        // index in the season's nights
  std::string nightId;
  int place = 0;
  bool shared = false;
  long points = 0;
  int pcn = 0, pp = 0;
  long score = 0;                        // what the rule scores the night (with a stage's coefficient)
  bool counted = true;                   // false: dropped by the best k
  int stage = 0;                         // Form::Stages: the stage (from 1)
};

struct ChampionshipLine {
  std::string key;                       // a player: personOf; a team: its folded name
  std::string name;
  std::string licence;                   // players (for the CSV and the site when the club shows them)
  int member = 0;
  std::vector<std::string> players;      // a team: its players' names
  long total = 0;                        // the scores counted
  int place = 0;                         // 0 for a line refused (a team whose séries are refused)
  bool shared = false;
  bool qualified = false;                // among the best `qualify`
  bool tiedAtCut = false;                // on the total of the last qualified, on either side of the cut
  int stage = 0;                         // Form::Stages: the furthest stage played
  int session = 0;                       // Form::Stages: the furthest session played in that stage's night (its
                                         // eliminations between sessions, chapter 3 article 3): ranked before the total
  int nightsPlayed = 0, nightsCounted = 0;
  Refusal refusal;                       // why the line is not ranked
  std::vector<NightScore> nights;        // in the season's order
  // Article 29's keys over the nights counted: the best night's score, the contracts made, garde contre, garde sans.
  long bestNight = 0;
  int contractsMade = 0, gardeContreMade = 0, gardeSansMade = 0;
};

struct ChampionshipRanking {
  Refusal refusal;                       // why the championship cannot be computed (then no lines)
  std::vector<Refusal> warnings;         // the rulebook's checks not met (a stage's coefficient, the final's minimums)
  std::vector<int> nights;               // the nights it covers (season's indices), annulled ones included
  int nightsCounting = 0;                // of those, the nights that count (not annulled, a position closed)
  std::vector<ChampionshipLine> lines;   // in order of place, refused lines last
};

// The championship's ranking over the season's nights as they are now.
ChampionshipRanking rankChampionship(const Register& reg, const Season& season, const Championship& c);
// The same from the season's nights' results computed once (seasonResults), for several championships in one pass.
struct NightResult;
ChampionshipRanking rankChampionship(const Register& reg, const Season& season, const Championship& c,
                                     const std::vector<NightResult>& results);
// Every championship of the season, in its order, each night's results computed once.
std::vector<ChampionshipRanking> rankChampionships(const Register& reg, const Season& season);

const char* scoreName(Score s);          // "points", "places", "pcn"
bool scoreFromName(const std::string& name, Score* out);
const char* formName(Form f);            // "nights", "stages"
bool formFromName(const std::string& name, Form* out);

}  // namespace tarot::season
