// The router: connections, rate limits, each message parsed once and handed to the rooms or a desk.
#include "server/hub.h"

namespace tarot::server {

namespace {

constexpr int kMaxRateStrikes = wire::kMaxRateStrikes;  // refused messages before a flooding connection is closed

}  // namespace

Hub::Hub(Store* store, HubOptions options, Send send, Close close)
    : options_(options), out_(std::move(send), std::move(close)), rooms_(store, options_, out_),
      desk_(store ? store->handle() : nullptr, out_, options.log),
      clubs_(store ? store->handle() : nullptr, &desk_, [this](ConnId c, const std::string& t) { out_.send(c, t); }, options.log) {
  desk_.setHost(&rooms_);
}

void Hub::restore(double now) {
  rooms_.at(now);
  desk_.restore();
  clubs_.restore();
  rooms_.restore(now);
  desk_.adoptTables();  // the online positions' tables are theirs again
}

void Hub::opened(ConnId conn, double now) {
  conns_.emplace(conn, Connection{RateLimiter(options_.ratePerSecond, options_.rateBurst), 0, now});
}

void Hub::closed(ConnId conn, double now) {
  if (!conns_.count(conn)) return;
  desk_.closed(conn);
  rooms_.closed(conn, now);
  conns_.erase(conn);
}

bool Hub::allowed(ConnId conn, Connection& c, const std::string& text, double now) {
  if (c.limiter.allow(now)) return true;
  if (++c.refusedForRate > kMaxRateStrikes) {
    out_.close(conn, "flooding: more than " + std::to_string(kMaxRateStrikes) + " rate_limited");
    return false;
  }
  out_.answering(conn, protocol::requestId(text));  // the message is not read, but its refusal carries its id
  out_.error(conn, wire::kRateLimited, "too many messages: slow down");
  out_.answered();
  return false;
}

void Hub::message(ConnId conn, const std::string& text, double now) {
  const auto it = conns_.find(conn);
  if (it == conns_.end()) return;
  Connection& c = it->second;
  ++messagesIn_;
  c.lastHeard = now;
  if (!allowed(conn, c, text, now)) return;
  route(conn, text, now);
}

void Hub::route(ConnId conn, const std::string& text, double now) {
  ClientMessage m;
  protocol::ProtocolError e;
  const bool parsed = protocol::parseClientMessage(text, &m, &e);
  out_.answering(conn, m.id);
  rooms_.at(now);
  if (!parsed) out_.error(conn, e.code, e.message);
  else if (m.type == MessageType::Tournament) desk_.request(conn, m.tournament);
  else if (m.type == MessageType::Club) clubs_.request(conn, m.club);
  else rooms_.request(conn, m, now);
  out_.answered();
}

void Hub::handOver() {
  for (EndedTable& e : rooms_.takeEnded())
    desk_.tableEnded(e.tournament, e.position, e.table, e.sheet, e.botPlayed);
}

void Hub::tick(double now) {
  closeIdle(now);
  rooms_.tick(now);
  handOver();
}

void Hub::closeIdle(double now) {
  // Connections that hold no seat, follow nothing and say nothing (no list, no ping) for idleClose seconds are closed.
  if (now < lastIdleScan_ + 1) return;
  lastIdleScan_ = now;
  for (const auto& [id, c] : conns_)
    if (!rooms_.seats(id) && !desk_.follows(id) && now >= c.lastHeard + options_.idleClose)
      out_.close(id, "idle: no seat and no message");
}

}  // namespace tarot::server
