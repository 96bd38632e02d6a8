// Writes an RGBA frame (bottom-up, as OpenGL reads it) to a PNG file with stb_image_write (Debian libstb-dev).
#pragma once
#include <vector>

namespace tarot::app {

// Returns the number of distinct colours in the frame (capped at 4096), or 0 if the file could not be written.
int writeScreenshot(const char* path, int width, int height, const std::vector<unsigned char>& rgbaBottomUp);

}  // namespace tarot::app
