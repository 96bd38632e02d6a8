// The settings during play, opened from the table's top bar: game speed, card size, the hand's sort order (trumps
// left or right, suit order), one or two taps to play a card, sound, the chelem question. Each choice is a row of
// buttons (fingers and automation alike), applied by the caller at once and kept on the device.
#pragma once
#include "client/player_settings.h"
#include "ui/widgets.h"

namespace tarot::ui {

struct SettingsScreen {
  bool open = false;
  // Draws the panel while open; returns true when `s` (or `*sound`) changed this frame. `sound` is null when the
  // platform has none.
  bool draw(Context& ui, ImVec2 size, PlayerSettings* s, bool* sound, bool* hints = nullptr);
};

}  // namespace tarot::ui
