// The client layer (src/client): the app's controller and what it keeps on the device, without ImGui or SDL. It
// speaks the match's vocabulary (settings, views, sheets, actions), so the match's names are visible here.
#pragma once
#include "match/match.h"

namespace tarot::client {
using namespace tarot::match;
}  // namespace tarot::client
