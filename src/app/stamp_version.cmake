# Writes the programs' sizes into dist/shell.js (its loading bar counts the bytes received against it), then
# dist/sw.js from web/sw.js.in with a version string: a hash of the game files, so that each build that changes
# them gets a new offline cache.
file(SIZE ${DIST}/tarot.wasm wasm_bytes)
file(SIZE ${DIST}/tarot_console.wasm console_wasm_bytes)
file(READ ${DIST}/shell.js shell)
string(REPLACE "/*@WASM_BYTES@*/0" "${wasm_bytes}" shell "${shell}")
string(REPLACE "/*@CONSOLE_WASM_BYTES@*/0" "${console_wasm_bytes}" shell "${shell}")
file(WRITE ${DIST}/shell.js "${shell}")
set(all "")
foreach(f tarot.wasm tarot.js shell.js index.html manifest.webmanifest tarot_console.wasm tarot_console.js console.html)
  file(SHA256 ${DIST}/${f} h)
  string(APPEND all "${h}")
endforeach()
string(SHA256 version "${all}")
string(SUBSTRING "${version}" 0 16 TAROT_VERSION)
configure_file(${SRC} ${DIST}/sw.js @ONLY)
