// TableApp at an online table: the connection to the table server, its screens (lobby, invitation, waiting room),
// the seat kept on the device and taken back after a lost connection, the shared sheet and the table.
#include "ui/table_app_impl.h"

namespace tarot::ui {

bool TableApp::Impl::connectOnline() {
  if (!ui.platform.openLink || serverBase().empty()) {
    form.onlineNote = ui.t(Text::OnlineNoServer);
    return false;
  }
  online = std::make_unique<online::OnlineTable>(ui.platform.openLink(serverBase()), form.draft.lang);
  onlineEverOpen = false;
  reconnectAt = -1;
  onlineScreen.status = ui.t(Text::OnlineConnecting);
  form.onlineNote.clear();
  return true;
}

void TableApp::Impl::createOnline() {
  const MatchSettings& s = form.draft;
  if (!connectOnline()) return;
  online::CreateRequest r;
  r.name = s.names[0];
  r.players = s.people;
  r.fiveAtFour = s.mode == TableMode::FiveAtFour;
  r.deals = s.deals;
  for (int p = 0; p < s.people; ++p) r.levels.push_back(botLevelName(s.levels[size_t(p)]));
  r.isPublic = form.onlinePublic;
  online->create(r);
  onlinePlaying = false;
  onlineArchived = false;
  table.reset();
  screen = Screen::Online;
  onlineScreen.open(OnlineScreen::Mode::Room, s.names[0]);
}

void TableApp::Impl::listOnline() {
  if (!connectOnline()) return;
  online->listTables();
  onlinePlaying = false;
  screen = Screen::Online;
  onlineScreen.open(OnlineScreen::Mode::Lobby, form.draft.names[0]);
}

// A link to a table opened: the seat this device holds there is taken back, else the person is asked for a name.
void TableApp::Impl::inviteOnline(const std::string& code) {
  std::string saved;
  online::Credentials c;
  const bool held = ui.platform.load && ui.platform.load(online::Credentials::storageKey(code), &saved) &&
                    online::Credentials::fromJson(saved, &c) && !c.token.empty() && c.table == code;
  if (!connectOnline()) return;
  screen = Screen::Online;
  onlinePlaying = false;
  onlineArchived = false;
  table.reset();
  onlineScreen.code = code;
  if (held) {
    onlineCreds = c;
    online->resume(c);
    onlineScreen.open(OnlineScreen::Mode::Room, c.name);
  } else if (startup.nameGiven) {
    // The link carries the person's name: the first free seat at once.
    online->join(code, form.draft.names[0]);
    onlineScreen.open(OnlineScreen::Mode::Room, form.draft.names[0]);
  } else {
    onlineScreen.open(OnlineScreen::Mode::Invitation, form.draft.names[0]);
  }
}

void TableApp::Impl::leaveOnline() {
  if (online) {
    online::Credentials c;
    if (online->takeCredentials(&c) && c.token.empty() && !c.table.empty() && ui.platform.remove) {
      ui.platform.remove(online::Credentials::storageKey(c.table));
      onlineCreds = online::Credentials();
    }
  }
  online.reset();
  onlinePlaying = false;
  screen = Screen::Form;
  form.onlineSeat = false;
  sheet.open = false;
}

// What arrived from the server: notices, this device's seat (kept to come back), the host page's events, the
// sounds of the table; a connection lost is tried again while this device holds a seat there.
void TableApp::Impl::runOnline() {
  online->update(ui.now);
  if (online->open()) {
    onlineEverOpen = true;
    onlineScreen.status.clear();
  }
  for (const std::string& n : online->takeNotices()) ui.notice(n, 5.0);
  online::Credentials c;
  if (online->takeCredentials(&c) && !c.table.empty()) {
    if (!c.token.empty()) {
      onlineCreds = c;
      if (ui.platform.save) ui.platform.save(online::Credentials::storageKey(c.table), c.toJson());
    } else {
      onlineCreds = online::Credentials();
      if (ui.platform.remove) ui.platform.remove(online::Credentials::storageKey(c.table));
    }
  }
  for (const std::string& ev : online->takeEvents())
    if (ui.platform.notify) ui.platform.notify(ev);
  form.onlineSeat = online->seated() || !onlineCreds.token.empty();
  if (online->closed()) {
    if (!onlineEverOpen && onlineCreds.token.empty()) {
      // Nothing answers at this address: say why, offline play is untouched.
      form.onlineNote = std::string(ui.t(Text::OnlineNoServer)) + " (" + online->closedReason() + ")";
      online.reset();
      onlinePlaying = false;
      if (screen == Screen::Online) screen = Screen::Form;
      return;
    }
    if (!onlineCreds.token.empty()) {
      onlineScreen.status = ui.t(Text::OnlineLost);
      if (reconnectAt < 0) {
        reconnectAt = ui.now + 2.0;
        ui.notice(ui.t(Text::OnlineLost), 2.0);
      } else if (ui.now >= reconnectAt) {
        const online::Credentials back = onlineCreds;
        const bool wasOpen = onlineEverOpen;
        if (connectOnline()) {
          online->resume(back);
          onlineEverOpen = wasOpen;
          reconnectAt = ui.now + 2.0;
        }
      }
    }
    return;
  }
  if (online->seated() && online->started() && online->hasView()) onlinePlaying = true;
  if (online->seatLost() && onlinePlaying) {
    onlinePlaying = false;
    onlineScreen.mode = OnlineScreen::Mode::Room;
  }
  if (onlinePlaying && online->hasView()) {
    table.refresh(*online, ui.now);
    if (const unsigned cues = soundCues.observe(table.view); cues && ui.platform.sound) ui.platform.sound(cues);
    if (table.view.matchOver && online->hasSheet() && !onlineArchived) {
      onlineArchived = true;
      const std::string date = ui.platform.today ? ui.platform.today() : std::string();
      if (const char* why = savedGames().archiveSheet(online->sheet(), online->table(), date)) ui.notice(why);
    }
  }
}

void TableApp::Impl::drawOnline(ImVec2 size) {
  if (!online) {
    screen = Screen::Form;
    return;
  }
  if (onlinePlaying) {
    drawOnlineTable(size);
    return;
  }
  onlineScreen.link = tableLink(online->table());
  switch (onlineScreen.draw(ui, *online, size)) {
    case OnlineScreen::Choice::Join:
      online->join(onlineScreen.code, onlineScreen.name);
      onlineScreen.mode = OnlineScreen::Mode::Room;
      break;
    case OnlineScreen::Choice::Back: leaveOnline(); break;
    case OnlineScreen::Choice::None: break;
  }
}

// The online match: the same table screen, with each seat's state after its name; the shared sheet.
void TableApp::Impl::drawOnlineTable(ImVec2 size) {
  for (size_t p = 0; p < table.seatNotes.size(); ++p) {
    table.seatNotes[p].clear();
    if (p >= online->seats().size()) continue;
    const online::SeatStatus& st = online->seats()[p];
    if (st.kind == online::SeatStatus::Kind::Away) {
      char buf[96];
      std::snprintf(buf, sizeof buf, ui.t(Text::OnlineAway), online->awayLeft(int(p), ui.now));
      table.seatNotes[p] = buf;
    } else if (st.kind == online::SeatStatus::Kind::Bot) {
      table.seatNotes[p] = ui.t(Text::OnlineBotSeat);
    }
  }
  table.panelsHidden = showHelp || sheet.open;
  switch (table.draw(ui, *online, size)) {
    case TableScreen::Choice::Menu: screen = Screen::Form; break;
    case TableScreen::Choice::Help: showHelp = !showHelp; break;
    case TableScreen::Choice::Sheet: sheet.open = !sheet.open; break;
    case TableScreen::Choice::None: break;
  }
  if (showHelp) { drawHelp(ui, size, &showHelp); return; }
  if (sheet.open) {
    Sheet shared = online->sheet();
    if (!online->hasSheet()) {
      shared.people = table.view.people;
      shared.names = table.view.names;
    }
    sheet.draw(ui, shared, false, size);
    return;
  }
  summary.waitLine.clear();
  if (online->readyForNext()) {
    int ready = 0, people = 0;
    for (const online::SeatStatus& st : online->seats())
      if (st.kind == online::SeatStatus::Kind::Here) { ++people; ready += st.ready ? 1 : 0; }
    char buf[128];
    std::snprintf(buf, sizeof buf, ui.t(Text::OnlineWaitOthers), ready, people);
    summary.waitLine = buf;
  }
  switch (summary.draw(ui, table.view, size)) {
    case SummaryScreen::Choice::NextDeal: online->nextDeal(); break;
    case SummaryScreen::Choice::NewMatch: leaveOnline(); break;
    case SummaryScreen::Choice::None: break;
  }
  summary.waitLine.clear();
}

json::Value TableApp::Impl::onlineJson() const {
  json::Value o = json::Value::object();
  o.set("open", online->open()).set("closed", online->closed()).set("table", online->table());
  o.set("person", online->person()).set("creator", online->creator()).set("started", online->started());
  o.set("locked", online->locked()).set("link", tableLink(online->table())).set("status", onlineScreen.status);
  json::Value seats = json::Value::array();
  for (const online::SeatStatus& st : online->seats()) {
    static const char* const kinds[] = {"free", "here", "away", "bot"};
    json::Value x = json::Value::object();
    x.set("name", st.name).set("status", kinds[int(st.kind)]).set("held", st.held).set("ready", st.ready);
    seats.push(x);
  }
  o.set("seats", seats).set("tables", int(online->tables().size())).set("has_sheet", online->hasSheet());
  if (online->hasSheet()) o.set("sheet", sheetJson(online->sheet()));
  return o;
}


}  // namespace tarot::ui
