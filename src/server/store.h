// The server's SQLite database: each table's settings, seats (token hashes, never tokens) and flags, its finished
// deals (one row each, written once when the deal ends), the match as Match::saveJson(deals kept) writes it (the
// deal in progress, so a save does not grow with the match), and the log of every accepted action. An action is
// committed (with the match after it and any deal it finished, in one transaction) before anyone is told of it,
// so a server killed at any moment resumes every table from here with no acknowledged action lost.
#pragma once
#include <string>
#include <vector>

struct sqlite3;

namespace tarot::server {

struct StoredSeat {
  int person = 0;
  std::string name;
  std::string tokenHash;   // empty: a free seat
  std::string dealHash;    // the token hash the deal in progress was dealt to (empty: dealt to nobody here)
  bool ready = false;      // wants the next deal
  bool holderKept = false; // written by a server that stores deal holders (false: a database from before them)
};

struct StoredTable {
  std::string code;
  std::string settings;    // JSON: people, five_at_four, deals, levels, public, lang
  std::string creatorHash;
  bool locked = false;
  bool started = false;
  long actions = 0;        // actions logged so far
  std::string match;       // Match::saveJson(deals.size()) once started
  std::vector<std::string> deals;   // the finished deals kept apart (Match::historyEntryJson), in order
  std::vector<StoredSeat> seats;
};

class Store {
 public:
  Store() = default;
  ~Store();
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  // Opens (creating when needed) the database in WAL mode. `fullSync`: synchronous=FULL (an acknowledged
  // action survives a power cut too), else NORMAL (it survives a killed process, the last commits may be lost
  // on a power cut). False with a reason when the file cannot be used.
  bool open(const std::string& path, bool fullSync, std::string* why);
  // Writes a table's row and all its seats (creation, joins, lock, start), in one transaction.
  bool saveTable(const StoredTable& t);
  // Appends action number `seq` (JSON, with who made it), the finished deals numbered from `firstDeal` on that
  // it completed (usually none, at most one) and the match after it, in one transaction.
  bool appendAction(const std::string& code, long seq, int person, bool byBot, const std::string& action,
                    const std::string& match, long firstDeal = 0, const std::vector<std::string>& newDeals = {});
  // Every table, for a restart.
  std::vector<StoredTable> loadAll();
  // The logged actions of a table (for tests and audits): "seq person by_bot action" lines.
  std::vector<std::string> actionLog(const std::string& code);
  const std::string& lastError() const { return error_; }
  // The open database, shared with the tournaments' store (tournament_store.h); nullptr before open().
  sqlite3* handle() const { return db_; }

 private:
  bool exec(const char* sql);
  sqlite3* db_ = nullptr;
  std::string error_;
};

}  // namespace tarot::server
