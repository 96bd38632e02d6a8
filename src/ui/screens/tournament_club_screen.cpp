// The console's "Club server" part (drawing only; the publishing is console::ClubSync, held and advanced by
// client::ConsoleController, which carries out the choices made here): the server's address (the
// page's own origin on the web), "Publish on the server", its progress and what the arbitrator must be told; and on
// the position's screen each table's phone link with its QR code and the standings' link, for the room's screen.
#include "ui/qr_draw.h"
#include "ui/screens/tournament_screen.h"
#include <algorithm>
#include <cstdio>
#include <utility>

namespace tarot::ui {

namespace {


// What the server changed, standing out under the part.
void drawNotice(Context& ui, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  ui.wrapped(text);
  ImGui::PopStyleColor();
}

}  // namespace

client::ClubIntent TournamentScreen::takeClubIntent() {
  client::ClubIntent asked;
  std::swap(asked, clubAsked_);
  return asked;
}

void TournamentScreen::drawClub(Context& ui) {
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::SeparatorText(ui.t(Text::TnClubServer));
  const console::ClubState& c = console_->club();
  if (!c.published()) {
    // On the web, the page's own address (tarot-server serves the pages: the links go to the same folder).
    if (server_[0] == 0 && !serverEdited_)
      std::snprintf(server_, sizeof server_, "%s",
                    (ui.platform.pageUrl.empty() ? ui.platform.serverUrl : ui.platform.pageUrl).c_str());
    ImGui::SetNextItemWidth(w);
    if (ImGui::InputTextWithHint("##tnserver", ui.t(Text::TnServerAddress),
                                 server_, sizeof server_))
      serverEdited_ = true;
    ui.targetLastTextField("tn:server");
    const bool busy = club_ && club_->publishing();
    if (ui.button(ui.t(Text::TnPublish), "tn:publish", ImVec2(w, 0),
                  console_->open() && !busy)) {
      if (!ui.platform.openLink) {
        result(ui, ui.t(Text::TnNoServerReach));
      } else {
        clubAsked_.kind = client::ClubIntent::Kind::Publish;
        clubAsked_.server = server_;
      }
    }
  } else {
    ui.wrapped(std::string(ui.t(Text::TnPublishedAs)) + c.code);
    ui.wrapped(std::string(ui.t(Text::TnLiveStandings)) + c.standingsLink());
  }
  const console::ClubSync* sync = club_ ? club_->club() : nullptr;
  if (sync && !sync->statusText().empty()) ui.wrapped(sync->statusText());
  if (club_)
    for (const std::string& n : club_->clubNotices()) drawNotice(ui, n);
}

void TournamentScreen::drawTableLinks(Context& ui, int position, float side) {
  const console::ClubState& c = console_->club();
  const tournament::PositionState* ps = console_->state().position(position);
  if (!c.published() || !ps) return;
  ImGui::SeparatorText(ui.t(Text::TnTablePhones));
  ui.wrapped(std::string(ui.t(Text::TnLiveStandings)) + c.standingsLink());
  const float w = ImGui::GetContentRegionAvail().x;
  const int perRow = std::max(1, int(w / (side + 24.0f)));
  for (int t = 1; t <= int(ps->seating.size()); ++t) {
    const std::string link = c.tableLink(position, t);
    if (link.empty()) continue;
    site::QrCode& qr = qrs_[link];
    if (qr.size == 0) {
      std::string why;
      if (!encodeQr(link, &qr, &why)) continue;
    }
    if ((t - 1) % perRow) ImGui::SameLine();
    ImGui::BeginGroup();
    char label[64];
    std::snprintf(label, sizeof label, "Table %d", t);
    ImGui::TextUnformatted(label);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    drawQr(ImGui::GetWindowDrawList(), qr, p, side);
    ImGui::Dummy(ImVec2(side, side));
    ui.targetLastItem("tn:qr:" + std::to_string(t));
    ImGui::EndGroup();
  }
  // The links as text too, for a screen no camera reads.
  for (int t = 1; t <= int(ps->seating.size()); ++t)
    if (const std::string link = c.tableLink(position, t); !link.empty()) ui.wrapped("Table " + std::to_string(t) + " : " + link);
}

json::Value TournamentScreen::clubAutomation() const {
  json::Value o = json::Value::object();
  if (!console_) return o;
  const console::ClubState& c = console_->club();
  o.set("server", c.server).set("code", c.code).set("held", std::int64_t(c.held));
  o.set("events", std::int64_t(console_->document().events().size()));
  const console::ClubSync* sync = club_ ? club_->club() : nullptr;
  o.set("status", sync ? sync->statusText() : std::string()).set("standings", c.standingsLink());
  json::Value links = json::Value::array();
  const int p = console_->positionsStarted();
  if (const tournament::PositionState* ps = console_->state().position(p))
    for (int t = 1; t <= int(ps->seating.size()); ++t) links.push(c.tableLink(p, t));
  o.set("links", links);
  json::Value players = json::Value::array();  // an online tournament's players' links
  for (int k = 1; k <= int(console_->state().players.size()); ++k) players.push(c.playerLink(k));
  o.set("player_links", players);
  json::Value notices = json::Value::array();
  if (club_)
    for (const std::string& n : club_->clubNotices()) notices.push(n);
  return o.set("notices", notices);
}

}  // namespace tarot::ui
