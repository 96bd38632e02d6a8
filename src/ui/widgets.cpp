// Shared widgets of the screens.
#include "ui/widgets.h"
#include <algorithm>

namespace tarot::ui {

bool Context::button(const char* label, const std::string& id, ImVec2 size, bool enabled) {
  if (!enabled) ImGui::BeginDisabled();
  const float minH = 44.0f;
  if (size.y < minH) size.y = minH;
  const bool pressedNow = ImGui::Button((std::string(label) + "##" + id).c_str(), size);
  targetLastItem(id, enabled);
  if (!enabled) ImGui::EndDisabled();
  return pressedNow && enabled;
}

void Context::targetLastItem(const std::string& id, bool enabled) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  targets.push_back({id, Rect{a.x, a.y, b.x - a.x, b.y - a.y}, enabled});
}

void Context::exportText(const std::string& name, const std::string& mime, const std::string& content) {
  if (!platform.exportFile) return;
  const std::string where = platform.exportFile(name, mime, content);
  notice(where.empty() ? std::string("export failed") : std::string(t(Text::Exported)) + " " + where);
}

void centreNextWindow(ImVec2 display, float y, float maxW, float maxH, float margin) {
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * y), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(display.x - margin, maxW), maxH > 0 ? std::min(display.y - margin, maxH) : 0),
                           ImGuiCond_Always);
}

void cardsRow(const Context& c, const std::string& title, CardSet cards, float cardW, float gap) {
  ImGui::TextUnformatted(title.c_str());
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  int count = 0;
  while (!cards.empty()) {
    drawCardFace(dl, c.fonts, p, ImVec2(cardW, cardW * 1.5f), cards.pop(), c.lang, CardNormal);
    p.x += cardW + gap;
    ++count;
  }
  ImGui::Dummy(ImVec2(float(count) * (cardW + gap), cardW * 1.5f + gap));
}

const char* contractText(Lang l, Contract c) {
  switch (c) {
    case Contract::Pass: return tr(l, Text::Pass);
    case Contract::Prise: return tr(l, Text::Prise);
    case Contract::Garde: return tr(l, Text::Garde);
    case Contract::GardeSans: return tr(l, Text::GardeSans);
    case Contract::GardeContre: return tr(l, Text::GardeContre);
  }
  return "";
}

const char* levelText(Lang l, BotLevel b) {
  switch (b) {
    case BotLevel::Random: return tr(l, Text::RandomBot);
    case BotLevel::Beginner: return tr(l, Text::Beginner);
    case BotLevel::Standard: return tr(l, Text::Standard);
    case BotLevel::Expert: return tr(l, Text::Expert);
  }
  return "";
}

Text poigneeText(PoigneeSize s) {
  return s == PoigneeSize::None ? Text::NoPoignee : s == PoigneeSize::Simple ? Text::PoigneeSimple
         : s == PoigneeSize::Double ? Text::PoigneeDouble : Text::PoigneeTriple;
}

std::string shortCard(Card c, Lang l) { return std::string(rankLabel(c, l)) + suitSymbol(c); }

}  // namespace tarot::ui
