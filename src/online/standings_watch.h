// The live standings as a page holds them (the room's screen, a club's website: `?tournament=CODE&view=standings`):
// one connection to the club's server that asks `tournament_watch`, keeps the last `tournament_standings` and
// applies each `tournament_standings_update` (asking the whole standings again when one cannot apply) and each
// `tournament_progress` to it (the deals confirmed at a table whose sheet is missing). A lost connection
// is tried again every few seconds and the watch asked anew; a malformed message is refused with its reason and
// changes nothing; an unknown tournament stops the watch. No network code and no clock: the caller polls it with the
// time (the app gives a WebSocket, the tests a hub in the process).
#pragma once
#include "match/translations.h"
#include "online/online_table.h"
#include "online/tournament_read.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tarot::online {

class StandingsWatch {
 public:
  enum class Status {
    Connecting,    // the first connection is being made
    Watching,      // the standings arrived and follow the server
    Lost,          // the connection was lost after it had worked: retrying
    Unreachable,   // no connection ever opened: retrying
    NoTournament,  // the server has no tournament with this code: stopped
    NoCode         // the page names no valid tournament code: nothing asked
  };
  static constexpr double kRetrySeconds = 3;

  // Watches `tournament` on the server at `server` (opened through `open`); `now` in seconds.
  StandingsWatch(OpenLink open, std::string server, std::string tournament, double now);

  // Reads what arrived, and reconnects when the time has come.
  void update(double now);

  Status status() const { return status_; }
  const std::string& tournament() const { return code_; }
  bool hasStandings() const { return hasStandings_; }
  const TournamentStandings& standings() const { return standings_; }
  // Messages applied (standings and progress): a screen redraws its lines when this changes.
  long updates() const { return updates_; }
  int connections() const { return connections_; }  // links opened so far (1 + the reconnections)
  // The last message refused, with the reader's reason ("" when none).
  const std::string& refused() const { return refused_; }
  int refusals() const { return refusals_; }  // messages refused so far

  // Position `p`'s ranking is wanted beside the cumulated one (1 to the positions started; 0: none): asked of the
  // server, which pushes it again when it changes (a correction); asked again on a new connection.
  void choosePosition(int p);
  int chosenPosition() const { return chosen_; }
  // Position `p`'s ranking as last received (nullptr: not yet).
  const PositionRanking* positionRanking(int p) const;

  // The latest position has every sheet in: its ranking and the cumulated one are final.
  bool positionComplete() const;
  // Player `id`'s name (numbered from 1), "?" for none.
  std::string playerName(int id) const;
  // What the page says of the connection in `lang` ("" while the standings follow the server).
  std::string statusText(match::Lang lang) const;

 private:
  void connect(double now);
  void handle(const std::string& text);

  OpenLink open_;
  std::string server_, code_;
  std::unique_ptr<Link> link_;
  Status status_ = Status::Connecting;
  bool everOpen_ = false;    // a link opened at least once
  bool linkOpen_ = false;    // the current link is open
  double retryAt_ = 0;
  int connections_ = 0;
  bool hasStandings_ = false;
  bool askedWhole_ = false;  // an update could not be applied: the whole standings are asked again
  TournamentStandings standings_;
  long updates_ = 0;
  int chosen_ = 0;
  std::map<int, PositionRanking> rankings_;  // by position
  std::string refused_;
  int refusals_ = 0;
  void refuse(const std::string& why) { refused_ = why; ++refusals_; }
};

}  // namespace tarot::online
