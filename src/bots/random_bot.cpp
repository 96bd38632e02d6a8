// Uniform legal choices from the seat's Observation.
#include "bots/random_bot.h"
#include "engine/random_play.h"

namespace tarot {

Action RandomBot::decide(const Observation& obs) {
  if (obs.phase == Phase::Ecart) return Action::ecart(randomEcart(obs.ecartRule, rng_));
  if (obs.legal.empty()) return Action::play(kNoCard);
  return obs.legal[int(rng_.below(std::uint32_t(obs.legal.size())))];
}

}  // namespace tarot
