// Club tournaments on the server (docs/PROTOCOL.md, "Tournaments"): each tournament is the club tournament's
// document (src/tournament) plus the deals its tables' phones enter and confirm, kept in the SQLite store as one log
// of records, each committed before any reply. Roles: the director's key (given once at tournament_create) alone
// appends the document's events (registration, draw, positions, corrections with their reason, penalties); each
// table and position has its own key, which enters that table's deals and has them confirmed as the table's entry
// model says (tournament/sheet_entry.h: the keeper enters, another seat confirms, a confirmed deal is locked); when
// every deal of a sheet is confirmed the model's sheet goes into the document. Each phone's entry carries an entry
// id: a resend after a network loss is applied once. Anyone may watch the standings, pushed as deals and sheets
// arrive. No network code: the router (hub.h) hands it the tournament requests, read once, and the closed
// connections; it sends through the broadcaster and asks the table rooms for an online position's tables (TableHost).
#pragma once
#include "protocol/tournament_replies.h"
#include "protocol/tournament_requests.h"
#include "server/broadcaster.h"
#include "server/send_queue.h"
#include "server/table_host.h"
#include "server/tournament_store.h"
#include "tournament/sheet_entry.h"
#include "tournament/document.h"
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace tarot::server {

// One table at one position: its key's hash, the sheet its phones enter (the entry model's state, tournament/
// sheet_entry.h: the desk keeps no other), the phones that follow it.
struct DeskSheet : tournament::SheetEntry {
  std::string keyHash;
  std::set<ConnId> phones;
  // An online position: the server's table playing it, its persons (the player, 0 for a bot; their orientation)
  // and the players a bot played for.
  std::string tableCode;
  int people = 0;
  std::array<int, 5> persons{}, orientations{};
  std::vector<int> botPlayed;
  std::int64_t clockEnds = 0;       // the position's clock as wall time (ms since 1970), 0: none
  std::array<bool, 5> takenOver{};  // by person: a bot took the seat over (a database's takeover records from before
                                    // the rooms read it from their own action log)
};

struct DeskTournament {
  std::string code, directorHash;
  tournament::Document doc;
  std::vector<std::vector<DeskSheet>> positions;  // [position - 1][table - 1]
  long seq = 0;                                   // records kept
  std::set<ConnId> watchers;
  std::set<ConnId> directors;                     // connections following the document (tournament_events)
  std::string standings;                          // the standings message, "" when it must be built again
  std::string pushedPlayers, pushedSeating;       // the names and the seating as the last standings update had them
  std::string pushedDuplicate;                    // ... and the duplicate ranking
  std::map<int, std::set<ConnId>> rankingAskers;  // position -> the connections that asked for its ranking
  std::map<int, std::string> rankingSent;         // position -> its ranking message as last sent to them
  std::vector<std::string> playerKeyHashes;       // online tournaments: each player's key (player n at n - 1)
  std::map<ConnId, int> seatWaiting;              // connections waiting for a player's next position
};

class TournamentDesk {
 public:
  // `db`: the tables' database (nullptr: nothing kept). `out` sends the answers and the pushes (those to every
  // watcher as one string for all of them, with what a newer push of the same kind may replace while unsent).
  TournamentDesk(sqlite3* db, Broadcaster& out, bool log);

  // Reloads every stored tournament (after a restart).
  void restore();
  // A tournament request, read once by the router (src/protocol/tournament_requests.h).
  void request(ConnId conn, const protocol::TournamentRequest& r);
  void closed(ConnId conn);
  // The connection follows a table or the standings (it is not idle).
  bool follows(ConnId conn) const { return following_.count(conn) != 0; }

  std::size_t count() const { return tournaments_.size(); }
  // Online positions (tournament_online.cpp): the server's tables (the rooms: the desk asks them, they never call
  // it), a table's match ended as the router hands it over (its sheet, the persons a bot played for), and the tables
  // to adopt again after a restart.
  void setHost(TableHost* host) { host_ = host; }
  void tableEnded(const std::string& tournament, int position, int table, const tournament::TableSheet& sheet,
                  const std::array<bool, 5>& botPlayed);
  void adoptTables();
  const DeskTournament* tournament(const std::string& code) const;
  // Each tournament, in code order (the results site reads them: server/results_site.h).
  template <class F>
  void forEach(F f) const {
    for (const auto& [code, t] : tournaments_) f(*t);
  }

 private:
  using Json = json::Value;
  using Request = protocol::TournamentRequest;
  void create(ConnId conn, const Request& m);
  void directorEvent(ConnId conn, const Request& m);
  void tableRequest(ConnId conn, const Request& m);
  void watch(ConnId conn, const Request& m);
  void events(ConnId conn, const Request& m);
  // The director's event already held at `index` (a resend): accepted again with "duplicate", or refused.
  void heldEvent(ConnId conn, DeskTournament& t, std::size_t index, const tournament::Event& e, const std::string& key);
  // The events from `from` to the directors' connections that follow the document, but `except`.
  void pushEvents(DeskTournament& t, std::size_t from, ConnId except);
  void ranking(ConnId conn, const Request& m);
  void enter(ConnId conn, DeskTournament& t, int position, int table, const Request& m);
  void confirm(ConnId conn, DeskTournament& t, int position, int table, const Request& m);
  // Keeps a record (store, then memory). False (server_error sent) when the store refuses it.
  bool keep(ConnId conn, DeskTournament& t, const Json& record);
  // Applies a record to memory: the same code live and on a restart. "" when applied.
  std::string apply(DeskTournament& t, const Json& record);
  void sendSheet(ConnId conn, const DeskTournament& t, int position, int table, bool duplicate = false);
  void pushSheet(DeskTournament& t, int position, int table);
  void pushStandings(DeskTournament& t);
  // Sends one message to every watcher of `t`, the same string for all.
  void pushToWatchers(const DeskTournament& t, const std::string& text, const Replace& replace);
  // Each asked position's ranking, to those who asked, when it differs from the one they have.
  void pushRankings(DeskTournament& t);
  void error(ConnId conn, const char* code, const std::string& message);
  // The tournament a request names (`tournament`; with `online`, one played online), or nullptr (no_tournament sent).
  DeskTournament* requested(ConnId conn, const Request& m, bool online = false);
  // The director's key: false (not_director sent) when `key` is not it.
  bool director(ConnId conn, const DeskTournament& t, const std::string& key);
  void follow(ConnId conn) { ++following_[conn]; }
  // Online positions (tournament_online.cpp).
  bool startOnline(ConnId conn, DeskTournament& t, const tournament::State& dry, json::Value* record);
  void seatRequest(ConnId conn, const Request& m);
  void records(ConnId conn, const Request& m);
  // The director gives a player a new key (tournament_player_key): the old one no longer holds the seat.
  void playerKeyRequest(ConnId conn, const Request& m);
  std::string applyOnline(DeskTournament& t, const Json& record, std::int64_t when);
  void pushSeats(DeskTournament& t);
  void sendSeat(ConnId conn, DeskTournament& t, int player);

  TournamentStore store_;
  Broadcaster& out_;
  bool log_;
  std::map<std::string, std::unique_ptr<DeskTournament>> tournaments_;
  std::map<std::string, std::string> creations_;  // a creation id's hash -> the tournament it created
  std::map<ConnId, int> following_;  // connections following a table or standings, and how many
  TableHost* host_ = nullptr;
};

// The messages the desk builds (tournament_views.cpp).
// A table's sheet at a position as its phones show it: names by orientation, each deal entered or confirmed.
std::string tableSheetMessage(const DeskTournament& t, int position, int table, bool duplicate);
// The standings: the ranking of the latest position and cumulated, the sheets missing, the latest seating.
std::string standingsMessage(const DeskTournament& t);
// What a standings update carries beyond the rankings and the missing sheets (its parts, send_queue.h).
inline constexpr unsigned kStandingsPlayers = 1, kStandingsSeating = 2, kStandingsDuplicate = 4;
// The standings as pushed after a change: the rankings packed, the missing sheets, and the names and the seating
// only when they differ from `players` and `seating` (the last update's, updated here); `parts` says which it has.
// A duplicate tournament's ranking of its latest closed position likewise (`duplicate`).
std::string standingsUpdateMessage(const DeskTournament& t, std::string* players, std::string* seating,
                                   std::string* duplicate, unsigned* parts);
// The names, the seating and the duplicate ranking as the whole standings carry them now (what a page holds after
// its watch).
void standingsParts(const DeskTournament& t, std::string* players, std::string* seating, std::string* duplicate);
// One position's ranking, asked by a page: a tournament_position_ranking reply {"position","complete","lines"}.
std::string positionRankingMessage(const DeskTournament& t, int position);
// A deal confirmed, for the watchers: a tournament_progress push {"position","table","confirmed"}.
std::string progressMessage(const DeskTournament& t, int position, int table);
// The document's events from `from` (at most wire::kMaxEventsPerList): a tournament_event_list reply {"tournament",
// "from","count","events":[{"kind","at","author","data"}]}.
std::string eventListMessage(const DeskTournament& t, std::size_t from);

}  // namespace tarot::server
