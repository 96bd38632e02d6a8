// The scoresheet window and its table (shared with the scorer mode).
#include "ui/screens/sheet_screen.h"
#include <algorithm>
#include <cstdio>
#include <vector>

namespace tarot::ui {

namespace {

// A cell's text, reported for the layout checks (the bonuses wrap in their column).
void cellText(Context& ui, const std::string& text, bool wrap) {
  if (text.empty()) return;
  if (wrap) ImGui::TextWrapped("%s", text.c_str());
  else ImGui::TextUnformatted(text.c_str());
  ui.noteLastItemText(text);
}

// On a phone: the players as rows with their bilan, then one line per deal (its button opens the review) with each
// player's score below it, wrapping.
int drawCompactSheet(Context& ui, const Sheet& sheet, bool reviewable, float height) {
  int clicked = -1;
  const Lang l = ui.lang;
  // Given no height, as high as its content (the window around it scrolls).
  ImGui::BeginChild("##compact", ImVec2(0, height), height > 0 ? ImGuiChildFlags_None : ImGuiChildFlags_AutoResizeY);
  if (ImGui::BeginTable("##bilan", 2, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 2.0f);  // the names, up to 24 bytes
    ImGui::TableSetupColumn(ui.t(Text::Bilan), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    for (int p = 0; p < sheet.people; ++p) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn(); cellText(ui, sheet.names[p], false);
      ImGui::TableNextColumn(); cellText(ui, signedPoints(sheet.totals[p]), false);
    }
    ImGui::EndTable();
  }
  for (size_t i = 0; i < sheet.rows.size(); ++i) {
    const SheetRow& r = sheet.rows[i];
    std::string head = r.number ? std::string(ui.t(Text::Deal)) + " " + std::to_string(r.number) : std::string("—");
    if (!r.annulment.empty()) {
      head += " · " + r.annulment;
    } else {
      Contract c = Contract::Pass;
      parseContract(r.contract, &c);
      head += std::string(" · ") + r.taker + (r.partner.empty() ? "" : " + " + r.partner) + " · " + contractText(l, c) +
              " " + (r.made ? "+" : "−") + std::to_string(r.margin);
    }
    if (r.number && reviewable) {
      // A head too long for the button (long names): the taker and partner go under it.
      std::string under;
      if (r.annulment.empty() && ImGui::CalcTextSize(head.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 > ImGui::GetContentRegionAvail().x) {
        Contract c = Contract::Pass;
        parseContract(r.contract, &c);
        head = std::string(ui.t(Text::Deal)) + " " + std::to_string(r.number) + " · " + contractText(l, c) + " " + (r.made ? "+" : "−") +
               std::to_string(r.margin);
        under = r.taker + (r.partner.empty() ? "" : " + " + r.partner);
      }
      if (ui.button(head.c_str(), "review:" + std::to_string(i), ImVec2(-1, 0))) clicked = int(i);
      if (!under.empty()) ui.wrapped(under);
    } else {
      ui.wrapped(head);
    }
    std::string scores;
    for (int p = 0; p < sheet.people; ++p) {
      scores += (p ? " · " : "") + sheet.names[p] + " " + signedPoints(r.scores[p]);
    }
    if (!r.bonuses.empty()) scores += " (" + r.bonuses + ")";
    ui.wrapped(scores);
  }
  ImGui::EndChild();
  return clicked;
}

// The wide sheet's cells as words: the heads, one row per deal, then the totals and the bilan. Each person has a
// "+" and a "−" column; a bilan goes under the sign it carries.
struct SheetCells {
  std::vector<std::string> head;
  std::vector<std::vector<std::string>> rows;  // the deals, then "Total" and "Bilan"
  std::vector<float> width;                    // of each column, its padding included
  float height = 0;                            // of the whole table, drawn without scrolling
};
constexpr int kLeadColumns = 6;  // deal, dealer, taker, contract, ±, bonuses
constexpr int kBonusColumn = 5;
constexpr float kBonusWidth = 200;  // the bonuses wrap past this

SheetCells sheetCells(Context& ui, const Sheet& sheet, bool reviewable) {
  SheetCells c;
  const Lang l = ui.lang;
  for (Text head : {Text::Deal, Text::Dealer, Text::Taker, Text::Contract}) c.head.push_back(ui.t(head));
  c.head.push_back("±");
  c.head.push_back(ui.t(Text::Bonuses));
  for (int p = 0; p < sheet.people; ++p) {
    c.head.push_back(sheet.names[p] + " +");
    c.head.push_back(sheet.names[p] + " −");
  }
  for (const SheetRow& r : sheet.rows) {
    std::vector<std::string> row{r.number ? std::to_string(r.number) : "—", r.dealer,
                                 r.taker + (r.partner.empty() ? "" : " + " + r.partner)};
    Contract contract = Contract::Pass;
    parseContract(r.contract, &contract);
    row.push_back(r.annulment.empty() ? contractText(l, contract) : r.annulment);
    row.push_back(r.annulment.empty() ? (r.made ? "+" : "−") + std::to_string(r.margin) : "");
    row.push_back(r.bonuses);
    for (int p = 0; p < sheet.people; ++p) {
      row.push_back(r.scores[p] > 0 ? std::to_string(r.scores[p]) : "");
      row.push_back(r.scores[p] < 0 ? std::to_string(-r.scores[p]) : "");
    }
    c.rows.push_back(std::move(row));
  }
  std::vector<std::string> total(kLeadColumns), bilan(kLeadColumns);
  total[0] = ui.t(Text::Total);
  bilan[0] = ui.t(Text::Bilan);
  for (int p = 0; p < sheet.people; ++p) {
    total.push_back(std::to_string(sheet.plus[p]));
    total.push_back(std::to_string(sheet.minus[p]));
    bilan.push_back(sheet.totals[p] >= 0 ? signedPoints(sheet.totals[p]) : "");
    bilan.push_back(sheet.totals[p] < 0 ? signedPoints(sheet.totals[p]) : "");
  }
  c.rows.push_back(std::move(total));
  c.rows.push_back(std::move(bilan));
  const ImGuiStyle& style = ImGui::GetStyle();
  const float pad = style.CellPadding.x * 2, line = ImGui::GetTextLineHeight() + style.CellPadding.y * 2;
  c.width.assign(c.head.size(), 0);
  c.height = line;
  for (size_t k = 0; k < c.head.size(); ++k) c.width[k] = ImGui::CalcTextSize(c.head[k].c_str()).x;
  for (size_t i = 0; i < c.rows.size(); ++i) {
    float h = line;
    if (reviewable && i + 2 < c.rows.size() && sheet.rows[i].number) h = 44 + style.CellPadding.y * 2;
    for (size_t k = 0; k < c.rows[i].size(); ++k) {
      const ImVec2 t = ImGui::CalcTextSize(c.rows[i][k].c_str(), nullptr, false, k == kBonusColumn ? kBonusWidth : -1.0f);
      c.width[k] = std::max(c.width[k], t.x);
      h = std::max(h, t.y + style.CellPadding.y * 2);
    }
    c.height += h;
  }
  if (reviewable) c.width[0] = std::max(c.width[0], 44.0f);
  c.width[kBonusColumn] = std::min(c.width[kBonusColumn], kBonusWidth);
  for (float& w : c.width) w += pad + 1;  // the border between columns
  return c;
}

}  // namespace

float sheetTableWidth(Context& ui, const Sheet& sheet, bool reviewable) {
  const SheetCells c = sheetCells(ui, sheet, reviewable);
  float w = ImGui::GetStyle().ScrollbarSize + 2;
  for (float x : c.width) w += x;
  return w;
}

namespace {
int drawWideSheet(Context& ui, const Sheet& sheet, bool reviewable, float height) {
  int clicked = -1;
  const SheetCells c = sheetCells(ui, sheet, reviewable);
  float need = 0;
  for (float x : c.width) need += x;
  // Wider than the room: the sheet scrolls sideways (by finger too), the deal numbers staying in view.
  const bool sideways = need > ImGui::GetContentRegionAvail().x;
  if (height <= 0) height = c.height + (sideways ? ImGui::GetStyle().ScrollbarSize : 0) + 2;
  ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY;
  if (sideways) flags |= ImGuiTableFlags_ScrollX;
  if (!ImGui::BeginTable("##sheet", int(c.head.size()), flags, ImVec2(0, height))) return -1;
  ImGui::TableSetupScrollFreeze(1, 1);
  for (size_t k = 0; k < c.head.size(); ++k)
    ImGui::TableSetupColumn(c.head[k].c_str(), k == kBonusColumn && !sideways ? ImGuiTableColumnFlags_WidthStretch
                                                                              : ImGuiTableColumnFlags_WidthFixed,
                            k == kBonusColumn && !sideways ? 1.0f : c.width[k] - ImGui::GetStyle().CellPadding.x * 2 - 1);
  ImGui::TableHeadersRow();
  for (size_t i = 0; i < c.rows.size(); ++i) {
    ImGui::TableNextRow();
    for (size_t k = 0; k < c.rows[i].size(); ++k) {
      ImGui::TableNextColumn();
      const bool deal = i < sheet.rows.size();
      if (k == 0 && deal && reviewable && sheet.rows[i].number) {
        if (ui.button(c.rows[i][k].c_str(), "review:" + std::to_string(i), ImVec2(44, 0))) clicked = int(i);
      } else {
        cellText(ui, c.rows[i][k], k == kBonusColumn);
      }
    }
  }
  ImGui::EndTable();
  return clicked;
}
}  // namespace

int drawSheetTable(Context& ui, const Sheet& sheet, bool reviewable, float height) {
  if (height > 0) height -= ImGui::GetTextLineHeightWithSpacing();  // the zero-sum line below
  const int clicked = ImGui::GetContentRegionAvail().x < 600 ? drawCompactSheet(ui, sheet, reviewable, height)
                                                             : drawWideSheet(ui, sheet, reviewable, height);
  ImGui::TextColored(sheet.allZeroSum ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.4f, 0.4f, 1), "%s%s%s", ui.t(Text::SumCheck), colonFor(ui.lang),
                     sheet.allZeroSum ? "✓" : "✗");
  return clicked;
}

int SheetScreen::draw(Context& ui, const Sheet& sheet, bool reviewable, ImVec2 size) {
  if (!open) return -1;
  // As wide as the sheet needs, up to the display's width (beyond, it scrolls sideways).
  const float padding = ImGui::GetStyle().WindowPadding.x * 2;
  placePanel(ui, size, std::max(1000.0f, sheetTableWidth(ui, sheet, reviewable) + padding), true);
  beginPanel(ui.t(Text::Scoresheet));
  const int review = drawSheetTable(ui, sheet, reviewable, ImGui::GetContentRegionAvail().y - 44 - ImGui::GetStyle().ItemSpacing.y);
  if (ui.button("CSV", "export:csv")) ui.exportText("feuille-de-marque.csv", "text/csv;charset=utf-8", sheetCsv(sheet));
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Print), "export:html"))
    ui.exportText("feuille-de-marque.html", "text/html;charset=utf-8", sheetHtml(sheet));
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Close), "sheet:close")) open = false;
  ImGui::End();
  return review;
}

}  // namespace tarot::ui
