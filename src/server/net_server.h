// The network side of tarot-server: one port, HTTP for the web folder and WebSocket on /ws for the tables, on one
// thread (Boost.Asio io_context). Kept to one translation unit because Beast is heavy to compile.
#pragma once
#include "server/hub.h"
#include <string>
#include <vector>

namespace tarot::server {

struct NetOptions {
  std::string bind = "0.0.0.0";
  int port = 8080;                      // 0: any free port (the printed URL says which)
  std::string webDir;                   // static files ("" serves none)
  std::string clubName = "Tarot";       // the results site's title (/results/, server/results_site.h)
  std::vector<std::string> allowOrigins;  // besides the Host's own origin
  double tickSeconds = 0.025;           // how often the hub's bots and timers run
  double pingDeadline = wire::kPingDeadline;  // seconds without a frame before a connection is dead (a ping
                                              // goes out at half)
};

// Restores the stored tables, then serves until SIGINT/SIGTERM. Prints one line "http://HOST:PORT/" on stdout
// once listening. Returns the exit code.
int runServer(const NetOptions& net, Store* store, const HubOptions& hubOptions);
// Seconds on the steady clock since the process started (the hub's time).
double steadyNow();

}  // namespace tarot::server
