// The clubs on the server (docs/PROTOCOL.md, "The club's register"): a club created with its own key, which alone
// reads and changes the club's register of players (it holds licence numbers: nothing of it is public). Each change
// is the register's (season/register.h), written to the database (club_store.h) before it is answered. No network
// code: the hub hands it the club requests and sends what it answers.
#pragma once
#include "protocol/register_requests.h"
#include "season/register.h"
#include "server/club_store.h"
#include <cstdint>
#include <functional>
#include <map>
#include <string>

namespace tarot::server {

class ClubDesk {
 public:
  using Send = std::function<void(std::uint64_t conn, const std::string& text)>;
  ClubDesk(sqlite3* db, Send send, bool log);
  // Every club back from the database (after a restart).
  void restore();
  void request(std::uint64_t conn, const protocol::ClubRequest& r);
  // The club's register, or nullptr (tests).
  const season::Register* registerOf(const std::string& code) const;

 private:
  struct Club {
    std::string code, name, keyHash;
    season::Register reg;
  };
  void create(std::uint64_t conn, const protocol::ClubRequest& r);
  // The club the request names with its key, or nullptr once refused (no_club, not_club).
  Club* clubFor(std::uint64_t conn, const protocol::ClubRequest& r);
  void change(std::uint64_t conn, Club& club, const protocol::ClubRequest& r);
  void import(std::uint64_t conn, Club& club, const std::string& csv);
  // Writes the entries changed; false (and server_error sent) when the database refuses.
  bool save(std::uint64_t conn, const Club& club, const std::vector<int>& ids);
  void refused(std::uint64_t conn, const season::RegisterRefusal& why);
  void error(std::uint64_t conn, const char* code, const std::string& message);

  ClubStore store_;
  Send send_;
  bool log_;
  std::map<std::string, Club> clubs_;
};

}  // namespace tarot::server
