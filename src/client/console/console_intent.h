// What the arbitrator asked on the console's screens, as a value the screens hand back and the console's controller
// carries out (ConsoleController::dispatch): every change to the tournaments, the open tournament and the club's
// register. The screens draw a const console::Console and never change it themselves.
#pragma once
#include "match/scoresheet.h"
#include "season/club.h"
#include "tournament/document.h"
#include "tournament/draw.h"
#include <array>
#include <string>

namespace tarot::client {

struct ConsoleIntent {
  enum class Kind {
    None,
    // the tournaments kept on the device
    Create, OpenTournament, CloseTournament, DeleteTournament, DiscardSave, SetNight,
    // registration and the draw
    RegisterPlayer, RegisterList, RegisterMember, DrawWith, PlaceInOrder,
    // the positions and their sheets
    StartNextPosition, EnterTotals, AddDraftDeal, UndoDraftDeal, HandInDraft, GiveVisa, ClosePosition, NewSession,
    // the arbitrator's decisions and the settings
    LateArrival, Withdraw, Penalty, LostSheet, Cancel, ChangeSettings,
    // the club's register
    AddMember, EditMember, MergeMembers, ImportRegister,
    // the club on its server (SetClubAccount: text the club's code, reason its key; both empty: forgotten)
    SetClubAccount
  };
  Kind kind = Kind::None;
  std::string text;    // Create: the name; RegisterPlayer: the name; RegisterList, ImportRegister: the list;
                       // PlaceInOrder: the numbers; SetNight: the date; LostSheet, Cancel: the reason
  std::string reason;  // EnterTotals, HandInDraft: a correction's reason (required once the sheet is entered)
  int position = 0, table = 0;
  int player = 0;  // LateArrival, Withdraw, MergeMembers (the entry kept)
  int number = 0;  // OpenTournament, DeleteTournament, RegisterMember, MergeMembers (the entry merged): an id;
                   // SetNight: the season; LateArrival: the minutes; GiveVisa: the deal; NewSession: the players kept;
                   // Cancel: the event; PlaceInOrder: the champion
  bool flag = false;  // EnterTotals: the position not played at the table
  std::array<int, 5> totals{};            // EnterTotals, by orientation
  tournament::Settings settings;          // Create, ChangeSettings
  tournament::DrawRequest draw;           // DrawWith
  tournament::Penalty penalty;            // Penalty
  ScorerEntry deal;                       // AddDraftDeal
  season::Member member;                  // AddMember, EditMember

  explicit operator bool() const { return kind != Kind::None; }

  static ConsoleIntent of(Kind k);
  static ConsoleIntent withText(Kind k, std::string text);
  static ConsoleIntent withNumber(Kind k, int number);
  // A table's act: EnterTotals (with totals and flag set after), AddDraftDeal, UndoDraftDeal, HandInDraft...
  static ConsoleIntent atTable(Kind k, int position, int table, std::string reason = "");
};

// What a dispatched intent gave beyond its refusal: the register's entry added (AddMember), the lines of an import
// (ImportRegister: how many added, each refused line worded).
struct ConsoleOutcome {
  int member = 0;
  int added = 0;
  std::vector<std::string> refused;
};

}  // namespace tarot::client
