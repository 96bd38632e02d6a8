// What the tournament desk asks of the server's tables for an online position (tournament_online.cpp), and what
// the table rooms implement (table_rooms.h): the one way between the two. The rooms never call the desk; what they
// have for it (a table's match ended) the router hands over (hub.h).
#pragma once
#include "protocol/tournament_replies.h"
#include <array>
#include <cstdint>
#include <string>

namespace tarot::server {

// One table of an online position, as the desk asks the server's tables for it (tournament_online.cpp).
struct OnlineTableSpec {
  std::string tournament;
  int position = 0, table = 0;
  int people = 4;                       // persons at the table: the occupied orientations (and a bot's), in order
  int deals = 4;
  std::uint64_t seed = 0;               // the match's seed (the position's one when duplicate): never sent
  std::array<std::string, 5> names{};   // by person
  std::array<int, 5> players{};         // by person: the player, 0 for a bot
  int minutes = 0;                      // the position's clock, 0: none
  std::int64_t endsAt = 0;              // ... as wall time (ms since 1970) when no deal starts any more, 0: none
  std::array<bool, 5> botPlayed{};      // after a restart: the persons a bot took over (kept by the desk)
};

// What the desk asks of the server's tables.
class TableHost {
 public:
  virtual ~TableHost() = default;
  // A locked, unlisted table with its match started from the seed, each player's seat held for them (a bot plays
  // it after the grace time if they do not come); its code, "" when it cannot be saved.
  virtual std::string openTournamentTable(const OnlineTableSpec& spec) = 0;
  // The player's seat answers a new token (the same person: a deal dealt to the seat stays theirs).
  virtual bool reseat(const std::string& code, int person, const std::string& tokenHash) = 0;
  // The table's deals as published once the position is closed: who held what, the scores.
  virtual protocol::TournamentTableRecord tableRecords(const std::string& code) const = 0;
  // After a restart: the stored table is this position's again.
  virtual void adoptTournamentTable(const OnlineTableSpec& spec, const std::string& code) = 0;
  // The wall time (ms since 1970) at which a position's clock of `minutes` started now runs out.
  virtual std::int64_t positionEnd(int minutes) const = 0;
};

}  // namespace tarot::server
