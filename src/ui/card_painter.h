// Card faces and backs drawn procedurally with ImGui draw lists (no card art from elsewhere): rank or trump
// number and suit symbol in the corners, a large centre mark, trumps on a tinted band, the Excuse with a star.
#pragma once
#include "engine/card.h"
#include "match/translations.h"
#include <imgui.h>

namespace tarot::ui {

using namespace tarot::match;

enum CardLook : unsigned { CardNormal = 0, CardDimmed = 1, CardHighlighted = 2, CardSelected = 4, CardFocused = 8 };

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

void drawCardFace(ImDrawList* dl, const CardFonts& fonts, ImVec2 pos, ImVec2 size, Card c, Lang lang, unsigned look);
void drawCardBack(ImDrawList* dl, ImVec2 pos, ImVec2 size, ImU32 accent);

}  // namespace tarot::ui
