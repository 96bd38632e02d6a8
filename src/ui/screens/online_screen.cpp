// The lobby, the invitation and the waiting room of an online table.
#include "ui/screens/online_screen.h"
#include "client/controller.h"
#include "ui/qr_draw.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

using online::SeatStatus;

namespace {

// How a seat reads in the room: the name and its state.
std::string seatLine(const Context& ui, const online::OnlineTable& t, int person) {
  const SeatStatus& s = t.seats()[size_t(person)];
  std::string line = std::to_string(person + 1) + ". ";
  if (s.kind == SeatStatus::Kind::Free) return line + ui.t(Text::OnlineFreeSeat);
  line += s.name;
  if (person == t.person()) line += std::string(" (") + ui.t(Text::OnlineYou) + ")";
  if (s.kind == SeatStatus::Kind::Away) {
    char buf[96];
    std::snprintf(buf, sizeof buf, ui.t(Text::OnlineAway), t.awayLeft(person, ui.now));
    line += std::string(" — ") + buf;
  } else if (s.kind == SeatStatus::Kind::Bot) {
    line += std::string(" — ") + ui.t(Text::OnlineBotSeat);
  }
  return line;
}

}  // namespace

// The person's name as the others will see it: empty until typed (the form's default "Vous" is never offered),
// and a seat or a table is asked for only once a name is chosen.
bool OnlineScreen::nameField(Context& ui) {
  ImGui::TextUnformatted(ui.t(Text::YourName));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##online-name", ui.t(Text::OnlineNameHint), nameBuf_, sizeof nameBuf_)) name = nameBuf_;
  ui.targetLastTextField("online:name");
  return client::Controller::nameChosen(name);
}

OnlineScreen::Choice OnlineScreen::draw(Context& ui, const online::OnlineTable& table, ImVec2 size) {
  Choice choice = Choice::None;
  centreNextWindow(size, 0.5f, 640.0f, size.y - 16);
  const char* title = mode == Mode::Lobby ? ui.t(Text::OnlineTables)
                      : mode == Mode::Invitation ? ui.t(Text::OnlineJoinTitle)
                                                 : ui.t(Text::OnlineTable);
  beginPanel((std::string(title) + "##online").c_str());
  if (!status.empty()) {  // wrapped: a tournament's waiting message is a sentence
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.8f, 0.5f, 1));
    ui.wrapped(status.c_str());
    ImGui::PopStyleColor();
  }
  switch (mode) {
    case Mode::Lobby: choice = drawLobby(ui, table); break;
    case Mode::Invitation: choice = drawInvitation(ui); break;
    case Mode::Room: choice = drawRoom(ui, table, size); break;
    case Mode::Naming: choice = drawNaming(ui); break;
  }
  ImGui::End();
  return choice;
}

OnlineScreen::Choice OnlineScreen::drawLobby(Context& ui, const online::OnlineTable& table) {
  Choice choice = Choice::None;
  const bool named = nameField(ui);
  ImGui::Separator();
  if (!table.tablesReceived()) {
    ui.wrapped(ui.t(Text::OnlineConnecting));
  } else if (table.tables().empty()) {
    ui.wrapped(ui.t(Text::OnlineNoTables));
  }
  for (const online::TableLine& l : table.tables()) {
    std::string line = std::to_string(l.settings.players) + " · ";
    for (size_t i = 0; i < l.names.size(); ++i) line += (i ? ", " : "") + l.names[i];
    char buf[64];
    std::snprintf(buf, sizeof buf, " · %d %s", l.settings.deals, ui.t(Text::Deals));
    line += buf;
    if (l.started) line += std::string(" · ") + ui.t(Text::OnlineStarted);
    ui.wrapped(line);
    if (ui.button(ui.t(Text::OnlineJoin), "online:join:" + l.code, ImVec2(0, 0), named)) {
      code = l.code;
      choice = Choice::Join;
    }
    ImGui::Separator();
  }
  if (ui.button(ui.t(Text::OnlineRefresh), "online:refresh")) choice = Choice::Refresh;
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Back), "online:back")) choice = Choice::Back;
  return choice;
}

OnlineScreen::Choice OnlineScreen::drawInvitation(Context& ui) {
  Choice choice = Choice::None;
  ui.wrapped(std::string(ui.t(Text::OnlineCode)) + colonFor(ui.lang) + code);
  const bool named = nameField(ui);
  if (ui.button(ui.t(Text::OnlineJoin), "online:take", ImVec2(-1, 0), named)) choice = Choice::Join;
  if (ui.button(ui.t(Text::OnlineOffline), "online:back", ImVec2(-1, 0))) choice = Choice::Back;
  return choice;
}

OnlineScreen::Choice OnlineScreen::drawNaming(Context& ui) {
  Choice choice = Choice::None;
  ui.wrapped(ui.t(Text::OnlineNameNeeded));
  const bool named = nameField(ui);
  if (ui.button(ui.t(Text::OnlineCreateNamed), "online:create_named", ImVec2(-1, 0), named)) choice = Choice::Create;
  if (ui.button(ui.t(Text::Back), "online:back", ImVec2(-1, 0))) choice = Choice::Back;
  return choice;
}

OnlineScreen::Choice OnlineScreen::drawRoom(Context& ui, const online::OnlineTable& table, ImVec2 size) {
  Choice choice = Choice::None;
  if (!table.seated()) {
    if (status.empty()) ui.wrapped(ui.t(Text::OnlineConnecting));  // else the status says what is awaited
    if (ui.button(ui.t(Text::Back), "online:back", ImVec2(-1, 0))) choice = Choice::Back;
    return choice;
  }
  // The invitation: the link as text, and its QR code for a phone across the table.
  ui.wrapped(std::string(ui.t(Text::OnlineCode)) + colonFor(ui.lang) + table.table());
  if (!link.empty()) {
    ui.wrapped(ui.t(Text::OnlineShare));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.9f, 1, 1));
    ui.wrapped(link);
    ImGui::PopStyleColor();
    // Copy and share the link, side by side (share only where the browser has a share sheet).
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (canCopy && ui.button(ui.t(Text::OnlineCopyLink), "online:copy", ImVec2(canShare ? half : -1, 0)))
      choice = Choice::CopyLink;
    if (canCopy && canShare) ImGui::SameLine();
    if (canShare && ui.button(ui.t(Text::OnlineShareLink), "online:share", ImVec2(-1, 0))) choice = Choice::ShareLink;
    if (qrFor_ != link) {
      std::string why;
      qrFor_ = link;
      qrOk_ = encodeQr(link, &qr_, &why);
    }
    if (qrOk_) {
      const float side = std::clamp(std::min(size.x, size.y) * 0.42f, 150.0f, 260.0f);
      const ImVec2 p = ImGui::GetCursorScreenPos();
      drawQr(ImGui::GetWindowDrawList(), qr_, p, side);
      ImGui::Dummy(ImVec2(side, side));
      ui.targetLastItem("online:qr");
    }
  }
  ImGui::SeparatorText(ui.t(Text::Players));
  for (int p = 0; p < int(table.seats().size()); ++p) {
    ui.wrapped(seatLine(ui, table, p));
    const SeatStatus& s = table.seats()[size_t(p)];
    if (table.creator() && p != table.person() && s.held) {
      ImGui::SameLine();
      if (ui.button(ui.t(Text::OnlineFree), "online:free:" + std::to_string(p))) {
        choice = Choice::Free;
        freePerson = p;
      }
    }
  }
  ImGui::Separator();
  if (table.creator()) {
    if (ui.button(ui.t(Text::OnlineStart), "online:start", ImVec2(-1, 0))) choice = Choice::Start;
    if (ui.button(table.locked() ? ui.t(Text::OnlineUnlock) : ui.t(Text::OnlineLock), "online:lock", ImVec2(-1, 0)))
      choice = table.locked() ? Choice::Unlock : Choice::Lock;
  } else {
    ui.wrapped(ui.t(Text::OnlineWaiting));
  }
  if (ui.button(ui.t(Text::OnlineLeave), "online:leave", ImVec2(-1, 0))) {
    choice = Choice::Leave;
  }
  return choice;
}

}  // namespace tarot::ui
