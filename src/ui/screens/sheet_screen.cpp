// The scoresheet window and its table (shared with the scorer mode).
#include "ui/screens/sheet_screen.h"
#include <cstdio>

namespace tarot::ui {

namespace {

// On a phone: the players as rows with their bilan, then one line per deal (its button opens the review) with each
// player's score below it, wrapping.
int drawCompactSheet(Context& ui, const Sheet& sheet, bool reviewable) {
  int clicked = -1;
  const Lang l = ui.lang;
  ImGui::BeginChild("##compact", ImVec2(0, ImGui::GetContentRegionAvail().y - 110));
  if (ImGui::BeginTable("##bilan", 2, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("");
    ImGui::TableSetupColumn(ui.t(Text::Bilan));
    ImGui::TableHeadersRow();
    for (int p = 0; p < sheet.people; ++p) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn(); ImGui::TextUnformatted(sheet.names[p].c_str());
      ImGui::TableNextColumn(); ImGui::Text("%+d", sheet.totals[p]);
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
      if (ui.button(head.c_str(), "review:" + std::to_string(i), ImVec2(-1, 0))) clicked = int(i);
    } else {
      ui.wrapped(head);
    }
    std::string scores;
    for (int p = 0; p < sheet.people; ++p) {
      char cell[64];
      std::snprintf(cell, sizeof cell, "%s %+d", sheet.names[p].c_str(), r.scores[p]);
      scores += (p ? " · " : "") + std::string(cell);
    }
    if (!r.bonuses.empty()) scores += " (" + r.bonuses + ")";
    ui.wrapped(scores);
  }
  ImGui::EndChild();
  return clicked;
}

}  // namespace

int drawSheetTable(Context& ui, const Sheet& sheet, bool reviewable) {
  int clicked = -1;
  const Lang l = ui.lang;
  const int people = sheet.people;
  if (ImGui::GetContentRegionAvail().x < 600) {
    clicked = drawCompactSheet(ui, sheet, reviewable);
  } else
  if (ImGui::BeginTable("##sheet", 6 + 2 * people, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollX |
                                                       ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit,
                        ImVec2(0, ImGui::GetContentRegionAvail().y - 110))) {
    ImGui::TableSetupScrollFreeze(1, 1);
    for (Text head : {Text::Deal, Text::Dealer, Text::Taker, Text::Contract}) ImGui::TableSetupColumn(ui.t(head));
    ImGui::TableSetupColumn("±");
    ImGui::TableSetupColumn(ui.t(Text::Bonuses));
    for (int p = 0; p < people; ++p) {
      ImGui::TableSetupColumn((sheet.names[p] + " +").c_str());
      ImGui::TableSetupColumn((sheet.names[p] + " −").c_str());
    }
    ImGui::TableHeadersRow();
    for (size_t i = 0; i < sheet.rows.size(); ++i) {
      const SheetRow& r = sheet.rows[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      if (r.number && reviewable) {
        if (ui.button(std::to_string(r.number).c_str(), "review:" + std::to_string(i), ImVec2(44, 0))) clicked = int(i);
      } else if (r.number) {
        ImGui::Text("%d", r.number);
      } else {
        ImGui::TextUnformatted("—");
      }
      ImGui::TableNextColumn(); ImGui::TextUnformatted(r.dealer.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted((r.taker + (r.partner.empty() ? "" : " + " + r.partner)).c_str());
      ImGui::TableNextColumn();
      if (!r.annulment.empty()) ImGui::TextUnformatted(r.annulment.c_str());
      else {
        Contract c = Contract::Pass;
        parseContract(r.contract, &c);
        ImGui::TextUnformatted(contractText(l, c));
      }
      ImGui::TableNextColumn();
      if (r.annulment.empty()) ImGui::Text("%s%d", r.made ? "+" : "−", r.margin);
      ImGui::TableNextColumn(); ImGui::TextUnformatted(r.bonuses.c_str());
      for (int p = 0; p < people; ++p) {
        ImGui::TableNextColumn();
        if (r.scores[p] > 0) ImGui::Text("%d", r.scores[p]);
        ImGui::TableNextColumn();
        if (r.scores[p] < 0) ImGui::Text("%d", -r.scores[p]);
      }
    }
    // The totals, then the bilan, under the person columns.
    auto footer = [&](Text title, auto cells) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn(); ImGui::TextUnformatted(ui.t(title));
      for (int k = 0; k < 5; ++k) ImGui::TableNextColumn();
      for (int p = 0; p < people; ++p) cells(p);
    };
    footer(Text::Total, [&](int p) {
      ImGui::TableNextColumn(); ImGui::Text("%d", sheet.plus[p]);
      ImGui::TableNextColumn(); ImGui::Text("%d", sheet.minus[p]);
    });
    footer(Text::Bilan, [&](int p) {
      ImGui::TableNextColumn();
      ImGui::TableNextColumn(); ImGui::Text("%+d", sheet.totals[p]);
    });
    ImGui::EndTable();
  }
  ImGui::TextColored(sheet.allZeroSum ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.4f, 0.4f, 1), "%s: %s", ui.t(Text::SumCheck),
                     sheet.allZeroSum ? "✓" : "✗");
  return clicked;
}

int SheetScreen::draw(Context& ui, const Sheet& sheet, bool reviewable, ImVec2 size) {
  if (!open) return -1;
  placePanel(ui, size, 1000.0f, true);
  ImGui::Begin(ui.t(Text::Scoresheet), nullptr, kPanelFlags);
  const int review = drawSheetTable(ui, sheet, reviewable);
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
