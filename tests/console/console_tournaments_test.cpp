// Several tournaments side by side at the console (client/console/tournament_list.cpp): each with its own save
// (document, drafts, register links, club state), listed newest date first, opened, closed, deleted; a save of the
// console of one tournament opens as the first of the list with nothing lost; each night's date and season.
#include "client/console/console.h"
#include "client/memory_storage.h"
#include "tournament/tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::console;

namespace {

// The caller's clock (ms since 1970, local time) at some evenings of the 2026-2027 season and one of July 2026.
constexpr std::int64_t kFriday1400 = 1795788000000;    // 2026-11-27 14:00
constexpr std::int64_t kFriday2030 = 1795811400000;    // 2026-11-27 20:30
constexpr std::int64_t kNextFriday = 1796416200000;    // 2026-12-04 20:30
constexpr std::int64_t kJuly = 1783713600000;          // 2026-07-10 20:00

std::vector<std::string> names(const Console& c) {
  std::vector<std::string> out;
  for (const TournamentEntry& e : c.tournaments()) out.push_back(e.name);
  return out;
}

int idOf(const Console& c, const std::string& name) {
  for (const TournamentEntry& e : c.tournaments())
    if (e.name == name) return e.id;
  return 0;
}

}  // namespace

TEST_CASE("a save of the console of one tournament opens as the first of the list, nothing lost", "[console]") {
  // The keys and texts a console of one tournament wrote: the document, a draft, the register links, the club.
  tournament::Document doc;
  REQUIRE(doc.append(tournament::createEvent("Vendredi", tournament::testing::settingsOf(2, 2)), kFriday2030, "arbitre").empty());
  for (const char* n : {"Anne", "Bruno", "Chloé", "Denis"})
    REQUIRE(doc.append(tournament::registerEvent(n, "", "", ""), kFriday2030 + 1000, "arbitre").empty());
  client::MemoryStorage store;
  store.kept["tournament"] = doc.toJson();
  store.kept["tournament/members"] = "{\"members\":[0,0,0,0]}";
  store.kept["tournament/club"] =
      "{\"server\":\"https://club.example\",\"tournament\":\"ABCD\",\"director_key\":\"k\",\"held\":5,\"keys\":[],"
      "\"player_keys\":[]}";
  Console c(store.storage());
  REQUIRE(c.resume().empty());
  CHECK(store.totalWrites == 0);  // read, not rewritten
  REQUIRE(c.open());
  CHECK(c.state().name == "Vendredi");
  CHECK(c.state().players.size() == 4);
  CHECK(c.club().code == "ABCD");
  CHECK(c.club().held == 5);
  REQUIRE(c.tournaments().size() == 1);
  CHECK(c.current() == 1);
  CHECK(c.tournaments()[0].name == "Vendredi");
  CHECK(c.nightDate() == "2026-11-27");  // the day it was created
  CHECK(c.nightSeason() == 2026);        // November: the season 2026-2027

  // A second tournament keeps the first's save as it is.
  const std::string first = store.kept["tournament"];
  REQUIRE(c.create("Samedi", tournament::testing::settingsOf(2, 2), kNextFriday).empty());
  CHECK(store.kept["tournament"] == first);
  CHECK(store.kept.count("tournament/club") == 1);
  REQUIRE(c.openTournament(1).empty());
  CHECK(c.state().players.size() == 4);
  CHECK(c.club().code == "ABCD");
}

TEST_CASE("several tournaments side by side: each its own save, listed newest first", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage(), match::Lang::English);
  REQUIRE(c.resume().empty());
  CHECK(c.tournaments().empty());
  // An afternoon and an evening the same Friday, then next Friday's prepared.
  REQUIRE(c.create("Afternoon", tournament::testing::settingsOf(1, 2), kFriday1400).empty());
  REQUIRE(c.registerList("Anne\nBruno\nChloé\nDenis\n", kFriday1400 + 1).empty());
  REQUIRE(c.draw(7, 0, kFriday1400 + 2).empty());
  REQUIRE(c.startNextPosition(kFriday1400 + 3).empty());
  match::ScorerEntry deal;
  deal.taker = 0;
  deal.input.contract = Contract::Garde;
  deal.input.bouts = 2;
  deal.input.attackHalfPoints = 2 * 50;
  REQUIRE(c.addDraftDeal(1, 1, deal).empty());
  REQUIRE(c.create("Evening", tournament::testing::settingsOf(2, 2), kFriday2030).empty());
  CHECK(c.state().players.empty());
  CHECK(c.draft(1, 1).deals.empty());  // the afternoon's draft stays with the afternoon
  REQUIRE(c.registerList("Émile\nFanny\nGaston\n", kFriday2030 + 1).empty());
  REQUIRE(c.create("Next Friday", tournament::testing::settingsOf(3, 2), kNextFriday).empty());
  CHECK(names(c) == std::vector<std::string>{"Next Friday", "Evening", "Afternoon"});
  CHECK(c.tournaments()[0].date == "2026-12-04");
  CHECK(c.tournaments()[2].date == "2026-11-27");

  // Opening the afternoon finds its players, position and draft; a reload opens the one open last.
  REQUIRE(c.openTournament(idOf(c, "Afternoon")).empty());
  CHECK(c.state().name == "Afternoon");
  CHECK(c.state().players.size() == 4);
  CHECK(c.positionsStarted() == 1);
  CHECK(c.draft(1, 1).deals.size() == 1);
  {
    Console again(store.storage(), match::Lang::English);
    REQUIRE(again.resume().empty());
    CHECK(again.state().name == "Afternoon");
    CHECK(again.draft(1, 1).deals.size() == 1);
    CHECK(names(again) == names(c));
  }
  // Closed: nothing open, the list stays, and a reload opens nothing.
  c.closeTournament();
  CHECK(!c.open());
  CHECK(c.tournaments().size() == 3);
  {
    Console again(store.storage(), match::Lang::English);
    REQUIRE(again.resume().empty());
    CHECK(!again.open());
    CHECK(again.tournaments().size() == 3);
  }

  // Deleting the evening takes its save and its line; the others keep theirs.
  const int evening = idOf(c, "Evening");
  REQUIRE(evening > 1);
  const std::string key = "tournament." + std::to_string(evening);
  CHECK(store.kept.count(key) == 1);
  REQUIRE(c.deleteTournament(evening).empty());
  CHECK(store.kept.count(key) == 0);
  CHECK(store.kept.count(key + "/members") == 0);
  CHECK(names(c) == std::vector<std::string>{"Next Friday", "Afternoon"});
  CHECK(!c.deleteTournament(evening).empty());  // no longer there
  Console after(store.storage(), match::Lang::English);
  REQUIRE(after.resume().empty());
  CHECK(names(after) == std::vector<std::string>{"Next Friday", "Afternoon"});
  REQUIRE(after.openTournament(idOf(after, "Next Friday")).empty());
  CHECK(after.state().settings.positions == 3);
  // Deleting the open one closes it.
  REQUIRE(after.deleteTournament(after.current()).empty());
  CHECK(!after.open());
  CHECK(names(after) == std::vector<std::string>{"Afternoon"});
}

TEST_CASE("a night names its date and its season", "[console]") {
  client::MemoryStorage store;
  Console c(store.storage());
  CHECK(c.nightDate().empty());
  CHECK(!c.setNight("2026-11-27", 0).empty());  // nothing open
  REQUIRE(c.create("Été", tournament::testing::settingsOf(1, 1), kJuly).empty());
  // July belongs to the season that started the September before (the licence year runs to 31 August).
  CHECK(c.nightDate() == "2026-07-10");
  CHECK(c.nightSeason() == 2025);
  // The arbitrator counts it in the next season instead: a neighbour of the date's, accepted and kept.
  REQUIRE(c.setNight("2026-07-10", 2026).empty());
  CHECK(c.nightSeason() == 2026);
  // Refused: not a date, a season far from the date's; in French and in English.
  CHECK(c.setNight("27/11/2026", 0) == "«\u00a027/11/2026\u00a0» n'est pas une date\u00a0: écrivez-la AAAA-MM-JJ (2026-11-27).");
  CHECK(c.setNight("2026-13-01", 0).find("n'est pas une date") != std::string::npos);
  CHECK(c.setNight("2026-11-27", 2029) == "La saison 2029-2030 n'est ni celle du 2026-11-27 ni une voisine.");
  c.setLang(match::Lang::English);
  CHECK(c.setNight("2026-11-27", 2024) == "The season 2024-2025 is neither the one of 2026-11-27 nor next to it.");
  CHECK(c.nightDate() == "2026-07-10");
  CHECK(c.nightSeason() == 2026);
  // Moved to a Friday of November: the season is that date's again when it is the one given.
  REQUIRE(c.setNight("2026-11-27", 2026).empty());
  Console again(store.storage());
  REQUIRE(again.resume().empty());
  CHECK(again.nightDate() == "2026-11-27");
  CHECK(again.nightSeason() == 2026);
  CHECK(again.tournaments()[0].season == 0);  // saved as "the date's season"
}
