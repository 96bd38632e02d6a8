// Card atlas loading (stb_image's PNG decoder only: about 9 KB gzip of wasm).
#include "app/card_atlas.h"
#include <cstdint>
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#define STBI_NO_HDR
#define STBI_NO_LINEAR
#include <stb/stb_image.h>
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#define GL_GLEXT_PROTOTYPES 1
#include <SDL_opengl.h>
#include <SDL_opengl_glext.h>
#endif

namespace tarot::app {

ui::CardArt loadCardAtlas(const char* path, std::string* why) {
  ui::CardArt art;
  int w = 0, h = 0;
  int channels = 0;
  unsigned char* pixels = stbi_load(path, &w, &h, &channels, 4);
  const char* reason = pixels ? "" : stbi_failure_reason();
  auto release = [](unsigned char* p) { stbi_image_free(p); };
  if (!pixels) {
    *why = std::string("cannot read the card pictures ") + path + ": " + reason;
    return art;
  }
  if (w % ui::kArtCols || h % ui::kArtRows) {
    *why = std::string("the card pictures ") + path + " are not a " + std::to_string(ui::kArtCols) + " x " +
           std::to_string(ui::kArtRows) + " grid";
    release(pixels);
    return art;
  }
  GLuint tex = 0;
  glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  glGenerateMipmap(GL_TEXTURE_2D);
  release(pixels);
  art.texture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(tex));
  return art;
}

}  // namespace tarot::app
