// tarot-night-sim: a whole club tournament night over a real tarot-server process (docs/SCALING.md). The director
// creates the tournament, registers 4 players a table, draws and starts each position (a seeded random movement);
// at every table North's phone enters each deal (random entries the scorer's model accepts) and another seat's phone
// confirms it; some phones lose the network after sending and resend when back; the server is killed with SIGKILL
// mid-position and restarted on the same database, and every phone resends what it was not answered. At the end the
// standings' cumulated ranking must equal the one src/tournament computes offline from the same deals.
// With --formula duo or team4 the night is a team night (4 players a table: 2N duos or N teams of 4): the director
// draws the start and seats each position as the console does (src/tournament's draw and night plan); at the end the
// document's events are read back from the server and checked by team_night_check.h, written from the rulebook alone:
// teammates start together and never play at one table, no two players meet twice within the movement's positions.
//   tarot-night-sim SERVER_EXE WORK_DIR [--tables N] [--positions P] [--deals D] [--kills K] [--drops PERCENT]
//                   [--seed S] [--sync full|normal] [--formula individual|duo|team4]
#include "online/tournament_read.h"
#include "server/tools/random_entry.h"
#include "server/tools/team_night_check.h"
#include "server/tools/sim_server.h"
#include "tournament/draw.h"
#include "tournament/events.h"
#include "tournament/movement.h"
#include "tournament/night_plan.h"
#include "tournament/ranking.h"
#include <algorithm>
#include <array>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace tarot;
using tarot::server::tools::WsPhone;

namespace {

struct Options {
  std::string serverExe, workDir, sync = "normal", formula = "individual";
  int tables = 10, positions = 6, deals = 4, kills = 2, drops = 10;
  std::uint64_t seed = 1;
};

struct Figures {
  long requests = 0, resent = 0, duplicates = 0, drops = 0;
};

Options opt;
Figures fig;
using server::tools::Device;
using server::tools::simMessage;
using server::tools::typeOf;

[[noreturn]] void fail(const std::string& why) { server::tools::simServer().fail(why); }

std::string message(const char* type, long id, json::Value fields) { return simMessage(type, id, fields); }

long nextId = 1;

// A request sent and not yet answered: sent again, with the same entry id, until a reply comes.
struct Pending {
  Device* device;
  long id;
  std::string text;
  json::Value reply;
};

void sendAll(std::vector<Pending>& batch, Rng& rng) {
  for (Pending& p : batch) {
    ++fig.requests;
    p.device->up().send(p.text);
    if (int(rng.below(100)) < opt.drops) {  // the network goes away just after the phone sent
      p.device->ws->drop();
      ++fig.drops;
    }
  }
}

void collect(std::vector<Pending>& batch) {
  for (Pending& p : batch) {
    for (int attempt = 0; attempt < 20; ++attempt) {
      if (p.device->ws && !p.device->ws->closed()) {
        p.reply = p.device->ws->reply(p.id, 10);
        if (p.reply.isObject()) break;
      }
      ++fig.resent;  // no answer: the phone sends it again when the network is back
      p.device->up().send(p.text);
    }
    if (!p.reply.isObject()) fail("no answer to " + p.text);
    const json::Value* type = p.reply.find("type");
    if (!type || !type->isString() || type->asString() == "error") fail(p.text + " answered " + p.reply.dump());
    if (const json::Value* d = p.reply.find("duplicate"); d && d->isBool() && d->asBool()) ++fig.duplicates;
  }
}

json::Value directorRequest(Device& director, const std::string& code, const std::string& key,
                            const tournament::Event& e) {
  json::Value ev = json::Value::object();
  ev.set("kind", e.kind).set("data", e.data);
  const long id = nextId++;
  json::Value f = json::Value::object();
  // A director's event is not idempotent: it is sent once (the server is never killed during one here); a
  // rate_limited answer (it carries no id) means it was not read: sent again a moment later, as a console does.
  json::Value r;
  for (int attempt = 0; attempt < 50 && typeOf(r) != "tournament_accepted"; ++attempt) {
    ++fig.requests;
    director.up().send(message("tournament_event", id, f.set("tournament", code).set("key", key).set("event", ev)));
    r = director.ws->reply(id, 0.5);
    bool limited = false;
    for (const json::Value& m : director.ws->take(0))
      limited = limited || (typeOf(m) == "error" && m.find("code")->asString() == "rate_limited");
    if (!limited && !director.ws->closed() && typeOf(r) != "tournament_accepted") break;
    if (limited) usleep(100 * 1000);
  }
  if (typeOf(r) != "tournament_accepted") {
    for (const json::Value& m : director.ws->take(0)) std::fprintf(stderr, "  received %s\n", m.dump().c_str());
    fail(e.kind + " answered " + r.dump());
  }
  return r;
}

// The document's events as the server holds them (tournament_events, page after page), checked by the rulebook's
// words for a team night; returns the positions checked.
int checkTeamNightOnServer(const std::string& code, const std::string& key, int teamSize) {
  std::vector<json::Value> events;
  for (int count = 1; int(events.size()) < count;) {
    Device reader;  // a fresh connection: tournament_events subscribes it to the events that follow
    const long id = nextId++;
    json::Value f = json::Value::object();
    reader.up().send(message("tournament_events", id, f.set("tournament", code).set("key", key).set("from", int(events.size()))));
    const json::Value list = reader.ws->reply(id);
    if (typeOf(list) != "tournament_event_list") fail("tournament_events answered " + list.dump());
    count = list.find("count")->asInt();
    if (list.find("events")->items().empty()) break;
    for (const json::Value& e : list.find("events")->items()) events.push_back(e);
  }
  const server::tools::NightSeatings night = server::tools::readSeatings(events);
  if (const std::string why = server::tools::checkTeamNight(night, teamSize); !why.empty()) fail("team night: " + why);
  return int(night.positions.size());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: tarot-night-sim SERVER_EXE WORK_DIR [--tables N] [--positions P] [--deals D] "
                         "[--kills K] [--drops PERCENT] [--seed S] [--sync full|normal] "
                         "[--formula individual|duo|team4]\n");
    return 2;
  }
  opt.serverExe = argv[1];
  opt.workDir = argv[2];
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const long v = std::atol(argv[i + 1]);
    if (a == "--tables") opt.tables = int(v);
    else if (a == "--positions") opt.positions = int(v);
    else if (a == "--deals") opt.deals = int(v);
    else if (a == "--kills") opt.kills = int(v);
    else if (a == "--drops") opt.drops = int(v);
    else if (a == "--seed") opt.seed = std::uint64_t(v);
    else if (a == "--sync") opt.sync = argv[i + 1];
    else if (a == "--formula") opt.formula = argv[i + 1];
    else return std::fprintf(stderr, "tarot-night-sim: unknown option %s\n", a.c_str()), 2;
  }
  const int teamSize = opt.formula == "duo" ? 2 : opt.formula == "team4" ? 4 : opt.formula == "individual" ? 1 : 0;
  if (teamSize == 0) return std::fprintf(stderr, "tarot-night-sim: --formula individual, duo or team4\n"), 2;
  if (opt.tables < 1 || opt.tables > 250 || opt.positions < 1 || opt.deals < 1 || opt.kills < 0)
    return std::fprintf(stderr, "tarot-night-sim: bad numbers\n"), 2;
  server::tools::SimServer& srv = server::tools::simServer();
  srv.tool = "tarot-night-sim";
  srv.exe = opt.serverExe;
  srv.workDir = opt.workDir;
  srv.sync = opt.sync;
  std::system(("mkdir -p '" + opt.workDir + "'").c_str());
  for (const char* ext : {"", "-wal", "-shm"}) std::remove((opt.workDir + "/night.db" + ext).c_str());
  const auto t0 = std::chrono::steady_clock::now();
  srv.start();
  Rng rng(opt.seed);

  // The director creates the tournament; the same events go into the offline document.
  tournament::Settings settings;
  settings.positions = opt.positions;
  settings.dealsPerPosition = opt.deals;
  if (teamSize > 1) {
    settings.formula = teamSize == 2 ? tournament::Formula::Duo : tournament::Formula::Team4;
    settings.movements.assign(std::size_t(opt.positions), "fft");  // chapter 2: the only movement for teams
  }
  tournament::Document offline;
  if (offline.append(tournament::createEvent("Club night", settings), 0, "director") != "") fail("offline create");
  Device director;
  long id = nextId++;
  json::Value f = json::Value::object();
  director.up().send(message("tournament_create", id, f.set("name", "Club night").set("settings", tournament::settingsToJson(settings))));
  const json::Value created = director.ws->reply(id);
  if (typeOf(created) != "tournament_created") fail("tournament_create answered " + created.dump());
  const std::string code = created.find("tournament")->asString(), key = created.find("director_key")->asString();
  auto both = [&](const tournament::Event& e) {
    const json::Value r = directorRequest(director, code, key, e);
    if (const std::string why = offline.append(e, 0, "director"); !why.empty()) fail("offline: " + why);
    return r;
  };
  for (int i = 1; i <= 4 * opt.tables; ++i)
    both(tournament::registerEvent("Player " + std::to_string(i), "", "",
                                   teamSize > 1 ? "Team " + std::to_string((i + teamSize - 1) / teamSize) : ""));
  tournament::MovementPlan plan;
  if (teamSize == 1) {
    plan = tournament::randomMovement(4 * opt.tables, opt.tables, opt.positions, false, opt.seed);
    both(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, plan[0]));
  } else {  // the draw as the console makes it: teammates at one table
    tournament::DrawRequest draw;
    draw.seed = opt.seed;
    tournament::PositionSeating start;
    if (tournament::drawStartPositions(offline.state(), draw, &start)) fail("the draw is refused");
    both(tournament::drawEvent(tournament::DrawMethod::Random, opt.seed, 0, start));
  }
  Device screen;  // the room's screen, watching the standings
  online::TournamentStandings pushed;  // the standings it holds: the whole ones, then each update applied
  bool held = false;
  auto pump = [&](double seconds) {
    for (const json::Value& m : screen.up().take(seconds)) {
      std::string why;
      if (typeOf(m) == "tournament_standings") {
        if (!online::read(m, &pushed, &why)) fail("the screen's standings: " + why);
        held = true;
      } else if (typeOf(m) == "tournament_standings_update" && held && !online::apply(m, &pushed, &why)) {
        fail("the screen's standings update: " + why);
      }
    }
  };
  screen.rejoin = message("tournament_watch", 0, json::Value::object().set("tournament", code));

  // Where the server is killed: spread over the night, mid-position, after a batch was sent.
  std::vector<std::array<int, 3>> killAt;  // position, deal, phase (0 entries, 1 confirmations)
  for (int i = 0; i < opt.kills; ++i)
    killAt.push_back({std::max(1, (i + 1) * opt.positions / (opt.kills + 1)), 1 + (i + 1) % opt.deals, i % 2});
  const char* const seatNames[] = {"N", "S", "E", "W"};
  for (int p = 1; p <= opt.positions; ++p) {
    tournament::PositionSeating seating;
    if (teamSize == 1) seating = plan[std::size_t(p - 1)];
    else if (tournament::positionSeating(offline.state(), p, &seating)) fail("position " + std::to_string(p) + " cannot be seated");
    const json::Value accepted = both(tournament::startPositionEvent(p, seating));
    std::vector<std::string> keys;
    for (const json::Value& k : accepted.find("keys")->items()) keys.push_back(k.asString());
    std::vector<std::array<Device, 4>> phones(std::size_t(opt.tables));  // each player's phone at its table
    std::vector<tournament::TableSheet> sheets(std::size_t(opt.tables));
    pump(0);
    for (int k = 1; k <= opt.deals; ++k) {
      std::vector<std::string> entryIds;
      for (int phase = 0; phase < 2; ++phase) {
        std::vector<Pending> batch;
        for (int t = 1; t <= opt.tables; ++t) {
          json::Value m = json::Value::object();
          m.set("tournament", code).set("position", p).set("table", t).set("key", keys[std::size_t(t - 1)]);
          m.set("deal", k);
          const std::string eid = "p" + std::to_string(p) + "t" + std::to_string(t) + "d" + std::to_string(k);
          const long rid = nextId++;
          if (phase == 0) {
            const tournament::SheetDeal d = server::randomDeal(rng, (k - 1) % 4);
            sheets[std::size_t(t - 1)].deals.push_back(d);
            tournament::TableSheet one;
            one.deals.push_back(d);
            m.set("entry_id", eid).set("entry", tournament::sheetToJson(one).find("deals")->items()[0]);
            batch.push_back({&phones[std::size_t(t - 1)][0], rid, message("tournament_enter", rid, m), {}});
          } else {
            const int seat = 1 + int(rng.below(3));
            m.set("entry_id", eid + "c").set("confirms", eid).set("seat", seatNames[seat]);
            batch.push_back({&phones[std::size_t(t - 1)][std::size_t(seat)], rid, message("tournament_confirm", rid, m), {}});
          }
        }
        sendAll(batch, rng);
        for (const auto& at : killAt)
          if (at[0] == p && at[1] == k && at[2] == phase) {
            usleep(3000);  // part of the batch is in, part is not
            srv.killHard();
            srv.start();
          }
        collect(batch);
        pump(0);
      }
    }
    for (int t = 1; t <= opt.tables; ++t)
      if (const std::string why = offline.append(tournament::sheetEvent(p, t, sheets[std::size_t(t - 1)]), 0, "table");
          !why.empty())
        fail("offline sheet: " + why);
    both(tournament::closePositionEvent(p));
  }

  // The standings as a fresh page sees them, and as the room's screen was last pushed.
  Device page;
  id = nextId++;
  page.up().send(message("tournament_watch", id, json::Value::object().set("tournament", code)));
  const json::Value standings = page.ws->reply(id);
  if (typeOf(standings) != "tournament_standings") fail("tournament_watch answered " + standings.dump());
  pump(0.3);
  const tournament::Ranking r = tournament::rankAfter(offline.state(), opt.positions);
  const json::Value* cumul = standings.find("cumulated");
  const json::Value* lines = cumul ? cumul->find("lines") : nullptr;
  if (!lines || lines->items().size() != r.lines.size()) fail("the standings have another number of lines");
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const json::Value& l = lines->items()[i];
    if (l.find("player")->asInt() != r.lines[i].player || l.find("points")->asInt() != int(r.lines[i].points) ||
        l.find("place")->asInt() != r.lines[i].place)
      fail("line " + std::to_string(i + 1) + " differs: " + l.dump());
  }
  if (!standings.find("missing")->items().empty()) fail("sheets still missing");
  if (held) {
    bool same = pushed.cumulated.size() == r.lines.size() && pushed.missing.empty();
    for (std::size_t i = 0; same && i < r.lines.size(); ++i)
      same = pushed.cumulated[i].player == r.lines[i].player && pushed.cumulated[i].points == r.lines[i].points &&
             pushed.cumulated[i].place == r.lines[i].place && pushed.cumulated[i].shared == r.lines[i].shared;
    if (!same) fail("the screen was last pushed other standings");
  }
  const int checked = teamSize > 1 ? checkTeamNightOnServer(code, key, teamSize) : 0;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("tarot-night-sim: %d tables, %d positions x %d deals, %d phones: the final ranking of %zu players equals "
              "the offline one\n  %ld requests, %ld dropped connections, %ld resent, %ld answered as duplicates, "
              "%ld reconnections, %ld SIGKILLs; %.1f s, --sync %s%s\n",
              opt.tables, opt.positions, opt.deals, 4 * opt.tables, r.lines.size(), fig.requests, fig.drops,
              fig.resent, fig.duplicates, srv.reconnects, srv.kills, seconds, opt.sync.c_str(),
              held ? "; the screen's pushed standings agree" : "");
  if (checked > 0)
    std::printf("  %s night: the server's %d positions seat no teammates as opponents and repeat no meeting within the "
                "rulebook's movement\n", opt.formula.c_str(), checked);
  srv.stop();
  return 0;
}
