// The table's phone as a program (phone_controller.h).
#include "client/phone_controller.h"
#include "client/phone_words.h"

namespace tarot::client {

PhoneController::PhoneController(const Host& host, const std::string& server) {
  registerPhoneWords();  // the phone's screen's words are rows of the client layer's table
  TableLinkInfo link;
  if (parseTableLink(host.startupQuery, &link)) phone_ = std::make_unique<TablePhone>(link, host.storage, host.openLink, server);
}

void PhoneController::tick(double now) {
  if (phone_) phone_->update(now);
}

tournament::DealEntryRefusal PhoneController::dispatch(const PhoneIntent& in) {
  if (!phone_) return {};
  switch (in.kind) {
    case PhoneIntent::Kind::ChooseSeat: phone_->chooseSeat(in.seat); return {};
    case PhoneIntent::Kind::Enter: return phone_->enter(in.deal, in.entry);
    case PhoneIntent::Kind::Confirm: return phone_->confirm(in.deal, in.seat);
    case PhoneIntent::Kind::None: break;
  }
  return {};
}

}  // namespace tarot::client
