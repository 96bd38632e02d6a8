// The tournaments in the server's SQLite database, beside the tables (store.h): each tournament's code and the hash
// of its director's key (never the key), and its log of records in order — the tournament document's events and
// the tables' deal entries and confirmations (tournament_desk.h writes and replays them). A record is committed
// before anyone is told of it, so a server killed at any moment resumes every tournament from here.
#pragma once
#include <string>
#include <vector>

struct sqlite3;

namespace tarot::server {

struct StoredTournament {
  std::string code;
  std::string directorHash;
  std::vector<std::string> records;  // JSON, in order (seq 1, 2, ...)
};

class TournamentStore {
 public:
  // `db`: the open database of the tables (Store::handle()); nullptr keeps nothing (tests without a file).
  explicit TournamentStore(sqlite3* db);
  // Creates the tournament's row with its first record, in one transaction.
  bool create(const std::string& code, const std::string& directorHash, const std::string& firstRecord);
  // Appends record number `seq` (from 1) of a tournament.
  bool append(const std::string& code, long seq, const std::string& record);
  // Every tournament, for a restart.
  std::vector<StoredTournament> loadAll();
  const std::string& lastError() const { return error_; }

 private:
  bool exec(const char* sql);
  bool fail();
  sqlite3* db_;
  std::string error_;
};

}  // namespace tarot::server
