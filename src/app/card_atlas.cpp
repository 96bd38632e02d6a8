// Card atlas loading (stb_image's PNG decoder only: about 9 KB gzip of wasm).
#include "app/card_atlas.h"
#include <cstring>
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#include <stb/stb_image.h>

#if defined(TAROT_CARD_ATLAS_EMBEDDED)
extern "C" const unsigned char tarot_cards_png[];
extern "C" const unsigned int tarot_cards_png_size;
#endif

namespace tarot::app {

namespace {

// Keeps the decoded pixels when they form the atlas's grid.
bool keepAtlas(unsigned char* pixels, int w, int h, const std::string& name, CardAtlasImage* image, std::string* why) {
  if (!pixels) {
    *why = "cannot read the card pictures " + name + ": " + stbi_failure_reason();
    return false;
  }
  const bool grid = w % ui::kArtCols == 0 && h % ui::kArtRows == 0;
  if (grid) image->rgba.assign(pixels, pixels + size_t(w) * size_t(h) * 4);
  stbi_image_free(pixels);
  if (!grid) {
    *why = "the card pictures " + name + " are not a " + std::to_string(ui::kArtCols) + " x " +
           std::to_string(ui::kArtRows) + " grid";
    return false;
  }
  image->width = w;
  image->height = h;
  return true;
}

}  // namespace

bool readCardAtlas(const char* path, CardAtlasImage* image, std::string* why) {
  int w = 0, h = 0, channels = 0;
  return keepAtlas(stbi_load(path, &w, &h, &channels, 4), w, h, path, image, why);
}

bool decodeCardAtlas(const unsigned char* png, int size, CardAtlasImage* image, std::string* why) {
  int w = 0, h = 0, channels = 0;
  return keepAtlas(stbi_load_from_memory(png, size, &w, &h, &channels, 4), w, h, "(built in)", image, why);
}

ui::CardArt addCardAtlasToFonts(ImFontAtlas* fonts, const CardAtlasImage& image) {
  ui::CardArt art;
  if (image.rgba.empty()) return art;
  const int id = fonts->AddCustomRectRegular(image.width, image.height);
  unsigned char* tex = nullptr;
  int tw = 0, th = 0;
  fonts->GetTexDataAsRGBA32(&tex, &tw, &th);  // builds the atlas
  const ImFontAtlasCustomRect* r = fonts->GetCustomRectByIndex(id);
  if (tex && r && !r->IsPacked() && fonts->TexDesiredWidth == 0) {
    // ImGui sizes the texture for the glyphs alone: small fonts (a device pixel ratio of 1) get a texture
    // narrower than the pictures, which then find no room. Build again as wide as the pictures need.
    int wide = 512;
    while (wide < image.width + 2 * fonts->TexGlyphPadding + 2) wide *= 2;
    fonts->TexDesiredWidth = wide;
    fonts->ClearTexData();
    fonts->GetTexDataAsRGBA32(&tex, &tw, &th);
    fonts->TexDesiredWidth = 0;
    r = fonts->GetCustomRectByIndex(id);
  }
  if (!tex || !r || !r->IsPacked()) return art;
  for (int y = 0; y < image.height; ++y)
    std::memcpy(tex + (size_t(r->Y + y) * size_t(tw) + r->X) * 4, image.rgba.data() + size_t(y) * size_t(image.width) * 4,
                size_t(image.width) * 4);
  art.present = true;
  art.uv0 = ImVec2(float(r->X) / float(tw), float(r->Y) / float(th));
  art.uv1 = ImVec2(float(r->X + image.width) / float(tw), float(r->Y + image.height) / float(th));
  return art;
}

bool loadBuiltCardAtlas(CardAtlasImage* image, std::string* why) {
#if defined(TAROT_CARD_ATLAS_EMBEDDED)
  return decodeCardAtlas(tarot_cards_png, int(tarot_cards_png_size), image, why);
#elif defined(TAROT_CARD_ATLAS_PATH)
  return readCardAtlas(TAROT_CARD_ATLAS_PATH, image, why);
#else
  (void)image;
  (void)why;
  return true;
#endif
}

}  // namespace tarot::app
