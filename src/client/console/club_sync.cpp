// The console's connection to the club's server: one request at a time, driven by what the club state says is
// missing (the tournament, the following of its document, the events after those the server holds).
#include "client/console/club_sync.h"
#include "client/console/words.h"
#include "client/server_refusal.h"
#include "protocol/messages.h"
#include "protocol/tournament_replies.h"
#include "protocol/tournament_requests.h"
#include "protocol/tournament_wire.h"
#include "protocol/wire.h"
#include "record/json.h"
#include "tournament/events.h"
#include <cstdio>
#include <random>
#include <algorithm>

namespace tarot::console {

namespace {

bool sameEvent(const tournament::Event& a, const tournament::Event& b) {
  return a.kind == b.kind && a.data.dump() == b.data.dump();
}

}  // namespace

ClubSync::ClubSync(Console* console, online::OpenLink open) : console_(console), open_(std::move(open)) {
  if (console_->club().publishing()) status_ = Status::Connecting;
}

std::string ClubSync::publish(const std::string& server, double now) {
  if (!console_->open()) return tr(console_->lang(), match::Text::TnNoTournament);
  ClubState c = console_->club();
  if (!c.published()) {
    std::string s = server;
    while (!s.empty() && s.back() == ' ') s.pop_back();
    while (!s.empty() && s.front() == ' ') s.erase(s.begin());
    if (s.empty()) return tr(console_->lang(), match::Text::TnClubAddressNeeded);
    c.server = s;
    console_->setClub(c);
  }
  if (status_ == Status::Off || status_ == Status::Stopped) status_ = Status::Connecting;
  if (!link_) retryAt_ = now;
  update(now);
  return "";
}

void ClubSync::dropLink(double now) {
  if (link_) link_->close();
  link_.reset();
  linkOpen_ = following_ = false;
  wait_ = Wait::None;
  status_ = Status::Lost;
  retryAt_ = now + kRetrySeconds;
}

void ClubSync::connect(double now) {
  link_ = open_(console_->club().server);
  ++connections_;
  linkOpen_ = following_ = false;
  wait_ = Wait::None;
  retryAt_ = now + kRetrySeconds;
  // A new connection: the server's register read again, the night sent again (a lost answer loses nothing).
  listed_ = false;
  serverIds_.clear();
  nightSent_.clear();
}

void ClubSync::update(double now) {
  if (!console_->club().publishing() || !console_->open()) {
    if (link_) link_->close();
    link_.reset();
    status_ = Status::Off;
    return;
  }
  if (status_ == Status::Stopped) return;
  if (!link_) {
    if (now < retryAt_) return;
    connect(now);
  }
  for (const online::Link::Event& e : link_->poll()) {
    if (e.kind == online::Link::EventKind::Open) {
      linkOpen_ = true;
    } else if (e.kind == online::Link::EventKind::Message) {
      handle(e.text, now);
      if (status_ == Status::Stopped) return;
    } else {
      link_.reset();
      linkOpen_ = following_ = false;
      wait_ = Wait::None;
      status_ = Status::Lost;
      retryAt_ = now + kRetrySeconds;
      return;
    }
  }
  sendNext(now);
}

void ClubSync::send(protocol::TournamentRequest r) {
  r.id = ++requestId_;
  link_->send(protocol::writeTournamentRequest(r));
}

void ClubSync::sendNext(double now) {
  if (!link_ || !linkOpen_) {
    if (status_ != Status::Lost) status_ = Status::Connecting;
    return;
  }
  const ClubState& c = console_->club();
  const bool keysDone = wait_ != Wait::Key && keyToAsk() == 0;
  status_ = following_ && c.held >= total() && keysDone ? Status::InSync : Status::Publishing;
  if (wait_ != Wait::None || now < sendAt_) return;
  if (!c.published()) return sendCreate();
  if (!following_) return askEvents(c.held);
  if (c.held < total()) return sendEvent(c.held);
  if (const int player = keyToAsk()) return askKey(player);
  if (nightDue()) sendNightStep();
}

void ClubSync::renewPlayerKey(int player) {
  if (player >= 1 && std::find(renew_.begin(), renew_.end(), player) == renew_.end()) renew_.push_back(player);
}

int ClubSync::keyToAsk() const {
  const tournament::State& s = console_->state();
  if (!s.settings.online) return 0;
  for (int p : renew_)
    if (p <= int(s.players.size())) return p;
  for (int p = 1; p <= int(s.players.size()); ++p)
    if (console_->club().playerKey(p).empty()) return p;
  return 0;
}

void ClubSync::askKey(int player) {
  const ClubState& c = console_->club();
  wait_ = Wait::Key;
  waitIndex_ = std::size_t(player);
  send(protocol::TournamentRequest::playerKey(c.code, c.key, player));
}

void ClubSync::sendCreate() {
  // The creation id, drawn once and saved before it is sent: a resend after a lost answer names the same
  // tournament, which the server answers with its code and director key again instead of creating another.
  if (console_->club().creation.empty()) {
    ClubState c = console_->club();
    std::random_device rd;
    char hex[40];
    std::snprintf(hex, sizeof hex, "%08x%08x%08x%08x", unsigned(rd()), unsigned(rd()), unsigned(rd()), unsigned(rd()));
    c.creation = hex;
    console_->setClub(c);
  }
  const tournament::Event& first = console_->document().events().front();
  const json::Value* name = first.data.find("name");
  wait_ = Wait::Create;
  send(protocol::TournamentRequest::create(name && name->isString() ? name->asString() : std::string(),
                                           first.data.find("settings"), console_->club().creation));
}

void ClubSync::sendEvent(std::size_t index) {
  const tournament::Event& e = console_->document().events()[index];
  const ClubState& c = console_->club();
  wait_ = Wait::Event;
  waitIndex_ = index;
  send(protocol::TournamentRequest::event(c.code, c.key, e.kind, e.data, std::int64_t(index)));
}

void ClubSync::askEvents(std::size_t from) {
  const ClubState& c = console_->club();
  wait_ = Wait::List;
  waitIndex_ = from;
  send(protocol::TournamentRequest::events(c.code, c.key, std::int64_t(from)));
}

void ClubSync::handle(const std::string& frame, double now) {
  json::Value m;
  std::string why;
  if (!json::parse(frame, &m, &why) || !m.isObject()) return;
  const std::string type = protocol::replyType(m);
  ClubState c = console_->club();
  if (type == wire::kTournamentCreated && wait_ == Wait::Create) {
    protocol::TournamentCreated created;
    if (!protocol::read(m, &created)) return;
    c.code = created.tournament;
    c.key = created.directorKey;
    c.held = 1;
    console_->setClub(c);
    wait_ = Wait::None;
    return;
  }
  if (type == wire::kTournamentAccepted && wait_ == Wait::Event) {
    protocol::TournamentAccepted a;
    if (!protocol::read(m, &a) || a.index != std::int64_t(waitIndex_)) return;
    if (c.held < waitIndex_ + 1) c.held = waitIndex_ + 1;
    if (a.kind == "register" && !a.playerKey.empty() && a.player >= 1 && a.player <= 100000) {
      if (c.playerKeys.size() < std::size_t(a.player)) c.playerKeys.resize(std::size_t(a.player));
      c.playerKeys[std::size_t(a.player - 1)] = a.playerKey;
    }
    if (a.kind == "start_position" && a.position >= 1 && a.position <= 1000) {
      if (c.keys.size() < std::size_t(a.position)) c.keys.resize(std::size_t(a.position));
      c.keys[std::size_t(a.position - 1)] = a.keys;
    }
    console_->setClub(c);
    wait_ = Wait::None;
    refusedOnce_ = false;
    return;
  }
  if (type == wire::kTournamentPlayerKey && wait_ == Wait::Key) {
    protocol::TournamentPlayerKey k;
    if (!protocol::read(m, &k) || k.player != int(waitIndex_)) return;
    if (c.playerKeys.size() < std::size_t(k.player)) c.playerKeys.resize(std::size_t(k.player));
    c.playerKeys[std::size_t(k.player - 1)] = k.playerKey;
    console_->setClub(c);
    renew_.erase(std::remove(renew_.begin(), renew_.end(), k.player), renew_.end());
    wait_ = Wait::None;
    return;
  }
  if (type == wire::kTournamentEventList) return takeList(m);
  if (handleNight(type, m)) return;
  if (type != wire::kError) return;
  protocol::Error refused;
  if (!protocol::read(m, &refused)) return;
  const std::string code = refused.code, message = refused.message;
  if (code == wire::kRateLimited || code == wire::kServerError) {
    // Wait, then send again what is missing.
    sendAt_ = now + (code == wire::kRateLimited ? kRateWaitSeconds : kRetrySeconds);
    wait_ = Wait::None;
    return;
  }
  if (code == wire::kEventRefused && wait_ == Wait::Event) {
    wait_ = Wait::None;
    if (c.held != waitIndex_) return;  // the server's events came in meanwhile: sent again at its new place
    // Does the server hold events this console does not have yet? Its list says; if not, the server refuses this
    // very event, which is dropped from the outbox.
    refusedOnce_ = true;
    refusedWhy_ = client::serverRefusalText(console_->lang(), code, message);
    askEvents(c.held);
    return;
  }
  // The refusal in the console's words (the server's English text only for a code the console does not know).
  const std::string said = client::serverRefusalText(console_->lang(), code, message);
  if (code == wire::kNotDirector || code == wire::kNoTournament || wait_ == Wait::Create) {
    note(words(console_->lang(), match::Text::TnClubRefusesTournament, {}, {{"why", said}}));
    status_ = Status::Stopped;
    wait_ = Wait::None;
    return;
  }
  note(words(console_->lang(), match::Text::TnClubRefusedMessage, {}, {{"why", said}}));
  status_ = Status::Stopped;
  wait_ = Wait::None;
}

void ClubSync::takeList(const json::Value& m) {
  protocol::TournamentEventList list;
  if (!protocol::read(m, &list)) return;
  const long from = long(list.from), count = long(list.count);
  std::vector<tournament::Event> events;
  for (const protocol::TournamentEventLine& x : list.events) {
    tournament::Event e;
    e.kind = x.kind;
    e.data = x.data;
    e.at = x.at;
    e.author = x.author;
    events.push_back(std::move(e));
  }
  const bool reply = wait_ == Wait::List && std::size_t(from) == waitIndex_;
  ClubState c = console_->club();
  const std::size_t heldBefore = c.held;
  std::size_t j = std::size_t(from), i = 0;
  if (j > c.held) {
    // A gap (a push while the list was not asked yet): ask from what is held.
    if (wait_ == Wait::None || reply) askEvents(c.held);
    return;
  }
  for (; i < events.size() && j < c.held; ++i, ++j) {}
  const std::vector<tournament::Event>& mine = console_->document().events();
  for (; i < events.size() && j < mine.size() && sameEvent(events[i], mine[j]); ++i, ++j) c.held = j + 1;
  if (i < events.size()) {
    std::vector<tournament::Event> rest(events.begin() + long(i), events.end());
    std::vector<std::string> dropped;
    const std::string why = console_->adoptServerEvents(c.held, rest, &dropped);
    if (!why.empty()) {
      note(why);
      status_ = Status::Stopped;
      return;
    }
    c.held += rest.size();
    for (const std::string& d : dropped) note(d);
  }
  console_->setClub(c);
  if (!reply) return;
  wait_ = Wait::None;
  if (from + long(events.size()) < count) return askEvents(std::size_t(from) + events.size());
  following_ = true;
  if (refusedOnce_) {
    refusedOnce_ = false;
    if (c.held == heldBefore && c.held < total()) {
      // The server holds nothing new, yet refused the event: it is dropped, and the arbitrator told why.
      std::string what;
      const std::string why = console_->dropUnsent(c.held, refusedWhy_, &what);
      if (!why.empty()) {
        note(why);
        status_ = Status::Stopped;
        return;
      }
      note(what);
    }
  }
}

std::string ClubSync::statusText() const {
  using match::Text;
  const Lang l = console_->lang();
  switch (status_) {
    case Status::Off: return "";
    case Status::Connecting: return tr(l, Text::TnClubConnecting);
    case Status::Publishing:
      return words(l, Text::TnClubPublishing, {}, {{"done", std::to_string(held()) + " / " + std::to_string(total())}});
    case Status::InSync: return tr(l, Text::TnClubInSync);
    case Status::Lost: return words(l, Text::TnClubLost, {{"n", long(total() - std::min(held(), total()))}});
    case Status::Stopped: return tr(l, Text::TnClubStopped);
  }
  return "";
}

}  // namespace tarot::console
