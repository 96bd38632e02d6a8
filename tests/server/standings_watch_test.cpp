// The live standings' client (src/online/standings_watch.h) against the server's hub in the same process: the
// standings message read, each confirmed deal's progress applied, the ranking equal to the server's once the sheets
// are in, the watch asked again after a lost connection, malformed messages refused with a reason and nothing lost,
// an unknown tournament and an unreachable server said in the person's language.
#include "online/standings_watch.h"
#include "server/tournament_fixture.h"
#include "tournament/duplicate.h"
#include "tournament/ranking.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <deque>
#include <iterator>
#include <memory>

using namespace tarot;
using namespace tarot::server;
using online::StandingsWatch;

namespace {

// A link into the fixture's hub: what the hub sent to its connection is read back as text; drop() loses it.
class HubLink final : public online::Link {
 public:
  HubLink(FakeNet* net, ConnId id) : net_(net), id_(id) { net_->hub.opened(id_, 0); }
  void send(const std::string& text) override {
    if (!closed_) net_->hub.message(id_, text, 0);
  }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!opened_) {
      opened_ = true;
      out.push_back({EventKind::Open, ""});
    }
    std::vector<json::Value>& got = net_->got[id_];
    for (; read_ < got.size(); ++read_) out.push_back({EventKind::Message, got[read_].dump()});
    if ((dropped_ || net_->closed.count(id_)) && !closed_) {
      closed_ = true;
      out.push_back({EventKind::Closed, "connection lost"});
    }
    return out;
  }
  void close() override {
    if (!closed_) net_->hub.closed(id_, 0);
    closed_ = true;
  }
  void drop() {
    if (!closed_) net_->hub.closed(id_, 0);
    dropped_ = true;
  }

 private:
  FakeNet* net_;
  ConnId id_;
  std::size_t read_ = 0;
  bool opened_ = false, closed_ = false, dropped_ = false;
};

// A link that never opens (no server there).
class DeadLink final : public online::Link {
 public:
  void send(const std::string&) override {}
  std::vector<Event> poll() override { return {{EventKind::Closed, "cannot connect"}}; }
  void close() override {}
};

// A link that hands over scripted frames.
class ScriptLink final : public online::Link {
 public:
  explicit ScriptLink(std::deque<std::string>* frames) : frames_(frames) {}
  void send(const std::string& text) override { sent.push_back(text); }
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!opened_) out.push_back({EventKind::Open, ""});
    opened_ = true;
    while (!frames_->empty()) {
      out.push_back({EventKind::Message, frames_->front()});
      frames_->pop_front();
    }
    return out;
  }
  void close() override {}
  std::vector<std::string> sent;

 private:
  std::deque<std::string>* frames_;
  bool opened_ = false;
};

struct Room {
  FakeNet net{nullptr};
  TournamentNight night{net};
  std::vector<HubLink*> links;  // owned by the watch
  ConnId next = 500;
  online::OpenLink opener() {
    return [this](const std::string& server) -> std::unique_ptr<online::Link> {
      CHECK(server == "http://club.example:8080");
      auto l = std::make_unique<HubLink>(&net, next++);
      links.push_back(l.get());
      return l;
    };
  }
};

// Enters and confirms deal k at a table from one phone (South confirming).
void confirmDeal(TournamentNight& night, ConnId phone, int p, int t, int k, Rng& rng) {
  const std::string id = "p" + std::to_string(p) + "t" + std::to_string(t) + "d" + std::to_string(k);
  night.enter(phone, p, t, k, id, randomDeal(rng, (k - 1) % 4));
  REQUIRE(night.net.lastType(phone) == "tournament_sheet");
  night.confirm(phone, p, t, k, id + "c", id);
  REQUIRE(night.net.lastType(phone) == "tournament_sheet");
}

void sameRanking(const std::vector<online::RankLine>& got, const tournament::Ranking& want) {
  REQUIRE(got.size() == want.lines.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    CHECK(got[i].player == want.lines[i].player);
    CHECK(got[i].place == want.lines[i].place);
    CHECK(got[i].shared == want.lines[i].shared);
    CHECK(got[i].points == want.lines[i].points);
    CHECK(got[i].withdrawn == want.lines[i].withdrawn);
  }
}

}  // namespace

TEST_CASE("Standings watch: the standings, each deal's progress, the ranking once the sheets are in", "[standings]") {
  Room room;
  room.night.create(2, 2, 4);
  room.night.startPosition(1);
  StandingsWatch watch(room.opener(), "http://club.example:8080", room.night.code, 0);
  CHECK(watch.status() == StandingsWatch::Status::Connecting);
  CHECK(watch.statusText(match::Lang::English) == "Connecting to the server…");
  watch.update(0.1);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  CHECK(watch.statusText(match::Lang::French).empty());
  const online::TournamentStandings& s = watch.standings();
  CHECK(s.name == "Club night");
  CHECK(s.players.size() == 8);
  CHECK(watch.playerName(3) == "Player 3");
  CHECK(s.started == 1);
  CHECK(s.positions == 2);
  CHECK(s.dealsPerPosition == 4);
  REQUIRE(s.missing.size() == 2);
  CHECK(s.missing[0].confirmed == 0);
  REQUIRE(s.seating.size() == 2);
  CHECK(s.seatingPosition == 1);
  for (int t = 0; t < 2; ++t)
    for (int o = 0; o < 5; ++o) CHECK(s.seating[std::size_t(t)][std::size_t(o)] == room.night.plan[0][std::size_t(t)].seat[o]);
  CHECK_FALSE(watch.positionComplete());

  // Table 2 confirms two deals: the progress reaches the page's missing list.
  room.net.hub.opened(1, 0);
  Rng rng(5);
  confirmDeal(room.night, 1, 1, 2, 1, rng);
  confirmDeal(room.night, 1, 1, 2, 2, rng);
  const long before = watch.updates();
  watch.update(0.2);
  CHECK(watch.updates() == before + 2);
  CHECK(watch.standings().missing[1].table == 2);
  CHECK(watch.standings().missing[1].confirmed == 2);
  CHECK(watch.standings().missing[0].confirmed == 0);

  // Both tables finish: no sheet missing, the rankings are the library's.
  for (int k = 3; k <= 4; ++k) confirmDeal(room.night, 1, 1, 2, k, rng);
  for (int k = 1; k <= 4; ++k) confirmDeal(room.night, 1, 1, 1, k, rng);
  watch.update(0.3);
  CHECK(watch.standings().missing.empty());
  CHECK(watch.positionComplete());
  const tournament::State& st = room.net.hub.desk().tournament(room.night.code)->doc.state();
  CHECK(watch.standings().rankedPosition == 1);
  CHECK(watch.standings().cumulatedLast == 1);
  sameRanking(watch.standings().position, tournament::rankPosition(st, 1));
  sameRanking(watch.standings().cumulated, tournament::rankAfter(st, 1));
  CHECK(watch.refused().empty());
  CHECK(watch.connections() == 1);
}

TEST_CASE("Standings watch: a lost connection is said, retried, and the watch resumed with what changed meanwhile",
          "[standings]") {
  Room room;
  room.night.create(2, 2, 4);
  room.night.startPosition(1);
  StandingsWatch watch(room.opener(), "http://club.example:8080", room.night.code, 0);
  watch.update(0);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  room.links.back()->drop();
  watch.update(1);
  CHECK(watch.status() == StandingsWatch::Status::Lost);
  CHECK(watch.statusText(match::Lang::French) == "Connexion perdue — nouvelle tentative…");
  CHECK(watch.statusText(match::Lang::English) == "Connection lost — retrying…");
  CHECK(watch.hasStandings());  // what was shown stays
  CHECK(watch.standings().missing.size() == 2);
  // Meanwhile table 1 hands in its whole sheet.
  room.net.hub.opened(1, 0);
  Rng rng(9);
  for (int k = 1; k <= 4; ++k) confirmDeal(room.night, 1, 1, 1, k, rng);
  watch.update(2);  // too early: no new connection yet
  CHECK(watch.connections() == 1);
  watch.update(1 + StandingsWatch::kRetrySeconds);
  CHECK(watch.connections() == 2);
  watch.update(4.1);
  CHECK(watch.status() == StandingsWatch::Status::Watching);
  REQUIRE(watch.standings().missing.size() == 1);
  CHECK(watch.standings().missing[0].table == 2);
  // And the progress follows on the new connection.
  confirmDeal(room.night, 1, 1, 2, 1, rng);
  watch.update(4.2);
  CHECK(watch.standings().missing[0].confirmed == 1);
}

TEST_CASE("Standings watch: malformed messages are refused with a reason and change nothing", "[standings]") {
  Room room;
  room.night.create(2, 2, 4);
  room.night.startPosition(1);
  // The real standings first, then frames that must all be refused.
  room.net.hub.opened(9, 0);
  room.net.hub.message(9, tmsg("tournament_watch", json::Value::object().set("tournament", room.night.code)), 0);
  const std::string good = room.net.last(9).dump();
  const std::string code = room.night.code;
  std::deque<std::string> frames{good};
  ScriptLink* script = nullptr;
  StandingsWatch watch(
      [&](const std::string&) {
        auto l = std::make_unique<ScriptLink>(&frames);
        script = l.get();
        return l;
      },
      "", code, 0);
  watch.update(0);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  REQUIRE(script);
  REQUIRE(script->sent.size() == 1);
  CHECK(script->sent[0] == online::writeWatch(code));
  const std::string kept = watch.standings().name;
  const std::size_t missing = watch.standings().missing.size();
  const long updates = watch.updates();
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    const std::size_t at = t.find(from);
    REQUIRE(at != std::string::npos);
    return t.replace(at, from.size(), to);
  };
  const std::string bad[] = {
      "{not json",
      R"({"v":1,"type":"tournament_progress","tournament":")" + code + R"(","position":1,"table":0,"confirmed":1})",
      R"({"v":1,"type":"tournament_progress","tournament":")" + code + R"(","position":1,"table":1,"confirmed":"two"})",
      R"({"v":1,"type":"tournament_progress","tournament":"AAAAAAAAAAAAAAAAAAAA","position":1,"table":1,"confirmed":1})",
      replaced("\"started\":1", "\"started\":7"),               // more positions started than the tournament has
      replaced("\"missing\":[", "\"missing\":[{\"position\":1},"),  // a missing sheet without its table
      replaced("\"players\":[", "\"players\":[3,"),              // a name that is not text
      replaced("\"tables\":[[", "\"tables\":[[99,"),              // a seat for no such player
      R"({"v":1,"type":"tournament_sheet"})",
      R"({"v":1,"type":"tournament_position_ranking","tournament":")" + code +
          R"(","position":1,"complete":true,"lines":[{"player":99,"place":1,"points":0}]})",  // no such player
      R"({"v":1,"type":"tournament_position_ranking","tournament":")" + code + R"(","position":4,"lines":[]})",  // not started
  };
  CHECK(watch.refusals() == 0);
  int refusals = 0;
  for (const std::string& b : bad) {
    INFO(b);
    frames.push_back(b);
    watch.update(1);
    CHECK(watch.refusals() == ++refusals);
    CHECK_FALSE(watch.refused().empty());
    CHECK(watch.status() == StandingsWatch::Status::Watching);
    CHECK(watch.standings().name == kept);
    CHECK(watch.standings().missing.size() == missing);
    CHECK(watch.standings().missing[0].confirmed == 0);
    CHECK(watch.updates() == updates);
  }
  // A good progress after all that still applies.
  frames.push_back(R"({"v":1,"type":"tournament_progress","tournament":")" + code + R"(","position":1,"table":1,"confirmed":3})");
  watch.update(2);
  CHECK(watch.standings().missing[0].confirmed == 3);
  CHECK(watch.updates() == updates + 1);
}

TEST_CASE("Standings watch: an unknown tournament, no code, a server that cannot be reached", "[standings]") {
  Room room;
  StandingsWatch unknown(room.opener(), "http://club.example:8080", "7QH2M0XKZ4N9PB1WC8RT", 0);
  unknown.update(0);
  CHECK(unknown.status() == StandingsWatch::Status::NoTournament);
  CHECK(unknown.statusText(match::Lang::French) == "Aucun tournoi ne porte le code 7QH2M0XKZ4N9PB1WC8RT sur ce serveur.");
  CHECK(unknown.statusText(match::Lang::English) == "No tournament has the code 7QH2M0XKZ4N9PB1WC8RT on this server.");
  unknown.update(10);  // stopped: no new connection
  CHECK(unknown.connections() == 1);

  StandingsWatch noCode(room.opener(), "http://club.example:8080", "not a code", 0);
  CHECK(noCode.status() == StandingsWatch::Status::NoCode);
  CHECK(noCode.connections() == 0);
  CHECK(noCode.statusText(match::Lang::English).find("?tournament=CODE") != std::string::npos);

  int tries = 0;
  StandingsWatch dead([&](const std::string&) { ++tries; return std::make_unique<DeadLink>(); }, "", "7QH2M0XKZ4N9PB1WC8RT", 0);
  dead.update(0);
  CHECK(dead.status() == StandingsWatch::Status::Unreachable);
  CHECK(dead.statusText(match::Lang::French) == "Le serveur est injoignable — nouvelle tentative…");
  CHECK(dead.statusText(match::Lang::English) == "The server cannot be reached — retrying…");
  dead.update(StandingsWatch::kRetrySeconds + 0.1);
  CHECK(tries == 2);
}

TEST_CASE("Standings watch: a chosen position's ranking, asked of the server, pushed again when it changes",
          "[standings]") {
  Room room;
  room.night.create(2, 2, 4);
  room.night.startPosition(1);
  room.net.hub.opened(1, 0);
  Rng rng(11);
  for (int t = 1; t <= 2; ++t)
    for (int k = 1; k <= 4; ++k) confirmDeal(room.night, 1, 1, t, k, rng);
  room.night.startPosition(2);
  StandingsWatch watch(room.opener(), "http://club.example:8080", room.night.code, 0);
  watch.update(0);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  REQUIRE(watch.standings().started == 2);
  CHECK(watch.chosenPosition() == 0);
  CHECK(watch.positionRanking(1) == nullptr);
  // A position not started is not asked.
  watch.choosePosition(3);
  CHECK(watch.chosenPosition() == 0);
  // Position 1's ranking while position 2 is played: the library's, complete.
  watch.choosePosition(1);
  CHECK(watch.chosenPosition() == 1);
  watch.update(0.1);
  const tournament::State& st = room.net.hub.desk().tournament(room.night.code)->doc.state();
  REQUIRE(watch.positionRanking(1));
  CHECK(watch.positionRanking(1)->complete);
  sameRanking(watch.positionRanking(1)->lines, tournament::rankPosition(st, 1));
  // A deal of position 2 confirmed: progress only, position 1's ranking is not sent again.
  const ConnId page = 500;  // the watch's first link
  const auto rankingsSent = [&] {
    int n = 0;
    for (const json::Value& m : room.net.got[page])
      n += m.find("type") && m.find("type")->asString() == "tournament_position_ranking";
    return n;
  };
  CHECK(rankingsSent() == 1);
  confirmDeal(room.night, 1, 2, 1, 1, rng);
  watch.update(0.2);
  CHECK(rankingsSent() == 1);
  // The director corrects table 1's sheet at position 1: the ranking changes and is pushed again.
  tournament::TableSheet corrected = st.positions[0].sheets[0].sheet;
  corrected.deals[0] = randomDeal(rng, 0);
  corrected.deals[0].entry.taker = (st.positions[0].sheets[0].sheet.deals[0].entry.taker + 1) % 4;
  REQUIRE(room.night.directorEvent(tournament::correctSheetEvent(1, 1, corrected, "wrong taker")) == "");
  watch.update(0.3);
  CHECK(rankingsSent() == 2);
  const tournament::State& after = room.net.hub.desk().tournament(room.night.code)->doc.state();
  sameRanking(watch.positionRanking(1)->lines, tournament::rankPosition(after, 1));
  // Position 2's provisional ranking: not complete while its sheets are missing.
  watch.choosePosition(2);
  watch.update(0.4);
  REQUIRE(watch.positionRanking(2));
  CHECK_FALSE(watch.positionRanking(2)->complete);
  // A lost connection: the chosen position is asked again on the new one.
  room.links.back()->drop();
  watch.update(1);
  watch.update(1 + StandingsWatch::kRetrySeconds);
  watch.update(4.5);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  const ConnId second = room.next - 1;
  bool asked = false;
  for (const json::Value& m : room.net.got[second])
    asked = asked || (m.find("type")->asString() == "tournament_position_ranking" && m.find("position")->asInt() == 2);
  CHECK(asked);
  // The server refuses a position not started.
  room.net.hub.opened(9, 0);
  room.net.hub.message(9, tmsg("tournament_ranking", json::Value::object().set("tournament", room.night.code).set("position", 3)), 0);
  CHECK(room.net.lastType(9) == "error");
  CHECK(room.net.lastError(9) == "no_tournament");
  CHECK(watch.refusals() == 0);
}

namespace {

// The whole standings as a fresh page reads them now (the server's answer to a watch).
online::TournamentStandings wholeStandings(Room& room) {
  const DeskTournament* t = room.net.hub.desk().tournament(room.night.code);
  REQUIRE(t);
  json::Value m;
  std::string why;
  REQUIRE(json::parse(standingsMessage(*t), &m, &why));
  online::TournamentStandings s;
  REQUIRE(online::read(m, &s, &why));
  return s;
}

void sameLines(const std::vector<online::RankLine>& a, const std::vector<online::RankLine>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    INFO("line " << i);
    CHECK(a[i].player == b[i].player);
    CHECK(a[i].place == b[i].place);
    CHECK(a[i].shared == b[i].shared);
    CHECK(a[i].points == b[i].points);
    CHECK(a[i].withdrawn == b[i].withdrawn);
  }
}

// Everything a page shows (the version aside: a progress carries none).
void sameStandings(const online::TournamentStandings& a, const online::TournamentStandings& b) {
  CHECK(a.tournament == b.tournament);
  CHECK(a.name == b.name);
  CHECK(a.positions == b.positions);
  CHECK(a.dealsPerPosition == b.dealsPerPosition);
  CHECK(a.started == b.started);
  CHECK(a.closed == b.closed);
  CHECK(a.players == b.players);
  CHECK(a.rankedPosition == b.rankedPosition);
  sameLines(a.position, b.position);
  CHECK(a.cumulatedLast == b.cumulatedLast);
  sameLines(a.cumulated, b.cumulated);
  REQUIRE(a.missing.size() == b.missing.size());
  for (std::size_t i = 0; i < a.missing.size(); ++i) {
    CHECK(a.missing[i].position == b.missing[i].position);
    CHECK(a.missing[i].table == b.missing[i].table);
    CHECK(a.missing[i].confirmed == b.missing[i].confirmed);
  }
  CHECK(a.seatingPosition == b.seatingPosition);
  CHECK(a.seating == b.seating);
  CHECK(a.duplicatePosition == b.duplicatePosition);
  sameLines(a.duplicate, b.duplicate);
  CHECK(a.duplicateMax == b.duplicateMax);
}

// Starts position p with the night's movement: false when the document refuses it (a player withdrawn meanwhile).
bool tryStart(TournamentNight& night, int p) {
  if (!night.directorEvent(tournament::startPositionEvent(p, night.plan[std::size_t(p - 1)])).empty()) return false;
  std::vector<std::string> k;
  for (const json::Value& x : night.reply(night.director).find("keys")->items()) k.push_back(x.asString());
  night.keys.push_back(k);
  return true;
}

}  // namespace

TEST_CASE("Standings updates: random nights applied by the page equal the whole standings, over many seeds",
          "[standings]") {
  int compared = 0, updatesSeen = 0, withNames = 0, withSeating = 0, reconnections = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    INFO("seed " << seed);
    Room room;
    Rng rng(seed);
    const int tables = 2 + int(rng.below(3)), positions = 2 + int(rng.below(2)), deals = 1 + int(rng.below(2));
    room.night.create(tables, positions, deals, seed);
    room.net.hub.opened(1, 0);  // every table's phone
    std::unique_ptr<StandingsWatch> watch;
    int started = 0, players = 4 * tables;
    std::vector<std::vector<int>> next;  // [position - 1][table - 1]: the next deal to confirm
    bool canStart = true, dropped = false;
    double now = 0;
    for (int step = 0; step < 160; ++step) {
      const int r = int(rng.below(100));
      if (!watch && (r < 15 || step == 40))
        watch = std::make_unique<StandingsWatch>(room.opener(), "http://club.example:8080", room.night.code, now);
      std::vector<int> open;  // tables of the latest position whose sheet is not in
      for (int t = 1; started > 0 && t <= tables; ++t)
        if (next[std::size_t(started - 1)][std::size_t(t - 1)] <= deals) open.push_back(t);
      if (canStart && started < positions && (started == 0 || (open.empty() && r < 40))) {
        if (tryStart(room.night, started + 1)) {
          ++started;
          next.push_back(std::vector<int>(std::size_t(tables), 1));
        } else {
          canStart = false;
        }
      } else if (!open.empty() && r < 60) {
        const int t = open[rng.below(open.size())];
        int& k = next[std::size_t(started - 1)][std::size_t(t - 1)];
        confirmDeal(room.night, 1, started, t, k, rng);
        ++k;
      } else if (started > 0 && r < 68) {
        tournament::Penalty pe;
        pe.article = "chapitre 4";
        pe.kind = "telephone";
        pe.points = 100 * (1 + int(rng.below(5)));
        pe.player = 1 + int(rng.below(std::uint64_t(players)));
        pe.position = started;
        pe.reason = "used during the position";
        room.night.directorEvent(tournament::penaltyEvent(pe));
      } else if (r < 72) {
        // A late registration (the names change); the document may refuse it once the night has started.
        if (room.night.directorEvent(tournament::registerEvent("Late " + std::to_string(step), "", "")).empty())
          ++players;
      } else if (r < 74 && started > 0) {
        room.night.directorEvent(tournament::withdrawalEvent(1 + int(rng.below(std::uint64_t(players))), started));
      } else if (r < 79 && started > 0) {
        // The director corrects a sheet already in.
        const tournament::State& st = room.net.hub.desk().tournament(room.night.code)->doc.state();
        const tournament::PositionState& ps = st.positions[std::size_t(started - 1)];
        const int t = 1 + int(rng.below(std::uint64_t(tables)));
        if (ps.sheets[std::size_t(t - 1)].entered) {
          tournament::TableSheet corrected = ps.sheets[std::size_t(t - 1)].sheet;
          corrected.deals[0] = randomDeal(rng, 0);
          room.night.directorEvent(tournament::correctSheetEvent(started, t, corrected, "misread"));
        }
      } else if (r < 81 && watch && !dropped) {
        room.links.back()->drop();  // the watch's current link (it reconnects at its next poll below)
        dropped = true;
      }
      if (watch && (rng.below(3) == 0 || step == 159)) {
        now += StandingsWatch::kRetrySeconds;  // time enough for a new connection after a loss
        watch->update(now);
        if (watch->status() != StandingsWatch::Status::Watching) watch->update(now += StandingsWatch::kRetrySeconds);
        watch->update(now);  // the new connection's answer
        REQUIRE(watch->status() == StandingsWatch::Status::Watching);
        dropped = false;
        sameStandings(watch->standings(), wholeStandings(room));
        ++compared;
      }
    }
    REQUIRE(watch);
    CHECK(watch->refusals() == 0);
    CHECK(watch->refused().empty());
    reconnections += watch->connections() - 1;
    for (const auto& [conn, got] : room.net.got)
      for (const json::Value& m : got)
        if (str(m.find("type")) == "tournament_standings_update" && conn >= 500) {
          ++updatesSeen;
          withNames += m.find("players") != nullptr;
          withSeating += m.find("seating") != nullptr;
        }
  }
  // The battery went through the cases: many comparisons, updates with and without names and seating, reconnections.
  CHECK(compared > 1000);
  CHECK(updatesSeen > 500);
  CHECK(withNames > 0);
  CHECK(withNames < updatesSeen / 4);
  CHECK(withSeating > 0);
  CHECK(withSeating < updatesSeen / 4);
  CHECK(reconnections > 10);
}

TEST_CASE("Standings updates: a malformed, foreign, old or unappliable update is refused and the standings asked again",
          "[standings]") {
  Room room;
  room.night.create(2, 2, 1);
  room.night.startPosition(1);
  room.net.hub.opened(9, 0);
  room.net.hub.message(9, tmsg("tournament_watch", json::Value::object().set("tournament", room.night.code)), 0);
  const std::string whole = room.net.last(9).dump();
  // A sheet completes: the watcher gets an update (no names, no seating: they did not change).
  room.net.hub.opened(1, 0);
  Rng rng(3);
  confirmDeal(room.night, 1, 1, 2, 1, rng);
  REQUIRE(room.net.lastType(9) == "tournament_standings_update");
  const json::Value update = room.net.last(9);
  CHECK(update.find("players") == nullptr);
  CHECK(update.find("seating") == nullptr);
  CHECK(update.find("version")->asInt() > 0);
  const std::string good = update.dump(), code = room.night.code;
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = good;
    const std::size_t at = t.find(from);
    REQUIRE(at != std::string::npos);
    return t.replace(at, from.size(), to);
  };
  auto withTied = [&](json::Value tied) {
    json::Value m = update, position = *update.find("position");
    return m.set("position", position.set("tied", std::move(tied))).dump();
  };
  const std::string version = "\"version\":" + std::to_string(update.find("version")->asInt());
  const std::string bad[] = {
      replaced(version, "\"version\":1"),                                 // older than the standings held
      replaced("\"tournament\":\"" + code, "\"tournament\":\"AAAAAAAAAAAAAAAAAAAA"),  // another tournament
      replaced("\"order\":[", "\"order\":[99,"),                          // a player the page does not know
      replaced("\"order\":[", "\"order\":[1,"),                           // a player twice (and a line too many)
      replaced("\"points\":[", "\"points\":[5,"),                         // more points than lines
      replaced("\"missing\":[", "\"missing\":[1,"),                       // not triples
      replaced("\"started\":1", "\"started\":2"),                         // a position started, its seating not held
      withTied(json::Value::array().push(3).push(1)),                      // a tie group out of order
      replaced("\"order\":[", "\"withdrawn\":[\"x\"],\"order\":["),       // not a player number
  };
  std::deque<std::string> frames{whole};
  ScriptLink* script = nullptr;
  StandingsWatch watch(
      [&](const std::string&) {
        auto l = std::make_unique<ScriptLink>(&frames);
        script = l.get();
        return l;
      },
      "", code, 0);
  // An update before any standings: refused (the watch was asked already).
  frames.push_front(good);
  watch.update(0);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  CHECK(watch.refusals() == 1);
  CHECK(watch.refused().find("before the standings") != std::string::npos);
  REQUIRE(script);
  CHECK(script->sent.size() == 1);
  const online::TournamentStandings held = watch.standings();
  int refusals = 1;
  std::size_t asked = script->sent.size();
  for (const std::string& b : bad) {
    INFO(b);
    frames.push_back(b);
    watch.update(1);
    CHECK(watch.refusals() == ++refusals);
    CHECK_FALSE(watch.refused().empty());
    sameStandings(watch.standings(), held);
    CHECK(watch.standings().version == held.version);
    // The whole standings asked again (they come back after each refusal here).
    CHECK(script->sent.size() == asked + 1);
    CHECK(script->sent.back() == online::writeWatch(code));
    frames.push_back(whole);
    watch.update(1.5);
    asked = script->sent.size();
  }
  CHECK(watch.refused().find("\"withdrawn\"") != std::string::npos);
  CHECK(script->sent.size() == 1 + std::size(bad));
  // Two refusals in a row: the whole standings asked once until they come.
  frames.push_back(bad[0]);
  frames.push_back(bad[1]);
  watch.update(1.7);
  CHECK(watch.refusals() == refusals + 2);
  refusals += 2;
  CHECK(script->sent.size() == 2 + std::size(bad));
  frames.push_back(whole);
  watch.update(1.8);
  // The good update applies: table 2's sheet is in.
  frames.push_back(good);
  watch.update(2);
  CHECK(watch.refusals() == refusals);
  REQUIRE(watch.standings().missing.size() == 1);
  CHECK(watch.standings().missing[0].table == 1);
  const tournament::State& st = room.net.hub.desk().tournament(code)->doc.state();
  sameRanking(watch.standings().cumulated, tournament::rankAfter(st, 1));
  sameRanking(watch.standings().position, tournament::rankPosition(st, 1));
  sameStandings(watch.standings(), wholeStandings(room));
  // The same update again (not newer than what is held, not older): applied, nothing changes.
  frames.push_back(good);
  watch.update(3);
  CHECK(watch.refusals() == refusals);
}

TEST_CASE("Standings updates: a 150-table night's update after a sheet is a small part of the whole standings",
          "[standings]") {
  Room room;
  room.night.create(150, 6, 1);
  room.night.startPosition(1);
  room.net.hub.opened(9, 0);
  room.net.hub.message(9, tmsg("tournament_watch", json::Value::object().set("tournament", room.night.code)), 0);
  const std::size_t whole = room.net.last(9).dump().size();
  room.net.hub.opened(1, 0);
  Rng rng(27);
  std::size_t largest = 0;
  for (int t = 1; t <= 150; t += 7) {
    confirmDeal(room.night, 1, 1, t, 1, rng);
    REQUIRE(room.net.lastType(9) == "tournament_standings_update");
    largest = std::max(largest, room.net.last(9).dump().size());
  }
  INFO("whole " << whole << " bytes, largest update " << largest << " bytes");
  CHECK(whole > 60000);
  CHECK(largest <= 15000);
}

TEST_CASE("Standings updates: a duplicate tournament's matchpoints once its position is closed, never before",
          "[standings]") {
  Room room;
  TournamentNight& night = room.night;
  room.net.hub.opened(night.director, 0);
  tournament::Settings settings;
  settings.positions = 2;
  settings.dealsPerPosition = 2;
  settings.online = true;  // duplicate deals are dealt by the server's tables
  settings.duplicate = true;
  json::Value f = json::Value::object();
  room.net.hub.message(night.director, tmsg("tournament_create", f.set("name", "Duplicate night").set("settings", tournament::settingsToJson(settings))), 0);
  REQUIRE(room.net.lastType(night.director) == "tournament_created");
  night.code = str(night.reply(night.director).find("tournament"));
  night.key = str(night.reply(night.director).find("director_key"));
  for (int i = 1; i <= 12; ++i)
    REQUIRE(night.directorEvent(tournament::registerEvent("Player " + std::to_string(i), "", "")) == "");
  night.plan = tournament::randomMovement(12, 3, 2, false, 5);
  REQUIRE(night.directorEvent(tournament::drawEvent(tournament::DrawMethod::Manual, 0, 0, night.plan[0])) == "");
  night.startPosition(1);
  StandingsWatch watch(room.opener(), "http://club.example:8080", night.code, 0);
  watch.update(0);
  REQUIRE(watch.status() == StandingsWatch::Status::Watching);
  room.net.hub.opened(1, 0);
  Rng rng(8);
  // Anyone asking position 1's ranking (no key) while it is played.
  room.net.hub.opened(77, 0);
  const auto askRanking = [&] {
    json::Value q = json::Value::object();
    room.net.hub.message(77, tmsg("tournament_ranking", q.set("tournament", night.code).set("position", 1)), 0);
    REQUIRE(room.net.lastType(77) == "tournament_position_ranking");
    return room.net.last(77);
  };
  // Table 1 has played both deals, tables 2 and 3 only the first: nothing tells them table 1's points.
  for (int k = 1; k <= 2; ++k) confirmDeal(night, 1, 1, 1, k, rng);
  for (int t = 2; t <= 3; ++t) confirmDeal(night, 1, 1, t, 1, rng);
  watch.update(0.5);
  for (const online::TournamentStandings& s : {watch.standings(), wholeStandings(room)}) {
    CHECK(s.started == 1);
    CHECK(s.rankedPosition == 0);
    CHECK(s.position.empty());
    CHECK(s.cumulatedLast == 0);
    CHECK(s.cumulated.empty());
    CHECK(s.missing.size() == 2);
  }
  json::Value hidden = askRanking();
  CHECK(hidden.find("hidden") != nullptr);
  CHECK(hidden.find("lines")->items().empty());
  for (int t = 2; t <= 3; ++t) confirmDeal(night, 1, 1, t, 2, rng);
  watch.update(1);
  // Every sheet in, the position not closed: no matchpoints yet, in the updates or the whole standings.
  CHECK(watch.positionComplete());
  CHECK(watch.standings().duplicatePosition == 0);
  CHECK(wholeStandings(room).duplicatePosition == 0);
  CHECK(wholeStandings(room).cumulated.empty());
  CHECK(askRanking().find("lines")->items().empty());
  REQUIRE(night.directorEvent(tournament::closePositionEvent(1)) == "");
  watch.update(2);
  REQUIRE(watch.standings().duplicatePosition == 1);
  // Closed: the position's ranking and the cumulated ranking are everyone's.
  CHECK(watch.standings().rankedPosition == 1);
  CHECK(watch.standings().cumulatedLast == 1);
  CHECK(watch.standings().cumulated.size() == 12);
  CHECK(askRanking().find("lines")->items().size() == 12);
  CHECK(askRanking().find("hidden") == nullptr);
  const tournament::State& st = room.net.hub.desk().tournament(night.code)->doc.state();
  const tournament::DuplicateRanking want = tournament::rankDuplicate(st, 1, 1);
  const online::TournamentStandings& s = watch.standings();
  REQUIRE(s.duplicate.size() == want.lines.size());
  REQUIRE(s.duplicateMax.size() == want.lines.size());
  CHECK(want.lines.size() == 12);
  long matchpoints = 0;
  for (std::size_t i = 0; i < want.lines.size(); ++i) {
    CHECK(s.duplicate[i].player == want.lines[i].player);
    CHECK(s.duplicate[i].place == want.lines[i].place);
    CHECK(s.duplicate[i].shared == want.lines[i].shared);
    CHECK(s.duplicate[i].points == want.lines[i].matchpoints);
    CHECK(s.duplicateMax[i] == want.lines[i].maxMatchpoints);
    matchpoints += s.duplicate[i].points;
  }
  CHECK(matchpoints > 0);
  sameStandings(s, wholeStandings(room));  // a page opened now reads the same
  // Position 2 starts: its update does not carry the unchanged duplicate ranking, the page keeps it.
  night.startPosition(2);
  watch.update(3);
  CHECK(watch.standings().started == 2);
  CHECK(watch.standings().duplicatePosition == 1);
  const json::Value* last = room.net.newest(500, "tournament_standings_update");
  REQUIRE(last);
  CHECK(last->find("duplicate_ranking") == nullptr);
  sameStandings(watch.standings(), wholeStandings(room));
  CHECK(watch.refusals() == 0);
}
