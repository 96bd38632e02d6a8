// The console publishing its tournament on the club's server and following it there (docs/PROTOCOL.md,
// "Tournaments"): `tournament_create` with the document's name and settings, then every event of the document in
// order with its index, one at a time (on `rate_limited` it waits and sends again); the director's connection follows
// the server's document (`tournament_events`), so the sheets the tables' phones complete come back and go into the
// console's document. Every later action of the arbitrator is saved on the device first, then sent: the events after
// those the server holds are the outbox, kept with the document, so a reload or a lost network loses nothing and
// each event is applied once (a resend of an index the server holds is a duplicate). A tournament played online: each
// player's key, given once in the reply to their registration, is kept in the club state; a key lost (or a player
// registered before the tournament was played online) is asked for again (`tournament_player_key`). When the server holds another
// event where the console's would go (a table's phones got their sheet in first), the console takes the server's
// and tells the arbitrator in words. No network code and no clock: the caller polls it with the time and opens the
// links (a WebSocket in the app, a hub in the process in the tests).
// Once the server holds the whole document and the console knows its club (Console::clubAccount), the night joins
// the club's season (club_night_sync.cpp, docs/PROTOCOL.md "The club's season"): the night's players' register
// entries found in the server's register (by licence, else by name) or added to it, then `club_night` with the
// night's date, season and title; sent again when a link, the date, the season, the title or the club changes, on
// each new connection (after a lost network) and once the night is closed. A refusal is told once, in words.
#pragma once
#include "client/console/console.h"
#include "online/online_table.h"
#include "protocol/register_requests.h"
#include "protocol/tournament_requests.h"
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tarot::console {

class ClubSync {
 public:
  enum class Status {
    Off,          // not published
    Connecting,   // a connection is being opened
    Publishing,   // the server does not hold every event yet
    InSync,       // the server holds the whole document and the console follows it
    Lost,         // the connection was lost: tried again soon
    Stopped       // the server refused the tournament (unknown code, not the director's key): nothing more sent
  };
  static constexpr double kRetrySeconds = 3;
  static constexpr double kRateWaitSeconds = 1.1;

  ClubSync(Console* console, online::OpenLink open);

  // Publishes the open tournament on the server at `server` (the page's own address on the web); "" when started,
  // else why not (in the console's language). A tournament published already keeps its server.
  std::string publish(const std::string& server, double now);
  // Reads what arrived, sends what waits, reconnects when the time has come.
  void update(double now);

  Status status() const { return status_; }
  // Events the server holds, and the document's.
  std::size_t held() const { return console_->club().held; }
  std::size_t total() const { return console_->document().events().size(); }
  // "Publishing 120 / 640", "Published: in step with the server", ... in the console's language.
  std::string statusText() const;
  // What the arbitrator must be told (the server's events taken instead of the console's, refusals), oldest first.
  const std::vector<std::string>& notices() const { return notices_; }
  void clearNotices() { notices_.clear(); }
  int connections() const { return connections_; }
  // Drops the connection as a lost network would (tests; the next update reconnects when the time has come).
  void dropLink(double now);
  // A tournament played online: asks the server for a new key for the player (the old link stops working); sent once
  // the server holds the document. The players whose key the console lacks (a reply lost) are asked for on their own.
  void renewPlayerKey(int player);
  // Players whose new key is asked for or waited for.
  std::size_t keysPending() const { return renew_.size(); }

  // The night in the club's season: no club known, not sent yet (or changed since), joined as it stands, refused.
  enum class Night { NoClub, Waiting, Joined, Refused };
  Night night() const;
  // "Night in the club's season 2026-2027", ... in the console's language ("" with no club known).
  std::string nightText() const;

 private:
  enum class Wait { None, Create, Event, List, Key, Register, AddMember, Night };
  void connect(double now);
  void handle(const std::string& text, double now);
  void sendNext(double now);
  void sendCreate();
  void sendEvent(std::size_t index);
  void askEvents(std::size_t from);
  void takeList(const json::Value& m);
  void askKey(int player);
  // The first player to ask a key for: one the arbitrator asked to renew, else one whose key is unknown; 0 none.
  int keyToAsk() const;
  void send(protocol::TournamentRequest r);
  void note(const std::string& text) { notices_.push_back(text); }
  // The night's part (club_night_sync.cpp): what the season holds of the night as it stands now, whether it must be
  // sent, the next request towards it, the server's answers to those requests (false: not one of them).
  std::string nightSignature() const;
  bool nightDue() const;
  void sendNightStep();
  void sendClub(protocol::ClubRequest r);
  bool handleNight(const std::string& type, const json::Value& m);
  void takeRegister(const json::Value& m);
  void nightRefused(const json::Value& m);
  std::string nightRefusalText(const json::Value& error) const;  // the server's refusal in the console's language

  Console* console_;
  online::OpenLink open_;
  std::unique_ptr<online::Link> link_;
  Status status_ = Status::Off;
  bool linkOpen_ = false, following_ = false;
  Wait wait_ = Wait::None;
  std::size_t waitIndex_ = 0;     // the event sent (Wait::Event)
  bool refusedOnce_ = false;      // the event sent was refused: the list asked tells whether the server moved on
  std::string refusedWhy_;        // ... and the server's reason
  double retryAt_ = 0, sendAt_ = 0;
  int connections_ = 0;
  long requestId_ = 0;
  std::vector<std::string> notices_;
  std::vector<int> renew_;        // players whose new key the arbitrator asked for, in order
  bool listed_ = false;           // the server's register read on this connection
  std::string listedFor_;         // ... for that club
  std::map<int, int> serverIds_;  // the console's register entry -> the server's, on this connection
  std::string nightSent_, nightSending_, nightRefused_;  // the night's signatures: joined, being sent, refused
  json::Value nightWhy_;          // the refusal, worded when shown
};

}  // namespace tarot::console
