// The tournament protocol's replies and pushes (docs/PROTOCOL.md, "Tournaments: server → client"), each written once
// for both ends: the server's desk fills a struct and writes it here; the console, the table's phone and an online
// player read it here (through json::Reader: false with the reason for a member missing or of the wrong kind). The
// request id is not theirs: the broadcaster adds it to a reply (src/server/broadcaster.cpp), a client reads it with requestIdOf.
// No tournament types: a sheet's deal and the events' data stay JSON, read by src/tournament where they are used.
#pragma once
#include "record/json.h"
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tarot::protocol {

// tournament_created: the answer to tournament_create.
struct TournamentCreated {
  std::string tournament, directorKey;
  bool duplicate = false;  // a repeat of the same creation id
};

// tournament_accepted: a director's event kept.
struct TournamentAccepted {
  std::string tournament, kind;
  long seq = 0;                  // records kept
  std::int64_t index = -1;       // the event's place in the document, when it was sent with one (-1: none)
  bool duplicate = false;        // a resend of an event held already
  int position = 0;              // start_position: the position and its tables' keys, table 1 first
  std::vector<std::string> keys;
  int player = 0;                // register, online: the player and their key
  std::string playerKey;
};

// tournament_sheet: a table's sheet at a position, as its phones show it.
struct TournamentSheetSeat {
  std::string seat;  // "N", "S", "E", "W", "5"
  int player = 0;
  std::string name;
};
struct TournamentSheetDeal {
  int deal = 0;
  bool entered = false, confirmed = false;
  std::string entryId, confirmedBy;  // entryId when entered, confirmedBy when confirmed (a sheet not in yet)
  json::Value entry;                 // when entered: the deal as a sheet writes it (src/tournament/events.cpp)
  bool visa = false;                 // the arbitrator's visa given on it
};
struct TournamentSheet {
  std::string tournament;
  int position = 0, table = 0, dealsPerPosition = 0;
  std::vector<TournamentSheetSeat> seats;  // the people, in the order N, S, E, W, 5 of the occupied seats
  std::vector<TournamentSheetDeal> deals;
  bool locked = false;                     // the sheet is in the document
  std::vector<std::string> corrections;    // the director's reasons
  std::vector<std::pair<std::string, int>> bilans;  // seat, points of the confirmed deals (a bot's seat too)
  std::vector<std::string> bots;           // the seats a bot holds (a table of 3 filled to 4)
  bool duplicate = false;                  // the answer to a resend
};

// tournament_progress: a deal confirmed at a table, for the watchers.
struct TournamentProgress {
  std::string tournament;
  int position = 0, table = 0, confirmed = 0;
};

// tournament_event_list: the document's events from `from`.
struct TournamentEventLine {
  std::string kind;
  std::int64_t at = 0;
  std::string author;
  json::Value data;
};
struct TournamentEventList {
  std::string tournament;
  std::int64_t from = 0, count = 0;  // count: the events the server holds
  std::vector<TournamentEventLine> events;
};

// tournament_player_key: a player's new key.
struct TournamentPlayerKey {
  std::string tournament;
  int player = 0;
  std::string playerKey;
};

// tournament_seat: an online tournament's player's seat, or why they wait.
struct TournamentSeat {
  std::string tournament, name;
  int player = 0, position = 0;
  bool waiting = true;
  // Seated: the table, the server's table code, the person there and a seat token for `resume`.
  int table = 0, person = -1;
  std::string code, token;
  // Waiting: the sentence and its reason (kSeatBeforeStart, kSeatSitsOut, kSeatOver).
  std::string message, reason;
};
inline constexpr const char* kSeatBeforeStart = "before_start";
inline constexpr const char* kSeatSitsOut = "sits_out";
inline constexpr const char* kSeatOver = "over";

// tournament_clock: an online position's clock at a table.
struct TournamentClock {
  std::string tournament;
  int position = 0, table = 0;
  int secondsLeft = 0;
  bool timeUp = false;
};

// tournament_records: a closed online position's deals, table by table, and its duplicate ranking.
struct TournamentRecordDeal {
  int dealer = 0;                              // the person who dealt
  bool annulled = false;
  std::vector<std::vector<std::string>> hands; // by person, as dealt (card names)
  std::vector<std::string> chien;
  std::vector<int> scores;                     // by person
};
struct TournamentTableRecord {
  int table = 0;
  std::vector<int> players;        // by person: the player, 0 a bot
  std::vector<int> orientations;   // by person
  std::vector<int> botsFor;        // the players a bot played for
  int people = 0;
  std::vector<std::string> names;  // by person
  std::vector<bool> botPlayed;     // by person
  std::vector<TournamentRecordDeal> deals;
};
struct TournamentDuplicateLine {
  int player = 0, place = 0;
  bool shared = false;
  long matchpoints = 0, maxMatchpoints = 0;
  int deals = 0;
  long points = 0;
};
struct TournamentRecords {
  std::string tournament;
  int position = 0;
  bool duplicate = false;
  std::vector<TournamentTableRecord> records;
  std::vector<TournamentDuplicateLine> duplicateRanking;
};

std::string write(const TournamentCreated& m);
std::string write(const TournamentAccepted& m);
std::string write(const TournamentSheet& m);
std::string write(const TournamentProgress& m);
std::string write(const TournamentEventList& m);
std::string write(const TournamentPlayerKey& m);
std::string write(const TournamentSeat& m);
std::string write(const TournamentClock& m);
std::string write(const TournamentRecords& m);

// The message's type ("" when it has none): which reader to call.
std::string replyType(const json::Value& m);
// A reply's request id as a string ("" when none), as the client wrote it.
std::string requestIdOf(const json::Value& m);
// Readers: false (with the reason in *why when given) for a message of another type or a member missing or of the
// wrong kind.
bool read(const json::Value& m, TournamentCreated* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentAccepted* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentSheet* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentProgress* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentEventList* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentPlayerKey* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentSeat* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentClock* out, std::string* why = nullptr);
bool read(const json::Value& m, TournamentRecords* out, std::string* why = nullptr);

}  // namespace tarot::protocol
