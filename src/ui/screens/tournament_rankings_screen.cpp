// The console's rankings (the position, cumulated, final, teams), penalties (chapter 4) and printing and exports.
#include "ui/screens/tournament_screen.h"
#include "client/console/pages.h"
#include "client/console/pcn_view.h"
#include "client/console/words.h"
#include "ui/finger_controls.h"
#include "tournament/penalties.h"
#include "ui/widgets.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {

// A ranking as rows: place, name, points (each cell reported for the layout checks).
// With the PCN of each player's and each team's line when given (the final ranking), and a regional final's PP.
void rankingTable(Context& ui, const console::Console& c, const tournament::Ranking& r, const std::vector<int>& pcn,
                  const std::vector<int>& teamPcn, const std::vector<int>& pp) {
  const bool withPcn = !pcn.empty() || !teamPcn.empty();
  const int columns = 3 + withPcn + !pp.empty();
  if (!ImGui::BeginTable("##ranking", columns, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) return;
  ImGui::TableSetupColumn(ui.t(Text::TnPlace), ImGuiTableColumnFlags_WidthFixed, 64);
  ImGui::TableSetupColumn(ui.t(Text::TnPlayer), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn(ui.t(Text::TnPoints), ImGuiTableColumnFlags_WidthFixed, 90);
  if (withPcn) ImGui::TableSetupColumn("PCN", ImGuiTableColumnFlags_WidthFixed, 64);
  if (!pp.empty()) ImGui::TableSetupColumn("PP", ImGuiTableColumnFlags_WidthFixed, 40);
  ImGui::TableHeadersRow();
  auto cell = [&](const std::string& s) {
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s", s.c_str());
    ui.noteLastItemText(s);
  };
  for (std::size_t i = 0; i < r.lines.size(); ++i) {
    const tournament::PlayerLine& l = r.lines[i];
    ImGui::TableNextRow();
    cell(std::to_string(l.place) + (l.shared ? "=" : ""));
    cell(c.playerName(l.player));
    cell(signedPoints(l.points));  // "+120", "−30": the minus sign, as on the sheets
    if (withPcn) cell(i < pcn.size() && pcn[i] ? std::to_string(pcn[i]) : std::string());
    if (!pp.empty()) cell(i < pp.size() && pp[i] ? std::to_string(pp[i]) : std::string());
  }
  for (std::size_t i = 0; i < r.teams.size(); ++i) {
    const tournament::TeamLine& t = r.teams[i];
    ImGui::TableNextRow();
    cell(std::to_string(t.place) + (t.shared ? "=" : ""));
    cell(t.team);
    cell(signedPoints(t.points));
    if (withPcn) cell(i < teamPcn.size() && teamPcn[i] ? std::to_string(teamPcn[i]) : std::string());
    if (!pp.empty()) cell(std::string());
  }
  ImGui::EndTable();
}

}  // namespace

void TournamentScreen::drawRankings(Context& ui) {
  const int started = console_->positionsStarted();
  const tournament::State& s = console_->state();
  const float w = ImGui::GetContentRegionAvail().x, spacing = ImGui::GetStyle().ItemSpacing.x;
  const Text kinds[4] = {Text::TnRankPosition, Text::TnRankCumul, Text::TnRankFinal, Text::TnTeams};
  const int perRow = w > 560 ? 4 : 2;
  const float bw = (w - spacing * float(perRow - 1)) / float(perRow);
  for (int k = 0; k < 4; ++k) {
    if (k % perRow) ImGui::SameLine();
    const bool on = rankingKind_ == k;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.55f, 0.1f, 1));
    if (ui.button(ui.t(kinds[k]), "tn:rank:" + std::to_string(k), ImVec2(bw, 0))) rankingKind_ = k;
    if (on) ImGui::PopStyleColor();
  }
  if (started == 0) return;
  const int last = rankingKind_ == 2 ? s.settings.positions : started;
  tournament::Ranking r = rankingKind_ == 0 ? tournament::rankPosition(s, position_ > 0 ? position_ : started)
                                            : tournament::rankAfter(s, last);
  // The PCN once every position has started, on the whole ranking (a duo's or team's places decide its players'),
  // beside the players in the final ranking and beside the duos or teams in theirs.
  const bool final = (rankingKind_ == 2 || rankingKind_ == 3) && started == s.settings.positions;
  const std::vector<int> pcn = final && rankingKind_ == 2 ? console::rankingPcn(s, r) : std::vector<int>();
  const std::vector<int> teamPcn = final && rankingKind_ == 3 ? console::teamsPcn(s, r) : std::vector<int>();
  if (rankingKind_ == 3) r.lines.clear();
  else r.teams.clear();
  const std::vector<int> pp = final && rankingKind_ == 2 ? console::rankingPp(s, r) : std::vector<int>();
  rankingTable(ui, *console_, r, pcn, teamPcn, pp);
  const std::string noPcn = final ? console::pcnNotGiven(s, ui.lang) : std::string();
  if (!noPcn.empty()) ui.wrapped(noPcn);  // why no PCN (chapter 5)
  for (const std::string& why : console::regionalFinalNotMet(s, ui.lang)) ui.wrapped(why);  // chapter 3's minimums
  if (final && rankingKind_ == 2) drawPrizes(ui, r);
  drawCorrections(ui, rankingKind_ == 0 ? (position_ > 0 ? position_ : started) : 0, 0);
  drawIssues(ui);
}

void TournamentScreen::drawPrizes(Context& ui, const tournament::Ranking& r) {
  // The prize table is optional (chapter 2, "La dotation"): the entry fee in euros, the table below it.
  ImGui::Separator();
  ImGui::TextUnformatted(ui.t(Text::TnPrizes));
  ImGui::SetNextItemWidth(std::min(200.0f, ImGui::GetContentRegionAvail().x));
  ImGui::InputInt(ui.t(Text::TnEntryFee), &entryFeeEuros_, 1, 5);
  ui.targetLastTextField("tn:prize:fee");
  entryFeeEuros_ = std::clamp(entryFeeEuros_, 0, 10000);
  for (const std::string& line : console::prizeLines(console_->state(), r, long(entryFeeEuros_) * 100, ui.lang))
    ui.wrapped(line);
}

void TournamentScreen::drawPenalties(Context& ui) {
  const tournament::State& s = console_->state();
  if (s.players.empty()) return;
  if (penaltyPlayer_ < 1 || penaltyPlayer_ > int(s.players.size())) penaltyPlayer_ = 1;
  ImGui::TextUnformatted(ui.t(Text::TnPlayer));
  playerSheet(ui, "tn:pen:player", &penaltyPlayer_, false);
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##penreason", ui.t(Text::TnReason), reason_, sizeof reason_);
  ui.targetLastTextField("tn:pen:reason");
  const float w = ImGui::GetContentRegionAvail().x;
  // The position the penalty belongs to: the one being played (0 before the first: the tournament as a whole).
  const int position = console_->positionsStarted();
  ui.wrapped(position ? console::words(ui.lang, Text::TnPenaltyAt, {{"a", position}}) : std::string(ui.t(Text::TnPenaltyWhole)));
  using K = tournament::PenaltyKind;
  const std::pair<K, Text> kinds[] = {{K::Warning, Text::TnWarning}, {K::RepeatedFault, Text::TnFault},
                                      {K::FausseDonne, Text::TnFausseDonne}, {K::Phone, Text::TnPhone}};
  for (const auto& [kind, text] : kinds)
    if (ui.button(ui.t(text), std::string("tn:pen:") + tournament::penaltyKindName(kind), ImVec2(w, 0)))
      askPenalty(tournament::standardPenalty(kind, penaltyPlayer_, position, reason_));
  if (table_ > 0 && ui.button(ui.t(Text::TnLostSheet), "tn:pen:lost", ImVec2(w, 0)))
    ask(client::ConsoleIntent::atTable(client::ConsoleIntent::Kind::LostSheet, position_, table_, reason_));
  // A free amount, by steps of 10 points.
  ImGui::TextUnformatted(ui.t(Text::TnFreePenalty));
  const std::string points = console::words(ui.lang, Text::TnPenaltyPoints, {{"a", freePoints_}});
  if (const int step = stepper(ui, "tn:pen:points", points, freePoints_ > 10, freePoints_ < 2000)) freePoints_ += 10 * step;
  if (ui.button(ui.t(Text::TnFreePenalty), "tn:pen:libre", ImVec2(w, 0)))
    askPenalty(tournament::standardPenalty(K::Free, penaltyPlayer_, position, reason_, freePoints_));
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
    ui.wrapped(error_);
    ImGui::PopStyleColor();
  }
  drawArbitrations(ui);
}

// Every late arrival, withdrawal, warning and penalty given, each with "Cancel" and the reason asked above it.
void TournamentScreen::drawArbitrations(Context& ui) {
  const tournament::State& s = console_->state();
  if (s.arbitrations.empty()) return;
  ImGui::SeparatorText(ui.t(Text::TnArbitrations));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##cancelreason", ui.t(Text::TnCancelReason), cancelReason_, sizeof cancelReason_);
  ui.targetLastTextField("tn:cancel:reason");
  for (const tournament::Arbitration& a : s.arbitrations) {
    ui.wrapped(console_->arbitrationText(a));
    if (!a.cancelled && ui.button(ui.t(Text::TnCancel), "tn:cancel:" + std::to_string(a.event))) {
      client::ConsoleIntent cancel = client::ConsoleIntent::withText(client::ConsoleIntent::Kind::Cancel, cancelReason_);
      cancel.number = a.event;
      ask(cancel);
    }
  }
}

void TournamentScreen::drawExports(Context& ui) {
  const tournament::State& s = console_->state();
  const int started = console_->positionsStarted();
  const float w = ImGui::GetContentRegionAvail().x;
  const tournament::Ranking r = tournament::rankAfter(s, started);
  // The final ranking's page carries the PCN once every position has started.
  const std::vector<int> pcn = started == s.settings.positions ? console::rankingPcn(s, r) : std::vector<int>();
  const std::vector<int> pp = started == s.settings.positions ? console::rankingPp(s, r) : std::vector<int>();
  const std::string slug = "tournoi";
  drawClub(ui);
  drawPlayerLinks(ui);
  ImGui::Separator();
  // The seating, the feuilles and the fiches print as soon as the draw is made (position 1's, before it starts).
  const int printed = console_->positionToPrint();
  const tournament::PositionSeating seating = printed > 0 ? console_->seatingToPrint(printed) : tournament::PositionSeating();
  if (ui.button(ui.t(Text::TnPrintSeating), "tn:export:seating", ImVec2(w, 0), !seating.empty()))
    ui.exportText(slug + "-placement.html", "text/html;charset=utf-8", console::seatingHtml(s, printed, seating, ui.lang));
  if (ui.button(ui.t(Text::TnPrintSheets), "tn:export:sheets", ImVec2(w, 0), !seating.empty()))
    ui.exportText(slug + "-feuilles.html", "text/html;charset=utf-8",
                  console::sheetsHtml(s, printed, seating, ui.lang, console_->club()));
  if (ui.button(ui.t(Text::TnPrintRanking), "tn:export:ranking", ImVec2(w, 0), started > 0))
    ui.exportText(slug + "-classement.html", "text/html;charset=utf-8",
                  console::rankingHtml(s, r, ui.t(pcn.empty() ? Text::TnRankCumul : Text::TnRankFinal), ui.lang, pcn, pp));
  if (ui.button(ui.t(Text::TnRankingCsv), "tn:export:csv", ImVec2(w, 0), started > 0))
    ui.exportText(slug + "-classement.csv", "text/csv;charset=utf-8", console::rankingCsv(s, r, ui.lang, pcn, pp));
  if (ui.button(ui.t(Text::TnPrintFiches), "tn:export:fiches", ImVec2(w, 0), !seating.empty()))
    ui.exportText(slug + "-fiches.html", "text/html;charset=utf-8",
                  console::fichesHtml(s, ui.lang, started == 0 ? seating : tournament::PositionSeating()));
  if (ui.button(ui.t(Text::TnExportJson), "tn:export:json", ImVec2(w, 0)))
    ui.exportText(slug + ".json", "application/json", console_->document().toJson());
}

}  // namespace tarot::ui
