// What the console keeps of the tournament published on the club's server (docs/PROTOCOL.md, "Tournaments"): the
// server's address, the tournament's code, the director's key, each position's table keys, each player's key (a
// tournament played online: the server shows it once) and how many of the document's events the server holds (the events after those are the outbox, sent in order with their index).
// Saved on the device beside the document, so a reload or a lost network loses nothing. The links it gives never
// carry the director's key.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace tarot::console {

inline const char* const kClubKey = "tournament/club";
// The club itself on the server (docs/PROTOCOL.md, "The club's season"), one for every tournament of the device.
inline const char* const kClubAccountKey = "club/account";

struct ClubState {
  std::string server;                           // the club server's address (http(s)://host[:port] or ws(s)://…)
  std::string code, key;                        // the tournament's code and the director's key, once created
  std::string creation;                         // the creation id sent with tournament_create (32 hex digits, secret)
  std::size_t held = 0;                         // the document's events the server holds (0: none yet)
  std::vector<std::vector<std::string>> keys;   // [position - 1][table - 1]: each table's key
  std::vector<std::string> playerKeys;          // a tournament played online: player n's key at n - 1 ("" unknown)

  bool publishing() const { return !server.empty(); }
  bool published() const { return !code.empty(); }
  // The table's key at a position ("" when unknown).
  std::string tableKey(int position, int table) const;
  // The pages' folder for the links: http(s)://host[:port]/folder/ (ws:// becomes http://, wss:// https://; a page's
  // file name and query dropped).
  std::string pageBase() const;
  // A table's phone link for a position ("" when its key is unknown); the standings' link.
  std::string tableLink(int position, int table) const;
  std::string standingsLink() const;
  // A player's key ("" when unknown) and link to their seats at an online tournament ("" when its key is unknown).
  std::string playerKey(int player) const;
  std::string playerLink(int player) const;

  std::string toJson() const;
  // False (and *out untouched) for anything but a saved club state.
  static bool fromJson(const std::string& text, ClubState* out);
};

// The club on its server: its code and its key, given once when the club was created (club_create) and entered once
// at the console; a night the console publishes joins the club's season with them (ClubSync, `club_night`). The
// key stays on the device: the screens show only that it is kept.
struct ClubAccount {
  std::string code, key;
  bool known() const { return !code.empty() && !key.empty(); }
  bool operator==(const ClubAccount& o) const { return code == o.code && key == o.key; }
};

}  // namespace tarot::console
