// A token bucket per connection: `burst` messages at once, refilled at `perSecond`. The caller passes the time.
#pragma once
#include <algorithm>

namespace tarot::server {

class RateLimiter {
 public:
  RateLimiter(double perSecond = 20, double burst = 40) : rate_(perSecond), burst_(burst), tokens_(burst) {}
  // True when a message may pass at time `now` (seconds); takes one token.
  bool allow(double now) {
    if (last_ >= 0) tokens_ = std::min(burst_, tokens_ + (now - last_) * rate_);
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

 private:
  double rate_, burst_, tokens_;
  double last_ = -1;
};

}  // namespace tarot::server
