// WebSocket addresses: parsing ws:// and wss:// URLs and deriving the table server's socket from a page address.
#include "app/socket_url.h"
#include <cctype>

namespace tarot::app {

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trimmed(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

bool fail(std::string* why, const std::string& text) {
  if (why) *why = text;
  return false;
}

}  // namespace

std::string SocketUrl::hostHeader() const {
  const std::string h = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  return (port == (secure ? 443 : 80)) ? h : h + ":" + std::to_string(port);
}

bool parseSocketUrl(const std::string& url, SocketUrl* out, std::string* why) {
  for (unsigned char c : url)
    if (c <= 0x20 || c == 0x7F) return fail(why, "bad address \"" + url + "\": spaces or control characters");
  const std::size_t sep = url.find("://");
  if (sep == std::string::npos) return fail(why, "bad address \"" + url + "\": it must start with ws:// or wss://");
  const std::string scheme = lower(url.substr(0, sep));
  SocketUrl u;
  if (scheme == "wss") u.secure = true;
  else if (scheme != "ws")
    return fail(why, "bad address \"" + url + "\": the scheme must be ws:// or wss://, not " + scheme + "://");
  const std::size_t start = sep + 3;
  const std::size_t end = url.find_first_of("/?#", start);
  const std::string authority = url.substr(start, end == std::string::npos ? std::string::npos : end - start);
  std::string rest = end == std::string::npos ? "" : url.substr(end);
  rest = rest.substr(0, rest.find('#'));
  if (authority.find('@') != std::string::npos)
    return fail(why, "bad address \"" + url + "\": user names and passwords are not allowed in it");
  std::string host, port;
  if (!authority.empty() && authority[0] == '[') {
    const std::size_t close = authority.find(']');
    if (close == std::string::npos) return fail(why, "bad address \"" + url + "\": the IPv6 address lacks its ]");
    host = authority.substr(1, close - 1);
    const std::string after = authority.substr(close + 1);
    if (!after.empty() && after[0] != ':') return fail(why, "bad address \"" + url + "\": text after the IPv6 address");
    if (!after.empty()) port = after.substr(1);
    if (after == ":") return fail(why, "bad address \"" + url + "\": the port is empty");
    if (host.empty() || host.find_first_not_of("0123456789abcdefABCDEF:.") != std::string::npos)
      return fail(why, "bad address \"" + url + "\": not an IPv6 address between the brackets");
  } else {
    const std::size_t colon = authority.find(':');
    host = authority.substr(0, colon);
    if (colon != std::string::npos) {
      port = authority.substr(colon + 1);
      if (port.empty()) return fail(why, "bad address \"" + url + "\": the port is empty");
    }
    if (host.empty()) return fail(why, "bad address \"" + url + "\": no host name");
    for (unsigned char c : host)
      if (!std::isalnum(c) && c != '-' && c != '.' && c != '_')
        return fail(why, "bad address \"" + url + "\": the host name \"" + host + "\" has a character it cannot have");
  }
  if (!port.empty()) {
    if (port.size() > 5 || port.find_first_not_of("0123456789") != std::string::npos)
      return fail(why, "bad address \"" + url + "\": the port \"" + port + "\" is not a number from 1 to 65535");
    u.port = std::stoi(port);
    if (u.port < 1 || u.port > 65535)
      return fail(why, "bad address \"" + url + "\": the port " + port + " is not from 1 to 65535");
  } else {
    u.port = u.secure ? 443 : 80;
  }
  u.host = host;
  u.target = rest.empty() ? "/" : rest[0] == '?' ? "/" + rest : rest;
  *out = u;
  return true;
}

std::string serverSocketUrl(const std::string& base) {
  const std::string b = trimmed(base);
  const std::size_t sep = b.find("://");
  if (sep == std::string::npos) return "";
  const std::string scheme = lower(b.substr(0, sep));
  std::string url;
  if (scheme == "ws" || scheme == "wss") {
    url = b;
  } else if (scheme == "http" || scheme == "https") {
    const std::size_t end = b.find_first_of("/?#", sep + 3);
    const std::string authority = b.substr(sep + 3, end == std::string::npos ? std::string::npos : end - sep - 3);
    url = (scheme == "https" ? "wss://" : "ws://") + authority + "/ws";
  } else {
    return "";
  }
  SocketUrl parsed;
  return parseSocketUrl(url, &parsed, nullptr) ? url : "";
}

}  // namespace tarot::app
