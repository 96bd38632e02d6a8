// The card pictures' atlas (assets/cards, rasterised at build time into one PNG): read with stb_image
// (Debian's libstb-dev) and copied into Dear ImGui's font atlas, so that cards and text share one texture.
#pragma once
#include "ui/card_painter.h"
#include <string>
#include <vector>

namespace tarot::app {

struct CardAtlasImage {
  std::vector<unsigned char> rgba;
  int width = 0, height = 0;
};

// Reads the PNG at `path`; false with the reason in `why` when it cannot be used.
bool readCardAtlas(const char* path, CardAtlasImage* image, std::string* why);
// The same from the PNG's bytes (the web build carries the atlas inside the program).
bool decodeCardAtlas(const unsigned char* png, int size, CardAtlasImage* image, std::string* why);

// The pictures this build carries: inside the program (the page), or the file rasterised at build time (the
// desktop); true with an empty image when the build has none, false with the reason when they cannot be read.
bool loadBuiltCardAtlas(CardAtlasImage* image, std::string* why);

// Reserves room for the image in the font atlas being built (after its fonts are added), builds it and copies
// the pixels in. Returns where the pictures are, for ui::setCardArt (`back` chosen by the caller).
ui::CardArt addCardAtlasToFonts(ImFontAtlas* fonts, const CardAtlasImage& image);

}  // namespace tarot::app
