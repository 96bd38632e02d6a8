// The inside of TableApp, shared by its two files: table_app.cpp (the match on this device, the screens, the
// automation report) and table_app_online.cpp (a seat at a table served over the network).
#pragma once
#include "ui/table_app.h"
#include "match/advisor.h"
#include "match/deal_review.h"
#include "match/saved_games.h"
#include "match/startup_config.h"
#include "ui/screens/help_screen.h"
#include "ui/screens/new_game_screen.h"
#include "ui/screens/online_screen.h"
#include "ui/screens/past_games_screen.h"
#include "ui/screens/review_screen.h"
#include "ui/advice_text.h"
#include "ui/preferences.h"
#include "ui/screens/scorer_screen.h"
#include "ui/screens/settings_screen.h"
#include "ui/screens/sheet_screen.h"
#include "ui/screens/stats_screen.h"
#include "ui/screens/summary_screen.h"
#include "ui/screens/table_screen.h"
#include "ui/screens/tournament_screen.h"
#include "ui/sound_cues.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

// Whether the person wants the expert's hints ("1" or "0"), kept on the device.
inline const char* const kHintsKey = "hints";

struct TableApp::Impl {
  Context ui;
  Match game;
  StartupConfig startup;
  bool ready = false;
  bool onTable = false;
  enum class Screen { Form, Games, Scorer, Stats, Online, Tournament } screen = Screen::Form;
  LocalSession local{&game};          // person 0's seat at the match on this device
  bool archived = false;              // the finished match has been added to the past games
  Match viewed;                       // a past game opened from the list (its sheet only)
  Sheet viewedSheet;                  // or the sheet of a past online game
  bool viewedSheetOnly = false;
  bool viewing = false;
  // An online table: the client, its screens, this device's seat (kept in storage to come back), a lost
  // connection tried again every two seconds.
  std::unique_ptr<online::OnlineTable> online;
  OnlineScreen onlineScreen;
  online::Credentials onlineCreds;
  bool onlinePlaying = false;         // the match at the online table has started: the table screen shows it
  bool onlineEverOpen = false;
  bool onlineArchived = false;
  double reconnectAt = -1;
  std::string pendingInvite;          // table=CODE from the start-up query, handled at the first frame
  bool showHelp = false;
  std::vector<Target> lastTargets;    // the targets of the last frame drawn
  std::vector<TextItem> lastTexts;    // and its texts
  NewGameScreen form;
  TableScreen table;
  SummaryScreen summary;
  SheetScreen sheet;
  ReviewScreen review;
  PastGamesScreen pastGames;
  ScorerScreen scorer;
  TournamentScreen tournament;        // the arbitrator's console
  SoundCues soundCues;
  StatsScreen stats;
  SettingsScreen settingsPanel;
  Preferences prefs;
  // The expert's advice ("Conseil") for the person's decision at the table on this device, thought in slices; and
  // whether the advice and the review marks are offered (hints=, else the saved choice, else not in an embed).
  match::Advisor advisor;
  bool hintsOn = true;
  std::string hintKey;                // the decision the advice is for
  double hintAskedAt = 0, hintSeconds = 0;  // when it was asked, and how long it took (the page's clock)
  static constexpr double kHintSliceMs = Match::kThinkSliceMs;

  SavedGames savedGames() const { return SavedGames(Storage{ui.platform.load, ui.platform.save, ui.platform.remove}); }

  void startMatch(const MatchSettings& s) {
    std::uint64_t seed = std::uint64_t(ui.now * 1000.0) * 2654435761ull ^ 0x5DEECE66Dull;
    if (s.seedGiven) seed = s.seed;
    game.startMatch(s, seed, ui.now);
    prefs.chooseSpeed(s.speed);  // the form's speed is the person's choice (kept unless it is the URL's)
    if (!prefs.speedFromUrl) prefs.save(ui.platform);
    prefs.apply(game, table);
    onTable = true;
    archived = false;
    table.reset();
    table.refresh(local, ui.now);
    sheet.open = false;
    review.open = false;
  }

  // The saved match, when it is unfinished and has these settings (a page opened again with start=1): resumed.
  bool resumeSameMatch(const MatchSettings& s) {
    std::string saved, why;
    if (!ui.platform.load || !ui.platform.load(kCurrentMatchKey, &saved)) return false;
    Match m;
    if (m.loadJson(saved, ui.now, &why) || m.matchOver() || !m.settings().sameMatch(s)) return false;
    game = std::move(m);
    prefs.apply(game, table);
    onTable = true;
    archived = false;
    table.reset();
    table.refresh(local, ui.now);
    return true;
  }

  void save() {
    if (ui.platform.save && !ui.platform.save(kCurrentMatchKey, game.saveJson())) ui.notice("save failed");
  }

  std::string serverBase() const { return !startup.server.empty() ? startup.server : ui.platform.serverUrl; }
  std::string tableLink(const std::string& code) const {
    if (ui.platform.pageUrl.empty() || code.empty()) return std::string();
    std::string link = ui.platform.pageUrl + "?table=" + code;
    if (!startup.server.empty()) link += "&server=" + startup.server;
    return link;
  }
  bool connectOnline();
  void createOnline();
  void listOnline();
  void inviteOnline(const std::string& code);
  void leaveOnline();
  void runOnline();
  void drawOnline(ImVec2 size);
  void drawOnlineTable(ImVec2 size);

  void frame();
  void runMatch();
  void runAdvice();
  void askAdvice();
  void drawBackground(ImVec2 size);
  void drawForm(ImVec2 size);
  void drawTable(ImVec2 size);
  void drawSheet(ImVec2 size);
  void openStats(const std::string& chosenId = "") { stats.show(savedGames(), chosenId); screen = Screen::Stats; }
  void drawSettings(ImVec2 size);
  std::string automation() const;
  json::Value onlineJson() const;
};

}  // namespace tarot::ui
