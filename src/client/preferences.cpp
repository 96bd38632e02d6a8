// The person's settings: storage, the URL's override, and where they apply.
#include "client/preferences.h"

namespace tarot::client {

void Preferences::load(const Storage& storage, StartupConfig* startup) {
  std::string text;
  if (storage.load && storage.load(kSettingsKey, &text)) current = settingsFromJson(text);
  savedSpeed = current.speed;
  if (startup->speedGiven) {
    current.speed = startup->settings.speed;
    speedFromUrl = true;
  } else {
    startup->settings.speed = current.speed;
  }
}

void Preferences::save(const Storage& storage) const {
  PlayerSettings kept = current;
  if (speedFromUrl) kept.speed = savedSpeed;
  if (storage.save) storage.save(kSettingsKey, settingsToJson(kept));
}

void Preferences::chooseSpeed(float speed) {
  if (speedFromUrl && speed == current.speed) return;  // the URL's speed, left as it was
  current.speed = speed;
  speedFromUrl = false;
}

void Preferences::apply(Match& game) const {
  if (game.active()) game.setSpeed(current.speed);
  game.setChelemAskedOnlyWhenPossible(0, current.chelem == ChelemQuestion::WhenPossible);
}

}  // namespace tarot::client
