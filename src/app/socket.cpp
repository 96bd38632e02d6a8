// What both socket implementations share: a socket that is closed from the start (a bad address, a refused scheme).
#include "app/socket.h"

namespace tarot::app {

namespace {

class ClosedSocket : public Socket {
 public:
  explicit ClosedSocket(std::string reason) : reason_(std::move(reason)) {}
  void send(const std::string&) override {}
  std::vector<Event> poll() override {
    std::vector<Event> out;
    if (!told_) out.push_back({EventKind::Closed, reason_});
    told_ = true;
    return out;
  }
  void close() override {}

 private:
  std::string reason_;
  bool told_ = false;
};

}  // namespace

std::unique_ptr<Socket> closedSocket(const std::string& reason) { return std::make_unique<ClosedSocket>(reason); }

}  // namespace tarot::app
