// The client side of a table shared over the network (docs/PROTOCOL.md): it speaks the protocol through a Link the
// app opens (a WebSocket in the browser or on the desktop), keeps what the server says (the seats, this person's
// SeatView, the scoresheet, the list of public tables) and is the SeatSession the table screen plays through. The
// server is the referee: an action is only sent; the next `state` shows it accepted, an `error` says why not. No
// network code and no clock here: the caller polls it with the time, tests plug a Link into a Hub in the process.
#pragma once
#include "match/scoresheet.h"
#include "match/seat_session.h"
#include "protocol/messages.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace tarot::online {

using match::Lang;
using match::SeatView;

// One connection to a table server, polled each frame.
class Link {
 public:
  enum class EventKind { Open, Message, Closed };
  struct Event {
    EventKind kind;
    std::string text;  // Message: the frame; Closed: the reason in words
  };
  virtual ~Link() = default;
  virtual void send(const std::string& text) = 0;  // queued until the link is open
  virtual std::vector<Event> poll() = 0;
  virtual void close() = 0;
};
using OpenLink = std::function<std::unique_ptr<Link>(const std::string& url)>;

// A seat as the server shows it to everyone.
struct SeatStatus {
  enum class Kind { Free, Here, Away, Bot } kind = Kind::Free;
  std::string name;
  bool held = false;          // a person holds the seat (here, away, or replaced by a bot for now)
  double awaySeconds = -1;    // Away: seconds left before a bot plays it, as of the last state
  bool ready = false;         // wants the next deal
};

// A public table in the server's list.
using protocol::TableLine;
using protocol::TableSettings;

// What a person needs to come back to their seat: kept on the device, one per table.
struct Credentials {
  std::string table, token, creatorToken, name;
  int person = -1;
  std::string toJson() const;
  static bool fromJson(const std::string& text, Credentials* out);
  static std::string storageKey(const std::string& table) { return "online/" + table; }
};

class OnlineTable final : public match::SeatSession {
 public:
  OnlineTable(std::unique_ptr<Link> link, Lang lang);

  // Requests (sent at once or when the link opens).
  // A new table for `name` (the settings' language is the client's own).
  void create(const std::string& name, const TableSettings& settings);
  void join(const std::string& table, const std::string& name, int person = -1);
  void resume(const Credentials& c);
  void listTables();
  void start();
  void lock(bool locked);
  void freeSeat(int person);
  void leave();
  void nextDeal();
  // An online tournament's player (docs/PROTOCOL.md "Online positions"): their seat asked for with their key; the
  // answer resumes it, or names the position awaited (tournamentWaiting), asked again when it starts.
  void askTournamentSeat(const std::string& tournament, int player, const std::string& key);
  int tournamentWaiting() const { return waitingPosition_; }
  // Why the seat is awaited: the position has not started, the player does not play it, or no position is left.
  enum class TournamentWait { NotStarted, NotSeated, Over };
  TournamentWait tournamentWaitReason() const { return waitReason_; }
  // The position's clock at a tournament table: whole minutes left (-1: no clock), and whether the time is up (no
  // new deal starts). Each is also said once as a notice ("Position: 20 min left", "Time is up: ...").
  int tournamentMinutesLeft(double now) const;
  bool tournamentTimeUp() const { return timeUp_; }

  // Reads what arrived since the last call.
  void update(double now);

  // --- the connection ---
  bool open() const { return open_; }
  bool closed() const { return closed_; }
  const std::string& closedReason() const { return closedReason_; }

  // --- the table ---
  bool seated() const { return person_ >= 0; }
  const std::string& table() const { return creds_.table; }
  int person() const { return person_; }
  bool creator() const { return !creds_.creatorToken.empty(); }
  bool started() const { return started_; }
  bool locked() const { return locked_; }
  bool isPublic() const { return settings_.isPublic; }
  int people() const { return settings_.players; }
  bool fiveAtFour() const { return settings_.fiveAtFour; }
  int deals() const { return settings_.deals; }
  const std::vector<SeatStatus>& seats() const { return seats_; }
  // Seconds a seat has left before a bot takes it, counted down from the last state.
  int awayLeft(int person, double now) const;
  bool hasView() const { return hasView_; }
  // The last view, its animations aged to `now` (the server sends a view as each action is accepted).
  SeatView view(double now) const override;
  std::string act(const Action& a, double now) override;
  bool hasSheet() const { return hasSheet_; }
  const match::Sheet& sheet() const { return sheet_; }
  bool readyForNext() const { return readySent_; }
  // Whole seconds before the next deal starts by itself, counted down from the last state; -1 when none is coming.
  int nextDealLeft(double now) const;

  // --- the lobby ---
  bool tablesReceived() const { return tablesReceived_; }
  const std::vector<TableLine>& tables() const { return tables_; }

  // Refusals and losses in the person's words, taken once each.
  std::vector<std::string> takeNotices();
  // The credentials once they change (created, joined, resumed, freed: empty token), to keep on the device.
  bool takeCredentials(Credentials* out);
  // Host-page events at the end of a deal and of the match, as the match on this device sends them.
  std::vector<std::string> takeEvents();
  // True once this connection lost its seat (freed by the creator or taken over from another device).
  bool seatLost() const { return seatLost_; }

 private:
  void send(const protocol::ClientMessage& m);
  void handle(const json::Value& m, double now);
  void readState(const json::Value& m, double now);
  void error(const protocol::Error& e);
  void dealEvents(const SeatView& before, const SeatView& after);

  std::unique_ptr<Link> link_;
  Lang lang_;
  bool open_ = false, closed_ = false;
  std::string closedReason_;
  Credentials creds_;
  bool credsChanged_ = false;
  int person_ = -1;
  bool started_ = false, locked_ = false;
  TableSettings settings_;                 // as the last state showed them
  std::vector<SeatStatus> seats_;
  double stateAt_ = 0;
  double lastPing_ = 0;                    // when the lobby last pinged (the server closes silent lobbies)
  static constexpr double kLobbyPing = 20;
  bool hasView_ = false;
  SeatView view_;
  bool hasSheet_ = false;
  match::Sheet sheet_;
  bool readySent_ = false;
  int nextDealIn_ = -1;                    // as the last state told (-1: none)
  bool tablesReceived_ = false;
  std::vector<TableLine> tables_;
  std::vector<std::string> notices_;
  std::vector<std::string> events_;
  bool seatLost_ = false;
  int waitingPosition_ = 0;                // a tournament's player: the position awaited, 0 when none
  TournamentWait waitReason_ = TournamentWait::NotStarted;
  double clockLeft_ = -1, clockAt_ = 0;    // the position's clock: seconds left when told, and when
  bool timeUp_ = false;
};

}  // namespace tarot::online
