// The clubs in the server's SQLite database, beside the tables and tournaments: each club's code, name and the hash
// of its key (never the key), and its register of players one row per entry (merged entries kept with the entry they
// were merged into). A change is committed before anyone is told of it, so a restarted server has every club back.
#pragma once
#include "season/club.h"
#include <string>
#include <vector>

struct sqlite3;

namespace tarot::server {

struct StoredClub {
  std::string code, name, keyHash;
  season::Register reg;
};

class ClubStore {
 public:
  // `db`: the open database of the tables (Store::handle()); nullptr keeps nothing (tests without a file).
  explicit ClubStore(sqlite3* db);
  bool create(const std::string& code, const std::string& name, const std::string& keyHash);
  // Writes these entries (new or changed) and the register's next id, in one transaction.
  bool saveMembers(const std::string& code, int nextId, const std::vector<season::Member>& members);
  // Every club with its register, for a restart.
  std::vector<StoredClub> loadAll();
  const std::string& lastError() const { return error_; }

 private:
  bool exec(const char* sql);
  sqlite3* db_;
  std::string error_;
};

}  // namespace tarot::server
