// Scorer mode ("Mode marqueur"), for clubs playing with real cards: the names, the sheet so far, and a form for
// each deal (taker, partner at 5, contract, bouts, points, poignées, petit au bout, chelem), scored by the same
// engine code as played deals and kept on the device.
#pragma once
#include "match/scoresheet.h"
#include "ui/screens/sheet_screen.h"
#include "ui/widgets.h"
#include <array>
#include <vector>

namespace tarot::ui {

struct ScorerScreen {
  enum class Choice { None, Close, Changed };
  // Opens the sheet kept on the device (`saved`, "" for none), or a new one with these names.
  void open(const std::array<std::string, 5>& defaultNames, const std::string& saved);
  // Draws the scorer; Changed: the sheet to keep is in `toKeep`.
  Choice draw(Context& ui, ImVec2 size);
  std::string toKeep;

 private:
  int people_ = 4;
  std::array<std::array<char, 32>, 5> names_{};
  std::vector<ScorerEntry> entries_;
  ScorerEntry draft_;
  float points_ = 41.0f;
  int poignees_[3] = {0, 0, 0};
  std::string error_;
};

}  // namespace tarot::ui
