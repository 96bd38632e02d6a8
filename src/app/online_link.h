// The app's side of online tables: the WebSocket (socket.h) as the Link the online client speaks through, and
// where the table server is (the page's own origin in the browser; the address of a `--join` link on the desktop).
#pragma once
#include "online/online_table.h"
#include <memory>
#include <string>

namespace tarot::app {

// A link to the table server at `server` ("http(s)://host:port", or a ws(s):// address as it is).
std::unique_ptr<online::Link> openServerLink(const std::string& server);

// A table's link ("http://host:port/?table=CODE&...") split into the server's address ("http://host:port") and the
// start-up query ("table=CODE&..."). False, with the reason, for anything that is not such a link.
bool splitJoinLink(const std::string& link, std::string* server, std::string* query, std::string* why);

}  // namespace tarot::app
