// The console's window: its sections, the refusal that stands out, the room's seating in large type, the clock
// given to the events, and the automation report.
#include "ui/screens/tournament_screen.h"
#include "client/console/pages.h"
#include "client/console/words.h"
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

// Days since 1970-01-01 of a civil date (proleptic Gregorian).
long daysFromCivil(int y, int m, int d) {
  y -= m <= 2;
  const long era = (y >= 0 ? y : y - 399) / 400;
  const long yoe = y - era * 400;
  const long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + doy - 719468;
}

std::string tableLabel(Context& ui, const tournament::TableSeating& t, int number) {
  return console::tableTitle(ui.lang, t, number);
}

}  // namespace

void TournamentScreen::open(Context& ui, const client::ConsoleController& controller, const std::string& resumed) {
  console_ = &controller.console();
  club_ = &controller;
  clubAsked_ = {};
  intent_ = {};
  error_ = resumed;
  afterOpen();
  if (name_[0] == 0) std::snprintf(name_, sizeof name_, "%s", ui.t(Text::TnTitle));
}

void TournamentScreen::afterOpen() {
  section_ = console_->open() && !console_->state().players.empty() && console_->state().draw != tournament::DrawMethod::None
                 ? (console_->positionsStarted() > 0 ? Section::Sheets : Section::Seating)
                 : Section::Setup;
  position_ = console_->positionsStarted();
  table_ = 0;
  roomScreen_ = false;
  settingsEdited_ = false;
  recreate_ = false;
  nightEdited_ = false;
  nightError_.clear();
  deleteAsked_ = 0;
}

// The events' time: the device's local date and time when the platform gives it (minutes), else the page's clock.
std::int64_t TournamentScreen::clock(const Context& ui) const {
  int y = 0, mo = 0, d = 0, h = 0, mi = 0;
  if (ui.platform.today && std::sscanf(ui.platform.today().c_str(), "%d-%d-%d %d:%d", &y, &mo, &d, &h, &mi) == 5)
    return ((std::int64_t(daysFromCivil(y, mo, d)) * 24 + h) * 60 + mi) * 60000;
  return std::int64_t(ui.now * 1000.0);
}

void TournamentScreen::result(Context& ui, const std::string& why) {
  if (why.empty() && !error_.empty() && ui.message == error_) ui.messageUntil = 0;  // the refusal was answered
  error_ = why;
  if (!why.empty()) ui.notice(why, 5.0);
}

bool TournamentScreen::draw(Context& ui, ImVec2 size) {
  if (!console_) return true;  // never opened: back to the menu
  dropShown_ = false;  // set again if the register form shows this frame
  if (roomScreen_) {
    drawRoomScreen(ui, size);
    return false;
  }
  bool close = false;
  placePanel(ui, size, 960.0f, true);
  ImGui::Begin("##tournament", nullptr, ImGuiWindowFlags_NoTitleBar | kPanelFlags);
  // Fields 44 px high like the buttons, for fingers.
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(style.FramePadding.x, std::max(style.FramePadding.y, (44.0f - ImGui::GetFontSize()) * 0.5f)));
  const float w = ImGui::GetContentRegionAvail().x;
  const std::string title = console_->open() ? console_->state().name : std::string(ui.t(Text::TnTitle));
  ImGui::PushFont(ui.fonts.large);
  ImGui::SetWindowFontScale(0.5f);
  ImGui::TextUnformatted(title.c_str());
  ui.noteLastItemText(title);
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  if (ui.button(ui.t(Text::Close), "tn:close", ImVec2(w, 0))) close = true;
  if (!console_->corruptSave().empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.5f, 1));
    ui.wrapped(console_->corruptSave());
    ImGui::PopStyleColor();
    if (ui.button(ui.t(Text::TnDiscard), "tn:discard", ImVec2(w, 0))) ask(client::ConsoleIntent::of(client::ConsoleIntent::Kind::DiscardSave));
    if (ui.button(ui.t(Text::TnTournaments), "tn:tournaments", ImVec2(w, 0))) ask(client::ConsoleIntent::of(client::ConsoleIntent::Kind::CloseTournament));
  } else {
    if (console_->open()) drawSections(ui, w);
    switch (console_->open() || section_ == Section::Register ? section_ : Section::Setup) {
      case Section::Setup: drawSetup(ui); break;
      case Section::Seating: drawSeating(ui, false); break;
      case Section::Sheets: drawSheets(ui); break;
      case Section::Rankings: drawRankings(ui); break;
      case Section::Penalties: drawPenalties(ui); break;
      case Section::Exports: drawExports(ui); break;
      case Section::Register: drawRegisterPanel(ui); break;
    }
  }
  ImGui::PopStyleVar();
  ImGui::End();
  return close;
}

// The sections as a grid of buttons, as many a row as fit.
void TournamentScreen::drawSections(Context& ui, float width) {
  const struct { Section s; Text label; const char* id; } items[] = {
      {Section::Setup, Text::TnRegister, "tn:sec:setup"},     {Section::Seating, Text::TnSeatingTab, "tn:sec:seating"},
      {Section::Sheets, Text::TnSheetsTab, "tn:sec:sheets"},     {Section::Rankings, Text::TnRankings, "tn:sec:rankings"},
      {Section::Penalties, Text::TnPenalties, "tn:sec:penalties"}, {Section::Exports, Text::TnExports, "tn:sec:exports"},
      {Section::Register, Text::TnRegisterTab, "tn:sec:register"}};
  float widest = 0;
  for (const auto& it : items) widest = std::max(widest, ImGui::CalcTextSize(ui.t(it.label)).x);
  const float spacing = ImGui::GetStyle().ItemSpacing.x, pad = ImGui::GetStyle().FramePadding.x * 2 + 4;
  const int count = int(sizeof items / sizeof items[0]);
  const int perRow = std::max(1, std::min(count, int((width + spacing) / (widest + pad + spacing))));
  const float bw = (width - spacing * float(perRow - 1)) / float(perRow);
  for (int i = 0; i < count; ++i) {
    if (i % perRow) ImGui::SameLine();
    const bool on = section_ == items[i].s;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.55f, 0.1f, 1));
    if (ui.button(ui.t(items[i].label), items[i].id, ImVec2(bw, 0))) { section_ = items[i].s; error_.clear(); asked_ = {}; }
    if (on) ImGui::PopStyleColor();
  }
  ImGui::Separator();
}

// What is missing or does not sum to zero, in red.
void TournamentScreen::drawIssues(Context& ui) {
  const std::vector<tournament::Issue> issues = console_->issues();
  if (issues.empty()) return;
  ImGui::SeparatorText(ui.t(Text::TnIssues));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  for (const tournament::Issue& is : issues) {
    using K = tournament::Issue::Kind;
    const Text t = is.kind == K::SheetMissing ? Text::TnIssueMissing : is.kind == K::DealCount ? Text::TnIssueDeals
                   : is.kind == K::RecapNotZero ? Text::TnIssueRecap : is.kind == K::CumulNotZero ? Text::TnIssueCumul
                   : Text::TnIssueNotStarted;
    ui.wrapped(console::words(ui.lang, t, {{"p", is.position}, {"t", is.table}, {"a", is.got}, {"b", is.expected}}));
  }
  ImGui::PopStyleColor();
}

// The refusal of the last action, standing out under the form.
static void drawRefusal(Context& ui, const std::string& why) {
  if (why.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.55f, 0.45f, 1));
  ui.wrapped(why);
  ImGui::PopStyleColor();
}

void TournamentScreen::drawSeating(Context& ui, bool large) {
  const tournament::State& s = console_->state();
  const int started = console_->positionsStarted();
  const float w = ImGui::GetContentRegionAvail().x;
  char label[120];
  std::snprintf(label, sizeof label, ui.t(Text::TnStartPosition), started + 1);
  if (started < s.settings.positions) drawNewSession(ui, w);
  if (started < s.settings.positions && !confirmSession_) {
    if (const std::string finalWords = console_->finalText(); !finalWords.empty()) ui.wrapped(finalWords);
    if (!confirmStart_ && ui.button(label, "tn:start_position", ImVec2(w, 0))) {
      confirmStart_ = true;
      startPlanEvents_ = 0;
      result(ui, "");
    }
    if (confirmStart_) drawStartConfirm(ui, started + 1, w);
  } else if (started >= s.settings.positions) {
    ui.wrapped(ui.t(Text::TnAllStarted));
  }
  drawRefusal(ui, error_);
  if (started == 0) return;
  if (!large && ui.button(ui.t(Text::TnRoomScreen), "tn:room", ImVec2(w, 0))) roomScreen_ = true;
  std::snprintf(label, sizeof label, ui.t(Text::TnPositionN), started);
  ImGui::SeparatorText(label);
  const tournament::PositionState& ps = s.positions.back();
  for (std::size_t t = 0; t < ps.seating.size(); ++t) {
    const std::string table = tableLabel(ui, ps.seating[t], int(t + 1));
    ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1), "%s", table.c_str());
    ui.noteLastItemText(table);
    for (int o = 0; o < 5; ++o)
      if (const int id = ps.seating[t].seat[std::size_t(o)]) {
        const std::string number = console_->playerNumberText(id);
        const std::string line = std::string(console::orientationText(ui.lang, o)) + words::colonFor(ui.lang) +
                                 console_->playerName(id) + (number.empty() ? "" : " — " + number);
        ImGui::TextWrapped("%s", line.c_str());
        ui.noteLastItemText(line);
      }
  }
  if (!large) drawTableLinks(ui, started, 150.0f);
}

// Before a position starts: the sheets still missing, the warnings of its seating (tournament/night_plan.h) in the
// arbitrator's words, then the confirmation or going back.
void TournamentScreen::drawStartConfirm(Context& ui, int position, float w) {
  // Planned once per change of the document (a big night's movement is not planned at every frame).
  if (startPlanEvents_ != console_->document().events().size() + 1) {
    startPlan_ = console_->nextPosition();
    startPlanEvents_ = console_->document().events().size() + 1;
  }
  const tournament::PositionPlan& next = startPlan_;
  ImGui::SeparatorText(console::words(ui.lang, Text::TnStartAsk, {{"p", position}}).c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.75f, 0.4f, 1));
  const std::vector<int> missing = console_->sheetsMissing();
  if (!missing.empty())
    ui.wrapped(console::words(ui.lang, Text::TnSheetsStillMissing, {{"p", position - 1}, {"n", long(missing.size())}},
                              {{"which", console::numberList(ui.lang, missing)}}));
  if (next.maxPositions > 0)
    ui.wrapped(console::words(ui.lang, Text::TnMovementLimit, {{"a", next.tables}, {"b", next.maxPositions}}));
  for (const tournament::Warning& warning : next.warnings) ui.wrapped(console_->warningWords(warning));
  ImGui::PopStyleColor();
  if (!next.refusal && next.warnings.empty()) ui.wrapped(ui.t(Text::TnNoWarnings));
  drawRefusal(ui, next.refusal ? console_->refusalOf(next.refusal) : std::string());
  const float half = (w - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (ui.button(console::words(ui.lang, Text::TnStartConfirm, {{"p", position}}).c_str(), "tn:start_confirm",
                ImVec2(half, 0), !next.refusal)) {
    ask(client::ConsoleIntent::of(client::ConsoleIntent::Kind::StartNextPosition));
  }
  ImGui::SameLine();
  if (ui.button(ui.t(Text::TnStartBack), "tn:start_cancel", ImVec2(half, 0))) confirmStart_ = false;
}

// The room's screen: the position's tables in large type, as many columns as the display holds.
void TournamentScreen::drawRoomScreen(Context& ui, ImVec2 size) {
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  ImGui::Begin("##room", nullptr, ImGuiWindowFlags_NoTitleBar | kPanelFlags);
  if (ui.button(ui.t(Text::Close), "tn:room_close", ImVec2(ImGui::GetContentRegionAvail().x, 0))) roomScreen_ = false;
  const tournament::State& s = console_->state();
  if (s.positions.empty()) { ImGui::End(); return; }
  const tournament::PositionState& ps = s.positions.back();
  // The largest type at which every table fits the display (a column about 14 characters of a name wide), else the
  // smallest and the window scrolls.
  const float base = ui.fonts.large->FontSize, tables = float(ps.seating.size());
  float scale = 2.0f;
  int cols = 1;
  for (; scale > 0.5f; scale -= 0.05f) {
    const float line = base * scale * 1.25f;
    cols = std::max(1, std::min(int(tables), int((size.x - 32) / (line * 9.0f))));
    const float rows = std::ceil(tables / float(cols));
    if (ImGui::GetCursorPosY() + line * (1.5f + rows * 6.2f) < size.y - 16) break;
  }
  char label[120];
  std::snprintf(label, sizeof label, ui.t(Text::TnSeatingOf), int(s.positions.size()));
  ImGui::PushFont(ui.fonts.large);
  ImGui::SetWindowFontScale(scale);
  ImGui::TextUnformatted(label);
  ui.noteLastItemText(label);
  if (ImGui::BeginTable("##roomtables", cols)) {
    for (std::size_t t = 0; t < ps.seating.size(); ++t) {
      ImGui::TableNextColumn();
      // A long title ("Table 3 — table à 3 (sans Est)") wraps inside its column.
      const std::string table = tableLabel(ui, ps.seating[t], int(t + 1));
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.85f, 0.4f, 1));
      ImGui::TextWrapped("%s", table.c_str());
      ImGui::PopStyleColor();
      ui.noteLastItemText(table);
      for (int o = 0; o < 5; ++o)
        if (const int id = ps.seating[t].seat[std::size_t(o)]) {
          const std::string line = std::string(console::orientationText(ui.lang, o)).substr(0, 1) + "  " + console_->playerName(id);
          ImGui::TextWrapped("%s", line.c_str());
          ui.noteLastItemText(line);
        }
    }
    ImGui::EndTable();
  }
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  ImGui::End();
}

json::Value TournamentScreen::automation() const {
  json::Value o = json::Value::object();
  const char* names[] = {"setup", "seating", "sheets", "rankings", "penalties", "exports", "register"};
  o.set("section", roomScreen_ ? "room" : names[int(section_)]).set("error", error_);
  if (!console_) return o;
  const tournament::State& s = console_->state();
  o.set("open", console_->open()).set("corrupt", console_->corruptSave()).set("name", s.name);
  // The tournaments kept on the device as listed (newest date first), the open night's date and season.
  json::Value list = json::Value::array();
  for (const console::TournamentEntry& e : console_->tournaments()) {
    json::Value t = json::Value::object();
    list.push(t.set("id", e.id).set("name", e.name).set("date", e.date).set("season", e.season));
  }
  o.set("tournaments", list).set("current", console_->current()).set("delete_asked", deleteAsked_);
  o.set("night_date", console_->nightDate()).set("night_season", console_->nightSeason());
  o.set("players", int(s.players.size())).set("drawn", s.draw != tournament::DrawMethod::None);
  o.set("positions", s.settings.positions).set("deals", s.settings.dealsPerPosition).set("tables_of_5", s.settings.tablesOf5);
  // The register: its entries, and the entry each of the night's players is linked to (0: none).
  o.set("register", int(console_->clubRegister().members.size()));
  json::Value members = json::Value::array();
  for (const tournament::Player& p : s.players) members.push(console_->memberOf(p.id));
  o.set("members", members).set("import_refused", int(importRefused_.size()));
  o.set("confirm_start", confirmStart_);
  json::Value warnings = json::Value::array();
  if (confirmStart_)
    for (const tournament::Warning& w : startPlan_.warnings) warnings.push(console_->warningWords(w));
  o.set("start_warnings", warnings);
  o.set("positions_started", console_->positionsStarted()).set("position", position_).set("table", table_);
  o.set("by_deal", byDeal_).set("draft_deals", int(console_->draft(position_, table_).deals.size()));
  o.set("asked", asked_.text).set("asked_possible", asked_.possible);
  json::Value sheets = json::Value::array();
  if (const tournament::PositionState* ps = s.position(position_))
    for (const tournament::SheetRecord& r : ps->sheets) sheets.push(r.entered);
  o.set("sheets", sheets);
  json::Value ranking = json::Value::array();
  if (console_->positionsStarted() > 0)
    for (const tournament::PlayerLine& l : tournament::rankAfter(s, console_->positionsStarted()).lines) {
      json::Value x = json::Value::object();
      ranking.push(x.set("place", l.place).set("name", console_->playerName(l.player)).set("points", double(l.points)));
    }
  o.set("ranking", ranking);
  o.set("club", clubAutomation());
  return o;
}

}  // namespace tarot::ui
