// The standings page's address (standings_page.h).
#include "client/standings_page.h"
#include <cctype>

namespace tarot::client {

StandingsPage standingsPage(const std::string& query) {
  StandingsPage p;
  std::size_t i = !query.empty() && query[0] == '?' ? 1 : 0;
  while (i <= query.size()) {
    std::size_t end = query.find('&', i);
    if (end == std::string::npos) end = query.size();
    const std::string kv = query.substr(i, end - i);
    const std::size_t eq = kv.find('=');
    const std::string key = kv.substr(0, eq), value = eq == std::string::npos ? "" : kv.substr(eq + 1);
    if (key == "view") p.wanted = value == "standings";
    else if (key == "tournament" && value.size() <= 64) {
      p.tournament.clear();
      for (char c : value) p.tournament += char(std::toupper(static_cast<unsigned char>(c)));
    }
    i = end + 1;
  }
  return p;
}

}  // namespace tarot::client
