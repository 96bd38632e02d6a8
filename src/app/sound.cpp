// Sound synthesis and playback. In the browser the clips go straight to WebAudio (one buffer source per sound,
// the AudioContext made at the player's first click or key, as browsers require); SDL2's audio queue would bring
// its format converters into the wasm and keep a script processor running. The desktop uses SDL2's queue.
#include "app/sound.h"
#include <cmath>
#include <cstdio>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

EM_JS(void, tarot_js_sound_load, (int cue, const short* pcm, int n, int rate), {
  var s = Module.tarotSound;
  if (!s) {
    s = Module.tarotSound = { clips: [], ctx: null, next: 0 };
    var wake = function () {
      try {
        if (!s.ctx) { var AC = window.AudioContext || window.webkitAudioContext; if (AC) s.ctx = new AC(); }
        if (s.ctx && s.ctx.state === 'suspended') s.ctx.resume();
      } catch (e) {}
    };
    ['pointerdown', 'keydown', 'touchend'].forEach(function (t) { document.addEventListener(t, wake, true); });
  }
  var data = new Float32Array(n);
  for (var i = 0; i < n; ++i) data[i] = HEAP16[(pcm >> 1) + i] / 32768;
  s.clips[cue] = { data: data, rate: rate };
});
EM_JS(void, tarot_js_sound_play, (int cue), {
  var s = Module.tarotSound;
  if (!s || !s.ctx || s.ctx.state !== 'running' || !s.clips[cue]) return;
  try {
    var c = s.clips[cue];
    var buf = s.ctx.createBuffer(1, c.data.length, c.rate);
    buf.getChannelData(0).set(c.data);
    var src = s.ctx.createBufferSource();
    src.buffer = buf;
    src.connect(s.ctx.destination);
    var now = s.ctx.currentTime;
    var t = s.next > now && s.next < now + 0.5 ? s.next : now;
    src.start(t);
    s.next = t + buf.duration;
  } catch (e) {}
});
#endif

namespace tarot::app {

namespace {
constexpr double kPi = 3.14159265358979323846;

std::vector<std::int16_t> toPcm(const std::vector<double>& x) {
  std::vector<std::int16_t> out(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    const double v = x[i] > 1 ? 1 : (x[i] < -1 ? -1 : x[i]);
    out[i] = std::int16_t(std::lround(v * 32000.0));
  }
  return out;
}

// A decaying tone with a few partials (ratio, level) and a 4 ms attack, added into `x` from `start` seconds.
void note(std::vector<double>& x, double start, double freq, double decay, double level,
          std::initializer_list<std::pair<double, double>> partials) {
  const size_t from = size_t(start * kSoundRate);
  for (size_t i = from; i < x.size(); ++i) {
    const double t = double(i - from) / kSoundRate;
    const double env = (t < 0.004 ? t / 0.004 : 1.0) * std::exp(-t / decay);
    double s = 0;
    for (const auto& [ratio, l] : partials) s += l * std::sin(2 * kPi * freq * ratio * t);
    x[i] += level * env * s;
  }
}
}  // namespace

std::vector<std::int16_t> synthesise(ui::SoundCue cue) {
  std::vector<double> x;
  switch (cue) {
    case ui::SoundCue::CardPlayed: {
      // Noise through a low-pass filter, dying in a few milliseconds: a card laid on cloth. A fixed LCG keeps
      // the samples the same everywhere.
      x.resize(size_t(0.07 * kSoundRate));
      std::uint32_t r = 0x2545F491u;
      double low = 0;
      for (size_t i = 0; i < x.size(); ++i) {
        r = r * 1664525u + 1013904223u;
        const double noise = double(r >> 8) / double(1u << 24) * 2.0 - 1.0;
        low += 0.35 * (noise - low);
        const double t = double(i) / kSoundRate;
        x[i] = 0.8 * low * std::exp(-t / 0.012) * (t < 0.002 ? t / 0.002 : 1.0);
      }
      break;
    }
    case ui::SoundCue::TrickWon:
      x.resize(size_t(0.35 * kSoundRate));
      note(x, 0.0, 659.3, 0.07, 0.22, {{1, 1}, {2, 0.25}});
      note(x, 0.09, 880.0, 0.10, 0.22, {{1, 1}, {2, 0.25}});
      break;
    case ui::SoundCue::YourTurn:
      // A small bell: inharmonic partials decaying slowly.
      x.resize(size_t(0.7 * kSoundRate));
      note(x, 0.0, 1046.5, 0.18, 0.18, {{1, 1}, {2.0, 0.4}, {2.76, 0.25}, {5.4, 0.1}});
      break;
    case ui::SoundCue::DealEnd:
      x.resize(size_t(0.9 * kSoundRate));
      for (int k = 0; k < 4; ++k) {
        static const double kArpeggio[] = {523.3, 659.3, 784.0, 1046.5};
        note(x, 0.11 * k, kArpeggio[k], k == 3 ? 0.25 : 0.12, 0.16, {{1, 1}, {2, 0.3}, {3, 0.1}});
      }
      break;
  }
  return toPcm(x);
}

#ifdef __EMSCRIPTEN__
Sound::~Sound() = default;

bool Sound::enable(bool on) {
  on_ = on;
  if (on && !loaded_) {
    loaded_ = true;
    for (unsigned c = 0; c < 4; ++c) {
      const std::vector<std::int16_t> pcm = synthesise(ui::SoundCue(c));
      tarot_js_sound_load(int(c), pcm.data(), int(pcm.size()), kSoundRate);
    }
  }
  return true;
}

void Sound::play(unsigned cues) {
  if (!on_) return;
  for (unsigned c = 0; c < 4; ++c)
    if (cues & (1u << c)) tarot_js_sound_play(int(c));
}

void Sound::idle() {}
#else
Sound::~Sound() {
  if (device_) SDL_CloseAudioDevice(device_);
}

bool Sound::enable(bool on) {
  on_ = on;
  if (!on) {
    if (device_) {
      SDL_ClearQueuedAudio(device_);
      SDL_PauseAudioDevice(device_, 1);
      running_ = false;
    }
    return true;
  }
  if (device_) return true;
  if (!SDL_WasInit(SDL_INIT_AUDIO) && SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    std::fprintf(stderr, "tarot: no sound: %s\n", SDL_GetError());
    on_ = false;
    return false;
  }
  SDL_AudioSpec want{};
  want.freq = kSoundRate;
  want.format = AUDIO_S16SYS;
  want.channels = 1;
  want.samples = 1024;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
  if (!device_) {
    std::fprintf(stderr, "tarot: no sound: %s\n", SDL_GetError());
    on_ = false;
    return false;
  }
  for (unsigned c = 0; c < 4; ++c) clips_[c] = synthesise(ui::SoundCue(c));
  return true;
}

void Sound::play(unsigned cues) {
  if (!on_ || !device_ || !cues) return;
  // Never let sounds pile up behind a fast game: more than half a second waiting is dropped.
  if (SDL_GetQueuedAudioSize(device_) > kSoundRate) SDL_ClearQueuedAudio(device_);
  for (unsigned c = 0; c < 4; ++c)
    if (cues & (1u << c))
      SDL_QueueAudio(device_, clips_[c].data(), Uint32(clips_[c].size() * sizeof(std::int16_t)));
  if (!running_) {
    SDL_PauseAudioDevice(device_, 0);
    running_ = true;
  }
}

void Sound::idle() {
  if (!running_) return;
  // Some frames after the queue empties, so that the device's last buffer has been heard.
  idleFrames_ = SDL_GetQueuedAudioSize(device_) == 0 ? idleFrames_ + 1 : 0;
  if (idleFrames_ > 30) {
    SDL_PauseAudioDevice(device_, 1);
    running_ = false;
    idleFrames_ = 0;
  }
}

#endif

}  // namespace tarot::app
