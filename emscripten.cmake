# Web-specific settings, included by CMakeLists.txt when configured with `emcmake cmake`.
# Debian's Emscripten 3.1.6: SDL2 comes from our own wasm build of the Debian source package (not the port),
# the output is tarot.js + tarot.wasm (the font compiled in) next to the page kept in web/.
set(TAROT_SDL2_WASM_DIR "${TAROT_DEPS_DIR}/sdl2-wasm" CACHE PATH "SDL2 built for WebAssembly by .ci/setup.sh")
if(NOT EXISTS "${TAROT_SDL2_WASM_DIR}/lib/libSDL2.a")
  message(FATAL_ERROR "SDL2 for WebAssembly not found in ${TAROT_SDL2_WASM_DIR}: run .ci/setup.sh first")
endif()
set(TAROT_TESTS OFF)
add_compile_options(-fno-exceptions)
set(TAROT_WEB_LINK_FLAGS
  -sUSE_WEBGL2=1 -sMAX_WEBGL_VERSION=2 -sMIN_WEBGL_VERSION=2
  -sALLOW_MEMORY_GROWTH=1
  -sENVIRONMENT=web,worker
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap
  -sDISABLE_EXCEPTION_CATCHING=1
  -sFILESYSTEM=0          # the font is compiled in (font_data.c, see src/app); saves go to localStorage through EM_JS
  -sMALLOC=emmalloc)      # smaller than dlmalloc; the search allocates nothing in its loops
# Size where speed does not matter: the screen, ImGui, the match layer and the records are compiled for size
# (-Oz); the engine and the bots, whose searches run in the page, keep the Release -O3.
set(TAROT_WEB_SIZE_TARGETS imgui tarot_ui tarot_match tarot_record tarot_store tarot)
function(tarot_web_size_options)
  foreach(t ${TAROT_WEB_SIZE_TARGETS})
    target_compile_options(${t} PRIVATE $<$<CONFIG:Release>:-Oz>)
  endforeach()
endfunction()
cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL tarot_web_size_options)
