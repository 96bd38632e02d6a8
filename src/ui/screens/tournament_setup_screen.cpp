// The console's first section: create the tournament (name, positions, deals per position, formula), register the
// players (a name typed, or a list pasted one name a line or as CSV), and draw the start positions.
#include "ui/screens/tournament_screen.h"
#include "client/console/pcn_view.h"
#include "client/console/words.h"
#include "ui/finger_controls.h"
#include <cstdio>

namespace tarot::ui {

void TournamentScreen::drawSetup(Context& ui) {
  if (!console_->open() || recreate_) {
    drawCreate(ui);
    return;
  }
  drawRegister(ui);
}

void TournamentScreen::drawCreate(Context& ui) {
  if (!console_->open()) drawTournamentList(ui);
  ImGui::SeparatorText(ui.t(Text::TnName));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputText("##tnname", name_, sizeof name_);
  ui.targetLastTextField("tn:name");
  ImGui::SeparatorText(ui.t(Text::TnPositions));
  if (const int step = stepper(ui, "tn:positions", std::to_string(positions_), positions_ > 1, positions_ < 12)) positions_ += step;
  ImGui::SeparatorText(ui.t(Text::TnDealsPerPosition));
  if (const int step = stepper(ui, "tn:deals", std::to_string(deals_), deals_ > 1, deals_ < 12)) deals_ += step;
  ImGui::SeparatorText(ui.t(Text::TnFormula));
  const std::vector<std::string> formulas = {ui.t(Text::TnIndividual), ui.t(Text::TnDuo), ui.t(Text::TnTeam4)};
  if (const int f = choiceButtons(ui, "tn:formula", formulas, formula_); f >= 0) formula_ = f;
  // Ties: places shared (a club's night) or article 29 (a championship), the arbitrator's choice.
  ImGui::Checkbox((std::string(ui.t(Text::TnChampionship)) + "##tn:championship").c_str(), &championship_);
  ui.targetLastItem("tn:championship");
  // The competition's level: the PCN's index and cap, a regional final's PP and minimums (chapters 3 and 5).
  ImGui::SeparatorText(ui.t(Text::TnCompetition));
  const std::vector<std::string> levels = {ui.t(Text::TnClubNight), ui.t(Text::TnRegionalQualifier),
                                           ui.t(Text::TnRegionalSemiFinal), ui.t(Text::TnRegionalFinal)};
  if (const int c = choiceButtons(ui, "tn:competition", levels, competition_); c >= 0) competition_ = c;
  ImGui::SeparatorText(ui.t(Text::TnTies));
  const int ties = ties_ >= 0 ? ties_ : tournament::defaultTies(championship_) == tournament::Ties::Article29;
  if (const int t = choiceButtons(ui, "tn:ties", {ui.t(Text::TnTiesShared), ui.t(Text::TnTiesArticle29)}, ties); t >= 0) ties_ = t;
  // Played online at the club's server (its choices), or at the club's tables.
  drawOnlineChoices(ui, "tn:new", &online_);
  // Tables of 5 rather than of 3 when the players do not make tables of 4 (also in the settings after creation).
  if (!online_.online) {
    ImGui::Checkbox((std::string(ui.t(Text::TnTablesOf5)) + "##tn:five").c_str(), &five_);
    ui.targetLastItem("tn:five");
  }
  const float w = ImGui::GetContentRegionAvail().x;
  if (ui.button(ui.t(Text::TnCreate), "tn:create", ImVec2(w, 0))) {
    tournament::Settings s;
    s.formula = tournament::Formula(formula_);
    s.positions = positions_;
    s.dealsPerPosition = deals_;
    s.championship = championship_;
    s.competition = tournament::Competition(competition_);
    s.ties = ties == 1 ? tournament::Ties::Article29 : tournament::Ties::Shared;
    online_.into(&s, five_);
    s.movements.assign(std::size_t(positions_), "fft");
    client::ConsoleIntent create = client::ConsoleIntent::withText(client::ConsoleIntent::Kind::Create, name_);
    create.settings = s;
    ask(create);  // once created, afterOpen(): the controller leaves the last one's club connection
  }
  if (recreate_ && ui.button(ui.t(Text::Cancel), "tn:create_cancel", ImVec2(w, 0))) recreate_ = false;
  if (!console_->open() && ui.button(ui.t(Text::TnRegisterTab), "tn:sec:register", ImVec2(w, 0))) section_ = Section::Register;
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
    ui.wrapped(error_);
    ImGui::PopStyleColor();
  }
}

bool TournamentScreen::takeImport(Context& ui, const std::string& text) {
  if (awaitingRegister_ && console_) {
    awaitingRegister_ = false;
    section_ = Section::Register;
    importRegisterText(ui, text);
    return true;
  }
  if ((!awaitingList_ && !dropShown_) || !console_) return false;
  awaitingList_ = false;
  section_ = Section::Setup;
  ask(client::ConsoleIntent::withText(client::ConsoleIntent::Kind::RegisterList, text));
  return true;
}

void TournamentScreen::drawRegister(Context& ui) {
  const tournament::State& s = console_->state();
  const float w = ImGui::GetContentRegionAvail().x;
  const bool drawn = s.draw != tournament::DrawMethod::None;
  const std::string count = console::words(ui.lang, Text::TnRegistered, {{"a", long(s.players.size())}});
  ImGui::SeparatorText(count.c_str());
  ui.noteLastItemText(count);
  // A regional final: what it still lacks of chapter 3's minimums, while the players register.
  for (const std::string& why : console::regionalFinalNotMet(s, ui.lang)) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.75f, 0.3f, 1));
    ui.wrapped(why);
    ImGui::PopStyleColor();
  }
  if (!drawn) {
    // A name and Enter (or the button) registers it; the field is emptied for the next one.
    ImGui::SetNextItemWidth(-1);
    const bool entered = ImGui::InputTextWithHint("##tnplayer", ui.t(Text::TnPlayerName), playerName_, sizeof playerName_,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    ui.targetLastTextField("tn:player");
    drawRegisterMatches(ui, w);
    if (ui.button(ui.t(Text::TnRegister), "tn:register", ImVec2(w, 0)) || entered) {
      ask(client::ConsoleIntent::withText(client::ConsoleIntent::Kind::RegisterPlayer, playerName_));
      if (entered) ImGui::SetKeyboardFocusHere(-1);
    }
    ImGui::TextWrapped("%s", ui.t(Text::TnPasteList));
    ui.noteLastItemText(ui.t(Text::TnPasteList));
    ImGui::InputTextMultiline("##tnlist", list_, sizeof list_, ImVec2(-1, 120));
    ui.targetLastTextField("tn:list");
    if (ui.button(ui.t(Text::TnRegisterList), "tn:register_list", ImVec2(w, 0))) {
      ask(client::ConsoleIntent::withText(client::ConsoleIntent::Kind::RegisterList, list_));
    }
    if (ui.platform.requestPlayerList && ui.button(ui.t(Text::TnImportCsv), "tn:import_csv", ImVec2(w, 0))) {
      awaitingList_ = true;
      ui.platform.requestPlayerList();
    }
    if (ui.platform.acceptsDroppedFiles) {
      // The desktop app: a file dropped on the window while this form shows is read as the players' list.
      dropShown_ = true;
      ui.wrapped(ui.t(Text::TnDropCsv));
    }
    drawDrawOptions(ui);
    if (ui.button(ui.t(Text::TnDraw), "tn:draw", ImVec2(w, 0), s.players.size() >= 3)) {
      tournament::DrawRequest r;
      r.method = chosen_.empty() ? tournament::DrawMethod::Random : tournament::DrawMethod::Chosen;
      r.seed = std::uint64_t(clock(ui)) ^ std::uint64_t(ui.now * 1e6);
      r.champion = champion_;
      for (const auto& [player, o] : chosen_) r.chosen.emplace_back(player, tournament::Orientation(o));
      client::ConsoleIntent draw = client::ConsoleIntent::of(client::ConsoleIntent::Kind::DrawWith);
      draw.draw = r;
      ask(draw);
    }
  }
  if (!error_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
    ui.wrapped(error_);
    ImGui::PopStyleColor();
  }
  std::string names;
  for (const tournament::Player& p : s.players) {
    const std::string notes = playerNotes(ui, p);
    names += (names.empty() ? "" : ", ") + std::to_string(p.id) + ". " + p.name + (notes.empty() ? "" : " (" + notes + ")");
  }
  if (!names.empty()) ui.wrapped(names);
  drawDesk(ui);
  drawNight(ui);
  drawSettings(ui);
  if (ui.button(ui.t(Text::TnNewTournament), "tn:new", ImVec2(w, 0))) recreate_ = true;
  if (ui.button(ui.t(Text::TnTournaments), "tn:tournaments", ImVec2(w, 0))) {
    ask(client::ConsoleIntent::of(client::ConsoleIntent::Kind::CloseTournament));
  }
}

}  // namespace tarot::ui
