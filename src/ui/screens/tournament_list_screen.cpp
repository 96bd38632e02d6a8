// The console's first screen with several tournaments: the list kept on the device, newest date first (open one,
// delete one after a second question), and the open night's date and season in the setup.
#include "ui/screens/tournament_screen.h"
#include "client/console/words.h"
#include "ui/finger_controls.h"
#include <cstdio>

namespace tarot::ui {

void TournamentScreen::drawTournamentList(Context& ui) {
  const std::vector<console::TournamentEntry> list = console_->tournaments();
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::SeparatorText(ui.t(Text::TnTournaments));
  if (list.empty()) ui.wrapped(ui.t(Text::TnNoTournaments));
  const float bw = 140.0f, spacing = ImGui::GetStyle().ItemSpacing.x;
  for (const console::TournamentEntry& e : list) {
    const std::string name = e.name.empty() ? std::string(ui.t(Text::TnUnnamed)) : e.name;
    const int season = e.season ? e.season : console::seasonOfDate(e.date);
    const std::string line = name + " — " + e.date + (season > 0 ? " · " + console::seasonText(season) : "");
    const std::string id = std::to_string(e.id);
    ui.wrapped(line);
    if (deleteAsked_ == e.id) {
      // The second question: what is lost, then the deletion or going back.
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.5f, 1));
      ui.wrapped(console::words(ui.lang, Text::TnDeleteAsk, {}, {{"text", name}, {"date", e.date}}));
      ImGui::PopStyleColor();
      const float half = (w - spacing) * 0.5f;
      if (ui.button(ui.t(Text::TnDeleteTournament), "tn:list:delete_yes:" + id, ImVec2(half, 0))) {
        ask(client::ConsoleIntent::withNumber(client::ConsoleIntent::Kind::DeleteTournament, e.id));
        deleteAsked_ = 0;
      }
      ImGui::SameLine();
      if (ui.button(ui.t(Text::Cancel), "tn:list:delete_no:" + id, ImVec2(half, 0))) deleteAsked_ = 0;
      continue;
    }
    if (ui.button(ui.t(Text::TnOpenTournament), "tn:list:open:" + id, ImVec2(w - bw - spacing, 0))) {
      // Then afterOpen(); the controller's next tick leaves the last one's club connection.
      ask(client::ConsoleIntent::withNumber(client::ConsoleIntent::Kind::OpenTournament, e.id));
    }
    ImGui::SameLine();
    if (ui.button(ui.t(Text::TnDeleteTournament), "tn:list:delete:" + id, ImVec2(bw, 0))) deleteAsked_ = e.id;
  }
  ImGui::SeparatorText(ui.t(Text::TnNewTournament));
}

void TournamentScreen::drawNight(Context& ui) {
  const float w = ImGui::GetContentRegionAvail().x;
  if (nightOf_ != console_->current() || !nightEdited_) {
    nightOf_ = console_->current();
    std::snprintf(nightDate_, sizeof nightDate_, "%s", console_->nightDate().c_str());
    nightSeason_ = console_->nightSeason();
  }
  ImGui::SeparatorText(ui.t(Text::TnNightDate));
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputText("##tn:night_date", nightDate_, sizeof nightDate_)) {
    nightEdited_ = true;
    if (const int s = console::seasonOfDate(nightDate_); s > 0) nightSeason_ = s;  // the date's season by default
  }
  ui.targetLastTextField("tn:night_date");
  ImGui::SeparatorText(ui.t(Text::TnNightSeason));
  if (const int step = stepper(ui, "tn:night_season", console::seasonText(nightSeason_), true, true)) {
    nightSeason_ += step;
    nightEdited_ = true;
  }
  if (nightEdited_ && ui.button(ui.t(Text::TnNightSave), "tn:night_save", ImVec2(w, 0))) {
    client::ConsoleIntent night = client::ConsoleIntent::withText(client::ConsoleIntent::Kind::SetNight, nightDate_);
    night.number = nightSeason_;
    ask(night);
  }
  if (!nightError_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
    ui.wrapped(nightError_);
    ImGui::PopStyleColor();
  }
}

}  // namespace tarot::ui
