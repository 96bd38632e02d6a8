// The past games kept on the device (saved_games.h): archive a finished match, list, open, delete; a corrupt
// index is reported and replaced at the next change; the index written by earlier versions still reads.
#include "client/saved_games.h"
#include "client/memory_storage.h"
#include <catch2/catch_test_macros.hpp>
#include <map>

using namespace tarot;
using namespace tarot::client;

namespace {

Match finishedMatch(std::uint64_t seed) {
  MatchSettings s;
  s.deals = 1;
  s.autoplay = true;
  Match m;
  m.startMatch(s, seed, 0.0);
  double now = 0;
  for (int i = 0; i < 100000 && !m.matchOver(); ++i) {
    now += 0.5;
    m.update(now);
    if (m.dealFinished() && !m.matchOver()) m.nextDeal(now);
  }
  REQUIRE(m.matchOver());
  return m;
}

}  // namespace

TEST_CASE("Past games: archive, list, open, delete", "[client]") {
  client::MemoryStorage store;
  store.kept[kCurrentMatchKey] = "{}";
  SavedGames games(store.storage());
  CHECK(games.list().games.empty());
  const Match a = finishedMatch(1), b = finishedMatch(2);
  REQUIRE(games.archive(a, "2024-05-01 20:00") == nullptr);
  CHECK(store.kept.count(kCurrentMatchKey) == 0);  // the finished match is no longer "in progress"
  REQUIRE(games.archive(b, "2024-05-02 21:00") == nullptr);
  GamesIndex index = games.list();
  REQUIRE(index.games.size() == 2);
  CHECK_FALSE(index.corrupt);
  CHECK(index.games[0].date == "2024-05-01 20:00");
  REQUIRE(index.games[0].totals.size() == 4);
  CHECK(index.games[0].totals[0].first == a.settings().names[0]);
  CHECK(index.games[0].totals[0].second == a.totals()[0]);
  CHECK(index.games[1].deals == 1);
  Match opened;
  std::string why;
  REQUIRE(games.open(index.games[1].id, 0.0, &opened, &why) == nullptr);
  CHECK(opened.saveJson() == b.saveJson());
  games.remove(index.games[0].id);
  index = games.list();
  REQUIRE(index.games.size() == 1);
  CHECK(index.games[0].id != "");
  CHECK(games.open("no-such-game", 0.0, &opened, &why) != nullptr);
}

TEST_CASE("Past games: a corrupt index is reported, then replaced; lines without an id are dropped", "[client]") {
  client::MemoryStorage store;
  SavedGames games(store.storage());
  store.kept["games/index"] = "[{\"id\":";
  GamesIndex index = games.list();
  CHECK(index.corrupt);
  CHECK(index.games.empty());
  REQUIRE(games.archive(finishedMatch(3), "") == nullptr);
  index = games.list();
  CHECK_FALSE(index.corrupt);
  CHECK(index.games.size() == 1);
  // The index as the previous version wrote it, with a line lacking its id.
  store.kept["games/index"] =
      "[{\"id\":\"12-8\",\"date\":\"2024-01-01 10:00\",\"names\":[\"Vous\",\"Camille\",\"Hugo\"],\"totals\":[10,-5,-5],"
      "\"deals\":8},{\"date\":\"x\"}]";
  index = games.list();
  REQUIRE(index.games.size() == 1);
  CHECK(index.games[0].id == "12-8");
  CHECK(index.games[0].totals[2] == std::pair<std::string, int>("Hugo", -5));
  CHECK(store.kept["games/index"].find("\"x\"") == std::string::npos);  // rewritten without the bad line
}

TEST_CASE("Damaged saves of the match in progress: kept aside as they are, never twice, never overwritten",
          "[client][link]") {
  client::MemoryStorage store;
  SavedGames games(store.storage());
  CHECK(games.setAsideUnreadable(0));  // nothing saved: nothing to do
  CHECK_FALSE(games.unreadable(nullptr));
  // A readable match stays where it is.
  Match m;
  m.startMatch(MatchSettings(), 7, 0.0);
  store.kept[kCurrentMatchKey] = m.saveJson();
  CHECK(games.setAsideUnreadable(0));
  CHECK(store.text(kCurrentMatchKey) == m.saveJson());
  CHECK_FALSE(games.unreadable(nullptr));
  // A damaged one goes aside, its text unchanged; the same text found again is not kept twice.
  store.kept[kCurrentMatchKey] = "not a match";
  CHECK(games.setAsideUnreadable(0));
  CHECK_FALSE(store.has(kCurrentMatchKey));
  std::string text;
  REQUIRE(games.unreadable(&text));
  CHECK(text == "not a match");
  store.kept[kCurrentMatchKey] = "not a match";
  CHECK(games.setAsideUnreadable(0));
  CHECK_FALSE(store.has("match/unreadable-2"));
  // Other damaged texts fill the other keys; with all nine kept, a tenth stays in place (nothing may save over it).
  for (int k = 2; k <= kUnreadableSlots; ++k) {
    store.kept[kCurrentMatchKey] = "damaged " + std::to_string(k);
    CHECK(games.setAsideUnreadable(0));
    CHECK(store.text("match/unreadable-" + std::to_string(k)) == "damaged " + std::to_string(k));
  }
  store.kept[kCurrentMatchKey] = "damaged 10";
  CHECK_FALSE(games.setAsideUnreadable(0));
  CHECK(store.text(kCurrentMatchKey) == "damaged 10");
  // Deleted one at a time, the first kept first.
  games.removeUnreadable();
  REQUIRE(games.unreadable(&text));
  CHECK(text == "damaged 2");
  CHECK(games.setAsideUnreadable(0));  // room again: the tenth goes where the first was
  CHECK(store.text(kUnreadableMatchKey) == "damaged 10");
}
