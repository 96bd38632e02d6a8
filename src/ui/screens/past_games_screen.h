// The list of past games kept on the device (SavedGames): open one to see its scoresheet, or delete it after a
// confirmation.
#pragma once
#include "client/saved_games.h"
#include "match/scoresheet.h"
#include "ui/widgets.h"
#include <string>

namespace tarot::ui {

struct PastGamesScreen {
  enum class Choice { None, Opened, Close, Statistics };
  // Draws the list; a game opened goes into `opened`, or into `openedSheet` (and `*sheetOnly` set) when it was
  // played at an online table and kept as its sheet.
  Choice draw(Context& ui, SavedGames& games, Match* opened, Sheet* openedSheet, bool* sheetOnly, ImVec2 size);

 private:
  std::string confirmDelete_;   // id of the game awaiting confirmation
};

}  // namespace tarot::ui
