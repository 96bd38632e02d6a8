// WebSocket addresses, without any network code (tested natively): the table server's socket address from the
// page's or the link's address, and the parts of a ws:// or wss:// URL.
#pragma once
#include <string>

namespace tarot::app {

// The server's WebSocket address for a base address: http://h:p/anything -> ws://h:p/ws, https://h/... ->
// wss://h/ws; a ws:// or wss:// URL is kept as it is. "" when the base is none of these or has no host.
std::string serverSocketUrl(const std::string& base);

struct SocketUrl {
  bool secure = false;   // wss
  std::string host;      // a name, an IPv4 address, or an IPv6 address without its brackets
  int port = 0;          // 80 or 443 when the URL gives none
  std::string target;    // the path and query, starting with '/' (the fragment dropped)
  std::string hostHeader() const;  // host[:port] as the Host header wants it (brackets around IPv6)
};

// Splits a ws:// or wss:// URL. False, with the reason in words in *why, for anything else (another scheme, no
// host, a bad port, user information, spaces or control characters).
bool parseSocketUrl(const std::string& url, SocketUrl* out, std::string* why);

}  // namespace tarot::app
