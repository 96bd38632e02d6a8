// The card pictures' atlas (assets/cards, rasterised at build time into one PNG): read with stb_image
// (Debian's libstb-dev) into an OpenGL texture for the ui's card painter.
#pragma once
#include "ui/card_painter.h"
#include <string>

namespace tarot::app {

// Loads the PNG at `path` into a texture with mipmaps (cards are drawn from thumbnail to 4K sizes). Returns the
// art to hand to ui::setCardArt, or one without a texture (the cards are then drawn without pictures) and the
// reason in `why`.
ui::CardArt loadCardAtlas(const char* path, std::string* why);

}  // namespace tarot::app
