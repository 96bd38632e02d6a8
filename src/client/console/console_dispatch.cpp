// The console's screens' intents carried out on the console (console_controller.h, console_intent.h).
#include "client/console/console_controller.h"

namespace tarot::client {

ConsoleIntent ConsoleIntent::of(Kind k) {
  ConsoleIntent i;
  i.kind = k;
  return i;
}

ConsoleIntent ConsoleIntent::withText(Kind k, std::string text) {
  ConsoleIntent i = of(k);
  i.text = std::move(text);
  return i;
}

ConsoleIntent ConsoleIntent::withNumber(Kind k, int number) {
  ConsoleIntent i = of(k);
  i.number = number;
  return i;
}

ConsoleIntent ConsoleIntent::atTable(Kind k, int position, int table, std::string reason) {
  ConsoleIntent i = of(k);
  i.position = position;
  i.table = table;
  i.reason = std::move(reason);
  return i;
}

namespace {

using K = ConsoleIntent::Kind;

// The tournaments kept on the device, registration and the draw; `handled` false for the other kinds.
std::string listAndSetup(console::Console& c, const ConsoleIntent& in, std::int64_t at, bool* handled) {
  switch (in.kind) {
    case K::Create: return c.create(in.text, in.settings, at);
    case K::OpenTournament: return c.openTournament(in.number);
    case K::CloseTournament: c.closeTournament(); return "";
    case K::DeleteTournament: return c.deleteTournament(in.number);
    case K::DiscardSave: c.discardSave(); return "";
    case K::SetNight: return c.setNight(in.text, in.number);
    case K::RegisterPlayer: return c.registerPlayer(in.text, at);
    case K::RegisterList: return c.registerList(in.text, at);
    case K::RegisterMember: return c.registerMember(in.number, at);
    case K::DrawWith: return c.drawWith(in.draw, at);
    case K::PlaceInOrder: return c.placeInOrder(in.text, in.number, at);
    default: *handled = false; return "";
  }
}

// The positions, their sheets and the arbitrator's decisions.
std::string positionsAndSheets(console::Console& c, const ConsoleIntent& in, std::int64_t at, bool* handled) {
  switch (in.kind) {
    case K::StartNextPosition: return c.startNextPosition(at);
    case K::EnterTotals: return c.enterTotals(in.position, in.table, in.totals, at, in.reason, in.flag);
    case K::AddDraftDeal: return c.addDraftDeal(in.position, in.table, in.deal);
    case K::UndoDraftDeal: c.undoDraftDeal(in.position, in.table); return "";
    case K::HandInDraft: return c.handInDraft(in.position, in.table, at, in.reason);
    case K::GiveVisa: return c.giveVisa(in.position, in.table, in.number, at);
    case K::ClosePosition: return c.closePosition(in.position, at);
    case K::NewSession: return c.newSession(in.number, at);
    case K::LateArrival: return c.lateArrival(in.player, in.number, at);
    case K::Withdraw: return c.withdraw(in.player, at);
    case K::Penalty: return c.penalty(in.penalty, at);
    case K::LostSheet: return c.lostSheet(in.position, in.table, in.text, at);
    case K::Cancel: return c.cancel(in.number, in.text, at);
    case K::ChangeSettings: return c.changeSettings(in.settings, at);
    default: *handled = false; return "";
  }
}

}  // namespace

std::string ConsoleController::dispatch(const ConsoleIntent& in, std::int64_t at) {
  outcome_ = {};
  switch (in.kind) {
    case K::None: return "";
    case K::AddMember: return console_->addMember(in.member, &outcome_.member);
    case K::EditMember: return console_->editMember(in.member);
    case K::MergeMembers: return console_->mergeMembers(in.player, in.number);
    case K::ImportRegister:
      outcome_.refused = console_->importRegister(in.text, &outcome_.added);
      return "";
    case K::SetClubAccount: return console_->setClubAccount(in.text, in.reason);
    default: break;
  }
  bool handled = true;
  std::string why = listAndSetup(*console_, in, at, &handled);
  if (handled) return why;
  handled = true;
  return positionsAndSheets(*console_, in, at, &handled);
}

}  // namespace tarot::client
