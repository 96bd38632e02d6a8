// What every screen shares in a frame (the language, fonts, accent colour, clock, platform services, the notice
// line and the automation targets) and the small widgets they all use: buttons that register where they were drawn
// (for tests and automation), a centred window, a row of card faces, the game's words for contracts and levels.
#pragma once
#include "match/seat_view.h"
#include "match/translations.h"
#include "bots/bot.h"
#include "ui/card_painter.h"
#include "ui/hand_layout.h"
#include "ui/table_app.h"
#include <imgui.h>
#include <string>
#include <vector>

namespace tarot::ui {

// A clickable place on screen, reported by TableApp::automationJson.
struct Target {
  std::string id;
  Rect r;
  bool enabled = true;
};

struct Context {
  Platform platform;
  Lang lang = Lang::French;
  CardFonts fonts;
  ImU32 accent = IM_COL32(30, 80, 160, 255);
  double now = 0;
  std::vector<Target> targets;   // drawn this frame
  std::string message;           // a refusal reason or notice
  double messageUntil = 0;

  const char* t(Text x) const { return tr(lang, x); }
  void notice(const std::string& m, double seconds = 3.5) { message = m; messageUntil = now + seconds; }
  // An ImGui button (at least 44 px high, for fingers) that also registers an automation target.
  bool button(const char* label, const std::string& id, ImVec2 size = ImVec2(0, 0), bool enabled = true);
  // Registers the last ImGui item as an automation target.
  void targetLastItem(const std::string& id, bool enabled = true);
  // Hands a file to the player through the platform and says where it went.
  void exportText(const std::string& name, const std::string& mime, const std::string& content);
};

// The next window centred on the display at height fraction `y`, `maxW` wide at most (and `maxH` high when > 0).
void centreNextWindow(ImVec2 display, float y, float maxW, float maxH = 0, float margin = 8);
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove;
// A title then the cards face up in a row, `cardW` wide each.
void cardsRow(const Context& c, const std::string& title, CardSet cards, float cardW, float gap);

const char* contractText(Lang l, Contract c);
const char* levelText(Lang l, BotLevel b);
Text poigneeText(PoigneeSize s);
// A card as the players say it: rank label in their language and suit symbol ("R♥", "21").
std::string shortCard(Card c, Lang l);

}  // namespace tarot::ui
