// The controller's sense of time: a trigger is started at some moment of the caller's clock and asked later whether
// a delay has passed since (after) or whether it fires in this very tick (now), as in floooh's pacman.c. It replaces
// a flag plus a deadline: a stopped trigger never fires.
#pragma once

namespace tarot::client {

struct Trigger {
  double at = -1;  // when it was started (seconds of the caller's clock); -1: stopped

  void start(double now) { at = now; }
  void stop() { at = -1; }
  bool started() const { return at >= 0; }
  // True once `seconds` have passed since it was started.
  bool after(double now, double seconds) const { return started() && now - at >= seconds; }
  // True in the tick it was started in (`now` the tick's time).
  bool now(double tickTime) const { return started() && tickTime == at; }
  // The seconds since it was started (0 when stopped).
  double since(double now) const { return started() ? now - at : 0; }
};

}  // namespace tarot::client
