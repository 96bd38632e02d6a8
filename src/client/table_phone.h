// A table's phone at a tournament night (docs/PROTOCOL.md, "Tournaments"): the link
// ?tournament=CODE&position=P&table=T&key=KEY opens it. It follows the table's sheet on the server, lets the keeper
// (the first occupied orientation) enter each deal and another seat confirm it. Every entry and confirmation is kept
// in the device's storage with its entry_id until the server has answered it, and sent again on every new
// connection (the server answers a resend with "duplicate":true and applies it once): an entry is never lost across a
// reload or a lost network. No ImGui, no clock of its own: the screen polls it with the time.
#pragma once
#include "client/saved_games.h"
#include "online/online_table.h"
#include "record/json.h"
#include "tournament/deal_entry.h"
#include "tournament/document.h"
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace tarot::client {

// The table's link, read from the page's query.
struct TableLinkInfo {
  std::string tournament, key;
  int position = 0, table = 0;
};
// True when the query names a table's phone (tournament, position, table and key all well formed, read by
// readQuery: client/startup_config.h); otherwise false, with the reason in `why` when given.
bool parseTableLink(const std::string& query, TableLinkInfo* out, std::string* why = nullptr);

// The sheet as the server last sent it (kept on the device too, so that a reload offline shows it).
struct PhoneSeat {
  std::string seat;  // "N", "S", "E", "W", "5"
  int player = 0;
  std::string name;
};
struct PhoneDeal {
  int deal = 0;
  bool entered = false, confirmed = false;
  std::string entryId, confirmedBy;
  tournament::SheetDeal entry;  // when entered
  bool visa = false;            // the arbitrator's visa given on it (a garde sans or garde contre)
};
struct PhoneSheet {
  bool known = false;  // a sheet has arrived (now or before a reload)
  int dealsPerPosition = 0;
  std::vector<PhoneSeat> seats;  // the occupied seats in the table's order N, S, E, W, 5: people 0, 1, 2...
  std::vector<PhoneDeal> deals;
  bool locked = false;  // the sheet is in the tournament's document: only the director changes it
  std::vector<std::string> corrections;
  std::vector<std::pair<std::string, int>> bilans;  // seat, points of the confirmed deals
};

// An entry or a confirmation not yet answered by the server.
struct PhoneOutgoing {
  bool confirm = false;
  std::string entryId;
  int deal = 0;
  json::Value entry;      // an entry: the sheet's deal as JSON
  std::string confirms;   // a confirmation: the entry_id it confirms
  std::string seat;       // and the seat that confirms
};

// What went wrong last, as the server's code (bad_key, sheet_locked, bad_entry, bad_confirm, no_tournament, ...,
// or "network" when the link is lost) with its message; phoneProblemText says it in the person's language.
struct PhoneProblem {
  std::string code, message;
  explicit operator bool() const { return !code.empty(); }
};
std::string phoneProblemText(Lang lang, const PhoneProblem& p);
// Why the phone does not take an entry or a confirmation (the table's entry model, tournament/deal_entry.h), said in
// the person's language; "" for none.
std::string dealRefusalText(Lang lang, const tournament::DealEntryRefusal& r);

class TablePhone {
 public:
  // `openLink` opens a connection to `server` ("" or an http(s) address); left empty, the phone stays offline.
  TablePhone(TableLinkInfo link, Storage storage, online::OpenLink openLink, std::string server);
  ~TablePhone();
  TablePhone(const TablePhone&) = delete;
  TablePhone& operator=(const TablePhone&) = delete;

  // Reads what arrived, opens the link again after a pause when it was lost (the time in seconds).
  void update(double now);

  const TableLinkInfo& link() const { return link_; }
  const PhoneSheet& sheet() const { return sheet_; }
  const std::vector<PhoneOutgoing>& pending() const { return outbox_; }
  bool connected() const { return open_; }
  const PhoneProblem& problem() const { return problem_; }
  void clearProblem() { problem_ = {}; }

  // The seat this device's person chose ("I am…"), kept for this table and position; "" until chosen.
  const std::string& seat() const { return seat_; }
  void chooseSeat(const std::string& seat);
  // The seat that enters the deals: the first occupied orientation ("" before the sheet is known).
  std::string keeper() const;
  // The next deal to enter (1..deals per position): the first with no entry, sent or not; 0 when every deal has
  // one (or the sheet is locked). A deal waiting for its confirmation does not hold the next one back.
  int dealToEnter() const;
  // The first deal entered and not confirmed (what another seat confirms next), 0 when none.
  int dealToConfirm() const;
  // Each deal's state as the entry model sees it on this phone: the server's sheet with this phone's entries and
  // confirmations not yet answered counted as made.
  std::vector<tournament::EnteredDeal> entryState() const;
  // The entry id the screen shows for deal k: a pending entry's, else the server's (empty if none).
  std::string shownEntryId(int deal) const;
  // The entry shown for deal k (a pending one first); nullptr when none.
  const tournament::SheetDeal* shownEntry(int deal) const;
  // The arbitrator's visa (tournament/visa.h): a deal entered as a garde sans or garde contre calls the arbitrator
  // ("Pour un sur contrat ... le joueur doit toujours appeler l'arbitre"); deal k's entry shown awaits the visa until
  // the arbitrator gives it from the console.
  static bool callsArbitrator(const tournament::SheetDeal& entry);
  bool visaAwaited(int deal) const;
  bool visaGiven(int deal) const;
  bool pendingEntry(int deal) const;
  bool pendingConfirmation(int deal) const;

  // The keeper enters deal k — the next one, or an unconfirmed one again on purpose (a correction) — checked by the
  // scorer's model first: no refusal when queued.
  tournament::DealEntryRefusal enter(int deal, const tournament::SheetDeal& entry);
  // `asSeat` confirms the entry shown for deal k: no refusal when queued.
  tournament::DealEntryRefusal confirm(int deal, const std::string& asSeat);

  // The storage key of this table's phone (tests).
  std::string storageKey() const;

 private:
  void connect(double now);
  void sendOne(const PhoneOutgoing& o);
  void received(const std::string& text);
  // The sheet message (protocol/tournament_replies.h) into sheet_: false, keeping the one before, when malformed.
  bool readSheet(const json::Value& m);
  void acknowledge(const std::string& entryId);
  void load();
  void save();
  std::string newEntryId(const char* kind, int deal);

  TableLinkInfo link_;
  Storage storage_;
  online::OpenLink openLink_;
  std::string server_;
  std::unique_ptr<online::Link> conn_;
  bool open_ = false;
  double retryAt_ = 0, resendAt_ = 0, lastNow_ = 0;
  PhoneSheet sheet_;
  json::Value sheetJson_;  // the last sheet message, kept
  std::vector<PhoneOutgoing> outbox_;
  std::string seat_;
  std::string device_;  // this device's id, a part of its entry ids
  long counter_ = 0;
  PhoneProblem problem_;
};

}  // namespace tarot::client
