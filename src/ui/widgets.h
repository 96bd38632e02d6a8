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
#include "ui/touch_scroll.h"
#include <imgui.h>
#include <string>
#include <unordered_map>
#include <vector>

namespace tarot::ui {

// A clickable place on screen, reported by TableApp::automationJson.
struct Target {
  std::string id;
  Rect r;
  bool enabled = true;
  bool armed = true;   // false while the button is too new to take a tap (see Context::button)
  bool partial = false;  // partly scrolled out of its window's view: `r` is the part in view
  bool text = false;     // a text field (the page brings up the phone's keyboard when it is tapped)
};

// A text on screen, reported by TableApp::automationJson: `clipped` when it did not fit the space it was given.
struct TextItem {
  std::string text;
  Rect r;
  bool clipped = false;
  const char* role = "";  // on the table: "name" (a seat's name) or "bid" (its announcement); else ""
  int person = -1;        // the seat's person for a name or a bid
};

// A card drawn on the table, reported by TableApp::automationJson so that tests can check what it covers: "back"
// (another seat's hidden hand), "trick", "hand", "chien" or "poignee", in drawing order.
struct CardItem {
  const char* kind;
  Rect r;
  int person = -1;  // whose card (the trick's player, a back's owner), -1 when not a seat's
};

struct Context {
  Platform platform;
  Lang lang = Lang::French;
  CardFonts fonts;
  ImU32 accent = IM_COL32(30, 80, 160, 255);
  double now = 0;
  std::vector<Target> targets;   // drawn this frame
  std::vector<TextItem> texts;   // drawn this frame
  std::vector<CardItem> cards;   // the table's cards drawn this frame
  std::string message;           // a refusal reason or notice
  double messageUntil = 0;
  float panelTop = 8;            // panels open below this (the table's top bar), set each frame
  long frameNo = 0;              // counts frames, for the buttons' first appearance
  TouchScroll touch;             // a finger dragging a panel scrolls it
  // When each button id was first drawn in its current run of consecutive frames, and the last frame it was drawn.
  struct Shown { double since = 0; long lastFrame = -2; };
  std::unordered_map<std::string, Shown> shown;
  // A tap on a button drawn for less than this is ignored: the finger that pressed the button underneath (a
  // panel that just closed, a deal just redealt) must not press the new one.
  static constexpr double kArmDelay = 0.4;

  // Called once at the start of each frame.
  void beginFrame(double t);

  const char* t(Text x) const { return tr(lang, x); }
  void notice(const std::string& m, double seconds = 3.5) { message = m; messageUntil = now + seconds; }
  // An ImGui button (at least 44 px high, for fingers) that also registers an automation target. It does nothing
  // until it has been on screen for kArmDelay: a double tap cannot press a button that the first tap brought up.
  bool button(const char* label, const std::string& id, ImVec2 size = ImVec2(0, 0), bool enabled = true);
  // Registers the last ImGui item as an automation target.
  void targetLastItem(const std::string& id, bool enabled = true, bool armed = true);
  // The same for a text field.
  void targetLastTextField(const std::string& id);
  // True when the button `id`, drawn this frame, has been on screen long enough to take a tap.
  bool armedNow(const std::string& id);
  // Reports a text drawn at `r`; clipped when it was cut or ran off the display.
  void noteText(const std::string& text, Rect r, bool clipped);
  // Reports the last ImGui item as a text: clipped when it runs past its window's visible area or off the display.
  void noteLastItemText(const std::string& text);
  // An ImGui text that wraps at the window's edge, reported.
  void wrapped(const std::string& text);
  // Hands a file to the player through the platform and says where it went.
  void exportText(const std::string& name, const std::string& mime, const std::string& content);
};

// The next window centred on the display at height fraction `y`, `maxW` wide at most (and `maxH` high when > 0).
void centreNextWindow(ImVec2 display, float y, float maxW, float maxH = 0, float margin = 8);
// The next window as a panel: centred, `maxW` wide at most, from ui.panelTop down, `fullHeight` to the bottom of the
// display (or `atMostH` high when that is less) or else as high as its content (never past the bottom: it scrolls).
void placePanel(const Context& c, ImVec2 display, float maxW, bool fullHeight, float atMostH = 0);
constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove;
// Begins a panel's window (ImGui::Begin, no close box), with the seam between its title bar and its body closed:
// both are filled with smoothed edges, which meet half-covered along a line where the table under the panel showed
// through (a row of card edges across a large screen's zoomed panel).
bool beginPanel(const char* title, ImGuiWindowFlags flags = kPanelFlags);
// `text` broken into lines at spaces so that each fits in `width` pixels of the current font (a word longer than
// the width stays whole): for labels, which do not wrap by themselves.
std::string wrapLabel(const std::string& text, float width);
// Points with their sign, the minus as the sheets write it ("+60", "−180", "0").
std::string signedPoints(int v);
// A field for card points as the language writes them ("41", "40,5" in French): the person types a comma or a point
// (words::parseDecimal); the field's text is reported. True when the value changed.
bool pointsField(Context& ui, const char* id, float* value);
// The notice (a refusal, a saved file) over the screen while it lasts, wrapped to fit the display.
void drawNotice(Context& c, ImVec2 display);
// Puts the next item, `width` wide, on the current row when it fits in the window, else on the next row.
void sameLineIfFits(float width);
// The width of a button showing `label`.
float buttonWidth(const char* label);
// A title then the cards face up in a row, `cardW` wide each.
void cardsRow(const Context& c, const std::string& title, CardSet cards, float cardW, float gap);

const char* contractText(Lang l, Contract c);
const char* levelText(Lang l, BotLevel b);
Text poigneeText(PoigneeSize s);
// A card as the players say it: rank label in their language and suit symbol ("R♥"), a trump by its number
// ("Atout 6", "Trump 6"), the Excuse by its name.
std::string shortCard(Card c, Lang l);

}  // namespace tarot::ui
