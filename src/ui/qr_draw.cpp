// A QR code on an ImGui draw list: a white square, then each row's runs of dark modules as one rectangle.
#include "ui/qr_draw.h"
#include <cmath>

namespace tarot::ui {

void drawQr(ImDrawList* dl, const QrCode& code, ImVec2 topLeft, float side) {
  const ImU32 white = IM_COL32(255, 255, 255, 255);
  const ImU32 black = IM_COL32(0, 0, 0, 255);
  dl->AddRectFilled(topLeft, ImVec2(topLeft.x + side, topLeft.y + side), white);
  if (code.size <= 0 || side <= 0) return;
  const int span = code.size + 8;  // the code and a quiet zone of 4 modules on each side
  float module = side / float(span);
  if (module >= 1.f) module = std::floor(module);
  const float margin = (side - module * float(span)) * 0.5f;
  const float x0 = topLeft.x + margin + 4 * module, y0 = topLeft.y + margin + 4 * module;
  for (int y = 0; y < code.size; ++y) {
    for (int x = 0; x < code.size;) {
      if (!code.dark(x, y)) {
        ++x;
        continue;
      }
      int end = x;
      while (end < code.size && code.dark(end, y)) ++end;
      dl->AddRectFilled(ImVec2(x0 + float(x) * module, y0 + float(y) * module),
                        ImVec2(x0 + float(end) * module, y0 + float(y + 1) * module), black);
      x = end;
    }
  }
}

}  // namespace tarot::ui
