// The controller at an online table: the connection to the table server, its pages (lobby, invitation, waiting
// room), the seat kept on the device and taken back after a lost connection, the shared sheet kept at the end.
#include "client/controller.h"
#include <cstdio>

namespace tarot::client {

std::string Controller::tableLink(const std::string& code) const {
  if (host_.pageUrl.empty() || code.empty()) return std::string();
  std::string link = host_.pageUrl + "?table=" + code;
  if (!startup_.server.empty()) link += "&server=" + startup_.server;
  return link;
}

bool Controller::nameChosen(const std::string& name) {
  std::string n;
  for (const char ch : name)
    if (ch != ' ') n += char(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
  if (n.empty()) return false;
  for (int l = 0; l < kLangCount; ++l) {
    std::string d = tr(Lang(l), Text::DefaultName);
    for (char& ch : d) ch = char(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    if (n == d) return false;
  }
  return true;
}

std::string Controller::dispatchOnline(const Intent& in) {
  using K = Intent::Kind;
  switch (in.kind) {
    case K::CreateOnline: draft_ = in.settings; createOnline(in.settings, in.flag); return std::string();
    case K::ListOnline: draft_ = in.settings; listOnline(in.settings); return std::string();
    case K::BackToOnline: if (online_) showOnline(); return std::string();
    default: break;
  }
  if (!online_) return std::string();
  switch (in.kind) {
    case K::JoinOnline:
      // Nothing is sent under the form's default name: the others would see "Vous".
      if (!nameChosen(in.name)) {
        notice(t(Text::OnlineNameNeeded));
        return t(Text::OnlineNameNeeded);
      }
      online_->join(in.text, in.name);
      page_.step = OnlinePage::Step::Room;
      page_.code = in.text;
      page_.name = in.name;
      break;
    case K::RefreshOnline: online_->listTables(); break;
    case K::StartOnline: online_->start(); break;
    case K::LockOnline: online_->lock(in.flag); break;
    case K::FreeOnlineSeat: online_->freeSeat(in.number); break;
    case K::LeaveOnline:
      if (in.flag) online_->leave();  // the person gives up the seat (else only this page is left)
      leaveOnline();
      break;
    case K::OnlineNextDeal: online_->nextDeal(); break;
    default: break;
  }
  return std::string();
}

bool Controller::connectOnline(Lang lang) {
  const std::string server = !startup_.server.empty() ? startup_.server : host_.serverUrl;
  if (!host_.openLink || server.empty()) {
    menu_.onlineNote = t(Text::OnlineNoServer);
    return false;
  }
  online_ = std::make_unique<online::OnlineTable>(host_.openLink(server), lang);
  onlineEverOpen_ = false;
  lost_.stop();
  page_.status = t(Text::OnlineConnecting);
  menu_.onlineNote.clear();
  return true;
}

void Controller::openPage(OnlinePage::Step step, const std::string& name) {
  page_.step = step;
  page_.name = name;
  ++page_.serial;
}

void Controller::createOnline(const MatchSettings& s, bool isPublic) {
  // The connection opened while the person was asked for a name serves for the table.
  const bool naming = online_ && mode_ == Mode::Online && page_.step == OnlinePage::Step::Naming;
  if (!naming && !connectOnline(s.lang)) return;
  if (!nameChosen(s.names[0])) {
    // The form's default name is not sent to others: the person is asked for one first.
    onlinePlaying_ = false;
    mode_ = Mode::Online;
    openPage(OnlinePage::Step::Naming, std::string());
    return;
  }
  online_->create(s.names[0], online::TableSettings::fromMatch(s, isPublic));
  onlinePlaying_ = false;
  onlineArchived_ = false;
  ++tableSerial_;
  mode_ = Mode::Online;
  openPage(OnlinePage::Step::Room, s.names[0]);
}

void Controller::listOnline(const MatchSettings& s) {
  if (!connectOnline(s.lang)) return;
  online_->listTables();
  onlinePlaying_ = false;
  mode_ = Mode::Online;
  openPage(OnlinePage::Step::Lobby, nameChosen(s.names[0]) ? s.names[0] : std::string());
}

// A link to a table opened: the seat this device holds there is taken back, else the person is asked for a name.
void Controller::inviteOnline(const std::string& code) {
  std::string saved;
  online::Credentials c;
  const bool held = host_.storage.load && host_.storage.load(online::Credentials::storageKey(code), &saved) &&
                    online::Credentials::fromJson(saved, &c) && !c.token.empty() && c.table == code;
  if (!connectOnline(draft_.lang)) return;
  mode_ = Mode::Online;
  onlinePlaying_ = false;
  onlineArchived_ = false;
  ++tableSerial_;
  page_.code = code;
  if (held) {
    creds_ = c;
    online_->resume(c);
    openPage(OnlinePage::Step::Room, c.name);
  } else if (startup_.nameGiven && nameChosen(draft_.names[0])) {
    // The link carries the person's name: the first free seat at once.
    online_->join(code, draft_.names[0]);
    openPage(OnlinePage::Step::Room, draft_.names[0]);
  } else {
    openPage(OnlinePage::Step::Invitation, nameChosen(draft_.names[0]) ? draft_.names[0] : std::string());
  }
}

// A tournament player's link: their seat asked for with their key; the room says which position is awaited until
// the server gives the seat, which is then resumed like any held seat.
void Controller::joinTournament() {
  if (!connectOnline(draft_.lang)) return;
  mode_ = Mode::Online;
  onlinePlaying_ = false;
  onlineArchived_ = false;
  ++tableSerial_;
  online_->askTournamentSeat(startup_.tournament, startup_.tournamentPlayer, startup_.playerKey);
  openPage(OnlinePage::Step::Room, std::string());
}

void Controller::leaveOnline() {
  if (online_) {
    online::Credentials c;
    if (online_->takeCredentials(&c) && c.token.empty() && !c.table.empty() && host_.storage.remove) {
      host_.storage.remove(online::Credentials::storageKey(c.table));
      creds_ = online::Credentials();
    }
  }
  online_.reset();
  onlinePlaying_ = false;
  mode_ = Mode::Menu;
  menu_.onlineSeat = false;
  ++tableSerial_;
}

// The seat this device holds, kept in storage to come back (or forgotten once freed).
void Controller::keepCredentials() {
  online::Credentials c;
  if (!online_->takeCredentials(&c) || c.table.empty()) return;
  if (!c.token.empty()) {
    creds_ = c;
    if (host_.storage.save) host_.storage.save(online::Credentials::storageKey(c.table), c.toJson());
  } else {
    creds_ = online::Credentials();
    if (host_.storage.remove) host_.storage.remove(online::Credentials::storageKey(c.table));
  }
}

// The connection is closed: nothing ever answered (offline play is untouched), or the seat held here is tried
// again every kReconnectSeconds.
void Controller::retryOnline() {
  if (!onlineEverOpen_ && creds_.token.empty()) {
    // In the person's words only: the connection's own reason is the browser's, in English ("cannot connect to...").
    menu_.onlineNote = t(Text::OnlineNoServer);
    online_.reset();
    onlinePlaying_ = false;
    if (mode_ == Mode::Online || mode_ == Mode::OnlineTable) mode_ = Mode::Menu;
    return;
  }
  if (creds_.token.empty()) return;
  page_.status = t(Text::OnlineLost);
  if (!lost_.started()) {
    lost_.start(now_);
    notice(t(Text::OnlineLost), 2.0);
  } else if (lost_.after(now_, kReconnectSeconds)) {
    const online::Credentials back = creds_;
    const bool wasOpen = onlineEverOpen_;
    if (connectOnline(draft_.lang)) {
      online_->resume(back);
      onlineEverOpen_ = wasOpen;
      lost_.start(now_);
    }
  }
}

// What arrived from the server: notices, this device's seat, the host page's events; the shared sheet kept with
// the past games once the match is over.
void Controller::runOnline() {
  online_->update(now_);
  if (online_->open()) {
    onlineEverOpen_ = true;
    page_.status.clear();
  }
  if (const int p = online_->tournamentWaiting()) {
    // Why the seat is awaited, in the person's words (the server's own message is English).
    using W = online::OnlineTable::TournamentWait;
    const W why = online_->tournamentWaitReason();
    char buf[200];
    std::snprintf(buf, sizeof buf, t(why == W::Over ? Text::TourNoMore : why == W::NotSeated ? Text::TourNotYours
                                                                                             : Text::TourWaitStart), p);
    page_.status = buf;
  }
  for (const std::string& n : online_->takeNotices()) notice(n, 5.0);
  keepCredentials();
  for (const std::string& ev : online_->takeEvents())
    if (host_.notify) host_.notify(ev);
  menu_.onlineSeat = online_->seated() || !creds_.token.empty();
  if (online_->closed()) {
    retryOnline();
    return;
  }
  if (online_->seated() && online_->started() && online_->hasView() && !onlinePlaying_) {
    onlinePlaying_ = true;
    if (mode_ == Mode::Online) mode_ = Mode::OnlineTable;
  }
  if (online_->seatLost() && onlinePlaying_) {
    onlinePlaying_ = false;
    page_.step = OnlinePage::Step::Room;
    if (mode_ == Mode::OnlineTable) mode_ = Mode::Online;
  }
  if (onlinePlaying_ && online_->hasView() && !onlineArchived_ && online_->hasSheet() &&
      online_->view(now_).matchOver) {
    onlineArchived_ = true;
    const std::string date = host_.today ? host_.today() : std::string();
    if (savedGames().archiveSheet(online_->sheet(), online_->table(), date)) notice(t(Text::SaveFailed));
  }
}

}  // namespace tarot::client
