// SQLite persistence of tables and actions.
#include "server/sqlite_statement.h"
#include "server/store.h"
#include <sqlite3.h>

namespace tarot::server {

namespace {

// The deal_hash of a seat whose deal in progress was dealt to nobody here (a column left empty is a database
// written before deal holders were stored).
const char* const kDealtToNobody = "-";

const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, settings TEXT NOT NULL, creator_hash TEXT NOT NULL,"
    " locked INTEGER NOT NULL, started INTEGER NOT NULL, actions INTEGER NOT NULL, match TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS seats (code TEXT NOT NULL, person INTEGER NOT NULL, name TEXT NOT NULL,"
    " token_hash TEXT NOT NULL, deal_hash TEXT NOT NULL DEFAULT '', ready INTEGER NOT NULL DEFAULT 0,"
    " PRIMARY KEY (code, person));"
    "CREATE TABLE IF NOT EXISTS actions (code TEXT NOT NULL, seq INTEGER NOT NULL, person INTEGER NOT NULL,"
    " by_bot INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (code, seq));"
    "CREATE TABLE IF NOT EXISTS deals (code TEXT NOT NULL, idx INTEGER NOT NULL, entry TEXT NOT NULL,"
    " PRIMARY KEY (code, idx));";

}  // namespace

Store::~Store() {
  if (db_) sqlite3_close(db_);
}

bool Store::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) == SQLITE_OK) return true;
  error_ = err ? err : "sqlite error";
  sqlite3_free(err);
  return false;
}

bool Store::open(const std::string& path, bool fullSync, std::string* why) {
  if (sqlite3_open(path.c_str(), &db_) != SQLITE_OK) {
    if (why) *why = db_ ? sqlite3_errmsg(db_) : "cannot open";
    return false;
  }
  sqlite3_busy_timeout(db_, 2000);
  const bool ok = exec("PRAGMA journal_mode=WAL;") &&
                  exec(fullSync ? "PRAGMA synchronous=FULL;" : "PRAGMA synchronous=NORMAL;") && exec(kSchema);
  // A database from before the seats kept their deal's holder and ready flag: the columns are added (an error
  // here only says they are there already).
  if (ok) {
    exec("ALTER TABLE seats ADD COLUMN deal_hash TEXT NOT NULL DEFAULT '';");
    exec("ALTER TABLE seats ADD COLUMN ready INTEGER NOT NULL DEFAULT 0;");
    error_.clear();
  }
  if (!ok && why) *why = error_;
  return ok;
}

bool Store::saveTable(const StoredTable& t) {
  if (!exec("BEGIN IMMEDIATE;")) return false;
  bool ok = Statement(db_, "INSERT OR REPLACE INTO tables VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7);")
                .text(1, t.code).text(2, t.settings).text(3, t.creatorHash).integer(4, t.locked)
                .integer(5, t.started).integer(6, t.actions).text(7, t.match).run();
  for (const StoredSeat& s : t.seats)
    ok = ok && Statement(db_, "INSERT OR REPLACE INTO seats (code, person, name, token_hash, deal_hash, ready)"
                              " VALUES (?1, ?2, ?3, ?4, ?5, ?6);")
                   .text(1, t.code).integer(2, s.person).text(3, s.name).text(4, s.tokenHash).text(5, s.dealHash.empty() ? kDealtToNobody : s.dealHash)
                   .integer(6, s.ready).run();
  if (!ok) {
    error_ = sqlite3_errmsg(db_);
    exec("ROLLBACK;");
    return false;
  }
  return exec("COMMIT;");
}

bool Store::appendAction(const std::string& code, long seq, int person, bool byBot, const std::string& action,
                         const std::string& match, long firstDeal, const std::vector<std::string>& newDeals) {
  if (!exec("BEGIN IMMEDIATE;")) return false;
  bool ok = Statement(db_, "INSERT INTO actions VALUES (?1, ?2, ?3, ?4, ?5);")
                .text(1, code).integer(2, seq).integer(3, person).integer(4, byBot).text(5, action).run();
  for (std::size_t i = 0; ok && i < newDeals.size(); ++i)
    ok = Statement(db_, "INSERT OR REPLACE INTO deals VALUES (?1, ?2, ?3);")
             .text(1, code).integer(2, firstDeal + long(i)).text(3, newDeals[i]).run();
  ok = ok && Statement(db_, "UPDATE tables SET actions = ?2, match = ?3, started = 1 WHERE code = ?1;")
                 .text(1, code).integer(2, seq).text(3, match).run();
  if (!ok) {
    error_ = sqlite3_errmsg(db_);
    exec("ROLLBACK;");
    return false;
  }
  return exec("COMMIT;");
}

std::vector<StoredTable> Store::loadAll() {
  std::vector<StoredTable> out;
  Statement q(db_, "SELECT code, settings, creator_hash, locked, started, actions, match FROM tables;");
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW) {
    StoredTable t;
    t.code = q.column(0);
    t.settings = q.column(1);
    t.creatorHash = q.column(2);
    t.locked = sqlite3_column_int(q.s, 3) != 0;
    t.started = sqlite3_column_int(q.s, 4) != 0;
    t.actions = long(sqlite3_column_int64(q.s, 5));
    t.match = q.column(6);
    Statement seats(db_, "SELECT person, name, token_hash, deal_hash, ready FROM seats WHERE code = ?1 ORDER BY person;");
    seats.text(1, t.code);
    while (seats.s && sqlite3_step(seats.s) == SQLITE_ROW)
    {
      StoredSeat seat{sqlite3_column_int(seats.s, 0), seats.column(1), seats.column(2), seats.column(3),
                      sqlite3_column_int(seats.s, 4) != 0};
      // A seat whose deal went to nobody here is written so, which an old database's empty column is not.
      seat.holderKept = !seat.dealHash.empty();
      if (seat.dealHash == kDealtToNobody) seat.dealHash.clear();
      t.seats.push_back(std::move(seat));
    }
    Statement deals(db_, "SELECT entry FROM deals WHERE code = ?1 ORDER BY idx;");
    deals.text(1, t.code);
    while (deals.s && sqlite3_step(deals.s) == SQLITE_ROW) t.deals.push_back(deals.column(0));
    out.push_back(std::move(t));
  }
  return out;
}

std::vector<std::string> Store::actionLog(const std::string& code) {
  std::vector<std::string> out;
  Statement q(db_, "SELECT seq, person, by_bot, action FROM actions WHERE code = ?1 ORDER BY seq;");
  q.text(1, code);
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW)
    out.push_back(q.column(0) + " " + q.column(1) + " " + q.column(2) + " " + q.column(3));
  return out;
}

}  // namespace tarot::server
