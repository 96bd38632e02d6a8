// The person's settings as the app holds them: read from storage ("settings") at start, the URL's speed laid over
// them for this page only, changed from the settings panel, applied to the match and the table at once and saved.
#pragma once
#include "match/match.h"
#include "match/player_settings.h"
#include "match/startup_config.h"
#include "ui/widgets.h"

namespace tarot::ui {

struct TableScreen;

struct Preferences {
  PlayerSettings current;       // in force
  bool speedFromUrl = false;    // current.speed is the URL's, not to be saved as the person's
  float savedSpeed = 1.0f;      // the person's own speed while the URL's is in force

  // Reads the saved settings and lays the URL's speed over them; the startup match settings take the speed.
  void load(const Platform& platform, StartupConfig* startup);
  // Keeps them (the URL's speed aside, unless the person chose another since).
  void save(const Platform& platform) const;
  // The speed the person chose (on the new-game form or in the panel): theirs from now on.
  void chooseSpeed(float speed);
  // Into the match (pace, the chelem question) and the table (hand size, order, confirm).
  void apply(Match& game, TableScreen& table) const;
};

}  // namespace tarot::ui
