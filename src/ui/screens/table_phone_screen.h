// The table's phone at a tournament night, made for a 360×640 phone (drawing only; the sheet, the outbox and the
// server are client::TablePhone's, held and advanced by client::PhoneController): the table's seats with their names and bilans, the deals of the position with
// their state, "I am…" (the seat, kept on the device), the keeper's entry of the next deal with its score shown
// before it is sent (a deal sent waits for its confirmation while the form goes on to the next; an unconfirmed one is
// entered again only on purpose), and the other seats' confirmation (on their own phone, or on the keeper's handed round).
// The console's program opens it for a table's link (?tournament=CODE&position=P&table=T&key=KEY).
#pragma once
#include "client/phone_controller.h"
#include "ui/widgets.h"
#include <string>

namespace tarot::ui {

struct TablePhoneScreen {
  // Draws the phone's state; returns what the person did this frame (a seat chosen, a deal sent or confirmed), for
  // the phone's controller to carry out.
  client::PhoneIntent draw(Context& ui, const client::PhoneController& phone, ImVec2 size);
  // The controller's answer to what draw returned: its refusal worded under the form, the form cleared once a deal
  // is sent.
  void answered(Context& ui, const client::PhoneIntent& asked, const tournament::DealEntryRefusal& refused);
  // For automation: the link, the seat, the connection, what waits to be sent, each deal's state.
  json::Value automation(const client::PhoneController& phone) const;

 private:
  void drawPhone(Context& ui);
  void drawSeats(Context& ui, float w);
  void drawDeals(Context& ui);
  void drawEntry(Context& ui, float w, int deal);
  void drawConfirm(Context& ui, float w);
  void drawConfirmHere(Context& ui, float w);

  const client::TablePhone* phone_ = nullptr;  // the controller's, while drawing
  client::PhoneIntent asked_;                   // what the person did this frame
  tournament::SheetDeal draft_;
  float points_ = 41.0f;
  int poignees_[3] = {0, 0, 0};
  int correcting_ = 0;  // the unconfirmed deal the keeper chose to enter again, 0: the next deal
  std::string error_;  // the last refusal on the device, in the person's language
};

}  // namespace tarot::ui
