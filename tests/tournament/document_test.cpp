// The tournament document: events refused with their reason and nothing touched, sheets checked (zero sum, entries
// a deal can give, deal counts flagged), corrections kept visible, the file replayed to an equal state and corrupt,
// foreign, future or truncated files refused; the draw of start positions (article 25, tables of 3, teams).
#include "tournament/draw.h"
#include "tournament/penalties.h"
#include "tournament/ranking.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <set>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

// 2 tables, 8 players, 2 positions of 3 deals, position 1 started with a rotation.
Document smallTournament() {
  Document d = newTournament(settingsOf(2, 3), 8);
  REQUIRE(d.append(startPositionEvent(1, rotation(2, 1)), 2000, "arbitre").empty());
  return d;
}

TableSheet totals(std::array<int, 5> t, int deals) {
  TableSheet s;
  s.totalsOnly = true;
  s.totals = t;
  s.dealsPlayed = deals;
  return s;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("a sheet that does not sum to zero is refused, naming its table and position", "[tournament]") {
  Document d = smallTournament();
  const std::size_t events = d.events().size();
  const std::string why = d.append(sheetEvent(1, 2, totals({100, -50, -30, -10, 0}, 3)), 3000, "saisie");
  CHECK(contains(why, "position 1, table 2"));
  CHECK(contains(why, "sum to 10, not zero"));
  CHECK(d.events().size() == events);
  CHECK_FALSE(d.state().positions[0].sheets[1].entered);
  // A deal no real deal can give (4 players: no half point) is refused with the deal's number.
  Rng rng(5);
  TableSheet bad = randomSheet(&rng, 4, 3);
  bad.deals[1].entry.input.attackHalfPoints = 101;
  const std::string why2 = d.append(sheetEvent(1, 1, bad), 3001, "saisie");
  CHECK(contains(why2, "position 1, table 1: deal 2:"));
  CHECK(d.append(sheetEvent(1, 1, totals({100, -50, -30, -20, 0}, 3)), 3002, "saisie").empty());
  // A total on a seat nobody holds, a table that does not exist, a position not started.
  CHECK(contains(d.append(sheetEvent(1, 2, totals({0, 0, 0, -10, 10}, 3)), 1, "x"), "empty seat"));
  CHECK(contains(d.append(sheetEvent(1, 3, totals({0, 0, 0, 0, 0}, 3)), 1, "x"), "2 tables"));
  CHECK(contains(d.append(sheetEvent(2, 1, totals({0, 0, 0, 0, 0}, 3)), 1, "x"), "not started"));
  CHECK(contains(d.append(sheetEvent(1, 1, totals({0, 0, 0, 0, 0}, 3)), 1, "x"), "already entered"));
}

TEST_CASE("deal counts that differ from the settings and missing sheets are listed", "[tournament]") {
  Document d = smallTournament();
  Rng rng(9);
  REQUIRE(d.append(sheetEvent(1, 1, randomSheet(&rng, 4, 2)), 3000, "saisie").empty());
  const Ranking r = rankAfter(d.state(), 2);
  std::vector<std::string> issues;
  for (const Issue& i : r.issues) issues.push_back(i.text());
  REQUIRE(issues.size() == 3);
  CHECK(issues[0] == "position 1, table 1: 2 deals played, 3 expected");
  CHECK(issues[1] == "position 1, table 2: the sheet is missing");
  CHECK(issues[2] == "position 2: not started");
  // An annulled deal does not count as played.
  TableSheet withAnnulled = randomSheet(&rng, 4, 3);
  withAnnulled.deals[0].annulled = true;
  REQUIRE(d.append(sheetEvent(1, 2, withAnnulled), 3001, "saisie").empty());
  const Ranking r2 = rankAfter(d.state(), 1);
  REQUIRE(r2.issues.size() == 2);
  CHECK(r2.issues[1].text() == "position 1, table 2: 2 deals played, 3 expected");
  // Closing needs every sheet; then a sheet is refused but the arbitrator still corrects (article 28).
  Document d2 = smallTournament();
  REQUIRE(d2.append(sheetEvent(1, 1, randomSheet(&rng, 4, 3)), 1, "s").empty());
  CHECK(contains(d2.append(closePositionEvent(1), 2, "arbitre"), "table 2 is missing"));
  REQUIRE(d2.append(sheetEvent(1, 2, randomSheet(&rng, 4, 3)), 3, "s").empty());
  CHECK(d2.append(closePositionEvent(1), 4, "arbitre").empty());
  CHECK(d2.append(correctSheetEvent(1, 2, randomSheet(&rng, 4, 3), "deal 2 misread"), 5, "arbitre").empty());
}

TEST_CASE("a correction keeps the old sheet visible and the file replays to the same state", "[tournament]") {
  Document d = smallTournament();
  const TableSheet first = totals({120, -40, -40, -40, 0}, 3), second = totals({90, -30, -30, -30, 0}, 3);
  REQUIRE(d.append(sheetEvent(1, 1, first), 3000, "saisie").empty());
  CHECK(contains(d.append(correctSheetEvent(1, 1, second, ""), 3001, "arbitre"), "needs its reason"));
  CHECK(contains(d.append(correctSheetEvent(1, 2, second, "x"), 3001, "arbitre"), "no sheet to correct"));
  REQUIRE(d.append(correctSheetEvent(1, 1, second, "North's score misread"), 3002, "arbitre").empty());
  const SheetRecord& rec = d.state().positions[0].sheets[0];
  REQUIRE(rec.replaced.size() == 1);
  CHECK(rec.replaced[0] == first);
  CHECK(rec.sheet == second);
  CHECK(rec.reasons == std::vector<std::string>{"North's score misread"});
  Penalty pe;
  pe.article = "chapitre 4";
  pe.kind = "telephone";
  pe.points = 500;
  pe.player = 3;
  pe.position = 1;
  pe.reason = "used during the position";
  REQUIRE(d.append(penaltyEvent(pe), 3003, "arbitre").empty());
  REQUIRE(d.append(lateArrivalEvent(5, 7), 3004, "arbitre").empty());
  REQUIRE(d.append(withdrawalEvent(6, 1), 3005, "arbitre").empty());
  const std::string file = d.toJson();
  Document back;
  REQUIRE(back.loadJson(file) == "");
  CHECK(back.state() == d.state());
  CHECK(back.toJson() == file);
  REQUIRE(back.events().size() == d.events().size());
  CHECK(back.events().back().author == "arbitre");
  CHECK(back.events().back().at == 3005);
  // The state differs when an event differs: the comparison can fail.
  Document other;
  REQUIRE(other.loadJson(file) == "");
  REQUIRE(other.append(penaltyEvent(pe), 3006, "arbitre").empty());
  CHECK_FALSE(other.state() == d.state());
}

TEST_CASE("corrupt, foreign, future and truncated files are refused with a reason and nothing changes", "[tournament]") {
  Document d = smallTournament();
  Rng rng(3);
  REQUIRE(d.append(sheetEvent(1, 1, randomSheet(&rng, 4, 3)), 3000, "saisie").empty());
  const std::string file = d.toJson();
  Document target = newTournament(settingsOf(1, 1), 4);
  const std::string before = target.toJson();
  auto refused = [&](const std::string& text, const std::string& part) {
    const std::string why = target.loadJson(text);
    INFO(why);
    CHECK(contains(why, part));
    CHECK(target.toJson() == before);
  };
  refused("{\"format\":", "not JSON (line 1, column");
  refused(file.substr(0, file.size() / 2), "not JSON");
  refused("{\"format\":\"tarot-sheet\",\"version\":1,\"events\":[]}", "not a tournament file");
  refused("[1,2]", "not a tournament file");
  refused("{\"format\":\"tarot-tournament\",\"version\":2,\"events\":[]}", "newer version (2");
  refused("{\"format\":\"tarot-tournament\",\"version\":1}", "\"events\"");
  std::string badSheet = file;
  const std::size_t at = badSheet.find("\"half_points\":");
  REQUIRE(at != std::string::npos);
  badSheet.replace(at, 14, "\"half_points\":999,\"x\":");
  refused(badSheet, "event 11 (sheet): position 1, table 1: deal 1: \"half_points\": must be from 0 to 182");
  std::string unknown = file;
  unknown.replace(unknown.find("\"start_position\""), 16, "\"start_positio\"");
  refused(unknown, "event 10 (start_positio): unknown event kind");
}

TEST_CASE("refused events leave the document as it was", "[tournament]") {
  Document d = smallTournament();
  const std::string before = d.toJson();
  const State state = d.state();
  CHECK(contains(d.append(createEvent("again", settingsOf(1, 1)), 1, "x"), "already created"));
  CHECK(contains(d.append(startPositionEvent(3, rotation(2, 3)), 1, "x"), "next position to start is 2"));
  PositionSeating twice = rotation(2, 2);
  twice[1].seat[West] = twice[0].seat[North];
  CHECK(contains(d.append(startPositionEvent(2, twice), 1, "x"), "seated twice"));
  PositionSeating stranger = rotation(2, 2);
  stranger[0].seat[South] = 42;
  CHECK(contains(d.append(startPositionEvent(2, stranger), 1, "x"), "no player number 42"));
  CHECK(contains(d.append(lateArrivalEvent(99, 5), 1, "x"), "no player number 99"));
  CHECK(contains(d.append(registerEvent("", "", ""), 1, "x"), "needs a name"));
  Settings fewer = settingsOf(0, 4);
  CHECK(contains(d.append(settingsEvent(fewer), 1, "x"), "\"positions\": must be from 1"));
  CHECK(d.toJson() == before);
  CHECK(d.state() == state);
  // A settings change: accepted while it keeps the positions started and what they played (their deal count, their
  // movement, their coefficient); more positions are accepted.
  Rng rng(4);
  REQUIRE(d.append(sheetEvent(1, 1, randomSheet(&rng, 4, 3)), 1, "s").empty());
  REQUIRE(d.append(startPositionEvent(2, rotation(2, 2)), 1, "x").empty());
  CHECK(d.append(settingsEvent(settingsOf(1, 3)), 1, "x") == "2 positions are already started");
  CHECK(d.lastRejection().code == RejectionCode::PositionsStarted);
  CHECK(d.append(settingsEvent(settingsOf(3, 5)), 1, "x") == "the deals per position cannot change once position 2 has started");
  CHECK(d.lastRejection().code == RejectionCode::SettingsChangePast);
  CHECK(d.lastRejection().b == int(SettingsPart::DealsPerPosition));
  Settings later = settingsOf(3, d.state().settings.dealsPerPosition);
  later.sessions = {Session{1, 100}, Session{2, 110}};
  CHECK(contains(d.append(settingsEvent(later), 1, "x"), "a coefficient cannot change"));
  later.sessions = {Session{1, 100}, Session{3, 110}};
  later.movements = d.state().settings.movements;
  later.movements.resize(3, "fft");
  REQUIRE(d.append(settingsEvent(later), 1, "x").empty());
  CHECK(!d.lastRejection());
  CHECK(d.state().settings.positions == 3);
  CHECK(d.state().settings.sessions.back().firstPosition == 3);
  Document empty;
  CHECK(contains(empty.append(registerEvent("A", "", ""), 1, "x"), "created first"));
}

TEST_CASE("the draw: seeded, the champion North at table 1, tables of 3, chosen orientations, teams", "[tournament]") {
  for (int players : {8, 9, 10, 11, 12, 40}) {
    Document d = newTournament(settingsOf(6, 4), players);
    DrawRequest rq;
    rq.seed = 77;
    rq.champion = players == 9 ? 0 : 5;  // 9 players: three tables of 3, no North at table 1
    PositionSeating a, b;
    REQUIRE(drawStartPositions(d.state(), rq, &a).english() == "");
    REQUIRE(drawStartPositions(d.state(), rq, &b).english() == "");
    CHECK(a == b);
    CHECK(a[0].seat[North] == rq.champion);
    std::set<int> seen;
    int ofThree = 0;
    for (std::size_t t = 0; t < a.size(); ++t) {
      for (int p : a[t].seat)
        if (p) CHECK(seen.insert(p).second);
      if (a[t].players() == 3) {
        ++ofThree;
        CHECK(a[t].seat[North] == 0);
        CHECK(t + std::size_t(ofThree) > a.size() - std::size_t((4 - players % 4) % 4));  // the highest tables
      }
    }
    CHECK(int(seen.size()) == players);
    CHECK(ofThree == (4 - players % 4) % 4);
    CHECK(d.append(drawEvent(DrawMethod::Random, 77, rq.champion, a), 1, "arbitre").empty());
  }
  {
    Document nine = newTournament(settingsOf(6, 4), 9);
    DrawRequest rq;
    rq.champion = 5;
    PositionSeating a;
    CHECK(drawStartPositions(nine.state(), rq, &a).english() == "table 1 has no North");
    Document five = newTournament(settingsOf(6, 4), 5);
    CHECK(drawStartPositions(five.state(), DrawRequest{}, &a).english() == "5 players: no start positions of tables of 3 and 4");
  }
  Document d = newTournament(settingsOf(6, 4), 16);
  DrawRequest rq;
  rq.method = DrawMethod::Chosen;
  rq.seed = 3;
  rq.chosen = {{1, East}, {2, East}, {3, West}};
  PositionSeating s;
  REQUIRE(drawStartPositions(d.state(), rq, &s).english() == "");
  for (const auto& c : rq.chosen) {
    bool found = false;
    for (const TableSeating& t : s) found = found || t.seat[c.second] == c.first;
    CHECK(found);
  }
  rq.chosen = {{1, East}, {2, East}, {3, East}, {4, East}, {5, East}};
  CHECK(drawStartPositions(d.state(), rq, &s).english() == "5 players chose E for 4 seats");
  CHECK(contains(d.append(drawEvent(DrawMethod::Manual, 0, 2, rotation(4, 1)), 1, "arbitre"), "article 25"));
  // The arbitrator's placing: everyone once, the champion North at table 1.
  rq = DrawRequest{};
  rq.method = DrawMethod::Manual;
  rq.manual = rotation(4, 1);
  rq.champion = 1;
  REQUIRE(drawStartPositions(d.state(), rq, &s).english() == "");
  CHECK(s == rotation(4, 1));
  rq.manual[3].seat[West] = 1;
  CHECK(drawStartPositions(d.state(), rq, &s).english() == "player 1 is placed 2 times");
  CHECK(d.append(drawEvent(DrawMethod::Manual, 0, 1, rotation(4, 1)), 1, "arbitre").empty());
  CHECK(d.state().start == rotation(4, 1));
  // Teams of 4: a whole table each.
  Document four;
  Settings fs = settingsOf(6, 4);
  fs.formula = Formula::Team4;
  REQUIRE(four.append(createEvent("Equipes", fs), 1, "a").empty());
  for (int p = 1; p <= 12; ++p) REQUIRE(four.append(registerEvent("P", "", "", "T" + std::to_string((p + 3) / 4)), 1, "a").empty());
  DrawRequest fr;
  fr.seed = 5;
  REQUIRE(drawStartPositions(four.state(), fr, &s).english() == "");
  REQUIRE(s.size() == 3);
  for (const TableSeating& t : s)
    for (int o = South; o <= West; ++o)
      CHECK(four.state().players[std::size_t(t.seat[o] - 1)].team == four.state().players[std::size_t(t.seat[North] - 1)].team);
  REQUIRE(four.append(registerEvent("P", "", "", "T9"), 1, "a").empty());
  CHECK(drawStartPositions(four.state(), fr, &s).english() == "team \"T9\" has 1 players, not 4");
  // Duos: teammates at N/S or E/W of one table.
  Document duo;
  Settings ds = settingsOf(6, 4);
  ds.formula = Formula::Duo;
  REQUIRE(duo.append(createEvent("Duo", ds), 1, "a").empty());
  for (int p = 1; p <= 16; ++p) REQUIRE(duo.append(registerEvent("P", "", "", "D" + std::to_string((p + 1) / 2)), 1, "a").empty());
  DrawRequest dr;
  dr.seed = 11;
  dr.champion = 7;
  REQUIRE(drawStartPositions(duo.state(), dr, &s).english() == "");
  CHECK((s[0].seat[North] == 7 || s[0].seat[South] == 7));
  for (const TableSeating& t : s) {
    CHECK(duo.state().players[std::size_t(t.seat[North] - 1)].team == duo.state().players[std::size_t(t.seat[South] - 1)].team);
    CHECK(duo.state().players[std::size_t(t.seat[East] - 1)].team == duo.state().players[std::size_t(t.seat[West] - 1)].team);
  }
}

TEST_CASE("a player who withdrew is seated no more; the chapter 4 penalties", "[tournament]") {
  Document d = smallTournament();
  REQUIRE(d.append(withdrawalEvent(3, 1), 1, "arbitre").empty());
  CHECK(contains(d.append(startPositionEvent(2, rotation(2, 2)), 2, "arbitre"), "player 3 withdrew after position 1"));
  CHECK(contains(d.append(withdrawalEvent(3, 1), 1, "arbitre"), "already withdrawn"));
  const Penalty phone = standardPenalty(PenaltyKind::Phone, 2, 1, "a call during the position");
  CHECK((phone.points == 500 && phone.kind == "telephone" && phone.player == 2 && phone.position == 1));
  CHECK(standardPenalty(PenaltyKind::RepeatedFault, 1, 0, "").points == 100);
  // A lost sheet: 400 points to each of the table's players at that position (table 2 at position 1: 5 to 8).
  const std::vector<Penalty> lost = lostSheetPenalties(d.state(), 1, 2, "sheet not handed back");
  REQUIRE(lost.size() == 4);
  std::set<int> who;
  for (const Penalty& p : lost) {
    CHECK(p.points == 400);
    who.insert(p.player);
    REQUIRE(d.append(penaltyEvent(p), 3, "arbitre").empty());
  }
  CHECK(who == std::set<int>{5, 6, 7, 8});
  CHECK(lostSheetPenalties(d.state(), 1, 3, "").empty());
  CHECK(lostSheetPenalties(d.state(), 2, 1, "").empty());
  const Ranking r = rankAfter(d.state(), 1);
  for (const PlayerLine& l : r.lines) CHECK(l.points == (l.player >= 5 ? -400 : 0));
}

TEST_CASE("every cut and thousands of damaged copies of a file are refused or read, never more", "[tournament]") {
  Document d = smallTournament();
  Rng rng(21);
  REQUIRE(d.append(sheetEvent(1, 1, randomSheet(&rng, 4, 3)), 3, "s").empty());
  REQUIRE(d.append(sheetEvent(1, 2, totals({10, -10, 30, -30, 0}, 3)), 4, "s").empty());
  const std::string file = d.toJson();
  for (std::size_t cut = 0; cut < file.size(); ++cut) {
    Document back;
    const std::string why = back.loadJson(file.substr(0, cut));
    INFO(cut);
    CHECK(!why.empty());
    CHECK(back.events().empty());
  }
  int read = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string damaged = file;
    for (int k = 1 + int(rng.below(3)); k > 0; --k)
      damaged[rng.below(std::uint32_t(damaged.size()))] = "0123456789-,:{}[]\"ax "[rng.below(21)];
    Document back;
    const std::string why = back.loadJson(damaged);
    if (why.empty()) {
      ++read;
      CHECK(back.toJson().size() > 0);
    } else {
      CHECK(back.events().empty());
    }
  }
  CHECK(read < 3000);
}
