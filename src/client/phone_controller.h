// The table's phone as a program (client/program.h): it owns the client::TablePhone of the page's table link, built
// on the device's storage and a link to the club's server, advances it in tick(now), and carries out what the phone's
// screen hands back — "I am…", a deal entered by the keeper, a deal confirmed by another seat — returning the entry
// model's refusal for the screen to word.
#pragma once
#include "client/controller.h"
#include "client/program.h"
#include "client/table_phone.h"
#include <memory>
#include <string>

namespace tarot::client {

// What the person did on the phone's screen.
struct PhoneIntent {
  enum class Kind { None, ChooseSeat, Enter, Confirm } kind = Kind::None;
  int deal = 0;                  // Enter, Confirm
  std::string seat;              // ChooseSeat; Confirm: the seat that confirms
  tournament::SheetDeal entry;   // Enter
  explicit operator bool() const { return kind != Kind::None; }
};

class PhoneController final : public ProgramController {
 public:
  // The phone of the table named by the host's query, on its storage, reaching `server` through its links; without a
  // table's link in the query there is no phone (phone() is nullptr).
  PhoneController(const Host& host, const std::string& server);
  void tick(double now) override;
  // The phone's state for the screen (nullptr: the query names no table).
  const TablePhone* phone() const { return phone_.get(); }
  // Carries out the person's choice: no refusal when done (or queued to be sent).
  tournament::DealEntryRefusal dispatch(const PhoneIntent& intent);

 private:
  std::unique_ptr<TablePhone> phone_;
};

}  // namespace tarot::client
