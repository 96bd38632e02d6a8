// SQLite persistence of clubs and their registers: one row per club, one row per register entry.
#include "server/club_store.h"
#include "server/sqlite_statement.h"
#include "season/season.h"
#include <sqlite3.h>

namespace tarot::server {

namespace {

const char* const kSchema =
    "CREATE TABLE IF NOT EXISTS clubs (code TEXT PRIMARY KEY, name TEXT NOT NULL, key_hash TEXT NOT NULL,"
    " next_id INTEGER NOT NULL);"
    "CREATE TABLE IF NOT EXISTS club_members (club TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL,"
    " licence TEXT NOT NULL, club_name TEXT NOT NULL, serie INTEGER NOT NULL, senior INTEGER NOT NULL,"
    " merged_into INTEGER NOT NULL, PRIMARY KEY (club, id));"
    "CREATE TABLE IF NOT EXISTS club_nights (tournament TEXT PRIMARY KEY, club TEXT NOT NULL, season TEXT NOT NULL,"
    " date TEXT NOT NULL, title TEXT NOT NULL, annulled INTEGER NOT NULL, members TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS club_championships (club TEXT NOT NULL, season TEXT NOT NULL, id TEXT NOT NULL,"
    " ord INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (club, season, id));";

std::string intsText(const std::vector<int>& v) {
  json::Value a = json::Value::array();
  for (int x : v) a.push(x);
  return a.dump();
}

std::vector<int> intsFrom(const std::string& text) {
  json::Value a;
  std::string why;
  std::vector<int> out;
  if (!json::parse(text, &a, &why) || !a.isArray()) return out;
  for (const json::Value& x : a.items()) out.push_back(x.isInt() ? int(x.asInt()) : 0);
  return out;
}

}  // namespace

ClubStore::ClubStore(sqlite3* db) : db_(db) {
  if (db_ && !exec(kSchema)) db_ = nullptr;
}

bool ClubStore::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) == SQLITE_OK) return true;
  error_ = err ? err : "sqlite error";
  sqlite3_free(err);
  return false;
}

bool ClubStore::create(const std::string& code, const std::string& name, const std::string& keyHash) {
  if (!db_) return true;
  if (Statement(db_, "INSERT INTO clubs VALUES (?1, ?2, ?3, 1);").text(1, code).text(2, name).text(3, keyHash).run())
    return true;
  error_ = sqlite3_errmsg(db_);
  return false;
}

bool ClubStore::saveMembers(const std::string& code, int nextId, const std::vector<season::Member>& members) {
  if (!db_) return true;
  if (!exec("BEGIN IMMEDIATE;")) return false;
  bool ok = Statement(db_, "UPDATE clubs SET next_id = ?2 WHERE code = ?1;").text(1, code).integer(2, nextId).run();
  for (const season::Member& m : members)
    ok = ok && Statement(db_, "INSERT OR REPLACE INTO club_members VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8);")
                   .text(1, code).integer(2, m.id).text(3, m.name).text(4, m.licence).text(5, m.club)
                   .integer(6, m.serie).integer(7, m.senior).integer(8, m.mergedInto).run();
  if (!ok) {
    error_ = sqlite3_errmsg(db_);
    exec("ROLLBACK;");
    return false;
  }
  return exec("COMMIT;");
}

bool ClubStore::saveNight(const std::string& code, const NightLink& n) {
  if (!db_) return true;
  if (Statement(db_, "INSERT OR REPLACE INTO club_nights VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7);")
          .text(1, n.tournament).text(2, code).text(3, n.season).text(4, n.date).text(5, n.title)
          .integer(6, n.annulled).text(7, intsText(n.members)).run())
    return true;
  error_ = sqlite3_errmsg(db_);
  return false;
}

bool ClubStore::saveChampionship(const std::string& code, const std::string& season, int order,
                                 const season::Championship& c) {
  if (!db_) return true;
  if (Statement(db_, "INSERT OR REPLACE INTO club_championships VALUES (?1, ?2, ?3, ?4, ?5);")
          .text(1, code).text(2, season).text(3, c.id).integer(4, order)
          .text(5, season::championshipToJson(c).dump()).run())
    return true;
  error_ = sqlite3_errmsg(db_);
  return false;
}

bool ClubStore::removeChampionship(const std::string& code, const std::string& season, const std::string& id) {
  if (!db_) return true;
  if (Statement(db_, "DELETE FROM club_championships WHERE club = ?1 AND season = ?2 AND id = ?3;")
          .text(1, code).text(2, season).text(3, id).run())
    return true;
  error_ = sqlite3_errmsg(db_);
  return false;
}

void ClubStore::loadSeasons(StoredClub& c) {
  Statement n(db_, "SELECT tournament, season, date, title, annulled, members FROM club_nights WHERE club = ?1"
                   " ORDER BY date, tournament;");
  n.text(1, c.code);
  while (n.s && sqlite3_step(n.s) == SQLITE_ROW)
    c.seasons.nights.push_back({n.column(0), n.column(1), n.column(2), n.column(3),
                                sqlite3_column_int(n.s, 4) != 0, intsFrom(n.column(5))});
  Statement k(db_, "SELECT season, body FROM club_championships WHERE club = ?1 ORDER BY season, ord, id;");
  k.text(1, c.code);
  while (k.s && sqlite3_step(k.s) == SQLITE_ROW) {
    json::Value body;
    std::string why;
    season::Championship ch;
    if (json::parse(k.column(1), &body, &why) && body.isObject() && season::championshipFromJson(body, &ch).empty())
      c.seasons.championships[k.column(0)].push_back(std::move(ch));
  }
}

std::vector<StoredClub> ClubStore::loadAll() {
  std::vector<StoredClub> out;
  if (!db_) return out;
  Statement q(db_, "SELECT code, name, key_hash, next_id FROM clubs ORDER BY code;");
  while (q.s && sqlite3_step(q.s) == SQLITE_ROW) {
    StoredClub c{q.column(0), q.column(1), q.column(2), {}, {}};
    c.reg.nextId = sqlite3_column_int(q.s, 3);
    out.push_back(std::move(c));
  }
  for (StoredClub& c : out) {
    Statement m(db_, "SELECT id, name, licence, club_name, serie, senior, merged_into FROM club_members"
                     " WHERE club = ?1 ORDER BY id;");
    m.text(1, c.code);
    while (m.s && sqlite3_step(m.s) == SQLITE_ROW) {
      season::Member e;
      e.id = sqlite3_column_int(m.s, 0);
      e.name = m.column(1);
      e.licence = m.column(2);
      e.club = m.column(3);
      e.serie = sqlite3_column_int(m.s, 4);
      e.senior = sqlite3_column_int(m.s, 5) != 0;
      e.mergedInto = sqlite3_column_int(m.s, 6);
      c.reg.members.push_back(std::move(e));
    }
    loadSeasons(c);
  }
  return out;
}

}  // namespace tarot::server
