// What the arbitrator is asked before an act one tap cannot take back — handing in a sheet, a withdrawal, closing a
// position: what the act does and what is still missing, decided by the console from the tournament's document
// (console::Console::ask…), worded in the arbitrator's language, drawn by the screen with "Confirm" and "Cancel".
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace tarot::console {

struct Confirmation {
  enum class Act : unsigned char { None, HandIn, Withdraw, ClosePosition };
  Act act = Act::None;
  int position = 0, table = 0, player = 0;
  // HandIn: a sheet of totals (else deal by deal), marked as a position not played, a correction of a sheet in;
  // the deals on the sheet and the position's deals.
  bool totals = false, notPlayed = false, correction = false;
  int deals = 0, dealsExpected = 0;
  // ClosePosition: the tables whose sheet is not in. Withdraw: the player's table at the position being played, when
  // its sheet is not in.
  std::vector<int> missingSheets;
  // ClosePosition: the deals still awaiting the arbitrator's visa, as (table, deal); closing is possible all the same.
  std::vector<std::pair<int, int>> visasAwaited;
  bool possible = true;  // false: the act would be refused as things stand (a position with sheets missing)
  std::string text;      // the question, in the console's language
  explicit operator bool() const { return act != Act::None; }
};

}  // namespace tarot::console
