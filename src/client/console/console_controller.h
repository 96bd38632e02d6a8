// The arbitrator's console as a program (client/program.h): the console's club side advanced with the clock. It owns
// the console::ClubSync that publishes the open tournament on the club's server and follows it there (made once the
// tournament is publishing, or when the arbitrator publishes it), advances it in tick(now), keeps what the server
// changed for the screen, and carries out the club's choices the console's screen hands back (publish, a player's new
// key). The tournament itself is the Controller's console::Console, on the device's storage.
#pragma once
#include "client/console/club_sync.h"
#include "client/console/console.h"
#include "client/console/console_intent.h"
#include "client/program.h"
#include <memory>
#include <string>
#include <vector>

namespace tarot::client {

// The club's choices on the console's screen.
struct ClubIntent {
  enum class Kind { None, Publish, RenewPlayerKey } kind = Kind::None;
  std::string server;  // Publish: the server's address as typed
  int player = 0;      // RenewPlayerKey
  explicit operator bool() const { return kind != Kind::None; }
};

class ConsoleController final : public ProgramController {
 public:
  static constexpr std::size_t kNoticesKept = 4;

  // The club side of `console` (the Controller's), reaching servers through `open` (empty: this device cannot).
  ConsoleController(console::Console& console, online::OpenLink open);
  void tick(double now) override;

  const console::Console& console() const { return *console_; }
  // The club's connection (nullptr until the tournament is published or being published).
  const console::ClubSync* club() const { return club_.get(); }
  // The club's connection is at work (connecting, publishing, following the server): "Publish" is not offered.
  bool publishing() const;
  // The last few things the server changed, for the club's part (oldest first).
  const std::vector<std::string>& clubNotices() const { return kept_; }
  // The ones that came since the last call, taken once (the screen shows each as a notice).
  std::vector<std::string> takeNotices();
  // Carries out the club's choice at `now`: "" when done, else why not in the console's language.
  std::string dispatch(const ClubIntent& intent, double now);
  // Carries out what the arbitrator asked on the console's screens (console_dispatch.cpp), `at` the events' clock
  // (ms, the device's local time): "" when done (and saved), else why not in the console's language. What it gave
  // beyond that (an entry added to the register, an import's lines) is in outcome() until the next one.
  std::string dispatch(const ConsoleIntent& intent, std::int64_t at);
  const ConsoleOutcome& outcome() const { return outcome_; }
  // The console's language (its refusals and words), the screen's; resuming the tournament kept on the device
  // (Console::resume: "" or why it cannot be read).
  void setLang(console::Lang lang) { console_->setLang(lang); }
  std::string resume() { return console_->resume(); }

 private:
  console::Console* console_;
  online::OpenLink open_;
  std::unique_ptr<console::ClubSync> club_;
  std::vector<std::string> kept_, fresh_;
  ConsoleOutcome outcome_;
  int openTournament_ = -1;  // the console's open tournament the club's connection belongs to (Console::current)
};

}  // namespace tarot::client
