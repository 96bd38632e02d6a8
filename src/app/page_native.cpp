// The desktop's side of the app (page.h): an OpenGL 3.2 core context, the query from the command line, events on
// stdout, exports as files in the data folder, and the frame loop with --frames, --seconds and --screenshot.
#include "app/page.h"
#include "app/screenshot.h"
#include <SDL_opengl.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl2.h>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <sys/stat.h>
#include <vector>

namespace tarot::app::page {

namespace {

// Reads the last frame back and writes it as PNG; returns the number of distinct colours seen (0 on failure).
int screenshot(const char* path) {
  const ImGuiIO& io = ImGui::GetIO();
  const int w = int(io.DisplaySize.x * io.DisplayFramebufferScale.x), h = int(io.DisplaySize.y * io.DisplayFramebufferScale.y);
  std::vector<unsigned char> rgba(size_t(w) * size_t(h) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
  return writeScreenshot(path, w, h, rgba);
}

}  // namespace

void mark(const char*) {}

GlRequest requestGl() {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 2);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
  GlRequest r;
  r.glsl = "#version 150";
  return r;
}

std::string startupQuery(const std::string& commandLine) { return commandLine; }
std::string storeNamespace() { return std::string(); }
bool inFrame() { return false; }

void fillPlatform(ui::Platform* platform, Store* store, const std::string& server) {
  platform->notify = [](const std::string& json) { std::printf("event %s\n", json.c_str()); std::fflush(stdout); };
  platform->serverUrl = server;
  if (!server.empty()) platform->pageUrl = server + "/";
  platform->exportFile = [store](const std::string& name, const std::string& mime, const std::string& content) {
    (void)mime;
    const std::string dir = store->directory() + "/exports";
    ::mkdir(dir.c_str(), 0755);
    const std::string path = dir + "/" + name;
    return writeFileAtomically(path, content) ? path : std::string();
  };
  platform->acceptsDroppedFiles = true;
  // The table's link on the clipboard (no share sheet on the desktop).
  platform->copyText = [](const std::string& text) { return SDL_SetClipboardText(text.c_str()) == 0; };
  platform->requestImport = [] {
    std::fprintf(stderr, "tarot: to import a deal on the desktop, start with --import FILE.json\n");
  };
}

bool fontsWideAtStart() { return true; }
bool wideFontsDue(bool) { return false; }
void attach(ui::TableApp*) {}
void beginFrame(SDL_Window*, long) {}
void endFrame(ui::TableApp&) {}
bool drawNeeded(const ImDrawData&, bool) { return true; }

void importAtStart(const RunOptions& run, ui::TableApp& table) {
  if (!run.importPath) return;
  std::ifstream in(run.importPath, std::ios::binary);
  if (!in) std::fprintf(stderr, "tarot: cannot read %s\n", run.importPath);
  else table.imported(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
}

void dropped(const SDL_Event& e, ui::TableApp& table) {
  if (e.type != SDL_DROPFILE || !e.drop.file) return;
  std::ifstream in(e.drop.file, std::ios::binary);
  if (!in) std::fprintf(stderr, "tarot: cannot read %s\n", e.drop.file);
  else table.imported(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
  SDL_free(e.drop.file);
}

int run(const Running& running, const RunOptions& options) {
  int colours = -1;
  const Uint32 started = SDL_GetTicks();
  for (;;) {
    if (*running.quit || (options.maxFrames >= 0 && *running.frames >= options.maxFrames)) break;
    // With --seconds, the frame drawn once the time is up is the last one.
    const bool timeUp = options.seconds >= 0 && double(SDL_GetTicks() - started) >= options.seconds * 1000.0;
    running.frame();
    const bool last = (options.maxFrames >= 0 && *running.frames == options.maxFrames) || timeUp;
    if (options.screenshot && last) colours = screenshot(options.screenshot);
    SDL_GL_SwapWindow(running.window);
    if (timeUp) break;
    if (options.seconds >= 0) SDL_Delay(15);  // about one frame: the clock, not the processor, sets the pace
  }
  if (running.printState) std::printf("%s\n", (*running.table)->automationJson().c_str());
  running.table->reset();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(running.gl);
  SDL_DestroyWindow(running.window);
  SDL_Quit();
  if (options.screenshot) {
    if (colours <= 0) { std::fprintf(stderr, "tarot: could not read the last frame\n"); return 3; }
    std::printf("screenshot %s: %d distinct colours\n", options.screenshot, colours);
  }
  return 0;
}

}  // namespace tarot::app::page
