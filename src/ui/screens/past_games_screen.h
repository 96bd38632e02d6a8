// The list of past games kept on the device (the controller's GamesIndex): open one to see its scoresheet, or delete
// it after a confirmation.
#pragma once
#include "client/saved_games.h"
#include "match/scoresheet.h"
#include "ui/widgets.h"
#include <string>

namespace tarot::ui {

struct PastGamesScreen {
  enum class Choice { None, Open, Delete, Close, Statistics };
  // Draws the list; Open and Delete name the game in `chosenId`.
  Choice draw(Context& ui, const GamesIndex& index, ImVec2 size);
  std::string chosenId;

 private:
  std::string confirmDelete_;   // id of the game awaiting confirmation
};

}  // namespace tarot::ui
