// The platform layer: one SDL2 window with an OpenGL 3 (desktop) or WebGL2 (browser) context, Dear ImGui's
// SDL2 + OpenGL3 backends, the font from Debian's fonts-dejavu-core, persistence, and the TableApp screen. One
// start-up and one frame for both; what differs between the desktop and the page is in page_native.cpp and
// page_web.cpp (page.h).
// Desktop options: --frames N (render N frames then exit), --screenshot FILE.png (last frame), --query "k=v&..".
// The app's own settings, taken out of the query before the table sees it: sound=0|1 (else the saved choice, else
// on, but off in an embedded page: in an iframe or with embed=1), back=1..3 (the card back), art=0 (cards
// without pictures, to compare) and console=1 (the arbitrator's console at once).
#include "app/card_atlas.h"
#include "app/fonts.h"
#include "app/online_link.h"
#include "app/page.h"
#include "app/platform_store.h"
#include "app/sound.h"
#include "app/zoom.h"
#include "ui/console_panel.h"
#include "ui/felt.h"
#include "ui/table_app.h"
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <string>
#include <utility>
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#include <SDL_opengl.h>
#endif

namespace page = tarot::app::page;

namespace {

struct AppState {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<tarot::app::Store> store;
  std::unique_ptr<tarot::ui::TableApp> table;
  bool quit = false;
  long frames = 0;
  float fontScale = 0;  // framebuffer pixels per window unit the font atlas was built for
  // Whether the text font holds every script a name may use (else, in the page's first moments, only the game's own
  // glyphs: page::wideFontsDue says when).
  bool fontsWide = tarot::app::page::fontsWideAtStart();
  tarot::app::Sound sound;
  tarot::app::CardAtlasImage cardPictures;  // empty when they could not be read (or art=0)
  int cardBack = 0;
};

AppState g;

const char* const kSoundKey = "sound";  // the player's choice, saved as "1" or "0"

// The app's own keys of the query (sound, back, embed) are taken out; the rest is the table's.
struct AppQuery {
  int sound = -1;  // -1: not given
  int back = 0;
  bool embed = false;
  bool art = true;
  bool console = false;
  std::string rest;
};

AppQuery splitQuery(const std::string& query) {
  AppQuery a;
  size_t i = query.empty() || query[0] != '?' ? 0 : 1;
  while (i <= query.size()) {
    size_t end = query.find('&', i);
    if (end == std::string::npos) end = query.size();
    const std::string kv = query.substr(i, end - i);
    const size_t eq = kv.find('=');
    const std::string key = kv.substr(0, eq), value = eq == std::string::npos ? "" : kv.substr(eq + 1);
    if (key == "sound" && (value == "0" || value == "1")) a.sound = value == "1";
    else if (key == "back" && value.size() == 1 && value[0] >= '1' && value[0] < char('1' + tarot::ui::kArtBacks)) a.back = value[0] - '1';
    else if (key == "embed") a.embed = value == "1" || value == "true";
    else if (key == "art") a.art = value != "0";
    else if (key == "console") a.console = value == "1" || value == "true";
    else if (key == "sound" || key == "back") std::fprintf(stderr, "tarot: parameter %s: bad value ignored\n", key.c_str());
    else if (!kv.empty()) a.rest += (a.rest.empty() ? "" : "&") + kv;
    i = end + 1;
  }
  return a;
}

// A speaker at the right edge, under the right-hand player and above the hand, that turns the sound on and off
// (and saves the choice). It is drawn first, behind every screen's window, so that it never takes their clicks.
void soundToggle() {
  const ImGuiIO& io = ImGui::GetIO();
  const float size = 36;
  // Above the person's name and hand at the table (large cards reach higher than 70 % of the height).
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - size - 4, std::min(io.DisplaySize.y * 0.7f, g.table->speakerLimit() - size - 4)));
  ImGui::SetNextWindowSize(ImVec2(size, size));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::Begin("##sound", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground | ImGuiWindowFlags_NoMove |
               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
               ImGuiWindowFlags_NoBringToFrontOnFocus);
  const ImVec2 p = ImGui::GetCursorScreenPos();
  if (ImGui::InvisibleButton("sound", ImVec2(size, size))) {
    g.sound.enable(!g.sound.enabled());
    g.store->save(kSoundKey, g.sound.enabled() ? "1" : "0");
  }
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 ink = IM_COL32(255, 255, 255, ImGui::IsItemHovered() ? 230 : 150);
  const float u = size / 10;
  dl->AddRectFilled(ImVec2(p.x + 2 * u, p.y + 4 * u), ImVec2(p.x + 3.6f * u, p.y + 6 * u), ink);
  dl->AddTriangleFilled(ImVec2(p.x + 2.8f * u, p.y + 5 * u), ImVec2(p.x + 5.2f * u, p.y + 2.3f * u),
                        ImVec2(p.x + 5.2f * u, p.y + 7.7f * u), ink);
  if (g.sound.enabled()) {
    dl->PathArcTo(ImVec2(p.x + 5 * u, p.y + 5 * u), 1.8f * u, -0.8f, 0.8f);
    dl->PathStroke(ink, 0, 1.6f);
    dl->PathArcTo(ImVec2(p.x + 5 * u, p.y + 5 * u), 3.2f * u, -0.8f, 0.8f);
    dl->PathStroke(ink, 0, 1.6f);
  } else {
    dl->AddLine(ImVec2(p.x + 6.2f * u, p.y + 3.8f * u), ImVec2(p.x + 8.6f * u, p.y + 6.2f * u), ink, 1.8f);
    dl->AddLine(ImVec2(p.x + 8.6f * u, p.y + 3.8f * u), ImVec2(p.x + 6.2f * u, p.y + 6.2f * u), ink, 1.8f);
  }
  ImGui::End();
  ImGui::PopStyleVar();
}

void buildFonts(float scale) {
  tarot::app::buildFonts(scale, g.fontsWide, g.cardPictures, g.cardBack);
  g.fontScale = scale;
}

float framebufferScale() {
  int ww = 0, wh = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(g.window, &ww, &wh);
  SDL_GL_GetDrawableSize(g.window, &dw, &dh);
  return ww > 0 ? float(dw) / float(ww) : 1.0f;
}

// One frame, the same on the desktop and in the page: events, fonts for the display's scale, the table, drawing.
void frame() {
  page::beginFrame(g.window, g.frames);
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    if (e.type == SDL_MOUSEBUTTONDOWN) {
      // A press is where its event says: a finger that comes down again where the last one lifted brings no motion
      // event (SDL sends none for an unchanged position), and the pointer was moved away when that finger lifted
      // (ui/touch_scroll: no hover left behind), so a second tap on the same "+" would land nowhere.
      ImGuiIO& io = ImGui::GetIO();
      io.AddMouseSourceEvent(e.button.which == SDL_TOUCH_MOUSEID ? ImGuiMouseSource_TouchScreen : ImGuiMouseSource_Mouse);
      io.AddMousePosEvent(float(e.button.x), float(e.button.y));
    }
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (e.type == SDL_DROPFILE) page::dropped(e, *g.table);
    if (e.type == SDL_QUIT) g.quit = true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE) g.quit = true;
  }
  // A large screen zoomed (app/zoom.h): the fonts are built for the framebuffer's pixels per drawing unit.
  int ww = 0, wh = 0;
  SDL_GetWindowSize(g.window, &ww, &wh);
  const float zoom = tarot::app::zoomFor(float(ww), float(wh));
  const float scale = framebufferScale() * zoom;
  if (!g.fontsWide && page::wideFontsDue(ImGui::GetIO().WantTextInput)) {
    g.fontsWide = true;
    g.fontScale = 0;  // rebuilt below
  }
  const bool fontsBuilt = scale > 0 && scale != g.fontScale;
  if (fontsBuilt) {
    if (g.fontsWide && g.frames > 0) page::mark("tarot:fonts-wide-start");
    buildFonts(scale);
    if (g.fontsWide && g.frames > 0) page::mark("tarot:fonts-wide");
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  tarot::app::applyZoom(zoom);
  g.table->setZoom(zoom);
  ImGui::NewFrame();
  if (g.table->speakerShown()) soundToggle();
  g.table->frame(double(SDL_GetTicks64()) / 1000.0);
  g.sound.idle();
  ImGui::Render();
  // The page draws only a frame that shows something the last one drawn did not (page::drawNeeded).
  if (page::drawNeeded(*ImGui::GetDrawData(), fontsBuilt)) {
    const ImGuiIO& io = ImGui::GetIO();
    const int width = int(io.DisplaySize.x * io.DisplayFramebufferScale.x), height = int(io.DisplaySize.y * io.DisplayFramebufferScale.y);
    glViewport(0, 0, width, height);
    const tarot::ui::Felt& felt = tarot::ui::kFelt;
    glClearColor(felt.bottom[0] / 255.0f, felt.bottom[1] / 255.0f, felt.bottom[2] / 255.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);  // the felt's gradient is the first thing the table draws over it
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  }
  ++g.frames;
  page::endFrame(*g.table);
}

// Reads the command line into `run`, `query` and `server`; returns -1 to go on, else the exit code.
int readArguments(int argc, char** argv, page::RunOptions* run, bool* printState, std::string* query, std::string* server) {
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--frames") && i + 1 < argc) run->maxFrames = std::atol(argv[++i]);
    else if (!std::strcmp(argv[i], "--screenshot") && i + 1 < argc) run->screenshot = argv[++i];
    else if (!std::strcmp(argv[i], "--query") && i + 1 < argc) *query += (query->empty() ? "" : "&") + std::string(argv[++i]);
    else if (!std::strcmp(argv[i], "--print-state")) *printState = true;
    else if (!std::strcmp(argv[i], "--import") && i + 1 < argc) run->importPath = argv[++i];
    else if (!std::strcmp(argv[i], "--server") && i + 1 < argc) *server = argv[++i];
    else if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc) run->seconds = std::atof(argv[++i]);
    else if (!std::strcmp(argv[i], "--join") && i + 1 < argc) {
      // A table's link, as the page shares it: its server and its table code.
      std::string why, joinQuery;
      if (!tarot::app::splitJoinLink(argv[++i], server, &joinQuery, &why)) {
        std::fprintf(stderr, "tarot: --join %s: %s\n", argv[i], why.c_str());
        return 2;
      }
      *query = joinQuery + (query->empty() ? "" : "&" + *query);
    } else if (!std::strcmp(argv[i], "--help")) {
      std::printf("tarot [--query \"lang=en&players=4&...\"] [--join http://HOST:PORT/?table=CODE] [--server http://HOST:PORT]\n"
                  "      [--import DEAL.json] [--frames N | --seconds S] [--screenshot FILE.png] [--print-state]\n");
      return 0;
    } else {
      std::fprintf(stderr, "tarot: unknown argument '%s' (try --help)\n", argv[i]);
      return 2;
    }
  }
  return -1;
}

// The window, its GL context and Dear ImGui on them; false (said on stderr) when they cannot be had.
bool openWindow() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "tarot: SDL could not start: %s\n", SDL_GetError());
    return false;
  }
  const page::GlRequest gl = page::requestGl();
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // The table is drawn flat, in order: no depth or stencil buffer to allocate (a faster first frame in the page).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  g.window = SDL_CreateWindow("Tarot", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, gl.width, gl.height,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g.window) {
    std::fprintf(stderr, "tarot: no window: %s\n", SDL_GetError());
    return false;
  }
  page::mark("tarot:window");
  g.gl = SDL_GL_CreateContext(g.window);
  page::mark("tarot:gl-context");
  if (!g.gl) {
    std::fprintf(stderr, "tarot: no OpenGL context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(g.window, g.gl);
  SDL_GL_SetSwapInterval(1);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is computed each frame, nothing to remember
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplSDL2_InitForOpenGL(g.window, g.gl);
  ImGui_ImplOpenGL3_Init(gl.glsl);
  return true;
}

// The services the table is given: sound, storage, the clock and the date, links to a table server, and what
// the page (or the desktop) does with events and files.
tarot::ui::Platform makePlatform(const std::string& query, bool embedded, const std::string& server) {
  tarot::ui::Platform platform;
  platform.sound = [](unsigned cues) { g.sound.play(cues); };
  platform.soundOn = [] { return g.sound.enabled(); };
  platform.setSoundOn = [](bool on) {
    g.sound.enable(on);
    g.store->save(kSoundKey, on ? "1" : "0");
  };
  platform.load = [](const std::string& k, std::string* v) { return g.store->load(k, v); };
  platform.save = [](const std::string& k, const std::string& v) { return g.store->save(k, v); };
  platform.remove = [](const std::string& k) { g.store->remove(k); };
  platform.startupQuery = query;
  platform.embedded = embedded;
  // Online tables: the page's own origin is the table server unless server= names another; on the desktop, the
  // server of --join or --server.
  platform.openLink = [](const std::string& address) { return tarot::app::openServerLink(address); };
  platform.clockMs = [] { return double(SDL_GetPerformanceCounter()) * 1000.0 / double(SDL_GetPerformanceFrequency()); };
  platform.today = [] {
    char buf[32];
    const std::time_t t = std::time(nullptr);
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", std::localtime(&t));
    return std::string(buf);
  };
  page::fillPlatform(&platform, g.store.get(), server);
  return platform;
}

// The arbitrator's console and the tournament's other programs: the desktop app and the console's page carry them
// (TAROT_WITH_CONSOLE), the game page goes to the console's page for them (src/app/CMakeLists.txt). Which program
// the page is, the query says to the client layer (client/program.h); console=1, and the console's page itself
// (TAROT_CONSOLE_PAGE), open the console at start.
void carryConsole(tarot::ui::Platform* platform, bool atStart) {
#ifdef TAROT_WITH_CONSOLE
  platform->makeConsole = &tarot::ui::makeConsolePanel;
#endif
#ifdef TAROT_CONSOLE_PAGE
  atStart = true;
#endif
  platform->consoleAtStart = atStart;
}

}  // namespace

int main(int argc, char** argv) {
  page::mark("tarot:main");
  page::RunOptions run;
  bool printState = false;  // print the screen's state (automation JSON) when done, to compare with the browser
  std::string query, server;  // the table server (desktop: --server, or the address of a --join link)
  if (const int code = readArguments(argc, argv, &run, &printState, &query, &server); code >= 0) return code;
  if (!openWindow()) return 1;
  g.store = std::make_unique<tarot::app::Store>(page::storeNamespace());
  const AppQuery appQuery = splitQuery(page::startupQuery(query));
  if (appQuery.art) {
    std::string why;
    if (!tarot::app::loadBuiltCardAtlas(&g.cardPictures, &why))
      std::fprintf(stderr, "tarot: %s; the cards are drawn without pictures\n", why.c_str());
  }
  g.cardBack = appQuery.back;
  page::mark("tarot:card-pictures");
  buildFonts(framebufferScale());
  page::mark("tarot:fonts");
  const bool embedded = appQuery.embed || page::inFrame();
  {
    std::string saved;
    bool on = !embedded;
    if (g.store->load(kSoundKey, &saved)) on = saved == "1";
    if (appQuery.sound >= 0) on = appQuery.sound == 1;
    if (on) g.sound.enable(true);
  }
  tarot::ui::Platform platform = makePlatform(appQuery.rest, embedded, server);
  carryConsole(&platform, appQuery.console);
  g.table = std::make_unique<tarot::ui::TableApp>(std::move(platform));
  page::attach(g.table.get());
  page::importAtStart(run, *g.table);

  page::Running running;
  running.frame = frame;
  running.quit = &g.quit;
  running.frames = &g.frames;
  running.window = g.window;
  running.gl = g.gl;
  running.table = &g.table;
  running.printState = printState;
  return page::run(running, run);
}
