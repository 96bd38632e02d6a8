// The duplicate ranking (matchpoints among the holders of the same cards): one hand's matchpoints and a position of
// three tables checked cell by cell, bots compared and not ranked, a document's sheets with a bot's seat, and a
// random battery ranked against a second computation written here (counting better and equal holders per player).
#include "engine/rng.h"
#include "tournament/duplicate.h"
#include "tournament/ranking.h"
#include "tournament/table_sheet.h"
#include "tournament_helpers.h"
#include <catch2/catch_test_macros.hpp>
#include <algorithm>
#include <map>

using namespace tarot;
using namespace tarot::tournament;
using namespace tarot::tournament::testing;

namespace {

DuplicateTable tableOf(std::array<int, 5> players, std::array<bool, 5> holds, std::vector<std::array<int, 5>> deals) {
  DuplicateTable t;
  t.player = players;
  t.holds = holds;
  t.deals = std::move(deals);
  return t;
}

const DuplicateLine* lineOf(const DuplicateRanking& r, int player) {
  for (const DuplicateLine& l : r.lines)
    if (l.player == player) return &l;
  return nullptr;
}

}  // namespace

TEST_CASE("duplicate: one hand's matchpoints, 2 to the better of each pair, 1 each when equal", "[tournament][duplicate]") {
  CHECK(dealMatchpoints({10, 20, 20, -5}) == std::vector<long>{2, 5, 5, 0});
  CHECK(dealMatchpoints({7}) == std::vector<long>{0});
  CHECK(dealMatchpoints({3, 3, 3}) == std::vector<long>{2, 2, 2});
  CHECK(dealMatchpoints({-100, 50, 1000}) == std::vector<long>{0, 2, 4});
}

TEST_CASE("duplicate: three tables of four, one with a bot, two deals, cell by cell", "[tournament][duplicate]") {
  const std::array<bool, 5> four{true, true, true, true, false};
  // Deal 1 and 2 scores by orientation N, S, E, W (each table's deal sums to zero).
  const DuplicateTable t1 = tableOf({1, 2, 3, 4, 0}, four, {{{75, -25, -25, -25, 0}}, {{-50, 150, -50, -50, 0}}});
  const DuplicateTable t2 = tableOf({5, 6, 7, 8, 0}, four, {{{-90, 30, 30, 30, 0}}, {{-50, 150, -50, -50, 0}}});
  const DuplicateTable t3 = tableOf({9, 10, 11, 0, 0}, four, {{{75, -25, -25, -25, 0}}, {{60, 60, -180, 60, 0}}});
  const DuplicateRanking r = rankDuplicateTables({{t1, t2, t3}});
  REQUIRE(r.lines.size() == 11);  // the bot at table 3 West is not ranked
  // Deal 1, North: 75, -90, 75 -> 3, 0, 3. South/East/West: -25, 30, -25 -> 1, 4, 1.
  // Deal 2, North: -50, -50, 60 -> 1, 1, 4. South: 150, 150, 60 -> 3, 3, 0. East: -50, -50, -180 -> 3, 3, 0.
  // West: -50, -50, 60 (the bot) -> 1, 1, 4.
  const std::map<int, long> expected{{1, 4}, {2, 4}, {3, 4}, {4, 2}, {5, 1}, {6, 7}, {7, 7}, {8, 5},
                                     {9, 7}, {10, 1}, {11, 1}};
  for (const auto& e : expected) {
    const DuplicateLine* l = lineOf(r, e.first);
    REQUIRE(l);
    CHECK(l->matchpoints == e.second);
    CHECK(l->maxMatchpoints == 8);
    CHECK(l->deals == 2);
  }
  CHECK(lineOf(r, 9)->points == 135);
  // Places: 7 for players 6, 7 and 9 (shared 1st), 5 for 8 (4th), 4 for 1, 2, 3 (5th), 2 for 4, 1 for 5, 10, 11.
  CHECK(r.lines[0].place == 1);
  CHECK(r.lines[0].shared);
  CHECK(r.lines[2].place == 1);
  CHECK(lineOf(r, 8)->place == 4);
  CHECK_FALSE(lineOf(r, 8)->shared);
  CHECK(lineOf(r, 1)->place == 5);
  CHECK(lineOf(r, 4)->place == 8);
  CHECK(lineOf(r, 5)->place == 9);
  CHECK(lineOf(r, 5)->shared);
}

TEST_CASE("duplicate: tables of different sizes hold different hands, a deal not played gives nothing",
          "[tournament][duplicate]") {
  const std::array<bool, 5> four{true, true, true, true, false}, three{false, true, true, true, false};
  const DuplicateTable t1 = tableOf({1, 2, 3, 4, 0}, four, {{{30, -10, -10, -10, 0}}, {{-30, 10, 10, 10, 0}}});
  const DuplicateTable t2 = tableOf({5, 6, 7, 8, 0}, four, {{{-30, 10, 10, 10, 0}}});  // the clock stopped deal 2
  const DuplicateTable t3 = tableOf({0, 9, 10, 11, 0}, three, {{{0, 40, -20, -20, 0}}, {{0, 40, -20, -20, 0}}});
  const DuplicateRanking r = rankDuplicateTables({{t1, t2, t3}}, 3);
  CHECK(r.first == 3);
  CHECK(r.last == 3);
  CHECK(lineOf(r, 1)->matchpoints == 2);
  CHECK(lineOf(r, 1)->maxMatchpoints == 2);  // deal 2 had no other holder
  CHECK(lineOf(r, 1)->deals == 2);
  CHECK(lineOf(r, 5)->matchpoints == 0);
  CHECK(lineOf(r, 5)->deals == 1);
  CHECK(lineOf(r, 9)->matchpoints == 0);     // alone with those hands (tables of 3)
  CHECK(lineOf(r, 9)->maxMatchpoints == 0);
  CHECK(lineOf(r, 9)->points == 80);
}

TEST_CASE("duplicate: a document's sheets, a bot's seat marked on the sheet, kept in the file",
          "[tournament][duplicate]") {
  Document d = newTournament(settingsOf(1, 2), 7);
  PositionSeating seating(2);
  seating[0].seat = {1, 2, 3, 4, 0};
  seating[1].seat = {0, 5, 6, 7, 0};  // a table of 3 filled to 4 by a bot at North
  REQUIRE(d.append(startPositionEvent(1, seating), 10, "arbitre").empty());
  TableSheet s1, s2;
  SheetDeal garde;
  garde.entry.dealer = 0;
  garde.entry.taker = 0;
  garde.entry.input.contract = Contract::Garde;
  garde.entry.input.bouts = 2;
  garde.entry.input.attackHalfPoints = 104;  // North makes a garde by 11: (25 + 11) x 2 = 72, x3 = 216
  SheetDeal annulled;
  annulled.annulled = true;
  s1.deals = {garde, annulled};
  s2.deals = {garde, garde};
  s2.bots[North] = true;
  CHECK(checkSheet(s2, seating[1]).empty());
  TableSheet s3 = s2;
  s3.deals[0].entry.taker = 3;                       // West, the fourth person: there with the bot only
  CHECK(checkSheet(s3, seating[1]).empty());
  s3.bots[North] = false;
  CHECK_FALSE(checkSheet(s3, seating[1]).empty());
  REQUIRE(d.append(sheetEvent(1, 1, s1), 11, "table 1").empty());
  REQUIRE(d.append(sheetEvent(1, 2, s2), 12, "table 2").empty());
  Document back;
  REQUIRE(back.loadJson(d.toJson()).empty());
  CHECK(back.state().positions[0].sheets[1].sheet.bots[North]);
  CHECK_FALSE(back.state().positions[0].sheets[0].sheet.bots[North]);
  const std::vector<DuplicateTable> tables = duplicateTables(back.state(), 1);
  REQUIRE(tables.size() == 2);
  CHECK(tables[1].player[North] == 0);
  CHECK(tables[1].holds[North]);
  REQUIRE(tables[1].deals.size() == 2);
  CHECK(tables[1].deals[0][North] == 216);
  CHECK(tables[1].deals[0][South] == -72);
  CHECK(tables[0].deals[1] == std::array<int, 5>{});  // annulled: 0 for everyone
  const DuplicateRanking r = rankDuplicate(back.state(), 1, 1);
  CHECK(r.lines.size() == 7);
  CHECK(lineOf(r, 1)->matchpoints == 1 + 0);  // deal 1 equal with the bot; deal 2 (0) below the bot's 216
  CHECK(lineOf(r, 2)->matchpoints == 1 + 2);
  // The plain ranking's recap counts the bot's bilan: the position sums to zero.
  const Ranking plain = rankAfter(back.state(), 1);
  REQUIRE(plain.recap.size() == 1);
  CHECK(plain.recap[0].sum == 0);
}

TEST_CASE("duplicate: random positions ranked against a second computation", "[tournament][duplicate]") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Rng rng(seed * 7919);
    const int positions = 1 + int(rng.below(3));
    std::vector<std::vector<DuplicateTable>> all;
    int nextPlayer = 1;
    for (int p = 0; p < positions; ++p) {
      const int tables = 1 + int(rng.below(6));
      const int deals = 1 + int(rng.below(5));
      std::vector<DuplicateTable> ts;
      for (int t = 0; t < tables; ++t) {
        DuplicateTable table;
        const int size = rng.below(5) == 0 ? 3 : rng.below(5) == 0 ? 5 : 4;
        for (int o = 0; o < size; ++o) {
          const int orient = size == 3 ? o + 1 : o;
          table.holds[std::size_t(orient)] = true;
          // Players reappear over positions; now and then a bot.
          table.player[std::size_t(orient)] = rng.below(6) == 0 ? 0 : 1 + int(rng.below(std::uint32_t(nextPlayer + 3)));
        }
        nextPlayer += 2;
        const int played = rng.below(4) == 0 ? int(rng.below(std::uint32_t(deals + 1))) : deals;
        for (int k = 0; k < played; ++k) {
          std::array<int, 5> sc{};
          for (int o = 0; o < 5; ++o)
            if (table.holds[std::size_t(o)]) sc[std::size_t(o)] = (int(rng.below(7)) - 3) * 10;
          table.deals.push_back(sc);
        }
        ts.push_back(table);
      }
      all.push_back(ts);
    }
    const DuplicateRanking r = rankDuplicateTables(all);
    // The second computation: for each seat of each table and each deal it played, count the holders of the same
    // hand (same deal, same table size, same orientation, any other table or seat) who scored less and the same.
    std::map<int, long> mp, maxMp, dealsOf;
    std::map<int, std::vector<long>> perPosition;
    long handTotal = 0, handMaxTotal = 0;
    for (std::size_t p = 0; p < all.size(); ++p)
      for (std::size_t t = 0; t < all[p].size(); ++t) {
        const DuplicateTable& a = all[p][t];
        const long sizeA = std::count(a.holds.begin(), a.holds.end(), true);
        for (int o = 0; o < 5; ++o) {
          if (!a.holds[std::size_t(o)]) continue;
          const int who = a.player[std::size_t(o)];
          if (who > 0) perPosition[who].resize(all.size(), 0);
          for (std::size_t k = 0; k < a.deals.size(); ++k) {
            long lower = 0, equal = 0, others = 0;
            for (std::size_t u = 0; u < all[p].size(); ++u) {
              const DuplicateTable& b = all[p][u];
              if (u == t || std::count(b.holds.begin(), b.holds.end(), true) != sizeA || k >= b.deals.size()) continue;
              ++others;
              const int mine = a.deals[k][std::size_t(o)], theirs = b.deals[k][std::size_t(o)];
              lower += theirs < mine;
              equal += theirs == mine;
            }
            const long got = 2 * lower + equal;
            handTotal += got;
            handMaxTotal += 2 * others;
            if (who <= 0) continue;
            mp[who] += got;
            maxMp[who] += 2 * others;
            ++dealsOf[who];
            perPosition[who][p] += got;
          }
        }
      }
    CHECK(handTotal * 2 == handMaxTotal);  // every pair shares 2 matchpoints
    REQUIRE(r.lines.size() == perPosition.size());
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
      const DuplicateLine& l = r.lines[i];
      CHECK(l.matchpoints == mp[l.player]);
      CHECK(l.maxMatchpoints == maxMp[l.player]);
      CHECK(l.deals == dealsOf[l.player]);
      CHECK(l.positionMatchpoints == perPosition[l.player]);
      // The place: one more than the players with more matchpoints.
      long better = 0;
      for (const auto& e : mp) better += e.second > l.matchpoints;
      CHECK(l.place == better + 1);
      if (i > 0) CHECK(r.lines[i - 1].matchpoints >= l.matchpoints);
    }
  }
}

TEST_CASE("online settings: written only when chosen, read back, absent in older files", "[tournament][duplicate]") {
  Settings s = settingsOf(3, 2);
  const std::string plain = settingsToJson(s).dump();
  CHECK(plain.find("online") == std::string::npos);
  CHECK(plain.find("minutes") == std::string::npos);
  s.online = true;
  s.duplicate = true;
  s.bots = true;
  s.minutes = 25;
  Settings back;
  REQUIRE(settingsFromJson(settingsToJson(s), &back).empty());
  CHECK(back == s);
  CHECK(back.minutes == 25);
  Settings old;
  json::Value v;
  std::string why;
  REQUIRE(json::parse(plain, &v, &why));
  REQUIRE(settingsFromJson(v, &old).empty());
  CHECK_FALSE(old.online);
  CHECK_FALSE(old.duplicate);
  CHECK_FALSE(old.bots);
  CHECK(old.minutes == 0);
  json::Value bad = settingsToJson(s);
  bad.set("minutes", -3);
  CHECK_FALSE(settingsFromJson(bad, &back).empty());
}

