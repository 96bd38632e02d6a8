// The table rooms: the referee of every table on the server — tables and their seats, the connections sitting at
// them, each table request checked (rights, turn, then the engine through Match), bots driven by the caller's steady
// clock, seats kept for a grace time when a connection drops, every action committed to the store before it is
// announced (through the broadcaster) to the table's seats. An online tournament position's tables are opened here
// at the desk's request (TableHost); what the rooms have for the desk (a table's match ended) waits in takeEnded()
// for the router to hand over: the rooms never call the desk. No network code.
#pragma once
#include "match/match.h"
#include "server/broadcaster.h"
#include "server/protocol.h"
#include "server/store.h"
#include "server/table_host.h"
#include "tournament/document.h"
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tarot::server {

struct HubOptions {
  double grace = wire::kGrace;                  // seconds a dropped seat is kept before a bot plays it
  double nextDealDelay = wire::kNextDealDelay;  // seconds after a deal ends before the next one starts unless
                                                // everyone is ready
  double ratePerSecond = wire::kRatePerSecond;  // messages per connection
  double rateBurst = wire::kRateBurst;
  double idleClose = wire::kIdleClose;          // seconds a connection holding no seat may stay silent
  bool log = true;             // one line per table event on stderr (never a card)
  double pace = 1;             // the matches' clock runs this many times faster (quick demonstrations, tests)
  // Milliseconds since 1970: an online position's clock is kept as wall time, so that it runs on across a restart.
  // Empty: the system's clock (tests give their own).
  std::function<std::int64_t()> wallClock;
};

struct Seat {
  std::string name;            // empty: a free seat
  std::string tokenHash;       // SHA-256 of the seat token; empty: nobody holds the seat
  std::string dealHash;        // the token hash the deal in progress was dealt to (set when a deal starts): only
                               // that credential sees and plays the seat's hand; anyone else waits for the next deal
  ConnId conn = 0;             // the connection sitting there, 0 when none
  double awayUntil = -1;       // while its connection is gone (match started): when a bot takes over
  bool ready = false;          // wants the next deal
  bool held() const { return !tokenHash.empty(); }
  // The person holding the seat is the one the deal in progress was dealt to.
  bool ownsDeal() const { return held() && tokenHash == dealHash; }
};

struct Table {
  std::string code;
  protocol::TableSettings settings;
  int people() const { return settings.players; }
  std::string creatorHash;
  bool locked = false;
  bool started = false;
  std::array<Seat, kMaxPlayers> seats;
  match::Match match;
  long actions = 0;            // actions logged (the persisted sequence number)
  std::size_t dealsStored = 0; // finished deals written to the store apart from the match (saveJson(dealsStored))
  double dealEndedAt = -1;     // when the deal on the table finished
  int sheetSentFor = -1;       // history size when the sheet was last sent
  int awayShown = -1;          // the whole seconds left to the first away seat, as last sent
  // A table of an online tournament position (table_rooms_tournament.cpp): its tournament ("" for other tables), position
  // and number; it plays on with nobody connected, no deal starts after the position's clock, and its sheet goes to
  // the tournament when its match ends.
  std::string tournament;
  int tournamentPosition = 0, tournamentTable = 0;
  double stopDealsAt = -1;     // the clock: no deal starts from then (hub time), -1: none
  bool sheetGiven = false;     // its sheet went to the tournament
  bool clockTold = false;      // its seats were told the clock ran out
  std::array<bool, kMaxPlayers> botPlayed{};  // persons for whom a bot acted (the people who never came or left)
};

// An online position's table whose match ended or whose clock stopped it: its sheet for the tournament.
struct EndedTable {
  std::string tournament;
  int position = 0, table = 0;
  tournament::TableSheet sheet;
  std::array<bool, kMaxPlayers> botPlayed{};
};

class TableRooms : public TableHost {
 public:
  TableRooms(Store* store, const HubOptions& options, Broadcaster& out) : store_(store), options_(options), out_(out) {}

  // Reloads every stored table (after a restart): matches resume, every held seat waits `grace` for its person.
  void restore(double now);
  // The time of the message or tick being handled (the desk's requests open tables at it).
  void at(double now) { now_ = now; }
  // A table request (ping, list, create, join, resume, start, lock, free_seat, act, next_deal, leave).
  void request(ConnId conn, const ClientMessage& m, double now);
  void closed(ConnId conn, double now);
  // Bots, grace deadlines, clocks and next deals.
  void tick(double now);
  // The online positions' tables that ended since the last call, for the tournament desk.
  std::vector<EndedTable> takeEnded() { return std::move(ended_); }

  // The connection sits at a table.
  bool seats(ConnId conn) const;
  std::size_t count() const { return tables_.size(); }
  const Table* table(const std::string& code) const;

  // The tournament desk's online positions (TableHost, table_rooms_tournament.cpp).
  std::string openTournamentTable(const OnlineTableSpec& spec) override;
  bool reseat(const std::string& code, int person, const std::string& tokenHash) override;
  protocol::TournamentTableRecord tableRecords(const std::string& code) const override;
  void adoptTournamentTable(const OnlineTableSpec& spec, const std::string& code) override;
  std::int64_t positionEnd(int minutes) const override;

 private:
  // Where a connection sits.
  struct Sitting {
    std::string table;         // "" when none
    int person = -1;
  };
  using Connection = Sitting;

  void create(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void join(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void resume(ConnId conn, Connection& c, const ClientMessage& m, double now);
  // The requests that name a table and carry a token: the creator's, then the seat's own.
  void tableRequest(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void seatRequest(ConnId conn, Connection& c, Table& t, const ClientMessage& m, double now);
  void startWithSeed(Table& t, double now, std::uint64_t seed);
  // The stored table is this online position's (its clock, the persons a bot played for).
  void adopt(Table& t, const OnlineTableSpec& spec);
  // The persons a bot acted for at a table, read from its action log (after a restart).
  std::array<bool, kMaxPlayers> botsFromLog(const std::string& code);
  // An online position's table whose match ended or whose clock stopped it: its sheet to the tournament, once.
  void tournamentTableEnds(Table& t);
  // An online position's clock to a seat: the seconds left, or that no new deal starts (tournament_clock).
  void sendClock(ConnId conn, const Table& t, double now);
  // Tells every seat once when the clock has run out.
  void tickClock(Table& t, double now);
  void tickTable(Table& t, double now);
  // A finished deal: the next one starts when everyone is ready or after the delay; false when it waits.
  bool tickNextDeal(Table& t, double now);
  void act(ConnId conn, Connection& c, Table& t, const ClientMessage& m, double now);
  void freeSeat(Table& t, int person, double now);
  void listTables(ConnId conn);
  void dealStarts(Table& t, double now, bool first);
  void tickAway(Table& t, double now);
  void seat(ConnId conn, Connection& c, Table& t, int person, const std::string& token, double now);
  // The connection no longer sits anywhere (its seat was freed or taken over).
  void unseat(ConnId conn);
  // Persists the match's last change (one action) and tells every seat.
  bool commitAction(Table& t, int person, bool byBot, const std::string& action, double now);
  bool saveTable(const Table& t);
  void broadcast(Table& t, double now);
  void sendState(ConnId conn, Table& t, int person, double now);
  void sendSheetIfNew(Table& t);
  void send(ConnId conn, const std::string& text) { out_.send(conn, text); }
  void error(ConnId conn, const std::string& code, const std::string& message, const std::string& refusal = "") {
    out_.error(conn, code, message, refusal);
  }
  void log(const Table& t, const std::string& what) const;
  double matchTime(double now) const { return now * options_.pace; }
  std::int64_t wall() const;  // options_.wallClock, or the system's (table_rooms_tournament.cpp)

  Store* store_;
  HubOptions options_;
  Broadcaster& out_;
  std::map<std::string, std::unique_ptr<Table>> tables_;
  std::map<ConnId, Sitting> sitting_;
  std::vector<EndedTable> ended_;
  double now_ = 0;
};

}  // namespace tarot::server
