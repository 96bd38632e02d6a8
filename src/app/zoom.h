// A large screen draws the same table bigger: ImGui sees the display divided by a zoom factor, and draws into the
// whole framebuffer (its fonts built for the zoomed pixels, so the text stays sharp).
#pragma once

namespace tarot::app {

// The zoom for a window of `w` × `h` pixels: 1 up to 1280 × 800, then the smaller of the two ratios to it, by
// steps of 0.05 (1920 × 1080: 1.35; 2560 × 1440: 1.8), at most 2.5.
float zoomFor(float w, float h);
// Between the backends' NewFrame and ImGui::NewFrame: the display size ImGui sees divided by `zoom`, its
// framebuffer scale multiplied by it, and the pointer positions queued since the last call divided by it.
void applyZoom(float zoom);

}  // namespace tarot::app
