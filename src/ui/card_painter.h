// Card faces and backs with ImGui draw lists: the game's own pictures (court figures, the 21 trumps' emblems,
// the Excuse as a jester, three backs: assets/cards/make_cards.py, rasterised into one atlas texture the app
// loads) under indices drawn as text so they stay sharp at any size; pip cards are drawn from shapes and text.
// Without the atlas (it failed to load) every card is drawn from shapes and text alone.
#pragma once
#include "engine/card.h"
#include "client/layer.h"
#include "match/translations.h"
#include <imgui.h>

namespace tarot::ui {

using namespace tarot::match;
using namespace tarot::client;

enum CardLook : unsigned { CardNormal = 0, CardDimmed = 1, CardHighlighted = 2, CardSelected = 4, CardFocused = 8,
                        CardFromChien = 16 };  // FromChien: a gold band at its foot (the taker's écart)

// The fonts the app loaded: [0] regular, [1] large (may be the same).
struct CardFonts {
  ImFont* regular = nullptr;
  ImFont* large = nullptr;
};

// Short rank label in the player's language: R/D/C/V in French, K/Q/C/J in English, numbers as is.
const char* rankLabel(Card c, Lang lang);
// Suit symbol as UTF-8 (♠ ♥ ♦ ♣), "" for trumps and the Excuse.
const char* suitSymbol(Card c);
// Colour of the ink for the card (red hearts/diamonds, black spades/clubs, blue trumps).
ImU32 inkColour(Card c);

// The atlas of card pictures: a grid of kArtCols x kArtRows cells (the order of make_cards.py's pictures()).
constexpr int kArtCols = 7, kArtRows = 6, kArtBacks = 3;
struct CardArt {
  bool present = false;           // false: cards are drawn from shapes and text
  // Where the grid sits in ImGui's font atlas texture (the pictures share it, so that drawing a card never
  // switches texture and ImGui keeps one draw call for the table).
  ImVec2 uv0, uv1;
  int back = 0;                   // which back, 0..kArtBacks-1
};
// The app hands the loaded atlas once (the cards are drawn from many screens, like ImGui's own font atlas).
void setCardArt(const CardArt& art);
const CardArt& cardArt();
// The atlas cell holding a card's picture, -1 for the pip cards (1 to 10 of a suit), drawn without one.
int artCell(Card c);
// The atlas cell of back `back` (0..kArtBacks-1).
int backCell(int back);
// The texture coordinates of a cell (within the whole grid when no atlas is set).
void artCellUv(int cell, ImVec2* uv0, ImVec2* uv1);

// What the card painter drew since the last resetCardTally(): the faces and backs drawn with their picture, and
// those that have one but were drawn from shapes and text because the atlas is missing (the automation report).
struct CardTally {
  int pictureFaces = 0, pictureBacks = 0, plainFaces = 0, plainBacks = 0;
};
const CardTally& cardTally();
void resetCardTally();

void drawCardFace(ImDrawList* dl, const CardFonts& fonts, ImVec2 pos, ImVec2 size, Card c, Lang lang, unsigned look);
void drawCardBack(ImDrawList* dl, ImVec2 pos, ImVec2 size, ImU32 accent);

}  // namespace tarot::ui
