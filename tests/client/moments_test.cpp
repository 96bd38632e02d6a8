// The controller's part in the game's moments: the cards dealt at a deal's start are shown unless the device asks
// for reduced motion, and a tap (the SkipDeal intent) passes them.
#include "client/controller.h"
#include "client/memory_storage.h"
#include <catch2/catch_test_macros.hpp>

using namespace tarot;
using namespace tarot::client;

namespace {

MatchSettings twoDeals() {
  MatchSettings s;
  s.deals = 2;
  s.seedGiven = true;
  s.seed = 99;
  return s;
}

}  // namespace

TEST_CASE("Controller: the deal shown at a deal's start, passed by a tap, not shown under reduced motion",
          "[client][moments]") {
  MemoryStorage store;
  {
    Controller c(store.host());
    c.tick(1.0);
    REQUIRE(c.dispatch(Intent::form(Intent::Kind::StartMatch, twoDeals())).empty());
    c.tick(1.1);
    const float dealt = c.view().dealt;
    CHECK(dealt > 0.0f);
    CHECK(dealt < 1.0f);
    REQUIRE(c.dispatch(Intent::of(Intent::Kind::SkipDeal)).empty());
    CHECK(c.view().dealt == 1.0f);
    c.tick(1.2);
    CHECK(c.view().dealt == 1.0f);
  }
  MemoryStorage quiet;
  Host h = quiet.host();
  h.reducedMotion = true;
  Controller c(h);
  c.tick(1.0);
  REQUIRE(c.dispatch(Intent::form(Intent::Kind::StartMatch, twoDeals())).empty());
  c.tick(1.01);
  CHECK(c.view().dealt == 1.0f);
}
