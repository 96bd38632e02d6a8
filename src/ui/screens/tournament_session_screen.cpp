// "Nouvelle séance" on the console's seating section (drawing only): once a position is closed, how many players
// continue, what the console says of it (tournament/sessions.h decides who is eliminated and the coefficient it
// earns: chapter 3, article 3), the confirmation; then the eliminations made.
#include "ui/screens/tournament_screen.h"
#include "client/console/words.h"
#include "ui/finger_controls.h"
#include <algorithm>

namespace tarot::ui {

using match::Text;

void TournamentScreen::drawNewSession(Context& ui, float w) {
  for (const tournament::Elimination& e : console_->state().eliminations)
    if (!e.cancelled) ui.wrapped(console_->eliminationText(e));
  if (!console_->sessionPossible()) {
    confirmSession_ = false;
    return;
  }
  if (!confirmSession_) {
    if (ui.button(ui.t(Text::TnNewSession), "tn:session", ImVec2(w, 0))) confirmSession_ = true;
    return;
  }
  ImGui::SeparatorText(ui.t(Text::TnNewSession));
  int playing = 0;
  for (const tournament::Player& p : console_->state().players)
    playing += tournament::playsAt(console_->state(), p.id, console_->positionsStarted() + 1);
  if (sessionKeep_ < 3 || sessionKeep_ >= playing) sessionKeep_ = std::max(3, playing / 2);
  ImGui::TextUnformatted(ui.t(Text::TnSessionKeep));
  if (const int step = stepper(ui, "tn:session:keep", std::to_string(sessionKeep_), sessionKeep_ > 3, sessionKeep_ < playing - 1))
    sessionKeep_ += step;
  const tournament::EliminationPlan plan = console_->planSession(sessionKeep_);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.75f, 0.4f, 1));
  for (const std::string& line : console_->sessionWords(plan)) ui.wrapped(line);
  ImGui::PopStyleColor();
  const float half = (w - ImGui::GetStyle().ItemSpacing.x) / 2;
  const std::string confirm = console::words(ui.lang, Text::TnSessionConfirm, {{"e", long(plan.eliminated.size())}});
  if (ui.button(confirm.c_str(), "tn:session:confirm", ImVec2(half, 0), !plan.refusal)) {
    ask(client::ConsoleIntent::withNumber(client::ConsoleIntent::Kind::NewSession, sessionKeep_));
  }
  ImGui::SameLine();
  if (ui.button(ui.t(Text::TnStartBack), "tn:session:cancel", ImVec2(half, 0))) confirmSession_ = false;
}

}  // namespace tarot::ui
