// The whole game screen as one object the platform layer drives: each frame it draws the table, the panels
// and the menus with Dear ImGui into the full display, and turns clicks, taps and keys into engine actions.
// It knows nothing of SDL, GL, files or the browser: the app layer gives it a Platform.
#pragma once
#include "online/online_table.h"
#include <functional>
#include <memory>
#include <string>

namespace tarot::ui {

struct ConsolePanel;  // ui/console_panel.h

// Services the app layer provides (persistence, host-page events). Any of them may be left empty.
struct Platform {
  std::function<bool(const std::string& key, std::string* value)> load;       // saved text by key
  std::function<bool(const std::string& key, const std::string& value)> save;  // atomic write
  std::function<void(const std::string& key)> remove;
  std::function<void(const std::string& eventJson)> notify;                   // deal/match ended (embed)
  // Hands a file to the player (a download in the browser, a file in the data folder on the desktop); returns
  // where it went, or "" on failure.
  std::function<std::string(const std::string& name, const std::string& mime, const std::string& content)> exportFile;
  std::function<std::string()> today;  // local date and time as "YYYY-MM-DD HH:MM" (the UI has no clock of its own)
  // Asks the player for a file to import (a deal record); its text comes back through TableApp::imported().
  std::function<void()> requestImport;
  // Asks the arbitrator for a club's list of players (CSV or one name a line); its text comes back through
  // TableApp::imported() too, and the open tournament console takes it.
  std::function<void()> requestPlayerList;
  bool acceptsDroppedFiles = false;  // a file dropped on the window comes back through TableApp::imported (desktop)
  std::function<void(unsigned cues)> sound;  // sounds to make now: bits of SoundCue (ui/sound_cues.h)
  // Whether the sound is on, and turning it on or off (the platform keeps the choice); both or neither.
  std::function<bool()> soundOn;
  std::function<void(bool on)> setSoundOn;
  // A monotonic clock in milliseconds: the expert's thinking is measured and a deal review sliced with it.
  std::function<double()> clockMs;
  std::string startupQuery;  // configuration, as "key=value&..." (URL parameters in the browser)
  // Opens a link (a WebSocket) to the table server at this address ("http(s)://host:port"); left empty where the
  // build has no network. The link reports its own failure as its first event.
  std::function<std::unique_ptr<online::Link>(const std::string& server)> openLink;
  std::string serverUrl;     // the table server when server= gives none: the page's own origin ("" for none)
  std::string pageUrl;       // this page's address without its query, for a table's link ("" when unknown)
  bool embedded = false;     // the game is embedded in another page (an iframe, or embed=1): quieter defaults
  bool reducedMotion = false;  // the device asks for reduced motion (prefers-reduced-motion): no deal animation
  // Light haptics (a phone's vibration, navigator.vibrate) for this many milliseconds; empty where there is none.
  std::function<void(int ms)> vibrate;
  // The table's link: copied to the clipboard (true when done), and handed to the system's share sheet (empty
  // where the browser has none, and on the desktop).
  std::function<bool(const std::string& text)> copyText;
  std::function<void(const std::string& title, const std::string& url)> shareLink;
  // The arbitrator's console of a club tournament and the tournament's other programs (a table's phone, the live
  // standings: client/program.h), when the program carries them (makeConsolePanel: the desktop app and the console's
  // web page); left empty, the menu's "Tournoi" goes to the console's page instead (openConsolePage). openGamePage:
  // where the console's page goes when the arbitrator closes the console (else the menu). Both navigations keep the
  // language; both empty on the desktop.
  // The maker is given the page's query (startupQuery): the program it names is the panel's.
  std::unique_ptr<ConsolePanel> (*makeConsole)(const std::string& query) = nullptr;
  std::function<void(match::Lang lang)> openConsolePage, openGamePage;
  bool consoleAtStart = false;  // open the console at once (console=1, and the console's page)
};

class TableApp {
 public:
  explicit TableApp(Platform platform);
  ~TableApp();
  TableApp(const TableApp&) = delete;
  TableApp& operator=(const TableApp&) = delete;
  // Draws one frame into ImGui's current frame (ImGui::NewFrame already called); `now` in seconds.
  void frame(double now);
  // For tests and automation: the screen's state as JSON (phase, legal actions with their on-screen rects).
  std::string automationJson() const;
  // True once the first full frame has been drawn.
  bool ready() const;
  // The text fields of the last frame, as "x,y,w,h;..." in display pixels: the page brings up a phone's keyboard
  // when one is tapped (the tap must be answered at once, before the next frame, for the browser to allow it).
  std::string textFields() const;
  // A large screen drawn zoomed: `zoom` display pixels per unit of the drawing (ImGui's display size is the
  // display's divided by it). The report and the text fields are given in display pixels.
  void setZoom(float zoom);
  // False while the table's top bar offers the sound in its menu (a phone): the app's own speaker is not drawn.
  bool speakerShown() const;
  // The lowest the app's speaker may reach, in the drawing's units: above the person's name and hand at the table.
  float speakerLimit() const;
  // A file the player chose to import (a deal record as JSON): checked, replayed and shown, or refused.
  void imported(const std::string& text);

 private:
  struct Impl;
  Impl* impl_;
};

}  // namespace tarot::ui
