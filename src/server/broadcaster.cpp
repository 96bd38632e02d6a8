// Sending for the server's parts: a request's id on its answers, one shared string for a push to many.
#include "server/broadcaster.h"
#include "protocol/messages.h"

namespace tarot::server {

void Broadcaster::send(ConnId conn, const std::string& text) {
  ++sent_;
  // What answers a message carrying an id carries it too (every server message starts with {"v":1,...).
  if (replying(conn) && text.size() > 1 && text[0] == '{') return send_(conn, "{\"id\":" + replyId_ + "," + text.substr(1));
  send_(conn, text);
}

void Broadcaster::sendShared(ConnId conn, const std::shared_ptr<const std::string>& text, const Replace& replace) {
  if (!sendShared_ || replying(conn)) return send(conn, *text);  // a reply carries its id
  ++sent_;
  sendShared_(conn, text, replace);
}

void Broadcaster::error(ConnId conn, const std::string& code, const std::string& message, const std::string& refusal) {
  send(conn, protocol::errorMessage(code, message, refusal));
}

}  // namespace tarot::server
