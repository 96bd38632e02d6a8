// Bot levels by name, and the factory (placeholder until the bots land).
#include "bots/bot.h"

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

}  // namespace tarot
