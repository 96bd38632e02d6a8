// The club protocol's requests (docs/PROTOCOL.md, "The club's register"), each written once for both ends: the hub
// reads them in the same parse as the table protocol's (parseClientMessage) and hands them to the club desk; a console
// writes them here. The reader checks form only (bad_message); whether the club exists, the key is its own and the
// register accepts the change is the desk's business.
#pragma once
#include "match/translations.h"
#include "record/json.h"
#include <cstdint>
#include <string>
#include <vector>

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
  // The club's season (season_requests.cpp):
  Night,               // club_night: club, key, tournament, director, date, season?, title?, members, annulled?
  ChampionshipSet,     // season_championship: club, key, season, championship (as the club file writes it)
  ChampionshipRemove,  // season_championship_remove: club, key, season, id
  Seasons,             // club_seasons: club (public)
  Ranking,             // season_ranking: club, season, championship (its id) (public)
};
// The season's types, read and written by season_requests.cpp; club_seasons and season_ranking need no key.
bool isSeasonRequest(ClubRequestType t);

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
  // The season's requests.
  std::string tournament, director;  // night: the tournament's code and its director's key
  std::string date, title;           // night: "YYYY-MM-DD" (checked by the desk), its title ("": none)
  std::string season;                // night ("": the FFT season of the date), championship_*, ranking
  std::vector<int> members;          // night: the register entry of each of the night's players (0: none)
  bool annulled = false;             // night
  json::Value championship;          // championship_set: the object as the club file writes it (its id required)
  std::string championshipId;        // championship_remove (`id`), ranking (`championship`)

  static ClubRequest create(const std::string& name);
  static ClubRequest of(ClubRequestType type, const std::string& club, const std::string& key);
};

bool clubRequestType(const std::string& name, ClubRequestType* out);
const char* clubRequestName(ClubRequestType t);
// Reads a club request's members from a message whose version, id and type are read already: false with
// `bad_message` and the member's name for one missing, of the wrong kind or out of range.
bool readClubRequest(const json::Value& message, ClubRequest* out, ProtocolError* error);
std::string writeClubRequest(const ClubRequest& r);
// The same for the season's types (called by the two above).
bool readSeasonRequest(const json::Value& message, ClubRequest* out, ProtocolError* error);
std::string writeSeasonRequest(const ClubRequest& r);

// An entry as JSON ({"id","name","licence","club","serie","senior","merged_into"}) and back (false: malformed).
json::Value memberJson(const WireMember& m);
bool readMember(const json::Value& v, WireMember* out, std::string* why);

// The club desk's replies written here, where the protocol's words live: the register's refusal as an error
// (register_refused, with `register_refusal` {code, a, b, detail}), and an import's answer.
std::string writeRegisterRefused(const std::string& code, int a, int b, const std::string& detail,
                                 const std::string& message);
// The season's refusal (club_refused, with `club_refusal` {code, index, detail}; codes in club_wire.h).
std::string writeClubRefused(const std::string& code, int index, const std::string& detail, const std::string& message);
// The season's refusal in the person's language (the console shows it; the server's `message` is the English one).
// Adds the club's refusal rows to the translations (this layer's own table; clubRefusalWords does it first).
void registerClubRefusalWords();
std::string clubRefusalWords(match::Lang lang, const std::string& code, int index, const std::string& detail);
std::string writeRegisterImported(const std::string& club, json::Value added, json::Value refusedLines);

}  // namespace tarot::protocol
