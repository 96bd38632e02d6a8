// TableApp at an online table: the screens before the match (lobby, invitation, waiting room), then the same table
// screen with each seat's state after its name, the shared sheet and the summary. The connection, the seat kept on
// the device and the reconnection are the controller's (client/controller_online.cpp).
#include "ui/table_app_impl.h"

namespace tarot::ui {

void TableApp::Impl::drawOnline(ImVec2 size) {
  using K = Intent::Kind;
  const online::OnlineTable* online = client->online();
  if (!online) return;
  onlineScreen.link = client->tableLink(online->table());
  onlineScreen.canCopy = bool(ui.platform.copyText);
  onlineScreen.canShare = bool(ui.platform.shareLink);
  switch (onlineScreen.draw(ui, *online, size)) {
    case OnlineScreen::Choice::CopyLink:
      ui.notice(ui.t(ui.platform.copyText(onlineScreen.link) ? Text::OnlineLinkCopied : Text::OnlineCopyFailed));
      break;
    case OnlineScreen::Choice::ShareLink: ui.platform.shareLink(ui.t(Text::OnlineShareTitle), onlineScreen.link); break;
    case OnlineScreen::Choice::Join:
      ask(Intent::join(onlineScreen.code, onlineScreen.name));  // the room follows once the controller took it
      break;
    case OnlineScreen::Choice::Create: {
      // The name chosen is the form's too (the next match on this device keeps it).
      form.draft.names[0] = onlineScreen.name;
      form.init(form.draft);
      Intent in = Intent::form(K::CreateOnline, form.draft);
      in.flag = form.onlinePublic;
      ask(in);
      break;
    }
    case OnlineScreen::Choice::Back: ask(Intent::withFlag(K::LeaveOnline, false)); break;
    case OnlineScreen::Choice::Leave: ask(Intent::withFlag(K::LeaveOnline, true)); break;
    case OnlineScreen::Choice::Refresh: ask(Intent::of(K::RefreshOnline)); break;
    case OnlineScreen::Choice::Start: ask(Intent::of(K::StartOnline)); break;
    case OnlineScreen::Choice::Lock: ask(Intent::withFlag(K::LockOnline, true)); break;
    case OnlineScreen::Choice::Unlock: ask(Intent::withFlag(K::LockOnline, false)); break;
    case OnlineScreen::Choice::Free: ask(Intent::withNumber(K::FreeOnlineSeat, onlineScreen.freePerson)); break;
    case OnlineScreen::Choice::None: break;
  }
}

// Each seat's state after its name: away (and for how long a bot waits), or played by a bot.
void TableApp::Impl::noteSeats() {
  const online::OnlineTable& online = *client->online();
  for (size_t p = 0; p < table.seatNotes.size(); ++p) {
    table.seatNotes[p].clear();
    if (p >= online.seats().size()) continue;
    const online::SeatStatus& st = online.seats()[p];
    if (st.kind == online::SeatStatus::Kind::Away) {
      char buf[96];
      std::snprintf(buf, sizeof buf, ui.t(Text::OnlineAway), online.awayLeft(int(p), ui.now));
      table.seatNotes[p] = buf;
    } else if (st.kind == online::SeatStatus::Kind::Bot) {
      table.seatNotes[p] = ui.t(Text::OnlineBotSeat);
    }
  }
}

// The online match: the same table screen, with each seat's state after its name; the shared sheet.
void TableApp::Impl::drawOnlineTable(ImVec2 size) {
  using K = Intent::Kind;
  if (!client->online()) return;
  noteSeats();
  table.panelsHidden = showHelp || sheet.open;
  switch (table.draw(ui, client->seat(), size)) {
    case TableScreen::Choice::Menu: ask(Intent::of(K::LeaveTable)); return;
    case TableScreen::Choice::Help: showHelp = !showHelp; break;
    case TableScreen::Choice::Sheet: sheet.open = !sheet.open; break;
    case TableScreen::Choice::SkipDeal: ask(Intent::of(K::SkipDeal)); break;
    case TableScreen::Choice::Settings: case TableScreen::Choice::Hint: case TableScreen::Choice::None:
    case TableScreen::Choice::LessonNext: break;
  }
  if (showHelp) { drawHelp(ui, size, &showHelp, client->view().players, &help); return; }
  if (sheet.open) {
    sheet.draw(ui, client->sheet(), false, size);
    return;
  }
  summary.waitLine.clear();
  const online::OnlineTable& online = *client->online();
  char buf[128];
  if (online.readyForNext()) {
    int ready = 0, people = 0;
    for (const online::SeatStatus& st : online.seats())
      if (st.kind == online::SeatStatus::Kind::Here) { ++people; ready += st.ready ? 1 : 0; }
    std::snprintf(buf, sizeof buf, ui.t(Text::OnlineWaitOthers), ready, people);
    summary.waitLine = buf;
  }
  // The server starts the next deal by itself after a while: the seconds left, counted by the controller.
  if (const int left = client->nextDealCountdown(); left >= 0) {
    std::snprintf(buf, sizeof buf, ui.t(Text::OnlineNextDealIn), left);
    summary.waitLine += (summary.waitLine.empty() ? "" : " · ") + std::string(buf);
  }
  switch (summary.draw(ui, table.view, size)) {
    case SummaryScreen::Choice::NextDeal: ask(Intent::of(K::OnlineNextDeal)); break;
    case SummaryScreen::Choice::NewMatch: ask(Intent::of(K::ForgetMatch)); break;
    case SummaryScreen::Choice::None: break;
  }
  summary.waitLine.clear();
}

json::Value TableApp::Impl::onlineJson() const {
  const online::OnlineTable& online = *client->online();
  json::Value o = json::Value::object();
  o.set("open", online.open()).set("closed", online.closed()).set("table", online.table());
  o.set("person", online.person()).set("creator", online.creator()).set("started", online.started());
  o.set("locked", online.locked()).set("link", client->tableLink(online.table()));
  o.set("status", client->onlinePage().status);
  static const char* const modes[] = {"lobby", "invitation", "room", "naming"};
  o.set("page", modes[int(onlineScreen.mode)]).set("name", onlineScreen.name);
  json::Value seats = json::Value::array();
  for (const online::SeatStatus& st : online.seats()) {
    static const char* const kinds[] = {"free", "here", "away", "bot"};
    json::Value x = json::Value::object();
    x.set("name", st.name).set("status", kinds[int(st.kind)]).set("held", st.held).set("ready", st.ready);
    seats.push(x);
  }
  o.set("seats", seats).set("tables", int(online.tables().size())).set("has_sheet", online.hasSheet());
  if (online.hasSheet()) o.set("sheet", sheetJson(online.sheet()));
  return o;
}

}  // namespace tarot::ui
