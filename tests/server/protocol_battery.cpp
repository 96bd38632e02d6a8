// The protocol battery against a real tarot-server process on a free port, with a Beast WebSocket client: static
// files (gzip, MIME types, no path traversal), origins, every refusal (malformed, unknown, huge and binary
// frames, tokens misused, out of turn, another table's seat, locked), a whole deal played by two people and the
// bots with the same sheet on both, a reconnection mid-deal, a seat handed to a bot after the grace time, and a
// server killed with SIGKILL then restarted with no acknowledged action lost.
//   protocol_battery SERVER_EXE WORK_DIR
#include "match/seat_view.h"
#include "record/json.h"
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <deque>
#include <fstream>
#include <functional>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using tarot::json::Value;

namespace {

int failures = 0;
int checks = 0;
#define CHECK(cond)                                                                   \
  do {                                                                                \
    ++checks;                                                                         \
    if (!(cond)) {                                                                    \
      ++failures;                                                                     \
      std::fprintf(stderr, "FAILED %s:%d: %s\n", __FILE__, __LINE__, #cond);          \
    }                                                                                 \
  } while (0)
#define REQUIRE(cond)                                                                 \
  do {                                                                                \
    const bool required = (cond);  /* evaluated once: some conditions take messages */ \
    ++checks;                                                                         \
    if (!required) {                                                                  \
      std::fprintf(stderr, "FAILED %s:%d: %s\n", __FILE__, __LINE__, #cond);          \
      stopServer();                                                                   \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

std::string serverExe, workDir, dbPath, webDir;
constexpr double kPingDeadline = 4;   // the server's --ping-deadline and --grace for this battery
constexpr double kGrace = 1.5;
pid_t serverPid = -1;
int port = 0;

void stopServer(int sig = SIGTERM) {
  if (serverPid <= 0) return;
  kill(serverPid, sig);
  int status = 0;
  waitpid(serverPid, &status, 0);
  serverPid = -1;
}

// Starts the server on a free port (it prints its URL) and returns once it listens.
void startServer() {
  int out[2];
  if (pipe(out) != 0) std::exit(1);
  serverPid = fork();
  if (serverPid == 0) {
    dup2(out[1], 1);
    close(out[0]);
    execl(serverExe.c_str(), serverExe.c_str(), "--port", "0", "--web", webDir.c_str(), "--db", dbPath.c_str(),
          "--bind", "127.0.0.1", "--grace", "1.5", "--ping-deadline", "4", "--next-deal-delay", "1", "--pace", "25", "--sync", "normal",
          "--allow-origin", "http://club.example", getenv("BATTERY_VERBOSE") ? "--grace" : "--quiet", getenv("BATTERY_VERBOSE") ? "1.5" : nullptr, static_cast<char*>(nullptr));
    _exit(127);
  }
  close(out[1]);
  std::string line;
  char c;
  while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
  close(out[0]);
  const auto colon = line.rfind(':');
  port = colon == std::string::npos ? 0 : std::atoi(line.c_str() + colon + 1);
  if (line.rfind("http://127.0.0.1:", 0) != 0 || port <= 0) {
    std::fprintf(stderr, "the server printed \"%s\"\n", line.c_str());
    std::exit(1);
  }
}

struct HttpReply {
  int status = 0;
  std::string contentType, contentEncoding, body;
};

HttpReply get(const std::string& target, const std::string& acceptEncoding = "") {
  asio::io_context io;
  tcp::socket s(io);
  s.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(port)));
  http::request<http::empty_body> req{http::verb::get, target, 11};
  req.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  if (!acceptEncoding.empty()) req.set(http::field::accept_encoding, acceptEncoding);
  http::write(s, req);
  beast::flat_buffer b;
  http::response<http::string_body> res;
  http::read(s, b, res);
  return {int(res.result_int()), std::string(res[http::field::content_type]),
          std::string(res[http::field::content_encoding]), res.body()};
}

std::string str(const Value& v, const char* key) {
  const Value* x = v.isObject() ? v.find(key) : nullptr;
  return x && x->isString() ? x->asString() : std::string();
}

// One WebSocket client: an async read always pending, messages queued as they come.
struct Client {
  asio::io_context io;
  websocket::stream<tcp::socket> ws{io};
  beast::flat_buffer buffer;
  std::deque<Value> inbox;
  Value lastSheet;   // the newest scoresheet received
  bool closed = false;
  bool handshakeOk = false;
  int closeCode = 0;         // the server's close frame, when one came
  std::string closeReason;

  explicit Client(const std::string& origin = "") {
    beast::error_code ec;
    ws.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), std::uint16_t(port)), ec);
    if (ec) { closed = true; return; }
    ws.set_option(websocket::stream_base::decorator([origin](websocket::request_type& req) {
      if (!origin.empty()) req.set(http::field::origin, origin);
    }));
    ws.handshake("127.0.0.1:" + std::to_string(port), "/ws", ec);
    if (ec) { closed = true; return; }
    handshakeOk = true;
    ws.read_message_max(64 * 1024 * 1024);
    readNext();
  }
  void readNext() {
    ws.async_read(buffer, [this](beast::error_code ec, std::size_t) {
      if (ec) {
        if (ec == websocket::error::closed) {
          closeCode = int(ws.reason().code);
          closeReason = std::string(ws.reason().reason.c_str());
        }
        closed = true;
        return;
      }
      Value v;
      std::string why;
      if (tarot::json::parse(beast::buffers_to_string(buffer.data()), &v, &why)) {
        if (str(v, "type") == "sheet") lastSheet = v;
        inbox.push_back(v);
      }
      buffer.consume(buffer.size());
      readNext();
    });
  }
  void sendRaw(const std::string& text, bool binary = false) {
    bool done = false;
    ws.binary(binary);
    ws.async_write(asio::buffer(text), [&](beast::error_code ec, std::size_t) { done = true; if (ec) closed = true; });
    // Until written, or the connection is closed (a frame the server refuses is never finished).
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (!done && !closed && std::chrono::steady_clock::now() < end) io.run_one_for(std::chrono::milliseconds(20));
    if (!done) {
      closed = true;
      beast::error_code ec;
      ws.next_layer().close(ec);
      io.restart();
      io.run_for(std::chrono::milliseconds(200));
    }
  }
  void send(const std::string& type, const std::string& fields = "") {
    sendRaw("{\"v\":1,\"type\":\"" + type + "\"" + (fields.empty() ? "" : "," + fields) + "}");
  }
  // The first message whose type is `type` (taken out; the others stay), or a null Value after `seconds`.
  Value wait(const std::string& type, double seconds = 5, std::function<bool(const Value&)> also = nullptr) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(int(seconds * 1000));
    std::size_t seen = 0;
    while (true) {
      for (; seen < inbox.size(); ++seen) {
        const Value& v = inbox[seen];
        const Value* t = v.find("type");
        if (t && t->isString() && t->asString() == type && (!also || also(v))) {
          Value found = v;
          inbox.erase(inbox.begin() + long(seen));
          return found;
        }
      }
      if (closed || std::chrono::steady_clock::now() >= end) return Value();
      if (io.run_one_for(std::chrono::milliseconds(20)) == 0 && io.stopped()) io.restart();
    }
  }
  // The code of the next error (or "" when none comes).
  std::string errorCode(double seconds = 3) {
    const Value e = wait("error", seconds);
    const Value* c = e.isObject() ? e.find("code") : nullptr;
    return c && c->isString() ? c->asString() : std::string();
  }
  // Lets pending messages arrive, then forgets them.
  void drain(double seconds = 0.1) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(int(seconds * 1000));
    while (std::chrono::steady_clock::now() < end && !closed) io.run_one_for(std::chrono::milliseconds(10));
    inbox.clear();
  }
  void drop() {
    beast::error_code ec;
    ws.next_layer().close(ec);
    closed = true;
  }
};

std::string field(const std::string& key, const std::string& value) { return "\"" + key + "\":\"" + value + "\""; }

struct Seated {
  std::string table, token, creator;
  int person = -1;
};

Seated create(Client& c, const std::string& name, const std::string& extra) {
  c.send("create", field("name", name) + "," + extra);
  Seated s;
  const Value created = c.wait("created");
  s.table = str(created, "table");
  s.creator = str(created, "creator_token");
  const Value joined = c.wait("joined");
  s.token = str(joined, "token");
  s.person = joined.isObject() ? joined.find("person")->asInt() : -1;
  return s;
}

Seated join(Client& c, const std::string& table, const std::string& name) {
  c.send("join", field("table", table) + "," + field("name", name));
  const Value joined = c.wait("joined");
  Seated s;
  s.table = table;
  s.token = str(joined, "token");
  s.person = joined.isObject() && joined.find("person") ? joined.find("person")->asInt() : -1;
  return s;
}

// The view of the newest state message waiting (after letting the socket deliver for a moment), if any.
bool latestView(Client& c, tarot::match::SeatView* v, Value* state = nullptr, double seconds = 0.05) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(int(seconds * 1000));
  while (std::chrono::steady_clock::now() < end && !c.closed) c.io.run_one_for(std::chrono::milliseconds(5));
  bool found = false;
  while (!c.inbox.empty()) {
    Value m = c.inbox.front();
    c.inbox.pop_front();
    if (str(m, "type") != "state") continue;
    const Value* view = m.find("view");
    std::string why;
    if (view && !view->isNull() && tarot::match::seatViewFromJson(*view, v, &why)) {
      found = true;
      if (state) *state = m;
    }
  }
  return found;
}

std::string actMessage(const Seated& s, const tarot::Action& a) {
  return field("table", s.table) + "," + field("token", s.token) + ",\"action\":" +
         tarot::match::actionToJson(a).dump();
}

void writeFile(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

void testStaticFiles() {
  HttpReply r = get("/");
  CHECK(r.status == 200);
  CHECK(r.contentType.find("text/html") == 0);
  CHECK(r.body == "<html>tarot</html>");
  r = get("/tarot.wasm");
  CHECK(r.status == 200);
  CHECK(r.contentType == "application/wasm");
  r = get("/tarot.js", "gzip, deflate, br");
  CHECK(r.status == 200);
  CHECK(r.contentEncoding == "gzip");
  CHECK(r.body == "GZIPPED-BYTES");
  CHECK(r.contentType.find("text/javascript") == 0);
  r = get("/tarot.js");
  CHECK(r.contentEncoding.empty());
  CHECK(r.body == "var x = 1;");
  CHECK(get("/../secret.txt").status == 400);
  CHECK(get("/%2e%2e/secret.txt").status == 400);
  CHECK(get("/a/..%2f..%2fsecret.txt").status == 400);
  CHECK(get("/nope.html").status == 404);
  CHECK(get("/?table=ABC").status == 200);
}

void testOrigins() {
  Client evil("http://evil.example");
  CHECK(!evil.handshakeOk);
  Client same("http://127.0.0.1:" + std::to_string(port));
  CHECK(same.handshakeOk);
  Client club("http://club.example");
  CHECK(club.handshakeOk);
  Client none;
  CHECK(none.handshakeOk);
}

void testMalformed() {
  Client c;
  REQUIRE(c.handshakeOk);
  c.sendRaw("{\"v\":1,\"type\":");
  CHECK(c.errorCode() == "bad_json");
  c.sendRaw("not json at all");
  CHECK(c.errorCode() == "bad_json");
  c.send("teleport");
  CHECK(c.errorCode() == "unknown_type");
  c.sendRaw("{\"type\":\"ping\"}");
  CHECK(c.errorCode() == "bad_version");
  c.sendRaw("{\"v\":1,\"type\":\"ping\"}", true);
  CHECK(c.errorCode() == "bad_json");
  c.sendRaw("{\"v\":1,\"type\":\"ping\",\"pad\":\"" + std::string(20000, 'x') + "\"}");
  CHECK(c.errorCode() == "too_big");
  c.send("ping");
  CHECK(c.wait("pong").isObject());  // still connected after the refusals
  c.send("join", field("table", "ZZZZZZZZZZZZZZZZZZZZ") + "," + field("name", "Ana"));
  CHECK(c.errorCode() == "no_table");
  c.send("act", field("table", "ZZZZZZZZZZZZZZZZZZZZ") + "," + field("token", std::string(32, 'a')) +
                    ",\"action\":{\"kind\":\"bid\",\"contract\":\"garde\"}");
  CHECK(c.errorCode() == "no_table");
  // A frame far above the limit closes the connection.
  Client huge;
  huge.sendRaw(std::string(200000, ' '));
  huge.wait("never", 2);
  CHECK(huge.closed);
  // A flood is refused with rate_limited.
  Client flood;
  bool limited = false;
  for (int i = 0; i < 80; ++i) flood.send("ping");
  for (int i = 0; i < 80 && !limited; ++i) limited = flood.errorCode(0.5) == "rate_limited";
  CHECK(limited);
}

// Two people at a four-player table (two bots), one deal, each refusal on the way.
void testWholeDeal() {
  Client a, b, other;
  const Seated sa = create(a, "Ana", "\"players\":4,\"deals\":1,\"public\":true,\"levels\":[\"random\",\"random\",\"random\",\"random\"]");
  REQUIRE(sa.table.size() == 20 && sa.token.size() == 32);
  b.send("list");
  const Value list = b.wait("tables");
  bool listed = false;
  if (list.isObject())
    for (const Value& t : list.find("tables")->items()) listed = listed || str(t, "table") == sa.table;
  CHECK(listed);
  const Seated sb = join(b, sa.table, "Bob <b>");
  CHECK(sb.person == 1);
  const Seated so = create(other, "Olga", "\"players\":3");
  // Another table's seat, a seat token as the creator's, the creator's lock.
  other.send("act", actMessage({sa.table, so.token, "", 0}, tarot::Action::bid(tarot::Contract::Pass)));
  CHECK(other.errorCode() == "wrong_table");
  b.send("start", field("table", sa.table) + "," + field("token", sb.token));
  CHECK(b.errorCode() == "not_creator");
  a.send("lock", field("table", sa.table) + "," + field("token", sa.creator) + ",\"locked\":true");
  Client late;
  late.send("join", field("table", sa.table) + "," + field("name", "Late"));
  CHECK(late.errorCode() == "locked");
  a.send("start", field("table", sa.table) + "," + field("token", sa.creator));
  const Value started = a.wait("state", 5, [](const Value& v) { return v.find("started")->asBool(); });
  REQUIRE(started.isObject());
  // Bob's name is shown as it was typed (text), his token works only for him.
  CHECK(started.find("seats")->items()[1].find("name")->asString() == "Bob <b>");
  a.send("act", actMessage({sa.table, sb.token, "", 0}, tarot::Action::bid(tarot::Contract::Pass)));
  CHECK(a.errorCode() == "bad_token");

  Client* clients[2] = {&a, &b};
  const Seated* seats[2] = {&sa, &sb};
  tarot::match::SeatView views[2];
  bool have[2] = {false, false};
  std::string why;
  have[0] = tarot::match::seatViewFromJson(*started.find("view"), &views[0], &why);
  bool outOfTurn = false, illegal = false;
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(40);
  while (std::chrono::steady_clock::now() < end && !(have[0] && views[0].matchOver && have[1] && views[1].matchOver)) {
    // (a deal where everyone passes is annulled: the next one comes after the server's next-deal delay)
    for (int p = 0; p < 2; ++p) {
      tarot::match::SeatView v;
      if (latestView(*clients[p], &v)) { views[p] = v; have[p] = true; }
      if (!have[p] || views[p].legal.empty()) continue;
      if (!views[p].toAct) continue;
      if (!outOfTurn) {
        // The other person tries the same action with their own seat.
        clients[1 - p]->send("act", actMessage(*seats[1 - p], views[p].legal.front()));
        CHECK(clients[1 - p]->errorCode() == "not_your_turn");
        outOfTurn = true;
      }
      if (!illegal && views[p].phase == tarot::Phase::Play && views[p].legalPlays != views[p].hand) {
        const tarot::CardSet wrong = views[p].hand - views[p].legalPlays;
        clients[p]->send("act", actMessage(*seats[p], tarot::Action::play(wrong.first())));
        const Value e = clients[p]->wait("error");
        CHECK(str(e, "code") == "refused");
        CHECK(!str(e, "refusal").empty());
        CHECK(!str(e, "message").empty());
        illegal = true;
      }
      clients[p]->send("act", actMessage(*seats[p], views[p].legal.front()));
      views[p].legal.clear();  // wait for the next state
    }
  }
  CHECK(outOfTurn);
  CHECK(views[0].dealFinished);
  CHECK(views[1].dealFinished);
  CHECK(views[0].matchOver);
  CHECK(views[0].totals == views[1].totals);
  a.drain(0.2);
  b.drain(0.2);
  CHECK(a.lastSheet.isObject());
  CHECK(a.lastSheet.isObject() && b.lastSheet.isObject() &&
        a.lastSheet.find("sheet")->dump() == b.lastSheet.find("sheet")->dump());
}

// Bob drops mid-deal: Ana sees him away with a deadline; he comes back with his token to the same hand; he drops
// again and after the grace time a bot plays his seat.
void testReconnect() {
  Client a, b;
  const Seated sa = create(a, "Ana", "\"players\":3,\"deals\":2,\"levels\":[\"random\",\"random\",\"random\"]");
  const Seated sb = join(b, sa.table, "Bob");
  a.send("start", field("table", sa.table) + "," + field("token", sa.creator));
  tarot::match::SeatView beforeDrop;
  const Value st = b.wait("state", 5, [](const Value& v) { return v.find("started")->asBool(); });
  REQUIRE(st.isObject());
  std::string why;
  REQUIRE(tarot::match::seatViewFromJson(*st.find("view"), &beforeDrop, &why));
  latestView(b, &beforeDrop, nullptr, 0.5);  // a newer one if the bots played meanwhile
  b.drop();
  const Value away = a.wait("state", 5, [](const Value& v) {
    return v.find("seats")->items()[1].find("status")->asString() == "away";
  });
  REQUIRE(away.isObject());
  const Value* secs = away.find("seats")->items()[1].find("away_seconds");
  CHECK(secs->isInt() && secs->asInt() > 0 && secs->asInt() <= 2);  // whole seconds left of the 1.5 s grace
  tarot::match::SeatView before;
  Client b2;
  b2.send("resume", field("table", sa.table) + "," + field("token", sb.token));
  CHECK(str(b2.wait("joined"), "table") == sa.table);
  REQUIRE(latestView(b2, &before, nullptr, 0.3));
  CHECK(before.person == 1);
  CHECK(before.hand.size() > 0);
  CHECK(before.hand == beforeDrop.hand);  // Ana does not act: the deal waits for a person, Bob's cards unchanged
  // Someone else's token cannot resume Bob's seat; a made-up one neither.
  Client thief;
  thief.send("resume", field("table", sa.table) + "," + field("token", std::string(32, 'f')));
  CHECK(thief.errorCode() == "bad_token");
  b2.drop();
  const Value bot = a.wait("state", 6, [](const Value& v) {
    return v.find("seats")->items()[1].find("status")->asString() == "bot";
  });
  CHECK(bot.isObject());
}

// Bob goes silent without closing (his client stops reading: no pong): the server's pings find him dead within
// the ping deadline, his seat is away for the grace time, then a bot plays it. Prints the times measured.
void testSilentSeat() {
  Client a, b;
  const Seated sa = create(a, "Ana", "\"players\":3,\"deals\":2,\"levels\":[\"random\",\"random\",\"random\"]");
  join(b, sa.table, "Bob");
  a.send("start", field("table", sa.table) + "," + field("token", sa.creator));
  REQUIRE(b.wait("state", 5, [](const Value& v) { return v.find("started")->asBool(); }).isObject());
  const auto silent = std::chrono::steady_clock::now();  // Bob's client is never polled again
  auto status = [](const char* want) {
    return [want](const Value& v) { return v.find("seats")->items()[1].find("status")->asString() == want; };
  };
  const Value away = a.wait("state", kPingDeadline + 3, status("away"));
  const double awayAfter = std::chrono::duration<double>(std::chrono::steady_clock::now() - silent).count();
  const Value bot = a.wait("state", kGrace + 3, status("bot"));
  const double botAfter = std::chrono::duration<double>(std::chrono::steady_clock::now() - silent).count();
  CHECK(away.isObject());
  CHECK(bot.isObject());
  CHECK(awayAfter <= kPingDeadline + 0.5);
  CHECK(botAfter <= kPingDeadline + kGrace + 0.5);
  std::printf("[battery] silent seat: away after %.2f s, played by a bot after %.2f s (ping deadline %.1f s, grace %.1f s)\n",
              awayAfter, botAfter, kPingDeadline, kGrace);
}

// A flood: every message before the limit is answered, then a close frame 1008 with its reason.
void testFlood() {
  Client c;
  for (int i = 0; i < 400 && !c.closed; ++i) c.send("ping");
  c.wait("never", 3);
  int pongs = 0, limited = 0;
  for (const Value& m : c.inbox) {
    pongs += str(m, "type") == "pong";
    limited += str(m, "type") == "error" && str(m, "code") == "rate_limited";
  }
  CHECK(c.closed);
  CHECK(pongs >= 40);
  CHECK(limited == 100);
  CHECK(c.closeCode == 1008);
  CHECK(c.closeReason.find("flooding") != std::string::npos);
}

// leave answers with seat_freed and frees the seat, before the start and mid-deal.
void testLeave() {
  Client a, b;
  const Seated sa = create(a, "Ana", "\"players\":3,\"deals\":1");
  Seated sb = join(b, sa.table, "Bob");
  b.send("leave", field("table", sa.table) + "," + field("token", sb.token) + ",\"id\":\"bye\"");
  const Value freed = b.wait("seat_freed");
  CHECK(str(freed, "id") == "bye");
  sb = join(b, sa.table, "Bob");
  a.send("start", field("table", sa.table) + "," + field("token", sa.creator));
  b.send("leave", field("table", sa.table) + "," + field("token", sb.token));
  CHECK(b.wait("seat_freed").isObject());
  b.send("resume", field("table", sa.table) + "," + field("token", sb.token));
  CHECK(b.errorCode() == "bad_token");
}

// Ana plays; every action she sees acknowledged survives a SIGKILL of the server and its restart.
void testKillAndRestart() {
  Client a;
  const Seated sa = create(a, "Ana", "\"players\":4,\"deals\":1,\"levels\":[\"random\",\"random\",\"random\",\"random\"]");
  a.send("start", field("table", sa.table) + "," + field("token", sa.creator));
  tarot::match::SeatView v;
  Value state;
  int acked = 0;
  long ackedActions = 0;
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (acked < 4 && std::chrono::steady_clock::now() < end) {
    if (!latestView(a, &v, &state)) continue;
    if (v.dealFinished) continue;  // all passed: the next deal comes
    if (v.toAct && !v.legal.empty()) {
      a.send("act", actMessage(sa, v.legal.front()));
      // The acknowledgement: the next state showing one more action and that the turn moved on.
      const long seen = long(state.find("actions")->asInt());
      const Value next = a.wait("state", 5, [&](const Value& s) { return s.find("actions")->asInt() > seen; });
      if (next.isObject()) {
        ++acked;
        ackedActions = next.find("actions")->asInt();
        std::string why;
        tarot::match::seatViewFromJson(*next.find("view"), &v, &why);
      }
    }
  }
  CHECK(acked >= 2);
  stopServer(SIGKILL);
  startServer();
  Client again;
  again.send("resume", field("table", sa.table) + "," + field("token", sa.token));
  CHECK(str(again.wait("joined"), "table") == sa.table);
  tarot::match::SeatView after;
  Value afterState;
  REQUIRE(latestView(again, &after, &afterState, 0.3));
  CHECK(afterState.find("actions")->asInt() >= ackedActions);
  CHECK(after.hand.size() <= v.hand.size());
  CHECK((after.hand - v.hand).empty());  // no card played and acknowledged came back
  CHECK(after.playedCount >= v.playedCount);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: protocol_battery SERVER_EXE WORK_DIR\n");
    return 2;
  }
  serverExe = argv[1];
  workDir = argv[2];
  mkdir(workDir.c_str(), 0755);
  webDir = workDir + "/web";
  mkdir(webDir.c_str(), 0755);
  dbPath = workDir + "/tables.db";
  for (const char* suffix : {"", "-wal", "-shm"}) std::remove((dbPath + suffix).c_str());
  writeFile(webDir + "/index.html", "<html>tarot</html>");
  writeFile(webDir + "/tarot.wasm", "\0asm");
  writeFile(webDir + "/tarot.js", "var x = 1;");
  writeFile(webDir + "/tarot.js.gz", "GZIPPED-BYTES");
  writeFile(workDir + "/secret.txt", "secret");
  std::signal(SIGPIPE, SIG_IGN);
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  startServer();
  const auto t0 = std::chrono::steady_clock::now();
  auto step = [&](const char* name, void (*f)()) {
    const int before = failures;
    f();
    std::printf("[battery] %-28s %s (%.1f s)\n", name, failures == before ? "ok" : "FAILED",
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  };
  step("static files", testStaticFiles);
  step("origins", testOrigins);
  step("malformed messages", testMalformed);
  step("a whole deal, two people", testWholeDeal);
  step("reconnect, then grace", testReconnect);
  step("kill -9 and restart", testKillAndRestart);
  step("a silent seat", testSilentSeat);
  step("flooding", testFlood);
  step("leave", testLeave);
  stopServer();
  std::printf("[battery] %d checks, %d failed\n", checks, failures);
  return failures == 0 ? 0 : 1;
}
