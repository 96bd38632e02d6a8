// The floor: a bot that picks uniformly among the legal choices of its seat.
#pragma once
#include "bots/bot.h"
#include "engine/rng.h"

namespace tarot {

class RandomBot : public Bot {
 public:
  explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
  const char* name() const override { return "random"; }
  Action decide(const Observation& obs) override;

 private:
  Rng rng_;
};

}  // namespace tarot
