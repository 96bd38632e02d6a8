// The referee of every table on the server: tables and their seats, the connections sitting at them, each message
// checked (form, rights, turn, then the engine through Match), bots driven by the caller's steady clock, seats
// kept for a grace time when a connection drops, everything persisted before it is announced. No network code:
// the network layer (net_server.h) passes frames in and sends what the hub hands out; tests drive it directly.
#pragma once
#include "match/match.h"
#include "server/protocol.h"
#include "server/club_desk.h"
#include "server/rate_limiter.h"
#include "server/store.h"
#include "server/tournament_desk.h"
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>

namespace tarot::server {

using ConnId = std::uint64_t;

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
  // A table of an online tournament position (hub_tournament.cpp): its tournament ("" for other tables), position
  // and number; it plays on with nobody connected, no deal starts after the position's clock, and its sheet goes to
  // the tournament when its match ends.
  std::string tournament;
  int tournamentPosition = 0, tournamentTable = 0;
  double stopDealsAt = -1;     // the clock: no deal starts from then (hub time), -1: none
  bool sheetGiven = false;     // its sheet went to the tournament
  bool clockTold = false;      // its seats were told the clock ran out
  std::array<bool, kMaxPlayers> botPlayed{};  // persons for whom a bot acted (the people who never came or left)
};

class Hub : public TableHost {
 public:
  using Send = std::function<void(ConnId, const std::string&)>;
  // Closes a connection once what was sent to it is written, with a reason for its close frame.
  using Close = std::function<void(ConnId, const std::string& reason)>;

  Hub(Store* store, HubOptions options, Send send, Close close);
  // One message sent to many connections (the standings to every page): the network layer queues the same string
  // for each instead of a copy per connection. Without it, `send` gets a copy.
  // `replace`: what a newer push may replace in the connection's queue while unsent (server/send_queue.h).
  using SendShared = std::function<void(ConnId, const std::shared_ptr<const std::string>&, const Replace&)>;
  void shareSends(SendShared sendShared) { sendShared_ = std::move(sendShared); }

  // Reloads every stored table (after a restart): matches resume, every held seat waits `grace` for its person.
  void restore(double now);
  void opened(ConnId conn, double now);
  void message(ConnId conn, const std::string& text, double now);
  void closed(ConnId conn, double now);
  // Bots, grace deadlines and next deals; call often (every 20-50 ms).
  void tick(double now);

  std::size_t tableCount() const { return tables_.size(); }
  std::size_t connectionCount() const { return conns_.size(); }
  const Table* table(const std::string& code) const;
  long messagesIn() const { return messagesIn_; }
  long messagesOut() const { return messagesOut_; }
  const TournamentDesk& desk() const { return desk_; }
  const ClubDesk& clubs() const { return clubs_; }

  // The tournament desk's online positions (TableHost, hub_tournament.cpp).
  std::string openTournamentTable(const OnlineTableSpec& spec) override;
  bool reseat(const std::string& code, int person, const std::string& tokenHash) override;
  protocol::TournamentTableRecord tableRecords(const std::string& code) const override;
  void adoptTournamentTable(const OnlineTableSpec& spec, const std::string& code) override;
  std::int64_t positionEnd(int minutes) const override;

 private:
  struct Connection {
    RateLimiter limiter;
    std::string table;         // the table it sits at ("" when none)
    int person = -1;
    int refusedForRate = 0;
    double lastHeard = 0;      // when its last message came
  };

  void handle(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void create(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void join(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void resume(ConnId conn, Connection& c, const ClientMessage& m, double now);
  void start(ConnId conn, Table& t, double now);
  void startWithSeed(Table& t, double now, std::uint64_t seed);
  // An online position's table whose match ended or whose clock stopped it: its sheet to the tournament, once.
  void tournamentTableEnds(Table& t);
  // An online position's clock to a seat: the seconds left, or that no new deal starts (tournament_clock).
  void sendClock(ConnId conn, const Table& t, double now);
  // Tells every seat once when the clock has run out.
  void tickClock(Table& t, double now);
  void act(ConnId conn, Connection& c, Table& t, const ClientMessage& m, double now);
  void freeSeat(Table& t, int person, double now);
  void listTables(ConnId conn);
  void dealStarts(Table& t, double now, bool first);
  void tickAway(Table& t, double now);
  void closeIdle(double now);
  void seat(ConnId conn, Connection& c, Table& t, int person, const std::string& token, double now);
  void unseat(ConnId conn, Connection& c, double now);
  // Persists the match's last change (one action) and tells every seat.
  bool commitAction(Table& t, int person, bool byBot, const std::string& action, double now);
  bool saveTable(const Table& t);
  void broadcast(Table& t, double now);
  void sendState(ConnId conn, Table& t, int person, double now);
  void sendSheetIfNew(Table& t);
  void send(ConnId conn, const std::string& text);
  void sendShared(ConnId conn, const std::shared_ptr<const std::string>& text, const Replace& replace = {});
  void error(ConnId conn, const std::string& code, const std::string& message, const std::string& refusal = "");
  void log(const Table& t, const std::string& what) const;
  double matchTime(double now) const { return now * options_.pace; }
  std::int64_t wall() const;  // options_.wallClock, or the system's (hub_tournament.cpp)

  Store* store_;
  HubOptions options_;
  Send send_;
  Close close_;
  SendShared sendShared_;
  std::map<std::string, std::unique_ptr<Table>> tables_;
  std::map<ConnId, Connection> conns_;
  ConnId replyTo_ = 0;         // the connection whose message is being handled, and its request id (JSON)
  std::string replyId_;
  double lastIdleScan_ = 0;
  long messagesIn_ = 0;
  long messagesOut_ = 0;
  TournamentDesk desk_;        // the tournaments (tournament_* messages)
  ClubDesk clubs_;             // the clubs and their registers (club_create, register_* messages)
  double now_ = 0;             // the time of the message or tick being handled (for the desk's requests)
};

}  // namespace tarot::server
