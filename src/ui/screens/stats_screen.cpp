// The statistics screen and its running-totals chart.
#include "ui/screens/stats_screen.h"
#include "match/numbers.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tarot::ui {

namespace {

std::string signedInt(int v) { return signedPoints(v); }

std::string percent(int part, int whole, Lang l) {
  if (whole <= 0) return "—";
  return percentText(l, std::lround(100.0 * part / whole));  // "100 %" in French
}

// A tick step of 1, 2 or 5 times a power of ten giving at most `ticks` intervals over `range`.
int niceStep(int range, int ticks) {
  const double raw = std::max(1.0, double(range) / double(std::max(1, ticks)));
  double p = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * p >= raw) return std::max(1, int(m * p));
  return std::max(1, int(10 * p));
}

// A two-column row of the figures table, reported for the layout checks.
void row(Context& ui, const std::string& label, const std::string& value) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", label.c_str());
  ui.noteLastItemText(label);
  ImGui::TableNextColumn();
  ImGui::TextWrapped("%s", value.c_str());  // a date goes under the total when the column is narrow
  ui.noteLastItemText(value);
}

// A label drawn on the chart, reported like the others: in a scrolled area only its part in view counts (a label
// scrolled out of view is not cut, it is scrolled to).
void noteDrawn(Context& ui, const std::string& text, Rect r) {
  const ImGuiWindow* w = ImGui::GetCurrentWindow();
  const ImRect clip = w->InnerClipRect;
  const float top = std::max(r.y, clip.Min.y), bottom = std::min(r.y + r.h, clip.Max.y);
  if (bottom - top < 1) return;
  ui.noteText(text, Rect{r.x, top, r.w, bottom - top}, r.x < clip.Min.x - 1 || r.x + r.w > clip.Max.x + 1);
}

const Contract kContracts[] = {Contract::Prise, Contract::Garde, Contract::GardeSans, Contract::GardeContre};

}  // namespace

ImU32 personColour(int person) {
  static const ImU32 colours[] = {IM_COL32(255, 214, 64, 255), IM_COL32(110, 190, 255, 255), IM_COL32(255, 120, 110, 255),
                                  IM_COL32(170, 240, 140, 255), IM_COL32(230, 150, 255, 255)};
  return colours[std::clamp(person, 0, 4)];
}

void StatsScreen::show(const Statistics& stats, const std::vector<RunningTotals>& charts, const std::string& chosenId) {
  charts_ = charts;
  stats_ = stats;
  chosen_ = int(stats_.lines.size()) - 1;
  for (size_t i = 0; i < stats_.lines.size(); ++i)
    if (!chosenId.empty() && stats_.lines[i].id == chosenId) chosen_ = int(i);
}

StatsScreen::Choice StatsScreen::draw(Context& ui, ImVec2 size) {
  Choice choice = Choice::None;
  centreNextWindow(size, 0.5f, 900.0f, 1e6f, 16);
  beginPanel((std::string(ui.t(Text::Statistics)) + "##stats").c_str());
  // The figures and the chart scroll; the button to close stays in view below them.
  ImGui::BeginChild("##statsbody", ImVec2(0, -(44 + ImGui::GetStyle().ItemSpacing.y)));
  if (stats_.matches == 0) {
    ui.wrapped(ui.t(Text::StatsNoGames));
  } else {
    drawFigures(ui);
    ImGui::SeparatorText(ui.t(Text::StatsChart));
    // The match charted: the arrows go through the kept matches, the line says which one.
    const int n = int(stats_.lines.size());
    const float arrow = 56;
    if (ui.button("←", "stats:prev", ImVec2(arrow, 0), chosen_ > 0)) chosen_ = std::max(0, chosen_ - 1);
    ImGui::SameLine();
    const MatchLine& line = stats_.lines[size_t(chosen_)];
    std::string title = std::string(ui.t(Text::StatsMatchOf)) + " " + std::to_string(chosen_ + 1) + " / " + std::to_string(n);
    if (!line.date.empty()) title += " · " + line.date;
    const float titleW = ImGui::GetContentRegionAvail().x - arrow - ImGui::GetStyle().ItemSpacing.x;
    ImGui::BeginChild("##charttitle", ImVec2(titleW, 44));
    ImGui::SetCursorPosY(std::max(0.0f, (44 - ImGui::GetTextLineHeightWithSpacing() * (ImGui::CalcTextSize(title.c_str()).x > titleW ? 2 : 1)) * 0.5f));
    ImGui::PushTextWrapPos(titleW);
    ui.wrapped(title);
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
    ImGui::SameLine();
    if (ui.button("→", "stats:next", ImVec2(arrow, 0), chosen_ < n - 1)) chosen_ = std::min(n - 1, chosen_ + 1);
    const float w = ImGui::GetContentRegionAvail().x;
    // As high as the room left allows on a large screen (the figures above stay in view), 200 px at least.
    const float room = ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing() * 2;
    drawChart(ui, charts_[size_t(chosen_)], w, std::clamp(std::min(w * 0.62f, room), 200.0f, 400.0f));
  }
  ImGui::EndChild();
  if (ui.button(ui.t(Text::Close), "stats:close", ImVec2(-1, 0))) choice = Choice::Close;
  ImGui::End();
  return choice;
}

void StatsScreen::drawFigures(Context& ui) {
  const Lang l = ui.lang;
  const Statistics& s = stats_;
  // Side by side on a wide window (the chart below keeps its room), one under the other on a phone.
  const bool wide = ImGui::GetContentRegionAvail().x >= 680;
  if (wide) {
    if (!ImGui::BeginTable("##sides", 2)) return;
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
  }
  if (ImGui::BeginTable("##figures", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 0.56f);
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 0.44f);
    row(ui, ui.t(Text::StatsMatches), std::to_string(s.matches));
    row(ui, ui.t(Text::StatsWins), std::to_string(s.wins));
    row(ui, ui.t(Text::StatsDeals), std::to_string(s.deals));
    if (s.sittingOut) row(ui, ui.t(Text::StatsSatOut), std::to_string(s.sittingOut));
    row(ui, ui.t(Text::StatsDealsWon), std::to_string(s.dealsWon));
    row(ui, ui.t(Text::StatsAverage), numberText(l, s.averageScore(), 1, true));
    auto matchValue = [&](int i) {
      const MatchLine& m = s.lines[size_t(i)];
      return signedInt(m.total) + (m.date.empty() ? std::string() : " (" + m.date.substr(0, 10) + ")");
    };
    if (s.bestIndex >= 0) row(ui, ui.t(Text::StatsBest), matchValue(s.bestIndex));
    if (s.worstIndex >= 0) row(ui, ui.t(Text::StatsWorst), matchValue(s.worstIndex));
    if (s.unreadable) row(ui, ui.t(Text::StatsUnreadable), std::to_string(s.unreadable));
    ImGui::EndTable();
  }
  if (wide) ImGui::TableNextColumn();
  else ImGui::SeparatorText(ui.t(Text::StatsTakes));
  if (ImGui::BeginTable("##takes", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH)) {
    ImGui::TableSetupColumn(ui.t(Text::Contract), ImGuiTableColumnFlags_WidthStretch, 0.41f);
    ImGui::TableSetupColumn(ui.t(Text::StatsTakes), ImGuiTableColumnFlags_WidthStretch, 0.18f);
    ImGui::TableSetupColumn(ui.t(Text::StatsMadeCount), ImGuiTableColumnFlags_WidthStretch, 0.25f);
    ImGui::TableSetupColumn("%", ImGuiTableColumnFlags_WidthStretch, 0.16f);
    ImGui::TableHeadersRow();
    auto line = [&](const std::string& name, const TakeStats& t) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn(); ImGui::TextWrapped("%s", name.c_str()); ui.noteLastItemText(name);
      ImGui::TableNextColumn(); ImGui::Text("%d", t.takes);
      ImGui::TableNextColumn(); ImGui::Text("%d", t.made);
      ImGui::TableNextColumn();
      const std::string p = percent(t.made, t.takes, l);
      ImGui::TextUnformatted(p.c_str());
      ui.noteLastItemText(p);
    };
    for (Contract c : kContracts) line(contractText(l, c), s.takes[size_t(c)]);
    line(ui.t(Text::StatsAll), TakeStats{s.totalTakes(), s.totalMade()});
    ImGui::EndTable();
  }
  if (wide) ImGui::EndTable();
}

void StatsScreen::drawChart(Context& ui, const RunningTotals& r, float width, float height) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float fh = ImGui::GetFontSize();
  const int lo = r.minValue, hi = std::max(r.maxValue, r.minValue + 1);
  const int step = niceStep(hi - lo, std::max(2, int(height / (fh * 2.4f))));
  const int first = int(std::floor(double(lo) / step)) * step, last = int(std::ceil(double(hi) / step)) * step;
  // Room on the left for the widest value label, below for the deal numbers.
  float labelW = 0;
  for (int v = first; v <= last; v += step) labelW = std::max(labelW, ImGui::CalcTextSize(integerText(ui.lang, v).c_str()).x);
  const ImVec2 a(origin.x + labelW + 8, origin.y + fh * 0.6f);
  const ImVec2 b(origin.x + width - 6, origin.y + height - fh - 10);
  const int points = r.points();
  auto X = [&](int k) { return a.x + (b.x - a.x) * (points > 1 ? float(k) / float(points - 1) : 0.5f); };
  auto Y = [&](double v) { return b.y - (b.y - a.y) * float((v - first) / double(last - first)); };
  dl->AddRectFilled(ImVec2(a.x, a.y), b, IM_COL32(0, 0, 0, 70), 4);
  const ImU32 grid = IM_COL32(255, 255, 255, 40), axis = IM_COL32(255, 255, 255, 170), ink = IM_COL32(235, 235, 235, 255);
  for (int v = first; v <= last; v += step) {
    const float y = Y(v);
    dl->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), v == 0 ? axis : grid, v == 0 ? 1.5f : 1.0f);
    const std::string t = integerText(ui.lang, v);
    const ImVec2 ts = ImGui::CalcTextSize(t.c_str());
    dl->AddText(ImVec2(a.x - 6 - ts.x, y - ts.y * 0.5f), ink, t.c_str());
    noteDrawn(ui, t, Rect{a.x - 6 - ts.x, y - ts.y * 0.5f, ts.x, ts.y});
  }
  dl->AddLine(ImVec2(a.x, a.y), ImVec2(a.x, b.y), axis, 1.5f);
  // The deal numbers under the axis: as many as fit side by side (0 is the start).
  const float slot = points > 1 ? (b.x - a.x) / float(points - 1) : (b.x - a.x);
  const int every = std::max(1, int(std::ceil((ImGui::CalcTextSize("00").x + 10) / std::max(1.0f, slot))));
  for (int k = 0; k < points; k += every) {
    const std::string t = std::to_string(k);
    const ImVec2 ts = ImGui::CalcTextSize(t.c_str());
    const float x = std::clamp(X(k) - ts.x * 0.5f, a.x - ts.x * 0.5f, b.x - ts.x);
    dl->AddLine(ImVec2(X(k), b.y), ImVec2(X(k), b.y + 4), axis);
    dl->AddText(ImVec2(x, b.y + 5), ink, t.c_str());
    noteDrawn(ui, t, Rect{x, b.y + 5, ts.x, ts.y});
  }
  // One line per person, the person at this device last (on top) and thicker.
  for (int p = r.people - 1; p >= 0; --p) {
    const std::vector<int>& v = r.totals[size_t(p)];
    for (int k = 1; k < points; ++k)
      dl->AddLine(ImVec2(X(k - 1), Y(v[size_t(k - 1)])), ImVec2(X(k), Y(v[size_t(k)])), personColour(p), p == 0 ? 3.0f : 2.0f);
    if (points <= 24)
      for (int k = 0; k < points; ++k) dl->AddCircleFilled(ImVec2(X(k), Y(v[size_t(k)])), p == 0 ? 3.5f : 2.5f, personColour(p));
  }
  ImGui::Dummy(ImVec2(width, height));
  // The legend: a swatch, the name and the final total, flowing onto as many rows as the width needs.
  const float right = ImGui::GetCursorScreenPos().x + width;
  for (int p = 0; p < r.people; ++p) {
    const std::string label = r.names[size_t(p)] + " " + signedInt(r.totals[size_t(p)].back());
    const float w = 18 + ImGui::CalcTextSize(label.c_str()).x;
    if (p > 0) {
      ImGui::SameLine(0, 18);
      if (ImGui::GetCursorScreenPos().x + w > right) ImGui::NewLine();
    }
    const ImVec2 q = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    dl->AddRectFilled(ImVec2(q.x, q.y + h * 0.25f), ImVec2(q.x + 12, q.y + h * 0.75f), personColour(p), 2);
    ImGui::SetCursorScreenPos(ImVec2(q.x + 18, q.y));
    ImGui::TextUnformatted(label.c_str());
    ui.noteLastItemText(label);
  }
}

json::Value StatsScreen::automation() const {
  const Statistics& s = stats_;
  json::Value o = json::Value::object();
  o.set("matches", s.matches).set("unreadable", s.unreadable).set("wins", s.wins).set("deals", s.deals);
  o.set("sitting_out", s.sittingOut).set("deals_won", s.dealsWon).set("score_sum", double(s.scoreSum));
  o.set("average", s.averageScore());
  json::Value takes = json::Value::object();
  for (Contract c : kContracts) {
    json::Value t = json::Value::object();
    t.set("takes", s.takes[size_t(c)].takes).set("made", s.takes[size_t(c)].made);
    takes.set(contractName(c), t);
  }
  o.set("takes", takes).set("total_takes", s.totalTakes()).set("total_made", s.totalMade());
  auto matchJson = [&](int i) {
    if (i < 0) return json::Value();
    const MatchLine& m = s.lines[size_t(i)];
    json::Value x = json::Value::object();
    x.set("id", m.id).set("date", m.date).set("total", m.total).set("deals", m.deals).set("place", m.place);
    return x;
  };
  o.set("best", matchJson(s.bestIndex)).set("worst", matchJson(s.worstIndex));
  if (chosen_ >= 0 && chosen_ < int(charts_.size())) {
    const RunningTotals& r = charts_[size_t(chosen_)];
    json::Value c = json::Value::object(), names = json::Value::array(), totals = json::Value::array();
    for (int p = 0; p < r.people; ++p) {
      names.push(r.names[size_t(p)]);
      json::Value series = json::Value::array();
      for (int v : r.totals[size_t(p)]) series.push(v);
      totals.push(series);
    }
    c.set("index", chosen_).set("id", s.lines[size_t(chosen_)].id).set("names", names).set("totals", totals);
    o.set("chart", c);
  }
  return o;
}

}  // namespace tarot::ui
