// The inside of TableApp, shared by its two files: table_app.cpp (the screens of this device's match, the
// automation report) and table_app_online.cpp (the screens of an online table). It holds the screens and their
// drawing state only; the match, the online table, the saves and the advice are the controller's (src/client).
#pragma once
#include "ui/table_app.h"
#include "client/controller.h"
#include "ui/screens/help_screen.h"
#include "ui/screens/new_game_screen.h"
#include "ui/screens/online_screen.h"
#include "ui/screens/past_games_screen.h"
#include "ui/screens/review_screen.h"
#include "ui/advice_text.h"
#include "ui/console_panel.h"
#include "ui/screens/scorer_screen.h"
#include "ui/screens/settings_screen.h"
#include "ui/screens/sheet_screen.h"
#include "ui/screens/stats_screen.h"
#include "ui/screens/summary_screen.h"
#include "ui/screens/table_screen.h"
#include "ui/sound_cues.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

using client::Controller;
using client::Intent;
using client::Mode;

struct TableApp::Impl {
  Context ui;
  std::unique_ptr<Controller> client;
  bool ready = false;
  bool showHelp = false;
  HelpState help;  // the help's card and swipe between frames
  int tableSerial = 0, pageSerial = 0;  // the controller's, as last seen: a new table or online page resets a screen
  std::vector<Target> lastTargets;    // the targets of the last frame drawn
  std::vector<TextItem> lastTexts;    // and its texts
  std::vector<CardItem> lastCards;    // and the table's cards
  float zoom = 1;                     // display pixels per drawing unit (TableApp::setZoom)
  NewGameScreen form;
  TableScreen table;
  SummaryScreen summary;
  SheetScreen sheet;
  ReviewScreen review;
  PastGamesScreen pastGames;
  ScorerScreen scorer;
  std::unique_ptr<ConsolePanel> tournament;  // the arbitrator's console, when the program carries it
  SoundCues soundCues;
  StatsScreen stats;
  SettingsScreen settingsPanel;
  OnlineScreen onlineScreen;

  // Hands the person's request to the controller (what it refuses comes back among its notices or on the form).
  void ask(const Intent& intent) {
    client->dispatch(intent);
    follow();
  }
  // Brings the screens in line with the controller: its notices, a new table, an online page, the form's offers.
  void follow();
  bool atTable() const {
    return client->mode() == Mode::Table || client->mode() == Mode::OnlineTable || client->mode() == Mode::Lesson;
  }
  // The menu's "Tournoi": the console here when the program carries it, else its own page.
  void openConsole();

  void frame();
  void hintLine();
  void drawBackground(ImVec2 size);
  void drawForm(ImVec2 size);
  void drawPastGames(ImVec2 size);
  void drawTable(ImVec2 size);
  void drawLesson(ImVec2 size);
  void drawSheet(ImVec2 size);
  void drawSettings(ImVec2 size);
  void drawOnline(ImVec2 size);
  void drawOnlineTable(ImVec2 size);
  void noteSeats();
  std::string automation() const;
  void tableJson(json::Value& o) const;
  json::Value onlineJson() const;
  json::Value lessonJson() const;
};

// The controller's services from the platform's.
client::Host hostOf(const Platform& p);

}  // namespace tarot::ui
