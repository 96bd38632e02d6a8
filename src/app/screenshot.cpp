// PNG screenshots of the desktop window, for the smoke test and for comparing with the browser.
#include "app/screenshot.h"
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
#include <set>

namespace tarot::app {

int writeScreenshot(const char* path, int width, int height, const std::vector<unsigned char>& rgba) {
  std::vector<unsigned char> flipped(rgba.size());
  const size_t row = size_t(width) * 4;
  std::set<unsigned> colours;
  for (int y = 0; y < height; ++y) {
    const unsigned char* src = rgba.data() + size_t(height - 1 - y) * row;
    std::copy(src, src + row, flipped.data() + size_t(y) * row);
    for (int x = 0; x < width && colours.size() < 4096; x += 3)
      colours.insert(unsigned(src[x * 4]) << 16 | unsigned(src[x * 4 + 1]) << 8 | src[x * 4 + 2]);
  }
  if (!stbi_write_png(path, width, height, 4, flipped.data(), int(row))) return 0;
  return int(colours.size());
}

}  // namespace tarot::app
