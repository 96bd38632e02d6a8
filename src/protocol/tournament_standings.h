// The tournament messages a watcher reads (docs/PROTOCOL.md, "Tournaments"; names in tournament_wire.h): the
// standings, their updates and one position's ranking, written once for both ends: the server's desk fills the
// structs and writes them here (src/server/tournament_views.cpp); the standings page's client
// (online/standings_watch.h) reads them here, checked (numbers in range, players that exist), so that a screen
// never parses the wire by hand. A deal's progress is in tournament_replies.h.
#pragma once
#include "protocol/tournament_replies.h"
#include "record/json.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tarot::protocol {

// One line of a ranking: the place (shared: "3="), the player (numbered from 1), the points, withdrawn.
struct RankLine {
  int player = 0;
  int place = 0;
  bool shared = false;
  long points = 0;
  bool withdrawn = false;
};

// A table whose sheet is not in yet, with the deals confirmed at it so far.
struct MissingSheet {
  int position = 0, table = 0, confirmed = 0;
};

// `tournament_standings` as read, and as kept by a page that applies each `tournament_standings_update` onto it.
struct TournamentStandings {
  std::string tournament, name;
  std::int64_t version = 0;                        // the server's count of records behind them (newer: greater)
  int positions = 0, dealsPerPosition = 0, started = 0;
  int closed = 0;                                  // positions the director closed (the night's results are final,
                                                   // on the server's results site, once every one is)
  std::vector<std::string> players;                // player n at n - 1
  int rankedPosition = 0;                          // the latest position's ranking (0: none yet)
  std::vector<RankLine> position;
  int cumulatedLast = 0;                           // the cumulated ranking, after that position (0: none)
  std::vector<RankLine> cumulated;
  std::vector<MissingSheet> missing;
  int seatingPosition = 0;                         // the latest position's seating (0: none yet)
  std::vector<std::array<int, 5>> seating;         // per table: N, S, E, W, 5 (player numbers, 0 empty)
  // A duplicate tournament's latest closed position (0: none closed yet): its duplicate ranking, a line's points
  // being its matchpoints, with the matchpoints possible beside (same order).
  int duplicatePosition = 0;
  std::vector<RankLine> duplicate;
  std::vector<long> duplicateMax;
};

// `tournament_position_ranking` as read: one position's ranking, complete once every sheet of it is in.
struct PositionRanking {
  std::string tournament;
  int position = 0;
  bool complete = false;
  bool hidden = false;  // a duplicate position not closed yet: no lines
  std::vector<RankLine> lines;
};

// The readers: false, with the reason in `why` (for the log), for a malformed message; `out` is then unspecified.
bool read(const json::Value& m, TournamentStandings* out, std::string* why);
// `tournament_standings_update` applied onto the standings held (a `tournament_standings`, then each update): it
// carries the rankings packed by columns, the missing sheets, and the names and the seating only when they changed.
// False, with the reason, when it is malformed or cannot apply (another tournament, older than what is held, names
// or a seating it does not carry and the held ones do not fit): `held` is then unchanged and the page asks the
// whole standings again.
bool apply(const json::Value& m, TournamentStandings* held, std::string* why);
// `players`: the tournament's count of players (the lines name no other).
bool read(const json::Value& m, PositionRanking* out, int players, std::string* why);

// The writers. `tournament_standings`: the whole standings, the rankings' lines as objects.
std::string write(const TournamentStandings& s);
// `tournament_standings_update`: the rankings packed by columns, the missing sheets as triples; the names, the
// seating and the duplicate ranking only when asked (they changed since the last update).
struct StandingsParts {
  bool players = false, seating = false, duplicate = false;
};
std::string writeUpdate(const TournamentStandings& s, StandingsParts parts);
// Each of those parts as its JSON text ("" when the standings have none): what the server compares to tell whether
// an update carries it.
std::string playersPart(const TournamentStandings& s);
std::string seatingPart(const TournamentStandings& s);
std::string duplicatePart(const TournamentStandings& s);
// `tournament_position_ranking` (hidden: no lines).
std::string write(const PositionRanking& r);

// The watcher's request: `tournament_watch` for the tournament's code.
std::string writeWatch(const std::string& tournament);
// A page's request for one position's ranking (answered, then pushed again when it changes).
std::string writeRanking(const std::string& tournament, int position);

}  // namespace tarot::protocol
