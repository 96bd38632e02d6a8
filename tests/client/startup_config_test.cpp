// The start-up settings read from the page's query (client/startup_config.h): valid values taken, invalid ones
// ignored with a warning; the person's default name in the chosen language.
#include "client/startup_config.h"
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
