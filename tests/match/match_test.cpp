// The match without a screen: translations complete, save and restore, whole matches with bots.
#include "engine/random_play.h"
#include "match/match.h"
#include "match/translations.h"
#include "site/words.h"
#include <catch2/catch_test_macros.hpp>
#include <regex>
#include <cstring>

using namespace tarot;
using namespace tarot::match;

TEST_CASE("The language codes; the game's own keys read from the game's table", "[match][translations]") {
  // The game's table alone: what the game's page carries (tests/words/translations_test.cpp covers every table).
  for (const Text t : {Text::AppTitle, Text::Refused, Text::OnlineCreate, Text::LinkNotUnderstood, Text::DealSkipHint})
    for (int l = 0; l < kLangCount; ++l) {
      INFO("key " << int(t) << ", language " << langCode(Lang(l)));
      CHECK(hasTranslation(Lang(l), t));
    }
  Lang lang = Lang::French;
  CHECK(parseLang("en", &lang));
  CHECK(lang == Lang::English);
  CHECK_FALSE(parseLang("de", &lang));
  CHECK(lang == Lang::English);
}


namespace {
// Lets the bots play a match (autoplay) until more than `cards` cards of its second deal are played; returns the
// clock reached.
double playIntoSecondDeal(Match& g, int cards) {
  double now = 0;
  for (int i = 0; i < 200000 && !(g.dealsPlayed() == 1 && g.state().playedCount() > cards); ++i) {
    now += 0.5;
    g.update(now);
    if (g.dealFinished() && !g.matchOver()) g.nextDeal(now);
  }
  return now;
}
}  // namespace

TEST_CASE("A match saved mid-deal restores exactly; corrupt saves are refused", "[match]") {
  MatchSettings s;
  s.people = 4;
  s.deals = 3;
  s.autoplay = true;
  Match g;
  g.startMatch(s, 99, 0.0);
  // Let the bots play until the middle of the second deal.
  const double now = playIntoSecondDeal(g, 20);
  REQUIRE(g.dealsPlayed() >= 1);
  const std::string saved = g.saveJson();
  Match h;
  std::string why;
  REQUIRE(h.loadJson(saved, now, &why) == nullptr);
  CHECK(h.saveJson() == saved);
  CHECK(h.state().playedCount() == g.state().playedCount());
  for (int seat = 0; seat < 4; ++seat) CHECK(h.state().hand(seat) == g.state().hand(seat));
  CHECK(h.totals() == g.totals());

  Match k;
  CHECK(k.loadJson(saved.substr(0, saved.size() / 2), now, &why) != nullptr);
  CHECK(why.find("corrupt") != std::string::npos);
  CHECK(k.loadJson("{\"format\":\"other\"}", now, &why) != nullptr);
  std::string v2 = saved;
  v2.replace(v2.find("\"version\":1"), 11, "\"version\":9");
  CHECK(k.loadJson(v2, now, &why) != nullptr);
  CHECK(why.find("version") != std::string::npos);
  // A card changed in the deal in progress: the replay refuses it.
  std::string tampered = saved;
  const size_t cur = tampered.find("\"current\"");
  REQUIRE(cur != std::string::npos);
  const size_t play = tampered.find("\"play\":[\"", cur);
  REQUIRE(play != std::string::npos);
  tampered.replace(play + 9, 2, "ZZ");
  CHECK(k.loadJson(tampered, now, &why) != nullptr);
  CHECK_FALSE(k.active());
}

TEST_CASE("A match saved without its first deals restores with them given apart; a wrong count is refused", "[match]") {
  MatchSettings s;
  s.people = 5;
  s.deals = 3;
  s.autoplay = true;
  Match g;
  g.startMatch(s, 41, 0.0);
  const double now = playIntoSecondDeal(g, 20);
  REQUIRE(g.history().size() >= 1);
  const std::string whole = g.saveJson();
  const std::size_t kept = g.history().size();
  const std::string rest = g.saveJson(kept);
  CHECK(rest.size() < whole.size());
  std::vector<std::string> earlier;
  for (std::size_t i = 0; i < kept; ++i) earlier.push_back(g.historyEntryJson(i));
  Match h;
  std::string why;
  REQUIRE(h.loadJson(rest, now, &why, earlier) == nullptr);
  CHECK(h.saveJson() == whole);
  CHECK(h.loadJson(whole, now, &why) == nullptr);   // nothing left out: nothing to give
  Match k;
  CHECK(k.loadJson(rest, now, &why) != nullptr);
  CHECK(why.find("continues after") != std::string::npos);
  earlier.back().replace(earlier.back().find("\"dealer\""), 8, "\"dealor\"");
  CHECK(k.loadJson(rest, now, &why, earlier) != nullptr);
  CHECK_FALSE(k.active());
}

TEST_CASE("Saves with seeds as strings (as written) or as JSON integers load alike, 64 bits exactly", "[match]") {
  MatchSettings s;
  s.people = 3;
  s.deals = 2;
  s.autoplay = true;
  s.seedGiven = true;
  s.seed = 18446744073709551614ull;  // 2^64 - 2: the second deal's seed is the largest one
  Match g;
  g.startMatch(s, 7, 0.0);
  const double now = playIntoSecondDeal(g, 10);
  REQUIRE(g.dealsPlayed() == 1);
  const std::string saved = g.saveJson();
  CHECK(saved.find("\"seed\":\"18446744073709551615\"") != std::string::npos);
  const std::string asIntegers = std::regex_replace(saved, std::regex("\"(seed|match_seed)\":\"([0-9]+)\""), "\"$1\":$2");
  REQUIRE(asIntegers != saved);
  REQUIRE(asIntegers.find("\"seed\":18446744073709551615") != std::string::npos);
  Match h;
  std::string why;
  REQUIRE(h.loadJson(asIntegers, now, &why) == nullptr);
  CHECK(h.saveJson() == saved);
  for (int seat = 0; seat < 3; ++seat) CHECK(h.state().hand(seat) == g.state().hand(seat));
}

TEST_CASE("A full match with bots: zero-sum deals, ranking, events", "[match]") {
  for (int people = 3; people <= 5; ++people) {
    MatchSettings s;
    s.people = people;
    s.deals = 2;
    s.autoplay = true;
    if (people == 5) s.mode = TableMode::FiveAtFour;
    Match g;
    g.startMatch(s, 5, 0.0);
    double now = 0;
    int events = 0;
    for (int i = 0; i < 100000 && !g.matchOver(); ++i) {
      now += 0.5;
      g.update(now);
      events += int(g.takeEvents().size());
      if (g.dealFinished() && !g.matchOver()) g.nextDeal(now);
    }
    events += int(g.takeEvents().size());
    REQUIRE(g.matchOver());
    CHECK(g.dealsPlayed() == 2);
    int sum = 0;
    for (int p = 0; p < people; ++p) sum += g.totals()[p];
    CHECK(sum == 0);
    CHECK(events >= 3);  // two deal ends (plus annulled deals) and the match end
    for (const DealEntry& e : g.history())
      if (people == 5 && e.annulled == Annulment::None) CHECK(e.personScores[e.dealerPerson] == 0);
    CHECK(g.ranking().size() == size_t(people));
  }
}

