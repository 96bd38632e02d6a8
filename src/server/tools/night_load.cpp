// tarot-night-load: a big tournament night held by one tarot-server process (docs/SCALING.md), never a test.
// The director sets up a tournament of T tables (4 T players registered over several connections, drawn, position 1
// started); every player's phone follows its table (4 T connections) and P standings pages are open. Then deals are
// entered by North and confirmed by another seat at a steady rate over the room; each page's tournament_progress (or
// tournament_standings, when the confirmation completes a sheet) is timed from the moment the confirmation was sent:
// the figure is the latency from a confirmed deal to every standings page, p50/p99/max, measured by a client that
// polls every connection in turn (its own delay included: the figures are an upper bound).
//   tarot-night-load --port PORT [--tables 150] [--pages 600] [--rate CONFIRMS_PER_SECOND] [--seconds S] [--seed S]
#include "server/tools/random_entry.h"
#include "server/tools/ws_phone.h"
#include "tournament/events.h"
#include "tournament/movement.h"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

using namespace tarot;
using tarot::server::tools::WsPhone;
using Clock = std::chrono::steady_clock;

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

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(q * double(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  int tables = 150, pages = 600, seconds = 60;
  double rate = 5;
  std::uint64_t seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--port") port = std::atoi(argv[i + 1]);
    else if (a == "--tables") tables = std::atoi(argv[i + 1]);
    else if (a == "--pages") pages = std::atoi(argv[i + 1]);
    else if (a == "--rate") rate = std::atof(argv[i + 1]);
    else if (a == "--seconds") seconds = std::atoi(argv[i + 1]);
    else if (a == "--seed") seed = std::uint64_t(std::atoll(argv[i + 1]));
    else return std::fprintf(stderr, "tarot-night-load: unknown option %s\n", a.c_str()), 2;
  }
  if (port <= 0 || tables < 1 || tables > 250 || pages < 0 || rate <= 0)
    return std::fprintf(stderr, "usage: tarot-night-load --port PORT [--tables 150] [--pages 600] [--rate R] "
                                "[--seconds 60] [--seed S]\n"), 2;
  const auto setupStart = Clock::now();
  tournament::Settings settings;
  settings.positions = 6;
  settings.dealsPerPosition = 4;
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

  // Every player's phone follows its table; the pages watch the standings.
  std::vector<std::unique_ptr<WsPhone>> phones, screens;
  for (int t = 1; t <= tables; ++t)
    for (int s = 0; s < 4; ++s) {
      phones.push_back(connect());
      phones.back()->keepRaw();
      json::Value m = json::Value::object();
      m.set("tournament", code).set("position", 1).set("table", t).set("key", keys[std::size_t(t - 1)]);
      phones.back()->send(message("tournament_table", nextId++, m));
    }
  for (int p = 0; p < pages; ++p) {
    screens.push_back(connect());
    screens.back()->keepRaw();
    screens.back()->send(message("tournament_watch", nextId++, json::Value::object().set("tournament", code)));
  }
  const double setup = std::chrono::duration<double>(Clock::now() - setupStart).count();
  auto drain = [&](double forSeconds) {
    const auto end = Clock::now() + std::chrono::milliseconds(long(forSeconds * 1000));
    do {
      for (auto& c : phones) c->poll();
      for (auto& c : screens) c->poll();
    } while (Clock::now() < end);
  };
  drain(1);

  // The night: at `rate` confirmations a second over the room, each table's next deal entered then confirmed.
  Rng rng(seed);
  std::vector<int> confirmed(std::size_t(tables), 0);
  std::map<std::pair<int, int>, Clock::time_point> sentAt;   // (table, deals confirmed) -> when confirmed
  std::vector<Clock::time_point> completions;                // when each sheet-completing confirmation was sent
  std::vector<std::size_t> standingsSeen(std::size_t(pages), 0);
  std::vector<double> latencies;
  long closedSeen = 0, deals = 0;
  const char* const seats[] = {"S", "E", "W"};
  const auto start = Clock::now();
  const auto stop = start + std::chrono::seconds(seconds);
  int next = 0;
  auto due = start;
  while (Clock::now() < stop) {
    if (Clock::now() >= due && next < tables * settings.dealsPerPosition) {
      const int t = next % tables + 1, k = next / tables + 1;
      ++next;
      due += std::chrono::microseconds(long(1e6 / rate));
      const tournament::SheetDeal d = server::randomDeal(rng, (k - 1) % 4);
      tournament::TableSheet one;
      one.deals.push_back(d);
      json::Value m = json::Value::object();
      m.set("tournament", code).set("position", 1).set("table", t).set("key", keys[std::size_t(t - 1)]).set("deal", k);
      const std::string eid = "t" + std::to_string(t) + "d" + std::to_string(k);
      json::Value e = m;
      phones[std::size_t(4 * (t - 1))]->send(
          message("tournament_enter", nextId++, e.set("entry_id", eid).set("entry", tournament::sheetToJson(one).find("deals")->items()[0])));
      const int seat = 1 + int(rng.below(3));
      m.set("entry_id", eid + "c").set("confirms", eid).set("seat", seats[seat - 1]);
      sentAt[{t, k}] = Clock::now();
      if (k == settings.dealsPerPosition) completions.push_back(sentAt[{t, k}]);
      phones[std::size_t(4 * (t - 1) + seat)]->send(message("tournament_confirm", nextId++, m));
      ++deals;
    }
    for (auto& c : phones) c->poll();
    for (std::size_t p = 0; p < screens.size(); ++p)
      for (const std::string& raw : screens[p]->poll()) {
        const auto now = Clock::now();
        if (raw.find("\"tournament_progress\"") != std::string::npos) {
          json::Value v;
          std::string why;
          if (!json::parse(raw, &v, &why)) continue;
          const auto it = sentAt.find({v.find("table")->asInt(), v.find("confirmed")->asInt()});
          if (it != sentAt.end()) latencies.push_back(std::chrono::duration<double, std::milli>(now - it->second).count());
        } else if (raw.find("\"tournament_standings\"") != std::string::npos &&
                   raw.rfind("{\"id\"", 0) != 0) {
          // A push (no request id): the next sheet completed.
          const std::size_t n = standingsSeen[p]++;
          if (n < completions.size())
            latencies.push_back(std::chrono::duration<double, std::milli>(now - completions[n]).count());
        }
      }
    for (auto& c : screens) closedSeen += c->closed();
    if (closedSeen) fail("a standings page was closed by the server");
  }
  std::printf("tarot-night-load: %d tables (%d phones following them), %d standings pages; setup %.1f s\n"
              "  %ld deals entered and confirmed in %d s (%.1f a second), %zu sheets completed\n"
              "  confirmed deal -> standings page: %zu deliveries, p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
              tables, 4 * tables, pages, setup, deals, seconds, double(deals) / seconds, completions.size(),
              latencies.size(), percentile(latencies, 0.5), percentile(latencies, 0.99),
              latencies.empty() ? 0 : *std::max_element(latencies.begin(), latencies.end()));
  return 0;
}
