// The game's sounds, synthesised at start-up (no recordings): a card snapped on the table, two rising notes for
// a trick won, a bell for your turn, an arpeggio at the end of a deal; played through SDL2's audio queue
// on the desktop, WebAudio in the browser (which starts after the player's first click or key).
#pragma once
#include "ui/sound_cues.h"
#include <SDL.h>
#include <cstdint>
#include <vector>

namespace tarot::app {

constexpr int kSoundRate = 22050;  // mono, 16-bit

// One cue's samples at kSoundRate (pure: the same samples on every platform).
std::vector<std::int16_t> synthesise(ui::SoundCue cue);

class Sound {
 public:
  ~Sound();
  // Turns the sound on (opens the audio device the first time; false if there is none) or off.
  bool enable(bool on);
  bool enabled() const { return on_; }
  // Plays the cues (bits of ui::soundBit) one after the other.
  void play(unsigned cues);
  // Pauses the device once its queue is empty, so that the browser's audio callback rests between sounds.
  void idle();

 private:
  bool on_ = false;
#ifdef __EMSCRIPTEN__
  bool loaded_ = false;  // the clips handed to the page
#else
  SDL_AudioDeviceID device_ = 0;
  bool running_ = false;
  int idleFrames_ = 0;
  std::vector<std::int16_t> clips_[4];
#endif
};

}  // namespace tarot::app
