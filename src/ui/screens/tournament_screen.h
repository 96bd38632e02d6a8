// The arbitrator's console on screen (drawing only; the tournament itself is console::Console): create the
// tournament, register players, draw, the next position's seating in large type for the room, each table's sheet
// (totals or deal by deal), what is missing or does not sum to zero, rankings, penalties, printing and exports.
#pragma once
#include "client/console/console_controller.h"
#include "client/console/console.h"
#include "site/qr_code.h"
#include "ui/widgets.h"
#include <array>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tarot::ui {

struct TournamentScreen {
  enum class Section { Setup, Seating, Sheets, Rankings, Penalties, Exports, Register };

  // Opens on the console's controller (its console::Console, on the device's storage, and its club side publishing
  // on the club's server); `resumed` is what resuming the tournament kept there said ("" or why it cannot be read).
  void open(Context& ui, const client::ConsoleController& controller, const std::string& resumed);
  // Draws the console; true when the arbitrator closes it.
  bool draw(Context& ui, ImVec2 size);
  // A file the platform read after "Import a CSV file", or dropped on the window while the register form invites it:
  // its players are registered (true when the console was waiting for it).
  bool takeImport(Context& ui, const std::string& text);
  // For automation: the section, the tournament's figures, the sheet entry's state and the last refusal.
  json::Value automation() const;
  // The club's choice made in the last frame (publish, a player's new key), taken once: the club's controller
  // carries it out and its answer comes back through answered().
  client::ClubIntent takeClubIntent();
  // The answer to the club's choice: "" done, else why not (shown under the form).
  void answered(Context& ui, const std::string& why) { result(ui, why); }
  // What the arbitrator asked in the last frame (or in takeImport), taken once: the console's controller carries it
  // out, and its answer ("" done, else why not) comes back through answered(), shown where the act's form is.
  client::ConsoleIntent takeConsoleIntent();
  void answered(Context& ui, const client::ConsoleIntent& asked, const std::string& why);
  // The events' time: the device's local date and time when the platform gives it (ms), else the page's clock.
  std::int64_t clock(const Context& ui) const;

 private:
  void drawSections(Context& ui, float width);
  // tournament_list_screen.cpp: the tournaments kept on the device (open, delete asked twice) above the create
  // form, and the open night's date and season; afterOpen() shows the section a tournament opened is at.
  void drawTournamentList(Context& ui);
  void drawNight(Context& ui);
  void afterOpen();
  void drawSetup(Context& ui);
  void drawCreate(Context& ui);
  void drawRegister(Context& ui);
  // tournament_register_screen.cpp: the register's entries matching the name typed at registration (one tap
  // registers one), and the "Registre" panel (list, search, edit, merge, CSV import with each refused line).
  void drawRegisterMatches(Context& ui, float width);
  void drawRegisterPanel(Context& ui);
  void drawMemberForm(Context& ui, float width);
  void drawRegisterImport(Context& ui, float width);
  void selectMember(int id);
  void importRegisterText(Context& ui, const std::string& text);
  // tournament_desk_screen.cpp: late arrivals and withdrawals (articles 26, 27) with their refusal in the panel, the
  // draw's options (the champion, chosen orientations, the arbitrator's placing), a player's notes.
  void drawDesk(Context& ui);
  void drawDrawOptions(Context& ui);
  // The settings after creation (positions, deals, tables of 5, the movement of the positions to come, the carré
  // final: drawFinalSettings, true when edited).
  void drawSettings(Context& ui);
  bool drawFinalSettings(Context& ui);
  // tournament_session_screen.cpp: "Nouvelle séance" once a position is closed: how many continue, what the console
  // says of it (eliminated, coefficient, ties at the cut), the confirmation; the eliminations made.
  void drawNewSession(Context& ui, float width);
  bool playerSheet(Context& ui, const char* id, int* player, bool allowNone);
  std::string playerNotes(Context& ui, const tournament::Player& p) const;
  // The corrections of a sheet (or of every sheet, table 0) with their reasons.
  void drawCorrections(Context& ui, int position, int table);
  void drawSeating(Context& ui, bool large);
  // Before starting a position: what is missing, the warnings, the confirmation.
  void drawStartConfirm(Context& ui, int position, float width);
  void drawRoomScreen(Context& ui, ImVec2 size);
  void drawSheets(Context& ui);
  void drawTableList(Context& ui, int position);
  void drawTableEntry(Context& ui, int position);
  void drawTotals(Context& ui, int position, int people);
  void drawDealForm(Context& ui, int position, int people, const std::array<std::string, 5>& names);
  void drawRankings(Context& ui);
  void drawPrizes(Context& ui, const tournament::Ranking& r);
  void drawPenalties(Context& ui);
  void drawArbitrations(Context& ui);
  void drawExports(Context& ui);
  void drawIssues(Context& ui);
  // The question asked before an act one tap cannot take back (console::Confirmation), drawn where the act's button
  // is when it is `act`'s, with "Confirm" (the act done, if the console says it can be) and "Cancel".
  void drawAsked(Context& ui, console::Confirmation::Act act);
  // tournament_club_screen.cpp: the club's server (publishing, its progress, what it changed), each table's phone
  // link and QR code at a position, their automation report.
  void drawClub(Context& ui);
  void drawTableLinks(Context& ui, int position, float side);
  json::Value clubAutomation() const;
  // tournament_online_screen.cpp: the online play's choices (the create form, and the settings until a position has
  // started): played at the club's server, duplicate deals, how short tables are filled, the position's clock.
  struct OnlineChoices {
    bool online = false, duplicate = false;
    int shortTables = 0;  // 0 tables of 3, 1 tables of 5, 2 bots to tables of 4
    int minutes = 0;      // the position's clock, 0: none
    static OnlineChoices of(const tournament::Settings& s);
    // Into the settings (tables of 5 as chosen here when online, else `five`).
    void into(tournament::Settings* s, bool five) const;
    bool operator==(const OnlineChoices& o) const {
      return online == o.online && duplicate == o.duplicate && shortTables == o.shortTables && minutes == o.minutes;
    }
  };
  // True when the arbitrator changed a choice.
  bool drawOnlineChoices(Context& ui, const std::string& id, OnlineChoices* c);
  // A published tournament played online: each player's link and QR code, their cards to print, a new link for one.
  void drawPlayerLinks(Context& ui);
  // Shows the result of an action: "" clears the refusal, else it stands out under the form.
  void result(Context& ui, const std::string& why);

  // What was asked this frame, for the controller (ask()); the screen changes nothing of the console itself.
  void ask(const client::ConsoleIntent& intent) { intent_ = intent; }
  void askPenalty(const tournament::Penalty& p);
  // answered()'s part for the register panel's and the desk's own refusals; false for the other intents.
  bool answeredInPanel(Context& ui, const client::ConsoleIntent& asked, const std::string& why);

  const console::Console* console_ = nullptr;  // the controller's
  client::ConsoleIntent intent_;
  Section section_ = Section::Setup;
  bool roomScreen_ = false;
  bool confirmStart_ = false;   // "start position N" pressed: its warnings shown, waiting for the confirmation
  tournament::PositionPlan startPlan_;  // the next position as planned, for the document's events count + 1
  std::size_t startPlanEvents_ = 0;
  std::string error_;            // the last refusal, in the arbitrator's language
  console::Confirmation asked_;  // the act waiting for the arbitrator's confirmation (none: act None)
  // Several tournaments: the one whose deletion is asked (0: none); the night's date and season being edited
  int deleteAsked_ = 0;
  int nightOf_ = -1, nightSeason_ = 0;
  char nightDate_[16] = {};
  bool nightEdited_ = false;
  std::string nightError_;
  // Create
  char name_[64] = {};
  bool recreate_ = false;       // "New tournament" pressed: the form shows again (creating replaces the open one)
  int positions_ = 4, deals_ = 5, formula_ = 0;
  bool championship_ = false;
  int competition_ = 0;         // tournament::Competition: a club's night, or a regional qualifier, semi-final, final
  int ties_ = -1;               // 0 places shared, 1 article 29; -1: the default for a club's night or a championship
  bool five_ = false;  // tables of 5 rather than of 3
  OnlineChoices online_;  // the online play's choices of the new tournament
  // Register
  char playerName_[64] = {};
  char list_[4096] = {};
  bool awaitingList_ = false;  // "Import a CSV file" pressed: the next file read is the players' list
  bool dropShown_ = false;     // the last frame invited a file dropped on the window (the desktop app)
  // The register panel: the search, the entry selected (0: a new one) and its form, merging into it, the import
  char regSearch_[64] = {};
  int regSelected_ = 0;
  bool regMerging_ = false;
  char regName_[64] = {}, regLicence_[24] = {}, regClub_[64] = {};
  int regSerie_ = 4;
  bool regSenior_ = false;
  std::string regError_, regNotice_;
  char regCsv_[8192] = {};
  // The club on its server, in the register panel (tournament_register_screen.cpp): its code, its key (never shown
  // once kept), why they were refused.
  void drawClubAccount(Context& ui, float w);
  char clubCode_[32] = {}, clubKey_[48] = {};
  std::string clubAccountError_;
  bool awaitingRegister_ = false;  // "Import a CSV file" pressed in the register panel
  std::string importSummary_;
  std::vector<std::string> importRefused_;
  // Late arrivals and withdrawals: the player, the minutes, the panel's own refusal
  int deskPlayer_ = 1, lateMinutes_ = 5;
  std::string deskError_;
  // The draw's options
  int champion_ = 0, choicePlayer_ = 1, choiceOrientation_ = 0;
  std::vector<std::pair<int, int>> chosen_;  // player, orientation
  char order_[512] = {};
  // The settings being changed (read from the tournament until edited) and the panel's refusal
  bool settingsEdited_ = false;
  int setPositions_ = 4, setDeals_ = 5, setMovement_ = 0;
  bool setFive_ = false;
  bool setFinal_ = false;
  int setFinalists_ = 0, setFinalFirst_ = 6, setFinalDeals_ = 0;  // finalists: 0 for 16, 1 for 20
  OnlineChoices setOnline_;
  // "Nouvelle séance": the players who continue (0: not chosen yet), the question shown
  int sessionKeep_ = 0;
  bool confirmSession_ = false;
  std::string settingsError_;
  // A correction's reason (required once a sheet is entered)
  char correction_[128] = {};
  // Sheets: the position and table being entered, by totals or deal by deal
  int position_ = 0, table_ = 0;
  bool byDeal_ = false;
  std::array<int, 5> totals_{};
  bool notPlayed_ = false;  // the totals' sheet marked as a position not played at the table
  match::ScorerEntry deal_;
  float points_ = 41.0f;
  int poignees_ = 0;
  // Rankings: 0 the position, 1 cumulated, 2 final, 3 teams
  int rankingKind_ = 1;
  int entryFeeEuros_ = 0;              // the prize table's entry fee (0: no prize table)
  // Penalties
  int penaltyPlayer_ = 1;
  char reason_[96] = {};
  int freePoints_ = 100;         // a penalty of another amount
  char cancelReason_[96] = {};   // the reason asked to cancel an arbitrator's decision
  // The club's server: its controller's state (client::ConsoleController, the client::Controller's), the choice
  // made this frame
  const client::ConsoleController* club_ = nullptr;
  client::ClubIntent clubAsked_;
  char server_[256] = {};
  bool serverEdited_ = false;
  std::map<std::string, site::QrCode> qrs_;  // by link
  int keyPlayer_ = 1;  // the player whose link is renewed
};

}  // namespace tarot::ui
