// What the server's parts send through (in the manner of CppCon2018's shared_state): the network layer's senders,
// the id of the request being answered (what goes back to its connection carries it), and one string shared by many
// connections for a push. The table rooms, the tournament desk and the club desk send here; none of them knows the
// others or the network. No network code: net_server.cpp (or a test) gives the functions that write frames.
#pragma once
#include "server/send_queue.h"
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace tarot::server {

using ConnId = std::uint64_t;

class Broadcaster {
 public:
  using Send = std::function<void(ConnId, const std::string&)>;
  // Closes a connection once what was sent to it is written, with a reason for its close frame.
  using Close = std::function<void(ConnId, const std::string& reason)>;
  // One message queued for many connections as the same string; `replace`: what a newer push may replace in the
  // connection's queue while unsent (server/send_queue.h).
  using SendShared = std::function<void(ConnId, const std::shared_ptr<const std::string>&, const Replace&)>;

  Broadcaster(Send send, Close close) : send_(std::move(send)), close_(std::move(close)) {}
  // Without it, a shared message is sent as a copy to each connection.
  void shareSends(SendShared sendShared) { sendShared_ = std::move(sendShared); }

  void send(ConnId conn, const std::string& text);
  // The same string to one of many connections (a push): queued shared, unless it answers a request with an id.
  void sendShared(ConnId conn, const std::shared_ptr<const std::string>& text, const Replace& replace = {});
  void error(ConnId conn, const std::string& code, const std::string& message, const std::string& refusal = "");
  void close(ConnId conn, const std::string& reason) { close_(conn, reason); }

  // The request being answered: until answered(), what goes to `conn` carries `id` (JSON; "" when none).
  void answering(ConnId conn, std::string id) { replyTo_ = conn, replyId_ = std::move(id); }
  void answered() { replyTo_ = 0, replyId_.clear(); }
  long sent() const { return sent_; }

 private:
  bool replying(ConnId conn) const { return conn == replyTo_ && !replyId_.empty(); }
  Send send_;
  Close close_;
  SendShared sendShared_;
  ConnId replyTo_ = 0;
  std::string replyId_;
  long sent_ = 0;
};

}  // namespace tarot::server
