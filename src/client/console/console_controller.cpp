// The console's club side as a program (console_controller.h).
#include "client/console/console_controller.h"

namespace tarot::client {

ConsoleController::ConsoleController(console::Console& console, online::OpenLink open)
    : console_(&console), open_(std::move(open)) {}

void ConsoleController::tick(double now) {
  // Another of the device's tournaments opened (or the open one closed or deleted): the club's connection and what
  // it told belonged to the one before; the new one's is made from its own saved club state.
  if (console_->current() != openTournament_) {
    openTournament_ = console_->current();
    club_.reset();
    kept_.clear();
    fresh_.clear();
  }
  if (!club_ && console_->club().publishing() && open_) club_ = std::make_unique<console::ClubSync>(console_, open_);
  if (!club_) return;
  club_->update(now);
  // What the server changed in the console's document: kept under the club's part, and told once.
  for (const std::string& n : club_->notices()) {
    kept_.push_back(n);
    fresh_.push_back(n);
  }
  club_->clearNotices();
  if (kept_.size() > kNoticesKept) kept_.erase(kept_.begin(), kept_.end() - std::ptrdiff_t(kNoticesKept));
}

bool ConsoleController::publishing() const {
  return club_ && club_->status() != console::ClubSync::Status::Off && club_->status() != console::ClubSync::Status::Stopped;
}

std::vector<std::string> ConsoleController::takeNotices() {
  std::vector<std::string> out;
  out.swap(fresh_);
  return out;
}

std::string ConsoleController::dispatch(const ClubIntent& in, double now) {
  switch (in.kind) {
    case ClubIntent::Kind::Publish:
      if (!open_) return "";  // the screen offers no publishing on a device without links
      if (!club_) club_ = std::make_unique<console::ClubSync>(console_, open_);
      return club_->publish(in.server, now);
    case ClubIntent::Kind::RenewPlayerKey:
      if (club_) club_->renewPlayerKey(in.player);
      return "";
    case ClubIntent::Kind::None: break;
  }
  return "";
}

}  // namespace tarot::client
