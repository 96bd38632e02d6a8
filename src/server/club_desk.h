// The clubs on the server (docs/PROTOCOL.md, "The club's register"): a club created with its own key, which alone
// reads and changes the club's register of players (it holds licence numbers: nothing of it is public). Each change
// is the register's (season/register.h), written to the database (club_store.h) before it is answered. No network
// code: the hub hands it the club requests and sends what it answers. The club's seasons (season_desk.cpp) join the
// tournament desk's tournaments to the club's nights; the season is built from them by src/season each time.
#pragma once
#include "protocol/register_requests.h"
#include "season/register.h"
#include "season/season.h"
#include "server/club_store.h"
#include <cstdint>
#include <functional>
#include <map>
#include <string>

namespace tarot::server {

class TournamentDesk;

class ClubDesk {
 public:
  using Send = std::function<void(std::uint64_t conn, const std::string& text)>;
  // `tournaments`: the tournament desk whose tournaments become the club's nights (nullptr: none).
  ClubDesk(sqlite3* db, const TournamentDesk* tournaments, Send send, bool log);
  // Every club back from the database (after a restart).
  void restore();
  void request(std::uint64_t conn, const protocol::ClubRequest& r);
  // The club's register, or nullptr (tests).
  const season::Register* registerOf(const std::string& code) const;
  // The clubs' codes, in order, and the club file of one as it stands now (its nights' tournaments as the tournament
  // desk holds them): false when no such club. The results site and the rankings are built from it.
  std::vector<std::string> codes() const;
  bool clubFile(const std::string& code, season::Club* out) const;
  std::string nameOf(const std::string& code) const;
  // What changes when anything the club's site shows changes: its register and seasons, and its nights' events.
  std::size_t stamp(const std::string& code) const;
  // Whether a club holds that tournament as one of its nights.
  bool holds(const std::string& tournament) const;

 private:
  struct Club {
    std::string code, name, keyHash;
    season::Register reg;
    ClubSeasonLinks seasons;
    std::size_t version = 0;  // counts the changes of the register and the seasons
  };
  void create(std::uint64_t conn, const protocol::ClubRequest& r);
  // The season's requests (season_desk.cpp).
  void seasonRequest(std::uint64_t conn, const protocol::ClubRequest& r);
  void night(std::uint64_t conn, Club& club, const protocol::ClubRequest& r);
  // The night's refusal (code, index, detail) or "" when the club may add it.
  std::string nightRefusal(const Club& club, const protocol::ClubRequest& r, int* index, std::string* detail) const;
  void championshipSet(std::uint64_t conn, Club& club, const protocol::ClubRequest& r);
  void championshipRemove(std::uint64_t conn, Club& club, const protocol::ClubRequest& r);
  void seasonList(std::uint64_t conn, const Club& club);
  void ranking(std::uint64_t conn, const Club& club, const protocol::ClubRequest& r);
  void seasonChanged(std::uint64_t conn, const Club& club, const std::string& season);
  void clubRefused(std::uint64_t conn, const char* code, int index, const std::string& detail);
  // The club the request names with its key, or nullptr once refused (no_club, not_club).
  Club* clubFor(std::uint64_t conn, const protocol::ClubRequest& r);
  void change(std::uint64_t conn, Club& club, const protocol::ClubRequest& r);
  void import(std::uint64_t conn, Club& club, const std::string& csv);
  // Writes the entries changed; false (and server_error sent) when the database refuses.
  bool save(std::uint64_t conn, const Club& club, const std::vector<int>& ids);
  void refused(std::uint64_t conn, const season::RegisterRefusal& why);
  void error(std::uint64_t conn, const char* code, const std::string& message);

  ClubStore store_;
  const TournamentDesk* tournaments_;
  Send send_;
  bool log_;
  std::map<std::string, Club> clubs_;
};

}  // namespace tarot::server
