// The table protocol's messages (docs/PROTOCOL.md, version 1), each written once for both ends: the server
// (src/server) reads requests and writes replies with it, the client (src/online) writes requests and reads
// replies with it. A message is a struct with its fields, its JSON both ways and, for requests, its refusals (the
// checks of form; rights and legality are the hub's business). The names of types and codes are in wire.h.
#pragma once
#include "bots/bot.h"
#include "engine/action.h"
#include "match/match.h"
#include "match/scoresheet.h"
#include "match/seat_view.h"
#include "protocol/register_requests.h"
#include "protocol/tournament_requests.h"
#include "protocol/wire.h"
#include "record/json.h"
#include <array>
#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tarot::protocol {

// The one shape of a shared table's settings: what `create` asks for, what `state` and `tables` show, what the
// server stores, and what becomes the referee's MatchSettings when the match starts.
struct TableSettings {
  int players = 4;             // 3, 4 or 5
  bool fiveAtFour = false;     // five people, the dealer sits out
  int deals = 8;               // 1 to 100
  std::array<BotLevel, kMaxPlayers> levels{{BotLevel::Standard, BotLevel::Standard, BotLevel::Standard,
                                            BotLevel::Standard, BotLevel::Standard}};  // a bot's, by person
  bool isPublic = false;       // listed in `tables`
  match::Lang lang = match::Lang::French;  // of the refusals worded by the referee

  // The referee's settings, with the people's names.
  match::MatchSettings matchSettings(const std::array<std::string, kMaxPlayers>& names) const;
  // A local match's settings offered as a shared table.
  static TableSettings fromMatch(const match::MatchSettings& s, bool isPublic);
};
// The settings as the server stores them with a table (its "settings" column), and back: false when the text is
// not such an object or the number of players is not 3 to 5 (other members keep their defaults when missing).
std::string storedSettings(const TableSettings& s);
bool storedSettingsFromText(const std::string& text, TableSettings* out);

// --- Client -> server ---

// Tournament: one of the tournament protocol's requests, in `tournament` (tournament_requests.h).
// Club: one of the club protocol's requests (the register), in `club` (register_requests.h).
enum class MessageType { Create, List, Join, Resume, Start, Act, NextDeal, Lock, FreeSeat, Leave, Ping, Tournament, Club };

// A request. The members a type does not use keep their defaults.
struct ClientMessage {
  MessageType type = MessageType::Ping;
  std::string id;        // the request id as JSON text ("" when none), echoed in the replies
  std::string table;     // table code (join, resume, start, act, next_deal, lock, free_seat, leave)
  std::string token;     // seat token (resume, act, next_deal, leave; join: optional, one already held at the
                         // table) or creator token (start, lock, free_seat)
  std::string name;      // join, create
  int person = -1;       // join: the seat wanted (-1: the first free); free_seat: the seat to free
  Action action;         // act
  TableSettings settings;  // create
  bool locked = true;    // lock
  TournamentRequest tournament;  // tournament_*
  ClubRequest club;              // club_create, register_*

  static ClientMessage ping();
  static ClientMessage list();
  static ClientMessage create(const std::string& name, const TableSettings& settings);
  static ClientMessage join(const std::string& table, const std::string& name, int person = -1);
  static ClientMessage resume(const std::string& table, const std::string& token);
  // start, next_deal, leave: a table and a token.
  static ClientMessage tableAndToken(MessageType type, const std::string& table, const std::string& token);
  static ClientMessage act(const std::string& table, const std::string& token, const Action& action);
  static ClientMessage lock(const std::string& table, const std::string& creatorToken, bool locked);
  static ClientMessage freeSeat(const std::string& table, const std::string& creatorToken, int person);
};

// An error: a stable code for programs and an English sentence for people.
struct ProtocolError {
  std::string code;
  std::string message;
};

// The request as one text frame: {"v":1,"type":...,members the type uses}.
std::string writeClientMessage(const ClientMessage& m);
// Reads one text frame. False (with the error to send back) for a frame too big, bad JSON, another version, an
// unknown type, a missing or malformed field. The request id is read first, so a refusal echoes it too.
bool parseClientMessage(const std::string& text, ClientMessage* out, ProtocolError* error);
// The request id of a frame not otherwise read (a rate-limited message), as JSON text; "" when the frame is too
// big, not a JSON object, or carries no valid id.
std::string requestId(const std::string& text);

// A name as shown at the table: control characters removed, trimmed of invisible characters (white space,
// separators, format characters, default-ignorable code points), at most kMaxNameBytes bytes of whole UTF-8
// characters. Empty when nothing visible is left (refused by the caller).
std::string cleanName(const std::string& raw);
// True for a code point that shows nothing by itself: Unicode categories Zs, Zl, Zp, Cc, Cf and the
// default-ignorable code points (DerivedCoreProperties.txt).
bool invisibleCodePoint(char32_t c);
// True for a string shaped like a table code / a token (the only ones looked up).
bool isTableCode(std::string_view s);
bool isToken(std::string_view s);

// --- Server -> client ---

enum class ServerType { Created, Joined, State, Sheet, Tables, SeatFreed, SeatTakenOver, Pong, Error, Unknown };

struct Created {
  std::string table, creatorToken;
};
struct Joined {
  std::string table;
  int person = -1;
  std::string token;
};
// A seat as everyone at the table sees it.
struct SeatLine {
  enum class Status { Free, Here, Away, Bot, Joining } status = Status::Free;  // joining: a bot to the deal's end
  int person = 0;
  std::string name;
  bool held = false;           // a person holds the seat
  int awaySeconds = -1;        // away: whole seconds left before a bot plays it (-1: none, null on the wire)
  bool ready = false;          // wants the next deal
};
// Whole seconds left of a countdown, as the wire and the screens count them: a time that rounding left a hair above a
// whole number of seconds (12 + 1e-15) is that number, not the next.
inline int wholeSecondsLeft(double seconds) { return seconds <= 1e-6 ? 0 : int(std::ceil(seconds - 1e-6)); }
struct State {
  std::string table;
  int person = -1;             // the seat this state is written for
  bool started = false, locked = false;
  TableSettings settings;      // players, five at four, deals, public (levels and language are not sent)
  long actions = 0;
  std::vector<SeatLine> seats;
  bool hasView = false;        // null before the match starts
  match::SeatView view;
  int nextDealIn = -1;         // a finished deal: whole seconds before the next starts by itself (-1: none, absent)
};
struct SheetMessage {
  std::string table;
  match::Sheet sheet;
};
// A public table one may join.
struct TableLine {
  std::string code;
  TableSettings settings;      // players, five at four, deals
  bool started = false;
  int free = 0;
  std::vector<std::string> names;
};
struct SeatFreed {
  std::string table;
  int person = -1;
};
struct Error {
  std::string code, message;
  std::string refusal;         // an engine refusal's code, "" when none
};

// A server message with its version and type set, to be completed (for messages added beside this module).
json::Value serverMessage(const char* type);
std::string write(const Created& m);
std::string write(const Joined& m);
std::string write(const State& m);
std::string write(const SheetMessage& m);
std::string write(const std::vector<TableLine>& tables);  // the `tables` message
std::string write(const SeatFreed& m);
std::string write(const Error& m);
std::string writePong();
std::string writeSeatTakenOver();
// An error message with its code and its sentence (and "refusal", an engine refusal's code, when given).
std::string errorMessage(const std::string& code, const std::string& message, const std::string& refusal = "");

// The type of a server message (Unknown for anything else); then its reader, false when it is malformed.
ServerType serverType(const json::Value& m);
bool read(const json::Value& m, Created* out);
bool read(const json::Value& m, Joined* out);
bool read(const json::Value& m, State* out, std::string* why);
bool read(const json::Value& m, SheetMessage* out);
bool read(const json::Value& m, std::vector<TableLine>* out);
bool read(const json::Value& m, SeatFreed* out);
bool read(const json::Value& m, Error* out);

}  // namespace tarot::protocol
