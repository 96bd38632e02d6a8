// The page's side of the app (page.h): the browser's URL, storage namespace, window size and timeline marks, the
// events and files handed to the page, and the functions the page calls (tarot_state, tarot_text...).
#include "app/page.h"
#include <GLES3/gl3.h>
#include <SDL.h>
#include <emscripten.h>
#include <imgui.h>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

EM_JS(void, tarot_js_mark, (const char* name), { if (window.performance && performance.mark) performance.mark(UTF8ToString(name)); });
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
// Goes to another page of the same folder (the console's, or back to the game), in the language given and on the
// same storage (the namespace passed as slot=).
EM_JS(void, tarot_js_go, (const char* page, int english), {
  var ns = (window.tarot && window.tarot.storageNamespace) ? '&slot=' + encodeURIComponent(window.tarot.storageNamespace) : '';
  window.location.assign(UTF8ToString(page) + (english ? '?lang=en' : '?lang=fr') + ns);
});
EM_JS(int, tarot_js_width, (), { return window.innerWidth; });
EM_JS(int, tarot_js_in_frame, (), { try { return window.parent && window.parent !== window ? 1 : 0; } catch (e) { return 1; } });
EM_JS(void, tarot_js_pick_file, (const char* accept), {
  var input = document.createElement('input');
  input.type = 'file';
  input.accept = UTF8ToString(accept);
  input.onchange = function () {
    var file = input.files && input.files[0];
    if (!file) return;
    file.text().then(function (text) { Module['ccall']('tarot_imported', null, ['string'], [text]); });
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
// The text fields on screen, for the page to answer a tap on one with the phone's keyboard; and whether a field is
// being edited (the page's hidden field then has the focus, else the canvas).
EM_JS(void, tarot_js_text_fields, (const char* rects), {
  if (window.tarot && window.tarot._textFields) window.tarot._textFields(UTF8ToString(rects));
});
EM_JS(void, tarot_js_text_focus, (int on), {
  if (window.tarot && window.tarot._textFocus) window.tarot._textFocus(!!on);
});
// The device's wishes and services for the game's moments: reduced motion (the CSS media query), a light vibration
// (navigator.vibrate, phones), the clipboard (the asynchronous API, else a selected text field copied) and the
// system's share sheet (navigator.share, phones and some desktops).
EM_JS(int, tarot_js_reduced_motion, (), {
  try { return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; } catch (e) { return 0; }
});
EM_JS(int, tarot_js_can_vibrate, (), { return (typeof navigator !== 'undefined' && navigator.vibrate) ? 1 : 0; });
EM_JS(void, tarot_js_vibrate, (int ms), {  // not before the person's first tap (the browser refuses it then)
  try { if (!navigator.userActivation || navigator.userActivation.hasBeenActive) navigator.vibrate(ms); } catch (e) {}
});
EM_JS(int, tarot_js_can_share, (), { return (typeof navigator !== 'undefined' && navigator.share) ? 1 : 0; });
EM_JS(void, tarot_js_share, (const char* title, const char* url), {
  try { navigator.share({ title: UTF8ToString(title), url: UTF8ToString(url) }).catch(function () {}); } catch (e) {}
});
EM_JS(int, tarot_js_copy, (const char* text), {
  var t = UTF8ToString(text);
  if (window.tarot) window.tarot.copied = t;  // what the page was asked to copy (for tests)
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(t).catch(function () {});
    return 1;
  }
  try {
    var a = document.createElement('textarea');
    a.value = t;
    a.style.position = 'fixed';
    a.style.opacity = '0';
    document.body.appendChild(a);
    a.select();
    var ok = document.execCommand('copy');
    a.remove();
    return ok ? 1 : 0;
  } catch (e) { return 0; }
});

// A string the page allocated (with _malloc), as a std::string.
std::string taken(char* p) {
  std::string s = p;
  std::free(p);
  return s;
}

tarot::ui::TableApp* attached = nullptr;
// The page's first frame is drawn with the game's own glyphs only: rasterising the whole text font (some 1,300
// glyphs) was most of the start-up's own time, in program code the browser has not optimised yet. The whole set
// replaces it a moment later (kWideFontsAfterMs), when the browser has optimised the rasteriser, or at once when
// the person types.
constexpr double kWideFontsAfterMs = 250;
double firstFrameAt = -1, frameStart = 0;
bool announcedReady = false;
std::string lastTextFields;
bool lastWantText = false;
// CPU time of recent frames (update + drawing + GL submission), for the frame-time benchmark.
double frameMsSum = 0, frameMsMax = 0;
int frameMsCount = 0;
std::string frameStats, automationCache;

// The last frame drawn, as ImGui described it (display, vertices, indices and commands of every draw list): a frame
// that describes the same picture is not drawn again, and the canvas keeps showing it (a WebGL canvas not drawn to
// in an animation frame is not presented again). A table waiting for the person, or for a bot thinking with nothing
// moving, costs the browser no drawing then: a phone's battery, and a software-rendered canvas its seconds.
std::vector<unsigned char> lastPicture;
long drawnFrames = 0;

// The frame's picture compared with the last one drawn, piece by piece and in place: while they agree it only reads;
// from the first difference on it writes the new picture over the rest of the old one. A frame like the last costs
// one read of its data, no copy.
struct PictureCheck {
  std::vector<unsigned char>* last;
  std::size_t at = 0;
  bool differs = false;

  template <typename T>
  void add(const T* data, std::size_t count) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(data);
    const std::size_t n = count * sizeof(T);
    if (!differs) {
      if (at + n <= last->size() && (n == 0 || std::memcmp(last->data() + at, bytes, n) == 0)) {
        at += n;
        return;
      }
      differs = true;
      last->resize(at);
    }
    last->insert(last->end(), bytes, bytes + n);
    at += n;
  }
  // True when the picture differs from the last (which it now is).
  bool finish() {
    if (!differs && at != last->size()) {
      differs = true;
      last->resize(at);
    }
    return differs;
  }
};

}  // namespace

extern "C" EMSCRIPTEN_KEEPALIVE const char* tarot_frame_stats() {
  char buf[160];
  std::snprintf(buf, sizeof buf, "{\"frames\":%d,\"drawn\":%ld,\"mean_ms\":%.3f,\"max_ms\":%.3f}", frameMsCount,
                drawnFrames, frameMsCount ? frameMsSum / frameMsCount : 0.0, frameMsMax);
  frameMsSum = frameMsMax = 0;
  frameMsCount = 0;
  drawnFrames = 0;
  frameStats = buf;
  return frameStats.c_str();
}

// Text from the page's hidden text field (a phone's keyboard, an input method, text pasted or inserted): what a
// key press does not bring through SDL. It joins SDL's queue as text input, behind the keys pressed before it and
// not read yet: handed straight to ImGui it would come before them ("Gaëlle" typed quickly read as "ëGalle").
extern "C" EMSCRIPTEN_KEEPALIVE void tarot_text(const char* utf8) {
  if (!utf8) return;
  const std::size_t n = std::strlen(utf8);
  for (std::size_t i = 0; i < n;) {
    SDL_Event e;
    std::memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    // As much as an event holds, cut between two characters.
    std::size_t j = std::min(n, i + sizeof e.text.text - 1);
    while (j < n && j > i + 1 && (static_cast<unsigned char>(utf8[j]) & 0xC0) == 0x80) --j;
    std::memcpy(e.text.text, utf8 + i, j - i);
    if (SDL_PushEvent(&e) != 1) ImGui::GetIO().AddInputCharactersUTF8(e.text.text);
    i = j;
  }
}

extern "C" EMSCRIPTEN_KEEPALIVE void tarot_imported(const char* text) {
  if (attached && text) attached->imported(text);
}

extern "C" EMSCRIPTEN_KEEPALIVE const char* tarot_state() {
  automationCache = attached ? attached->automationJson() : "{}";
  return automationCache.c_str();
}

namespace tarot::app::page {

void mark(const char* name) { tarot_js_mark(name); }

GlRequest requestGl() {
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  GlRequest r;
  r.glsl = "#version 300 es";
  r.width = tarot_js_width() > 0 ? tarot_js_width() : 960;
  r.height = tarot_js_height() > 0 ? tarot_js_height() : 640;
  return r;
}

std::string startupQuery(const std::string&) { return taken(tarot_js_query()); }
std::string storeNamespace() { return taken(tarot_js_namespace()); }
bool inFrame() { return tarot_js_in_frame() != 0; }

void fillPlatform(ui::Platform* platform, Store*, const std::string&) {
  platform->notify = [](const std::string& json) { tarot_js_notify(json.c_str()); };
  platform->serverUrl = taken(tarot_js_page(0));
  platform->pageUrl = taken(tarot_js_page(1));
  platform->exportFile = [](const std::string& name, const std::string& mime, const std::string& content) {
    tarot_js_download(name.c_str(), mime.c_str(), content.c_str());
    return name;
  };
  platform->requestImport = [] { tarot_js_pick_file(".json,application/json"); };
  platform->reducedMotion = tarot_js_reduced_motion() != 0;
  if (tarot_js_can_vibrate()) platform->vibrate = [](int ms) { tarot_js_vibrate(ms); };
  platform->copyText = [](const std::string& text) { return tarot_js_copy(text.c_str()) != 0; };
  if (tarot_js_can_share())
    platform->shareLink = [](const std::string& title, const std::string& url) { tarot_js_share(title.c_str(), url.c_str()); };
  platform->requestPlayerList = [] { tarot_js_pick_file(".csv,.txt,text/csv,text/plain"); };
  // The arbitrator's console is a page of its own (console.html, the program built with it, on the same storage).
  platform->openConsolePage = [](tarot::match::Lang lang) { tarot_js_go("console.html", lang == tarot::match::Lang::English); };
  platform->openGamePage = [](tarot::match::Lang lang) { tarot_js_go("./", lang == tarot::match::Lang::English); };
}

bool fontsWideAtStart() { return false; }

bool wideFontsDue(bool wantTextInput) {
  return wantTextInput || (firstFrameAt >= 0 && frameStart - firstFrameAt >= kWideFontsAfterMs);
}

void attach(ui::TableApp* table) { attached = table; }

void beginFrame(SDL_Window* window, long frames) {
  frameStart = emscripten_get_now();
  if (frames == 0) {
    mark("tarot:first-frame");
    firstFrameAt = frameStart;
  }
  // Follow the tab (or the iframe) size.
  int w = tarot_js_width(), h = tarot_js_height(), cw = 0, ch = 0;
  SDL_GetWindowSize(window, &cw, &ch);
  if (w > 0 && h > 0 && (w != cw || h != ch)) SDL_SetWindowSize(window, w, h);
}

void endFrame(ui::TableApp& table) {
  glFlush();
  const double spent = emscripten_get_now() - frameStart;
  frameMsSum += spent;
  frameMsMax = spent > frameMsMax ? spent : frameMsMax;
  ++frameMsCount;
  if (!announcedReady && table.ready()) {
    announcedReady = true;
    tarot_js_ready();
  }
  if (std::string fields = table.textFields(); fields != lastTextFields) {
    lastTextFields = std::move(fields);
    tarot_js_text_fields(lastTextFields.c_str());
  }
  const bool wantText = ImGui::GetIO().WantTextInput;
  if (wantText != lastWantText) {
    lastWantText = wantText;
    tarot_js_text_focus(lastWantText ? 1 : 0);
  }
}

bool drawNeeded(const ImDrawData& data, bool fontsBuilt) {
  PictureCheck check{&lastPicture};
  check.add(&data.DisplaySize, 1);
  check.add(&data.FramebufferScale, 1);
  for (int i = 0; i < data.CmdListsCount; ++i) {
    const ImDrawList& list = *data.CmdLists[i];
    check.add(list.VtxBuffer.Data, std::size_t(list.VtxBuffer.Size));
    check.add(list.IdxBuffer.Data, std::size_t(list.IdxBuffer.Size));
    for (const ImDrawCmd& cmd : list.CmdBuffer) {  // field by field: no padding bytes compared
      check.add(&cmd.ClipRect, 1);
      check.add(&cmd.TextureId, 1);
      check.add(&cmd.VtxOffset, 1);
      check.add(&cmd.IdxOffset, 1);
      check.add(&cmd.ElemCount, 1);
      check.add(&cmd.UserCallback, 1);
    }
  }
  const bool differs = check.finish();
  if (!differs && !fontsBuilt) return false;
  ++drawnFrames;
  return true;
}

void importAtStart(const RunOptions&, ui::TableApp&) {}

// The page takes files through its picker (tarot_js_pick_file), not drops on the canvas.
void dropped(const SDL_Event&, ui::TableApp&) {}

int run(const Running& running, const RunOptions&) {
  emscripten_set_main_loop(running.frame, 0, 1);
  return 0;
}

}  // namespace tarot::app::page
