// The scoresheet (feuille de marque) of a match: one row per deal, the +/− columns of each person, the totals, the
// bilan and the zero-sum check, with CSV and printable exports. A deal number opens that deal's review.
#pragma once
#include "match/scoresheet.h"
#include "ui/widgets.h"

namespace tarot::ui {

// The sheet's table and its zero-sum line, `height` high (0: as high as its content); returns the row whose deal
// number was clicked (when `reviewable`), or -1. Narrower than 600 px, the players as rows and the deals as lines.
int drawSheetTable(Context& ui, const Sheet& sheet, bool reviewable, float height);
// The width the wide sheet needs to show every column.
float sheetTableWidth(Context& ui, const Sheet& sheet, bool reviewable);

struct SheetScreen {
  bool open = false;
  // Draws the sheet while open; returns the history index of a deal to review (when `reviewable`), or -1.
  int draw(Context& ui, const Sheet& sheet, bool reviewable, ImVec2 size);
};

}  // namespace tarot::ui
