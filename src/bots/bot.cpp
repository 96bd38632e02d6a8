// Bot levels by name, and the factory.
#include "bots/bot.h"
#include "bots/random_bot.h"
#include "bots/rule_bot.h"
#include "bots/search_bot.h"
#include <iterator>

namespace tarot {

namespace {
constexpr const char* kBotLevelNames[] = {"random", "beginner", "standard", "expert", "maitre"};
}  // namespace

const char* botLevelName(BotLevel level) {
  return int(level) < int(std::size(kBotLevelNames)) ? kBotLevelNames[int(level)] : "standard";
}

bool parseBotLevel(const std::string& text, BotLevel* out) { return parseByName(text, kBotLevelNames, out); }

std::unique_ptr<Bot> makeBot(BotLevel level, std::uint64_t seed) {
  switch (level) {
    case BotLevel::Random: return std::make_unique<RandomBot>(seed);
    case BotLevel::Beginner: return std::make_unique<RuleBot>(seed, true);
    case BotLevel::Standard: return std::make_unique<RuleBot>(seed, false);
    case BotLevel::Expert: return std::make_unique<SearchBot>(seed);
    case BotLevel::Master: return std::make_unique<SearchBot>(seed, masterSettings(), "maitre");
  }
  return std::make_unique<RuleBot>(seed, false);
}

}  // namespace tarot
