// The table protocol's messages (docs/PROTOCOL.md, version 1): a client message read and checked once at the
// edge, and the server's replies built as JSON. No network code here: the hub and the tests use it directly.
#pragma once
#include "engine/action.h"
#include "online/wire.h"
#include "record/json.h"
#include <cstddef>
#include <string>

namespace tarot::server {

constexpr int kProtocolVersion = wire::kVersion;
constexpr std::size_t kMaxMessageBytes = wire::kMaxMessageBytes;  // larger frames are refused (too_big)
constexpr std::size_t kMaxNameBytes = wire::kMaxNameBytes;

enum class MessageType { Create, List, Join, Resume, Start, Act, NextDeal, Lock, FreeSeat, Leave, Ping };

// A client message after the checks of form (not of rights or legality: the hub's business).
struct ClientMessage {
  MessageType type = MessageType::Ping;
  std::string id;        // the request id as JSON text ("" when none), echoed in the replies
  std::string table;     // table code (join, resume, start, act, next_deal, lock, free_seat)
  std::string token;     // seat token (resume, act, next_deal, leave; join: optional, one already held at the
                         // table) or creator token (start, lock, free_seat)
  std::string name;      // join, create
  int person = -1;       // join: the seat wanted (-1: the first free); free_seat: the seat to free
  Action action;         // act
  // create
  int players = 4;
  bool fiveAtFour = false;
  int deals = 8;
  std::string levels[5] = {"standard", "standard", "standard", "standard", "standard"};
  bool isPublic = false;
  std::string lang = "fr";
  bool locked = true;    // lock
};

// An error: a stable code for programs and an English sentence for people.
struct ProtocolError {
  std::string code;
  std::string message;
};

// Reads one text frame. False (with the error to send back) for a frame too big, bad JSON, another version, an
// unknown type, a missing or malformed field. The request id is read first, so a refusal echoes it too.
bool parseClientMessage(const std::string& text, ClientMessage* out, ProtocolError* error);

// A name as shown at the table: control characters removed, trimmed of invisible characters (white space,
// separators, format characters, default-ignorable code points), at most kMaxNameBytes bytes of whole UTF-8
// characters. Empty when nothing visible is left (refused by the caller).
std::string cleanName(const std::string& raw);
// True for a code point that shows nothing by itself: Unicode categories Zs, Zl, Zp, Cc, Cf and the
// default-ignorable code points (DerivedCoreProperties.txt).
bool invisibleCodePoint(char32_t c);

// {"v":1,"type":"error","code":...,"message":...} (plus "refusal" for an engine refusal's code).
std::string errorMessage(const std::string& code, const std::string& message, const std::string& refusal = "");
// A server message with its version and type set, to be completed.
json::Value serverMessage(const char* type);

}  // namespace tarot::server
