// The live standings on screen (drawing only; the standings themselves are online::StandingsWatch): the cumulated
// ranking and the latest position's once its sheets are in, the sheets still missing with their deals confirmed, the
// latest position's seating table by table, and what the connection is doing. On a wide display (a projector) the
// parts stand side by side in type as large as fits; on a phone they follow each other in one column that scrolls.
#pragma once
#include "online/standings_watch.h"
#include "ui/widgets.h"

namespace tarot::ui {

struct StandingsScreen {
  // Returns the position whose ranking the person chose with the position buttons (0: none any more), or -1.
  int draw(Context& ui, const online::StandingsWatch& watch, ImVec2 size);
  // For automation: what is shown (the lines as drawn, the layout, the type's scale).
  json::Value automation(const online::StandingsWatch& watch) const;

 private:
  bool wide_ = false;
  float scale_ = 1;
  float scrollY_ = 0, scrollMax_ = 0;  // the window's scroll, for automation
};

}  // namespace tarot::ui
