// The person's settings at the table, changed during play from the table's menu and kept on the device (storage key
// "settings", JSON): animation speed, card size, the hand's sort order, a second tap to play a card, the chelem
// question. The sound is kept by the app under its own key ("sound") with its speaker button. URL parameters still
// override where they exist (speed; sound in the app), for the page they open, without being saved.
#pragma once
#include "client/layer.h"
#include "engine/card.h"
#include <array>
#include <string>

namespace tarot::client {

inline const char* const kSettingsKey = "settings";

enum class CardSize : std::uint8_t { Small = 0, Medium = 1, Large = 2 };
enum class ChelemQuestion : std::uint8_t { WhenPossible = 0, Always = 1 };

struct PlayerSettings {
  float speed = 1.0f;                       // 0.25..4
  CardSize cardSize = CardSize::Medium;
  bool trumpsRight = false;                 // the trumps at the right end of the hand (else the left)
  int suitOrder = 0;                        // index into kSuitOrders
  bool confirmPlay = false;                 // a first tap raises the card, a second plays it
  ChelemQuestion chelem = ChelemQuestion::WhenPossible;
  unsigned glossesSeen = 0;                 // the French terms already glossed in English (bits of client::Term)

  float cardScale() const { return cardSize == CardSize::Small ? 0.82f : cardSize == CardSize::Large ? 1.22f : 1.0f; }
  bool operator==(const PlayerSettings& o) const {
    return speed == o.speed && cardSize == o.cardSize && trumpsRight == o.trumpsRight && suitOrder == o.suitOrder &&
           confirmPlay == o.confirmPlay && chelem == o.chelem && glossesSeen == o.glossesSeen;
  }
};

// The suit orders offered, each alternating colours (♠ ♥ ♣ ♦ first, the default).
constexpr int kSuitOrderCount = 3;
extern const std::array<std::array<Suit, 4>, kSuitOrderCount> kSuitOrders;

std::string settingsToJson(const PlayerSettings& s);
// Reads saved settings; a value missing or out of range keeps its default (a saved file never stops the game).
PlayerSettings settingsFromJson(const std::string& text);

}  // namespace tarot::client
