// The WebSocket as the online client's Link, and the desktop's `--join` links.
#include "app/online_link.h"
#include "app/socket.h"

namespace tarot::app {

namespace {

class SocketLink final : public online::Link {
 public:
  explicit SocketLink(std::unique_ptr<Socket> socket) : socket_(std::move(socket)) {}
  ~SocketLink() override { socket_->close(); }
  void send(const std::string& text) override { socket_->send(text); }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    for (Socket::Event& e : socket_->poll()) {
      const EventKind k = e.kind == Socket::EventKind::Open      ? EventKind::Open
                          : e.kind == Socket::EventKind::Message ? EventKind::Message
                                                                 : EventKind::Closed;
      out.push_back({k, std::move(e.text)});
    }
    return out;
  }
  void close() override { socket_->close(); }

 private:
  std::unique_ptr<Socket> socket_;
};

}  // namespace

std::unique_ptr<online::Link> openServerLink(const std::string& server) {
  const std::string url = serverSocketUrl(server);
  if (url.empty()) return std::make_unique<SocketLink>(closedSocket("not a server address: " + server));
  return std::make_unique<SocketLink>(openSocket(url));
}

bool splitJoinLink(const std::string& link, std::string* server, std::string* query, std::string* why) {
  const size_t scheme = link.find("://");
  const std::string kind = scheme == std::string::npos ? std::string() : link.substr(0, scheme);
  if (kind != "http" && kind != "https") {
    *why = "a table's link starts with http:// or https://";
    return false;
  }
  const size_t path = link.find_first_of("/?#", scheme + 3);
  *server = link.substr(0, path);
  if (server->size() <= scheme + 3) {
    *why = "the link names no server";
    return false;
  }
  const size_t q = link.find('?');
  std::string rest = q == std::string::npos ? std::string() : link.substr(q + 1);
  if (const size_t hash = rest.find('#'); hash != std::string::npos) rest.erase(hash);
  if (rest.find("table=") == std::string::npos) {
    *why = "the link names no table (?table=CODE)";
    return false;
  }
  *query = rest;
  return true;
}

}  // namespace tarot::app
