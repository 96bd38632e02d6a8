# Web-specific settings, included by CMakeLists.txt when configured with `emcmake cmake`.
# Debian's Emscripten 3.1.6: SDL2 comes from our own wasm build of the Debian source package (not the port),
# the output is tarot.js + tarot.wasm (the font compiled in) next to the page kept in web/.
# SDL2 with only the subsystems the page uses, compiled for size (.ci/setup.sh). A new cache variable, so that a
# build folder configured before it does not keep linking the full SDL2 build.
set(TAROT_SDL2_WASM_SMALL_DIR "${TAROT_DEPS_DIR}/sdl2-wasm-small" CACHE PATH "SDL2 built for WebAssembly by .ci/setup.sh")
set(TAROT_SDL2_WASM_DIR "${TAROT_SDL2_WASM_SMALL_DIR}")
if(NOT EXISTS "${TAROT_SDL2_WASM_DIR}/lib/libSDL2.a")
  message(FATAL_ERROR "SDL2 for WebAssembly not found in ${TAROT_SDL2_WASM_DIR}: run .ci/setup.sh first")
endif()
set(TAROT_TESTS OFF)
add_compile_options(-fno-exceptions)
set(TAROT_WEB_LINK_FLAGS
  -sUSE_WEBGL2=1 -sMAX_WEBGL_VERSION=2 -sMIN_WEBGL_VERSION=2
  -sALLOW_MEMORY_GROWTH=1
  -sENVIRONMENT=web       # a page (an iframe included), never a worker or Node
  -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString   # web/shell.js reads the reports through Module
  -sDISABLE_EXCEPTION_CATCHING=1
  -sFILESYSTEM=0          # the font is compiled in (font_data.c, see src/app); saves go to localStorage through EM_JS
  -sMALLOC=emmalloc       # smaller than dlmalloc; playouts and a decision's search after its set-up allocate nothing (tests/alloc)
  # Less JavaScript glue (docs/PERFORMANCE.md): WebGL2 needs no temporary buffer pools or extension names in
  # both forms, the program enables no extension and reads no GL error; no errno, setjmp, legacy-browser
  # polyfills or TextDecoder fallback; only the Module properties that web/shell.js sets are looked for.
  -sGL_EXTENSIONS_IN_PREFIXED_FORMAT=0 -sGL_SUPPORT_AUTOMATIC_ENABLE_EXTENSIONS=0 -sGL_TRACK_ERRORS=0
  -sGL_POOL_TEMP_BUFFERS=0
  -sSUPPORT_ERRNO=0 -sSUPPORT_LONGJMP=0 -sHTML5_SUPPORT_DEFERRING_USER_SENSITIVE_REQUESTS=0 -sTEXTDECODER=2
  -sPOLYFILL=0
  "-sINCOMING_MODULE_JS_API=[canvas,print,printErr,instantiateWasm,onAbort,noInitialRun]"
  # Binaryen's whole-program pass at the link for size: each file keeps the level it was compiled at (the engine
  # and the bots -O3 by LLVM, below), only the link-time inlining and rewriting is for size (no measurable change in
  # random deals per second, docs/PERFORMANCE.md).
  $<$<CONFIG:Release>:-Oz>)
# The JavaScript glue minified by the Closure compiler (ADVANCED; installed from npm by .ci/setup.sh, about 10 KB
# gzip less: docs/PERFORMANCE.md). The names the page's own script shares with the glue (window.tarot's members,
# browser members newer than the compiler's externs) are kept by web/closure_externs.js; web/shell.js reaches the
# glue only through Module's exported members. The compiler is handed to emcc through its environment.
set(TAROT_CLOSURE "${TAROT_DEPS_DIR}/closure/node_modules/.bin/google-closure-compiler" CACHE FILEPATH
    "The Closure compiler (.ci/setup.sh installs it from npm)")
if(EXISTS "${TAROT_CLOSURE}")
  list(APPEND TAROT_WEB_LINK_FLAGS "SHELL:--closure 1")
  set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env "EM_CLOSURE_COMPILER=${TAROT_CLOSURE}"
      "EMCC_CLOSURE_ARGS=--externs=${CMAKE_SOURCE_DIR}/web/closure_externs.js" NODE_PATH=/usr/share/nodejs)
else()
  message(WARNING "The Closure compiler was not found at ${TAROT_CLOSURE} (run .ci/setup.sh): the page's JavaScript "
                  "is left unminified and its weight goes over the budget")
endif()
# Size where speed does not matter: the screen, ImGui, the app's controller, the online client, the match layer and the records are
# compiled for size (-Oz); the engine and the bots, whose searches run in the page, keep the Release -O3.
# (tarot_words, tarot_protocol, tarot_site, tarot_season too, branch help36: the help's cards needed the room; the
# engine and the bots stay at -O3 for the expert's search)
set(TAROT_WEB_SIZE_TARGETS imgui tarot_ui tarot_client tarot_online tarot_tournament tarot_match tarot_record tarot_store tarot_socket tarot_app tarot tarot_console
    tarot_words tarot_protocol tarot_site tarot_season)
function(tarot_web_size_options)
  foreach(t ${TAROT_WEB_SIZE_TARGETS})
    target_compile_options(${t} PRIVATE $<$<CONFIG:Release>:-Oz>)
  endforeach()
  if(EXISTS "${TAROT_CLOSURE}")
    set_property(TARGET tarot tarot_console APPEND PROPERTY LINK_DEPENDS ${CMAKE_SOURCE_DIR}/web/closure_externs.js)
  endif()
  # Dear ImGui without what the page never shows: the metrics window, debug log and ID stack tool, the demo, the
  # ini and font files (the font is compiled in, the layout is computed each frame), the obsolete API.
  target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_DEBUG_TOOLS IMGUI_DISABLE_DEMO_WINDOWS
                             IMGUI_DISABLE_FILE_FUNCTIONS IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
endfunction()
cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL tarot_web_size_options)
