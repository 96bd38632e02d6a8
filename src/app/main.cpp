// The platform layer: one SDL2 window with an OpenGL 3 (desktop) or WebGL2 (browser) context, Dear ImGui's
// SDL2 + OpenGL3 backends, the font from Debian's fonts-dejavu-core, persistence, and the TableApp screen.
// Desktop options: --frames N (render N frames then exit), --screenshot FILE.png (last frame), --query "k=v&..".
// The app's own settings, taken out of the query before the table sees it: sound=0|1 (else the saved choice, else
// on, but off in an embedded page: in an iframe or with embed=1), back=1..3 (the card back) and art=0 (cards
// without pictures, to compare).
#include "app/card_atlas.h"
#include "app/fonts.h"
#include "app/online_link.h"
#include "app/platform_store.h"
#include "app/sound.h"
#include "ui/table_app.h"
#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <string>
#include <vector>
#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#else
#include <SDL_opengl.h>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#endif

#if defined(TAROT_FONT_EMBEDDED) && defined(TAROT_CARD_ATLAS_EMBEDDED)
extern "C" const unsigned char tarot_cards_png[];
extern "C" const unsigned int tarot_cards_png_size;
#endif

namespace {

struct AppState {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<tarot::app::Store> store;
  std::unique_ptr<tarot::ui::TableApp> table;
  bool quit = false;
  bool announcedReady = false;
  long frames = 0;
  float fontScale = 0;  // framebuffer pixels per window unit the font atlas was built for
  // Whether the text font holds every script a name may use (else, in the page's first moments, only the game's own
  // glyphs: see buildFonts), and when the first frame was drawn.
#ifdef __EMSCRIPTEN__
  bool fontsWide = false;
#else
  bool fontsWide = true;
#endif
  double firstFrameAt = -1;
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
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - size - 4, io.DisplaySize.y * 0.7f));
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

#ifdef __EMSCRIPTEN__
// Marks on the page's performance timeline (start-up steps, read by tests/bench/web_budget.mjs).
EM_JS(void, tarot_js_mark, (const char* name), { if (window.performance && performance.mark) performance.mark(UTF8ToString(name)); });
#define TAROT_MARK(name) tarot_js_mark(name)
EM_JS(void, tarot_js_ready, (), {
  if (window.tarot && window.tarot._setReady) window.tarot._setReady();
});
EM_JS(void, tarot_js_notify, (const char* json), {
  var text = UTF8ToString(json);
  if (window.tarot && window.tarot._emit) window.tarot._emit(text);
});
EM_JS(char*, tarot_js_query, (), {
  var q = (window.location && window.location.search) ? window.location.search.substring(1) : "";
  var n = lengthBytesUTF8(q) + 1;
  var p = _malloc(n);
  stringToUTF8(q, p, n);
  return p;
});
EM_JS(char*, tarot_js_namespace, (), {
  var ns = (window.tarot && window.tarot.storageNamespace) ? window.tarot.storageNamespace : "default";
  var n = lengthBytesUTF8(ns) + 1;
  var p = _malloc(n);
  stringToUTF8(ns, p, n);
  return p;
});
// The page's origin when it is served over HTTP(S) (the default table server), and its address without the query.
EM_JS(char*, tarot_js_page, (int withPath), {
  var l = window.location;
  var t = (l && (l.protocol === 'http:' || l.protocol === 'https:')) ? (withPath ? l.origin + l.pathname : l.origin) : '';
  var n = lengthBytesUTF8(t) + 1;
  var p = _malloc(n);
  stringToUTF8(t, p, n);
  return p;
});
EM_JS(int, tarot_js_width, (), { return window.innerWidth; });
EM_JS(int, tarot_js_in_frame, (), { try { return window.parent && window.parent !== window ? 1 : 0; } catch (e) { return 1; } });
EM_JS(void, tarot_js_pick_file, (), {
  var input = document.createElement('input');
  input.type = 'file';
  input.accept = '.json,application/json';
  input.onchange = function () {
    var file = input.files && input.files[0];
    if (!file) return;
    file.text().then(function (text) { Module.ccall('tarot_imported', null, ['string'], [text]); });
  };
  input.click();
});
EM_JS(void, tarot_js_download, (const char* name, const char* mime, const char* content), {
  var blob = new Blob([UTF8ToString(content)], { type: UTF8ToString(mime) });
  var a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = UTF8ToString(name);
  document.body.appendChild(a);
  a.click();
  setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
});
EM_JS(int, tarot_js_height, (), { return window.innerHeight; });

// CPU time of recent frames (update + drawing + GL submission), for the frame-time benchmark.
double frameMsSum = 0, frameMsMax = 0;
int frameMsCount = 0;
std::string frameStats;
extern "C" EMSCRIPTEN_KEEPALIVE const char* tarot_frame_stats() {
  char buf[128];
  std::snprintf(buf, sizeof buf, "{\"frames\":%d,\"mean_ms\":%.3f,\"max_ms\":%.3f}", frameMsCount,
                frameMsCount ? frameMsSum / frameMsCount : 0.0, frameMsMax);
  frameMsSum = frameMsMax = 0;
  frameMsCount = 0;
  frameStats = buf;
  return frameStats.c_str();
}

// Text from the page's hidden text field (a phone's keyboard, an input method, text pasted or inserted): what a
// key press does not bring through SDL.
extern "C" EMSCRIPTEN_KEEPALIVE void tarot_text(const char* utf8) {
  if (utf8 && *utf8) ImGui::GetIO().AddInputCharactersUTF8(utf8);
}

// The text fields on screen, for the page to answer a tap on one with the phone's keyboard; and whether a field is
// being edited (the page's hidden field then has the focus, else the canvas).
EM_JS(void, tarot_js_text_fields, (const char* rects), {
  if (window.tarot && window.tarot._textFields) window.tarot._textFields(UTF8ToString(rects));
});
EM_JS(void, tarot_js_text_focus, (int on), {
  if (window.tarot && window.tarot._textFocus) window.tarot._textFocus(!!on);
});
std::string lastTextFields;
bool lastWantText = false;

extern "C" EMSCRIPTEN_KEEPALIVE void tarot_imported(const char* text) {
  if (g.table && text) g.table->imported(text);
}

std::string automationCache;
extern "C" EMSCRIPTEN_KEEPALIVE const char* tarot_state() {
  automationCache = g.table ? g.table->automationJson() : "{}";
  return automationCache.c_str();
}
#endif

// The page's first frame is drawn with the game's own glyphs only: rasterising the whole text font (some 1,300
// glyphs) was most of the start-up's own time, in program code the browser has not optimised yet. The whole set
// replaces it a moment later (kWideFontsAfterMs), when the browser has optimised the rasteriser, or at once when
// the person types. The native program builds the whole set from the start.
constexpr double kWideFontsAfterMs = 250;

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

void frame() {
#ifdef __EMSCRIPTEN__
  const double frameStart = emscripten_get_now();
  if (g.frames == 0) {
    TAROT_MARK("tarot:first-frame");
    g.firstFrameAt = frameStart;
  }
  {
    // Follow the tab (or the iframe) size.
    int w = tarot_js_width(), h = tarot_js_height(), cw = 0, ch = 0;
    SDL_GetWindowSize(g.window, &cw, &ch);
    if (w > 0 && h > 0 && (w != cw || h != ch)) SDL_SetWindowSize(g.window, w, h);
  }
#endif
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    if (e.type == SDL_QUIT) g.quit = true;
    if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE) g.quit = true;
  }
  const float scale = framebufferScale();
#ifdef __EMSCRIPTEN__
  if (!g.fontsWide && (ImGui::GetIO().WantTextInput || (g.firstFrameAt >= 0 && frameStart - g.firstFrameAt >= kWideFontsAfterMs))) {
    g.fontsWide = true;
    g.fontScale = 0;  // rebuilt below
  }
#endif
  if (scale > 0 && scale != g.fontScale) {
#ifdef __EMSCRIPTEN__
    if (g.fontsWide && g.frames > 0) TAROT_MARK("tarot:fonts-wide-start");
#endif
    buildFonts(scale);
#ifdef __EMSCRIPTEN__
    if (g.fontsWide && g.frames > 0) TAROT_MARK("tarot:fonts-wide");
#endif
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  soundToggle();
  g.table->frame(double(SDL_GetTicks64()) / 1000.0);
  g.sound.idle();
  ImGui::Render();
  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, int(io.DisplaySize.x * io.DisplayFramebufferScale.x), int(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.05f, 0.25f, 0.12f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  ++g.frames;
#ifdef __EMSCRIPTEN__
  glFlush();
  const double spent = emscripten_get_now() - frameStart;
  frameMsSum += spent;
  frameMsMax = spent > frameMsMax ? spent : frameMsMax;
  ++frameMsCount;
  if (!g.announcedReady && g.table->ready()) {
    g.announcedReady = true;
    tarot_js_ready();
  }
  if (std::string fields = g.table->textFields(); fields != lastTextFields) {
    lastTextFields = std::move(fields);
    tarot_js_text_fields(lastTextFields.c_str());
  }
  if (io.WantTextInput != lastWantText) {
    lastWantText = io.WantTextInput;
    tarot_js_text_focus(lastWantText ? 1 : 0);
  }
#endif
}

#ifndef __EMSCRIPTEN__
// Reads the last frame back and writes it as PNG; returns the number of distinct colours seen (0 on failure).
int screenshot(const char* path);
#endif

}  // namespace

#ifndef __EMSCRIPTEN__
#define TAROT_MARK(name) ((void)0)
#endif

int main(int argc, char** argv) {
  TAROT_MARK("tarot:main");
  long maxFrames = -1;
  const char* shot = nullptr;
  bool printState = false;  // print the screen's state (automation JSON) when done, to compare with the browser
  const char* importPath = nullptr;  // a deal record to open at start
  (void)maxFrames;
  (void)shot;
  (void)printState;
  (void)importPath;
  std::string query;
  double runSeconds = -1;  // desktop: run this long, then stop (a test of a table shared over the network)
  std::string server;  // the table server (desktop: --server, or the address of a --join link)
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--frames") && i + 1 < argc) maxFrames = std::atol(argv[++i]);
    else if (!std::strcmp(argv[i], "--screenshot") && i + 1 < argc) shot = argv[++i];
    else if (!std::strcmp(argv[i], "--query") && i + 1 < argc) query += (query.empty() ? "" : "&") + std::string(argv[++i]);
    else if (!std::strcmp(argv[i], "--print-state")) printState = true;
    else if (!std::strcmp(argv[i], "--import") && i + 1 < argc) importPath = argv[++i];
    else if (!std::strcmp(argv[i], "--server") && i + 1 < argc) server = argv[++i];
    else if (!std::strcmp(argv[i], "--seconds") && i + 1 < argc) runSeconds = std::atof(argv[++i]);
    else if (!std::strcmp(argv[i], "--join") && i + 1 < argc) {
      // A table's link, as the page shares it: its server and its table code.
      std::string why, joinQuery;
      if (!tarot::app::splitJoinLink(argv[++i], &server, &joinQuery, &why)) {
        std::fprintf(stderr, "tarot: --join %s: %s\n", argv[i], why.c_str());
        return 2;
      }
      query = joinQuery + (query.empty() ? "" : "&" + query);
    } else if (!std::strcmp(argv[i], "--help")) {
      std::printf("tarot [--query \"lang=en&players=4&...\"] [--join http://HOST:PORT/?table=CODE] [--server http://HOST:PORT]\n"
                  "      [--import DEAL.json] [--frames N | --seconds S] [--screenshot FILE.png] [--print-state]\n");
      return 0;
    } else {
      std::fprintf(stderr, "tarot: unknown argument '%s' (try --help)\n", argv[i]);
      return 2;
    }
  }
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "tarot: SDL could not start: %s\n", SDL_GetError());
    return 1;
  }
#ifdef __EMSCRIPTEN__
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  const char* glsl = "#version 300 es";
  const int w0 = tarot_js_width() > 0 ? tarot_js_width() : 960, h0 = tarot_js_height() > 0 ? tarot_js_height() : 640;
#else
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  const char* glsl = "#version 150";
  const int w0 = 1280, h0 = 800;
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // The table is drawn flat, in order: no depth or stencil buffer to allocate (a faster first frame in the page).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  g.window = SDL_CreateWindow("Tarot", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w0, h0,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!g.window) {
    std::fprintf(stderr, "tarot: no window: %s\n", SDL_GetError());
    return 1;
  }
  TAROT_MARK("tarot:window");
  g.gl = SDL_GL_CreateContext(g.window);
  TAROT_MARK("tarot:gl-context");
  if (!g.gl) {
    std::fprintf(stderr, "tarot: no OpenGL context: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(g.window, g.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is computed each frame, nothing to remember
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui_ImplSDL2_InitForOpenGL(g.window, g.gl);
  ImGui_ImplOpenGL3_Init(glsl);

#ifdef __EMSCRIPTEN__
  {
    char* q = tarot_js_query();
    query = q;
    std::free(q);
    char* ns = tarot_js_namespace();
    g.store = std::make_unique<tarot::app::Store>(ns);
    std::free(ns);
  }
#else
  g.store = std::make_unique<tarot::app::Store>("");
#endif
  const AppQuery appQuery = splitQuery(query);
  query = appQuery.rest;
#if defined(TAROT_CARD_ATLAS_EMBEDDED)
  if (appQuery.art) {
    std::string why;
    if (!tarot::app::decodeCardAtlas(tarot_cards_png, int(tarot_cards_png_size), &g.cardPictures, &why))
      std::fprintf(stderr, "tarot: %s; the cards are drawn without pictures\n", why.c_str());
  }
#elif defined(TAROT_CARD_ATLAS_PATH)
  if (appQuery.art) {
    std::string why;
    if (!tarot::app::readCardAtlas(TAROT_CARD_ATLAS_PATH, &g.cardPictures, &why))
      std::fprintf(stderr, "tarot: %s; the cards are drawn without pictures\n", why.c_str());
  }
#endif
  g.cardBack = appQuery.back;
  TAROT_MARK("tarot:card-pictures");
  buildFonts(framebufferScale());
  TAROT_MARK("tarot:fonts");
#ifdef __EMSCRIPTEN__
  const bool embedded = appQuery.embed || tarot_js_in_frame();
#else
  const bool embedded = appQuery.embed;
#endif
  {
    std::string saved;
    bool on = !embedded;
    if (g.store->load(kSoundKey, &saved)) on = saved == "1";
    if (appQuery.sound >= 0) on = appQuery.sound == 1;
    if (on) g.sound.enable(true);
  }
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
#ifdef __EMSCRIPTEN__
  platform.notify = [](const std::string& json) { tarot_js_notify(json.c_str()); };
#else
  platform.notify = [](const std::string& json) { std::printf("event %s\n", json.c_str()); std::fflush(stdout); };
#endif
  platform.startupQuery = query;
  platform.embedded = embedded;
  // Online tables: the page's own origin is the table server unless server= names another; on the desktop, the
  // server of --join or --server.
  platform.openLink = [](const std::string& address) { return tarot::app::openServerLink(address); };
#ifdef __EMSCRIPTEN__
  {
    char* origin = tarot_js_page(0);
    char* page = tarot_js_page(1);
    platform.serverUrl = origin;
    platform.pageUrl = page;
    std::free(origin);
    std::free(page);
  }
#else
  platform.serverUrl = server;
  if (!server.empty()) platform.pageUrl = server + "/";
#endif
  platform.clockMs = [] { return double(SDL_GetPerformanceCounter()) * 1000.0 / double(SDL_GetPerformanceFrequency()); };
  platform.today = [] {
    char buf[32];
    const std::time_t t = std::time(nullptr);
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", std::localtime(&t));
    return std::string(buf);
  };
#ifdef __EMSCRIPTEN__
  platform.exportFile = [](const std::string& name, const std::string& mime, const std::string& content) {
    tarot_js_download(name.c_str(), mime.c_str(), content.c_str());
    return name;
  };
#else
  platform.exportFile = [](const std::string& name, const std::string& mime, const std::string& content) {
    (void)mime;
    const std::string dir = g.store->directory() + "/exports";
    ::mkdir(dir.c_str(), 0755);
    const std::string path = dir + "/" + name;
    return tarot::app::writeFileAtomically(path, content) ? path : std::string();
  };
#endif
#ifdef __EMSCRIPTEN__
  platform.requestImport = [] { tarot_js_pick_file(); };
#else
  platform.requestImport = [] {
    std::fprintf(stderr, "tarot: to import a deal on the desktop, start with --import FILE.json\n");
  };
#endif
  g.table = std::make_unique<tarot::ui::TableApp>(platform);
#ifndef __EMSCRIPTEN__
  // Desktop only: the page imports through tarot_js_pick_file, and <fstream> would bring libc++'s locale
  // machinery (about 100 KB) into the wasm.
  if (importPath) {
    std::ifstream in(importPath, std::ios::binary);
    if (!in) std::fprintf(stderr, "tarot: cannot read %s\n", importPath);
    else g.table->imported(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
  }
#endif

#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop(frame, 0, 1);
#else
  int colours = -1;
  const Uint32 started = SDL_GetTicks();
  for (;;) {
    if (g.quit || (maxFrames >= 0 && g.frames >= maxFrames)) break;
    // With --seconds, the frame drawn once the time is up is the last one.
    const bool timeUp = runSeconds >= 0 && double(SDL_GetTicks() - started) >= runSeconds * 1000.0;
    frame();
    const bool last = (maxFrames >= 0 && g.frames == maxFrames) || timeUp;
    if (shot && last) colours = screenshot(shot);
    SDL_GL_SwapWindow(g.window);
    if (timeUp) break;
    if (runSeconds >= 0) SDL_Delay(15);  // about one frame: the clock, not the processor, sets the pace
  }
  if (printState) std::printf("%s\n", g.table->automationJson().c_str());
  g.table.reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g.gl);
  SDL_DestroyWindow(g.window);
  SDL_Quit();
  if (shot) {
    if (colours <= 0) { std::fprintf(stderr, "tarot: could not read the last frame\n"); return 3; }
    std::printf("screenshot %s: %d distinct colours\n", shot, colours);
  }
#endif
  return 0;
}

#ifndef __EMSCRIPTEN__
#include "app/screenshot.h"
namespace {
int screenshot(const char* path) {
  const ImGuiIO& io = ImGui::GetIO();
  const int w = int(io.DisplaySize.x * io.DisplayFramebufferScale.x), h = int(io.DisplaySize.y * io.DisplayFramebufferScale.y);
  std::vector<unsigned char> rgba(size_t(w) * size_t(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  return tarot::app::writeScreenshot(path, w, h, rgba);
}
}  // namespace
#endif
