// The live standings on screen (drawing only; the standings themselves are online::StandingsWatch, held and advanced
// by client::StandingsController): the cumulated
// ranking and the latest position's once its sheets are in, the sheets still missing with their deals confirmed, the
// latest position's seating table by table, and what the connection is doing. On a wide display (a projector) the
// parts stand side by side in type as large as fits; on a phone they follow each other in one column that scrolls.
// Once the night is closed, its results' page on the club's site: the link, and its QR code on the room's screen.
#pragma once
#include "client/standings_controller.h"
#include "site/qr_code.h"
#include <string>
#include "ui/widgets.h"

namespace tarot::ui {

struct StandingsScreen {
  // Returns the position whose ranking the person chose with the position buttons (0: none any more), or -1.
  int draw(Context& ui, const client::StandingsController& standings, ImVec2 size);
  // For automation: what is shown (the lines as drawn, the layout, the type's scale, the results' link).
  json::Value automation(const client::StandingsController& standings) const;

 private:
  bool wide_ = false;
  float scale_ = 1;
  float scrollY_ = 0, scrollMax_ = 0;  // the window's scroll, for automation
  std::string results_;                // the night's results' link shown ("" none)
  site::QrCode resultsQr_;             // its QR code (size 0: not encoded)
  std::string resultsQrOf_;            // the link it encodes
  void drawResults(Context& ui, const std::string& link);
};

}  // namespace tarot::ui
