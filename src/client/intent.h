// What the person asked, as the screens hand it to the controller (Controller::dispatch): one value per request,
// built by the named constructors below. The screens only draw the controller's state and return these.
#pragma once
#include "client/layer.h"
#include "client/player_settings.h"
#include <string>

namespace tarot::client {

struct Intent {
  enum class Kind {
    // the new-game form (`settings`: the form as filled in)
    StartMatch, ResumeMatch, ShowPastGames, ShowStatistics, OpenScorer, OpenTournament, CreateOnline, ListOnline,
    BackToOnline, DeleteUnreadable,
    // the table on this device
    Act, Undo, AskHint, SkipDeal, NextDeal, LeaveTable, ForgetMatch, ReviewDeal, CloseReview, ChangeSettings,
    // past games, statistics, the scorer
    OpenPastGame, DeletePastGame, ClosePastGame, CloseScreen, KeepScorer, Import,
    // an online table
    JoinOnline, RefreshOnline, StartOnline, LockOnline, FreeOnlineSeat, LeaveOnline, OnlineNextDeal,
    // the lesson ("Apprendre"; `settings`: the form's language and pace), a reading step read (Act, LeaveTable too)
    StartLesson, LessonNext
  };
  Kind kind = Kind::CloseScreen;
  MatchSettings settings;        // StartMatch, ResumeMatch, CreateOnline, ListOnline...: the form's settings
  Action action;                 // Act
  PlayerSettings preferences;    // ChangeSettings
  bool flag = false;             // CreateOnline: public; LockOnline: locked; ChangeSettings: hints on
  int number = -1;               // ReviewDeal: the deal on the sheet; FreeOnlineSeat: the person
  std::string text;              // OpenPastGame, DeletePastGame: the id; KeepScorer: the sheet; Import: the record;
                                 // JoinOnline: the table's code
  std::string name;              // JoinOnline: the person's name

  // Out of line: an Intent holds a whole MatchSettings, whose construction and destruction would otherwise be
  // written out at every screen's call site (code the page downloads).
  Intent();
  Intent(const Intent&);
  ~Intent();
  static Intent of(Kind k);
  static Intent form(Kind k, const MatchSettings& s);
  static Intent act(const Action& a);
  static Intent withText(Kind k, std::string t);
  static Intent withNumber(Kind k, int n);
  static Intent withFlag(Kind k, bool f);
  static Intent settingsChanged(const PlayerSettings& p, bool hints);
  static Intent join(std::string code, std::string name);
};

}  // namespace tarot::client
