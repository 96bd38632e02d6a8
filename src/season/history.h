// Each player's history across the club's nights (nights played, places, points, PCN and PP earned — chapter 5's
// classification is the sum of a season's PCN and PP — per season and overall), the séries of the players they met
// at their tables (the seatings of each position they played), and the club's records. Computed from the nights.
#pragma once
#include "season/season.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::season {

struct Opponent {
  std::string person, name;
  int serie = 0;                         // the register's série (1-4), 0 when not in the register
  int times = 0;                         // positions played at one table
};

struct HistoryNight {
  int season = -1, night = -1;           // indices in the club
  std::string nightId, date, title;
  int place = 0;
  bool shared = false;
  int entrants = 0;
  long points = 0;
  int pcn = 0, pp = 0;
};

struct HistoryTotals {
  int nights = 0;
  int bestPlace = 0;                     // 0: none
  int wins = 0;                          // first places (shared ones included)
  long points = 0;
  int pcn = 0, pp = 0;
  std::array<int, 5> opponentsBySerie{}; // [0] not in the register, [1..4] the séries, each opponent once
};

struct SeasonHistory {
  int season = -1;
  std::string name;
  HistoryTotals totals;
  std::vector<HistoryNight> nights;
};

struct PlayerHistory {
  std::string person, name, licence;
  int member = 0;
  std::vector<SeasonHistory> seasons;    // the seasons played in, in the club's order
  HistoryTotals overall;
  std::vector<Opponent> opponents;       // overall, most met first
};

// The person a name or licence number designates: a licence matched exactly (the register's, then the nights'), else
// a folded name (the register's live entries, then the nights' players); "" when nobody.
std::string findPerson(const Club& club, const std::string& nameOrLicence);
// The history of that person (personOf's key).
PlayerHistory playerHistory(const Club& club, const std::string& person);

struct Record {
  std::string person, name;
  long figure = 0;                       // the points of the night, or the nights played
  int season = -1, night = -1;           // the best night: where (else -1)
  std::string nightId, date;
};
struct ClubRecords {
  std::vector<Record> bestNight;         // the most points in one night (ties all listed)
  std::vector<Record> mostNights;        // the most nights played (ties all listed)
  std::vector<Record> mostPcnSeason;     // the most PCN earned in one season (season set; none when no PCN)
};
// Over every season, or only the season of index `season` (>= 0).
ClubRecords clubRecords(const Club& club, int season = -1);

}  // namespace tarot::season
