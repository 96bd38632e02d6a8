// The rules card ("Aide"), over the table.
#pragma once
#include "ui/widgets.h"

namespace tarot::ui {

// Draws the rules card while `open`; its close button and the window's cross clear `open`.
void drawHelp(Context& ui, ImVec2 size, bool* open, int players);

}  // namespace tarot::ui
