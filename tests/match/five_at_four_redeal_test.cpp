// Five people at a four-player table: after an all-pass deal the person sitting out deals again ("Chaque joueur est
// « mort » à tour de rôle dans le sens du jeu, et procède à la distribution tant que personne ne prend"); at 3, 4
// and 5 players proper an all-pass deal passes the deal on. Saves from before the rule go on as they were begun.
#include "match/match.h"
#include <catch2/catch_test_macros.hpp>
#include <string>

using namespace tarot;
using namespace tarot::match;

namespace {

MatchSettings settingsFor(int people, TableMode mode, int deals) {
  MatchSettings s;
  s.people = people;
  s.mode = mode;
  s.deals = deals;
  s.autoplay = true;
  s.speed = 4.0f;
  for (auto& l : s.levels) l = BotLevel::Beginner;
  return s;
}

void playOn(Match& m, double* now, int untilHistory) {
  for (int i = 0; i < 400000 && !m.matchOver() && int(m.history().size()) < untilHistory; ++i) {
    *now += 0.5;
    m.update(*now);
    if (m.dealFinished() && !m.matchOver() && int(m.history().size()) < untilHistory) m.nextDeal(*now);
  }
}

// Checks each deal's dealer against the one before; returns the all-pass deals seen (not the last deal's).
int checkDealers(const Match& m, bool redeal) {
  const auto& h = m.history();
  int allPass = 0;
  for (std::size_t i = 0; i + 1 < h.size(); ++i) {
    const bool passed = h[i].annulled == Annulment::AllPassed;
    allPass += passed;
    INFO("deal " << i << (passed ? " all passed" : ""));
    const int want = passed && redeal ? h[i].dealerPerson : nextDealer(m.settings().people, h[i].dealerPerson);
    CHECK(h[i + 1].dealerPerson == want);
  }
  return allPass;
}

}  // namespace

TEST_CASE("Five at four: the person sitting out deals again after an all-pass deal", "[match][five_at_four]") {
  int allPass = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Match m;
    m.startMatch(settingsFor(5, TableMode::FiveAtFour, 6), seed, 0.0);
    double now = 0;
    playOn(m, &now, 1000);
    REQUIRE(m.matchOver());
    allPass += checkDealers(m, true);
  }
  CHECK(allPass >= 5);  // the battery did meet all-pass deals
}

TEST_CASE("At 3, 4 and 5 players an all-pass deal passes the deal on", "[match][five_at_four]") {
  int allPass = 0;
  for (int people = 3; people <= 5; ++people)
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      Match m;
      m.startMatch(settingsFor(people, TableMode::Standard, 5), seed, 0.0);
      double now = 0;
      playOn(m, &now, 1000);
      REQUIRE(m.matchOver());
      allPass += checkDealers(m, false);
    }
  CHECK(allPass >= 5);
}

TEST_CASE("Five at four: the rule survives a save; a save from before the rule goes on the old way",
          "[match][five_at_four][saves]") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 40 && checked < 3; ++seed) {
    Match m;
    m.startMatch(settingsFor(5, TableMode::FiveAtFour, 12), seed, 0.0);
    double now = 0;
    // Play until the last finished deal is an all-pass one, then save before the next deal.
    for (int deals = 1; deals <= 12 && !m.matchOver(); ++deals) {
      playOn(m, &now, deals);
      if (m.dealFinished() && m.history().back().annulled == Annulment::AllPassed) break;
    }
    if (m.matchOver() || m.history().empty() || m.history().back().annulled != Annulment::AllPassed) continue;
    ++checked;
    const int sittingOut = m.history().back().dealerPerson;
    const std::string save = m.saveJson();
    REQUIRE(save.find("\"same_dealer_after_all_pass\":true") != std::string::npos);
    Match again;
    std::string why;
    REQUIRE(again.loadJson(save, now, &why) == nullptr);
    again.nextDeal(now);
    CHECK(again.history().back().dealerPerson == sittingOut);
    CHECK(again.seating().dealerPerson == sittingOut);
    // The same save as the previous version wrote it (no such field): the deal passes on.
    std::string old = save;
    old.erase(old.find(",\"same_dealer_after_all_pass\":true"), std::string(",\"same_dealer_after_all_pass\":true").size());
    Match before;
    REQUIRE(before.loadJson(old, now, &why) == nullptr);
    before.nextDeal(now);
    CHECK(before.seating().dealerPerson == nextDealer(5, sittingOut));
    CHECK_FALSE(before.saveJson().find("same_dealer_after_all_pass") != std::string::npos);
  }
  CHECK(checked == 3);
}
