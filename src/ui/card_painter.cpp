// Card drawing: the atlas pictures under text indices, or shapes and text alone.
#include "ui/card_painter.h"
#include <algorithm>
#include <cstdio>

namespace tarot::ui {

namespace {
const ImU32 kRed = IM_COL32(192, 24, 42, 255);
const ImU32 kBlack = IM_COL32(25, 25, 30, 255);
const ImU32 kTrumpInk = IM_COL32(20, 60, 140, 255);
const ImU32 kPaper = IM_COL32(255, 253, 245, 255);
const ImU32 kTrumpBand = IM_COL32(225, 235, 252, 255);

ImU32 withAlpha(ImU32 c, float a) {
  const unsigned alpha = unsigned(float((c >> IM_COL32_A_SHIFT) & 0xFF) * a);
  return (c & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
}

void centredText(ImDrawList* dl, ImFont* font, float size, ImVec2 centre, ImU32 col, const char* text) {
  const ImVec2 ts = font->CalcTextSizeA(size, 10000.f, 0.f, text);
  dl->AddText(font, size, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f), col, text);
}

CardArt gArt;
CardTally gTally;

// The corner index over a picture: the rank (and the suit below it) on a paper patch, so that it reads over
// any part of the art.
void cornerIndex(ImDrawList* dl, ImFont* font, ImVec2 p, ImVec2 s, ImU32 ink, const char* rank, const char* suit) {
  const float size = s.x * 0.26f;
  const ImVec2 at(p.x + s.x * 0.07f, p.y + s.x * 0.03f);
  float w = font->CalcTextSizeA(size, 1e4f, 0, rank).x;
  if (*suit) w = std::max(w, font->CalcTextSizeA(size, 1e4f, 0, suit).x);
  const float lines = *suit ? 1.95f : 1.0f;
  dl->AddRectFilled(ImVec2(p.x + s.x * 0.035f, p.y + s.x * 0.03f),
                    ImVec2(at.x + w + s.x * 0.035f, at.y + size * lines + s.x * 0.01f), IM_COL32(255, 253, 245, 235),
                    s.x * 0.05f);
  dl->AddText(font, size, at, ink, rank);
  if (*suit) dl->AddText(font, size, ImVec2(at.x, at.y + size * 0.95f), ink, suit);
}
}  // namespace

void setCardArt(const CardArt& art) { gArt = art; }
const CardTally& cardTally() { return gTally; }
void resetCardTally() { gTally = CardTally{}; }
const CardArt& cardArt() { return gArt; }

int artCell(Card c) {
  if (c < kSuitCards) return rankOf(c) > 10 ? int(suitOf(c)) * 4 + (rankOf(c) - 11) : -1;
  if (isTrump(c)) return 16 + rankOf(c) - 1;
  return c == kExcuse ? 37 : -1;
}

int backCell(int back) { return 38 + std::clamp(back, 0, kArtBacks - 1); }

void artCellUv(int cell, ImVec2* uv0, ImVec2* uv1) {
  const ImVec2 o = gArt.present ? gArt.uv0 : ImVec2(0, 0), e = gArt.present ? gArt.uv1 : ImVec2(1, 1);
  const float cw = (e.x - o.x) / float(kArtCols), ch = (e.y - o.y) / float(kArtRows);
  *uv0 = ImVec2(o.x + float(cell % kArtCols) * cw, o.y + float(cell / kArtCols) * ch);
  *uv1 = ImVec2(uv0->x + cw, uv0->y + ch);
}

const char* rankLabel(Card c, Lang lang) {
  static const char* const kNumbers[] = {"", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12",
                                         "13", "14", "15", "16", "17", "18", "19", "20", "21"};
  if (c == kExcuse) return "★";
  const int r = rankOf(c);
  if (isTrump(c)) return kNumbers[r];
  if (r <= 10) return kNumbers[r];
  static const char* const kFr[] = {"V", "C", "D", "R"};
  static const char* const kEn[] = {"J", "C", "Q", "K"};
  return lang == Lang::English ? kEn[r - 11] : kFr[r - 11];
}

const char* suitSymbol(Card c) {
  switch (suitOf(c)) {
    case Suit::Spades: return "♠";
    case Suit::Hearts: return "♥";
    case Suit::Diamonds: return "♦";
    case Suit::Clubs: return "♣";
    default: return "";
  }
}

ImU32 inkColour(Card c) {
  switch (suitOf(c)) {
    case Suit::Hearts:
    case Suit::Diamonds: return kRed;
    case Suit::Spades:
    case Suit::Clubs: return kBlack;
    default: return kTrumpInk;
  }
}

void drawCardFace(ImDrawList* dl, const CardFonts& fonts, ImVec2 p, ImVec2 s, Card c, Lang lang, unsigned look) {
  const float alpha = (look & CardDimmed) ? 0.55f : 1.0f;
  const float round = s.x * 0.08f;
  const ImVec2 q(p.x + s.x, p.y + s.y);
  dl->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(q.x + 2, q.y + 3), IM_COL32(0, 0, 0, 60), round);
  dl->AddRectFilled(p, q, withAlpha(kPaper, 1.0f), round);
  const ImU32 ink = withAlpha(inkColour(c), alpha);
  ImFont* font = fonts.regular;
  ImFont* big = fonts.large ? fonts.large : fonts.regular;
  const float corner = s.x * 0.26f;
  const int cell = gArt.present ? artCell(c) : -1;
  if (cell < 0 && artCell(c) >= 0) ++gTally.plainFaces;
  if (cell >= 0) {
    ++gTally.pictureFaces;
    ImVec2 uv0, uv1;
    artCellUv(cell, &uv0, &uv1);
    dl->AddImage(ImGui::GetIO().Fonts->TexID, p, q, uv0, uv1);
    if (isTrump(c)) {
      // The number again on the scroll at the foot of the picture (assets/cards: y 236..268 of 300).
      centredText(dl, big, s.y * 0.085f, ImVec2(p.x + s.x * 0.5f, p.y + s.y * 0.84f), ink, rankLabel(c, lang));
      cornerIndex(dl, font, p, s, ink, rankLabel(c, lang), "");
    } else if (c == kExcuse) {
      cornerIndex(dl, font, p, s, withAlpha(IM_COL32(150, 90, 10, 255), alpha), "★", "");
    } else {
      cornerIndex(dl, font, p, s, ink, rankLabel(c, lang), suitSymbol(c));
    }
  } else if (isTrump(c)) {
    dl->AddRectFilled(ImVec2(p.x + s.x * 0.08f, p.y + s.y * 0.22f), ImVec2(q.x - s.x * 0.08f, q.y - s.y * 0.22f),
                      kTrumpBand, round * 0.5f);
    centredText(dl, big, s.x * 0.52f, ImVec2(p.x + s.x * 0.5f, p.y + s.y * 0.5f), ink, rankLabel(c, lang));
    dl->AddText(font, corner, ImVec2(p.x + s.x * 0.07f, p.y + s.y * 0.03f), ink, rankLabel(c, lang));
    if (c == kPetit || c == kTwentyOne)
      centredText(dl, font, s.x * 0.2f, ImVec2(p.x + s.x * 0.5f, q.y - s.y * 0.12f), ink, "●");
  } else if (c == kExcuse) {
    centredText(dl, big, s.x * 0.6f, ImVec2(p.x + s.x * 0.5f, p.y + s.y * 0.47f), withAlpha(IM_COL32(150, 90, 10, 255), alpha), "★");
    dl->AddText(font, corner, ImVec2(p.x + s.x * 0.07f, p.y + s.y * 0.03f), withAlpha(IM_COL32(150, 90, 10, 255), alpha), "★");
    centredText(dl, font, s.x * 0.17f, ImVec2(p.x + s.x * 0.5f, q.y - s.y * 0.13f), withAlpha(kBlack, alpha),
                "Excuse");  // the same word in both languages
  } else {
    const bool honour = rankOf(c) > 10;
    dl->AddText(font, corner, ImVec2(p.x + s.x * 0.07f, p.y + s.y * 0.03f), ink, rankLabel(c, lang));
    dl->AddText(font, corner, ImVec2(p.x + s.x * 0.07f, p.y + s.y * 0.03f + corner * 0.95f), ink, suitSymbol(c));
    if (honour) {
      dl->AddRect(ImVec2(p.x + s.x * 0.22f, p.y + s.y * 0.25f), ImVec2(q.x - s.x * 0.1f, q.y - s.y * 0.08f),
                  withAlpha(inkColour(c), 0.5f * alpha), round * 0.5f, 0, 1.5f);
      centredText(dl, big, s.x * 0.48f, ImVec2(p.x + s.x * 0.56f, p.y + s.y * 0.5f), ink, rankLabel(c, lang));
      centredText(dl, big, s.x * 0.28f, ImVec2(p.x + s.x * 0.56f, p.y + s.y * 0.77f), ink, suitSymbol(c));
    } else {
      centredText(dl, big, s.x * 0.62f, ImVec2(p.x + s.x * 0.58f, p.y + s.y * 0.58f), ink, suitSymbol(c));
    }
  }
  ImU32 border = IM_COL32(90, 90, 90, 255);
  float thick = 1.0f;
  if (look & CardHighlighted) { border = IM_COL32(240, 200, 60, 255); thick = 2.5f; }
  if (look & CardSelected) { border = IM_COL32(40, 150, 255, 255); thick = 3.0f; }
  if (look & CardFocused) { border = IM_COL32(255, 120, 0, 255); thick = 3.0f; }
  if (look & CardFromChien)  // a card the taker took from the chien: a gold band across its foot
    dl->AddRectFilled(ImVec2(p.x, q.y - s.y * 0.1f), q, IM_COL32(232, 160, 24, 255), round, ImDrawFlags_RoundCornersBottom);
  dl->AddRect(p, q, border, round, 0, thick);
  if (look & CardDimmed) dl->AddRectFilled(p, q, IM_COL32(0, 0, 0, 70), round);
}

void drawCardBack(ImDrawList* dl, ImVec2 p, ImVec2 s, ImU32 accent) {
  const float round = s.x * 0.08f;
  const ImVec2 q(p.x + s.x, p.y + s.y);
  dl->AddRectFilled(ImVec2(p.x + 2, p.y + 3), ImVec2(q.x + 2, q.y + 3), IM_COL32(0, 0, 0, 60), round);
  dl->AddRectFilled(p, q, IM_COL32(250, 248, 240, 255), round);
  const float m = s.x * 0.09f;
  const ImVec2 a(p.x + m, p.y + m), b(q.x - m, q.y - m);
  ++(gArt.present ? gTally.pictureBacks : gTally.plainBacks);
  if (gArt.present) {
    // The back's picture is drawn in greys: tinting it takes the club's accent colour.
    ImVec2 uv0, uv1;
    artCellUv(backCell(gArt.back), &uv0, &uv1);
    dl->AddImageRounded(ImGui::GetIO().Fonts->TexID, a, b, uv0, uv1, accent, round * 0.6f);
    dl->AddRect(p, q, IM_COL32(90, 90, 90, 255), round);
    return;
  }
  dl->AddRectFilled(a, b, accent, round * 0.6f);
  // A lattice of diamonds.
  const float step = s.x * 0.2f;
  dl->PushClipRect(a, b, true);
  for (float x = a.x - s.y; x < b.x + s.y; x += step) {
    dl->AddLine(ImVec2(x, a.y), ImVec2(x + (b.y - a.y), b.y), IM_COL32(255, 255, 255, 70), 1.0f);
    dl->AddLine(ImVec2(x, b.y), ImVec2(x + (b.y - a.y), a.y), IM_COL32(255, 255, 255, 70), 1.0f);
  }
  dl->PopClipRect();
  dl->AddRect(p, q, IM_COL32(90, 90, 90, 255), round);
}

}  // namespace tarot::ui
