// The standings page's address (standings_page.h).
#include "client/standings_page.h"
#include "client/startup_config.h"
#include <cctype>

namespace tarot::client {

StandingsPage standingsPage(const std::string& query) {
  StandingsPage p;
  const QueryParams params = readQuery(query);
  if (const std::string* view = params.last("view")) p.wanted = *view == "standings";
  if (const std::string* code = params.last("tournament"); code && code->size() <= 64)
    for (char c : *code) p.tournament += char(std::toupper(static_cast<unsigned char>(c)));
  return p;
}

}  // namespace tarot::client
