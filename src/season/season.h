// A club's seasons (chapter 5: "les PCN et PP ... enregistrés au cours d'une saison" make the national
// classification; the FFT's season runs from September to June) and the club file that holds them with the
// register: each night's results read from its own tournament document (its final ranking, PCN and PP, as the
// tournament library computes them), and the person behind each of its players. No I/O, no clock.
#pragma once
#include "season/championship.h"
#include "season/club.h"
#include "record/json.h"
#include "tournament/ranking.h"
#include <string>
#include <vector>

namespace tarot::season {

struct Season {
  std::string name;                      // "2026-2027"
  int startYear = 0;                     // FFT season: September startYear to June startYear + 1 (seasonOf)
  std::vector<Night> nights;             // in the order added (by date for a season built by the CLI)
  std::vector<Championship> championships;
};

// The club file: its register, its seasons, and whether its public pages may show licence numbers.
struct Club {
  std::string name;
  Register reg;
  std::vector<Season> seasons;
  bool showLicences = false;
};

// {"format":"tarot-club","version":1,"name","show_licences","register":{"next_id","members":[...]},
//  "seasons":[{"name","start_year","nights":[{"id","date","title","annulled","members":[..],"events":[...]}],
//              "championships":[...]}]}: each night embeds its tournament document's events.
constexpr const char* kClubFormatName = "tarot-club";
constexpr int kClubFormatVersion = 1;
std::string clubToJson(const Club& club);
// Reads a club file: a corrupt or foreign one is refused with what and where ("season 1, night 3 (2026-10-02):
// event 4 (sheet): ..."), and `*out` is left untouched then; "" when read.
std::string clubFromJson(const std::string& text, Club* out);
// One championship as the club file writes it ({"id","name","form","score","nights","place_points","best_of",
// "qualify","ties","teams","series_rule","stage_coefficients"}) and back ("" when read, else what is wrong).
json::Value championshipToJson(const Championship& c);
std::string championshipFromJson(const json::Value& o, Championship* out);

// The season a date "YYYY-MM-DD" belongs to, as its start year: September to December of Y and January to August
// of Y + 1 give Y. July and August, outside the FFT's September-to-June calendar, go to the season that started the
// September before: the licence year they are played under runs to 31 August. -1 for a date that is not one.
int seasonOf(const std::string& date);
// "2026-2027" for 2026.
std::string seasonName(int startYear);
// The start year of a season named "2026-2027" (two years in a row), -1 for a name that is not one.
int seasonStart(const std::string& name);
// The season of that start year in the club, or nullptr.
const Season* findSeason(const Club& club, int startYear);
// The season named so (its name, or its start year written as a number), or nullptr.
const Season* findSeason(const Club& club, const std::string& name);

// The register entry a night's player is, following merged entries to the one that stays (nullptr: none).
const Member* memberOf(const Register& reg, int id);
// The person behind a night's player p, as one key across nights: "m<id>" for a register entry (the night's link,
// merged entries followed; a player not linked whose licence is a live entry's is that entry), else "l<licence>" for
// a licence number, else "n<folded name>".
std::string personOf(const Register& reg, const Night& night, int player);

// One player's result of a night.
struct NightLine {
  int player = 0;                        // the night's player number
  std::string person;                    // personOf
  std::string name, licence;             // the register's when the player is in it, else the night's
  int member = 0;                        // the register entry (merged followed), 0 when none
  int place = 0;
  bool shared = false;
  long points = 0;
  int pcn = 0, pp = 0;
  int bestPosition = 0;                  // article 29's keys, for a championship's ties
  int contractsMade = 0, gardeSansMade = 0, gardeContreMade = 0;
  int stage = -1;                        // the furthest session played (tournament::PlayerLine::stage)
  bool withdrawn = false;
};

// A duo's or team's result of a night (team nights).
struct NightTeamLine {
  std::string team;                      // as the night names it
  std::string key;                       // foldName(team): the team across nights
  std::vector<int> players;              // the night's player numbers
  int place = 0;
  bool shared = false;
  long points = 0;
  int pcn = 0;                           // each licensed player's figure
  int bestPosition = 0, contractsMade = 0, gardeSansMade = 0, gardeContreMade = 0;
  bool withdrawn = false;
};

// A night's results: its final ranking over the positions closed (1 to the last closed in a row). A night annulled
// or with no position closed counts nowhere (`counts` false, no lines).
struct NightResult {
  int index = -1;                        // in the season's nights
  bool counts = false;
  int positionsClosed = 0;
  tournament::Rejection pcnRefusal;      // why the night gives no PCN (not homologable), false when it does
  std::vector<NightLine> lines;          // in order of place
  std::vector<NightTeamLine> teams;      // duo and team nights, in order of place
};
NightResult nightResult(const Register& reg, const Season& season, int index);
// Every night's results of the season, in its order.
std::vector<NightResult> seasonResults(const Register& reg, const Season& season);
// The positions closed in a row from position 1.
int positionsClosed(const tournament::State& s);

}  // namespace tarot::season
