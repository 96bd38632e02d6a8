// Shared widgets of the screens.
#include "ui/widgets.h"
#include "match/numbers.h"
#include "match/refusal_text.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cfloat>

namespace tarot::ui {

void Context::beginFrame(double t) {
  now = t;
  ++frameNo;
  targets.clear();
  texts.clear();
  cards.clear();
  panelTop = 8;
  touch.update();
  resetCardTally();
  // Forget the buttons not drawn last frame: when they come back they start their delay again.
  for (auto it = shown.begin(); it != shown.end();) {
    if (it->second.lastFrame < frameNo - 1) it = shown.erase(it);
    else ++it;
  }
}

bool Context::armedNow(const std::string& id) {
  Shown& s = shown[id];
  if (s.lastFrame < frameNo - 1) s.since = now;
  s.lastFrame = frameNo;
  return now - s.since >= kArmDelay;
}

bool Context::button(const char* label, const std::string& id, ImVec2 size, bool enabled) {
  if (!enabled) ImGui::BeginDisabled();
  const float minH = 44.0f;
  if (size.y < minH) size.y = minH;
  const bool armed = armedNow(id);
  const bool pressedNow = ImGui::Button((std::string(label) + "##" + id).c_str(), size);
  targetLastItem(id, enabled, armed);
  {
    // The label must fit inside the button (its padding aside) and the button inside its window.
    const std::string shownLabel = std::string(label).substr(0, std::string(label).find("##"));
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const float room = b.x - a.x - ImGui::GetStyle().FramePadding.x * 2 + 1.0f;
    const ImRect clip = ImGui::GetCurrentWindow()->InnerClipRect;
    const ImVec2 display = ImGui::GetIO().DisplaySize;
    const bool scrolls = ImGui::GetCurrentWindow()->ScrollbarY;
    const bool cut = ImGui::CalcTextSize(shownLabel.c_str()).x > room || b.x > clip.Max.x + 1 || a.x < clip.Min.x - 1 ||
                     b.x > display.x + 0.5f || (!scrolls && (b.y > clip.Max.y + 1 || a.y < clip.Min.y - 1 || b.y > display.y + 0.5f));
    if (!scrolls || (b.y > clip.Min.y && a.y < clip.Max.y))
      noteText(shownLabel, Rect{a.x, std::max(a.y, clip.Min.y), b.x - a.x, std::min(b.y, clip.Max.y) - std::max(a.y, clip.Min.y)}, cut);
  }
  if (!enabled) ImGui::EndDisabled();
  return pressedNow && enabled && armed;
}

void Context::targetLastItem(const std::string& id, bool enabled, bool armed) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  bool partial = false;
  if (const ImGuiWindow* w = ImGui::GetCurrentWindow(); w->ScrollbarY) {
    // Scrolled out of view: not a place to tap until scrolled to; partly in view: the part that is.
    partial = a.y < w->InnerClipRect.Min.y - 0.5f || b.y > w->InnerClipRect.Max.y + 0.5f;
    a.y = std::max(a.y, w->InnerClipRect.Min.y);
    b.y = std::min(b.y, w->InnerClipRect.Max.y);
    if (b.y - a.y < 1) return;
  }
  targets.push_back({id, Rect{a.x, a.y, b.x - a.x, b.y - a.y}, enabled, armed, partial});
}

void Context::targetLastTextField(const std::string& id) {
  const size_t before = targets.size();
  targetLastItem(id);
  if (targets.size() > before) targets.back().text = true;
}

void Context::noteText(const std::string& text, Rect r, bool clipped) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (r.x < -0.5f || r.y < -0.5f || r.x + r.w > display.x + 0.5f || r.y + r.h > display.y + 0.5f) clipped = true;
  texts.push_back({text, r, clipped});
}

void Context::noteLastItemText(const std::string& text) {
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  const ImGuiWindow* w = ImGui::GetCurrentWindow();
  const ImRect clip = w->InnerClipRect;
  if (w->ScrollbarY) {
    // In a scrolling area a text above or below the view is not cut: it is scrolled to. Report its visible part.
    a.y = std::max(a.y, clip.Min.y);
    b.y = std::min(b.y, clip.Max.y);
    if (b.y <= a.y) return;
  }
  if (w->ScrollbarX) {
    // The same sideways (a wide scoresheet on a narrow screen).
    a.x = std::max(a.x, clip.Min.x);
    b.x = std::min(b.x, clip.Max.x);
    if (b.x <= a.x) return;
  }
  const bool cut = b.x > clip.Max.x + 1 || a.x < clip.Min.x - 1 || b.y > clip.Max.y + 1 || a.y < clip.Min.y - 1;
  noteText(text, Rect{a.x, a.y, b.x - a.x, b.y - a.y}, cut);
}

void Context::wrapped(const std::string& text) {
  ImGui::TextWrapped("%s", text.c_str());
  noteLastItemText(text);
}

void Context::exportText(const std::string& name, const std::string& mime, const std::string& content) {
  if (!platform.exportFile) return;
  const std::string where = platform.exportFile(name, mime, content);
  notice(where.empty() ? std::string(t(Text::ExportFailed)) : std::string(t(Text::Exported)) + " " + where);
}

void centreNextWindow(ImVec2 display, float y, float maxW, float maxH, float margin) {
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * y), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(std::min(display.x - margin, maxW), maxH > 0 ? std::min(display.y - margin, maxH) : 0),
                           ImGuiCond_Always);
}

void placePanel(const Context& c, ImVec2 display, float maxW, bool fullHeight, float atMostH) {
  const float top = c.panelTop;
  float h = std::max(120.0f, display.y - 8 - top);
  if (atMostH > 0) h = std::min(h, atMostH);
  const float w = std::min(display.x - 16, maxW);
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, top), ImGuiCond_Always, ImVec2(0.5f, 0));
  if (fullHeight) ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
  else ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, h));
}

bool beginPanel(const char* title, ImGuiWindowFlags flags) {
  const bool shown = ImGui::Begin(title, nullptr, flags);
  ImGuiWindow* w = ImGui::GetCurrentWindow();
  if (!(flags & ImGuiWindowFlags_NoTitleBar) && !w->SkipItems) {
    // Two rows without smoothing, one of the title bar's colour above the seam and one of the body's below it, over
    // the window's whole width inside its border (the content's clip would leave them out).
    const float y = w->Pos.y + w->TitleBarHeight();
    const float x0 = w->Pos.x + w->WindowBorderSize, x1 = w->Pos.x + w->Size.x - w->WindowBorderSize;
    ImDrawList* dl = w->DrawList;
    dl->PushClipRect(w->Pos, ImVec2(w->Pos.x + w->Size.x, w->Pos.y + w->Size.y), false);
    dl->AddRectFilled(ImVec2(x0, y - 1), ImVec2(x1, y), ImGui::GetColorU32(ImGuiCol_TitleBgActive));
    dl->AddRectFilled(ImVec2(x0, y), ImVec2(x1, y + 1), ImGui::GetColorU32(ImGuiCol_WindowBg));
    dl->PopClipRect();
  }
  return shown;
}

std::string signedPoints(int v) { return integerText(Lang::French, v, true); }  // the same in every language

bool pointsField(Context& ui, const char* id, float* value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s", words::pointsNumber(ui.lang, *value).c_str());
  bool changed = false;
  double typed = 0;
  if (ImGui::InputText(id, buf, sizeof buf, ImGuiInputTextFlags_CharsNoBlank) && words::parseDecimal(buf, &typed)) {
    *value = float(typed);
    changed = true;
  }
  ui.noteLastItemText(buf);
  return changed;
}

std::string wrapLabel(const std::string& text, float width) {
  std::string out, line;
  size_t i = 0;
  while (i <= text.size()) {
    const size_t j = std::min(text.find(' ', i), text.size());
    const std::string word = text.substr(i, j - i);
    const std::string tried = line.empty() ? word : line + ' ' + word;
    if (!line.empty() && ImGui::CalcTextSize(tried.c_str()).x > width) {
      out += line + '\n';
      line = word;
    } else {
      line = tried;
    }
    i = j + 1;
  }
  return out + line;
}

void drawNotice(Context& c, ImVec2 display) {
  if (c.message.empty() || c.now >= c.messageUntil) return;
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  ImFont* font = ImGui::GetFont();
  const float wrap = std::min(display.x - 40, 560.0f);
  const ImVec2 ts = font->CalcTextSizeA(ImGui::GetFontSize(), FLT_MAX, wrap, c.message.c_str());
  const ImVec2 p(display.x * 0.5f - ts.x * 0.5f - 12, display.y * 0.42f);
  dl->AddRectFilled(p, ImVec2(p.x + ts.x + 24, p.y + ts.y + 16), IM_COL32(120, 20, 20, 230), 8);
  dl->AddText(font, ImGui::GetFontSize(), ImVec2(p.x + 12, p.y + 8), IM_COL32(255, 255, 255, 255), c.message.c_str(),
              nullptr, wrap);
  c.noteText(c.message, Rect{p.x + 12, p.y + 8, ts.x, ts.y}, false);
}

void sameLineIfFits(float width) {
  ImGui::SameLine();
  if (ImGui::GetCursorScreenPos().x + width > ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x + 0.5f) ImGui::NewLine();
}

float buttonWidth(const char* label) { return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2; }

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
    case BotLevel::Master: return tr(l, Text::Master);
  }
  return "";
}

Text poigneeText(PoigneeSize s) {
  return s == PoigneeSize::None ? Text::NoPoignee : s == PoigneeSize::Simple ? Text::PoigneeSimple
         : s == PoigneeSize::Double ? Text::PoigneeDouble : Text::PoigneeTriple;
}

std::string shortCard(Card c, Lang l) {
  if (c == kExcuse) return tr(l, Text::CardExcuse);
  if (isTrump(c)) return match::fillPlaceholders(tr(l, Text::CardTrump), {{"n", std::to_string(rankOf(c))}});
  return std::string(rankLabel(c, l)) + suitSymbol(c);
}

}  // namespace tarot::ui
