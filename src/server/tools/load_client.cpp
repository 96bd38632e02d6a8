// tarot-server-load: opens one WebSocket per simulated table, creates a 4-player table with bots in three seats,
// plays the fourth seat with its first legal action, and reports messages and actions per second. With the
// server's pid it also reports the server's resident memory before and after, per table (docs/SCALING.md).
//   tarot-server-load --port N --tables T --seconds S [--pid PID] [--deals D]
// Not a test: kept out of ctest, built on request (cmake --build <dir> --target tarot-server-load).
#include "record/json.h"
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using tarot::json::Value;

namespace {

struct Stats {
  long messages = 0, bytes = 0, actionsSent = 0, errors = 0, tablesStarted = 0, dealsFinished = 0;
};

long rssKb(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(f, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::atol(line.c_str() + 6);
  return -1;
}

std::string str(const Value& v, const char* key) {
  const Value* x = v.isObject() ? v.find(key) : nullptr;
  return x && x->isString() ? x->asString() : std::string();
}

class Player : public std::enable_shared_from_this<Player> {
 public:
  Player(asio::io_context& io, Stats& stats, int port, int deals) : ws_(io), stats_(stats), port_(port), deals_(deals) {}

  void run() {
    ws_.next_layer().async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(port_)),
                                   [self = shared_from_this()](beast::error_code ec) {
                                     if (ec) return self->fail("connect", ec);
                                     self->ws_.async_handshake("127.0.0.1", "/ws", [self](beast::error_code ec2) {
                                       if (ec2) return self->fail("handshake", ec2);
                                       self->send("{\"v\":1,\"type\":\"create\",\"name\":\"Load\",\"players\":4,\"deals\":" +
                                                  std::to_string(self->deals_) +
                                                  ",\"levels\":[\"random\",\"random\",\"random\",\"random\"]}");
                                       self->read();
                                     });
                                   });
  }

 private:
  void fail(const char* what, beast::error_code ec) {
    ++stats_.errors;
    if (stats_.errors < 5) std::fprintf(stderr, "load: %s: %s\n", what, ec.message().c_str());
  }
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t n) {
      if (ec) return self->fail("read", ec);
      ++self->stats_.messages;
      self->stats_.bytes += long(n);
      self->onMessage(beast::buffers_to_string(self->buffer_.data()));
      self->buffer_.consume(self->buffer_.size());
      self->read();
    });
  }
  void send(std::string text) {
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write();
  }
  void write() {
    ws_.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("write", ec);
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write();
    });
  }
  void onMessage(const std::string& text) {
    Value m;
    std::string why;
    if (!tarot::json::parse(text, &m, &why)) return;
    const std::string type = str(m, "type");
    if (type == "created") {
      table_ = str(m, "table");
      creator_ = str(m, "creator_token");
    } else if (type == "joined") {
      token_ = str(m, "token");
      send("{\"v\":1,\"type\":\"start\",\"table\":\"" + table_ + "\",\"token\":\"" + creator_ + "\"}");
      ++stats_.tablesStarted;
    } else if (type == "error") {
      ++stats_.errors;
    } else if (type == "state") {
      const Value* view = m.find("view");
      if (!view || !view->isObject()) return;
      const long actions = long(m.find("actions")->asInt64());
      if (view->find("deal_finished")->asBool()) {
        if (!view->find("match_over")->asBool() && actions != askedNextAt_) {
          askedNextAt_ = actions;
          ++stats_.dealsFinished;
          send("{\"v\":1,\"type\":\"next_deal\",\"table\":\"" + table_ + "\",\"token\":\"" + token_ + "\"}");
        }
        return;
      }
      const Value* legal = view->find("legal");
      if (view->find("to_act")->asBool() && legal && !legal->items().empty() && actions != actedAt_) {
        actedAt_ = actions;
        ++stats_.actionsSent;
        send("{\"v\":1,\"type\":\"act\",\"table\":\"" + table_ + "\",\"token\":\"" + token_ +
             "\",\"action\":" + legal->items().front().dump() + "}");
      }
    }
  }

  websocket::stream<tcp::socket> ws_;
  Stats& stats_;
  int port_, deals_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::string table_, creator_, token_;
  long actedAt_ = -1, askedNextAt_ = -1;
};

}  // namespace

int main(int argc, char** argv) {
  int port = 0, tables = 100, pid = 0, deals = 100;
  double seconds = 20;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--port")) port = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--tables")) tables = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--seconds")) seconds = std::atof(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--pid")) pid = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--deals")) deals = std::atoi(argv[i + 1]);
  }
  if (port <= 0) {
    std::fprintf(stderr, "usage: tarot-server-load --port N --tables T --seconds S [--pid PID] [--deals D]\n");
    return 2;
  }
  const long rssBefore = pid ? rssKb(pid) : -1;
  asio::io_context io;
  Stats stats;
  for (int t = 0; t < tables; ++t) std::make_shared<Player>(io, stats, port, deals)->run();
  // Warm-up: until every table has started.
  const auto start = std::chrono::steady_clock::now();
  while (stats.tablesStarted < tables && std::chrono::steady_clock::now() - start < std::chrono::seconds(30))
    io.run_for(std::chrono::milliseconds(50));
  const long rssStarted = pid ? rssKb(pid) : -1;
  const Stats base = stats;
  const auto t0 = std::chrono::steady_clock::now();
  io.run_for(std::chrono::milliseconds(long(seconds * 1000)));
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const long rssAfter = pid ? rssKb(pid) : -1;
  std::printf("tables %d (started %ld), measured %.1f s\n", tables, stats.tablesStarted, elapsed);
  std::printf("messages received %.0f/s (%.0f KB/s), actions sent by the players %.0f/s, deals finished %ld, errors %ld\n",
              double(stats.messages - base.messages) / elapsed, double(stats.bytes - base.bytes) / elapsed / 1024,
              double(stats.actionsSent - base.actionsSent) / elapsed, stats.dealsFinished, stats.errors);
  if (pid)
    std::printf("server RSS: %ld KB before, %ld KB with the tables started, %ld KB after; %.1f KB per table\n",
                rssBefore, rssStarted, rssAfter, double(rssAfter - rssBefore) / tables);
  return 0;
}
