// The person's settings as the app holds them: read from storage ("settings") at start, the URL's speed laid over
// them for this page only, changed from the settings panel, applied to the match at once and saved.
#pragma once
#include "client/player_settings.h"
#include "client/saved_games.h"
#include "client/startup_config.h"

namespace tarot::client {

struct Preferences {
  PlayerSettings current;       // in force
  bool speedFromUrl = false;    // current.speed is the URL's, not to be saved as the person's
  float savedSpeed = 1.0f;      // the person's own speed while the URL's is in force

  // Reads the saved settings and lays the URL's speed over them; the startup match settings take the speed.
  void load(const Storage& storage, StartupConfig* startup);
  // Keeps them (the URL's speed aside, unless the person chose another since).
  void save(const Storage& storage) const;
  // The speed the person chose (on the new-game form or in the panel): theirs from now on.
  void chooseSpeed(float speed);
  // Into the match: its pace and the chelem question (the table screen reads `current` for the hand).
  void apply(Match& game) const;
};

}  // namespace tarot::client
