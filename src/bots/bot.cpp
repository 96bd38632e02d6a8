// Bot levels by name, and the factory.
#include "bots/bot.h"
#include "bots/random_bot.h"
#include "bots/rule_bot.h"
#include "bots/search_bot.h"

namespace tarot {

const char* botLevelName(BotLevel level) {
  switch (level) {
    case BotLevel::Random: return "random";
    case BotLevel::Beginner: return "beginner";
    case BotLevel::Standard: return "standard";
    case BotLevel::Expert: return "expert";
  }
  return "standard";
}

bool parseBotLevel(const std::string& text, BotLevel* out) {
  for (BotLevel l : {BotLevel::Random, BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert})
    if (text == botLevelName(l)) { *out = l; return true; }
  return false;
}

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed) {
  switch (level) {
    case BotLevel::Random: return std::make_unique<RandomBot>(seed);
    case BotLevel::Beginner: return std::make_unique<RuleBot>(seed, true);
    case BotLevel::Standard: return std::make_unique<RuleBot>(seed, false);
    case BotLevel::Expert: return std::make_unique<SearchBot>(seed);
  }
  return std::make_unique<RuleBot>(seed, false);
}

}  // namespace tarot
