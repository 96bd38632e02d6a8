// The past games list.
#include "ui/screens/past_games_screen.h"
#include "match/numbers.h"

namespace tarot::ui {

PastGamesScreen::Choice PastGamesScreen::draw(Context& ui, const GamesIndex& index, ImVec2 size) {
  Choice choice = Choice::None;
  centreNextWindow(size, 0.5f, 760.0f, 640.0f);
  beginPanel(ui.t(Text::PastGames));
  if (index.corrupt) ImGui::TextColored(ImVec4(1, 0.6f, 0.5f, 1), "%s", ui.t(Text::CorruptIndex));
  if (index.games.empty()) ImGui::TextUnformatted(ui.t(Text::NoGames));
  for (const SavedGame& g : index.games) {
    std::string line = g.date.empty() ? std::string() : g.date + "  ";
    for (const auto& [name, total] : g.totals) line += name + " " + integerText(ui.lang, total) + "  ";
    ImGui::TextWrapped("%s", line.c_str());
    if (ui.button(ui.t(Text::Open), "open:" + g.id)) {
      choice = Choice::Open;
      chosenId = g.id;
    }
    ImGui::SameLine();
    if (confirmDelete_ == g.id) {
      if (ui.button(ui.t(Text::ConfirmDelete), "delete-confirm:" + g.id)) {
        choice = Choice::Delete;
        chosenId = g.id;
        confirmDelete_.clear();
        continue;
      }
    } else if (ui.button(ui.t(Text::Delete), "delete:" + g.id)) {
      confirmDelete_ = g.id;
    }
    ImGui::Separator();
  }
  if (!index.games.empty() && ui.button(ui.t(Text::Statistics), "games:stats", ImVec2(-1, 0))) choice = Choice::Statistics;
  if (ui.button(ui.t(Text::Close), "games:close", ImVec2(-1, 0))) choice = Choice::Close;
  ImGui::End();
  return choice;
}

}  // namespace tarot::ui
