// The live standings' window (standings_screen.h).
#include "ui/screens/standings_screen.h"
#include "online/standings_words.h"
#include "ui/qr_draw.h"
#include "ui/finger_controls.h"
#include "ui/widgets.h"
#include "words/numbers.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {

using online::RankLine;
using online::StandingsWatch;
using online::StText;

const char* st(const Context& ui, StText key) { return online::stText(ui.lang, key); }

const ImVec4 kGold(1, 0.85f, 0.4f, 1);
const ImVec4 kDim(0.75f, 0.8f, 0.75f, 1);

// On a wide display, the smallest ratio this frame of the room a player's name had to the room it needed: the type is
// made no larger than lets each name stand on one line (1e9: nothing measured). Headings may take two lines.
float gWidthRatio = 1e9f;

void measure(const std::string& text) {
  const float need = ImGui::CalcTextSize(text.c_str()).x;
  if (need > 0) gWidthRatio = std::min(gWidthRatio, ImGui::GetContentRegionAvail().x / need);
}

std::string printf1(const char* pattern, int a) {
  char buf[200];
  std::snprintf(buf, sizeof buf, pattern, a);
  return buf;
}

// "3=" for a shared place.
std::string placeText(const RankLine& l) { return std::to_string(l.place) + (l.shared ? "=" : ""); }

bool showsRanking(const StandingsWatch& w) {
  const online::TournamentStandings& s = w.standings();
  return w.positionComplete() || (s.started >= 2 && s.cumulatedLast > 0);
}

void heading(Context& ui, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, kGold);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ui.noteLastItemText(text);
}

void line(Context& ui, const std::string& text, bool dim = false) {
  if (dim) ImGui::PushStyleColor(ImGuiCol_Text, kDim);
  ImGui::TextWrapped("%s", text.c_str());
  if (dim) ImGui::PopStyleColor();
  ui.noteLastItemText(text);
}

// The one ranking table: place, name, and the points ("+204", "−26": the minus sign, as on the sheets) or, given the
// matchpoints possible line by line (a duplicate ranking), "matchpoints/possible".
void ranking(Context& ui, const StandingsWatch& w, const std::vector<RankLine>& lines, const char* id,
             const std::vector<long>* possible = nullptr) {
  if (!ImGui::BeginTable(id, 3, ImGuiTableFlags_SizingStretchProp)) return;
  const float em = ImGui::GetFontSize();
  ImGui::TableSetupColumn("place", ImGuiTableColumnFlags_WidthFixed, em * 1.8f);
  ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("points", ImGuiTableColumnFlags_WidthFixed, em * 3.6f);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const RankLine& l = lines[i];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const std::string place = placeText(l);
    ImGui::TextUnformatted(place.c_str());
    ui.noteLastItemText(place);
    ImGui::TableNextColumn();
    std::string name = w.playerName(l.player);
    if (l.withdrawn) name += std::string(" (") + st(ui, StText::Withdrawn) + ")";
    measure(name);
    if (l.withdrawn) ImGui::PushStyleColor(ImGuiCol_Text, kDim);
    ImGui::TextWrapped("%s", name.c_str());
    if (l.withdrawn) ImGui::PopStyleColor();
    ui.noteLastItemText(name);
    ImGui::TableNextColumn();
    const std::string points = !possible ? signedPoints(l.points)
                                         : words::integerText(ui.lang, l.points) + "/" +
                                               std::to_string(i < possible->size() ? (*possible)[i] : 0);
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(points.c_str()).x);
    ImGui::TextUnformatted(points.c_str());
    ui.noteLastItemText(points);
  }
  ImGui::EndTable();
}

void rankings(Context& ui, const StandingsWatch& w, bool positionToo) {
  const online::TournamentStandings& s = w.standings();
  if (!showsRanking(w)) {
    line(ui, printf1(st(ui, StText::WaitSheets), s.started), true);
    return;
  }
  heading(ui, w.positionComplete() ? printf1(st(ui, StText::RankCumul), s.cumulatedLast)
                                   : printf1(st(ui, StText::RankProvisional), s.started));
  ranking(ui, w, s.cumulated, "##cumul");
  if (positionToo && w.positionComplete() && s.rankedPosition > 0) {
    ImGui::Spacing();
    heading(ui, printf1(st(ui, StText::RankPosition), s.rankedPosition));
    ranking(ui, w, s.position, "##position");
  }
}

// The row of position buttons (once two positions are started; the one shown marked, a tap on it hides it again)
// and the chosen position's ranking. Returns the position chosen (0: none), or -1.
int chosenRanking(Context& ui, const StandingsWatch& w) {
  const online::TournamentStandings& s = w.standings();
  if (s.started < 2) return -1;
  line(ui, st(ui, StText::Positions), true);
  std::vector<std::string> labels;
  for (int p = 1; p <= s.started; ++p) labels.push_back(std::to_string(p));
  const int chosen = w.chosenPosition();
  const int c = choiceButtons(ui, "standings:pos", labels, chosen - 1);
  const int want = c < 0 ? -1 : c + 1 == chosen ? 0 : c + 1;
  if (chosen > 0) {
    const online::PositionRanking* r = w.positionRanking(chosen);
    if (!r) line(ui, st(ui, StText::RankingAsked), true);
    else {
      heading(ui, printf1(st(ui, r->complete ? StText::RankPosition : StText::RankPositionProvisional), chosen));
      ranking(ui, w, r->lines, "##chosen");
    }
  }
  return want;
}

// A duplicate tournament's latest closed position ranked by matchpoints: place, name, "matchpoints/possible".
void duplicateRanking(Context& ui, const StandingsWatch& w) {
  const online::TournamentStandings& s = w.standings();
  if (s.duplicatePosition == 0) return;
  heading(ui, printf1(st(ui, StText::RankDuplicate), s.duplicatePosition));
  ranking(ui, w, s.duplicate, "##duplicate", &s.duplicateMax);
}

void missing(Context& ui, const StandingsWatch& w) {
  const online::TournamentStandings& s = w.standings();
  heading(ui, st(ui, StText::Missing));
  if (s.missing.empty()) line(ui, st(ui, StText::NoneMissing), true);
  char buf[200];
  for (const online::MissingSheet& m : s.missing) {
    std::snprintf(buf, sizeof buf, st(ui, StText::MissingLine), m.position, m.table, m.confirmed, s.dealsPerPosition);
    line(ui, buf);
  }
}

void seating(Context& ui, const StandingsWatch& w) {
  const online::TournamentStandings& s = w.standings();
  if (s.seatingPosition == 0) return;
  heading(ui, printf1(st(ui, StText::Seating), s.seatingPosition));
  const Text seats[] = {Text::TnNorth, Text::TnSouth, Text::TnEast, Text::TnWest, Text::TnFifth};
  for (std::size_t t = 0; t < s.seating.size(); ++t) {
    const std::string table = printf1(ui.t(Text::TnTableN), int(t + 1));
    ImGui::TextUnformatted(table.c_str());
    ui.noteLastItemText(table);
    ImGui::Indent();
    for (std::size_t o = 0; o < 5; ++o)
      if (const int id = s.seating[t][o]) {
        const std::string l = (o == 4 ? std::string("5") : std::string(ui.t(seats[o])).substr(0, 1)) + "  " + w.playerName(id);
        line(ui, l);
      }
    ImGui::Unindent();
  }
}

}  // namespace

int StandingsScreen::draw(Context& ui, const client::StandingsController& standings, ImVec2 size) {
  const StandingsWatch& watch = standings.watch();
  int chosen = -1;
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(size);
  wide_ = size.x >= 900;
  // A projector's page is sized to fit its display: no scrollbar drawn (a wheel still scrolls a list too long).
  ImGui::Begin("##standings", nullptr, ImGuiWindowFlags_NoTitleBar | kPanelFlags | (wide_ ? ImGuiWindowFlags_NoScrollbar : 0));
  const online::TournamentStandings& s = watch.standings();
  // The fonts' own sizes are in the atlas's pixels (the display's zoom included): their ratio scales one to the other.
  const float base = ui.fonts.regular ? ui.fonts.regular->FontSize : ImGui::GetFontSize();
  const float bigBase = ui.fonts.large ? ui.fonts.large->FontSize : base;
  if (!wide_ || !watch.hasStandings()) scale_ = 1;
  gWidthRatio = 1e9f;
  ImGui::PushFont(ui.fonts.large);
  const float bigScale = base * std::max(scale_, 1.0f) * 1.4f / bigBase;
  ImGui::SetWindowFontScale(bigScale);
  const std::string title = watch.hasStandings() && !s.name.empty() ? s.name : std::string(st(ui, StText::Title));
  ImGui::TextColored(kGold, "%s", title.c_str());
  ui.noteLastItemText(title);
  ImGui::SetWindowFontScale(base * scale_ / bigBase);
  const std::string status = watch.statusText(ui.lang);
  if (!status.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.6f, 0.5f, 1));
    ImGui::TextWrapped("%s", status.c_str());
    ImGui::PopStyleColor();
    ui.noteLastItemText(status);
  }
  results_ = standings.resultsLink(ui.lang);
  if (!results_.empty()) drawResults(ui, results_);
  if (watch.hasStandings()) {
    if (s.started == 0) line(ui, st(ui, StText::NotStarted), true);
    else if (wide_) {
      const bool complete = watch.positionComplete();
      // The three columns a good space apart: a ranking's points never run into the next column's places.
      ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(ImGui::GetFontSize() * 0.9f, ImGui::GetStyle().CellPadding.y));
      const bool columns = ImGui::BeginTable("##columns", 3, ImGuiTableFlags_SizingStretchSame | ImGuiTableFlags_BordersInnerV);
      ImGui::PopStyleVar();
      if (columns) {
        ImGui::TableNextColumn();
        rankings(ui, watch, false);
        if (!complete) { ImGui::Spacing(); missing(ui, watch); }
        ImGui::TableNextColumn();
        if (complete) {
          heading(ui, printf1(st(ui, StText::RankPosition), s.rankedPosition));
          ranking(ui, watch, s.position, "##position");
          ImGui::Spacing();
          missing(ui, watch);
        } else {
          seating(ui, watch);
        }
        ImGui::TableNextColumn();
        chosen = chosenRanking(ui, watch);
        if (s.started >= 2) ImGui::Spacing();
        if (s.duplicatePosition > 0) { duplicateRanking(ui, watch); ImGui::Spacing(); }
        if (complete) seating(ui, watch);
        ImGui::EndTable();
      }
    } else {
      // On a phone the position buttons and the chosen position's ranking come first, where the finger is.
      if (s.started >= 2) { chosen = chosenRanking(ui, watch); ImGui::Spacing(); }
      if (!watch.positionComplete()) { missing(ui, watch); ImGui::Spacing(); }
      rankings(ui, watch, true);
      if (s.duplicatePosition > 0) { ImGui::Spacing(); duplicateRanking(ui, watch); }
      if (watch.positionComplete()) { ImGui::Spacing(); missing(ui, watch); }
      ImGui::Spacing();
      seating(ui, watch);
    }
  }
  // On a wide display the type grows or shrinks until the page fills the display's height, each name on one line
  // (measured on this frame, applied on the next; a margin of a few percent keeps it from hunting), never below the
  // usual size.
  const float used = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y;
  if (wide_ && watch.hasStandings() && used > 0) {
    const float fit = scale_ * std::min(size.y / used, gWidthRatio);
    if (fit < scale_ || fit > scale_ * 1.04f) scale_ = std::clamp(fit * 0.98f, 1.0f, 3.0f);
  }
  scrollY_ = ImGui::GetScrollY();
  scrollMax_ = ImGui::GetScrollMaxY();
  ImGui::SetWindowFontScale(1.0f);
  ImGui::PopFont();
  ImGui::End();
  return chosen;
}

// The night's results on the club's site: the link, with its QR code on the room's screen (wide) for the phones in
// the room.
void StandingsScreen::drawResults(Context& ui, const std::string& link) {
  heading(ui, st(ui, StText::NightResults));
  if (wide_) {
    if (resultsQrOf_ != link) {
      resultsQrOf_ = link;
      std::string why;
      if (!encodeQr(link, &resultsQr_, &why)) resultsQr_ = site::QrCode{};
    }
    if (resultsQr_.size > 0) {
      const float side = ImGui::GetFontSize() * 6;
      drawQr(ImGui::GetWindowDrawList(), resultsQr_, ImGui::GetCursorScreenPos(), side);
      ImGui::Dummy(ImVec2(side, side));
      ui.targetLastItem("standings:results_qr");
    }
  }
  line(ui, link);
  ImGui::Spacing();
}

json::Value StandingsScreen::automation(const client::StandingsController& standings) const {
  const StandingsWatch& watch = standings.watch();
  const char* statuses[] = {"connecting", "watching", "lost", "unreachable", "no_tournament", "no_code"};
  json::Value o = json::Value::object();
  o.set("view", "standings").set("status", statuses[int(watch.status())]).set("layout", wide_ ? "wide" : "narrow");
  o.set("scale", double(scale_)).set("scroll_y", double(scrollY_)).set("scroll_max", double(scrollMax_));
  o.set("updates", watch.updates()).set("connections", watch.connections());
  o.set("refusals", watch.refusals()).set("refused_message", watch.refused()).set("tournament", watch.tournament());
  o.set("night_closed", standings.nightClosed()).set("results_link", results_);
  o.set("results_qr", wide_ && !results_.empty() && resultsQr_.size > 0);
  if (!watch.hasStandings()) return o;
  const online::TournamentStandings& s = watch.standings();
  o.set("name", s.name).set("started", s.started).set("complete", watch.positionComplete());
  o.set("ranking_shown", s.started > 0 && showsRanking(watch));
  auto lines = [&](const std::vector<RankLine>& ls) {
    json::Value a = json::Value::array();
    for (const RankLine& l : ls) {
      json::Value x = json::Value::object();
      x.set("player", l.player).set("name", watch.playerName(l.player)).set("place", placeText(l));
      a.push(x.set("points", l.points).set("withdrawn", l.withdrawn));
    }
    return a;
  };
  o.set("cumulated", lines(s.cumulated)).set("position", lines(s.position));
  o.set("duplicate_position", s.duplicatePosition).set("duplicate", lines(s.duplicate));
  json::Value miss = json::Value::array();
  for (const online::MissingSheet& m : s.missing) {
    json::Value x = json::Value::object();
    miss.push(x.set("position", m.position).set("table", m.table).set("confirmed", m.confirmed));
  }
  o.set("missing", miss).set("seating_position", s.seatingPosition);
  o.set("chosen_position", watch.chosenPosition());
  if (const online::PositionRanking* r = watch.positionRanking(watch.chosenPosition())) {
    o.set("chosen", lines(r->lines)).set("chosen_complete", r->complete);
  }
  json::Value tables = json::Value::array();
  for (const auto& t : s.seating) {
    json::Value names = json::Value::array();
    for (int p : t) names.push(p ? watch.playerName(p) : std::string());
    tables.push(names);
  }
  return o.set("seating", tables);
}

}  // namespace tarot::ui
