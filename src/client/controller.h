// The app's controller: what the person is doing (an explicit Mode), the match on this device or the seat at an
// online table, the saves and the past games, the person's settings, the expert's advice and the deal under review.
// The app gives it the time (tick) and its services (Host: storage, host-page events, links to a table server);
// the screens draw its state and hand back what the person asked (dispatch). No ImGui, no SDL, no clock.
#pragma once
#include "client/console/console.h"
#include "client/deal_study.h"
#include "client/glosses.h"
#include "client/intent.h"
#include "client/lesson.h"
#include "client/preferences.h"
#include "client/program.h"
#include "client/saved_games.h"
#include "client/startup_config.h"
#include "client/statistics.h"
#include "client/trigger.h"
#include "match/seat_session.h"
#include "online/online_table.h"
#include <memory>

namespace tarot::client {

// Services the app gives the controller. Any of them may be left empty.
struct Host {
  Storage storage;                                                   // text by key (files or localStorage)
  std::function<void(const std::string& eventJson)> notify;          // deal/match ended (host page)
  std::function<std::string()> today;                                // "YYYY-MM-DD HH:MM", for the past games
  online::OpenLink openLink;                                         // a link to a table server (none: offline)
  ClockMs clockMs;                                                   // measures the expert's thinking
  std::string startupQuery;                                          // "key=value&..." (the page's URL)
  std::string serverUrl;                                             // the table server when server= gives none
  std::string pageUrl;                                               // this page without its query ("" unknown)
  bool embedded = false;                                             // in another page: quieter defaults
  bool reducedMotion = false;                                        // the device asks for less motion: no deal shown
};

// Whether the person wants the expert's hints ("1" or "0"), kept on the device.
inline const char* const kHintsKey = "hints";
// A lost online connection is tried again this often (seconds) while this device holds a seat there.
inline constexpr double kReconnectSeconds = 2.0;

// What is on show. Panels over the table (help, scoresheet, settings) are the screen's own.
enum class Mode { Menu, Table, PastGames, PastGame, Statistics, Scorer, Online, OnlineTable, Tournament, Lesson };

// The online screens before the match: the list, an invitation, the waiting room (and the person's name there).
struct OnlinePage {
  // Naming: a table is to be created and the person has not chosen a name yet (the default "Vous" is never sent).
  enum class Step { Lobby, Invitation, Room, Naming } step = Step::Lobby;
  std::string name, code;
  std::string status;    // the connection's state in words ("" when open)
  int serial = 0;        // changes each time the controller opens a page (the screen then resets its fields)
};

// What the new-game form offers beside the settings (the screen copies it each frame).
struct MenuState {
  bool resumeOffered = false;
  std::string resumeError;
  // The page's link (start=1) would have started another match while one is unfinished: nothing started, the form
  // asks whether to resume the match kept or replace it.
  bool linkAsks = false;
  bool linkNotice = false;        // the page's link had parameters not taken: told on the form (startupNoticeLines)
  bool unreadableSave = false;    // a damaged save is kept aside: the form offers to export or delete it
  bool unreadableDeleted = false; // it was deleted from the form (the message stays in its place, saying so)
  bool onlineOffered = false;     // the build can reach a table server
  bool onlineSeat = false;        // this device holds a seat at an online table
  std::string onlineNote;         // why the last online attempt failed
};

// A message for the person, shown for a few seconds.
struct Notice {
  std::string text;
  double seconds = 3.5;
};

// The expert's advice on the person's decision at the table on this device.
struct Hint {
  bool offered = false;           // the "Conseil" button is offered (hints on, not autoplay)
  std::string key;                // the decision it is for ("" when none)
  double askedAt = 0, seconds = 0;
};

class Controller {
 public:
  explicit Controller(Host host);
  ~Controller();
  Controller(const Controller&) = delete;
  Controller& operator=(const Controller&) = delete;

  // Advances with the caller's clock (seconds): the start-up requests, the bots and their pace, the saves, the
  // archive, the host page's events, the online table and its reconnection, the advice and the review's thinking.
  void tick(double now);
  // What the person asked; "" when done, else why not in the person's words (a refused card, say).
  std::string dispatch(const Intent& intent);

  Mode mode() const { return mode_; }
  // Changes each time a new match comes to the table (started, resumed at start-up, or an online table opened):
  // the screen then forgets the choices in progress.
  int tableSerial() const { return tableSerial_; }
  // The new-game form as the person is filling it in (its language speaks for the controller's notices).
  void setDraft(const MatchSettings& s) { draft_ = s; }
  double now() const { return now_; }
  const StartupConfig& startup() const { return startup_; }
  const MenuState& menu() const { return menu_; }
  const Preferences& preferences() const { return prefs_; }
  bool hintsOn() const { return hintsOn_; }
  // The notices since the last call, taken once each.
  std::vector<Notice> takeNotices();

  // --- the table (on this device or online) ---
  // The seat the table screen plays through: its actions come back here as intents (Act, Undo).
  SeatSession& seat();
  SeatView view() const;
  // False while an online table has sent no view yet (a new connection after a lost one): the screen keeps the last.
  bool hasView() const { return mode_ != Mode::OnlineTable || (online_ && online_->hasView()); }
  const MatchSettings& tableSettings() const;   // the match on this device (Mode::Table)
  std::uint64_t dealSeed() const;
  bool canUndo() const;
  const Advisor& advisor() const { return advisor_; }
  // Whole seconds before the online table's next deal starts by itself (the server's countdown since its last
  // state), or -1 when none is coming (a deal in play, the match over, a tournament's table).
  int nextDealCountdown() const;
  // The lesson at the table ("Apprendre"), while Mode::Lesson.
  const Lesson& lesson() const { return lesson_; }
  // The arbitrator's console of a club tournament, on this device's storage (made when first asked for).
  console::Console& console();

  // --- the tournament's programs (client/program.h) ---
  // The services the app gave, for a program's controller built on them (its storage, its links).
  const Host& host() const { return host_; }
  // The club's server: server= of the query, else the page's own origin ("" when none).
  const std::string& serverAddress() const { return startup_.server.empty() ? host_.serverUrl : startup_.server; }
  // Holds a program's controller (replacing the one before) and advances it in each tick.
  void attach(std::unique_ptr<ProgramController> program);
  const Hint& hint() const { return hint_; }
  // In English, the glosses of the French terms the table shows for the first time, one per line ("" when none).
  const std::string& glossLine() const { return glosses_.line(); }
  // The sheet of the match on show (on this device, a past game, or the online table's), and whether its deals
  // can be opened for review.
  Sheet sheet() const;
  bool sheetReviewable() const;
  const DealStudy& study() const { return study_; }

  // --- past games and statistics ---
  GamesIndex pastGames() const;
  const Statistics& statistics() const { return stats_; }
  const std::vector<RunningTotals>& charts() const { return charts_; }
  // The scorer's sheet as kept on the device ("" when none).
  std::string scorerSaved() const;
  // The damaged save kept aside, as stored (for the person to export); "" when none.
  std::string unreadableSave() const;

  // --- online ---
  const online::OnlineTable* online() const { return online_.get(); }
  const OnlinePage& onlinePage() const { return page_; }
  std::string tableLink(const std::string& code) const;
  // True for a name the person chose: not empty, not only spaces, not the form's default ("Vous", "You").
  static bool nameChosen(const std::string& name);

 private:
  class Seat;
  std::string dispatchForm(const Intent& in);
  std::string dispatchTable(const Intent& in);
  std::string dispatchOnline(const Intent& in);
  std::string dispatchLesson(const Intent& in);
  void notice(std::string text, double seconds = 3.5) { notices_.push_back({std::move(text), seconds}); }
  const char* t(Text x) const;
  SavedGames savedGames() const { return SavedGames(host_.storage); }
  // The match on this device.
  bool startMatch(const MatchSettings& s);
  void startFromLink();
  void tellLinkProblems();
  bool resumeSameMatch(const MatchSettings& s);
  bool resumeMatch(std::string* why);
  bool savedMatchUnfinished() const;
  void toTable();
  void runMatch();
  void runAdvice();
  void askAdvice();
  void reviewDeal(int deal);
  void openStatistics();
  // The online table.
  bool connectOnline(Lang lang);
  void openPage(OnlinePage::Step step, const std::string& name);
  void createOnline(const MatchSettings& s, bool isPublic);
  void listOnline(const MatchSettings& s);
  void inviteOnline(const std::string& code);
  void joinTournament();
  void leaveOnline();
  void runOnline();
  void keepCredentials();
  void retryOnline();
  void showOnline() { mode_ = onlinePlaying_ ? Mode::OnlineTable : Mode::Online; }

  Host host_;
  StartupConfig startup_;
  MatchSettings draft_;                    // the form's settings as last handed over
  Mode mode_ = Mode::Menu;
  int tableSerial_ = 0;
  double now_ = 0;
  MenuState menu_;
  Preferences prefs_;
  std::vector<Notice> notices_;
  Trigger started_;                        // when the first tick came (the start-up requests: start=1, table=CODE)
  // The match on this device, the past game opened, the deal under review.
  Match game_;
  bool archived_ = false;                  // the finished match is among the past games
  Match viewed_;
  Sheet viewedSheet_;
  bool viewedSheetOnly_ = false;
  DealStudy study_;
  Lesson lesson_;
  Statistics stats_;
  std::vector<RunningTotals> charts_;
  // The expert's advice.
  Advisor advisor_;
  Glosses glosses_;
  std::unique_ptr<console::Console> console_;
  std::unique_ptr<ProgramController> programController_;
  bool hintsOn_ = true;
  Hint hint_;
  // The online table: the client, this device's seat (kept in storage to come back), the lost connection's retry.
  std::unique_ptr<online::OnlineTable> online_;
  online::Credentials creds_;
  OnlinePage page_;
  bool onlineEverOpen_ = false;
  bool onlineArchived_ = false;
  bool onlinePlaying_ = false;             // the match at the online table has started: the table shows it
  Trigger lost_;                           // started when the connection was lost: retried after a delay
  std::unique_ptr<Seat> local_, remote_;   // the SeatSessions handed to the table screen
  bool onlineDealSkipped_ = false;         // the online deal's cards were tapped through (until they are dealt)
};

// The decision the person faces, as a key: the advice is dropped when it changes.
std::string decisionKey(const SeatView& v);

}  // namespace tarot::client
