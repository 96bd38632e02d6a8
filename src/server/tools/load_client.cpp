// tarot-server-load: simulated people at four-player tables, four WebSocket connections per table (the creator
// and three others who `join` with the code), every seat played by this client with its first legal action (the
// first seat to speak takes a `prise` so that cards get played) after a think time. It measures, for each action
// a seat sends, the time until that seat receives the `state` acknowledging it (the update latency) and the time
// until all four seats of the table have received it, and reports p50/p99/max, messages per second and, given the
// server's pid, the server's CPU time and resident memory per table (docs/SCALING.md).
//   tarot-server-load --port N --tables T --seconds S [--pid PID] [--think S] [--ramp T/s] [--deals D]
// Not a test: kept out of ctest, built on request (cmake --build <dir> --target tarot-server-load).
#include "record/json.h"
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <memory>
#include <random>
#include <string>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using tarot::json::Value;
using Clock = std::chrono::steady_clock;

namespace {

struct Stats {
  long messages = 0, bytes = 0, sent = 0, actionsSent = 0, errors = 0, refusals = 0, dropped = 0;
  long tablesStarted = 0, tablesPlaying = 0, dealsFinished = 0, connected = 0;
  bool measuring = false;
  std::vector<double> own, all;   // milliseconds, measured window only
};

long rssKb(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(f, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::atol(line.c_str() + 6);
  return -1;
}

// utime + stime of a process in seconds.
double cpuSeconds(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/stat");
  std::string all((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  const auto close = all.rfind(')');
  if (close == std::string::npos) return -1;
  std::vector<std::string> fields;
  std::string cur;
  for (std::size_t i = close + 2; i < all.size(); ++i) {
    if (all[i] == ' ') { fields.push_back(cur); cur.clear(); }
    else cur += all[i];
  }
  // After the command: state is field 3, utime 14, stime 15 (1-based in proc(5)), here index 11 and 12.
  if (fields.size() < 13) return -1;
  return double(std::atoll(fields[11].c_str()) + std::atoll(fields[12].c_str())) / double(sysconf(_SC_CLK_TCK));
}

// Seconds the process's threads spent waiting on a run queue (ready to run, another task on the core).
double runQueueSeconds(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/schedstat");
  double onCpu = 0, waiting = -1;
  f >> onCpu >> waiting;
  return waiting / 1e9;
}

std::string loadAverage() {
  std::ifstream f("/proc/loadavg");
  std::string a, b, c;
  f >> a >> b >> c;
  return a + " " + b + " " + c;
}

double selfCpu() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

std::string str(const Value& v, const char* key) {
  const Value* x = v.isObject() ? v.find(key) : nullptr;
  return x && x->isString() ? x->asString() : std::string();
}

// The first legal action; a bid of `prise` when it is allowed (only the first to take can), so deals are played;
// the écart (which the view gives as a rule, not a list) from the allowed cards, trumps last.
std::string pickAction(const Value& view) {
  const Value* legal = view.find("legal");
  if (legal && legal->isArray() && !legal->items().empty()) {
    const Value* pick = &legal->items().front();
    for (const Value& a : legal->items())
      if (str(a, "kind") == "bid" && str(a, "contract") == "prise") pick = &a;
    return pick->dump();
  }
  const Value* rule = view.find("ecart_rule");
  if (str(view, "phase") != "ecart" || !rule || !rule->isObject()) return "";
  const Value* allowed = rule->find("allowed");
  const Value* size = rule->find("size");
  if (!allowed || !allowed->isArray() || !size || !size->isInt() || size->asInt() <= 0) return "";
  std::vector<std::string> cards;
  for (const Value& c : allowed->items()) if (c.isString() && c.asString().back() != 'T') cards.push_back(c.asString());
  for (const Value& c : allowed->items()) if (c.isString() && c.asString().back() == 'T') cards.push_back(c.asString());
  if (int(cards.size()) < size->asInt()) return "";
  Value list = Value::array();
  for (int i = 0; i < size->asInt(); ++i) list.push(cards[std::size_t(i)]);
  Value a = Value::object();
  a.set("kind", "ecart").set("cards", list);
  return a.dump();
}

double ms(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }

class Player;

// One table: four connections; an action's update is complete when all four have received its state.
struct TableCtx {
  std::string code, creator;
  std::array<std::shared_ptr<Player>, 4> seats;
  int joined = 0;
  bool playing = false;
  long target = -1;              // `actions` count the pending action's state carries
  unsigned seen = 0;             // seats that received it
  Clock::time_point sentAt;
};

struct Config {
  int port = 0, deals = 100;
  double think = 1.0;
};

class Player : public std::enable_shared_from_this<Player> {
 public:
  Player(asio::io_context& io, Stats& stats, const Config& cfg, std::shared_ptr<TableCtx> table, int index,
         std::uint64_t seed)
      : ws_(io), timer_(io), stats_(stats), cfg_(cfg), table_(std::move(table)), index_(index), rng_(seed) {}

  void run() {
    ws_.next_layer().async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(cfg_.port)),
                                   [self = shared_from_this()](beast::error_code ec) {
                                     if (ec) return self->fail("connect", ec);
                                     self->ws_.async_handshake("127.0.0.1", "/ws", [self](beast::error_code ec2) {
                                       if (ec2) return self->fail("handshake", ec2);
                                       ++self->stats_.connected;
                                       self->hello();
                                       self->read();
                                     });
                                   });
  }

 private:
  void hello() {
    if (index_ == 0)
      send("{\"v\":1,\"type\":\"create\",\"name\":\"Load0\",\"players\":4,\"deals\":" + std::to_string(cfg_.deals) + "}");
    else
      send("{\"v\":1,\"type\":\"join\",\"table\":\"" + table_->code + "\",\"name\":\"Load" + std::to_string(index_) +
           "\",\"person\":" + std::to_string(index_) + "}");
  }
  void fail(const char* what, beast::error_code ec) {
    ++stats_.dropped;
    if (stats_.dropped < 5) std::fprintf(stderr, "load: %s: %s\n", what, ec.message().c_str());
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
    ++stats_.sent;
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
    if (!tarot::json::parse(text, &m, &why)) { ++stats_.errors; return; }
    const std::string type = str(m, "type");
    TableCtx& t = *table_;
    if (type == "created") {
      t.code = str(m, "table");
      t.creator = str(m, "creator_token");
      for (int i = 1; i < 4; ++i) t.seats[i]->run();
    } else if (type == "joined") {
      token_ = str(m, "token");
      if (index_ > 0 && ++t.joined == 3) {
        t.seats[0]->send("{\"v\":1,\"type\":\"start\",\"table\":\"" + t.code + "\",\"token\":\"" + t.creator + "\"}");
        ++stats_.tablesStarted;
      }
    } else if (type == "error") {
      ++stats_.refusals;
      if (stats_.refusals < 5) std::fprintf(stderr, "load: refused: %s\n", text.c_str());
      pending_ = -1;
      t.target = -1;
    } else if (type == "state") {
      const Value* view = m.find("view");
      if (!view || !view->isObject()) return;
      const long actions = long(m.find("actions")->asInt64());
      const auto now = Clock::now();
      if (!t.playing) { t.playing = true; ++stats_.tablesPlaying; }
      if (pending_ >= 0 && actions > pending_) {
        if (stats_.measuring) stats_.own.push_back(ms(sentAt_, now));
        pending_ = -1;
      }
      if (t.target >= 0 && actions >= t.target) {
        t.seen |= 1u << index_;
        if (t.seen == 0xF) {
          if (stats_.measuring) stats_.all.push_back(ms(t.sentAt, now));
          t.target = -1;
        }
      }
      if (view->find("deal_finished")->asBool()) {
        if (!view->find("match_over")->asBool() && actions != askedNextAt_) {
          askedNextAt_ = actions;
          if (index_ == 0) ++stats_.dealsFinished;
          send("{\"v\":1,\"type\":\"next_deal\",\"table\":\"" + t.code + "\",\"token\":\"" + token_ + "\"}");
        }
        return;
      }
      if (!view->find("to_act")->asBool() || actions == actedAt_) return;
      std::string action = pickAction(*view);
      if (action.empty()) return;
      actedAt_ = actions;
      std::uniform_real_distribution<double> d(0.5 * cfg_.think, 1.5 * cfg_.think);
      timer_.expires_after(std::chrono::microseconds(long(d(rng_) * 1e6)));
      timer_.async_wait([self = shared_from_this(), action, actions](beast::error_code ec) {
        if (ec) return;
        TableCtx& tt = *self->table_;
        self->sentAt_ = Clock::now();
        self->pending_ = actions;
        tt.target = actions + 1;
        tt.seen = 0;
        tt.sentAt = self->sentAt_;
        ++self->stats_.actionsSent;
        self->send("{\"v\":1,\"type\":\"act\",\"table\":\"" + tt.code + "\",\"token\":\"" + self->token_ +
                   "\",\"action\":" + action + "}");
      });
    }
  }

  websocket::stream<tcp::socket> ws_;
  asio::steady_timer timer_;
  Stats& stats_;
  const Config& cfg_;
  std::shared_ptr<TableCtx> table_;
  int index_;
  std::mt19937_64 rng_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::string token_;
  long actedAt_ = -1, askedNextAt_ = -1, pending_ = -1;
  Clock::time_point sentAt_;
};

void percentiles(const char* what, std::vector<double> v) {
  if (v.empty()) { std::printf("%s: no samples\n", what); return; }
  std::sort(v.begin(), v.end());
  auto at = [&](double q) { return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))]; };
  const long under = long(std::lower_bound(v.begin(), v.end(), 50.0) - v.begin());
  std::printf("%s: %zu samples, p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms, %.2f %% under 50 ms\n", what,
              v.size(), at(0.5), at(0.9), at(0.99), v.back(), 100.0 * double(under) / double(v.size()));
}

}  // namespace

int main(int argc, char** argv) {
  Config cfg;
  int tables = 100, pid = 0;
  double seconds = 20, ramp = 200;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--port")) cfg.port = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--tables")) tables = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--seconds")) seconds = std::atof(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--pid")) pid = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--deals")) cfg.deals = std::atoi(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--think")) cfg.think = std::atof(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--ramp")) ramp = std::atof(argv[i + 1]);
  }
  if (cfg.port <= 0 || tables <= 0 || ramp <= 0) {
    std::fprintf(stderr,
                 "usage: tarot-server-load --port N --tables T --seconds S [--pid PID] [--think S] [--ramp T/s] "
                 "[--deals D]\n");
    return 2;
  }
  const long rssBefore = pid ? rssKb(pid) : -1;
  std::printf("load average at start: %s\n", loadAverage().c_str());
  asio::io_context io(1);
  Stats stats;
  std::vector<std::shared_ptr<TableCtx>> all;
  std::mt19937_64 seeds(12345);
  // Opening: `ramp` tables a second, until every table plays (at most 120 s).
  const auto start = Clock::now();
  int opened = 0;
  while (std::chrono::duration<double>(Clock::now() - start).count() < 120 && stats.tablesPlaying < tables) {
    const int due = std::min(tables, int(std::chrono::duration<double>(Clock::now() - start).count() * ramp) + 1);
    for (; opened < due; ++opened) {
      auto t = std::make_shared<TableCtx>();
      for (int i = 0; i < 4; ++i) t->seats[i] = std::make_shared<Player>(io, stats, cfg, t, i, seeds());
      all.push_back(t);
      t->seats[0]->run();
    }
    io.run_for(std::chrono::milliseconds(20));
  }
  const double warm = std::chrono::duration<double>(Clock::now() - start).count();
  std::printf("tables %d: %ld playing, %ld connections, after %.1f s of opening\n", tables, stats.tablesPlaying,
              stats.connected, warm);
  const long rssStarted = pid ? rssKb(pid) : -1;
  const double cpu0 = pid ? cpuSeconds(pid) : -1, self0 = selfCpu(), wait0 = pid ? runQueueSeconds(pid) : -1;
  const Stats base = stats;
  stats.measuring = true;
  const auto t0 = Clock::now();
  io.run_for(std::chrono::milliseconds(long(seconds * 1000)));
  const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
  const double cpu1 = pid ? cpuSeconds(pid) : -1, self1 = selfCpu(), wait1 = pid ? runQueueSeconds(pid) : -1;
  const long rssAfter = pid ? rssKb(pid) : -1;
  std::printf("measured %.1f s, think time %.2f s (uniform %.2f-%.2f)\n", elapsed, cfg.think, 0.5 * cfg.think,
              1.5 * cfg.think);
  std::printf("messages received %.0f/s (%.0f KB/s), sent %.0f/s, actions sent %.0f/s, deals finished %ld, "
              "refusals %ld, connections dropped %ld\n",
              double(stats.messages - base.messages) / elapsed, double(stats.bytes - base.bytes) / elapsed / 1024,
              double(stats.sent - base.sent) / elapsed, double(stats.actionsSent - base.actionsSent) / elapsed,
              stats.dealsFinished - base.dealsFinished, stats.refusals, stats.dropped);
  percentiles("action -> own state", stats.own);
  percentiles("action -> all 4 seats' state", stats.all);
  if (pid) {
    std::printf("server CPU %.1f s in %.1f s (%.0f %% of one core), %.1f s ready but waiting for its core (other "
                "tasks on it); load client CPU %.1f s\n",
                cpu1 - cpu0, elapsed, 100 * (cpu1 - cpu0) / elapsed, wait1 - wait0, self1 - self0);
    std::printf("server RSS: %ld KB before, %ld KB with the tables playing, %ld KB after; %.1f KB per table\n",
                rssBefore, rssStarted, rssAfter, double(rssAfter - rssBefore) / tables);
  }
  std::printf("load average at end: %s\n", loadAverage().c_str());
  return 0;
}
