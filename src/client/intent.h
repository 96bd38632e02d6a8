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
    StartMatch, ResumeMatch, ShowPastGames, ShowStatistics, OpenScorer, CreateOnline, ListOnline, BackToOnline,
    // the table on this device
    Act, Undo, AskHint, NextDeal, LeaveTable, ForgetMatch, ReviewDeal, CloseReview, ChangeSettings,
    // past games, statistics, the scorer
    OpenPastGame, DeletePastGame, ClosePastGame, CloseScreen, KeepScorer, Import,
    // an online table
    JoinOnline, RefreshOnline, StartOnline, LockOnline, FreeOnlineSeat, LeaveOnline, OnlineNextDeal
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

  static Intent of(Kind k) {
    Intent i;
    i.kind = k;
    return i;
  }
  static Intent form(Kind k, const MatchSettings& s) { Intent i = of(k); i.settings = s; return i; }
  static Intent act(const Action& a) { Intent i = of(Kind::Act); i.action = a; return i; }
  static Intent withText(Kind k, std::string t) { Intent i = of(k); i.text = std::move(t); return i; }
  static Intent withNumber(Kind k, int n) { Intent i = of(k); i.number = n; return i; }
  static Intent withFlag(Kind k, bool f) { Intent i = of(k); i.flag = f; return i; }
  static Intent settingsChanged(const PlayerSettings& p, bool hints) {
    Intent i = of(Kind::ChangeSettings);
    i.preferences = p;
    i.flag = hints;
    return i;
  }
  static Intent join(std::string code, std::string name) {
    Intent i = of(Kind::JoinOnline);
    i.text = std::move(code);
    i.name = std::move(name);
    return i;
  }
};

}  // namespace tarot::client
