// The live standings as a program (standings_controller.h).
#include "client/standings_controller.h"
#include "client/standings_page.h"
#include "site/site.h"

namespace tarot::client {

StandingsController::StandingsController(const Host& host, const std::string& server, double now) : server_(server) {
  watch_ = std::make_unique<online::StandingsWatch>(host.openLink, server, standingsPage(host.startupQuery).tournament, now);
}

void StandingsController::tick(double now) { watch_->update(now); }

bool StandingsController::nightClosed() const {
  const online::TournamentStandings& s = watch_->standings();
  return watch_->hasStandings() && s.positions > 0 && s.closed >= s.positions;
}

std::string StandingsController::resultsLink(match::Lang lang) const {
  const std::string origin = serverOrigin(server_);
  if (origin.empty() || !nightClosed()) return "";
  season::Night night;
  night.id = watch_->tournament();  // the server's results site names each night by its tournament's code
  return origin + "/results/" + site::nightPath(lang, night);
}

std::string serverOrigin(const std::string& server) {
  std::string s = server, scheme;
  for (const char* p : {"http://", "https://", "ws://", "wss://"}) {
    const std::string prefix = p;
    if (s.rfind(prefix, 0) == 0) {
      scheme = prefix == "https://" || prefix == "wss://" ? "https://" : "http://";
      s = s.substr(prefix.size());
      break;
    }
  }
  s = s.substr(0, s.find_first_of("/?#"));
  return scheme.empty() || s.empty() ? "" : scheme + s;
}

}  // namespace tarot::client
