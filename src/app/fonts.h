// The game's two fonts (text, and large for the card indices and titles) built into Dear ImGui's atlas with the
// card pictures, so that cards and text share one texture.
#pragma once
#include "app/card_atlas.h"

namespace tarot::app {

// Builds the atlas for `scale` framebuffer pixels per window unit. `allScripts`: the text font holds every script
// a name may use (the whole Latin script, Greek, Cyrillic); else only the game's own glyphs, which the page
// rasterises in a fraction of the time for its first frame (main.cpp builds the rest a moment later).
void buildFonts(float scale, bool allScripts, const CardAtlasImage& pictures, int cardBack);

}  // namespace tarot::app
