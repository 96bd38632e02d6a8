// The person's settings: storage, the URL's override, and where they apply.
#include "ui/preferences.h"
#include "ui/screens/table_screen.h"

namespace tarot::ui {

void Preferences::load(const Platform& platform, StartupConfig* startup) {
  std::string text;
  if (platform.load && platform.load(kSettingsKey, &text)) current = settingsFromJson(text);
  savedSpeed = current.speed;
  if (startup->speedGiven) {
    current.speed = startup->settings.speed;
    speedFromUrl = true;
  } else {
    startup->settings.speed = current.speed;
  }
}

void Preferences::save(const Platform& platform) const {
  PlayerSettings kept = current;
  if (speedFromUrl) kept.speed = savedSpeed;
  if (platform.save) platform.save(kSettingsKey, settingsToJson(kept));
}

void Preferences::chooseSpeed(float speed) {
  if (speedFromUrl && speed == current.speed) return;  // the URL's speed, left as it was
  current.speed = speed;
  speedFromUrl = false;
}

void Preferences::apply(Match& game, TableScreen& table) const {
  if (game.active()) game.setSpeed(current.speed);
  game.setChelemAskedOnlyWhenPossible(0, current.chelem == ChelemQuestion::WhenPossible);
  table.settings = current;
}

}  // namespace tarot::ui
