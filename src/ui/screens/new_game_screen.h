// The first screen: start a match with the settings chosen here (players, names, bot levels, deals, deal number,
// language, speed), resume the saved match, open the past games, import a deal record, or keep a scoresheet.
#pragma once
#include "match/match.h"
#include "ui/widgets.h"
#include <array>
#include <string>

namespace tarot::ui {

struct NewGameScreen {
  enum class Choice { None, Start, PastGames, Import, Scorer, Resume, Statistics, CreateOnline, OnlineTables,
                      BackOnline, Tournament };

  MatchSettings draft;
  bool resumeOffered = false;
  std::string resumeError;
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
  char nameBuf_[32] = {};
  char seedBuf_[24] = {};
  std::array<std::array<char, 32>, 5> botNames_{};
};

}  // namespace tarot::ui
