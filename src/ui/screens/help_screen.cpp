// The help as short illustrated cards (client/help_cards.h decides them): one card at a time in a strip the finger
// swipes sideways (the table's drag to scroll, ui/touch_scroll.h, moves the strip; here it settles on a card),
// « and » buttons, the card's number and a row of dots, the close button always in view below.
#include "ui/screens/help_screen.h"
#include "client/help_cards.h"
#include <imgui_internal.h>
#include <algorithm>
#include <cmath>

namespace tarot::ui {

namespace {

constexpr float kCardAspect = 1.55f;  // a card's height over its width, as the table draws them
const ImU32 kInk = IM_COL32(235, 235, 225, 255);
const ImU32 kBox = IM_COL32(20, 60, 40, 255);
const ImU32 kBoxEdge = IM_COL32(230, 200, 90, 255);
const ImU32 kTitle = IM_COL32(240, 205, 100, 255);


void centredText(ImDrawList* dl, float mid, float top, const std::string& text, ImU32 colour) {
  dl->AddText(ImVec2(mid - ImGui::CalcTextSize(text.c_str()).x * 0.5f, top), colour, text.c_str());
}

// The lines a caption takes in a slot `slotW` wide.
int captionLines(const std::string& caption, float slotW) {
  if (caption.empty()) return 0;
  const std::string c = wrapLabel(caption, slotW - 4);
  return 1 + int(std::count(c.begin(), c.end(), '\n'));
}

// One figure in its slot: a card face, a fan of backs or a boxed number, its caption under it.
void drawFigure(const Context& ui, ImDrawList* dl, const client::HelpFigure& f, ImVec2 at, float slotW, float cardW,
                float boxH) {
  const float mid = at.x + slotW * 0.5f;
  float bottom = at.y;
  if (f.card != kNoCard) {
    drawCardFace(dl, ui.fonts, ImVec2(mid - cardW * 0.5f, at.y), ImVec2(cardW, cardW * kCardAspect), f.card, ui.lang,
                 CardNormal);
    bottom += cardW * kCardAspect;
  } else if (f.backs > 0) {
    const float span = std::max(cardW, slotW * 0.9f);
    const float step = f.backs > 1 ? std::min(cardW * 0.4f, (span - cardW) / float(f.backs - 1)) : 0;
    const float w = cardW + step * float(f.backs - 1);
    for (int k = 0; k < f.backs; ++k)
      drawCardBack(dl, ImVec2(mid - w * 0.5f + step * float(k), at.y), ImVec2(cardW, cardW * kCardAspect), ui.accent);
    bottom += cardW * kCardAspect;
  } else {
    const float w = std::min(slotW - 6, std::max(boxH * 1.6f, ImGui::CalcTextSize(f.label.c_str()).x + 16));
    dl->AddRectFilled(ImVec2(mid - w * 0.5f, at.y), ImVec2(mid + w * 0.5f, at.y + boxH), kBox, 8);
    dl->AddRect(ImVec2(mid - w * 0.5f, at.y), ImVec2(mid + w * 0.5f, at.y + boxH), kBoxEdge, 8, 0, 2);
    centredText(dl, mid, at.y + (boxH - ImGui::GetTextLineHeight()) * 0.5f, f.label, kInk);
    bottom += boxH;
  }
  if (f.caption.empty()) return;
  const std::string caption = wrapLabel(f.caption, slotW - 4);
  std::size_t from = 0;
  for (float y = bottom + 2; from <= caption.size(); y += ImGui::GetTextLineHeight()) {
    const std::size_t end = std::min(caption.find('\n', from), caption.size());
    centredText(dl, mid, y, caption.substr(from, end - from), kInk);
    from = end + 1;
  }
}

// The height the picture takes at its largest in a width `w`: its row of cards, its row of boxes, their captions.
float pictureHeight(const std::vector<client::HelpFigure>& figures, float w) {
  const float line = ImGui::GetTextLineHeight(), gap = 8;
  std::size_t cards = 0;
  int cardLines = 0, boxLines = 0;
  for (const client::HelpFigure& f : figures) cards += f.card != kNoCard || f.backs > 0;
  const std::size_t boxes = figures.size() - cards;
  for (const client::HelpFigure& f : figures) {
    const bool isCard = f.card != kNoCard || f.backs > 0;
    const float slot = w / float(std::max<std::size_t>(1, isCard ? cards : boxes));
    (isCard ? cardLines : boxLines) = std::max(isCard ? cardLines : boxLines, captionLines(f.caption, slot));
  }
  const float cardW = std::min(w / float(std::max<std::size_t>(1, cards)) * 0.8f, ImGui::GetFontSize() * 5.5f);
  return (cards ? cardW * kCardAspect + float(cardLines) * line + gap : 0) +
         (boxes ? line * 2 + float(boxLines) * line + gap : 0) + 4;
}

// The card's picture in the rectangle from `at`, `w` by `h`: its faces and backs in a row, its boxes in a row under
// them, each row's figures in equal slots; the cards as large as the room allows, never larger than the table's.
void drawPicture(const Context& ui, const std::vector<client::HelpFigure>& figures, ImVec2 at, float w, float h) {
  std::vector<const client::HelpFigure*> cards, boxes;
  for (const client::HelpFigure& f : figures) (f.card != kNoCard || f.backs > 0 ? cards : boxes).push_back(&f);
  const float line = ImGui::GetTextLineHeight(), gap = 8;
  const float boxH = line * 2;
  auto rowCaption = [&](const std::vector<const client::HelpFigure*>& row) {
    int most = 0;
    const float slot = w / float(std::max<std::size_t>(1, row.size()));
    for (const client::HelpFigure* f : row) most = std::max(most, captionLines(f->caption, slot));
    return float(most) * line;
  };
  const float boxRow = boxes.empty() ? 0 : boxH + rowCaption(boxes) + gap;
  const float cardCaption = rowCaption(cards);
  const float room = h - boxRow - cardCaption - 4;
  float cardW = std::min({room / kCardAspect, w / float(std::max<std::size_t>(1, cards.size())) * 0.8f,
                          ImGui::GetFontSize() * 5.5f});
  cardW = std::max(cardW, 12.0f);
  const float cardRow = cards.empty() ? 0 : cardW * kCardAspect + cardCaption + gap;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  float y = at.y + std::max(0.0f, (h - cardRow - boxRow) * 0.5f);
  for (const auto* row : {&cards, &boxes}) {
    if (row->empty()) continue;
    const float slot = w / float(row->size());
    for (std::size_t k = 0; k < row->size(); ++k)
      drawFigure(ui, dl, *(*row)[k], ImVec2(at.x + slot * float(k), y), slot, cardW, boxH);
    y += row == &cards ? cardRow : boxRow;
  }
}

// The card's words: its title, its lines, in English the glosses of its French terms. `report`: the texts go to the
// automation state (the card in view, not its neighbours met in a swipe).
void drawWords(Context& ui, const client::HelpCard& card, bool report) {
  auto text = [&](const std::string& s) {
    if (report) ui.wrapped(s);
    else ImGui::TextWrapped("%s", s.c_str());
  };
  ImGui::PushStyleColor(ImGuiCol_Text, kTitle);
  text(card.title);
  ImGui::PopStyleColor();
  for (const std::string& l : card.lines) text(l);
  if (card.glosses.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(200, 210, 220, 255));
  for (const std::string& g : card.glosses) text(g);
  ImGui::PopStyleColor();
}

// The height of the card's words in a column `w` wide, as drawWords lays them out.
float wordsHeight(const client::HelpCard& card, float w) {
  float words = 0;
  auto add = [&](const std::string& t) {
    words += ImGui::CalcTextSize(t.c_str(), nullptr, false, w).y + ImGui::GetStyle().ItemSpacing.y;
  };
  add(card.title);
  for (const std::string& l : card.lines) add(l);
  for (const std::string& g : card.glosses) add(g);
  return words;
}

// The picture beside the words when the room for a card, `w` by `h` at most, is wide for its height (a wide page);
// decided on the room the screen gives, not on the card's height, which follows from it.
bool besideLayout(float w, float h) { return w > h * 1.25f; }

// The height card `card` needs, `w` wide, laid out as drawCard lays it (`beside` or not): its picture at its
// largest and all its words, without scrolling.
float cardHeight(const client::HelpCard& card, float w, bool beside) {
  const bool picture = !card.figures.empty();
  if (picture && beside) {
    const float pw = w * 0.45f;
    return std::max(pictureHeight(card.figures, pw) + 8, wordsHeight(card, w - pw - 12));
  }
  const float ph = picture ? std::min(pictureHeight(card.figures, w), ImGui::GetFontSize() * 13) : 0;
  return ph + wordsHeight(card, w) + 4;
}

// One card, `w` by `h`: the picture above the words on a phone held upright, beside them on a wide page. It scrolls
// when its words run longer than the room.
void drawCard(Context& ui, const client::HelpCard& card, int index, float w, float h, bool beside, bool report) {
  ImGui::BeginChild(("##help" + std::to_string(index)).c_str(), ImVec2(w, h), false);
  const bool picture = !card.figures.empty();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float inner = ImGui::GetContentRegionAvail().x;
  if (picture && beside) {
    const float pw = inner * 0.45f;
    drawPicture(ui, card.figures, at, pw, h - 8);
    ImGui::SetCursorPos(ImVec2(pw + 12, ImGui::GetCursorPosY()));
    ImGui::PushTextWrapPos(inner);
    ImGui::BeginGroup();
    drawWords(ui, card, report);
    ImGui::EndGroup();
    ImGui::PopTextWrapPos();
  } else {
    if (picture) {
      // The picture as large as it needs, less when the words need the room (never under a third of the card).
      const float words = wordsHeight(card, inner);
      const float ph = std::min({pictureHeight(card.figures, inner), std::max(h - words - 4, h * 0.33f),
                                 ImGui::GetFontSize() * 13});
      drawPicture(ui, card.figures, at, inner, ph);
      ImGui::Dummy(ImVec2(inner, ph));
    }
    drawWords(ui, card, report);
  }
  ImGui::EndChild();
}

// The strip of cards side by side, one page wide each; a swipe moves it and, at the lift, it settles on the card it
// was moved toward.
void drawStrip(Context& ui, HelpState& st, float height, bool beside) {
  const int n = int(st.cards.size());
  // Opened afresh: the strip at its card from this frame on, not slid there across the others.
  if (st.jump) ImGui::SetNextWindowScroll(ImVec2(float(st.card) * ImGui::GetContentRegionAvail().x, 0));
  st.jump = false;
  ImGui::BeginChild("##cards", ImVec2(0, height), false, ImGuiWindowFlags_NoScrollbar);
  const float pw = ImGui::GetContentRegionAvail().x, ph = ImGui::GetContentRegionAvail().y - 1;
  const float scroll = ImGui::GetScrollX();
  const bool swiping = ui.touch.swiping();
  if (st.swiped && !swiping && pw > 0) {
    const float moved = scroll / pw - float(st.card);
    if (moved > 0.15f) st.card = int(std::ceil(scroll / pw));
    else if (moved < -0.15f) st.card = int(std::floor(scroll / pw));
    st.card = std::clamp(st.card, 0, n - 1);
  }
  st.swiped = swiping;
  for (int k = 0; k < n; ++k) {
    ImGui::SetCursorPos(ImVec2(pw * float(k), 0));
    const bool near = std::fabs(float(k) * pw - scroll) < pw * 1.01f;
    if (!near) {
      ImGui::Dummy(ImVec2(pw, ph));
      continue;
    }
    // The card's texts are reported once the strip has settled on it (half in view, they are not cut).
    const bool settled = std::fabs(pw * float(st.card) - scroll) < 1;
    drawCard(ui, st.cards[std::size_t(k)], k, pw, ph, beside, k == st.card && settled);
    if (k == st.card) {
      const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
      const ImVec2 c0 = ImGui::GetWindowPos();
      const float x0 = std::max(a.x, c0.x), x1 = std::min(b.x, c0.x + ImGui::GetWindowWidth());
      ui.targets.push_back(Target{"help:card:" + std::to_string(k + 1), Rect{x0, a.y, x1 - x0, b.y - a.y}});
    }
  }
  if (!swiping) {
    const float target = pw * float(st.card), to = scroll + (target - scroll) * 0.35f;
    if (std::fabs(target - scroll) > 0.5f) ImGui::SetScrollX(std::fabs(target - to) < 1 ? target : to);
  }
  ImGui::EndChild();
}

// The dots under the strip, the card in view filled.
void drawDots(int n, int card) {
  const float r = 4, step = 16, w = step * float(n);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float x0 = at.x + (ImGui::GetContentRegionAvail().x - w) * 0.5f + step * 0.5f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int k = 0; k < n; ++k) {
    const ImVec2 c(x0 + step * float(k), at.y + r + 2);
    if (k == card) dl->AddCircleFilled(c, r, kTitle);
    else dl->AddCircle(c, r, kInk, 0, 1.5f);
  }
  ImGui::Dummy(ImVec2(w, 2 * r + 4));
}

}  // namespace

void drawHelp(Context& ui, ImVec2 size, bool* open, int players, HelpState* state) {
  HelpState& st = *state;
  if (!*open) return;
  if (ui.frameNo != st.lastFrame + 1) st.card = 0, st.jump = true;  // opened afresh: the first card
  st.lastFrame = ui.frameNo;
  if (st.cards.empty() || st.lang != ui.lang || st.players != players) {
    st.cards = client::helpCards(ui.lang, players);
    st.lang = ui.lang;
    st.players = players;
    st.card = std::min(st.card, int(st.cards.size()) - 1);
  }
  const int n = int(st.cards.size());
  // As high as its tallest card needs (the panel keeps its height from card to card), at most the screen's height,
  // where a card too long for the room scrolls.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float footer = 44 + 12 + 2 * style.ItemSpacing.y;
  const float chrome = ImGui::GetFrameHeight() + 2 * style.WindowPadding.y + footer;
  const float panelW = std::min(size.x - 16, 760.0f), cardW = panelW - 2 * style.WindowPadding.x;
  const float most = std::max(120.0f, size.y - 8 - ui.panelTop) - chrome;
  const bool beside = besideLayout(cardW, most);
  float tallest = 0;
  for (const client::HelpCard& c : st.cards) tallest = std::max(tallest, cardHeight(c, cardW, beside));
  placePanel(ui, size, 760.0f, true, chrome + tallest + 2);
  beginPanel(ui.t(Text::Help));
  drawStrip(ui, st, ImGui::GetContentRegionAvail().y - footer, beside);
  drawDots(n, st.card);
  const float arrow = 64;
  if (ui.button("\u00ab", "help:prev", ImVec2(arrow, 0), st.card > 0)) --st.card;
  ImGui::SameLine();
  // The card's number ("3 / 8") between the arrows, centred on their height.
  const std::string count = std::to_string(st.card + 1) + " / " + std::to_string(n);
  const ImVec2 at = ImGui::GetCursorScreenPos(), textSize = ImGui::CalcTextSize(count.c_str());
  ImGui::Dummy(ImVec2(textSize.x + 8, 44));
  const ImVec2 textAt(at.x + 4, at.y + (44 - textSize.y) * 0.5f);
  ImGui::GetWindowDrawList()->AddText(textAt, kInk, count.c_str());
  ui.noteText(count, Rect{textAt.x, textAt.y, textSize.x, textSize.y}, false);
  ImGui::SameLine();
  if (ui.button("\u00bb", "help:next", ImVec2(arrow, 0), st.card + 1 < n)) ++st.card;
  ImGui::SameLine();
  if (ui.button(ui.t(Text::Close), "help:close", ImVec2(-1, 0))) *open = false;
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(ImGuiKey_LeftArrow) && st.card > 0) --st.card;
    if (ImGui::IsKeyPressed(ImGuiKey_RightArrow) && st.card + 1 < n) ++st.card;
  }
  ImGui::End();
}

}  // namespace tarot::ui
