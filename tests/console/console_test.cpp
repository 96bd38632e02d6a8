// The arbitrator's console as a controller: a club evening from creation to the ranking (12 players pasted as a
// list, the draw, a position's sheets by totals and deal by deal, a sheet not summing to zero refused with its
// reason and nothing touched), saved after every change and resumed by a new console from the same storage, a
// corrupt save refused and left as it is; random evenings over many seeds resumed after every action.
#include "client/console/console.h"
#include "client/console/pages.h"
#include "client/console/player_list.h"
#include "client/console/pcn_view.h"
#include "tournament/meetings.h"
#include "tournament/pcn.h"
#include "engine/rng.h"
#include "tournament/table_sheet.h"
#include "tournament/tournament_helpers.h"
#include "client/memory_storage.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <map>
#include <set>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const char* const kTwelve = "Anne\nBruno\n\n  Chloé  \nDavid\r\nEmma\nFarid\nGaëlle\nHugo\nInès\nJules\nKarim\nLéa\n";
// The same players with their licences (PCN go to licensed players only, chapter 5).
const char* const kTwelveLicensed =
    "nom,licence\nAnne,1\nBruno,2\nChloé,3\nDavid,4\nEmma,5\nFarid,6\nGaëlle,7\nHugo,8\nInès,9\nJules,10\nKarim,11\nLéa,12\n";

// Each non-withdrawn player seated exactly once at the position, tables of 3 to 5.
void checkSeatedOnce(const State& s, const PositionSeating& seating) {
  std::multiset<int> seen;
  for (const TableSeating& t : seating) {
    CHECK(t.players() >= 3);
    for (int p : t.seat)
      if (p) seen.insert(p);
  }
  for (const Player& p : s.players) CHECK(seen.count(p.id) == (p.withdrawn ? 0u : 1u));
}

}  // namespace

TEST_CASE("a club evening at the console: create, register 12, draw, sheets, ranking, resumed after a reload", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  CHECK(c.resume().empty());
  CHECK(!c.open());
  REQUIRE(c.create("Open du jeudi", testing::settingsOf(3, 4), 1700000000000).empty());
  int added = 0;
  REQUIRE(c.registerList(kTwelve, 1700000001000, &added).empty());
  CHECK(added == 12);
  REQUIRE(c.state().players.size() == 12);
  CHECK(c.state().players[2].name == "Chloé");
  CHECK(c.state().players[4].name == "Emma");
  CHECK(!c.registerPlayer("   ", 1700000001500).empty());
  REQUIRE(c.draw(20261125, 0, 1700000002000).empty());
  CHECK(c.state().start.size() == 3);
  checkSeatedOnce(c.state(), c.state().start);
  REQUIRE(c.startNextPosition(1700000003000).empty());
  REQUIRE(c.positionsStarted() == 1);
  const PositionSeating seating = c.state().positions[0].seating;
  checkSeatedOnce(c.state(), seating);
  for (const Event& e : c.document().events()) CHECK(e.author == "arbitre");
  CHECK(c.document().events().back().at == 1700000003000);

  // Table 1 by its totals; table 2's totals sum to 20: refused with the reason, the document and the save untouched.
  REQUIRE(c.enterTotals(1, 1, {120, -40, -50, -30, 0}, 1700000004000).empty());
  const std::size_t events = c.document().events().size();
  const std::string saved = store.kept[kTournamentKey];
  const int writes = store.totalWrites;
  const std::string why = c.enterTotals(1, 2, {100, -50, -30, 0, 0}, 1700000005000);
  CHECK(contains(why, "Table 2"));
  CHECK(contains(why, "20"));
  CHECK(contains(why, "pas zéro"));
  CHECK(c.document().events().size() == events);
  CHECK(store.kept[kTournamentKey] == saved);
  CHECK(store.totalWrites == writes);
  CHECK(!c.state().positions[0].sheets[1].entered);

  // Table 2 deal by deal: an impossible deal refused in French, four real ones kept as a draft, then handed in.
  match::ScorerEntry bad;
  bad.taker = 0;
  bad.input.contract = Contract::Garde;
  bad.input.bouts = 0;
  bad.input.attackHalfPoints = 2 * 91 + 1;  // 91.5 points at four
  CHECK(!c.addDraftDeal(1, 2, bad).empty());
  CHECK(c.draft(1, 2).deals.empty());
  Rng rng(5);
  for (int d = 0; d < 4; ++d) REQUIRE(c.addDraftDeal(1, 2, testing::randomEntry(&rng, 4)).empty());
  CHECK(c.draft(1, 2).deals.size() == 4);
  {
    // A reload in the middle of the sheet finds its deals.
    Console again(store.storage());
    REQUIRE(again.resume().empty());
    CHECK(again.draft(1, 2).deals.size() == 4);
    CHECK(again.draft(1, 2) == c.draft(1, 2));
  }
  const TableSheet table2 = c.draft(1, 2);
  REQUIRE(c.handInDraft(1, 2, 1700000006000).empty());
  CHECK(c.draft(1, 2).deals.empty());
  REQUIRE(c.enterTotals(1, 3, {-10, 30, -60, 40, 0}, 1700000007000).empty());
  CHECK(c.issues().empty());

  // The ranking: each player's points are their orientation's total at their table.
  const Ranking r = rankAfter(c.state(), 1);
  REQUIRE(r.lines.size() == 12);
  const std::array<int, 5> t1 = {120, -40, -50, -30, 0}, t3 = {-10, 30, -60, 40, 0};
  const SheetScores s2 = scoreSheet(table2, seating[1]);
  std::map<int, long> expected;
  for (int o = 0; o < 4; ++o) {
    expected[seating[0].seat[std::size_t(o)]] += t1[std::size_t(o)];
    expected[seating[1].seat[std::size_t(o)]] += s2.bilan[std::size_t(o)];
    expected[seating[2].seat[std::size_t(o)]] += t3[std::size_t(o)];
  }
  for (const PlayerLine& line : r.lines) CHECK(line.points == expected[line.player]);
  for (std::size_t i = 1; i < r.lines.size(); ++i) CHECK(r.lines[i - 1].points >= r.lines[i].points);
  long best = -100000;
  for (const auto& [player, points] : expected) best = std::max(best, points);
  CHECK(r.lines.front().points == best);

  REQUIRE(c.closePosition(1, 1700000008000).empty());
  REQUIRE(c.startNextPosition(1700000009000).empty());
  REQUIRE(c.addDraftDeal(2, 1, testing::randomEntry(&rng, 4)).empty());

  // A new console from the same storage resumes the same tournament, event for event, and the draft.
  Console resumed(store.storage());
  REQUIRE(resumed.resume().empty());
  CHECK(resumed.state() == c.state());
  CHECK(resumed.document().toJson() == c.document().toJson());
  CHECK(resumed.draft(2, 1) == c.draft(2, 1));
  CHECK(resumed.positionsStarted() == 2);
}

TEST_CASE("a corrupt save is refused with its reason and left as it is", "[console]") {
  for (const std::string& damaged :
       {std::string("{\"format\":\"tarot-tournament\",\"version\":1,\"events\":[{\"kind\""), std::string("hello"),
        std::string("{\"format\":\"tarot-tournament\",\"version\":9,\"events\":[]}")}) {
    client::MemoryStorage store;
    store.kept[kTournamentKey] = damaged;
    Console c(store.storage(), Lang::English);
    const std::string why = c.resume();
    CHECK(contains(why, "cannot be read"));
    CHECK(!c.open());
    CHECK(c.corruptSave() == why);
    CHECK(!c.create("Another", testing::settingsOf(2, 2), 1).empty());
    CHECK(store.kept[kTournamentKey] == damaged);
    CHECK(store.totalWrites == 0);
    c.discardSave();
    CHECK(store.kept.count(kTournamentKey) == 0);
    CHECK(c.create("Another", testing::settingsOf(2, 2), 1).empty());
  }
  // A file whose events no longer replay (a sheet edited to sum to 10) names the event at fault.
  client::MemoryStorage store;
  Console c(store.storage(), Lang::English);
  REQUIRE(c.create("Open", testing::settingsOf(1, 1), 1).empty());
  REQUIRE(c.registerList("A\nB\nC\nD\n", 2).empty());
  REQUIRE(c.draw(1, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  REQUIRE(c.enterTotals(1, 1, {10, -10, 20, -20, 0}, 5).empty());
  std::string text = store.kept[kTournamentKey];
  const std::size_t at = text.find("[10,-10,20,-20,0]");
  REQUIRE(at != std::string::npos);
  text.replace(at, 17, "[10,-10,20,-10,0]");
  store.kept[kTournamentKey] = text;
  Console d(store.storage(), Lang::English);
  const std::string why = d.resume();
  CHECK(contains(why, "event 8"));
  CHECK(contains(why, "not zero"));
  CHECK(!d.open());
}

TEST_CASE("players pasted one a line or as a club's CSV", "[console]") {
  std::vector<ListedPlayer> list;
  REQUIRE(readPlayerList("\xEF\xBB\xBFNom;Licence;Club;Equipe\r\nDupont, Jean;123;Tarot Club;A\n\"Martin \"\"Jo\"\"\";456;;B\n", &list).empty());
  REQUIRE(list.size() == 2);
  CHECK(list[0].name == "Dupont, Jean");
  CHECK(list[0].licence == "123");
  CHECK(list[0].club == "Tarot Club");
  CHECK(list[0].team == "A");
  CHECK(list[1].name == "Martin \"Jo\"");
  CHECK(list[1].team == "B");
  CHECK(!readPlayerList("name,club\n\"Open,quote\n", &list).empty());
  CHECK(!readPlayerList("name,club\n,Club\n", &list).empty());
  REQUIRE(readPlayerList("Dupont, Jean\nMartin\n", &list).empty());  // no header: one name a line
  CHECK(list.size() == 2);
  CHECK(list[0].name == "Dupont, Jean");
}

TEST_CASE("random evenings: every seating seats everyone once, every action saved and resumed exactly", "[console]") {
  int completed = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    client::MemoryStorage store;
    Console c(store.storage());
    const int players = 12 + int(rng.below(29));
    const int positions = 1 + int(rng.below(4));
    REQUIRE(c.create("Soirée", testing::settingsOf(positions, 2), 1).empty());
    for (int p = 1; p <= players; ++p) REQUIRE(c.registerPlayer("J" + std::to_string(p), 2).empty());
    REQUIRE(c.draw(seed, int(rng.below(3)), 3).empty());
    for (int pos = 1; pos <= positions; ++pos) {
      if (rng.below(4) == 0) (void)c.withdraw(1 + int(rng.below(std::uint32_t(players))), 4);  // twice: refused
      const std::size_t events = c.document().events().size();
      const std::string started = c.startNextPosition(5);
      if (!started.empty()) {
        // A withdrawal left a table of 2 (or no movement seats these tables of 3): refused, nothing changed.
        CHECK(c.document().events().size() == events);
        break;
      }
      completed += pos == positions;
      const PositionSeating& seating = c.state().positions.back().seating;
      checkSeatedOnce(c.state(), seating);
      for (int t = 1; t <= int(seating.size()); ++t) {
        const int people = seating[std::size_t(t - 1)].players();
        for (int d = 0; d < 2; ++d) REQUIRE(c.addDraftDeal(pos, t, testing::randomEntry(&rng, people)).empty());
        REQUIRE(c.handInDraft(pos, t, 6).empty());
        Console again(store.storage());
        REQUIRE(again.resume().empty());
        REQUIRE(again.state() == c.state());
      }
      REQUIRE(c.closePosition(pos, 7).empty());
      CHECK(c.issues().empty());
    }
  }
  CHECK(completed >= 40);
}

TEST_CASE("the positions follow the rulebook's movement: at 4 tables (Howell) nobody meets anyone twice", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Howell", testing::settingsOf(5, 1), 1).empty());
  for (int p = 1; p <= 16; ++p) REQUIRE(c.registerPlayer("J" + std::to_string(p), 2).empty());
  REQUIRE(c.draw(7, 0, 3).empty());
  MovementPlan played;
  for (int pos = 1; pos <= 5; ++pos) {
    REQUIRE(c.startNextPosition(4).empty());
    played.push_back(c.state().positions.back().seating);
    checkSeatedOnce(c.state(), played.back());
  }
  CHECK(played[0] == c.state().start);  // position 1 is the start drawn
  const Meetings m = countMeetings(played);
  CHECK(m.max == 1);
  for (int a = 1; a <= 16; ++a)
    for (int b = a + 1; b <= 16; ++b) CHECK(m.count(a, b) == 1);
  CHECK(!c.startNextPosition(5).empty());  // the settings' 5 positions are all started
}

TEST_CASE("the printed pages carry each table's names by orientation and the ranking", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(2, 3), 1).empty());
  REQUIRE(c.registerList(kTwelve, 2).empty());
  REQUIRE(c.draw(99, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  const State& s = c.state();
  const std::string seating = seatingHtml(s, 1, Lang::French), sheets = sheetsHtml(s, 1, Lang::French);
  for (std::size_t t = 0; t < 3; ++t) {
    CHECK(contains(seating, "Table " + std::to_string(t + 1)));
    CHECK(contains(sheets, "position 1, table " + std::to_string(t + 1)));
    for (int o = 0; o < 4; ++o) {
      const int id = s.positions[0].seating[t].seat[std::size_t(o)];
      // The player's name right after the orientation's, at their table's block.
      const std::string block = seating.substr(seating.find("Table " + std::to_string(t + 1)));
      CHECK(contains(block, std::string("<b>") + orientationText(Lang::French, o) + "</b> " + c.playerName(id)));
      CHECK(contains(sheets, c.playerName(id) + " (" + std::to_string(id) + ")"));
    }
  }
  CHECK(contains(seating, "Chlo\xC3\xA9"));
  for (int t = 1; t <= 3; ++t) REQUIRE(c.enterTotals(1, t, {40, -10, -10, -20, 0}, 5).empty());
  const Ranking r = rankAfter(s, 1);
  const std::string csv = rankingCsv(s, r, Lang::English);
  CHECK(csv.rfind("\xEF\xBB\xBFPlace,Player,Points,Position 1,Penalties,Late arrival\r\n", 0) == 0);
  int lines = 0;
  for (char ch : csv) lines += ch == '\n';
  CHECK(lines == 13);
  CHECK(contains(csv, "\r\n1," + c.playerName(r.lines[0].player) + ",40,40,0,0\r\n"));
  CHECK(contains(rankingHtml(s, r, "Cumul", Lang::French), c.playerName(r.lines[11].player)));
  const std::string fiches = fichesHtml(s, Lang::English);
  CHECK(contains(fiches, "Personal sheet — L\xC3\xA9" "a (12)"));
}

TEST_CASE("the final ranking's PCN: 40 a table to the first, half the players receive, ex aequo share", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  REQUIRE(c.create("Open", testing::settingsOf(1, 1), 1).empty());
  REQUIRE(c.registerList(kTwelveLicensed, 2).empty());
  REQUIRE(c.draw(3, 0, 3).empty());
  REQUIRE(c.startNextPosition(4).empty());
  REQUIRE(c.enterTotals(1, 1, {90, -30, -30, -30, 0}, 5).empty());
  REQUIRE(c.enterTotals(1, 2, {60, -20, -20, -20, 0}, 5).empty());
  REQUIRE(c.enterTotals(1, 3, {30, 10, -20, -20, 0}, 5).empty());
  State s = c.state();
  s.settings.ties = Ties::Shared;  // places shared, as the PCN grid's ex aequo rule reads them
  const Ranking r = rankAfter(s, 1);
  const std::vector<int> pcn = rankingPcn(s, r);
  REQUIRE(pcn.size() == 12);
  // 3 tables: 120, then each place x 0.69 (floors): 120 82 57 39 ...; 6 places receive, the floor is 50.
  CHECK(pcn[0] == 120);
  CHECK(pcn[1] == pcnForPlace(PcnKind::Individual, 3, 2));
  CHECK(pcn[1] == 82);
  int receiving = 0;
  for (int x : pcn) receiving += x > 0;
  CHECK(receiving >= 6);
  CHECK(pcn[11] == 0);
  // Places 3 (the 30 at table 3) and 4... the two players at 10 and the -20s share their places' figures.
  for (std::size_t i = 1; i < r.lines.size(); ++i)
    if (r.lines[i].place == r.lines[i - 1].place) CHECK(pcn[i] == pcn[i - 1]);
}
