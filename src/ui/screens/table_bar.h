// The table's top bar: the deal's line (the deal's number, the contract, its taker and partner) and the table's
// buttons. When they all fit in one row (a desktop) they are all on the bar; else (a phone, a landscape phone) the
// bar keeps one row of 44 px: the menu button, "Dernier pli" (held down to see the last trick, so never in a menu)
// and the deal's line in two small lines, and the menu opens as a list sheet of rows under the bar (help,
// scoresheet, settings, advice, undo, sound, back to the main menu).
#pragma once
#include "match/seat_session.h"
#include "ui/widgets.h"
#include <string>
#include <utility>
#include <vector>

namespace tarot::ui {

struct TopBar {
  float height = 60;           // the bar's height (last frame), the advice's line included
  bool compact = false;        // one row, with a menu
  bool menuOpen = false;
  bool showLastTrick = false;  // "Dernier pli" held down this frame
  std::vector<std::string> menuItems;  // the ids in the menu (empty when every button is on the bar)

  // What the bar offers beside its fixed buttons (help, scoresheet, settings).
  struct Offer {
    bool undo = false;          // the person's last card or decision can be taken back
    bool hint = false;          // the expert's advice can be asked
    const std::string* hintLine = nullptr;  // the advice (or "thinking…") on its own line under the buttons
  };
  // Draws the bar (and its menu when open); returns the id of the button pressed ("menu", "help", "sheet",
  // "settings", "hint", "undo"), or "".
  std::string draw(Context& ui, const SeatView& v, const Offer& offer, ImVec2 size);

 private:
  struct Item { const char* id; std::string label; };
  std::vector<Item> items_;
  void drawWide(Context& ui, const std::string& line, bool lastTrick, std::string& picked);
  void drawCompact(Context& ui, const std::string& counter, const std::string& contract, const std::string& taker, bool lastTrick);
  void lastTrickButton(Context& ui);
  // The list sheet under the bar: one row per item; the id tapped, "" for none.
  std::string drawMenuSheet(Context& ui, ImVec2 size);
};

}  // namespace tarot::ui
