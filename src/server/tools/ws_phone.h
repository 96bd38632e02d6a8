// A blocking WebSocket client of tarot-server for the tournament tools (tarot-night-sim): connect, send a message,
// wait for the reply carrying a request id (the pushes that come meanwhile are kept apart), notice a dropped
// connection. Loopback only; every wait is bounded.
#pragma once
#include "record/json.h"
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <string>

namespace tarot::server::tools {

class WsPhone {
 public:
  explicit WsPhone(int port) {
    namespace asio = boost::asio;
    boost::beast::error_code ec;
    ws_.next_layer().connect({asio::ip::make_address("127.0.0.1"), std::uint16_t(port)}, ec);
    if (!ec) ws_.handshake("127.0.0.1:" + std::to_string(port), "/ws", ec);
    if (ec) { closed_ = true; return; }
    ws_.read_message_max(64 * 1024 * 1024);
    readNext();
  }
  bool closed() const { return closed_; }
  // Writes one message (false when the connection is gone).
  bool send(const std::string& text) {
    if (closed_) return false;
    bool done = false;
    ws_.text(true);
    ws_.async_write(boost::asio::buffer(text), [&](boost::beast::error_code ec, std::size_t) {
      done = true;
      if (ec) closed_ = true;
    });
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (!done && std::chrono::steady_clock::now() < end) step(20);
    if (!done) {
      drop();
      for (int i = 0; i < 100 && !done; ++i) step(20);  // the write ends, aborted
    }
    return !closed_;
  }
  // The reply carrying request id `id`, or a null value once `seconds` passed or the connection closed.
  json::Value reply(long id, double seconds = 10) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(long(seconds * 1000));
    for (;;) {
      for (auto it = inbox_.begin(); it != inbox_.end(); ++it) {
        const json::Value* i = it->find("id");
        if (i && i->isInt64() && i->asInt64() == id) {
          json::Value v = *it;
          inbox_.erase(it);
          return v;
        }
      }
      if (closed_ || std::chrono::steady_clock::now() >= end) return json::Value();
      step(20);
    }
  }
  // Lets what has arrived come in; returns and forgets it.
  std::deque<json::Value> take(double seconds = 0) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(long(seconds * 1000));
    do {
      step(5);
      if (io_.stopped()) io_.restart();
      while (!closed_ && io_.poll() > 0) {}  // everything already there
    } while (!closed_ && std::chrono::steady_clock::now() < end);
    std::deque<json::Value> out;
    out.swap(inbox_);
    return out;
  }
  // What has arrived, unparsed, without waiting (load tools: parsing every standings page would slow the client).
  std::deque<std::string> poll() {
    if (io_.stopped()) io_.restart();
    while (!closed_ && io_.poll() > 0) {}
    std::deque<std::string> out;
    out.swap(raw_);
    return out;
  }
  // Keeps messages unparsed from now on (poll() returns them).
  void keepRaw() { keepRaw_ = true; }
  // Cuts the connection as a phone losing the network does (no close frame).
  void drop() {
    boost::beast::error_code ec;
    ws_.next_layer().close(ec);
    closed_ = true;
  }

 private:
  void step(int ms) {
    if (io_.run_one_for(std::chrono::milliseconds(ms)) == 0 && io_.stopped()) io_.restart();
  }
  void readNext() {
    ws_.async_read(buffer_, [this](boost::beast::error_code ec, std::size_t) {
      if (ec) { closed_ = true; return; }
      json::Value v;
      std::string why;
      if (keepRaw_) raw_.push_back(boost::beast::buffers_to_string(buffer_.data()));
      else if (json::parse(boost::beast::buffers_to_string(buffer_.data()), &v, &why) && v.isObject()) inbox_.push_back(v);
      buffer_.consume(buffer_.size());
      readNext();
    });
  }
  boost::asio::io_context io_;
  boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws_{io_};
  boost::beast::flat_buffer buffer_;
  std::deque<json::Value> inbox_;
  std::deque<std::string> raw_;
  bool keepRaw_ = false;
  bool closed_ = false;
};

}  // namespace tarot::server::tools
