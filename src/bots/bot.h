// The interface every bot implements: it sees one seat's Observation (never other hands) and returns an
// Action, which the engine checks exactly as it checks a person's.
#pragma once
#include "engine/observation.h"
#include <cstdint>
#include <memory>
#include <string>

namespace tarot {

enum class BotLevel : std::uint8_t { Random, Beginner, Standard, Expert, Master };

// "random", "beginner", "standard", "expert", "maitre" (the expert with a larger budget: "Maître").
const char* botLevelName(BotLevel level);
bool parseBotLevel(const std::string& text, BotLevel* out);

class Bot {
 public:
  virtual ~Bot() = default;
  virtual const char* name() const = 0;
  // Decides at once (blocking). `obs.legal` / `obs.ecartRule` describe what is allowed.
  virtual Action decide(const Observation& obs) = 0;

  // Sliced thinking for callers that must keep drawing frames (the browser): begin(), then think() once per
  // frame with a time budget until it returns true, then result(). Quick bots decide inside begin().
  virtual void begin(const Observation& obs) { pending_ = decide(obs); }
  virtual bool think(double budgetMs) { (void)budgetMs; return true; }
  virtual Action result() const { return pending_; }

 protected:
  Action pending_;
};

// A bot of the given level; `seed` makes its choices reproducible.
std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed);

}  // namespace tarot
