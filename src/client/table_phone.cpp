// A table's phone: the sheet as the server sends it, the entries and confirmations kept on the device until the
// server answered them (by their entry_id, which is also the request's id), sent again on every new connection.
#include "client/table_phone.h"
#include "client/console/words.h"
#include "client/phone_words.h"
#include "client/server_refusal.h"
#include "client/startup_config.h"
#include "match/scoresheet.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "protocol/tournament_requests.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include "tournament/events.h"
#include "tournament/sheet_entry.h"
#include "tournament/visa.h"
#include "record/json_reader.h"
#include <algorithm>
#include <climits>
#include <cstdio>
#include <random>

namespace tarot::client {

namespace {

constexpr double kRetrySeconds = 2.0;
const char* const kFollowId = "follow";  // the id of the request that follows the table's sheet

bool isHex(const std::string& s, std::size_t n) {
  if (s.size() != n) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return false;
  return true;
}

bool smallNumber(const std::string& s, int lo, int hi, int* out) {
  if (s.empty() || s.size() > 4 || s.find_first_not_of("0123456789") != std::string::npos) return false;
  const int n = std::stoi(s);
  if (n < lo || n > hi) return false;
  *out = n;
  return true;
}

}  // namespace

bool parseTableLink(const std::string& query, TableLinkInfo* out, std::string* why) {
  const QueryParams params = readQuery(query);
  auto refuse = [&](const std::string& reason) {
    if (why) *why = reason;
    return false;
  };
  // A link that names its table twice, differently, is not trusted to name either.
  for (const char* k : {"tournament", "position", "table", "key"}) {
    const std::vector<std::string> given = params.all(k);
    for (const std::string& v : given)
      if (v != given.front()) return refuse(std::string("\"") + k + "\" is given twice with different values");
  }
  const std::string* code = params.last("tournament");
  const std::string* key = params.last("key");
  const std::string* position = params.last("position");
  const std::string* table = params.last("table");
  if (!code || !key || !position || !table) return refuse("a table's link names tournament, position, table and key");
  TableLinkInfo l;
  for (char c : *code) l.tournament += char(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  l.key = *key;
  if (l.tournament.size() != 20 || l.tournament.find_first_not_of("0123456789ABCDEFGHJKMNPQRSTVWXYZ") != std::string::npos)
    return refuse("\"tournament\": a code of 20 letters and digits");
  if (!smallNumber(*position, 1, 99, &l.position)) return refuse("\"position\": 1 to 99");
  if (!smallNumber(*table, 1, wire::kMaxTournamentTables, &l.table))
    return refuse("\"table\": 1 to " + std::to_string(wire::kMaxTournamentTables));
  if (!isHex(l.key, 32)) return refuse("\"key\": 32 hexadecimal digits");
  *out = l;
  return true;
}

std::string phoneProblemText(Lang lang, const PhoneProblem& p) {
  registerPhoneWords();
  if (p.code == "network") return match::tr(lang, match::Text::PhNetworkLost);
  return serverRefusalText(lang, p.code, p.message);
}

std::string dealRefusalText(Lang lang, const tournament::DealEntryRefusal& r) {
  registerPhoneWords();
  using C = tournament::DealEntryCode;
  using match::Text;
  const console::Numbers deal = {{"k", long(r.deal)}, {"a", long(r.a)}};
  // The rows are the game page's own (translations_phone.inc): filled without adding the tournament's table.
  const auto say = [&](Text key, console::Texts texts = {}) { return console::fill(lang, match::tr(lang, key), deal, texts); };
  switch (r.code) {
    case C::None: return "";
    case C::SheetUnknown: return match::tr(lang, Text::PhSheetUnknown);
    case C::SheetIn: return match::tr(lang, Text::PhSheetIn);
    case C::NoSuchDeal: return say(Text::PhNoSuchDeal);
    case C::Locked: return say(Text::PhLocked);
    case C::EarlierMissing: return say(Text::PhEarlierMissing);
    case C::NotEntered: return say(Text::PhNotEntered);
    case C::EnteredAgain: return say(Text::PhEnteredAgain);
    case C::NoSeat: case C::EmptySeat: return match::tr(lang, Text::PhNoSeat);
    case C::KeeperConfirms: return match::tr(lang, Text::PhKeeperConfirms);
    case C::BadDeal: return say(Text::PhBadDeal, {{"why", match::entryRefusalText(lang, r.entry)}});
  }
  return "";
}

TablePhone::TablePhone(TableLinkInfo link, Storage storage, online::OpenLink openLink, std::string server)
    : link_(std::move(link)), storage_(std::move(storage)), openLink_(std::move(openLink)), server_(std::move(server)) {
  load();
}

TablePhone::~TablePhone() {
  if (conn_) conn_->close();
}

std::string TablePhone::storageKey() const {
  return "phone/" + link_.tournament + "/" + std::to_string(link_.position) + "/" + std::to_string(link_.table);
}

void TablePhone::load() {
  std::string text;
  if (storage_.load && storage_.load("phone/device", &text) && text.size() >= 4 && text.size() <= 16) device_ = text;
  if (device_.empty()) {
    std::random_device rd;
    char buf[16];
    std::snprintf(buf, sizeof buf, "%08x", unsigned(rd()));
    device_ = buf;
    if (storage_.save) storage_.save("phone/device", device_);
  }
  json::Value v;
  std::string why;
  if (!storage_.load || !storage_.load(storageKey(), &text) || !json::parse(text, &v, &why) || !v.isObject()) return;
  json::Reader in;  // kept on the device by any earlier version: read as far as it goes
  seat_ = in.stringOr(v, "seat", "");
  counter_ = in.integerOr(v, "counter", 0, INT_MAX, 0);
  if (const std::vector<json::Value>* out = in.itemsOr(v, "outbox"))
    for (const json::Value& x : *out) {
      PhoneOutgoing o;
      o.confirm = in.booleanOr(x, "confirm", false);
      o.entryId = in.stringOr(x, "entry_id", "");
      o.deal = in.integerOr(x, "deal", 0, INT_MAX, 0);
      if (const json::Value* e = json::Reader::optional(x, "entry")) o.entry = *e;
      o.confirms = in.stringOr(x, "confirms", "");
      o.seat = in.stringOr(x, "seat", "");
      if (!o.entryId.empty() && o.deal > 0) outbox_.push_back(o);
    }
  if (const json::Value* s = json::Reader::optional(v, "last_sheet"); s && readSheet(*s)) sheetJson_ = *s;
}

void TablePhone::save() {
  if (!storage_.save) return;
  json::Value v = json::Value::object();
  v.set("seat", seat_).set("counter", int(counter_));
  json::Value out = json::Value::array();
  for (const PhoneOutgoing& o : outbox_) {
    json::Value x = json::Value::object();
    x.set("confirm", o.confirm).set("entry_id", o.entryId).set("deal", o.deal);
    if (o.confirm) x.set("confirms", o.confirms).set("seat", o.seat);
    else x.set("entry", o.entry);
    out.push(x);
  }
  v.set("outbox", out);
  if (sheetJson_.isObject()) v.set("last_sheet", sheetJson_);
  storage_.save(storageKey(), v.dump());
}

std::string TablePhone::newEntryId(const char* kind, int deal) {
  ++counter_;
  return device_ + "-" + kind + std::to_string(deal) + "-" + std::to_string(counter_);
}

void TablePhone::chooseSeat(const std::string& seat) {
  seat_ = seat;
  save();
}


bool TablePhone::callsArbitrator(const tournament::SheetDeal& entry) { return tournament::needsVisa(entry); }

bool TablePhone::visaGiven(int deal) const {
  return deal >= 1 && deal <= int(sheet_.deals.size()) && sheet_.deals[std::size_t(deal - 1)].visa;
}

bool TablePhone::visaAwaited(int deal) const {
  const tournament::SheetDeal* shown = shownEntry(deal);
  return shown && callsArbitrator(*shown) && !visaGiven(deal);
}

bool TablePhone::pendingEntry(int deal) const {
  for (const PhoneOutgoing& o : outbox_)
    if (!o.confirm && o.deal == deal) return true;
  return false;
}

bool TablePhone::pendingConfirmation(int deal) const {
  for (const PhoneOutgoing& o : outbox_)
    if (o.confirm && o.deal == deal) return true;
  return false;
}

std::string TablePhone::shownEntryId(int deal) const {
  for (auto it = outbox_.rbegin(); it != outbox_.rend(); ++it)
    if (!it->confirm && it->deal == deal) return it->entryId;
  if (deal >= 1 && deal <= int(sheet_.deals.size())) return sheet_.deals[std::size_t(deal - 1)].entryId;
  return "";
}

const tournament::SheetDeal* TablePhone::shownEntry(int deal) const {
  static thread_local tournament::SheetDeal scratch;
  for (auto it = outbox_.rbegin(); it != outbox_.rend(); ++it)
    if (!it->confirm && it->deal == deal) return tournament::dealFromJson(it->entry, &scratch).empty() ? &scratch : nullptr;
  if (deal >= 1 && deal <= int(sheet_.deals.size()) && sheet_.deals[std::size_t(deal - 1)].entered)
    return &sheet_.deals[std::size_t(deal - 1)].entry;
  return nullptr;
}

std::vector<tournament::EnteredDeal> TablePhone::entryState() const {
  std::vector<tournament::EnteredDeal> deals(std::size_t(std::max(0, sheet_.dealsPerPosition)));
  for (std::size_t k = 0; k < deals.size() && k < sheet_.deals.size(); ++k) {
    const PhoneDeal& d = sheet_.deals[k];
    deals[k].entered = d.entered;
    deals[k].confirmed = d.confirmed;
    deals[k].entryId = d.entryId;
    deals[k].confirmedBy = d.confirmedBy;
  }
  for (const PhoneOutgoing& o : outbox_) {
    if (o.deal < 1 || o.deal > int(deals.size())) continue;
    tournament::EnteredDeal& d = deals[std::size_t(o.deal - 1)];
    if (o.confirm) {
      d.confirmed = true;
      d.confirmedBy = o.seat;
    } else {
      d.entered = true;
      d.entryId = o.entryId;  // the latest entry kept here is the one shown
    }
  }
  return deals;
}

int TablePhone::dealToEnter() const {
  if (!sheet_.known || sheet_.locked) return 0;
  return tournament::nextDealToEnter(entryState());
}

int TablePhone::dealToConfirm() const {
  if (!sheet_.known || sheet_.locked) return 0;
  return tournament::dealToConfirm(entryState());
}

namespace {

// The table's occupied orientations as the sheet names them.
tournament::TableSeating seatingOf(const PhoneSheet& s) {
  tournament::TableSeating t;
  for (const PhoneSeat& seat : s.seats)
    if (const int o = tournament::orientationOf(seat.seat); o >= 0) t.seat[std::size_t(o)] = seat.player ? seat.player : -1;
  return t;
}

tournament::DealEntryRefusal refusedHere(tournament::DealEntryCode code, int deal, match::EntryCheck entry = {}) {
  tournament::DealEntryRefusal r;
  r.code = code;
  r.deal = deal;
  r.entry = entry;
  return r;
}

}  // namespace

// Who keeps the sheet: the table's entry model says (tournament/deal_entry.h), not the order of the seats sent.
std::string TablePhone::keeper() const {
  const int o = tournament::keeperOrientation(seatingOf(sheet_));
  for (const PhoneSeat& seat : sheet_.seats)
    if (tournament::orientationOf(seat.seat) == o) return seat.seat;
  return "";
}

tournament::DealEntryRefusal TablePhone::enter(int deal, const tournament::SheetDeal& entry) {
  if (!sheet_.known) return refusedHere(tournament::DealEntryCode::SheetUnknown, deal);
  if (tournament::DealEntryRefusal r = tournament::canEnter(entryState(), sheet_.locked, deal)) return r;
  if (!entry.annulled)
    if (const match::EntryCheck c = match::checkEntry(entry.entry, int(sheet_.seats.size())))
      return refusedHere(tournament::DealEntryCode::BadDeal, deal, c);
  PhoneOutgoing o;
  o.entryId = newEntryId("e", deal);
  o.deal = deal;
  o.entry = tournament::dealToJson(entry);
  outbox_.push_back(o);
  save();
  sendOne(o);
  return {};
}

tournament::DealEntryRefusal TablePhone::confirm(int deal, const std::string& asSeat) {
  if (!sheet_.known) return refusedHere(tournament::DealEntryCode::SheetUnknown, deal);
  if (tournament::DealEntryRefusal r =
          tournament::canConfirm(entryState(), sheet_.locked, deal, shownEntryId(deal), asSeat, seatingOf(sheet_)))
    return r;
  PhoneOutgoing o;
  o.confirm = true;
  o.entryId = newEntryId("c", deal);
  o.deal = deal;
  o.confirms = shownEntryId(deal);
  o.seat = asSeat;
  outbox_.push_back(o);
  save();
  sendOne(o);
  return {};
}

void TablePhone::sendOne(const PhoneOutgoing& o) {
  if (!conn_) return;  // sent with the rest when the link is open again
  using T = protocol::TournamentRequestType;
  protocol::TournamentRequest r = protocol::TournamentRequest::atTable(o.confirm ? T::Confirm : T::Enter,
                                                                       link_.tournament, link_.position, link_.table,
                                                                       link_.key);
  r.id = o.entryId;
  r.entryId = o.entryId;
  r.deal = o.deal;
  r.confirms = o.confirms;
  r.seat = o.seat;
  r.entry = o.entry;
  conn_->send(protocol::writeTournamentRequest(r));
}

void TablePhone::connect(double now) {
  if (!openLink_) return;
  conn_ = openLink_(server_);
  open_ = false;
  retryAt_ = now + kRetrySeconds;
  if (!conn_) return;
  protocol::TournamentRequest follow = protocol::TournamentRequest::atTable(
      protocol::TournamentRequestType::Table, link_.tournament, link_.position, link_.table, link_.key);
  follow.id = kFollowId;
  conn_->send(protocol::writeTournamentRequest(follow));
  for (const PhoneOutgoing& o : outbox_) sendOne(o);  // each with its own entry_id: applied once at most
}

void TablePhone::update(double now) {
  lastNow_ = now;
  if (!conn_ && now >= retryAt_) connect(now);
  if (!conn_) return;
  for (online::Link::Event& e : conn_->poll()) {
    if (e.kind == online::Link::EventKind::Open) {
      open_ = true;
      if (problem_.code == "network") problem_ = {};
    } else if (e.kind == online::Link::EventKind::Message) {
      received(e.text);
    } else {
      open_ = false;
      conn_.reset();
      retryAt_ = now + kRetrySeconds;
      problem_ = {"network", e.text};
      return;
    }
  }
  if (resendAt_ > 0 && now >= resendAt_ && conn_) {
    resendAt_ = 0;
    for (const PhoneOutgoing& o : outbox_) sendOne(o);
  }
}

void TablePhone::acknowledge(const std::string& entryId) {
  for (std::size_t i = 0; i < outbox_.size(); ++i)
    if (outbox_[i].entryId == entryId) {
      outbox_.erase(outbox_.begin() + long(i));
      return;
    }
}

void TablePhone::received(const std::string& text) {
  json::Value m;
  std::string why;
  if (!json::parse(text, &m, &why) || !m.isObject()) return;
  const std::string type = protocol::replyType(m), id = protocol::requestIdOf(m);
  if (type == wire::kTournamentSheet) {
    protocol::TournamentSheet sheet;
    if (!protocol::read(m, &sheet) || sheet.tournament != link_.tournament || sheet.position != link_.position ||
        sheet.table != link_.table)
      return;
    readSheet(m);
    sheetJson_ = m;
    if (!id.empty()) acknowledge(id);
    // An entry the server shows applied was answered, even if its answer was lost on the way.
    for (const PhoneDeal& d : sheet_.deals)
      if (d.entered) {
        for (std::size_t i = 0; i < outbox_.size(); ++i)
          if (!outbox_[i].confirm && outbox_[i].entryId == d.entryId) {
            outbox_.erase(outbox_.begin() + long(i));
            break;
          }
      }
    // The sheet came: a missing table, a wrong key or a busy server are behind us.
    if (problem_.code == wire::kNoTournament || problem_.code == wire::kBadKey || problem_.code == wire::kRateLimited ||
        problem_.code == wire::kServerError)
      problem_ = {};
    save();
  } else if (type == wire::kError) {
    protocol::Error e;
    if (!protocol::read(m, &e)) return;
    problem_ = {e.code, e.message};
    if (problem_.code == wire::kRateLimited || problem_.code == wire::kServerError) {
      resendAt_ = lastNow_ + kRetrySeconds;  // not read or not kept: sent again in a moment
    } else if (!id.empty() && id != kFollowId) {
      acknowledge(id);  // refused for good: sending it again would change nothing
      save();
    }
  }
}

bool TablePhone::readSheet(const json::Value& m) {
  protocol::TournamentSheet in;
  if (!protocol::read(m, &in)) return false;
  PhoneSheet s;
  s.known = true;
  s.dealsPerPosition = in.dealsPerPosition;
  for (const protocol::TournamentSheetSeat& x : in.seats) s.seats.push_back({x.seat, x.player, x.name});
  for (const protocol::TournamentSheetDeal& x : in.deals) {
    PhoneDeal d;
    d.deal = x.deal;
    d.entered = x.entered;
    d.confirmed = x.confirmed;
    d.entryId = x.entryId;
    d.confirmedBy = x.confirmedBy;
    d.visa = x.visa;
    if (d.entered && !tournament::dealFromJson(x.entry, &d.entry).empty()) d.entered = false;
    s.deals.push_back(d);
  }
  s.locked = in.locked;
  s.corrections = in.corrections;
  s.bilans = in.bilans;
  sheet_ = std::move(s);
  return true;
}

}  // namespace tarot::client
