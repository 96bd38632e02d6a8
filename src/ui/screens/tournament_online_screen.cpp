// The console's choices for a tournament played online at the club's server (docs/PROTOCOL.md "Online positions"):
// played online or at the club's tables, duplicate deals, how the tables short of players are filled (tables of 3,
// tables of 5, or bots to make tables of 4), the position's clock in minutes. Drawn in the create form and in the
// settings while no position has started; the library checks them (tournament::onlineSettingsCheck). Once the
// tournament is published: each player's link to their seats with its QR code, their cards to print and hand out,
// and a new link for a player (the old one stops working).
#include "client/console/pages.h"
#include "ui/finger_controls.h"
#include "ui/qr_draw.h"
#include "ui/screens/tournament_screen.h"
#include "client/console/words.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {


}  // namespace

TournamentScreen::OnlineChoices TournamentScreen::OnlineChoices::of(const tournament::Settings& s) {
  OnlineChoices c;
  c.online = s.online;
  c.duplicate = s.duplicate;
  c.shortTables = s.bots ? 2 : s.tablesOf5 ? 1 : 0;
  c.minutes = s.minutes;
  return c;
}

void TournamentScreen::OnlineChoices::into(tournament::Settings* s, bool five) const {
  s->online = online;
  s->duplicate = online && duplicate;
  s->bots = online && shortTables == 2;
  s->tablesOf5 = online ? shortTables == 1 : five;
  s->minutes = online ? minutes : 0;
}

bool TournamentScreen::drawOnlineChoices(Context& ui, const std::string& id, OnlineChoices* c) {
  bool edited = false;
  ImGui::SeparatorText(ui.t(Text::TnWherePlayed));
  const std::vector<std::string> where = {ui.t(Text::TnAtClubTables),
                                          ui.t(Text::TnOnlineAtServer)};
  if (const int k = choiceButtons(ui, id + ":online", where, c->online ? 1 : 0); k >= 0) {
    edited = edited || c->online != (k == 1);
    c->online = k == 1;
  }
  if (!c->online) return edited;
  ImGui::TextUnformatted(ui.t(Text::TnDealsTitle));
  const std::vector<std::string> deals = {ui.t(Text::TnDealsShuffled),
                                          ui.t(Text::TnDealsSame)};
  if (const int k = choiceButtons(ui, id + ":duplicate", deals, c->duplicate ? 1 : 0); k >= 0) {
    edited = edited || c->duplicate != (k == 1);
    c->duplicate = k == 1;
  }
  ImGui::TextUnformatted(ui.t(Text::TnShortTables));
  const std::vector<std::string> fill = {ui.t(Text::TnTablesOf3Choice), ui.t(Text::TnTablesOf5Choice),
                                         ui.t(Text::TnBotsFill)};
  if (const int k = choiceButtons(ui, id + ":short", fill, c->shortTables); k >= 0) {
    edited = edited || c->shortTables != k;
    c->shortTables = k;
  }
  ImGui::TextUnformatted(ui.t(Text::TnPositionClock));
  c->minutes = std::clamp(c->minutes, 0, tournament::kMaxClockMinutes);
  const std::string value = c->minutes ? console::words(ui.lang, Text::TnMinutes, {{"a", c->minutes}})
                                       : std::string(ui.t(Text::TnNoClock));
  if (const int step = stepper(ui, id + ":minutes", value, c->minutes > 0, c->minutes < tournament::kMaxClockMinutes)) {
    c->minutes = std::clamp(c->minutes + 5 * step, 0, tournament::kMaxClockMinutes);
    edited = true;
  }
  return edited;
}

void TournamentScreen::drawPlayerLinks(Context& ui) {
  const tournament::State& s = console_->state();
  const console::ClubState& c = console_->club();
  if (!s.settings.online || !c.published() || s.players.empty()) return;
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::SeparatorText(ui.t(Text::TnPlayerLinksTitle));
  if (ui.button(ui.t(Text::TnPrintPlayerCards), "tn:export:players", ImVec2(w, 0)))
    ui.exportText("tournoi-joueurs.html", "text/html;charset=utf-8", console::playerCardsHtml(s, ui.lang, c));
  // A new link for one player: a reply lost, or a link handed to the wrong person.
  playerSheet(ui, "tn:key:player", &keyPlayer_, false);
  const console::ClubSync* sync = club_ ? club_->club() : nullptr;
  const bool waiting = sync && sync->keysPending() > 0;
  if (ui.button(ui.t(Text::TnRenewPlayerLink),
                "tn:key:renew", ImVec2(w, 0), sync != nullptr && !waiting)) {
    clubAsked_.kind = client::ClubIntent::Kind::RenewPlayerKey;
    clubAsked_.player = keyPlayer_;
  }
  const float side = 120.0f;
  const int perRow = std::max(1, int(w / (side + 24.0f)));
  int shown = 0;
  for (const tournament::Player& p : s.players) {
    const std::string link = c.playerLink(p.id);
    if (link.empty()) continue;
    site::QrCode& qr = qrs_[link];
    std::string why;
    if (qr.size == 0 && !encodeQr(link, &qr, &why)) continue;
    if (shown++ % perRow) ImGui::SameLine();
    ImGui::BeginGroup();
    char label[80];
    std::snprintf(label, sizeof label, "%d. %.60s", p.id, p.name.c_str());
    ImGui::TextUnformatted(label);
    drawQr(ImGui::GetWindowDrawList(), qr, ImGui::GetCursorScreenPos(), side);
    ImGui::Dummy(ImVec2(side, side));
    ui.targetLastItem("tn:pqr:" + std::to_string(p.id));
    ImGui::EndGroup();
  }
  // The links as text too, and the players still waiting for theirs.
  for (const tournament::Player& p : s.players) {
    const std::string link = c.playerLink(p.id);
    ui.wrapped(std::to_string(p.id) + ". " + p.name + match::colonFor(ui.lang) +
               (link.empty() ? std::string(ui.t(Text::TnLinkAwaited)) : link));
  }
}

}  // namespace tarot::ui
