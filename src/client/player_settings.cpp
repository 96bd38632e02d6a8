// The person's settings as JSON.
#include "client/player_settings.h"
#include "record/json_reader.h"

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
  v.set("glosses_seen", int(s.glossesSeen));
  return v.dump();
}

PlayerSettings settingsFromJson(const std::string& text) {
  PlayerSettings s;
  json::Value v;
  std::string why;
  if (!json::parseObject(text, &v, &why)) return s;
  // Each setting on its own: one missing or out of range keeps its default, the others are still read.
  json::Reader in;
  s.speed = float(in.numberOr(v, "speed", 0.25, 4, s.speed));
  s.cardSize = CardSize(in.integerOr(v, "card_size", 0, 2, int(s.cardSize)));
  s.trumpsRight = in.booleanOr(v, "trumps_right", s.trumpsRight);
  s.suitOrder = in.integerOr(v, "suit_order", 0, kSuitOrderCount - 1, s.suitOrder);
  s.confirmPlay = in.booleanOr(v, "confirm_play", s.confirmPlay);
  const std::string chelem = in.stringOr(v, "chelem", s.chelem == ChelemQuestion::Always ? "always" : "when_possible");
  s.chelem = chelem == "always" ? ChelemQuestion::Always : ChelemQuestion::WhenPossible;
  s.glossesSeen = unsigned(in.integerOr(v, "glosses_seen", 0, 511, 0));  // settings saved before the glosses: none seen
  return s;
}

}  // namespace tarot::client
