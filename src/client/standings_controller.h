// The live standings as a program (client/program.h; `?tournament=CODE&view=standings`): it owns the page's
// online::StandingsWatch on the club's server, advances it in tick(now), carries out the position the person chose,
// and once the night is closed (the director closed its every position) gives the address of the night's page on the results
// site the same server keeps (`/results/`, server/results_site.h; the page's path is site::nightPath's).
#pragma once
#include "client/controller.h"
#include "client/program.h"
#include "online/standings_watch.h"
#include <memory>
#include <string>

namespace tarot::client {

class StandingsController final : public ProgramController {
 public:
  // Watches the tournament the host's query names on `server` ("http(s)://host[:port]", or ws(s)://), from `now`.
  StandingsController(const Host& host, const std::string& server, double now);
  void tick(double now) override;
  const online::StandingsWatch& watch() const { return *watch_; }
  // The person chose position `p`'s ranking (0: none).
  void choosePosition(int p) { watch_->choosePosition(p); }
  // The director closed every position of the night: its results are final (and on the server's results site).
  bool nightClosed() const;
  // The night's page on the results site in `lang`, once the night is closed ("" before, or with no server).
  std::string resultsLink(match::Lang lang) const;

 private:
  std::string server_;
  std::unique_ptr<online::StandingsWatch> watch_;
};

// "scheme://host[:port]" of a server's address (ws:// read as http://, wss:// as https://); "" for none.
std::string serverOrigin(const std::string& server);

}  // namespace tarot::client
