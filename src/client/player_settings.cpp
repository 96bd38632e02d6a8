// The person's settings as JSON.
#include "client/player_settings.h"
#include "record/json.h"

namespace tarot::client {

const std::array<std::array<Suit, 4>, kSuitOrderCount> kSuitOrders{{
    {{Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds}},
    {{Suit::Hearts, Suit::Spades, Suit::Diamonds, Suit::Clubs}},
    {{Suit::Diamonds, Suit::Clubs, Suit::Hearts, Suit::Spades}},
}};

std::string settingsToJson(const PlayerSettings& s) {
  json::Value v = json::Value::object();
  v.set("speed", double(s.speed)).set("card_size", int(s.cardSize)).set("trumps_right", s.trumpsRight);
  v.set("suit_order", s.suitOrder).set("confirm_play", s.confirmPlay);
  v.set("chelem", s.chelem == ChelemQuestion::Always ? "always" : "when_possible");
  return v.dump();
}

PlayerSettings settingsFromJson(const std::string& text) {
  PlayerSettings s;
  json::Value v;
  std::string why;
  if (!json::parse(text, &v, &why) || !v.isObject()) return s;
  if (const json::Value* x = v.find("speed"); x && x->isNumber() && x->asNumber() >= 0.25 && x->asNumber() <= 4)
    s.speed = float(x->asNumber());
  if (const json::Value* x = v.find("card_size"); x && x->isInt() && x->asInt() >= 0 && x->asInt() <= 2)
    s.cardSize = CardSize(x->asInt());
  if (const json::Value* x = v.find("trumps_right"); x && x->isBool()) s.trumpsRight = x->asBool();
  if (const json::Value* x = v.find("suit_order"); x && x->isInt() && x->asInt() >= 0 && x->asInt() < kSuitOrderCount)
    s.suitOrder = x->asInt();
  if (const json::Value* x = v.find("confirm_play"); x && x->isBool()) s.confirmPlay = x->asBool();
  if (const json::Value* x = v.find("chelem"); x && x->isString())
    s.chelem = x->asString() == "always" ? ChelemQuestion::Always : ChelemQuestion::WhenPossible;
  return s;
}

}  // namespace tarot::client
