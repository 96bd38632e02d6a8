// The person's settings kept on the device (client/player_settings.h): JSON both ways, bad values keep defaults.
#include "client/player_settings.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

TEST_CASE("Player settings: JSON round trip, bad values keep their defaults", "[client][settings]") {
  PlayerSettings s;
  s.speed = 2.0f;
  s.cardSize = CardSize::Large;
  s.trumpsRight = true;
  s.suitOrder = 2;
  s.confirmPlay = true;
  s.chelem = ChelemQuestion::Always;
  CHECK(settingsFromJson(settingsToJson(s)) == s);
  CHECK(settingsFromJson("") == PlayerSettings());
  CHECK(settingsFromJson("[1,2]") == PlayerSettings());
  const PlayerSettings bad = settingsFromJson(R"({"speed": 99, "card_size": 7, "suit_order": -1, "confirm_play": "yes", "chelem": "always"})");
  CHECK(bad.speed == 1.0f);
  CHECK(bad.cardSize == CardSize::Medium);
  CHECK(bad.suitOrder == 0);
  CHECK_FALSE(bad.confirmPlay);
  CHECK(bad.chelem == ChelemQuestion::Always);
}

TEST_CASE("Player settings: what an older version saved still reads, members it lacked keep their defaults",
          "[client][settings]") {
  // Before the suit order, the confirmation tap and the chelem question existed; plus a member since dropped.
  const PlayerSettings old = settingsFromJson(R"({"speed": 0.5, "card_size": 2, "trumps_right": true, "sound": false})");
  CHECK(old.speed == 0.5f);
  CHECK(old.cardSize == CardSize::Large);
  CHECK(old.trumpsRight);
  CHECK(old.suitOrder == 0);
  CHECK_FALSE(old.confirmPlay);
  CHECK(old.chelem == ChelemQuestion::WhenPossible);
  // A member written as null reads as missing.
  CHECK(settingsFromJson(R"({"speed": null, "suit_order": 1})").suitOrder == 1);
}
