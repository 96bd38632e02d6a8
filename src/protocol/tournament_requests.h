// The tournament protocol's requests (docs/PROTOCOL.md, "Tournaments"), each written once for both ends: the
// server's hub reads them with the table protocol's requests (one parse, parseClientMessage) and hands them to the
// tournament desk; the console, the table's phone, the standings page and an online tournament's player write them
// here. The reader checks form only — a member missing, of the wrong kind or out of its range is `bad_message`;
// whether the tournament, the position, the table or the key exists is the desk's business.
#pragma once
#include "record/json.h"
#include <cstdint>
#include <string>

namespace tarot::protocol {

struct ProtocolError;

enum class TournamentRequestType : std::uint8_t {
  Create,     // tournament_create: name, settings (optional), creation (optional)
  Event,      // tournament_event: tournament, key (director), event {kind, data}, index (optional)
  Table,      // tournament_table: tournament, position, table, key (the table's)
  Enter,      // tournament_enter: the same, entry_id, deal, entry
  Confirm,    // tournament_confirm: the same, entry_id, deal, confirms, seat
  Watch,      // tournament_watch: tournament
  Events,     // tournament_events: tournament, key (director), from
  Ranking,    // tournament_ranking: tournament, position
  Seat,       // tournament_seat: tournament, player, key (the player's)
  Records,    // tournament_records: tournament, position
  PlayerKey,  // tournament_player_key: tournament, key (director), player
};

// A tournament request. The members a type does not use keep their defaults.
struct TournamentRequest {
  TournamentRequestType type = TournamentRequestType::Watch;
  json::Value id;          // the writer's request id (null: none); a read request's id is ClientMessage::id
  std::string tournament;  // the tournament's code (every type but create)
  std::string key;         // the director's (event, events, player_key), the table's (table, enter, confirm), the
                           // player's (seat)
  // create
  std::string name;
  bool hasSettings = false;
  json::Value settings;    // the document's settings object (src/tournament/events.cpp), checked by the document
  std::string creation;    // the console's creation id ("" when none)
  // event
  std::string kind;
  json::Value data;        // an object
  std::int64_t index = 0;  // the event's place in the document, from 1 (0: after the last)
  // table, enter, confirm, ranking, records
  int position = 0, table = 0;
  // enter, confirm
  std::string entryId;
  int deal = 0;
  json::Value entry;       // enter: the deal as a sheet writes it (an object)
  std::string confirms;    // confirm: the entry_id of the entry shown
  std::string seat;        // confirm: the confirming seat's letter
  // events
  std::int64_t from = 0;
  // seat, player_key
  int player = 0;

  static TournamentRequest create(const std::string& name, const json::Value* settings, const std::string& creation);
  static TournamentRequest event(const std::string& tournament, const std::string& key, const std::string& kind,
                                 const json::Value& data, std::int64_t index);
  // table, enter, confirm (the entry's members filled by the caller).
  static TournamentRequest atTable(TournamentRequestType type, const std::string& tournament, int position, int table,
                                 const std::string& key);
  static TournamentRequest watch(const std::string& tournament);
  static TournamentRequest events(const std::string& tournament, const std::string& key, std::int64_t from);
  static TournamentRequest ranking(const std::string& tournament, int position);
  static TournamentRequest seatOf(const std::string& tournament, int player, const std::string& key);
  static TournamentRequest records(const std::string& tournament, int position);
  static TournamentRequest playerKey(const std::string& tournament, const std::string& key, int player);
};

// The type named `name` (tournament_enter …): false for a name that is no tournament request.
bool tournamentRequestType(const std::string& name, TournamentRequestType* out);
// The wire name of a type.
const char* tournamentRequestName(TournamentRequestType t);

// Reads a tournament request's members from a message whose version, id and type are read already. False with
// `bad_message` and the member's name for a member missing, of the wrong kind or out of range.
bool readTournamentRequest(const json::Value& message, TournamentRequest* out, ProtocolError* error);

// The request as one text frame: {"v":1,"type":...,"id" when given, the members its type uses}.
std::string writeTournamentRequest(const TournamentRequest& r);

}  // namespace tarot::protocol
