// The game's fonts (DejaVu Sans: embedded in the web program, a Debian file on the desktop) and the card pictures
// in one Dear ImGui atlas.
#include "app/fonts.h"
#include <imgui.h>
#include <cstdio>

#ifdef TAROT_FONT_EMBEDDED
extern "C" const unsigned char tarot_font_ttf[];
extern "C" const unsigned int tarot_font_ttf_size;
#endif

namespace tarot::app {

namespace {

// Glyphs the game needs: Latin-1 (French accents), Œ/œ, typographic quotes and dashes, arrows, ★ and the suits.
// U+FFFD is ImGui's mark for a character the font lacks.
const ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x2013, 0x2014, 0x2212, 0x2212, 0x2018, 0x201E, 0x2022, 0x2026,
                                0x2190, 0x2193, 0x25CF, 0x25CF, 0x2605, 0x2606, 0x2660, 0x2667, 0x2713, 0x2717, 0xFFFD, 0xFFFD, 0};
// The text font also draws the names players type: the whole Latin script (Łukasz, Nguyễn, İlker), Greek and
// Cyrillic, and U+FFFD, which ImGui then shows for any other character instead of "?". The web build's font file
// is cut to these same ranges at build time (src/app/CMakeLists.txt): keep the two lists together.
const ImWchar kTextGlyphRanges[] = {0x0020, 0x024F, 0x0300, 0x036F, 0x0370, 0x03FF, 0x0400, 0x04FF, 0x1E00, 0x1EFF,
                                    0x2013, 0x2014, 0x2212, 0x2212, 0x2018, 0x201E, 0x2022, 0x2026, 0x2190, 0x2193,
                                    0x25CF, 0x25CF, 0x2605, 0x2606, 0x2660, 0x2667, 0x2713, 0x2717, 0xFFFD, 0xFFFD, 0};

}  // namespace

void buildFonts(float scale, bool allScripts, const CardAtlasImage& pictures, int cardBack) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig cfg;
  // No horizontal oversampling: half the glyph rasterising at start-up (most of the first frame's own time in the
  // page, whose program is not yet optimised by the browser then); the text is drawn at whole pixels anyway.
  cfg.OversampleH = 1;
  cfg.OversampleV = 1;
  const float base = 18.0f;
  const ImWchar* textRanges = allScripts ? kTextGlyphRanges : kGlyphRanges;
#ifdef TAROT_FONT_EMBEDDED
  // The web build's font is an array in the program (font_data.c), owned by the program, not by the atlas.
  cfg.FontDataOwnedByAtlas = false;
  void* ttf = const_cast<unsigned char*>(tarot_font_ttf);
  ImFont* main = io.Fonts->AddFontFromMemoryTTF(ttf, int(tarot_font_ttf_size), base * scale, &cfg, textRanges);
  ImFont* big = io.Fonts->AddFontFromMemoryTTF(ttf, int(tarot_font_ttf_size), base * 2.2f * scale, &cfg, kGlyphRanges);
  const char* fontName = "(embedded)";
#else
  ImFont* main = io.Fonts->AddFontFromFileTTF(TAROT_FONT_PATH, base * scale, &cfg, textRanges);
  ImFont* big = io.Fonts->AddFontFromFileTTF(TAROT_FONT_PATH, base * 2.2f * scale, &cfg, kGlyphRanges);
  const char* fontName = TAROT_FONT_PATH;
#endif
  if (!main || !big) {
    std::fprintf(stderr, "tarot: could not load the font %s; using ImGui's default (no suit symbols)\n", fontName);
    io.Fonts->AddFontDefault();
  }
  io.FontGlobalScale = 1.0f / scale;
  ui::CardArt art = addCardAtlasToFonts(io.Fonts, pictures);
  art.back = cardBack;
  ui::setCardArt(art);
}

}  // namespace tarot::app
