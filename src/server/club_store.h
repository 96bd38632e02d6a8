// The clubs in the server's SQLite database, beside the tables and tournaments: each club's code, name and the hash
// of its key (never the key), and its register of players one row per entry (merged entries kept with the entry they
// were merged into), its seasons' nights (links to tournaments) and championships. A change is committed before anyone is told of it, so a restarted server has every club back.
#pragma once
#include "season/championship.h"
#include "season/club.h"
#include <map>
#include <string>
#include <vector>

struct sqlite3;

namespace tarot::server {

// A night of the club's seasons as the server keeps it: the link to a tournament of the tournament desk (never a
// copy of it: the season is built from the tournament as it stands), with what the club said of it.
struct NightLink {
  std::string tournament;              // the tournament's code: the night's id in its season
  std::string season, date, title;     // season "2026-2027", date "YYYY-MM-DD"
  bool annulled = false;
  std::vector<int> members;            // the register entry of each of the night's players (0: none)
};

// The club's seasons: its nights and, by season, its championships in the order set.
struct ClubSeasonLinks {
  std::vector<NightLink> nights;
  std::map<std::string, std::vector<season::Championship>> championships;
};

struct StoredClub {
  std::string code, name, keyHash;
  season::Register reg;
  ClubSeasonLinks seasons;
};

class ClubStore {
 public:
  // `db`: the open database of the tables (Store::handle()); nullptr keeps nothing (tests without a file).
  explicit ClubStore(sqlite3* db);
  bool create(const std::string& code, const std::string& name, const std::string& keyHash);
  // Writes these entries (new or changed) and the register's next id, in one transaction.
  bool saveMembers(const std::string& code, int nextId, const std::vector<season::Member>& members);
  // A night written (or replaced: one row per tournament).
  bool saveNight(const std::string& code, const NightLink& n);
  // A championship written (or replaced by its id), in the order given; or removed.
  bool saveChampionship(const std::string& code, const std::string& season, int order, const season::Championship& c);
  bool removeChampionship(const std::string& code, const std::string& season, const std::string& id);
  // Every club with its register and seasons, for a restart.
  std::vector<StoredClub> loadAll();
  const std::string& lastError() const { return error_; }

 private:
  bool exec(const char* sql);
  void loadSeasons(StoredClub& c);
  sqlite3* db_;
  std::string error_;
};

}  // namespace tarot::server
