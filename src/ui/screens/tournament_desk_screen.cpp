// The console's control desk: late arrivals and withdrawals (articles 26 and 27) with their refusal inside the
// panel, the draw's options (article 25: the previous champion North at table 1, orientations chosen by players, the
// arbitrator's own placing), each player's notes, and the corrections of the sheets with their reasons.
#include "ui/screens/tournament_screen.h"
#include "client/console/pages.h"
#include "client/console/words.h"
#include "ui/finger_controls.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {

void refusalIn(Context& ui, const std::string& why) {
  if (why.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  ui.wrapped(why);
  ImGui::PopStyleColor();
}

}  // namespace

// The registered players ("12. Léa") as a list sheet, with "none" (0) first when allowed.
bool TournamentScreen::playerSheet(Context& ui, const char* id, int* player, bool allowNone) {
  const tournament::State& s = console_->state();
  if (*player < (allowNone ? 0 : 1) || *player > int(s.players.size())) *player = allowNone ? 0 : 1;
  std::vector<std::string> labels;
  if (allowNone) labels.emplace_back(ui.t(Text::TnNoChampion));
  for (const tournament::Player& p : s.players) labels.push_back(std::to_string(p.id) + ". " + p.name);
  const int shift = allowNone ? 0 : 1;  // the list's row of player n
  const int k = listSheet(ui, id, labels, *player - shift);
  if (k < 0 || k + shift == *player) return false;
  *player = k + shift;
  return true;
}

std::string TournamentScreen::playerNotes(Context& ui, const tournament::Player& p) const {
  std::string notes;
  if (p.lateMinutes) notes += console::words(ui.lang, Text::TnLateNote, {{"a", p.lateMinutes}});
  if (p.withdrawn)
    notes += (notes.empty() ? "" : ", ") + (p.withdrawnAfterPosition
                                                ? console::words(ui.lang, Text::TnWithdrawnNote, {{"a", p.withdrawnAfterPosition}})
                                                : std::string(ui.t(Text::TnWithdrawnBefore)));
  if (p.eliminatedAfterPosition)
    notes += (notes.empty() ? "" : ", ") + console::words(ui.lang, Text::TnEliminatedNote, {{"a", p.eliminatedAfterPosition}});
  const std::string number = console_->playerNumberText(p.id);
  if (!number.empty()) notes = number + (notes.empty() ? "" : ", ") + notes;
  return notes;
}

// Late arrivals (100 points per fraction of 5 minutes) and withdrawals (ranked last), with the panel's own refusal.
void TournamentScreen::drawDesk(Context& ui) {
  const tournament::State& s = console_->state();
  if (s.players.empty()) return;
  ImGui::SeparatorText(ui.t(Text::TnLateWithdraw));
  ImGui::TextUnformatted(ui.t(Text::TnPlayer));
  if (playerSheet(ui, "tn:desk:player", &deskPlayer_, false)) deskError_.clear(), asked_ = {};
  ImGui::TextUnformatted(ui.t(Text::TnLate));
  // 1 to 1440 minutes (article 26), a minute a step.
  lateMinutes_ = std::clamp(lateMinutes_, 1, 1440);
  const std::string minutes = console::words(ui.lang, Text::TnMinutes, {{"a", lateMinutes_}});
  if (const int step = stepper(ui, "tn:desk:minutes", minutes, lateMinutes_ > 1, lateMinutes_ < 1440)) {
    lateMinutes_ += step;
    deskError_.clear();
  }
  const float w = ImGui::GetContentRegionAvail().x;
  const bool narrow = w < 440;
  const float half = narrow ? w : (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui.button(ui.t(Text::TnLateButton), "tn:desk:late", ImVec2(half, 0))) {
    client::ConsoleIntent late = client::ConsoleIntent::withNumber(client::ConsoleIntent::Kind::LateArrival, lateMinutes_);
    late.player = deskPlayer_;
    ask(late);
  }
  if (!narrow) ImGui::SameLine();
  // A withdrawal is asked first: it says from which position the player is no longer seated, and their sheet still
  // awaited.
  if (ui.button(ui.t(Text::TnWithdrawButton), "tn:desk:withdraw", ImVec2(half, 0))) {
    asked_ = console_->askWithdraw(deskPlayer_);
    deskError_.clear();
  }
  drawAsked(ui, console::Confirmation::Act::Withdraw);
  refusalIn(ui, deskError_);
}

// Before the draw: the previous champion, orientations asked for, or the arbitrator's placing by numbers.
void TournamentScreen::drawDrawOptions(Context& ui) {
  const tournament::State& s = console_->state();
  const float w = ImGui::GetContentRegionAvail().x;
  ImGui::TextWrapped("%s", ui.t(Text::TnChampion));
  ui.noteLastItemText(ui.t(Text::TnChampion));
  playerSheet(ui, "tn:champion", &champion_, true);
  if (s.settings.formula == tournament::Formula::Individual) {
    ImGui::SeparatorText(ui.t(Text::TnChosen));
    playerSheet(ui, "tn:choice:player", &choicePlayer_, false);
    std::vector<std::string> orientations;
    for (int o = 0; o < 4; ++o) orientations.emplace_back(console::orientationText(ui.lang, o));
    if (const int o = choiceButtons(ui, "tn:choice:o", orientations, choiceOrientation_); o >= 0) choiceOrientation_ = o;
    if (ui.button(ui.t(Text::TnAddChoice), "tn:choice:add", ImVec2(w, 0))) {
      chosen_.erase(std::remove_if(chosen_.begin(), chosen_.end(),
                                   [&](const std::pair<int, int>& c) { return c.first == choicePlayer_; }),
                    chosen_.end());
      chosen_.emplace_back(choicePlayer_, choiceOrientation_);
    }
    std::string list;
    for (const auto& [player, o] : chosen_)
      list += (list.empty() ? "" : ", ") + console_->playerName(player) + " : " + console::orientationText(ui.lang, o);
    if (!list.empty()) {
      ui.wrapped(list);
      if (ui.button(ui.t(Text::TnClearChoices), "tn:choice:clear", ImVec2(w, 0))) chosen_.clear();
    }
  }
  ImGui::SeparatorText(ui.t(Text::TnManual));
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##tnorder", "1 2 3 4 …", order_, sizeof order_);
  ui.targetLastTextField("tn:order");
  if (ui.button(ui.t(Text::TnPlaceManually), "tn:place", ImVec2(w, 0), order_[0] != 0)) {
    client::ConsoleIntent place = client::ConsoleIntent::withText(client::ConsoleIntent::Kind::PlaceInOrder, order_);
    place.number = champion_;
    ask(place);
  }
}

void TournamentScreen::drawCorrections(Context& ui, int position, int table) {
  const tournament::State& s = console_->state();
  bool any = false;
  for (std::size_t p = 0; p < s.positions.size(); ++p) {
    if (position && int(p + 1) != position) continue;
    const tournament::PositionState& ps = s.positions[p];
    for (std::size_t t = 0; t < ps.sheets.size(); ++t) {
      if (table && int(t + 1) != table) continue;
      for (const std::string& reason : ps.sheets[t].reasons) {
        if (!any) ImGui::SeparatorText(ui.t(Text::TnCorrections));
        any = true;
        ui.wrapped(console::words(ui.lang, Text::TnCorrectionLine, {{"p", long(p + 1)}, {"t", long(t + 1)}}, {{"reason", reason}}));
      }
    }
  }
}

}  // namespace tarot::ui

namespace tarot::ui {

// The settings after creation: the console sends them whole; the library refuses what would change the past.
void TournamentScreen::drawSettings(Context& ui) {
  const tournament::Settings& now = console_->state().settings;
  const int started = console_->positionsStarted();
  static const char* const kMovements[3] = {"fft", "random", "best"};
  if (!settingsEdited_) {
    setPositions_ = now.positions;
    setDeals_ = now.dealsPerPosition;
    setFive_ = now.tablesOf5;
    setOnline_ = OnlineChoices::of(now);
    const std::string next = started < int(now.movements.size()) ? now.movements[std::size_t(started)] : "fft";
    setMovement_ = next == "random" ? 1 : next == "best" ? 2 : 0;
    setFinal_ = now.carreFinal;
    setFinalists_ = now.finalists == 20 ? 1 : 0;
    setFinalFirst_ = now.finalFirstPosition;
    setFinalDeals_ = now.finalDeals;
  }
  ImGui::SeparatorText(ui.t(Text::TnSettings));
  bool edited = false;
  ImGui::TextUnformatted(ui.t(Text::TnPositions));
  if (const int step = stepper(ui, "tn:set:positions", std::to_string(setPositions_), setPositions_ > 1, setPositions_ < 12))
    setPositions_ += step, edited = true;
  ImGui::TextUnformatted(ui.t(Text::TnDealsPerPosition));
  if (const int step = stepper(ui, "tn:set:deals", std::to_string(setDeals_), setDeals_ > 1, setDeals_ < 12))
    setDeals_ += step, edited = true;
  // The online play's choices, until a position has started (its tables are opened with them).
  if (started == 0) edited |= drawOnlineChoices(ui, "tn:set", &setOnline_);
  if (!setOnline_.online) {
    edited |= ImGui::Checkbox((std::string(ui.t(Text::TnTablesOf5)) + "##tn:set:five").c_str(), &setFive_);
    ui.targetLastItem("tn:set:five");
  }
  ImGui::TextUnformatted(ui.t(Text::TnMovement));
  const std::vector<std::string> names = {ui.t(Text::TnMovementAuto), ui.t(Text::TnMovementRandom), ui.t(Text::TnMovementBest)};
  if (const int m = choiceButtons(ui, "tn:set:mv", names, setMovement_); m >= 0) setMovement_ = m, edited = true;
  edited |= drawFinalSettings(ui);
  if (edited) settingsEdited_ = true, settingsError_.clear();
  if (ui.button(ui.t(Text::TnSaveSettings), "tn:set:save", ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    tournament::Settings next = now;
    next.positions = setPositions_;
    next.dealsPerPosition = setDeals_;
    next.tablesOf5 = setFive_;
    next.carreFinal = setFinal_;
    next.finalists = setFinalists_ == 1 ? 20 : 16;
    next.finalFirstPosition = setFinalFirst_;
    next.finalDeals = setFinalDeals_;
    if (started == 0) setOnline_.into(&next, setFive_);
    // The positions played keep their movement; the ones to come take the one chosen.
    next.movements.resize(std::size_t(std::max(setPositions_, started)), "fft");
    for (int p = started; p < int(next.movements.size()); ++p) next.movements[std::size_t(p)] = kMovements[setMovement_];
    next.movements.resize(std::size_t(setPositions_));
    client::ConsoleIntent change = client::ConsoleIntent::of(client::ConsoleIntent::Kind::ChangeSettings);
    change.settings = next;
    ask(change);
  }
  refusalIn(ui, settingsError_);
}

}  // namespace tarot::ui

namespace tarot::ui {

// The carré final (chapter 2, "Tournoi à grosse dotation"): the 16 or 20 best of the ranking at the printed start
// places, from a position on, with its own deals a position (1 for the 20 finalists' "5 positions de UNE donne").
bool TournamentScreen::drawFinalSettings(Context& ui) {
  bool edited = ImGui::Checkbox((std::string(ui.t(Text::TnCarreFinal)) + "##tn:set:final").c_str(), &setFinal_);
  ui.targetLastItem("tn:set:final");
  if (!setFinal_) return edited;
  ImGui::TextUnformatted(ui.t(Text::TnFinalists));
  if (const int m = choiceButtons(ui, "tn:set:finalists", {"16", "20"}, setFinalists_); m >= 0) {
    setFinalists_ = m, edited = true;
    if (m == 1) setFinalDeals_ = 1;  // the rulebook's 20 finalists play 5 positions of one deal
  }
  ImGui::TextUnformatted(ui.t(Text::TnFinalFirst));
  if (const int step = stepper(ui, "tn:set:final_first", std::to_string(setFinalFirst_), setFinalFirst_ > 2,
                               setFinalFirst_ < setPositions_))
    setFinalFirst_ += step, edited = true;
  ImGui::TextUnformatted(ui.t(Text::TnFinalDeals));
  if (const int step = stepper(ui, "tn:set:final_deals", std::to_string(setFinalDeals_), setFinalDeals_ > 0, setFinalDeals_ < 12))
    setFinalDeals_ += step, edited = true;
  return edited;
}

}  // namespace tarot::ui
