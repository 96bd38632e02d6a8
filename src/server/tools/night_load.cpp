// tarot-night-load: a big tournament night held by one tarot-server process (docs/SCALING.md), never a test.
// The director sets up a tournament of T tables (4 T players registered over several connections, drawn, position 1
// started); every player's phone follows its table (4 T connections) and P standings pages are open. Then, at a
// steady rate over the room, North enters a table's next deal and, as soon as the table's phones show that entry,
// another seat confirms it (a confirmation never overtakes its entry on another connection). Every page's
// tournament_progress (or tournament_standings_update, when the confirmation completes a sheet) is timed from the
// moment the confirmation was handed to the socket to the moment the page's frame is read. All the phones and pages
// are read by one event loop (one Boost.Asio io_context, one thread, an async read pending on every connection):
// the timestamp is taken in the read handler, so the client adds one handler's wait, not a polling pass.
// Figures: p50/p99/max per delivery, split by kind (progress, standings), and per confirmation the time to the LAST
// page (the bar: "from a confirmed deal to every standings page").
//   tarot-night-load --port PORT [--tables 150] [--pages 600] [--rate CONFIRMS_PER_SECOND] [--seconds S]
//                    [--deals DEALS_PER_POSITION] [--seed S]
#include "server/tools/random_entry.h"
#include "server/tools/ws_phone.h"
#include "tournament/events.h"
#include "tournament/movement.h"
#include <sys/resource.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

using namespace tarot;
using tarot::server::tools::WsPhone;
using Clock = std::chrono::steady_clock;
namespace asio = boost::asio;
namespace beast = boost::beast;

namespace {

int port = 0;
long nextId = 1;

[[noreturn]] void fail(const std::string& why) {
  std::fprintf(stderr, "tarot-night-load: FAILED: %s\n", why.c_str());
  std::exit(1);
}

std::string message(const char* type, long id, json::Value fields) {
  json::Value m = json::Value::object();
  m.set("v", 1).set("type", type).set("id", id);
  for (const auto& [k, v] : fields.members()) m.set(k, v);
  return m.dump();
}

std::string typeOf(const json::Value& v) {
  const json::Value* t = v.isObject() ? v.find("type") : nullptr;
  return t && t->isString() ? t->asString() : std::string();
}

std::unique_ptr<WsPhone> connect() {
  auto ws = std::make_unique<WsPhone>(port);
  if (ws->closed()) fail("cannot connect to port " + std::to_string(port));
  return ws;
}

// Sends a director's events over several connections (each within the per-connection burst), all accepted.
void directorEvents(const std::string& code, const std::string& key, const std::vector<tournament::Event>& events,
                    std::vector<json::Value>* replies = nullptr) {
  constexpr std::size_t kBurst = 30;
  for (std::size_t from = 0; from < events.size(); from += kBurst * 8) {
    std::vector<std::unique_ptr<WsPhone>> conns;
    std::vector<std::vector<long>> ids;
    for (std::size_t c = 0; c < 8 && from + c * kBurst < events.size(); ++c) {
      conns.push_back(connect());
      ids.emplace_back();
      for (std::size_t i = from + c * kBurst; i < std::min(events.size(), from + (c + 1) * kBurst); ++i) {
        json::Value ev = json::Value::object();
        ev.set("kind", events[i].kind).set("data", events[i].data);
        const long id = nextId++;
        ids.back().push_back(id);
        json::Value f = json::Value::object();
        conns.back()->send(message("tournament_event", id, f.set("tournament", code).set("key", key).set("event", ev)));
      }
    }
    // Events are applied in the order the server reads them: sent in order on one connection at a time here.
    for (std::size_t c = 0; c < conns.size(); ++c)
      for (long id : ids[c]) {
        const json::Value r = conns[c]->reply(id, 30);
        if (typeOf(r) != "tournament_accepted") fail("a director's event answered " + r.dump());
        if (replies) replies->push_back(r);
      }
  }
}

// One WebSocket connection read by the shared event loop: an async read always pending, each frame handed to
// `onFrame` with the time it was read; writes queued.
class LoopWs {
 public:
  using OnFrame = std::function<void(const std::string& raw, Clock::time_point readAt)>;
  LoopWs(asio::io_context& io, OnFrame onFrame) : ws_(io), onFrame_(std::move(onFrame)) {
    beast::error_code ec;
    ws_.next_layer().connect({asio::ip::make_address("127.0.0.1"), std::uint16_t(port)}, ec);
    if (!ec) ws_.handshake("127.0.0.1:" + std::to_string(port), "/ws", ec);
    if (ec) fail("cannot connect to port " + std::to_string(port) + ": " + ec.message());
    ws_.next_layer().set_option(asio::ip::tcp::no_delay(true), ec);
    ws_.read_message_max(64 * 1024 * 1024);
    read();
  }
  void send(std::string text) {
    if (closed_) return;
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write();
  }
  bool closed() const { return closed_; }

 private:
  void read() {
    ws_.async_read(buffer_, [this](beast::error_code ec, std::size_t) {
      const auto at = Clock::now();
      if (ec) { closed_ = true; return; }
      onFrame_(beast::buffers_to_string(buffer_.data()), at);
      buffer_.consume(buffer_.size());
      read();
    });
  }
  void write() {
    ws_.text(true);
    ws_.async_write(asio::buffer(queue_.front()), [this](beast::error_code ec, std::size_t) {
      if (ec) { closed_ = true; return; }
      queue_.pop_front();
      if (!queue_.empty()) write();
    });
  }
  beast::websocket::stream<asio::ip::tcp::socket> ws_;
  OnFrame onFrame_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  bool closed_ = false;
};

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

void report(const char* what, const std::vector<double>& v) {
  std::printf("  %-34s %7zu, p50 %6.1f ms, p99 %6.1f ms, max %6.1f ms\n", what, v.size(), percentile(v, 0.5),
              percentile(v, 0.99), v.empty() ? 0 : *std::max_element(v.begin(), v.end()));
}

double millis(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double, std::milli>(to - from).count();
}

double cpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + 1e-6 * double(u.ru_utime.tv_usec + u.ru_stime.tv_usec);
}

// One confirmation sent: when, and what the pages made of it.
struct Confirmation {
  Clock::time_point sentAt;
  bool completes = false;  // the sheet's last deal: the pages get the standings update
  int pagesReached = 0;
  double last = 0;         // ms to the last page reached
};

}  // namespace

int main(int argc, char** argv) {
  int tables = 150, pages = 600, seconds = 60, deals = 4;
  double rate = 5;
  std::uint64_t seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--port") port = std::atoi(argv[i + 1]);
    else if (a == "--tables") tables = std::atoi(argv[i + 1]);
    else if (a == "--pages") pages = std::atoi(argv[i + 1]);
    else if (a == "--rate") rate = std::atof(argv[i + 1]);
    else if (a == "--seconds") seconds = std::atoi(argv[i + 1]);
    else if (a == "--deals") deals = std::atoi(argv[i + 1]);
    else if (a == "--seed") seed = std::uint64_t(std::atoll(argv[i + 1]));
    else return std::fprintf(stderr, "tarot-night-load: unknown option %s\n", a.c_str()), 2;
  }
  if (port <= 0 || tables < 2 || tables > 250 || pages < 0 || rate <= 0 || rate > 1000 || seconds < 1 ||
      seconds > 3600 || deals < 1 || deals > 100)
    return std::fprintf(stderr, "usage: tarot-night-load --port PORT [--tables 2..250 (150)] [--pages 600] [--rate R] "
                                "[--seconds 1..3600 (60)] [--deals 1..100 (4)] [--seed S]\n"), 2;
  const auto setupStart = Clock::now();
  tournament::Settings settings;
  settings.positions = 6;
  settings.dealsPerPosition = deals;
  auto director = connect();
  long id = nextId++;
  json::Value f = json::Value::object();
  director->send(message("tournament_create", id, f.set("name", "Load night").set("settings", tournament::settingsToJson(settings))));
  const json::Value created = director->reply(id, 30);
  if (typeOf(created) != "tournament_created") fail("tournament_create answered " + created.dump());
  const std::string code = created.find("tournament")->asString(), key = created.find("director_key")->asString();
  std::vector<tournament::Event> reg;
  for (int i = 1; i <= 4 * tables; ++i) reg.push_back(tournament::registerEvent("Player " + std::to_string(i), "", ""));
  directorEvents(code, key, reg);
  const tournament::MovementPlan plan = tournament::randomMovement(4 * tables, tables, 1, false, seed);
  std::vector<json::Value> started;
  directorEvents(code, key, {tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, plan[0]),
                             tournament::startPositionEvent(1, plan[0])}, &started);
  std::vector<std::string> keys;
  for (const json::Value& k : started.back().find("keys")->items()) keys.push_back(k.asString());

  // The night's state, touched only by the event loop's handlers (one thread).
  asio::io_context io;
  Clock::time_point start;
  std::vector<Confirmation> sent;                 // in the order sent
  std::map<std::pair<int, int>, std::size_t> byDeal;  // (table, deal) -> index in `sent`
  std::vector<std::size_t> completions;           // indexes of the sheet-completing confirmations, in order
  std::vector<std::size_t> standingsSeen(std::size_t(pages), 0);
  std::vector<double> progressMs, standingsMs;
  long phoneErrors = 0, pageErrors = 0, phoneFrames = 0;
  std::size_t standingsBytes = 0;  // the last standings update a page read
  std::size_t wholeBytes = 0;      // the whole standings answering a watch
  bool measuring = false;
  auto reached = [&](std::size_t i, Clock::time_point at, std::vector<double>* into) {
    Confirmation& c = sent[i];
    const double ms = millis(c.sentAt, at);
    into->push_back(ms);
    ++c.pagesReached;
    c.last = std::max(c.last, ms);
  };

  // Every player's phone follows its table; the pages watch the standings. When the keeper's phone shows the entry
  // waiting for confirmation (its table's sheet pushed after the entry), another seat confirms it.
  std::vector<std::unique_ptr<LoopWs>> phones, screens;
  Rng rng(seed);
  const char* const seatNames[] = {"S", "E", "W"};
  std::vector<int> awaiting(std::size_t(tables + 1), 0);  // table -> the deal entered, not yet confirmed (0: none)
  auto confirm = [&](int t, int k) {
    json::Value m = json::Value::object();
    const std::string eid = "t" + std::to_string(t) + "d" + std::to_string(k);
    const int seat = 1 + int(rng.below(3));
    m.set("tournament", code).set("position", 1).set("table", t).set("key", keys[std::size_t(t - 1)]).set("deal", k);
    m.set("entry_id", eid + "c").set("confirms", eid).set("seat", seatNames[seat - 1]);
    byDeal[{t, k}] = sent.size();
    sent.push_back({Clock::now(), k == deals});
    if (k == deals) completions.push_back(sent.size() - 1);
    phones[std::size_t(4 * (t - 1) + seat)]->send(message("tournament_confirm", nextId++, m));
  };
  for (int t = 1; t <= tables; ++t)
    for (int s = 0; s < 4; ++s) {
      phones.push_back(std::make_unique<LoopWs>(io, [&, t, s](const std::string& raw, Clock::time_point) {
        ++phoneFrames;
        if (raw.find("\"type\":\"error\"") != std::string::npos) {
          if (phoneErrors++ < 3) std::fprintf(stderr, "tarot-night-load: a phone got %s\n", raw.c_str());
        } else if (s == 0 && awaiting[std::size_t(t)]) {
          const int k = awaiting[std::size_t(t)];
          const std::string shown = "\"entry_id\":\"t" + std::to_string(t) + "d" + std::to_string(k) + "\"";
          if (raw.find(shown) != std::string::npos) {
            awaiting[std::size_t(t)] = 0;
            confirm(t, k);
          }
        }
      }));
      json::Value m = json::Value::object();
      m.set("tournament", code).set("position", 1).set("table", t).set("key", keys[std::size_t(t - 1)]);
      phones.back()->send(message("tournament_table", nextId++, m));
    }
  for (int p = 0; p < pages; ++p) {
    screens.push_back(std::make_unique<LoopWs>(io, [&, p](const std::string& raw, Clock::time_point at) {
      const bool update = raw.find("\"tournament_standings_update\"") != std::string::npos;
      if (!update && raw.find("\"tournament_standings\"") != std::string::npos) {
        wholeBytes = raw.size();  // the whole standings: the answer to the page's watch
        return;
      }
      if (!measuring) return;
      if (raw.find("\"tournament_progress\"") != std::string::npos) {
        json::Value v;
        std::string why;
        if (!json::parse(raw, &v, &why) || !v.isObject()) return;
        const auto it = byDeal.find({int(v.find("table")->asInt()), int(v.find("confirmed")->asInt())});
        if (it != byDeal.end()) reached(it->second, at, &progressMs);
      } else if (update) {
        // The standings after the sheets completed so far: as many as the tables no longer missing (position 1's
        // triples "position, table, confirmed"). A push the server replaced in a slow page's queue by a newer one
        // reaches that page with the newer one.
        standingsBytes = raw.size();
        const std::size_t from = raw.find("\"missing\":[");
        if (from == std::string::npos) return;
        const std::size_t to = raw.find(']', from);
        std::size_t numbers = 0;
        if (to > from + 11) numbers = 1 + std::size_t(std::count(raw.begin() + long(from), raw.begin() + long(to), ','));
        const std::size_t done = std::size_t(tables) - std::min(std::size_t(tables), numbers / 3);
        for (std::size_t& n = standingsSeen[std::size_t(p)]; n < done && n < completions.size(); ++n)
          reached(completions[n], at, &standingsMs);
      } else if (raw.find("\"type\":\"error\"") != std::string::npos) {
        ++pageErrors;
      }
    }));
    screens.back()->send(message("tournament_watch", nextId++, json::Value::object().set("tournament", code)));
  }
  io.run_for(std::chrono::seconds(2));  // the first sheets and standings read before the night starts
  if (io.stopped()) io.restart();
  const double setup = std::chrono::duration<double>(Clock::now() - setupStart).count();

  // The night: a step every 1/rate seconds; at each, North enters the next deal round the room (table by table,
  // deal by deal); its confirmation follows as soon as the table's phones show it (above).
  const int total = tables * deals;
  int entered = 0;
  asio::steady_timer timer(io);
  start = Clock::now();
  const auto stop = start + std::chrono::seconds(seconds);
  const double cpuStart = cpuSeconds();
  measuring = true;
  std::function<void()> step = [&] {
    if (entered < total) {
      const int t = entered % tables + 1, k = entered / tables + 1;
      ++entered;
      tournament::TableSheet one;
      one.deals.push_back(server::randomDeal(rng, (k - 1) % 4));
      json::Value m = json::Value::object();
      m.set("tournament", code).set("position", 1).set("table", t).set("key", keys[std::size_t(t - 1)]).set("deal", k);
      const std::string eid = "t" + std::to_string(t) + "d" + std::to_string(k);
      m.set("entry_id", eid).set("entry", tournament::sheetToJson(one).find("deals")->items()[0]);
      awaiting[std::size_t(t)] = k;
      phones[std::size_t(4 * (t - 1))]->send(message("tournament_enter", nextId++, m));
    }
    if (entered >= total) return;  // all entered: the loop runs on until the deadline
    timer.expires_at(start + std::chrono::microseconds(long(double(entered) * 1e6 / rate)));
    timer.async_wait([&](beast::error_code ec) { if (!ec) step(); });
  };
  step();
  // Runs until the deadline, or 3 s after the last confirmation when every deal is confirmed before it (a sheet
  // entered but not shown back to its keeper by then is not confirmed: counted as missing below).
  while (Clock::now() < stop) {
    io.run_for(std::chrono::milliseconds(100));
    if (io.stopped()) io.restart();
    if (int(sent.size()) == total && Clock::now() > sent.back().sentAt + std::chrono::seconds(3)) break;
  }
  const double ran = std::chrono::duration<double>(Clock::now() - start).count();
  const double span = sent.empty() ? 0 : std::chrono::duration<double>(sent.back().sentAt - start).count();
  const double cpu = cpuSeconds() - cpuStart;
  long closedPages = 0;
  for (auto& s : screens) closedPages += s->closed();

  std::vector<double> lastProgress, lastStandings;
  long missing = 0;
  for (const Confirmation& c : sent) {
    (c.completes ? lastStandings : lastProgress).push_back(c.last);
    missing += pages - c.pagesReached;
  }
  std::vector<double> all = progressMs, lastAll = lastProgress;
  all.insert(all.end(), standingsMs.begin(), standingsMs.end());
  lastAll.insert(lastAll.end(), lastStandings.begin(), lastStandings.end());
  std::printf("tarot-night-load: %d tables (%d phones following them), %d standings pages; setup %.1f s\n"
              "  %zu deals confirmed in %.1f s (%.1f a second), %zu sheets completed (%d deals each); ran %.1f s, "
              "client CPU %.1f s (%.0f %% of one core)\n",
              tables, 4 * tables, pages, setup, sent.size(), span, span > 0 ? double(sent.size()) / span : 0,
              completions.size(), deals, ran,
              cpu, 100 * cpu / ran);
  std::printf(" per delivery (confirmation sent -> frame read on a page):\n");
  report("progress", progressMs);
  report("standings (update, sheet complete)", standingsMs);
  report("all", all);
  std::printf(" per confirmation, to the last page reached:\n");
  report("progress", lastProgress);
  report("standings", lastStandings);
  report("all", lastAll);
  std::printf("  the standings pushed when a sheet completes: %zu bytes a page (the whole standings answering a "
              "watch: %zu bytes)\n", standingsBytes, wholeBytes);
  std::printf("  entered %d, not confirmed %d (their entry not shown back in time)\n", entered, entered - int(sent.size()));
  std::printf("  deliveries missing %ld, errors to phones %ld, to pages %ld, pages closed %ld, phone frames %ld\n",
              missing, phoneErrors, pageErrors, closedPages, phoneFrames);
  if (closedPages) fail("a standings page was closed by the server");
  if (phoneErrors || pageErrors) fail("the server refused a phone's entry or a page's request");
  return 0;
}
