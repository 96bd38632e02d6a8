// An online tournament position at the server's tables (tournament_online.cpp, hub_tournament.cpp): 18 players at
// 5 tables with duplicate deals (3 tables of 4, 2 tables of 3 filled to 4 by a bot), some people playing, one
// dropping, the others never coming (bots after the grace time), the hub and desk dropped mid-position and restored
// from the same SQLite file; every frame to each person checked for cards of a deal not yet dealt to them, the
// tables' sheets in the document, the duplicate ranking equal to a computation from the published records (holders
// grouped by the very cards they held), and the keys' rules: a player's key gets no other seat, records wait for
// the position's close. The restart keeps whom a bot played for (a person who left, then came back after it) and
// the position's clock, which runs on from where it was (wall time) instead of starting again.
#include "match/seat_view.h"
#include "record/deal_record.h"
#include "server/fake_net.h"
#include "server/secrets.h"
#include "server/store.h"
#include "tournament/duplicate.h"
#include "tournament/events.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <unistd.h>

using namespace tarot;
using namespace tarot::server;

namespace {

constexpr int kPlayers = 18;
constexpr int kDeals = 2;

std::string message(const char* type, json::Value fields) {
  json::Value m = json::Value::object();
  m.set("v", 1).set("type", type);
  for (const auto& [k, v] : fields.members()) m.set(k, v);
  return m.dump();
}

// A frame a person received, with the deal their table was on when it was sent (index into the match's history).
struct Frame {
  json::Value v;
  std::string table;
  std::size_t deal = 0;
};

struct Night {
  std::map<ConnId, std::vector<Frame>> got;
  std::map<ConnId, std::string> tableOf;  // a person's connection -> the table they sit at
  std::unique_ptr<Hub> hub;
  double now = 0;
  std::int64_t wallBase = 1'750'000'000'000;  // the wall clock at now = 0 (ms since 1970)

  explicit Night(Store* store) {
    HubOptions o;
    o.log = false;
    o.grace = 3;
    o.nextDealDelay = 0.5;
    o.rateBurst = 100000;
    o.ratePerSecond = 100000;
    o.pace = 20;
    o.wallClock = [this] { return wallBase + std::int64_t(now * 1000); };
    hub = std::make_unique<Hub>(store, o, [this](ConnId c, const std::string& t) {
      Frame f;
      std::string why;
      REQUIRE(json::parse(t, &f.v, &why));
      if (tableOf.count(c)) {
        f.table = tableOf[c];
        if (const Table* tb = hub->table(f.table))
          f.deal = tb->match.history().size() - (tb->match.dealFinished() ? 1 : 0);
      }
      got[c].push_back(f);
    }, [](ConnId, const std::string&) {});
  }
  const json::Value& last(ConnId c) { return got[c].back().v; }
  std::string lastType(ConnId c) { return got[c].empty() ? "" : str(last(c).find("type")); }
  std::string lastError(ConnId c) { return lastType(c) == "error" ? str(last(c).find("code")) : ""; }
};

struct Director {
  explicit Director(Night& night) : n(night) {}
  Night& n;
  ConnId conn = 1;
  std::string code, key;
  std::string event(const tournament::Event& e) {
    json::Value ev = json::Value::object();
    ev.set("kind", e.kind).set("data", e.data);
    json::Value f = json::Value::object();
    n.hub->message(conn, message("tournament_event", f.set("tournament", code).set("key", key).set("event", ev)), n.now);
    return n.lastType(conn) == "error" ? n.lastError(conn) : "";
  }
};

// A person at their seat: their connection, table, person and token.
struct Person {
  Person(int p, ConnId c) : player(p), conn(c) {}
  int player = 0;
  ConnId conn = 0;
  std::string table, token;
  int person = -1;
  bool here = false;
};

void askSeat(Night& n, const Director& d, Person* p, const std::string& key) {
  json::Value f = json::Value::object();
  n.hub->message(p->conn, message("tournament_seat", f.set("tournament", d.code).set("player", p->player).set("key", key)), n.now);
}

void takeSeat(Night& n, Person* p) {
  const json::Value& seat = n.last(p->conn);
  REQUIRE(str(seat.find("type")) == "tournament_seat");
  REQUIRE_FALSE(seat.find("waiting")->asBool());
  p->table = str(seat.find("code"));
  p->token = str(seat.find("token"));
  p->person = seat.find("person")->asInt();
  n.tableOf[p->conn] = p->table;
  json::Value f = json::Value::object();
  n.hub->message(p->conn, message("resume", f.set("table", p->table).set("token", p->token)), n.now);
  REQUIRE(n.lastType(p->conn) == "state");
  p->here = true;
}

void play(Night& n, std::vector<Person>& people) {
  for (Person& p : people) {
    if (!p.here) continue;
    const Table* t = n.hub->table(p.table);
    if (!t || t->seats[std::size_t(p.person)].conn != p.conn) continue;
    if (t->match.botPlays(p.person) || !t->match.personToAct(p.person)) continue;
    const match::SeatView v = t->match.view(p.person, n.now * 20);
    Action chosen;
    if (v.phase == Phase::Ecart) {  // a set to choose, not a list: the first cards allowed, trumps only when needed
      CardSet ecart, allowed = v.ecartRule.allowed, trumps;
      while (!allowed.empty()) {
        const Card c = allowed.pop();
        if (isTrump(c)) trumps.add(c);
        else if (ecart.size() < v.ecartRule.size) ecart.add(c);
      }
      while (ecart.size() < v.ecartRule.size && !trumps.empty()) ecart.add(trumps.pop());
      chosen = Action::ecart(ecart);
    } else if (!v.legal.empty()) {
      chosen = v.legal.front();
    } else {
      continue;
    }
    json::Value f = json::Value::object();
    json::Value action;
    std::string why;
    REQUIRE(json::parse(match::actionToJson(chosen).dump(), &action, &why));
    n.hub->message(p.conn, message("act", f.set("table", p.table).set("token", p.token).set("action", action)), n.now);
  }
}

// Runs the clock until `done` or `seconds` pass.
template <class Done>
void run(Night& n, std::vector<Person>& people, double seconds, Done done) {
  const double end = n.now + seconds;
  while (n.now < end && !done()) {
    n.now += 0.05;
    n.hub->tick(n.now);
    play(n, people);
  }
}

std::set<std::string> cardsOf(const json::Value* a) {
  std::set<std::string> s;
  if (a && a->isArray())
    for (const json::Value& c : a->items()) s.insert(c.asString());
  return s;
}

}  // namespace

TEST_CASE("Online position: 5 tables of duplicate deals played out by bots and people, restored mid-way",
          "[server][online_position]") {
  char path[] = "/tmp/tarot_online_position_XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::vector<Person> people;
  for (int p : {1, 2, 6, 13, 18}) people.push_back(Person{p, ConnId(1000 + p)});
  std::string code, directorKey;
  std::vector<std::string> playerKeys;
  std::map<std::string, std::vector<std::string>> dealsBefore;  // each table's finished deals before the restart
  std::map<std::string, long> actionsBefore;
  std::map<std::string, double> clockLeft;  // each table's position clock left when the server is killed
  std::int64_t wallAtKill = 0;
  std::vector<std::string> codes;
  std::map<ConnId, std::vector<Frame>> frames;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    Night n(&store);
    Director d(n);
    n.hub->opened(d.conn, n.now);
    tournament::Settings s;
    s.positions = 1;
    s.dealsPerPosition = kDeals;
    s.movements = {"fft"};
    s.online = s.duplicate = s.bots = true;
    s.minutes = 600;  // 1,800 s of the hub's clock at pace 20: the matches end before it
    json::Value f = json::Value::object();
    n.hub->message(d.conn, message("tournament_create", f.set("name", "Online night").set("settings", tournament::settingsToJson(s))), n.now);
    REQUIRE(n.lastType(d.conn) == "tournament_created");
    d.code = str(n.last(d.conn).find("tournament"));
    d.key = str(n.last(d.conn).find("director_key"));
    for (int p = 1; p <= kPlayers; ++p) {
      REQUIRE(d.event(tournament::registerEvent("Player " + std::to_string(p), "", "")) == "");
      CHECK(n.last(d.conn).find("player")->asInt() == p);
      const std::string key = str(n.last(d.conn).find("player_key"));
      REQUIRE(isToken(key));
      playerKeys.push_back(key);
    }
    // 3 tables of 4, then 2 tables of 3 (North empty): a bot fills each.
    tournament::PositionSeating seating(5);
    for (int t = 0; t < 3; ++t) seating[std::size_t(t)].seat = {4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4, 0};
    seating[3].seat = {0, 13, 14, 15, 0};
    seating[4].seat = {0, 16, 17, 18, 0};
    REQUIRE(d.event(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, seating)) == "");
    // A page waiting before the position starts is told so, then given its seat when it starts.
    Person& first = people[0];
    n.hub->opened(first.conn, n.now);
    askSeat(n, d, &first, playerKeys[0]);
    REQUIRE(n.lastType(first.conn) == "tournament_seat");
    CHECK(n.last(first.conn).find("waiting")->asBool());
    CHECK(str(n.last(first.conn).find("message")) == "position 1 has not started yet");
    // A player's key is theirs alone.
    askSeat(n, d, &first, playerKeys[1]);
    CHECK(n.lastError(first.conn) == "bad_key");
    REQUIRE(d.event(tournament::startPositionEvent(1, seating)) == "");
    CHECK(n.lastType(first.conn) == "tournament_seat");  // pushed
    takeSeat(n, &first);
    for (std::size_t i = 1; i < people.size(); ++i) {
      n.hub->opened(people[i].conn, n.now);
      askSeat(n, d, &people[i], playerKeys[std::size_t(people[i].player - 1)]);
      takeSeat(n, &people[i]);
    }
    // Five tables, locked, unlisted, every one started; the same hands at every table (all are tables of 4).
    std::set<std::string> tables;
    for (const Person& p : people) tables.insert(p.table);
    CHECK(tables.size() == 4);  // players 1 and 2 share table 1; tables 2, 4 and 5 have one person each
    const DeskTournament* dt = n.hub->desk().tournament(d.code);
    REQUIRE(dt);
    for (const DeskSheet& ds : dt->positions[0]) {
      codes.push_back(ds.tableCode);
      const Table* t = n.hub->table(ds.tableCode);
      REQUIRE(t);
      CHECK(t->locked);
      CHECK_FALSE(t->settings.isPublic);
      CHECK(t->started);
      CHECK(t->people() == 4);
      CHECK(t->match.dealSeed() == n.hub->table(codes[0])->match.dealSeed());
    }
    // A seat's token plays nowhere else; records wait for the close.
    json::Value f2 = json::Value::object();
    const std::string other = people[0].table == codes[4] ? codes[3] : codes[4];
    n.hub->opened(50, n.now);
    n.hub->message(50, message("resume", f2.set("table", other).set("token", people[0].token)), n.now);
    CHECK(n.lastError(50) == "bad_token");
    json::Value f3 = json::Value::object();
    n.hub->message(50, message("tournament_records", f3.set("tournament", d.code).set("position", 1)), n.now);
    CHECK(n.lastError(50) == "not_closed");
    // Play into the first deal; player 2 drops (a bot after the grace time).
    run(n, people, 1.5, [] { return false; });
    n.hub->closed(people[1].conn, n.now);
    people[1].here = false;
    // Until every table has finished a deal and a bot has played for player 2 (at the next deal at the latest).
    run(n, people, 200, [&] {
      for (const std::string& c : codes)
        if (n.hub->table(c)->match.history().empty()) return false;
      return n.hub->table(people[1].table)->botPlayed[std::size_t(people[1].person)];
    });
    for (const std::string& c : codes) {
      const Table* t = n.hub->table(c);
      REQUIRE(t->match.history().size() >= 1);
      CHECK_FALSE(t->match.matchOver());
      for (std::size_t i = 0; i < t->match.history().size(); ++i) dealsBefore[c].push_back(t->match.historyEntryJson(i));
      actionsBefore[c] = t->actions;
      clockLeft[c] = t->stopDealsAt - n.now;
      CHECK(clockLeft[c] > 1000);
    }
    // Player 2 left: a bot played for them (kept in the store as it happened).
    const Table* t2 = n.hub->table(people[1].table);
    REQUIRE(t2->botPlayed[std::size_t(people[1].person)]);
    wallAtKill = n.wallBase + std::int64_t(n.now * 1000);
    code = d.code;
    directorKey = d.key;
    frames = n.got;
  }
  // The server killed mid-position: a new hub and desk from the same file.
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  Night n(&store);
  n.wallBase = wallAtKill + 100'000;  // the server comes back 100 s later
  n.hub->restore(n.now);
  Director d(n);
  d.code = code;
  d.key = directorKey;
  n.hub->opened(d.conn, n.now);
  for (const std::string& c : codes) {
    const Table* t = n.hub->table(c);
    REQUIRE(t);
    CHECK(std::abs(t->stopDealsAt - (clockLeft[c] - 100)) < 0.01);  // the clock ran on while the server was down
    CHECK(t->actions == actionsBefore[c]);
    REQUIRE(t->match.history().size() == dealsBefore[c].size());
    for (std::size_t i = 0; i < dealsBefore[c].size(); ++i) CHECK(t->match.historyEntryJson(i) == dealsBefore[c][i]);
  }
  // The bot's takeover of player 2 is known again; player 2 comes back and plays on.
  CHECK(n.hub->table(people[1].table)->botPlayed[std::size_t(people[1].person)]);
  for (Person& p : people) {
    n.hub->opened(p.conn, n.now);
    askSeat(n, d, &p, playerKeys[std::size_t(p.player - 1)]);
    takeSeat(n, &p);
  }
  run(n, people, 600, [&] {
    const DeskTournament* t = n.hub->desk().tournament(code);
    for (const tournament::SheetRecord& r : t->doc.state().positions[0].sheets)
      if (!r.entered) return false;
    return true;
  });
  const DeskTournament* dt = n.hub->desk().tournament(code);
  REQUIRE(dt);
  const tournament::PositionState& ps = dt->doc.state().positions[0];
  for (std::size_t t = 0; t < 5; ++t) {
    INFO("table " << t + 1);
    REQUIRE(ps.sheets[t].entered);
    CHECK(ps.sheets[t].sheet.bots[tournament::North] == (t >= 3));  // the bots filling the tables of 3
    CHECK(n.hub->table(codes[t])->match.matchOver());
  }
  int sheetsByTables = 0;
  for (const tournament::Event& e : dt->doc.events()) sheetsByTables += e.kind == "sheet" && e.author.rfind("table ", 0) == 0;
  CHECK(sheetsByTables == 5);
  REQUIRE(d.event(tournament::closePositionEvent(1)) == "");
  n.hub->opened(60, n.now);
  json::Value f = json::Value::object();
  n.hub->message(60, message("tournament_records", f.set("tournament", code).set("position", 1)), n.now);
  REQUIRE(n.lastType(60) == "tournament_records");
  const json::Value records = n.last(60);
  const auto& rt = records.find("records")->items();
  REQUIRE(rt.size() == 5);

  // Every frame to each person: the cards of their hand are those dealt to them in the deal their table was on.
  for (const auto* all : {&frames, &n.got})
    for (const auto& [conn, list] : *all) {
      const Person* who = nullptr;
      for (const Person& p : people)
        if (p.conn == conn) who = &p;
      if (!who) continue;
      std::size_t t = 0;
      while (t < codes.size() && codes[t] != who->table) ++t;
      REQUIRE(t < codes.size());
      const auto& deals = rt[t].find("deals")->items();
      for (const Frame& fr : list) {
        const json::Value* view = fr.v.find("view");
        if (!view || !view->isObject()) continue;
        CHECK(fr.table == who->table);
        const std::set<std::string> hand = cardsOf(view->find("hand"));
        if (hand.empty()) continue;
        REQUIRE(fr.deal < deals.size());
        // Dealt to them: their hand, and the chien's cards when they took it (from the chien to the end of the deal).
        std::set<std::string> dealt = cardsOf(&deals[fr.deal].find("hands")->items()[std::size_t(who->person)]);
        const std::set<std::string> chien = cardsOf(deals[fr.deal].find("chien"));
        dealt.insert(chien.begin(), chien.end());
        CHECK(std::includes(dealt.begin(), dealt.end(), hand.begin(), hand.end()));
      }
    }

  // The published records: the same hands at every table, deal by deal; who a bot played for.
  std::set<int> botsFor;
  for (const json::Value& tb : rt)
    for (const json::Value& x : tb.find("bots_for")->items()) botsFor.insert(x.asInt());
  CHECK(botsFor.count(2));   // dropped, taken over by a bot, back after the restart
  CHECK(botsFor.count(3));   // never came
  CHECK_FALSE(botsFor.count(1));
  // The duplicate ranking from the records alone: holders grouped by the very cards they held.
  std::map<std::pair<std::size_t, std::string>, std::vector<std::pair<int, int>>> holders;  // (deal, hand) -> (player, score)
  for (const json::Value& tb : rt) {
    const auto& players = tb.find("players")->items();
    const auto& deals = tb.find("deals")->items();
    for (std::size_t k = 0; k < deals.size(); ++k)
      for (std::size_t q = 0; q < players.size(); ++q) {
        std::string hand;
        for (const std::string& c : cardsOf(&deals[k].find("hands")->items()[q])) hand += c + " ";
        holders[{k, hand}].push_back({players[q].asInt(), deals[k].find("scores")->items()[q].asInt()});
      }
  }
  std::map<int, long> mp;
  std::size_t groupsOfFive = 0;
  for (const auto& [hand, hs] : holders) {
    groupsOfFive += hs.size() == 5;
    for (const auto& a : hs) {
      if (a.first == 0) continue;
      for (const auto& b : hs) mp[a.first] += (&a != &b) * ((a.second > b.second) * 2 + (a.second == b.second));
    }
  }
  CHECK(groupsOfFive > 0);
  const tournament::DuplicateRanking r = tournament::rankDuplicate(dt->doc.state(), 1, 1);
  REQUIRE(r.lines.size() == std::size_t(kPlayers));
  for (const tournament::DuplicateLine& l : r.lines) {
    INFO("player " << l.player);
    CHECK(l.matchpoints == mp[l.player]);
  }
  // The server's own duplicate ranking, published with the records, says the same.
  const json::Value* published = records.find("duplicate_ranking");
  REQUIRE(published);
  REQUIRE(published->items().size() == std::size_t(kPlayers));
  for (const json::Value& l : published->items()) CHECK(l.find("matchpoints")->asInt() == mp[l.find("player")->asInt()]);
  // No key in the file.
  std::FILE* file = std::fopen(path, "rb");
  std::string bytes;
  for (int c; (c = std::fgetc(file)) != EOF;) bytes += char(c);
  std::fclose(file);
  CHECK(bytes.find(playerKeys[0]) == std::string::npos);
  CHECK(bytes.find(people[2].token) == std::string::npos);
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}

TEST_CASE("A player's new key: the director's request alone, the old key no longer seats, kept across a restart",
          "[server][online_position]") {
  char path[] = "/tmp/tarot_player_key_XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::string code, directorKey, oldKey, newKey;
  const auto askKey = [](Night& n, ConnId conn, const std::string& tournament, const std::string& key, int player) {
    json::Value f = json::Value::object();
    n.hub->message(conn, message("tournament_player_key", f.set("tournament", tournament).set("key", key).set("player", player)), n.now);
  };
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    Night n(&store);
    Director d(n);
    n.hub->opened(d.conn, n.now);
    tournament::Settings s;
    s.positions = 1;
    s.dealsPerPosition = 1;
    s.movements = {"fft"};
    s.online = true;
    json::Value f = json::Value::object();
    n.hub->message(d.conn, message("tournament_create", f.set("name", "Keys").set("settings", tournament::settingsToJson(s))), n.now);
    d.code = str(n.last(d.conn).find("tournament"));
    d.key = str(n.last(d.conn).find("director_key"));
    std::vector<std::string> keys;
    for (int p = 1; p <= 4; ++p) {
      REQUIRE(d.event(tournament::registerEvent("Player " + std::to_string(p), "", "")) == "");
      keys.push_back(str(n.last(d.conn).find("player_key")));
    }
    tournament::PositionSeating seating(1);
    seating[0].seat = {1, 2, 3, 4, 0};
    REQUIRE(d.event(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, seating)) == "");
    REQUIRE(d.event(tournament::startPositionEvent(1, seating)) == "");
    const std::string tableKey = str(&n.last(d.conn).find("keys")->items()[0]);
    REQUIRE(isToken(tableKey));
    // Nobody but the director: a player's key (their own or another's), a table's key.
    n.hub->opened(70, n.now);
    askKey(n, 70, d.code, keys[1], 2);
    CHECK(n.lastError(70) == "not_director");
    askKey(n, 70, d.code, keys[0], 2);
    CHECK(n.lastError(70) == "not_director");
    askKey(n, 70, d.code, tableKey, 2);
    CHECK(n.lastError(70) == "not_director");
    askKey(n, d.conn, d.code, d.key, 5);
    CHECK(n.lastError(d.conn) == "no_tournament");
    // The director: a new key, the old one no longer seats player 2.
    askKey(n, d.conn, d.code, d.key, 2);
    REQUIRE(n.lastType(d.conn) == "tournament_player_key");
    CHECK(n.last(d.conn).find("player")->asInt() == 2);
    newKey = str(n.last(d.conn).find("player_key"));
    oldKey = keys[1];
    REQUIRE(isToken(newKey));
    CHECK(newKey != oldKey);
    Person p2(2, 71);
    n.hub->opened(p2.conn, n.now);
    askSeat(n, d, &p2, oldKey);
    CHECK(n.lastError(p2.conn) == "bad_key");
    askSeat(n, d, &p2, newKey);
    takeSeat(n, &p2);
    // Player 3 seated with their key; a new key for player 3 unseats that page (its seat token no longer resumes),
    // and the new key's page takes the seat.
    Person p3(3, 72);
    n.hub->opened(p3.conn, n.now);
    askSeat(n, d, &p3, keys[2]);
    takeSeat(n, &p3);
    askKey(n, d.conn, d.code, d.key, 3);
    REQUIRE(n.lastType(d.conn) == "tournament_player_key");
    const std::string key3 = str(n.last(d.conn).find("player_key"));
    CHECK(n.lastType(p3.conn) == "seat_taken_over");
    CHECK(n.hub->table(p3.table)->seats[std::size_t(p3.person)].conn != p3.conn);
    json::Value again = json::Value::object();
    n.hub->message(p3.conn, message("resume", again.set("table", p3.table).set("token", p3.token)), n.now);
    CHECK(n.lastType(p3.conn) == "error");
    Person p3b(3, 73);
    n.hub->opened(p3b.conn, n.now);
    askSeat(n, d, &p3b, keys[2]);
    CHECK(n.lastError(p3b.conn) == "bad_key");
    askSeat(n, d, &p3b, key3);
    takeSeat(n, &p3b);
    CHECK(p3b.table == p3.table);
    CHECK(p3b.person == p3.person);
    // A tournament played at the club's tables has no players' keys.
    n.hub->message(d.conn, message("tournament_create", json::Value::object().set("name", "At the club")), n.now);
    const std::string club = str(n.last(d.conn).find("tournament"));
    askKey(n, d.conn, club, str(n.last(d.conn).find("director_key")), 1);
    CHECK(n.lastError(d.conn) == "no_tournament");
    code = d.code;
    directorKey = d.key;
  }
  // After a restart the new key holds, the old one does not.
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  Night n(&store);
  n.hub->restore(n.now);
  Director d(n);
  d.code = code;
  d.key = directorKey;
  Person p2(2, 72);
  n.hub->opened(p2.conn, n.now);
  askSeat(n, d, &p2, oldKey);
  CHECK(n.lastError(p2.conn) == "bad_key");
  askSeat(n, d, &p2, newKey);
  takeSeat(n, &p2);
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}

TEST_CASE("Online position: a player who leaves is recorded as played by a bot from then on, as one who dropped",
          "[server][online_position]") {
  Night n(nullptr);
  Director d(n);
  n.hub->opened(d.conn, n.now);
  tournament::Settings s;
  s.positions = 1;
  s.dealsPerPosition = 2;
  s.movements = {"fft"};
  s.online = true;
  json::Value f = json::Value::object();
  n.hub->message(d.conn, message("tournament_create", f.set("name", "Leave").set("settings", tournament::settingsToJson(s))), n.now);
  REQUIRE(n.lastType(d.conn) == "tournament_created");
  d.code = str(n.last(d.conn).find("tournament"));
  d.key = str(n.last(d.conn).find("director_key"));
  std::vector<std::string> keys;
  for (int p = 1; p <= 4; ++p) {
    REQUIRE(d.event(tournament::registerEvent("Player " + std::to_string(p), "", "")) == "");
    keys.push_back(str(n.last(d.conn).find("player_key")));
  }
  tournament::PositionSeating seating(1);
  seating[0].seat = {1, 2, 3, 4, 0};
  REQUIRE(d.event(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, seating)) == "");
  REQUIRE(d.event(tournament::startPositionEvent(1, seating)) == "");
  std::vector<Person> people;
  for (int p = 1; p <= 4; ++p) people.push_back(Person{p, ConnId(100 + p)});
  for (Person& p : people) {
    n.hub->opened(p.conn, n.now);
    askSeat(n, d, &p, keys[std::size_t(p.player - 1)]);
    takeSeat(n, &p);
  }
  run(n, people, 1.5, [] { return false; });
  // Player 2 leaves the table (the page's "leave"), not a dropped connection.
  Person& gone = people[1];
  json::Value l = json::Value::object();
  n.hub->message(gone.conn, message("leave", l.set("table", gone.table).set("token", gone.token)), n.now);
  gone.here = false;
  const DeskTournament* dt = n.hub->desk().tournament(d.code);
  REQUIRE(dt);
  run(n, people, 900, [&] { return dt->doc.state().positions[0].sheets[0].entered; });
  REQUIRE(dt->doc.state().positions[0].sheets[0].entered);
  REQUIRE(d.event(tournament::closePositionEvent(1)) == "");
  n.hub->opened(60, n.now);
  json::Value q = json::Value::object();
  n.hub->message(60, message("tournament_records", q.set("tournament", d.code).set("position", 1)), n.now);
  REQUIRE(n.lastType(60) == "tournament_records");
  const json::Value& table = n.last(60).find("records")->items()[0];
  std::set<int> botsFor;
  for (const json::Value& x : table.find("bots_for")->items()) botsFor.insert(x.asInt());
  CHECK(botsFor == std::set<int>{2});
  const auto& botPlayed = table.find("bot_played")->items();
  REQUIRE(botPlayed.size() == 4);
  for (int k = 0; k < 4; ++k) CHECK(botPlayed[std::size_t(k)].asBool() == (k == gone.person));
}

TEST_CASE("Online position: a restart that spans the end of the position's clock tells the players and ends the table",
          "[server][online_position]") {
  char path[] = "/tmp/tarot_online_clock_XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  std::vector<Person> people;
  for (int p = 1; p <= 4; ++p) people.push_back(Person{p, ConnId(100 + p)});
  std::string code, directorKey, tableCode;
  std::vector<std::string> keys;
  std::int64_t wallAtKill = 0;
  std::size_t dealsAtKill = 0;
  {
    Store store;
    std::string why;
    REQUIRE(store.open(path, false, &why));
    Night n(&store);
    Director d(n);
    n.hub->opened(d.conn, n.now);
    tournament::Settings s;
    s.positions = 1;
    s.dealsPerPosition = 6;
    s.movements = {"fft"};
    s.online = true;
    s.minutes = 2;  // 6 s of the hub's clock at pace 20
    json::Value f = json::Value::object();
    n.hub->message(d.conn, message("tournament_create", f.set("name", "Clock").set("settings", tournament::settingsToJson(s))), n.now);
    REQUIRE(n.lastType(d.conn) == "tournament_created");
    d.code = str(n.last(d.conn).find("tournament"));
    d.key = str(n.last(d.conn).find("director_key"));
    for (int p = 1; p <= 4; ++p) {
      REQUIRE(d.event(tournament::registerEvent("Player " + std::to_string(p), "", "")) == "");
      keys.push_back(str(n.last(d.conn).find("player_key")));
    }
    tournament::PositionSeating seating(1);
    seating[0].seat = {1, 2, 3, 4, 0};
    REQUIRE(d.event(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, seating)) == "");
    REQUIRE(d.event(tournament::startPositionEvent(1, seating)) == "");
    for (Person& p : people) {
      n.hub->opened(p.conn, n.now);
      askSeat(n, d, &p, keys[std::size_t(p.player - 1)]);
      takeSeat(n, &p);
    }
    tableCode = people[0].table;
    // Killed before the clock runs out (no time_up sent yet).
    run(n, people, 2.0, [] { return false; });
    const Table* t = n.hub->table(tableCode);
    REQUIRE(t);
    REQUIRE(t->stopDealsAt > n.now);
    for (const Person& p : people)
      for (const Frame& fr : n.got[p.conn])
        if (str(fr.v.find("type")) == "tournament_clock") CHECK_FALSE(fr.v.find("time_up")->asBool());
    dealsAtKill = t->match.history().size();
    wallAtKill = n.wallBase + std::int64_t(n.now * 1000);
    code = d.code;
    directorKey = d.key;
  }
  // Back 100 s later: the clock ran out while the server was down.
  Store store;
  std::string why;
  REQUIRE(store.open(path, false, &why));
  Night n(&store);
  n.wallBase = wallAtKill + 100'000;
  n.hub->restore(n.now);
  Director d(n);
  d.code = code;
  d.key = directorKey;
  const Table* t = n.hub->table(tableCode);
  REQUIRE(t);
  CHECK(t->stopDealsAt <= n.now);
  for (Person& p : people) {
    n.hub->opened(p.conn, n.now);
    askSeat(n, d, &p, keys[std::size_t(p.player - 1)]);
    takeSeat(n, &p);
  }
  const DeskTournament* dt = n.hub->desk().tournament(code);
  REQUIRE(dt);
  run(n, people, 600, [&] { return dt->doc.state().positions[0].sheets[0].entered; });
  // Each player was told the time is up; no deal started after the one in progress; the sheet says the clock ended it.
  for (const Person& p : people) {
    bool timeUp = false;
    for (const Frame& fr : n.got[p.conn])
      if (str(fr.v.find("type")) == "tournament_clock") timeUp = timeUp || fr.v.find("time_up")->asBool();
    CHECK(timeUp);
  }
  CHECK(n.hub->table(tableCode)->match.history().size() <= dealsAtKill + 1);
  REQUIRE(dt->doc.state().positions[0].sheets[0].entered);
  CHECK(dt->doc.state().positions[0].sheets[0].sheet.clockEnded);
  std::remove(path);
  std::remove((std::string(path) + "-wal").c_str());
  std::remove((std::string(path) + "-shm").c_str());
}
