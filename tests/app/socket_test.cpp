// The desktop WebSocket client (src/app/socket_native.cpp) against a real tarot-server on loopback: queued sends
// before the connection opens, ping/pong, creating a table, closing, the server going away, and every way of not
// connecting (a bad address, a refused port, a wrong path, TLS to a plain server) ending in one Closed event with
// its reason. Also the pure address helpers (socket_url.h).
#include "app/socket.h"
#include "record/json.h"
#include <catch2/catch_test_macros.hpp>
#include <arpa/inet.h>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace tarot::app;
using Clock = std::chrono::steady_clock;

namespace {

// tarot-server on a free loopback port with its database in a fresh folder; stopped when this goes out of scope.
struct Server {
  pid_t pid = -1;
  std::string url;  // http://127.0.0.1:PORT/
  std::filesystem::path dir;

  Server() {
#ifdef TAROT_SERVER_EXE
    dir = std::filesystem::temp_directory_path() / ("tarot_socket_test_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string db = (dir / "tables.db").string();
    int out[2];
    if (pipe(out) != 0) return;
    pid = fork();
    if (pid == 0) {
      dup2(out[1], 1);
      close(out[0]);
      execl(TAROT_SERVER_EXE, TAROT_SERVER_EXE, "--port", "0", "--bind", "127.0.0.1", "--db", db.c_str(), "--sync",
            "normal", "--quiet", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(out[1]);
    char c;
    while (read(out[0], &c, 1) == 1 && c != '\n') url += c;
    close(out[0]);
#endif
  }
  void stop() {
    if (pid <= 0) return;
    kill(pid, SIGTERM);
    int status = 0;
    waitpid(pid, &status, 0);
    pid = -1;
  }
  ~Server() {
    stop();
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }
};

// Polls until `done` says so or the time is up; returns every event seen.
template <class Done>
std::vector<Socket::Event> pollUntil(Socket& s, Done done, double seconds = 10) {
  std::vector<Socket::Event> all;
  const auto until = Clock::now() + std::chrono::milliseconds(int(seconds * 1000));
  while (Clock::now() < until) {
    for (Socket::Event& e : s.poll()) all.push_back(std::move(e));
    if (done(all)) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return all;
}

bool hasClosed(const std::vector<Socket::Event>& events) {
  return !events.empty() && events.back().kind == Socket::EventKind::Closed;
}

std::string typeOf(const Socket::Event& e) {
  tarot::json::Value v;
  std::string why;
  if (e.kind != Socket::EventKind::Message || !tarot::json::parse(e.text, &v, &why) || !v.isObject()) return "";
  const tarot::json::Value* t = v.find("type");
  return t && t->isString() ? t->asString() : "";
}

std::vector<std::string> messageTypes(const std::vector<Socket::Event>& events) {
  std::vector<std::string> out;
  for (const Socket::Event& e : events)
    if (e.kind == Socket::EventKind::Message) out.push_back(typeOf(e));
  return out;
}

// A loopback port that nothing listens on (bound, then released).
int unusedPort() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = 0;
  ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
  socklen_t len = sizeof a;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
  ::close(fd);
  return ntohs(a.sin_port);
}

// What a connection that fails gives: no Open, no Message, one Closed with a reason, and nothing after it.
void checkFailsWithReason(const std::string& url, const std::string& expected) {
  INFO(url);
  std::unique_ptr<Socket> s = openSocket(url);
  s->send("{\"v\":1,\"type\":\"ping\"}");
  const std::vector<Socket::Event> events = pollUntil(*s, hasClosed);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == Socket::EventKind::Closed);
  INFO(events[0].text);
  CHECK(events[0].text.find(expected) != std::string::npos);
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(s->poll().empty());
}

}  // namespace

TEST_CASE("Socket addresses: the server's socket from a page address, ws URLs split", "[app][socket]") {
  CHECK(serverSocketUrl("http://192.168.1.20:8080/?table=7QH2M0XKZ4N9PB1WC8RT") == "ws://192.168.1.20:8080/ws");
  CHECK(serverSocketUrl("http://127.0.0.1:8080/") == "ws://127.0.0.1:8080/ws");
  CHECK(serverSocketUrl("http://tarot.example") == "ws://tarot.example/ws");
  CHECK(serverSocketUrl("https://club.example/tarot/index.html?lang=fr#x") == "wss://club.example/ws");
  CHECK(serverSocketUrl("HTTPS://Club.Example:8443?table=A") == "wss://Club.Example:8443/ws");
  CHECK(serverSocketUrl("  http://[::1]:9000/  ") == "ws://[::1]:9000/ws");
  CHECK(serverSocketUrl("ws://h:1/ws") == "ws://h:1/ws");
  CHECK(serverSocketUrl("wss://h/other") == "wss://h/other");
  CHECK(serverSocketUrl("ftp://h/") == "");
  CHECK(serverSocketUrl("tarot.example:8080") == "");
  CHECK(serverSocketUrl("http:///nohost") == "");
  CHECK(serverSocketUrl("http://h:70000/") == "");
  CHECK(serverSocketUrl("") == "");

  SocketUrl u;
  std::string why;
  REQUIRE(parseSocketUrl("ws://127.0.0.1:8080/ws", &u, &why));
  CHECK(!u.secure);
  CHECK(u.host == "127.0.0.1");
  CHECK(u.port == 8080);
  CHECK(u.target == "/ws");
  CHECK(u.hostHeader() == "127.0.0.1:8080");
  REQUIRE(parseSocketUrl("WSS://club.example?x=1#frag", &u, &why));
  CHECK(u.secure);
  CHECK(u.port == 443);
  CHECK(u.target == "/?x=1");
  CHECK(u.hostHeader() == "club.example");
  REQUIRE(parseSocketUrl("ws://[::1]:9000", &u, &why));
  CHECK(u.host == "::1");
  CHECK(u.target == "/");
  CHECK(u.hostHeader() == "[::1]:9000");
  for (const char* bad : {"http://h/ws", "ws://", "ws:///ws", "ws://h:0/", "ws://h:65536/", "ws://h:/", "ws://h:8x/",
                          "ws://user:pw@h/", "ws://h h/", "ws://[::1/", "ws://h\n/", "h:80", "ws://h%41/"}) {
    INFO(bad);
    why.clear();
    CHECK_FALSE(parseSocketUrl(bad, &u, &why));
    CHECK(!why.empty());
  }
}

TEST_CASE("Socket: bad addresses and refused connections end in one Closed event with the reason", "[app][socket]") {
  checkFailsWithReason("http://127.0.0.1:8080/ws", "ws://");
  checkFailsWithReason("ws://", "no host");
  checkFailsWithReason("ws://127.0.0.1:99999/ws", "port");
  checkFailsWithReason("ws://127.0.0.1:" + std::to_string(unusedPort()) + "/ws", "refused");
  // Closing before the connection is made, and destroying a socket still connecting, return at once.
  {
    std::unique_ptr<Socket> s = openSocket("ws://10.255.255.1:9/ws");
    s->close();
    const std::vector<Socket::Event> events = s->poll();
    REQUIRE(events.size() == 1);
    CHECK(events[0].text == "closed by this side");
    const auto t0 = Clock::now();
    s.reset();
    CHECK(Clock::now() - t0 < std::chrono::seconds(1));
  }
  {
    const auto t0 = Clock::now();
    std::unique_ptr<Socket> s = openSocket("ws://10.255.255.1:9/ws");
    s->poll();
    s.reset();
    CHECK(Clock::now() - t0 < std::chrono::seconds(1));
  }
}

#ifdef TAROT_SERVER_EXE
TEST_CASE("Socket: ping, create a table, close, and the server going away (real tarot-server)", "[app][socket]") {
  Server server;
  REQUIRE(server.url.rfind("http://127.0.0.1:", 0) == 0);
  const std::string wsUrl = serverSocketUrl(server.url);
  REQUIRE(wsUrl.rfind("ws://127.0.0.1:", 0) == 0);

  std::unique_ptr<Socket> s = openSocket(wsUrl);
  s->send("{\"v\":1,\"type\":\"ping\"}");  // queued until the connection opens
  std::vector<Socket::Event> events =
      pollUntil(*s, [](const std::vector<Socket::Event>& e) { return messageTypes(e).size() >= 1 || hasClosed(e); });
  REQUIRE(events.size() == 2);
  CHECK(events[0].kind == Socket::EventKind::Open);
  CHECK(typeOf(events[1]) == "pong");

  s->send("{\"v\":1,\"type\":\"create\",\"name\":\"Ana\",\"players\":3,\"deals\":1,\"lang\":\"fr\"}");
  events = pollUntil(*s, [](const std::vector<Socket::Event>& e) { return messageTypes(e).size() >= 3 || hasClosed(e); });
  CHECK(messageTypes(events) == std::vector<std::string>{"created", "joined", "state"});
  // A message with accents and a large one go through whole (the server answers each with an error).
  s->send("{\"v\":1,\"type\":\"join\",\"table\":\"0000000000000000000Z\",\"name\":\"Léa ♠\"}");
  s->send("{\"v\":1,\"type\":\"ping\",\"pad\":\"" + std::string(15000, 'x') + "\"}");
  events = pollUntil(*s, [](const std::vector<Socket::Event>& e) { return messageTypes(e).size() >= 2 || hasClosed(e); });
  CHECK(messageTypes(events) == std::vector<std::string>{"error", "pong"});

  s->close();
  events = s->poll();
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == Socket::EventKind::Closed);
  CHECK(events[0].text == "closed by this side");
  s->send("{\"v\":1,\"type\":\"ping\"}");  // dropped
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  CHECK(s->poll().empty());
  s.reset();

  // A path that is not the server's socket: the upgrade is refused.
  checkFailsWithReason(wsUrl.substr(0, wsUrl.size() - 3) + "/nows", "refused the WebSocket");
  // wss:// to a server that speaks plain WebSocket: the TLS handshake fails (or this build has no TLS).
  checkFailsWithReason("wss://" + wsUrl.substr(5), "wss");

  // The server stopping: an open socket hears of it.
  std::unique_ptr<Socket> t = openSocket(wsUrl);
  events = pollUntil(*t, [](const std::vector<Socket::Event>& e) { return !e.empty(); });
  REQUIRE(events.size() == 1);
  REQUIRE(events[0].kind == Socket::EventKind::Open);
  server.stop();
  events = pollUntil(*t, hasClosed);
  REQUIRE(events.size() == 1);
  CHECK(events[0].kind == Socket::EventKind::Closed);
  CHECK(!events[0].text.empty());
  UNSCOPED_INFO("server stopped: " << events[0].text);
}
#endif
