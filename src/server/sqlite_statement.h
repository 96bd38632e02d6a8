// A prepared SQLite statement, finalised on scope exit: the server's stores (tables, tournaments) bind and read
// their rows through it.
#pragma once
#include <sqlite3.h>
#include <cstddef>
#include <string>

namespace tarot::server {

struct Statement {
  sqlite3_stmt* s = nullptr;
  Statement(sqlite3* db, const char* sql) { sqlite3_prepare_v2(db, sql, -1, &s, nullptr); }
  ~Statement() { sqlite3_finalize(s); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  Statement& text(int i, const std::string& v) { sqlite3_bind_text(s, i, v.c_str(), int(v.size()), SQLITE_TRANSIENT); return *this; }
  Statement& integer(int i, long long v) { sqlite3_bind_int64(s, i, v); return *this; }
  bool run() { return s && sqlite3_step(s) == SQLITE_DONE; }
  std::string column(int i) {
    const unsigned char* t = sqlite3_column_text(s, i);
    return t ? std::string(reinterpret_cast<const char*>(t), std::size_t(sqlite3_column_bytes(s, i))) : std::string();
  }
};

}  // namespace tarot::server
