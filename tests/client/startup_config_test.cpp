// The start-up settings read from the page's query (client/startup_config.h): valid values taken, invalid ones
// ignored with a warning; the person's default name in the chosen language.
#include "client/startup_config.h"
#include "client/standings_page.h"
#include "client/table_phone.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

TEST_CASE("URL configuration: valid values taken, invalid ones ignored with a warning", "[client]") {
  StartupConfig c = parseStartupQuery("?lang=en&players=5&seed=42&deals=3&name=Ana%20B&bots=beginner,random&club=Club%20de%20Lyon&accent=%23123456&start=1");
  CHECK(c.settings.lang == Lang::English);
  CHECK(c.settings.people == 5);
  CHECK(c.settings.seedGiven);
  CHECK(c.settings.seed == 42);
  CHECK(c.settings.deals == 3);
  CHECK(c.settings.names[0] == "Ana B");
  CHECK(c.settings.levels[1] == BotLevel::Beginner);
  CHECK(c.settings.levels[2] == BotLevel::Random);
  CHECK(c.settings.club == "Club de Lyon");
  CHECK(c.accent == 0x123456);
  CHECK(c.start);
  CHECK(c.warnings.empty());
  const std::string bad[] = {"players=9", "players=four", "seed=-1", "seed=1e9", "deals=0", "deals=1000", "lang=de",
                       "speed=nan", "speed=100", "bots=god", "name=", "name=%ZZ", "accent=red", "name=<script>",
                       "unknown=1", "five_at_four=2", "%", "players=", "club=" + std::string(60, 'x')};
  for (const std::string& q : bad) {
    const StartupConfig d = parseStartupQuery(q);
    INFO(q);
    CHECK_FALSE(d.warnings.empty());
    CHECK(d.settings.people >= 3);
    CHECK(d.settings.people <= 5);
    CHECK(d.settings.deals >= 1);
  }
}

TEST_CASE("The person's default name speaks the chosen language; a given name is kept", "[client]") {
  CHECK(parseStartupQuery("").settings.names[0] == "Vous");
  CHECK(parseStartupQuery("lang=en").settings.names[0] == "You");
  CHECK(parseStartupQuery("lang=en&name=Anne").settings.names[0] == "Anne");
  CHECK(parseStartupQuery("name=Anne&lang=fr").settings.names[0] == "Anne");
}

TEST_CASE("One query reader: percent-decoding, repeated keys, bad input refused with a reason", "[client][query]") {
  const QueryParams q = readQuery("?name=Ana%20Lu&club=Club+de+Lyon&x&&tournament=abc%2Fd&name=%C3%89lise&empty=");
  REQUIRE(q.problems.empty());
  REQUIRE(q.pairs.size() == 6);  // the empty pair between && is no pair
  CHECK(q.pairs[0] == std::make_pair(std::string("name"), std::string("Ana Lu")));
  CHECK(*q.last("club") == "Club de Lyon");
  CHECK(*q.last("x") == "");
  CHECK(*q.last("tournament") == "abc/d");
  CHECK(*q.last("name") == "\xC3\x89lise");  // the last of a repeated key
  CHECK(q.all("name") == std::vector<std::string>{"Ana Lu", "\xC3\x89lise"});
  CHECK(q.all("absent").empty());
  CHECK(q.last("absent") == nullptr);
  CHECK(*q.last("empty") == "");
  // A pair badly encoded is left out with its reason; the others stay.
  const QueryParams bad = readQuery("lang=en&name=%zz&seed=%4&players=4");
  CHECK(bad.pairs.size() == 2);
  REQUIRE(bad.problems.size() == 2);
  CHECK(bad.problems[0] == "badly encoded parameter ignored");
  CHECK(*bad.last("players") == "4");
  const QueryParams huge = readQuery("name=" + std::string(5000, 'a'));
  CHECK(huge.pairs.empty());
  REQUIRE(huge.problems.size() == 1);
  CHECK(huge.problems[0] == "query too long: ignored");
  // The start-up, the standings page and a table's phone read through it.
  const StartupConfig c = parseStartupQuery("lang=fr&name=%zz&lang=en");
  CHECK(c.settings.lang == Lang::English);
  CHECK(c.warnings.front() == "badly encoded parameter ignored");
  const StandingsPage page = standingsPage("?view=standings&tournament=7qh2m0xkz4n9pb1wc8r%74");
  CHECK(page.wanted);
  CHECK(page.tournament == "7QH2M0XKZ4N9PB1WC8RT");
  CHECK_FALSE(standingsPage("view=standings&view=console").wanted);  // the last value counts
  const std::string key = "0123456789abcdef0123456789abcdef";
  TableLinkInfo l;
  std::string why;
  REQUIRE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=%32&table=3&key=" + key, &l, &why));
  CHECK(l.position == 2);
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&table=4&key=" + key, &l, &why));
  CHECK(why == "\"table\" is given twice with different values");
  CHECK(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&table=3&key=" + key, &l, &why));
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3", &l, &why));
  CHECK(why == "a table's link names tournament, position, table and key");
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=2&table=3&key=12", &l, &why));
  CHECK(why == "\"key\": 32 hexadecimal digits");
  CHECK_FALSE(parseTableLink("tournament=7QH2M0XKZ4N9PB1WC8RT&position=0&table=3&key=" + key, &l, &why));
  CHECK(why == "\"position\": 1 to 99");
}
