// SQLite persistence of tournaments: one row each and their log of records.
#include "server/sqlite_statement.h"
#include "server/tournament_store.h"
#include <sqlite3.h>

namespace tarot::server {

namespace {

const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS tournaments (code TEXT PRIMARY KEY, director_hash TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS tournament_log (code TEXT NOT NULL, seq INTEGER NOT NULL, record TEXT NOT NULL,"
    " PRIMARY KEY (code, seq));";

}  // namespace

TournamentStore::TournamentStore(sqlite3* db) : db_(db) {
  if (db_ && !exec(kSchema)) db_ = nullptr;
}

bool TournamentStore::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) == SQLITE_OK) return true;
  error_ = err ? err : "sqlite error";
  sqlite3_free(err);
  return false;
}

bool TournamentStore::fail() {
  error_ = sqlite3_errmsg(db_);
  exec("ROLLBACK;");
  return false;
}

bool TournamentStore::create(const std::string& code, const std::string& directorHash, const std::string& firstRecord) {
  if (!db_) return true;
  if (!exec("BEGIN IMMEDIATE;")) return false;
  if (!Statement(db_, "INSERT INTO tournaments VALUES (?1, ?2);").text(1, code).text(2, directorHash).run() ||
      !Statement(db_, "INSERT INTO tournament_log VALUES (?1, 1, ?2);").text(1, code).text(2, firstRecord).run())
    return fail();
  return exec("COMMIT;");
}

bool TournamentStore::append(const std::string& code, long seq, const std::string& record) {
  if (!db_) return true;
  // One statement: SQLite commits it as its own transaction.
  if (!Statement(db_, "INSERT INTO tournament_log VALUES (?1, ?2, ?3);").text(1, code).integer(2, seq).text(3, record).run()) {
    error_ = sqlite3_errmsg(db_);
    return false;
  }
  return true;
}

std::vector<StoredTournament> TournamentStore::loadAll() {
  std::vector<StoredTournament> out;
  if (!db_) return out;
  Statement q(db_, "SELECT code, director_hash FROM tournaments ORDER BY code;");
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW) out.push_back({q.column(0), q.column(1), {}});
  for (StoredTournament& t : out) {
    Statement r(db_, "SELECT record FROM tournament_log WHERE code = ?1 ORDER BY seq;");
    r.text(1, t.code);
    while (r.s && sqlite3_step(r.s) == SQLITE_ROW) t.records.push_back(r.column(0));
  }
  return out;
}

}  // namespace tarot::server
