// The first screen: start a match with the settings chosen here (players, names, bot levels, deals, deal number,
// language, speed), resume the saved match, open the past games, import a deal record, or keep a scoresheet.
// The choices come first and "Jouer" last, in a footer that stays at the bottom (in reach on a phone); a wide
// screen has the choices in two columns on a centred card.
#pragma once
#include "match/match.h"
#include "ui/widgets.h"
#include <array>
#include <string>
#include <vector>

namespace tarot::ui {

struct NewGameScreen {
  enum class Choice { None, Start, PastGames, Import, Scorer, Resume, Statistics, CreateOnline, OnlineTables,
                      BackOnline, Tournament, ExportUnreadable, DeleteUnreadable, Learn };

  MatchSettings draft;
  bool resumeOffered = false;
  std::string resumeError;
  // The controller's messages at the top, each in place from the form's first frame (nothing under a finger moves):
  // the link's parameters not taken, a link that would have replaced the match in progress (the form then asks),
  // a damaged save kept aside (export or delete it; once deleted, a line in the same room says so).
  std::vector<std::string> linkNotes;
  bool linkAsks = false;
  bool unreadableSave = false, unreadableDeleted = false;
  // Online tables: offered when the build can reach a table server; a seat held on this device comes first.
  bool onlineOffered = false;
  bool onlineSeat = false;
  bool onlinePublic = false;
  std::string onlineNote;        // why the last online attempt failed (no server at this address...)

  // Fills the form from the startup settings.
  void init(const MatchSettings& settings);
  // Draws the form; returns what the player chose (the settings are in `draft`).
  Choice draw(Context& c, ImVec2 size);

 private:
  bool confirmReplace_ = false;  // "Play" pressed while a saved match exists: asking before replacing it
  bool linkQuestion_ = false;    // the question is the link's (asked once, when the form first shows it)
  bool linkAsked_ = false;
  bool deleteArmed_ = false;     // "Delete" tapped once: the same button now confirms
  float unreadableHeight_ = 0;   // the damaged save's message as first drawn (kept once it is deleted)
  float footerHeight_ = 64;      // "Jouer" and what goes with it, as last drawn: the choices scroll above it
  void drawMessages(Context& c, Choice* choice);
  void drawFooter(Context& c, Choice* choice);
  void drawDestinations(Context& c, Choice* choice);
  void drawLanguage(Context& c);
  void drawTable(Context& c);
  void drawName(Context& c);
  void drawSeats(Context& c);
  void drawPace(Context& c);
  void drawSeed(Context& c);
  char nameBuf_[32] = {};
  char seedBuf_[24] = {};
  std::array<std::array<char, 32>, 5> botNames_{};
};

}  // namespace tarot::ui
