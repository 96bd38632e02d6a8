// tarot-server-fuzz: sends random and mutated messages to a running tarot-server over many WebSocket connections,
// then checks that the server is alive and every table it learnt of is still consistent (docs/SCALING.md).
//
// Fuzzing (`--messages N`: until N frames have been written to the sockets): `--tables` honest tables are set up first (a creator, 0 to 3 people who join, bots in
// the other seats, started); their connections play their turns with the first legal action. Every connection
// (those seated and `--conns` others) then sends, at `--rate` messages a second each (under the server's limit,
// so that most messages reach the parser and the referee), messages drawn from: valid messages of every type with
// fields removed, replaced by values of the wrong type, out of range, huge, truncated, bytes flipped, other
// tables' codes and tokens, other seats' tokens, actions out of turn or illegal; binary frames; unknown types and
// versions; garbage; deep nesting; frames above the 16 KB and (rarely) the 64 KB limits. A few connections flood
// past the rate limit. A connection the server closes is opened again. Every code and token the server hands out
// (`created`, `joined`) goes into the pool the messages draw from.
//
// Checking (at the end of a run, and alone with `--check FILE`): a new connection must get `pong` for `ping`;
// every table must exist (a `resume` with a well-formed unknown token is answered `bad_token`, not `no_table`);
// every seat token the pool holds must either take its seat back (`joined` with the same person, then a `state`
// whose view parses with seatViewFromJson and whose hand has as many cards as the view's `hand_counts` says for
// its seat) or be refused `bad_token` (a seat freed by a fuzzed `free_seat`/`leave`). `--save FILE` writes the pool
// with each seat's `actions` and hand; `--check FILE` on a restarted server compares: every table reloaded, no
// table with fewer actions than before, the same hand where no action was taken since.
// The fuzzing ends with a final wait: every open connection sends a `ping` with an id and waits for the `pong`
// echoing it (the server has then read all that connection sent), at most `--final-wait` seconds (300); a
// connection still unanswered then makes the run INCONSISTENT.
//   tarot-server-fuzz --port N [--messages M] [--conns C] [--rate R] [--tables T] [--seconds S] [--seed X]
//                     [--final-wait W] [--save FILE]
//   tarot-server-fuzz --port N --check FILE
// Not a test: kept out of ctest, built on request (cmake --build <dir> --target tarot-server-fuzz).
#include "match/seat_view.h"
#include "server/tools/fuzz_messages.h"
#include "record/json.h"
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using tarot::json::Value;
using Clock = std::chrono::steady_clock;
using namespace tarot_fuzz;

namespace {

int gPort = 0;

struct Stats {
  long sent = 0, honest = 0, binary = 0, received = 0, reconnects = 0, closedByServer = 0;
  long written = 0;   // frames handed to the socket (a frame still queued when the server closes is never written)
  long unwritten = 0; // frames dropped from a connection's queue when it closed
  std::map<std::string, long> replies;   // type or error code -> count
} stats;


// ---- connections ----

class Conn : public std::enable_shared_from_this<Conn> {
 public:
  explicit Conn(asio::io_context& io) : io_(io), timer_(io) {}
  std::function<void(Conn&, const Value&, const std::string&)> onMessage;  // checks use this
  std::function<void(Conn&)> onOpen, onClose;
  std::string code, token;   // the seat this connection holds, if any
  bool open = false;
  bool answeredFinal = false;  // a `pong` echoing one of this connection's final ping ids arrived

  void connect() {
    ws_ = std::make_unique<websocket::stream<tcp::socket>>(io_);
    ws_->read_message_max(1 << 20);
    ws_->next_layer().async_connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(gPort)),
                                    [self = shared_from_this(), ws = ws_.get()](beast::error_code ec) {
                                      if (ec) return self->lost();
                                      ws->async_handshake("127.0.0.1", "/ws", [self, ws](beast::error_code ec2) {
                                        if (ec2 || ws != self->ws_.get()) return self->lost();
                                        self->open = true;
                                        self->read(ws);
                                        if (self->onOpen) self->onOpen(*self);
                                      });
                                    });
  }
  void send(const std::string& text, bool binary = false) {
    if (!open) return;
    queue_.push_back({text, binary});
    if (queue_.size() == 1) write();
  }
  std::size_t queued() const { return queue_.size(); }
  void close() {
    open = false;
    beast::error_code ec;
    if (ws_) ws_->next_layer().close(ec);
  }
  asio::steady_timer& timer() { return timer_; }

 private:
  void lost() {
    const bool was = open;
    open = false;
    stats.unwritten += long(queue_.size());
    queue_.clear();
    if (was) ++stats.closedByServer;
    if (onClose) onClose(*this);
  }
  void read(websocket::stream<tcp::socket>* ws) {
    ws->async_read(buffer_, [self = shared_from_this(), ws](beast::error_code ec, std::size_t) {
      if (ws != self->ws_.get()) return;
      if (ec) return self->lost();
      ++stats.received;
      const std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      Value m;
      std::string why;
      if (tarot::json::parse(text, &m, &why) && self->onMessage) self->onMessage(*self, m, text);
      self->read(ws);
    });
  }
  void write() {
    ws_->binary(queue_.front().binary);
    ws_->async_write(asio::buffer(queue_.front().text),
                     [self = shared_from_this(), ws = ws_.get()](beast::error_code ec, std::size_t) {
                       if (ws != self->ws_.get() || !self->open) return;
                       if (ec) return self->lost();
                       ++stats.written;
                       self->queue_.pop_front();
                       if (!self->queue_.empty()) self->write();
                     });
  }

  asio::io_context& io_;
  std::unique_ptr<websocket::stream<tcp::socket>> ws_;
  asio::steady_timer timer_;
  beast::flat_buffer buffer_;
  std::deque<Frame> queue_;
};

// Records what the server hands out and plays the connection's turn honestly.
void learn(Conn& c, const Value& m) {
  const std::string type = str(m, "type");
  if (type == "error") ++stats.replies["error:" + str(m, "code")];
  else ++stats.replies[type];
  if (type == "created") {
    pool.table(str(m, "table")).creator = str(m, "creator_token");
  } else if (type == "joined") {
    const Value* p = m.find("person");
    c.code = str(m, "table");
    c.token = str(m, "token");
    if (p && p->isInt()) pool.table(c.code).tokens[p->asInt()] = c.token;
  } else if (type == "seat_freed" || type == "seat_taken_over") {
    c.code.clear();
    c.token.clear();
  } else if (type == "state") {
    const Value* view = m.find("view");
    if (!view || !view->isObject()) return;
    const Value* legal = view->find("legal");
    if (legal && legal->isArray()) {
      for (const Value& a : legal->items()) {
        if (pool.actions.size() < 500) pool.actions.push_back(a.dump());
        else pool.actions[below(500)] = a.dump();
      }
    }
    const Value* toAct = view->find("to_act");
    const std::string pick = toAct && toAct->isBool() && toAct->asBool() ? pickAction(*view) : std::string();
    if (!pick.empty() && !c.token.empty()) {
      ++stats.honest;
      ++stats.sent;
      c.send("{\"v\":1,\"type\":\"act\",\"table\":" + q(c.code) + ",\"token\":" + q(c.token) +
             ",\"action\":" + pick + "}");
    } else if (view->find("deal_finished") && view->find("deal_finished")->asBool() && !c.token.empty()) {
      ++stats.honest;
      ++stats.sent;
      c.send("{\"v\":1,\"type\":\"next_deal\",\"table\":" + q(c.code) + ",\"token\":" + q(c.token) + "}");
    }
  }
}

// ---- checking ----

struct SeatSnap {
  std::string code;
  int person = -1;
  std::string token;
  long actions = -1;
  std::string hand;
};

struct CheckResult {
  long pong = 0, tablesFound = 0, tablesMissing = 0, seatsOk = 0, seatsFreed = 0, seatsBad = 0, timeouts = 0;
  std::vector<SeatSnap> snaps;
};

// One question on a fresh connection: `send` it, collect replies until `done` says so or 10 s pass.
void ask(asio::io_context& io, const std::string& text,
         std::function<bool(const Value&, const std::string&)> done, std::function<void()> timedOut,
         int* inFlight) {
  auto c = std::make_shared<Conn>(io);
  auto finished = std::make_shared<bool>(false);
  ++*inFlight;
  auto finish = [c, finished, inFlight]() {
    if (*finished) return;
    *finished = true;
    --*inFlight;
    c->timer().cancel();
    c->close();
  };
  c->onOpen = [text](Conn& cc) { cc.send(text); };
  c->onMessage = [done, finish, finished](Conn&, const Value& m, const std::string& raw) {
    if (!*finished && done(m, raw)) finish();
  };
  c->onClose = [timedOut, finish, finished](Conn&) { if (!*finished) { timedOut(); finish(); } };
  c->timer().expires_after(std::chrono::seconds(10));
  c->timer().async_wait([timedOut, finish, finished](beast::error_code ec) {
    if (!ec && !*finished) { timedOut(); finish(); }
  });
  c->connect();
}

void runLimited(asio::io_context& io, int* inFlight, int limit) {
  while (*inFlight >= limit) io.run_one_for(std::chrono::milliseconds(100));
}

CheckResult check(asio::io_context& io, const std::vector<SeatSnap>& seats, const std::vector<std::string>& codes) {
  CheckResult r;
  int inFlight = 0;
  ask(io, "{\"v\":1,\"type\":\"ping\"}",
      [&](const Value& m, const std::string&) { if (str(m, "type") == "pong") ++r.pong; return true; },
      [&] { ++r.timeouts; }, &inFlight);
  for (const std::string& code : codes) {
    runLimited(io, &inFlight, 40);
    ask(io, "{\"v\":1,\"type\":\"resume\",\"table\":" + q(code) + ",\"token\":" + q(randomToken()) + "}",
        [&, code](const Value& m, const std::string& raw) {
          if (str(m, "code") == "bad_token") ++r.tablesFound;
          else { ++r.tablesMissing; std::fprintf(stderr, "fuzz: table %s: %s\n", code.c_str(), raw.c_str()); }
          return true;
        },
        [&] { ++r.timeouts; }, &inFlight);
  }
  for (const SeatSnap& s : seats) {
    runLimited(io, &inFlight, 40);
    auto joined = std::make_shared<bool>(false);
    ask(io, "{\"v\":1,\"type\":\"resume\",\"table\":" + q(s.code) + ",\"token\":" + q(s.token) + "}",
        [&, s, joined](const Value& m, const std::string& raw) {
          const std::string type = str(m, "type");
          auto bad = [&](const char* why) {
            ++r.seatsBad;
            std::fprintf(stderr, "fuzz: seat %s/%d: %s: %.300s\n", s.code.c_str(), s.person, why, raw.c_str());
            return true;
          };
          if (type == "error") {
            if (str(m, "code") == "bad_token" && !*joined) { ++r.seatsFreed; return true; }
            return bad("refused");
          }
          if (type == "joined") {
            const Value* p = m.find("person");
            if (!p || !p->isInt() || p->asInt() != s.person) return bad("another person");
            *joined = true;
            return false;
          }
          if (type != "state") return false;  // the sheet
          if (!*joined) return bad("state before joined");
          const Value* seatsV = m.find("seats");
          const Value* players = m.find("players");
          const Value* actions = m.find("actions");
          if (!seatsV || !seatsV->isArray() || !players || !players->isInt() ||
              int(seatsV->items().size()) != players->asInt() || !actions || !actions->isInt64())
            return bad("state fields");
          SeatSnap snap = s;
          snap.actions = long(actions->asInt64());
          const Value* view = m.find("view");
          if (view && view->isObject()) {
            tarot::match::SeatView v;
            std::string why;
            if (!tarot::match::seatViewFromJson(*view, &v, &why)) return bad(("view does not parse: " + why).c_str());
            if (v.person != s.person) return bad("view of another person");
            // A seat taken during a deal ("joining") is shown no hand until the next deal.
            const Value& mine = seatsV->items()[std::size_t(s.person)];
            const bool joining = mine.find("status") && mine.find("status")->isString() &&
                                 mine.find("status")->asString() == "joining";
            if (joining ? !v.hand.empty() : v.seat >= 0 && int(v.hand.size()) != v.handCounts[std::size_t(v.seat)])
              return bad("hand size");
            const Value* hand = view->find("hand");
            snap.hand = hand ? hand->dump() : "";
          } else if (!view || !view->isNull()) {
            return bad("view");
          }
          ++r.seatsOk;
          r.snaps.push_back(snap);
          return true;
        },
        [&] { ++r.timeouts; }, &inFlight);
  }
  while (inFlight > 0) io.run_one_for(std::chrono::milliseconds(100));
  return r;
}

void printCheck(const CheckResult& r) {
  std::printf("check: pong %ld; tables %ld found, %ld missing; seats %ld taken back with a consistent view, %ld "
              "freed (bad_token), %ld inconsistent; %ld timeouts\n",
              r.pong, r.tablesFound, r.tablesMissing, r.seatsOk, r.seatsFreed, r.seatsBad, r.timeouts);
}

}  // namespace

int main(int argc, char** argv) {
  long messages = 1000000;
  int conns = 300, tables = 40;
  double rate = 18, seconds = 600, finalWait = 300;
  std::string save, checkFile;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const char* v = argv[i + 1];
    if (a == "--port") gPort = std::atoi(v);
    else if (a == "--messages") messages = std::atol(v);
    else if (a == "--conns") conns = std::atoi(v);
    else if (a == "--rate") rate = std::atof(v);
    else if (a == "--tables") tables = std::atoi(v);
    else if (a == "--seconds") seconds = std::atof(v);
    else if (a == "--final-wait") finalWait = std::atof(v);
    else if (a == "--seed") rng.seed(std::strtoull(v, nullptr, 10));
    else if (a == "--save") save = v;
    else if (a == "--check") checkFile = v;
  }
  if (gPort <= 0) {
    std::fprintf(stderr, "usage: tarot-server-fuzz --port N [--messages M] [--conns C] [--rate R] [--tables T] "
                         "[--seconds S] [--final-wait W] [--seed X] [--save FILE] | --port N --check FILE\n");
    return 2;
  }
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  asio::io_context io(1);
  // Keeps run_for() from returning at once when, for a moment, nothing is pending.
  auto guard = asio::make_work_guard(io);

  if (!checkFile.empty()) {
    std::ifstream in(checkFile);
    std::vector<SeatSnap> before;
    std::vector<std::string> codes;
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream ls(line);
      std::string kind;
      ls >> kind;
      if (kind == "table") { std::string c; ls >> c; codes.push_back(c); }
      if (kind == "seat") {
        SeatSnap s;
        ls >> s.code >> s.person >> s.token >> s.actions;
        std::getline(ls, s.hand);
        if (!s.hand.empty() && s.hand[0] == ' ') s.hand.erase(0, 1);
        before.push_back(s);
      }
    }
    const CheckResult r = check(io, before, codes);
    printCheck(r);
    long same = 0, later = 0, fewer = 0, handDiffers = 0, lost = 0;
    std::map<std::string, const SeatSnap*> after;
    for (const SeatSnap& s : r.snaps) after[s.code + "/" + std::to_string(s.person)] = &s;
    for (const SeatSnap& b : before) {
      auto it = after.find(b.code + "/" + std::to_string(b.person));
      if (it == after.end()) { if (b.actions >= 0) ++lost; continue; }
      const SeatSnap& a = *it->second;
      if (a.actions < b.actions) ++fewer;
      else if (a.actions > b.actions) ++later;
      else if (a.hand != b.hand) {
        ++handDiffers;
        std::fprintf(stderr, "fuzz: seat %s/%d: %ld actions, hand %s before, %s after\n", b.code.c_str(), b.person,
                     b.actions, b.hand.c_str(), a.hand.c_str());
      }
      else ++same;
    }
    std::printf("after the restart, against the saved seats: %ld same actions and hand, %ld with more actions "
                "(bots played on), %ld with fewer actions, %ld same actions but another hand, %ld seats lost\n",
                same, later, fewer, handDiffers, lost);
    const bool ok = r.pong == 1 && r.tablesMissing == 0 && r.seatsBad == 0 && r.timeouts == 0 && fewer == 0 &&
                    handDiffers == 0 && lost == 0 && r.seatsOk + r.seatsFreed == long(before.size());
    std::printf("%s\n", ok ? "CONSISTENT" : "INCONSISTENT");
    return ok ? 0 : 1;
  }

  std::vector<std::shared_ptr<Conn>> all;
  bool fuzzing = false;
  const auto t0 = Clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - t0).count(); };
  std::function<void(Conn&)> schedule;
  schedule = [&](Conn& c) {
    const double gap = std::exponential_distribution<double>(rate)(rng);
    c.timer().expires_after(std::chrono::microseconds(long(std::min(gap, 1.0) * 1e6)));
    auto self = c.shared_from_this();
    c.timer().async_wait([&, self](beast::error_code ec) {
      if (ec || !self->open) return;
      if (fuzzing && stats.written < messages && self->queued() < 50) {
        // Now and then a flood past the rate limit (refused `rate_limited`, the connection closed after 100).
        const int burst = chance(0.002) ? 60 : 1;
        for (int i = 0; i < burst; ++i) {
          Frame f = fuzzMessage(self->code, self->token);
          ++stats.sent;
          if (f.binary) ++stats.binary;
          self->send(f.text, f.binary);
        }
      }
      schedule(*self);
    });
  };
  auto makeConn = [&]() {
    auto c = std::make_shared<Conn>(io);
    c->onMessage = [](Conn& cc, const Value& m, const std::string&) { learn(cc, m); };
    c->onOpen = [&](Conn& cc) { schedule(cc); };
    c->onClose = [&](Conn& cc) {
      cc.code.clear();
      cc.token.clear();
      if (!fuzzing) return;
      ++stats.reconnects;
      cc.timer().expires_after(std::chrono::milliseconds(200));
      cc.timer().async_wait([self = cc.shared_from_this()](beast::error_code ec) { if (!ec) self->connect(); });
    };
    all.push_back(c);
    return c;
  };

  // Honest tables: creator, 0-3 people joining, started (bots in the other seats).
  for (int t = 0; t < tables; ++t) {
    auto creator = makeConn();
    const int joiners = int(below(4));
    auto others = std::make_shared<std::vector<std::shared_ptr<Conn>>>();
    for (int j = 0; j < joiners; ++j) others->push_back(makeConn());
    auto joinedCount = std::make_shared<int>(0);
    creator->onMessage = [&, others, joinedCount, joiners](Conn& cc, const Value& m, const std::string&) {
      learn(cc, m);
      if (str(m, "type") == "joined" && !cc.code.empty() && *joinedCount == 0) {
        *joinedCount = 1;
        const std::string code = cc.code;
        const std::string creatorToken = pool.table(code).creator;
        auto startIfReady = std::make_shared<std::function<void()>>();
        auto left = std::make_shared<int>(joiners);
        auto cref = cc.shared_from_this();
        *startIfReady = [cref, code, creatorToken]() {
          cref->send("{\"v\":1,\"type\":\"start\",\"table\":" + q(code) + ",\"token\":" + q(creatorToken) + "}");
        };
        if (joiners == 0) (*startIfReady)();
        for (auto& o : *others) {
          o->onOpen = [code](Conn& oc) {
            oc.send("{\"v\":1,\"type\":\"join\",\"table\":" + q(code) + ",\"name\":\"Fuzz\"}");
          };
          o->onMessage = [&, left, startIfReady](Conn& oc, const Value& m2, const std::string&) {
            const bool wasSeated = !oc.token.empty();
            learn(oc, m2);
            if (!wasSeated && !oc.token.empty() && --*left == 0) (*startIfReady)();
          };
          o->connect();
        }
      }
    };
    creator->onOpen = [](Conn& cc) {
      cc.send("{\"v\":1,\"type\":\"create\",\"name\":\"Fuzz\",\"players\":" + std::to_string(4 + below(2) - (chance(0.2) ? 1 : 0)) +
              ",\"deals\":100,\"levels\":[\"random\",\"random\",\"random\",\"random\",\"random\"]}");
    };
    creator->connect();
  }
  for (int i = 0; i < 200 && elapsed() < 20; ++i) io.run_for(std::chrono::milliseconds(50));
  std::printf("setup: %zu tables known after %.1f s\n", pool.tables.size(), elapsed());
  // Every connection, seated or not, fuzzes from now on (the seated ones keep playing their turns).
  for (auto& c : all) {
    c->onMessage = [](Conn& cc, const Value& m, const std::string&) { learn(cc, m); };
    c->onOpen = [&](Conn& cc) { schedule(cc); };
  }
  for (int i = 0; i < conns; ++i) makeConn()->connect();
  fuzzing = true;
  for (auto& c : all) if (c->open) schedule(*c);
  const auto f0 = Clock::now();
  long lastPrint = 0;
  while (stats.written < messages && elapsed() < seconds) {
    io.run_for(std::chrono::milliseconds(100));
    if (stats.sent / 100000 != lastPrint) {
      lastPrint = stats.sent / 100000;
      std::printf("  %ld sent, %ld received, %.0f s\n", stats.sent, stats.received,
                  std::chrono::duration<double>(Clock::now() - f0).count());
      std::fflush(stdout);
    }
  }
  fuzzing = false;
  const double fuzzSeconds = std::chrono::duration<double>(Clock::now() - f0).count();
  // The final wait: each open connection, once its queue is written, sends `ping` with an id of its own, again
  // every second until a `pong` echoes one of them (a ping may be refused `rate_limited`, which carries no id).
  // The server reads a connection's messages in order, so that pong says it has read all the connection sent.
  // Waiting for silence instead would never end: a table with a seat away gets a `state` every second.
  const auto w0 = Clock::now();
  auto waited = [&] { return std::chrono::duration<double>(Clock::now() - w0).count(); };
  long finalPings = 0, answered = 0, closedDuring = 0, unanswered = 0;
  std::vector<double> lastPing(all.size(), -1e9);
  for (auto& c : all) {
    c->onMessage = [](Conn& cc, const Value& m, const std::string&) {
      learn(cc, m);
      if (str(m, "type") == "pong" && str(m, "id").rfind("final-", 0) == 0) cc.answeredFinal = true;
    };
  }
  for (;;) {
    answered = closedDuring = unanswered = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      Conn& c = *all[i];
      if (c.answeredFinal) { ++answered; continue; }
      if (!c.open) { ++closedDuring; continue; }
      ++unanswered;
      if (c.queued() == 0 && waited() - lastPing[i] >= 1.0) {
        lastPing[i] = waited();
        ++finalPings;
        c.send("{\"v\":1,\"type\":\"ping\",\"id\":\"final-" + std::to_string(i) + "-" +
               std::to_string(finalPings) + "\"}");
      }
    }
    if (unanswered == 0 || waited() >= finalWait) break;
    io.run_for(std::chrono::milliseconds(100));
  }
  const double finalSeconds = waited();
  for (auto& c : all) { c->onClose = nullptr; c->timer().cancel(); c->close(); }
  io.run_for(std::chrono::milliseconds(500));
  std::printf("fuzz: %ld messages sent in %.1f s (%.0f/s; %ld honest turns and next_deal, %ld binary frames) over "
              "%zu connections, %ld closed by the server and opened again; %ld replies received\n",
              stats.sent, fuzzSeconds, double(stats.sent) / fuzzSeconds, stats.honest, stats.binary, all.size(),
              stats.closedByServer, stats.received);
  std::printf("frames written to the sockets: %ld (%ld still queued on a connection when the server closed it)\n",
              stats.written, stats.unwritten);
  std::printf("final wait: %ld connections had a pong for their final ping, %ld closed by the server, %ld not "
              "answered within %.0f s (%ld final pings sent, %.1f s)\n",
              answered, closedDuring, unanswered, finalWait, finalPings, finalSeconds);
  std::printf("replies:");
  for (const auto& [k, n] : stats.replies) std::printf(" %s %ld;", k.c_str(), n);
  std::printf("\n");

  std::vector<SeatSnap> seats;
  std::vector<std::string> codes;
  for (const TableRec& t : pool.tables) {
    codes.push_back(t.code);
    for (const auto& [p, tok] : t.tokens) seats.push_back({t.code, p, tok, -1, ""});
  }
  const CheckResult r = check(io, seats, codes);
  printCheck(r);
  if (!save.empty()) {
    std::ofstream out(save);
    for (const std::string& c : codes) out << "table " << c << "\n";
    // Seats taken back carry their actions and hand; freed seats are kept with -1 (they must stay refused).
    std::map<std::string, const SeatSnap*> got;
    for (const SeatSnap& s : r.snaps) got[s.code + "/" + std::to_string(s.person)] = &s;
    for (const SeatSnap& s : seats) {
      auto it = got.find(s.code + "/" + std::to_string(s.person));
      const SeatSnap& w = it != got.end() ? *it->second : s;
      out << "seat " << w.code << " " << w.person << " " << w.token << " " << w.actions << " " << w.hand << "\n";
    }
  }
  const bool ok = r.pong == 1 && r.tablesMissing == 0 && r.seatsBad == 0 && r.timeouts == 0 && unanswered == 0;
  std::printf("%s\n", ok ? "CONSISTENT" : "INCONSISTENT");
  return ok ? 0 : 1;
}
