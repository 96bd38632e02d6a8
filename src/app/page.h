// What differs between the desktop program and the page, behind one set of functions so that main.cpp has one
// start-up and one frame for both: page_web.cpp (the browser: its URL, its storage namespace, events for the host
// page, downloads, the page's timeline marks, the tab's size) and page_native.cpp (the command line's query, files
// in the data folder, events on stdout, the frame loop with --frames, --seconds and --screenshot).
#pragma once
#include "app/platform_store.h"
#include "ui/table_app.h"
#include <SDL.h>
#include <memory>
#include <string>

struct ImDrawData;

namespace tarot::app::page {

// A mark on the page's performance timeline (start-up steps, read by tests/bench/web_budget.mjs); nothing natively.
void mark(const char* name);

// The OpenGL context to ask SDL for, its GLSL version line and the window's first size.
struct GlRequest {
  const char* glsl = "";
  int width = 1280, height = 800;
};
GlRequest requestGl();

// The start-up query: the page's URL parameters, or natively the one the command line built.
std::string startupQuery(const std::string& commandLine);
// Where the device's storage lives: the page's storage namespace, or "" (the data folder).
std::string storeNamespace();
// True when the page sits inside another (an iframe); false natively (embed=1 says so there).
bool inFrame();
// The services that differ: events for the host page, the page's address (the default table server), exports and
// imports of files. `server`: natively, the table server of --server or --join.
void fillPlatform(ui::Platform* platform, Store* store, const std::string& server);

// True when the text font holds every script from the first frame (natively); the page starts with the game's own
// glyphs and asks wideFontsDue() each frame.
bool fontsWideAtStart();
bool wideFontsDue(bool wantTextInput);

// The table the page's exported functions (tarot_state, tarot_imported) reach; null before and after.
void attach(ui::TableApp* table);
// Around each frame: the page follows the tab's size and reports its frame times, its readiness and its text fields.
void beginFrame(SDL_Window* window, long frames);
void endFrame(ui::TableApp& table);
// Whether the frame ImGui has just described must be drawn: natively always (the window's buffers are swapped each
// frame); in the page only when it differs from the last frame drawn (or the fonts' texture was rebuilt), else the
// canvas keeps showing that one.
bool drawNeeded(const ImDrawData& data, bool fontsBuilt);

// What the command line asks of the loop (natively).
struct RunOptions {
  long maxFrames = -1;          // stop after this many frames
  double seconds = -1;          // or after this long
  const char* screenshot = nullptr;  // the last frame as PNG
  const char* importPath = nullptr;  // a deal record opened at start
};
// Opens the deal record given on the command line, natively (the page imports through a file picker).
void importAtStart(const RunOptions& run, ui::TableApp& table);
// A file dropped on the window (SDL_DROPFILE), natively: its text goes where a file picked in the page goes
// (TableApp::imported: the console's list of players when it waits for one, else a deal record). Nothing in the page.
void dropped(const SDL_Event& e, ui::TableApp& table);
// What the loop runs and, natively, closes when it ends.
struct Running {
  void (*frame)() = nullptr;
  const bool* quit = nullptr;     // set by the frame when the window is closed
  const long* frames = nullptr;   // frames drawn so far
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<ui::TableApp>* table = nullptr;
  bool printState = false;        // print the screen's state (automation JSON) when done
};
// Runs the frame at the display's pace. Natively, until the window is closed or the options' end: then the table,
// Dear ImGui, the GL context and SDL are closed, and the exit code returned (3 when the screenshot could not be
// read). The page's loop never returns (and the closing code is not in the page).
int run(const Running& running, const RunOptions& options);

}  // namespace tarot::app::page
