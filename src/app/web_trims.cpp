// Web build only: three functions that the page never needs but that the libraries reference whatever the program
// does. The link replaces them with these (-Wl,--wrap, src/app/CMakeLists.txt), so that what they drag in is left
// out of tarot.wasm and tarot.js (docs/PERFORMANCE.md, page weight).
struct ImFont;
struct ImFontConfig;
struct SDL_Surface;
struct SDL_PixelFormat;

// ImFontAtlas::AddFontDefault: ImGui's built-in ProggyClean font (its compressed data, the base-85 and stb
// decompressors, about 10 KB gzip), referenced by ImFontAtlas::Build in case no font was added. The page always
// adds the DejaVu cut compiled into it, so the built-in font is never drawn.
extern "C" ImFont* __wrap__ZN11ImFontAtlas14AddFontDefaultEPK12ImFontConfig(void*, const ImFontConfig*) {
  return nullptr;
}

// eglGetProcAddress: Emscripten's version maps every WebGL function name to its entry point, which pulls all 271
// emscripten_gl* functions into tarot.js (about 5 KB gzip) and the name table into tarot.wasm. Only SDL calls it,
// to look up optional EGL extensions and glGetString for SDL_GL_ExtensionSupported("GL_OES_surfaceless_context")
// while creating the context; both treat "not found" as "not supported". ImGui's OpenGL backend calls WebGL
// directly.
extern "C" void* __wrap_eglGetProcAddress(const char*) { return nullptr; }

// SDL_ConvertSurfaceFormat: a surface converted to another pixel format by SDL's software blitters (SDL_blit_N,
// SDL_blit_A, SDL_blit_1, SDL_blit_auto, the RLE coder: some 180 functions, 187 KB of code in tarot.wasm). The
// Emscripten video driver refers to it to make a colour cursor from a surface (SDL_CreateColorCursor), and
// SDL_SetWindowIcon to keep an icon: the page does neither (ImGui's SDL backend asks for the system's cursors),
// and SDL treats the NULL returned as a failed conversion. It draws with WebGL only, so nothing else blits.
extern "C" SDL_Surface* __wrap_SDL_ConvertSurfaceFormat(SDL_Surface*, unsigned, unsigned) { return nullptr; }
