// The controller's time triggers (client/trigger.h): a stopped trigger never fires; after(d) fires from d seconds
// after the start on, and again from the new start once restarted; now() only in the tick it was started in.
#include "client/trigger.h"
#include <catch2/catch_test_macros.hpp>

using tarot::client::Trigger;

TEST_CASE("Trigger: start, after, now, stop", "[client]") {
  Trigger t;
  CHECK_FALSE(t.started());
  CHECK_FALSE(t.after(1e9, 0));
  CHECK_FALSE(t.now(0));
  t.start(10.0);
  CHECK(t.now(10.0));
  CHECK_FALSE(t.now(10.016));
  CHECK_FALSE(t.after(11.99, 2.0));
  CHECK(t.after(12.0, 2.0));
  CHECK(t.after(50.0, 2.0));
  CHECK(t.since(10.5) == 0.5);
  t.start(12.0);  // restarted: the delay counts again from here
  CHECK_FALSE(t.after(13.0, 2.0));
  CHECK(t.after(14.0, 2.0));
  t.stop();
  CHECK_FALSE(t.after(100.0, 2.0));
  CHECK(t.since(100.0) == 0);
}
