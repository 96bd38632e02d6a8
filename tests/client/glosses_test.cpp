// The English glosses of the French terms (client/glosses.h): said the first time each term comes up (the bids at
// the person's first bid, the bouts and the Excuse at the end of a deal, a petit au bout when there is one), kept
// on the screen while the term is in view, never said again once seen (kept with the person's settings across
// matches and pages), and never in French.
#include "client/controller.h"
#include "client/glosses.h"
#include "client/memory_storage.h"
#include <algorithm>
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

namespace {

MatchSettings englishMatch(Lang lang = Lang::English) {
  MatchSettings s;
  s.people = 4;
  s.deals = 2;
  s.seed = 12;
  s.seedGiven = true;
  s.speed = 4.0f;
  s.lang = lang;
  return s;
}

// Ticks until the person is to bid; the view then.
SeatView untilPersonBids(Controller& c, double* now) {
  for (int i = 0; i < 20000; ++i) {
    c.tick(*now += 1.0 / 60);
    const SeatView v = c.view();
    if (v.toAct && v.phase == Phase::Bidding) return v;
  }
  FAIL("the person never came to bid");
  return SeatView();
}

bool has(const std::string& line, const char* words) { return line.find(words) != std::string::npos; }

// A deal over, made with the petit au bout by the attack.
SeatView dealOverWithPetitAuBout() {
  SeatView v;
  v.phase = Phase::Over;
  v.dealFinished = true;
  v.result.taker = 0;
  v.result.contract = Contract::Garde;
  v.result.petitAuBout = Camp::Attack;
  return v;
}

}  // namespace

TEST_CASE("Glosses: the person's first bid in English glosses the bids offered, once, across matches", "[client][glosses]") {
  MemoryStorage store;
  double now = 10;
  {
    Controller c(store.host());
    c.tick(now);
    REQUIRE(c.dispatch(Intent::form(Intent::Kind::StartMatch, englishMatch())).empty());
    const SeatView v = untilPersonBids(c, &now);
    const std::string line = c.glossLine();
    INFO(line);
    // Every bid the person may make is named in the line, with what it means.
    for (const Action& a : v.legal) {
      if (a.contract() == Contract::Pass) continue;
      const Text word = a.contract() == Contract::Prise ? Text::Prise : a.contract() == Contract::Garde ? Text::Garde
                        : a.contract() == Contract::GardeSans ? Text::GardeSans : Text::GardeContre;
      CHECK(has(line, tr(Lang::English, word)));
    }
    CHECK(has(line, "chien"));
    // Marked seen in the settings kept on the device.
    const PlayerSettings kept = settingsFromJson(store.text(kSettingsKey));
    CHECK((kept.glossesSeen & termBit(Term::GardeContre)) != 0);
    // Still shown while the person has not bid (the next frames).
    c.tick(now += 1.0 / 60);
    CHECK(c.glossLine() == line);
    // Bid: the bids leave the screen, and their gloss with them.
    for (const Action& a : v.legal)
      if (a.contract() == Contract::Prise || (a.contract() == Contract::Pass && v.legal.size() == 1)) {
        REQUIRE(c.dispatch(Intent::act(a)).empty());
        break;
      }
    c.tick(now += 1.0 / 60);
    if (!c.view().toAct || c.view().phase != Phase::Bidding) CHECK(c.glossLine().empty());
  }
  // The page opened again, another match: the bids already glossed are not glossed again.
  Controller again(store.host());
  again.tick(now);
  REQUIRE(again.dispatch(Intent::form(Intent::Kind::StartMatch, englishMatch())).empty());
  untilPersonBids(again, &now);
  CHECK_FALSE(has(again.glossLine(), "Garde contre"));
}

TEST_CASE("Glosses: none in French, and nothing marked seen there", "[client][glosses]") {
  MemoryStorage store;
  double now = 10;
  Controller c(store.host());
  c.tick(now);
  REQUIRE(c.dispatch(Intent::form(Intent::Kind::StartMatch, englishMatch(Lang::French))).empty());
  untilPersonBids(c, &now);
  CHECK(c.glossLine().empty());
  CHECK(settingsFromJson(store.text(kSettingsKey)).glossesSeen == 0u);
}

TEST_CASE("Glosses: the end of a deal glosses the bouts, the Excuse and a petit au bout, while in view", "[client][glosses]") {
  Glosses g;
  unsigned seen = 0;
  const SeatView over = dealOverWithPetitAuBout();
  CHECK(g.observe(Lang::English, over, &seen));
  CHECK(seen == (termBit(Term::Bouts) | termBit(Term::Excuse) | termBit(Term::PetitAuBout)));
  CHECK(has(g.line(), "Bouts (oudlers)"));
  CHECK(has(g.line(), "Excuse:"));
  CHECK(has(g.line(), "Petit au bout:"));
  CHECK_FALSE(has(g.line(), "Chelem"));  // no chelem in this deal
  // Three terms, three lines.
  CHECK(std::count(g.line().begin(), g.line().end(), '\n') == 2);
  // The next frame: the same line, nothing newly seen.
  CHECK_FALSE(g.observe(Lang::English, over, &seen));
  CHECK(has(g.line(), "Petit au bout:"));
  // The next deal (nothing to gloss), then another deal's end: said once only.
  CHECK_FALSE(g.observe(Lang::English, SeatView(), &seen));
  CHECK(g.line().empty());
  CHECK_FALSE(g.observe(Lang::English, over, &seen));
  CHECK(g.line().empty());
  // An annulled deal (all passed) counts no bouts: nothing to gloss.
  unsigned none = 0;
  SeatView annulled = over;
  annulled.result.annulled = Annulment::AllPassed;
  CHECK_FALSE(g.observe(Lang::English, annulled, &none));
  CHECK(none == 0u);
}

TEST_CASE("Glosses: the terms seen are kept with the settings, and settings saved before them read as none seen",
          "[client][glosses]") {
  PlayerSettings s;
  s.glossesSeen = termBit(Term::Poignee) | termBit(Term::Chelem);
  CHECK(settingsFromJson(settingsToJson(s)).glossesSeen == s.glossesSeen);
  CHECK(settingsFromJson(R"({"speed":2,"card_size":1,"trumps_right":false,"suit_order":0,"confirm_play":false,"chelem":"always"})")
            .glossesSeen == 0u);
  CHECK(allGlosses().size() == size_t(kTermCount));
}
