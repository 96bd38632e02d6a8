// The club protocol's requests (docs/PROTOCOL.md, "The club's register"), each written once for both ends: the hub
// reads them in the same parse as the table protocol's (parseClientMessage) and hands them to the club desk; a console
// writes them here. The reader checks form only (bad_message); whether the club exists, the key is its own and the
// register accepts the change is the desk's business.
#pragma once
#include "record/json.h"
#include <cstdint>
#include <string>

namespace tarot::protocol {

struct ProtocolError;

enum class ClubRequestType : std::uint8_t {
  Create,  // club_create: name
  List,    // register_list: club, key
  Search,  // register_search: club, key, text, limit (optional, 1-50, 10)
  Add,     // register_add: club, key, member {name, licence, club, serie, senior}
  Edit,    // register_edit: club, key, member {id, name, licence, club, serie, senior}
  Merge,   // register_merge: club, key, kept, gone
  Import,  // register_import: club, key, csv
};

// One entry of the register as the wire carries it (season::Member's fields; `merged_into` only in replies).
struct WireMember {
  int id = 0;
  std::string name, licence, club;
  int serie = 4;
  bool senior = false;
  int mergedInto = 0;
};

struct ClubRequest {
  ClubRequestType type = ClubRequestType::List;
  json::Value id;        // the writer's request id (null: none); a read request's id is ClientMessage::id
  std::string club;      // the club's code (every type but create)
  std::string key;       // the club's key (every type but create)
  std::string name;      // create
  std::string text;      // search
  int limit = 10;        // search
  WireMember member;     // add, edit
  int kept = 0, gone = 0;  // merge
  std::string csv;       // import

  static ClubRequest create(const std::string& name);
  static ClubRequest of(ClubRequestType type, const std::string& club, const std::string& key);
};

bool clubRequestType(const std::string& name, ClubRequestType* out);
const char* clubRequestName(ClubRequestType t);
// Reads a club request's members from a message whose version, id and type are read already: false with
// `bad_message` and the member's name for one missing, of the wrong kind or out of range.
bool readClubRequest(const json::Value& message, ClubRequest* out, ProtocolError* error);
std::string writeClubRequest(const ClubRequest& r);

// An entry as JSON ({"id","name","licence","club","serie","senior","merged_into"}) and back (false: malformed).
json::Value memberJson(const WireMember& m);
bool readMember(const json::Value& v, WireMember* out, std::string* why);

// The club desk's replies written here, where the protocol's words live: the register's refusal as an error
// (register_refused, with `register_refusal` {code, a, b, detail}), and an import's answer.
std::string writeRegisterRefused(const std::string& code, int a, int b, const std::string& detail,
                                 const std::string& message);
std::string writeRegisterImported(const std::string& club, json::Value added, json::Value refusedLines);

}  // namespace tarot::protocol
