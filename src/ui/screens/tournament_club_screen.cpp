// The console's "Club server" part (drawing only; the publishing is console::ClubSync): the server's address (the
// page's own origin on the web), "Publish on the server", its progress and what the arbitrator must be told; and on
// the position's screen each table's phone link with its QR code and the standings' link, for the room's screen.
#include "ui/qr_draw.h"
#include "ui/screens/tournament_screen.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {

const char* say(const Context& ui, const char* fr, const char* en) { return ui.lang == Lang::French ? fr : en; }

// What the server changed, standing out under the part.
void drawNotice(Context& ui, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  ui.wrapped(text);
  ImGui::PopStyleColor();
}

}  // namespace

void TournamentScreen::pollClub(Context& ui) {
  if (!console_) return;
  if (!club_ && console_->club().publishing() && ui.platform.openLink)
    club_ = std::make_unique<console::ClubSync>(console_, ui.platform.openLink);
  if (!club_) return;
  club_->update(ui.now);
  // What the server changed in the console's document, said once and kept under the part.
  for (const std::string& n : club_->notices()) {
    clubNotices_.push_back(n);
    ui.notice(n, 8.0);
  }
  club_->clearNotices();
  if (clubNotices_.size() > 4) clubNotices_.erase(clubNotices_.begin(), clubNotices_.end() - 4);
}

void TournamentScreen::drawClub(Context& ui) {
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::SeparatorText(say(ui, "Serveur du club", "Club server"));
  const console::ClubState& c = console_->club();
  if (!c.published()) {
    // On the web, the page's own address (tarot-server serves the pages: the links go to the same folder).
    if (server_[0] == 0 && !serverEdited_)
      std::snprintf(server_, sizeof server_, "%s",
                    (ui.platform.pageUrl.empty() ? ui.platform.serverUrl : ui.platform.pageUrl).c_str());
    ImGui::SetNextItemWidth(w);
    if (ImGui::InputTextWithHint("##tnserver", say(ui, "Adresse du serveur (https://…)", "Server address (https://…)"),
                                 server_, sizeof server_))
      serverEdited_ = true;
    ui.targetLastTextField("tn:server");
    const bool busy = club_ && club_->status() != console::ClubSync::Status::Off &&
                      club_->status() != console::ClubSync::Status::Stopped;
    if (ui.button(say(ui, "Publier sur le serveur", "Publish on the server"), "tn:publish", ImVec2(w, 0),
                  console_->open() && !busy)) {
      if (!ui.platform.openLink) {
        result(ui, say(ui, "Cet appareil ne peut pas joindre de serveur", "This device cannot reach a server"));
      } else {
        if (!club_) club_ = std::make_unique<console::ClubSync>(console_, ui.platform.openLink);
        result(ui, club_->publish(server_, ui.now));
      }
    }
  } else {
    ui.wrapped(std::string(say(ui, "Tournoi publié : ", "Tournament published: ")) + c.code);
    ui.wrapped(std::string(say(ui, "Classement en direct : ", "Live standings: ")) + c.standingsLink());
  }
  if (club_ && !club_->statusText().empty()) ui.wrapped(club_->statusText());
  for (const std::string& n : clubNotices_) drawNotice(ui, n);
}

void TournamentScreen::drawTableLinks(Context& ui, int position, float side) {
  const console::ClubState& c = console_->club();
  const tournament::PositionState* ps = console_->state().position(position);
  if (!c.published() || !ps) return;
  ImGui::SeparatorText(say(ui, "Téléphones des tables", "The tables' phones"));
  ui.wrapped(std::string(say(ui, "Classement en direct : ", "Live standings: ")) + c.standingsLink());
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
  o.set("status", club_ ? club_->statusText() : std::string()).set("standings", c.standingsLink());
  json::Value links = json::Value::array();
  const int p = console_->positionsStarted();
  if (const tournament::PositionState* ps = console_->state().position(p))
    for (int t = 1; t <= int(ps->seating.size()); ++t) links.push(c.tableLink(p, t));
  o.set("links", links);
  json::Value players = json::Value::array();  // an online tournament's players' links
  for (int k = 1; k <= int(console_->state().players.size()); ++k) players.push(c.playerLink(k));
  o.set("player_links", players);
  json::Value notices = json::Value::array();
  for (const std::string& n : clubNotices_) notices.push(n);
  return o.set("notices", notices);
}

}  // namespace tarot::ui
