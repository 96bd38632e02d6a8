// The parts the simulations over a real tarot-server share (tarot-night-sim, tarot-season-sim): the server process
// started on a free port with its database, killed with SIGKILL and started again on the same file; the messages
// with their request ids; a device (phone, console, screen) that connects again when its connection is gone.
#pragma once
#include "server/tools/ws_phone.h"
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace tarot::server::tools {

// The one server a simulation runs.
struct SimServer {
  std::string tool = "tarot-sim";    // the program's name, in its failures
  std::string exe, workDir, db = "night.db", sync = "normal";
  pid_t pid = -1;
  int port = 0;
  long kills = 0, reconnects = 0;

  [[noreturn]] void fail(const std::string& why) {
    std::fprintf(stderr, "%s: FAILED: %s\n", tool.c_str(), why.c_str());
    if (pid > 0) ::kill(pid, SIGKILL);
    std::exit(1);
  }
  // Starts the server on the work folder's database and reads the port it prints.
  void start() {
    int out[2];
    if (pipe(out) != 0) fail("pipe");
    const std::string file = workDir + "/" + db;
    pid = fork();
    if (pid == 0) {
      dup2(out[1], 1);
      close(out[0]);
      execl(exe.c_str(), exe.c_str(), "--port", "0", "--web", workDir.c_str(), "--db", file.c_str(), "--bind",
            "127.0.0.1", "--sync", sync.c_str(), "--quiet", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(out[1]);
    std::string line;
    char c;
    while (read(out[0], &c, 1) == 1 && c != '\n') line += c;
    close(out[0]);
    const auto colon = line.rfind(':');
    port = colon == std::string::npos ? 0 : std::atoi(line.c_str() + colon + 1);
    if (port <= 0) fail("the server printed \"" + line + "\"");
  }
  // SIGKILL, as a power cut: nothing is flushed that was not committed.
  void killHard() {
    ::kill(pid, SIGKILL);
    int status = 0;
    waitpid(pid, &status, 0);
    pid = -1;
    ++kills;
  }
  void stop() {
    ::kill(pid, SIGTERM);
    waitpid(pid, nullptr, 0);
    pid = -1;
  }
};

inline SimServer& simServer() {
  static SimServer s;
  return s;
}

inline std::string simMessage(const char* type, long id, const json::Value& fields) {
  json::Value m = json::Value::object();
  m.set("v", 1).set("type", type).set("id", id);
  for (const auto& [k, v] : fields.members()) m.set(k, v);
  return m.dump();
}

inline std::string typeOf(const json::Value& v) {
  const json::Value* t = v.isObject() ? v.find("type") : nullptr;
  return t && t->isString() ? t->asString() : std::string();
}

// A phone (or the director's console, or the room's screen) that reconnects when its connection is gone.
struct Device {
  std::unique_ptr<WsPhone> ws;
  std::string rejoin;  // what it sends again after reconnecting (the standings' watch), if anything
  WsPhone& up() {
    if (!ws || ws->closed()) {
      if (ws) ++simServer().reconnects;
      for (int i = 0; i < 100 && (!ws || ws->closed()); ++i) {
        ws = std::make_unique<WsPhone>(simServer().port);
        if (ws->closed()) usleep(50 * 1000);
      }
      if (ws->closed()) simServer().fail("cannot connect");
      if (!rejoin.empty()) ws->send(rejoin);
    }
    return *ws;
  }
};

}  // namespace tarot::server::tools
