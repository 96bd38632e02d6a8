// The person's statistics across the finished matches kept on the device (client/statistics.h): matches, deals,
// takes and success per contract, average score per deal, best and worst match, and a chart of the running totals
// of a chosen match (one line per person, axes, legend), drawn with ImGui's draw lists.
#pragma once
#include "client/statistics.h"
#include "record/json.h"
#include "ui/widgets.h"
#include <vector>

namespace tarot::ui {

struct StatsScreen {
  enum class Choice { None, Close };

  // Reads every kept match once (the screen then draws from what it read); the chart shows `chosenId` when given
  // and found, else the latest match.
  void show(const Statistics& stats, const std::vector<RunningTotals>& charts, const std::string& chosenId = "");
  Choice draw(Context& ui, ImVec2 size);
  // The figures shown, for automation and tests.
  json::Value automation() const;

 private:
  void drawFigures(Context& ui);
  void drawChart(Context& ui, const RunningTotals& r, float width, float height);
  Statistics stats_;
  std::vector<RunningTotals> charts_;   // one per line of stats_.lines
  int chosen_ = -1;                     // the match charted
};

// The colour of each person's line in the chart (person 0, the person at this device, first).
ImU32 personColour(int person);

}  // namespace tarot::ui
