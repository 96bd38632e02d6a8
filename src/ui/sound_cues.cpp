// Sound cues from successive seat views.
#include "ui/sound_cues.h"

namespace tarot::ui {

unsigned SoundCues::observe(const match::SeatView& v) {
  unsigned cues = 0;
  if (seen_) {
    if (v.playedCount > playedCount_) cues |= soundBit(SoundCue::CardPlayed);
    if (v.tricksDone > tricksDone_ && v.playedCount > playedCount_) cues |= soundBit(SoundCue::TrickWon);
    if (v.toAct && !toAct_ && !v.dealFinished) cues |= soundBit(SoundCue::YourTurn);
    if (v.dealFinished && !dealFinished_) cues |= soundBit(SoundCue::DealEnd);
  }
  seen_ = true;
  playedCount_ = v.playedCount;
  tricksDone_ = v.tricksDone;
  toAct_ = v.toAct;
  dealFinished_ = v.dealFinished;
  return cues;
}

}  // namespace tarot::ui
