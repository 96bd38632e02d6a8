// The middle of the table: the chien while it is on show, then the trick (or the last trick held up), placed
// clear of the seats' names, announcements and card backs.
#include "ui/screens/table_screen.h"
#include <algorithm>
#include <cmath>

namespace tarot::ui {

void TableScreen::drawTrick(Context& ui, ImVec2 size) {
  const SeatView& sv = view;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();  // under the panels
  // Between the names of the seats at the top of the table and the person's name; under both rows of seats when
  // five sit around a portrait screen.
  float top = stacked() ? tableTop_ + 2 * seatBlockH_ + 12
                        : tableTop_ + seatCardW_ * 1.5f + (ImGui::GetFontSize() + 12) * (sv.people == 4 ? 1.0f : 0.5f) + 6;
  // Below the seats facing the person (their name and announcement included) when they sit in the middle, below
  // them all when they sit in a row.
  for (const SeatBox& b : seatBoxes_)
    if (b.person != sv.person && (lowScreen(size) || std::fabs(personAnchor(b.person, size).x - size.x * 0.5f) < size.x * 0.2f))
      top = std::max(top, b.r.y + b.r.h + 6);
  const float band = std::max(60.0f, tableBottom_ - top);
  // A decision panel over the table mid-trick (the poignée question at four on a phone) leaves a band too low for
  // the cards around the centre: they lie in a row then, as at five, below the facing seat's name.
  const bool squeezed = panelTop_ >= 0 && tableBottom_ - top < 2.3f * 1.55f * 44.0f;
  float cw = std::clamp(std::min(size.x * 0.16f, band / (2.3f * 1.55f)), 36.0f, 96.0f);
  if (stacked() || sv.people >= 5 || size.y < 500 || squeezed)
    cw = std::clamp(std::min(size.x * 0.16f, band / 1.9f / 1.55f), 36.0f, 96.0f);
  // Squeezed on a portrait phone, the row is as tall as the band between the facing seat's bid and the panel, its
  // cards not nudged towards their players (a nudge up would touch the bid): smaller cards rather than covered ones.
  const bool flat = squeezed && !lowScreen(size);
  if (flat) cw = std::clamp(std::min(size.x * 0.16f, (tableBottom_ - top - 4) / 1.55f), 30.0f, 96.0f);
  ImVec2 centre(size.x * 0.5f, (top + tableBottom_) * 0.5f);
  if (sv.chienOnTable) {
    drawChien(ui, size, cw, centre);
    return;
  }
  TrickView v = sv.trick;
  const bool last = bar_.showLastTrick && sv.tricksDone > 0;
  if (last) v = sv.lastTrick;
  if (lowScreen(size)) {
    // A landscape phone: the trick in a row as tall as the band allows under the seats it lies below (a seat far to
    // the side does not lower it), its cards nudged up to 12 % of their height towards the row of seats and the
    // person's down, "Dernier pli" above them.
    const float title = last ? ImGui::GetFontSize() + 8 : 0.0f;
    const int n = std::max(1, sv.players);
    cw = std::min(96.0f, size.x * 0.16f);
    for (int k = 0; k < 6; ++k) {
      const float half = (cw + std::min(cw * 0.75f, (size.x - 16 - cw) / float(std::max(1, n - 1))) * float(n - 1)) * 0.5f + 8;
      top = tableTop_;
      for (const SeatBox& b : seatBoxes_)
        if (b.person != sv.person && b.r.x < centre.x + half && centre.x - half < b.r.x + b.r.w) top = std::max(top, b.r.y + b.r.h + 6);
      const float fit = std::max(36.0f, (tableBottom_ - top - title) / 1.3f / 1.55f);
      if (fit >= cw - 0.5f) break;
      cw = fit;
    }
    centre.y = (top + title + tableBottom_) * 0.5f;
  }
  // Five cards around the centre would hide each other's corners, and at five-at-four two seats lie in the same
  // direction: with five at the table the cards lie in a row in playing order, each nudged towards its player,
  // every index in view.
  const bool row = sv.people >= 5 || size.y < 500 || squeezed;  // in a row on a low landscape screen too
  const int slots = std::max(1, sv.players);
  // Where each card rests, for a card width `w` around `c`.
  auto rest = [&](int i, float w, ImVec2 c) {
    const ImVec2 h(w, w * 1.55f);
    const ImVec2 anchor = personAnchor(sv.seating.personOfSeat[v.seats[i]], size);
    const ImVec2 dir(anchor.x - c.x, anchor.y - c.y);
    const float len = std::max(1.0f, std::sqrt(dir.x * dir.x + dir.y * dir.y));
    if (row) {
      const float step = std::min(w * 0.75f, (size.x - 16 - w) / float(std::max(1, slots - 1)));
      const float nudge = flat ? 0.0f : 0.12f;
      return ImVec2(c.x - (w + step * float(slots - 1)) * 0.5f + step * float(i), c.y - h.y * 0.5f + dir.y / len * h.y * nudge);
    }
    const float r = h.y * 0.62f;  // far enough that a card played later leaves the index of the one beside it
    ImVec2 o(dir.x / len * r, dir.y / len * r);
    // A card to the side clears the width of a card at the top or bottom, so that its corner stays in view.
    if (std::fabs(o.x) > w * 0.2f) o.x = std::copysign(std::max(std::fabs(o.x), w * 1.02f), o.x);
    return ImVec2(c.x + o.x - h.x * 0.5f, c.y + o.y - h.y * 0.5f);
  };
  // Smaller while a resting card would cover a seat's name, announcement or card backs.
  for (int tries = 0; tries < 8; ++tries) {
    bool clear = true;
    for (int i = 0; i < slots && clear; ++i) {
      const ImVec2 p = rest(i, cw, centre);
      for (const SeatBox& sb : seatBoxes_) {
        const Rect& b = sb.r;
        if (p.x < b.x + b.w && b.x < p.x + cw && p.y < b.y + b.h && b.y < p.y + cw * 1.55f) { clear = false; break; }
      }
    }
    if (clear || cw <= 34.0f) break;
    cw = std::max(34.0f, cw * 0.9f);
  }
  const ImVec2 ch(cw, cw * 1.55f);
  if (last) {
    // The title just above the cards, inside the trick's band.
    const char* title = ui.t(Text::LastTrick);
    const ImVec2 tsz = ImGui::CalcTextSize(title);
    const float cardsTop = row ? centre.y - ch.y * 0.62f : centre.y - ch.y * 1.12f;
    const ImVec2 tp(centre.x - tsz.x * 0.5f, std::max(top, cardsTop - tsz.y - 6));
    dl->AddRectFilled(ImVec2(tp.x - 6, tp.y - 2), ImVec2(tp.x + tsz.x + 6, tp.y + tsz.y + 2), IM_COL32(0, 0, 0, 150), 6);
    dl->AddText(tp, IM_COL32(255, 255, 255, 255), title);
    ui.noteText(title, Rect{tp.x, tp.y, tsz.x, tsz.y}, false);
  }
  for (int i = 0; i < v.count; ++i) {
    const int person = sv.seating.personOfSeat[v.seats[i]];
    const ImVec2 anchor = personAnchor(person, size);
    ImVec2 pos = rest(i, cw, centre);
    bool moving = false;
    if (i == v.count - 1 && v.arrive < 1.0f) {
      const float a = v.arrive;
      pos = ImVec2(anchor.x + (pos.x - anchor.x) * a - ch.x * 0.5f * (1 - a), anchor.y + (pos.y - anchor.y) * a - ch.y * 0.5f * (1 - a));
      moving = true;
    }
    if (v.winnerSeat >= 0 && v.collect > 0) {
      const ImVec2 w = personAnchor(sv.seating.personOfSeat[v.winnerSeat], size);
      const float a = v.collect;
      pos = ImVec2(pos.x + (w.x - ch.x * 0.5f - pos.x) * a, pos.y + (w.y - ch.y * 0.5f - pos.y) * a);
      moving = true;
    }
    const bool winning = v.winnerSeat == v.seats[i];
    drawCardFace(dl, ui.fonts, pos, ch, v.cards[i], ui.lang, winning ? CardHighlighted : CardNormal);
    ui.cards.push_back({moving ? "moving" : "trick", Rect{pos.x, pos.y, ch.x, ch.y}, person});
  }
}

// The chien, on show to all, in one row that fits the width; smaller, then in two rows, while a card would cover a
// seat's name, announcement or backs (a panel over the table, the lesson's, leaves the side seats beside the row).
void TableScreen::drawChien(Context& ui, ImVec2 size, float cw, ImVec2 centre) {
  CardSet c = view.chien;
  const int n = std::max(1, c.size());
  int rows = 1, across = n;
  float w = 0;
  auto at = [&](int i, float cardW) {
    const int r = i / across, k = std::min(across, n - r * across);
    const float rowTop = centre.y - (float(rows) * (cardW * 1.55f + 6) - 6) * 0.5f + float(r) * (cardW * 1.55f + 6);
    return ImVec2(centre.x - (float(k) * (cardW + 6) - 6) * 0.5f + float(i % across) * (cardW + 6), rowTop);
  };
  auto clear = [&](float cardW) {
    for (int i = 0; i < n; ++i) {
      const ImVec2 p = at(i, cardW);
      for (const SeatBox& sb : seatBoxes_)
        if (sb.person != view.person && p.x < sb.r.x + sb.r.w && sb.r.x < p.x + cardW && p.y < sb.r.y + sb.r.h && sb.r.y < p.y + cardW * 1.55f)
          return false;
    }
    return true;
  };
  for (rows = 1; rows <= 2; ++rows) {
    across = (n + rows - 1) / rows;
    w = std::min(cw * 1.2f, (size.x - 16 - 6 * float(across - 1)) / float(across));
    while (!clear(w) && w > 30.0f) w = std::max(30.0f, w * 0.9f);
    if (clear(w)) break;
  }
  rows = std::min(rows, 2);
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  const char* title = ui.t(Text::Chien);
  const ImVec2 tsz = ImGui::CalcTextSize(title);
  const ImVec2 tp(centre.x - tsz.x * 0.5f, at(0, w).y - tsz.y - 8);
  dl->AddText(tp, IM_COL32(255, 255, 255, 255), title);
  ui.noteText(title, Rect{tp.x, tp.y, tsz.x, tsz.y}, false);
  for (int i = 0; !c.empty(); ++i) {
    const ImVec2 p = at(i, w);
    drawCardFace(dl, ui.fonts, p, ImVec2(w, w * 1.55f), c.pop(), ui.lang, CardNormal);
    ui.cards.push_back({"chien", Rect{p.x, p.y, w, w * 1.55f}, -1});
  }
}

}  // namespace tarot::ui
