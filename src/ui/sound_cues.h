// The moments the game marks with a sound (a card played, a trick won, your turn, the end of a deal), found by
// comparing the person's successive SeatViews. The ui only says which; the app layer makes the sounds.
#pragma once
#include "match/seat_view.h"

namespace tarot::ui {

enum class SoundCue : unsigned { CardPlayed = 0, TrickWon = 1, YourTurn = 2, DealEnd = 3 };
constexpr unsigned soundBit(SoundCue c) { return 1u << unsigned(c); }

class SoundCues {
 public:
  // The cues (bits of soundBit) between the last view observed and this one. The first view gives none, so
  // that resuming a saved match or opening the table is silent.
  unsigned observe(const match::SeatView& v);

 private:
  bool seen_ = false;
  int playedCount_ = 0;
  int tricksDone_ = 0;
  bool toAct_ = false;
  bool dealFinished_ = false;
};

}  // namespace tarot::ui
