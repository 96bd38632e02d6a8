// Saves written by the version before the match layer (the screen's GameController, commit a25b9a5) still load and
// play on to the same result: each file was saved mid-match by that version, which then loaded it into a fresh
// match (fresh bots, as when a player reopens the page), played on to the end and printed the totals written below
// (person 0 acting by a fixed rule, the others by their bots). data/saves/generate_previous_version.cpp.txt is the
// program that wrote them, built against that commit's sources. The scorer sheet of that version loads too.
#include "match/match.h"
#include "match/scoresheet.h"
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <sstream>

using namespace tarot;
using namespace tarot::match;

namespace {

std::string readSave(const std::string& name) {
  std::ifstream in(std::string(TAROT_TEST_DATA) + "/match/data/saves/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Person 0 acts by the same fixed rule as when the files were written: pass, no poignée, the first legal card.
void personActs(Match& m, double now) {
  if (!m.humanToAct(now)) return;
  const GameState& g = m.state();
  Action a = g.legalActions().front();
  if (g.phase() == Phase::Bidding) a = Action::bid(Contract::Pass);
  else if (g.awaitingPoignee()) a = Action::poignee(PoigneeSize::None, {});
  CHECK_FALSE(m.humanAct(a, now));
}

}  // namespace

TEST_CASE("Matches saved by the previous version load and play on to the same totals", "[match][saves]") {
  struct Expected {
    const char* file;
    int dealsPlayed;
    std::array<int, kMaxPlayers> totals;
  };
  const Expected cases[] = {
      {"match_3p_middeal.json", 2, {{578, -1156, 578, 0, 0}}},
      {"match_4p_middeal.json", 1, {{580, -1740, 580, 580, 0}}},
      {"match_5p_middeal.json", 2, {{-32, -1384, 280, 568, 568}}},
      {"match_5at4_middeal.json", 1, {{40, -534, 250, 122, 122}}},
      {"match_4p_finished.json", 2, {{552, -1656, 552, 552, 0}}},
  };
  for (const Expected& e : cases) {
    INFO(e.file);
    const std::string text = readSave(e.file);
    REQUIRE(!text.empty());
    Match m;
    std::string why;
    REQUIRE(m.loadJson(text, 0, &why) == nullptr);
    CHECK(m.dealsPlayed() == e.dealsPlayed);
    CHECK(m.settings().names[0] == "Łukasz \"Lu\"");
    double now = 0;
    for (long i = 0; i < 2000000 && !m.matchOver(); ++i) {
      now += 0.25;
      m.update(now);
      personActs(m, now);
      if (m.dealFinished() && !m.matchOver()) m.nextDeal(now);
    }
    REQUIRE(m.matchOver());
    CHECK(m.totals() == e.totals);
  }
}

TEST_CASE("A scorer sheet saved by the previous version loads", "[match][saves]") {
  int people = 0;
  std::array<std::string, kMaxPlayers> names{};
  std::vector<ScorerEntry> entries;
  REQUIRE(scorerFromJson(readSave("scorer_4p.json"), &people, &names, &entries) == nullptr);
  CHECK(people == 4);
  CHECK(names[3] == "D");
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].input.contract == Contract::Garde);
  CHECK(entries[0].input.bouts == 2);
  CHECK(entries[1].input.attackHalfPoints == 80);
}
