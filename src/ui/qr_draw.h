// Drawing a QR code (qr_code.h) with Dear ImGui.
#pragma once
#include "site/qr_code.h"
#include <imgui.h>

namespace tarot::ui {

// The encoder is the site layer's (the results pages and the console's printed pages use it too).
using site::QrCode;
using site::encodeQr;

// Draws the code in a white square of `side` pixels at `topLeft`, the quiet zone (4 modules) inside it. The module
// is a whole number of pixels when the square allows it, so that a phone's camera sees sharp edges; the code is
// centred in what is left over.
void drawQr(ImDrawList* dl, const QrCode& code, ImVec2 topLeft, float side);

}  // namespace tarot::ui
