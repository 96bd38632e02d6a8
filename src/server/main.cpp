// tarot-server: the web folder over HTTP and shared tables over WebSocket on one port (docs/PROTOCOL.md).
//   tarot-server --port N --web DIR --db FILE [--bind ADDR] [--allow-origin ORIGIN]... [--grace S]
//                [--next-deal-delay S] [--ping-deadline S] [--idle-close S] [--sync full|normal] [--pace F]
//                [--quiet] [--help]
#include "server/net_server.h"
#include "server/store.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

const char* const kUsage =
    "usage: tarot-server --port N --web DIR --db FILE [--bind ADDR] [--allow-origin ORIGIN]...\n"
    "                    [--grace SECONDS] [--next-deal-delay SECONDS] [--ping-deadline SECONDS]\n"
    "                    [--idle-close SECONDS] [--sync full|normal] [--pace F] [--club-name NAME] [--quiet] [--help]\n"
    "  --port N              0: any free port (the URL printed says which); 8080 by default\n"
    "  --web DIR             the web folder served over HTTP; the tables are at /ws (docs/PROTOCOL.md)\n"
    "  --db FILE             the SQLite database of the tables (created when missing)\n"
    "  --bind ADDR           the address to listen on (0.0.0.0)\n"
    "  --allow-origin O      a browser origin accepted besides the page's own (repeatable)\n"
    "  --grace S             seconds an away seat is kept before a bot plays it (60)\n"
    "  --next-deal-delay S   seconds after a deal before the next starts unless all are ready (20)\n"
    "  --ping-deadline S     seconds without a frame before a connection is dead; a ping goes at half (10)\n"
    "  --idle-close S        seconds a connection holding no seat may stay silent (60)\n"
    "  --sync full|normal    full: an acknowledged action survives a power cut too (full)\n"
    "  --pace F              the matches' clock runs F times faster (1)\n"
    "  --quiet               no log of table events on stderr\n"
    "  --club-name NAME      the title of the public results site at /results/ (Tarot)\n";

int usage(const char* why) {
  std::fprintf(stderr, "tarot-server: %s\n%s", why, kUsage);
  return 2;
}

bool number(const char* text, double lo, double hi, double* out) {
  char* end = nullptr;
  const double v = std::strtod(text, &end);
  if (!end || *end || !(v >= lo && v <= hi)) return false;
  *out = v;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tarot::server;
  NetOptions net;
  HubOptions hub;
  std::string db;
  bool fullSync = true;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const char* value = i + 1 < argc ? argv[i + 1] : nullptr;
    double n = 0;
    if (arg == "--quiet") { hub.log = false; continue; }
    if (arg == "--help" || arg == "-h") { std::printf("%s", kUsage); return 0; }
    if (!value) return usage(("missing value after " + arg).c_str());
    ++i;
    if (arg == "--port") {
      if (!number(value, 0, 65535, &n)) return usage("--port takes 0 to 65535");
      net.port = int(n);
    } else if (arg == "--web") {
      net.webDir = value;
      while (net.webDir.size() > 1 && net.webDir.back() == '/') net.webDir.pop_back();
    } else if (arg == "--club-name") {
      net.clubName = value;
    } else if (arg == "--db") {
      db = value;
    } else if (arg == "--bind") {
      net.bind = value;
    } else if (arg == "--allow-origin") {
      net.allowOrigins.push_back(value);
    } else if (arg == "--grace") {
      if (!number(value, 0, 86400, &hub.grace)) return usage("--grace takes 0 to 86400 seconds");
    } else if (arg == "--next-deal-delay") {
      if (!number(value, 0, 3600, &hub.nextDealDelay)) return usage("--next-deal-delay takes 0 to 3600 seconds");
    } else if (arg == "--ping-deadline") {
      if (!number(value, 1, 3600, &net.pingDeadline)) return usage("--ping-deadline takes 1 to 3600 seconds");
    } else if (arg == "--idle-close") {
      if (!number(value, 1, 86400, &hub.idleClose)) return usage("--idle-close takes 1 to 86400 seconds");
    } else if (arg == "--pace") {
      if (!number(value, 0.1, 100, &hub.pace)) return usage("--pace takes 0.1 to 100");
    } else if (arg == "--sync") {
      if (std::strcmp(value, "full") && std::strcmp(value, "normal")) return usage("--sync takes full or normal");
      fullSync = std::strcmp(value, "full") == 0;
    } else {
      return usage(("unknown option " + arg).c_str());
    }
  }
  if (db.empty()) return usage("--db FILE is required (the tables are kept there)");
  Store store;
  std::string why;
  if (!store.open(db, fullSync, &why)) {
    std::fprintf(stderr, "tarot-server: cannot open %s: %s\n", db.c_str(), why.c_str());
    return 1;
  }
  return runServer(net, &store, hub);
}
