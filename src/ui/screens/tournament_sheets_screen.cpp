// The console's sheets: each table of a position, entered or missing (missing ones stand out), a table's sheet
// entered as its totals or deal by deal through the scorer's model, refusals shown with their reason, and the
// position closed once every sheet is in.
#include "ui/screens/tournament_screen.h"
#include "client/console/pages.h"
#include "ui/finger_controls.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

void refusalText(Context& ui, const std::string& why) {
  if (why.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  ui.wrapped(why);
  ImGui::PopStyleColor();
}

// The deals of the sheets in that await the arbitrator's visa (a garde sans or garde contre), each with its button:
// the one tapped, or nullptr.
const tournament::AwaitedVisa* drawVisas(Context& ui, const console::Console& c,
                                         const std::vector<tournament::AwaitedVisa>& visas) {
  if (visas.empty()) return nullptr;
  ImGui::SeparatorText(ui.t(Text::TnVisasTitle));
  ui.noteLastItemText(ui.t(Text::TnVisasTitle));
  const tournament::AwaitedVisa* given = nullptr;
  const float bw = 150.0f, w = ImGui::GetContentRegionAvail().x;
  for (const tournament::AwaitedVisa& v : visas) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.85f, 0.4f, 1));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(100.0f, w - bw - 12.0f));
    ui.wrapped(c.visaText(v));
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    ImGui::SameLine(std::max(100.0f, w - bw));
    const std::string id = "tn:visa:" + std::to_string(v.position) + ":" + std::to_string(v.table) + ":" +
                           std::to_string(v.deal);
    if (ui.button(ui.t(Text::TnVisaGive), id, ImVec2(bw, 0))) given = &v;
  }
  return given;
}

}  // namespace

void TournamentScreen::drawSheets(Context& ui) {
  const int started = console_->positionsStarted();
  if (position_ < 1 || position_ > started) position_ = started;
  if (started == 0) {
    drawSeating(ui, false);
    return;
  }
  const float w = ImGui::GetContentRegionAvail().x;
  char label[120];
  if (started > 1) {
    // The positions started, to correct an earlier one.
    for (int p = 1; p <= started; ++p) {
      if (p > 1) ImGui::SameLine();
      std::snprintf(label, sizeof label, "%d", p);
      if (ui.button(label, "tn:pos:" + std::to_string(p), ImVec2(52, 0))) { position_ = p; table_ = 0; error_.clear(); }
    }
  }
  std::snprintf(label, sizeof label, ui.t(Text::TnPositionN), position_);
  ImGui::SeparatorText(label);
  drawTableList(ui, position_);
  if (table_ > 0) drawTableEntry(ui, position_);
  else refusalText(ui, error_);
  // "Une fois le sur contrat accordé, l'arbitre vise la feuille de marque": every position's, a closed one's too.
  const std::vector<tournament::AwaitedVisa> visas = console_->visasAwaited();
  if (const tournament::AwaitedVisa* v = drawVisas(ui, *console_, visas)) {
    client::ConsoleIntent visa = client::ConsoleIntent::atTable(client::ConsoleIntent::Kind::GiveVisa, v->position, v->table);
    visa.number = v->deal;
    ask(visa);
    asked_ = {};
  }
  const tournament::PositionState* ps = console_->state().position(position_);
  if (ps && !ps->closed && ui.button(ui.t(Text::TnClosePosition), "tn:close_position", ImVec2(w, 0)))
    asked_ = console_->askClose(position_);
  drawAsked(ui, console::Confirmation::Act::ClosePosition);
  drawIssues(ui);
}

void TournamentScreen::drawAsked(Context& ui, console::Confirmation::Act act) {
  using Act = console::Confirmation::Act;
  if (asked_.act != act) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.85f, 0.4f, 1));
  ui.wrapped(asked_.text);
  ImGui::PopStyleColor();
  const float w = ImGui::GetContentRegionAvail().x, half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  const bool go = ui.button(ui.t(Text::TnConfirmAct), "tn:confirm", ImVec2(half, 0), asked_.possible);
  ImGui::SameLine();
  if (ui.button(ui.t(Text::TnCancelAct), "tn:cancel", ImVec2(half, 0))) asked_ = {};
  if (!go) return;
  const console::Confirmation a = asked_;
  asked_ = {};
  using K = client::ConsoleIntent::Kind;
  if (a.act == Act::ClosePosition) {
    ask(client::ConsoleIntent::atTable(K::ClosePosition, a.position, 0));
  } else if (a.act == Act::Withdraw) {
    client::ConsoleIntent withdraw = client::ConsoleIntent::of(K::Withdraw);
    withdraw.player = a.player;
    ask(withdraw);
  } else if (a.act == Act::HandIn && a.totals) {
    client::ConsoleIntent totals = client::ConsoleIntent::atTable(K::EnterTotals, a.position, a.table, correction_);
    totals.totals = totals_;
    totals.flag = a.notPlayed;
    ask(totals);
  } else if (a.act == Act::HandIn) {
    ask(client::ConsoleIntent::atTable(K::HandInDraft, a.position, a.table, correction_));
  }
}

// One button a table: green when its sheet is in, orange when it is missing.
void TournamentScreen::drawTableList(Context& ui, int position) {
  const tournament::PositionState* ps = console_->state().position(position);
  if (!ps) return;
  const float w = ImGui::GetContentRegionAvail().x, spacing = ImGui::GetStyle().ItemSpacing.x;
  const int perRow = w > 700 ? 3 : w > 420 ? 2 : 1;
  const float bw = (w - spacing * float(perRow - 1)) / float(perRow);
  for (std::size_t t = 0; t < ps->sheets.size(); ++t) {
    const bool in = ps->sheets[t].entered;
    char label[120], table[60];
    std::snprintf(table, sizeof table, ui.t(Text::TnTableN), int(t + 1));
    // A sheet an online position's clock ended before its last deal says so.
    const char* clock = !in || !ps->sheets[t].sheet.clockEnded ? "" : ui.t(Text::TnClockEndedMark);
    std::snprintf(label, sizeof label, "%s — %s%s%s", table,
                  ui.t(!in ? Text::TnMissing : ps->sheets[t].reasons.empty() ? Text::TnEntered : Text::TnCorrected),
                  clock, console_->draft(position, int(t + 1)).deals.empty() ? "" : " …");
    if (t % std::size_t(perRow)) ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Button, in ? ImVec4(0.15f, 0.5f, 0.25f, 1) : ImVec4(0.75f, 0.35f, 0.1f, 1));
    if (ui.button(label, "tn:table:" + std::to_string(t + 1), ImVec2(bw, 0))) {
      table_ = int(t + 1) == table_ ? 0 : int(t + 1);
      totals_ = {};
      byDeal_ = !console_->draft(position, table_).deals.empty();
      notPlayed_ = false;
      asked_ = {};
      error_.clear();
    }
    ImGui::PopStyleColor();
  }
}

void TournamentScreen::drawTableEntry(Context& ui, int position) {
  std::array<std::string, 5> names;
  const int people = console_->tablePeople(position, table_, &names);
  if (people == 0) { table_ = 0; return; }
  char title[120];
  std::snprintf(title, sizeof title, ui.t(Text::TnSheetOf), position, table_);
  ImGui::SeparatorText(title);
  const float w = ImGui::GetContentRegionAvail().x, half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui.button(ui.t(Text::TnTotals), "tn:mode:totals", ImVec2(half, 0))) byDeal_ = false, asked_ = {};
  ImGui::SameLine();
  if (ui.button(ui.t(Text::TnByDeal), "tn:mode:deals", ImVec2(half, 0))) byDeal_ = true, asked_ = {};
  std::array<std::string, 5> people5;
  int n = 0;
  for (int o = 0; o < 5; ++o)
    if (!names[std::size_t(o)].empty()) people5[std::size_t(n++)] = names[std::size_t(o)];
  if (console_->sheetEntered(position, table_)) {
    // Article 28: only the arbitrator changes a sheet handed in, and says why (kept on the sheet and the ranking).
    drawCorrections(ui, position, table_);
    ImGui::TextWrapped("%s", ui.t(Text::TnCorrectionReason));
    ui.noteLastItemText(ui.t(Text::TnCorrectionReason));
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##tncorrection", correction_, sizeof correction_);
    ui.targetLastTextField("tn:correction");
  }
  if (byDeal_) drawDealForm(ui, position, people, people5);
  else drawTotals(ui, position, people);
  refusalText(ui, error_);
}

// The table's totals by orientation; the sum is shown as it is typed, and a sheet not summing to zero is refused.
void TournamentScreen::drawTotals(Context& ui, int position, int people) {
  (void)people;
  std::array<std::string, 5> names;
  console_->tablePeople(position, table_, &names);
  int sum = 0;
  for (int o = 0; o < 5; ++o) {
    if (names[std::size_t(o)].empty()) continue;
    const std::string label = std::string(console::orientationText(ui.lang, o)) + " — " + names[std::size_t(o)];
    ImGui::TextWrapped("%s", label.c_str());
    ui.noteLastItemText(label);
    ImGui::SetNextItemWidth(-1);
    ImGui::InputInt(("##total" + std::to_string(o)).c_str(), &totals_[std::size_t(o)], 0, 0);
    ui.targetLastTextField("tn:total:" + std::to_string(o));
    sum += totals_[std::size_t(o)];
  }
  char check[80];
  std::snprintf(check, sizeof check, ui.t(Text::TnSum), sum);
  ImGui::TextColored(sum == 0 ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.55f, 0.45f, 1), "%s", check);
  ui.noteLastItemText(check);
  // A blank sheet goes in only marked as a position not played (the document refuses it otherwise).
  ImGui::Checkbox(ui.t(Text::TnNotPlayed), &notPlayed_);
  ui.targetLastItem("tn:not_played");
  const Text handIn = console_->sheetEntered(position, table_) ? Text::TnCorrect : Text::TnHandIn;
  if (ui.button(ui.t(handIn), "tn:hand_in", ImVec2(ImGui::GetContentRegionAvail().x, 0)))
    asked_ = console_->askHandIn(position, table_, true, notPlayed_);
  drawAsked(ui, console::Confirmation::Act::HandIn);
}

// A deal as a club scorer enters it (taker, partner at 5, contract, bouts, points, poignée, petit au bout, chelem),
// checked by the scorer's model; the deals so far with each person's running total.
void TournamentScreen::drawDealForm(Context& ui, int position, int people, const std::array<std::string, 5>& names) {
  const tournament::TableSheet& draft = console_->draft(position, table_);
  match::Sheet sheet;
  sheet.people = people;
  sheet.lang = ui.lang;
  for (int p = 0; p < people; ++p) sheet.names[std::size_t(p)] = names[std::size_t(p)];
  for (const tournament::SheetDeal& d : draft.deals) match::addScorerRow(&sheet, d.entry);
  for (const match::SheetRow& r : sheet.rows) {
    std::string line = std::string(ui.t(Text::Deal)) + " " + std::to_string(r.number) + " · " + r.taker + " · " +
                       contractText(ui.lang, r.contract == "prise" ? Contract::Prise : r.contract == "garde" ? Contract::Garde
                                                 : r.contract == "garde_sans" ? Contract::GardeSans : Contract::GardeContre) +
                       " · " + ui.t(r.made ? Text::Made : Text::Down);
    for (int p = 0; p < people; ++p) line += "  " + names[std::size_t(p)] + " " + std::to_string(r.running[std::size_t(p)]);
    ui.wrapped(line);
  }
  match::ScorerEntry& d = deal_;
  d.dealer = int(draft.deals.size()) % people;
  if (d.taker >= people) d.taker = 0;
  // The table's people as a list sheet ("alone" first for the partner at 5: the list's row k is person k - 1).
  auto personCombo = [&](Text label, const char* id, int* who, bool allowAlone) {
    ImGui::TextUnformatted(ui.t(label));
    std::vector<std::string> labels;
    if (allowAlone) labels.emplace_back(ui.t(Text::Alone));
    for (int p = 0; p < people; ++p) labels.push_back(names[std::size_t(p)]);
    const int shift = allowAlone ? 1 : 0;
    if (const int k = listSheet(ui, id, labels, *who + shift); k >= 0) *who = k - shift;
  };
  personCombo(Text::Taker, "tn:deal:taker", &d.taker, false);
  if (people == 5) personCombo(Text::Partner, "tn:deal:partner", &d.partner, true);
  else d.partner = -1;
  ImGui::TextUnformatted(ui.t(Text::Contract));
  std::vector<std::string> contracts;  // row k is contract k + 1 (prise, garde, garde sans, garde contre)
  for (int c = 1; c <= 4; ++c) contracts.push_back(contractText(ui.lang, Contract(c)));
  if (const int k = choiceButtons(ui, "tn:deal:contract", contracts, int(d.input.contract) - 1); k >= 0)
    d.input.contract = Contract(k + 1);
  ImGui::TextUnformatted(ui.t(Text::Bouts));
  const std::vector<std::string> counts = {"0", "1", "2", "3"};
  if (const int k = choiceButtons(ui, "tn:deal:bouts", counts, d.input.bouts); k >= 0) d.input.bouts = k;
  ImGui::TextUnformatted(ui.t(Text::PointsMade));
  ImGui::SetNextItemWidth(-1);
  pointsField(ui, "##points", &points_);  // "40,5" in French
  ui.targetLastTextField("tn:deal:points");
  ImGui::TextUnformatted(ui.t(Text::PoigneeBonus));
  if (const int k = choiceButtons(ui, "tn:deal:poignee", counts, poignees_); k >= 0) poignees_ = k;
  int petit = int(d.input.petitAuBout);
  ImGui::TextUnformatted(ui.t(Text::PetitAuBout));
  const std::vector<std::string> petits = {"—", ui.t(Text::Attack), ui.t(Text::Defense)};
  if (const int k = choiceButtons(ui, "tn:deal:petit", petits, petit); k >= 0) petit = k;
  d.input.petitAuBout = Camp(petit);
  d.input.attackHalfPoints = int(std::lround(points_ * 2.0f));
  d.input.poignees.clear();
  for (int k = 0; k < poignees_; ++k) d.input.poignees.push_back(PoigneeSize::Simple);
  // Side by side when both labels fit, else one under the other.
  const float w = ImGui::GetContentRegionAvail().x;
  const bool narrow = w < 440;
  const float half = narrow ? w : (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  if (ui.button(ui.t(Text::AddDeal), "tn:deal:add", ImVec2(half, 0))) {
    if (std::fabs(points_ * 2.0f - std::round(points_ * 2.0f)) > 1e-3f) result(ui, ui.t(Text::ScorerHalfPoints));
    else {
      client::ConsoleIntent add = client::ConsoleIntent::atTable(client::ConsoleIntent::Kind::AddDraftDeal, position, table_);
      add.deal = d;
      ask(add);
    }
  }
  if (!narrow) ImGui::SameLine();
  if (ui.button(ui.t(Text::UndoLast), "tn:deal:undo", ImVec2(half, 0), !draft.deals.empty()))
    ask(client::ConsoleIntent::atTable(client::ConsoleIntent::Kind::UndoDraftDeal, position, table_));
  const Text handIn = console_->sheetEntered(position, table_) ? Text::TnCorrect : Text::TnHandIn;
  if (ui.button(ui.t(handIn), "tn:hand_in", ImVec2(w, 0), !draft.deals.empty()))
    asked_ = console_->askHandIn(position, table_, false);
  drawAsked(ui, console::Confirmation::Act::HandIn);
}

}  // namespace tarot::ui
