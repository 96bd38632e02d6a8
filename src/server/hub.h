// The server's router, with no network code (net_server.cpp passes frames in and writes what the parts send):
// the connections and their rate limits, each message parsed once (protocol::parseClientMessage) and handed to the
// part it is for — table requests to the table rooms (table_rooms.h), tournament requests to the tournament desk
// (tournament_desk.h), club requests to the club desk (club_desk.h) — all of which send through one broadcaster
// (broadcaster.h). The desk asks the rooms for an online position's tables; what the rooms have for the desk (a
// table's match ended) the router hands over after each tick: no part calls back into the one that owns it.
#pragma once
#include "server/broadcaster.h"
#include "server/club_desk.h"
#include "server/protocol.h"
#include "server/rate_limiter.h"
#include "server/store.h"
#include "server/table_rooms.h"
#include "server/tournament_desk.h"
#include <map>
#include <memory>
#include <string>

namespace tarot::server {

class Hub {
 public:
  using Send = Broadcaster::Send;
  using Close = Broadcaster::Close;
  using SendShared = Broadcaster::SendShared;

  Hub(Store* store, HubOptions options, Send send, Close close);
  // One message sent to many connections (the standings to every page): the network layer queues the same string
  // for each instead of a copy per connection. Without it, `send` gets a copy.
  void shareSends(SendShared sendShared) { out_.shareSends(std::move(sendShared)); }

  // Reloads every stored tournament, club and table (after a restart).
  void restore(double now);
  void opened(ConnId conn, double now);
  void message(ConnId conn, const std::string& text, double now);
  void closed(ConnId conn, double now);
  // Bots, grace deadlines, clocks and next deals, idle connections; call often (every 20-50 ms).
  void tick(double now);

  std::size_t tableCount() const { return rooms_.count(); }
  std::size_t connectionCount() const { return conns_.size(); }
  const Table* table(const std::string& code) const { return rooms_.table(code); }
  long messagesIn() const { return messagesIn_; }
  long messagesOut() const { return out_.sent(); }
  const TournamentDesk& desk() const { return desk_; }
  const ClubDesk& clubs() const { return clubs_; }

 private:
  struct Connection {
    RateLimiter limiter;
    int refusedForRate = 0;
    double lastHeard = 0;      // when its last message came
  };

  // False when the connection is refused for its rate (and closed when it keeps flooding).
  bool allowed(ConnId conn, Connection& c, const std::string& text, double now);
  void route(ConnId conn, const std::string& text, double now);
  // The online positions' tables that ended, to the desk.
  void handOver();
  void closeIdle(double now);

  HubOptions options_;
  Broadcaster out_;
  TableRooms rooms_;
  TournamentDesk desk_;        // the tournaments (tournament_* messages)
  ClubDesk clubs_;             // the clubs and their registers (club_create, register_* messages)
  std::map<ConnId, Connection> conns_;
  double lastIdleScan_ = 0;
  long messagesIn_ = 0;
};

}  // namespace tarot::server
