# Writes dist/sw.js from web/sw.js.in with a version string: a hash of the game files, so that each build that
# changes them gets a new offline cache.
file(SHA256 ${DIST}/tarot.wasm h1)
file(SHA256 ${DIST}/tarot.js h2)
file(SHA256 ${DIST}/tarot.data h3)
file(SHA256 ${DIST}/shell.js h4)
file(SHA256 ${DIST}/index.html h5)
string(SHA256 version "${h1}${h2}${h3}${h4}${h5}")
string(SUBSTRING "${version}" 0 16 TAROT_VERSION)
configure_file(${SRC} ${DIST}/sw.js @ONLY)
