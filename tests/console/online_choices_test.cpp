// The online play's choices of a tournament (tournament::onlineSettingsCheck, the settings' change check): duplicate
// deals, bots and a position's clock only for a tournament played online, bots or tables of 5 but not both, the
// clock within 0 to 600 minutes, and none of them changed once a position has started; each refusal worded in
// French and English by the console, and nothing kept when refused.
#include "client/console/console.h"
#include "client/memory_storage.h"
#include "tournament/events.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;
using namespace tarot::tournament;

namespace {

Settings onlineSettings(int minutes) {
  Settings s = testing::settingsOf(2, 2);
  s.online = s.duplicate = s.bots = true;
  s.minutes = minutes;
  return s;
}

}  // namespace

TEST_CASE("the online choices are checked by the library and refused in the person's language",
          "[console][online_position]") {
  client::MemoryStorage store;
  Console fr(store.storage());
  Settings notOnline = testing::settingsOf(2, 2);
  notOnline.duplicate = true;
  CHECK(fr.create("Open", notOnline, 1) ==
        "Les donnes identiques, les robots et l'horloge de position sont pour un tournoi joué en ligne");
  CHECK_FALSE(fr.open());
  notOnline.duplicate = false;
  notOnline.minutes = 30;
  CHECK_FALSE(fr.create("Open", notOnline, 1).empty());
  Settings both = onlineSettings(30);
  both.tablesOf5 = true;
  Console en(store.storage(), Lang::English);
  CHECK(en.create("Open", both, 1) == "Bots fill the tables of 3 to 4, or tables of 5 take the extra players: not both");
  CHECK(en.create("Open", onlineSettings(601), 1) == "A position's clock has 0 to 600 minutes");
  CHECK(fr.create("Open", onlineSettings(601), 1) == "L'horloge d'une position a de 0 à 600 minutes");
  CHECK_FALSE(en.open());
  // The server reads the same settings and refuses the same way (the English sentence of the refusal).
  State dry;
  CHECK(applyEvent(&dry, createEvent("Open", onlineSettings(601))) == "a position's clock has 0 to 600 minutes");
  CHECK_FALSE(dry.created);

  // Accepted: kept in the file with the document.
  REQUIRE(en.create("Online night", onlineSettings(45), 1).empty());
  CHECK(en.state().settings.online);
  CHECK(en.state().settings.duplicate);
  CHECK(en.state().settings.bots);
  CHECK(en.state().settings.minutes == 45);
  // Until a position has started they change (here: tables of 3 and no clock, then back).
  Settings next = en.state().settings;
  next.bots = false;
  next.minutes = 0;
  REQUIRE(en.changeSettings(next, 2).empty());
  CHECK_FALSE(en.state().settings.bots);
  next.tablesOf5 = next.bots = true;
  CHECK(en.changeSettings(next, 3) == "Bots fill the tables of 3 to 4, or tables of 5 take the extra players: not both");
  next.tablesOf5 = false;
  next.minutes = 45;
  REQUIRE(en.changeSettings(next, 3).empty());
  REQUIRE(en.registerList("A\nB\nC\nD\nE\nF\nG\nH\n", 4).empty());
  REQUIRE(en.draw(7, 0, 5).empty());
  REQUIRE(en.startNextPosition(6).empty());
  // Once a position has started: none of them changes; the other settings still may.
  const std::size_t events = en.document().events().size();
  for (int k = 0; k < 4; ++k) {
    Settings late = en.state().settings;
    if (k == 0) late.online = false, late.duplicate = late.bots = false, late.minutes = 0;
    if (k == 1) late.duplicate = false;
    if (k == 2) late.bots = false;
    if (k == 3) late.minutes = 50;
    INFO("change " << k);
    CHECK(en.changeSettings(late, 7) == "The online play cannot change: position 1 has started");
  }
  CHECK(en.document().events().size() == events);
  Console fr2(store.storage());
  REQUIRE(fr2.resume().empty());
  Settings late = fr2.state().settings;
  late.minutes = 50;
  CHECK(fr2.changeSettings(late, 8) == "Le jeu en ligne ne peut plus changer\u00a0: la position 1 a commencé (article 28)");
  Settings more = fr2.state().settings;
  more.positions = 3;
  more.movements.push_back("fft");
  CHECK(fr2.changeSettings(more, 8).empty());
}
