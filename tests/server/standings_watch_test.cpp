// The live standings' client (src/online/standings_watch.h) against the server's hub in the same process: the
// standings message read, each confirmed deal's progress applied, the ranking equal to the server's once the sheets
// are in, the watch asked again after a lost connection, malformed messages refused with a reason and nothing lost,
// an unknown tournament and an unreachable server said in the person's language.
#include "online/standings_watch.h"
#include "server/tournament_fixture.h"
#include "tournament/ranking.h"
#include <catch2/catch_test_macros.hpp>
#include <deque>

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
