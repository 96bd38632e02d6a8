#!/usr/bin/env bash
# Installs everything the game needs on a fresh Debian 12 machine, idempotently:
# Debian packages (native toolchain, SDL2, stb, fonts, Emscripten, Chromium, Xvfb, Catch2 v3 from backports),
# the Dear ImGui and SDL2 *source* packages (cached in .deps/), SDL2 built for WebAssembly (cached),
# and the npm packages the browser tests use. Safe to run again: finished steps are skipped.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEPS="$ROOT/.deps"
mkdir -p "$DEPS"

say()  { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m[setup] ERROR:\033[0m %s\n' "$*" >&2; exit 1; }

# The Debian archive as this machine's apt reaches it (a mirror or a proxy stays in use), for the lists written below.
# shellcheck source=apt_archive.sh
source "$ROOT/.ci/apt_archive.sh"
ARCHIVE=""
archive() {
  [ -n "$ARCHIVE" ] || ARCHIVE="$(debian_archive_uri /etc/apt)" \
    || fail "no Debian archive serving 'bookworm main' found in /etc/apt/sources.list or /etc/apt/sources.list.d/ (one-line .list entries or deb822 .sources URIs:); add the machine's Debian archive there first"
  echo "$ARCHIVE"
}

if [ "$(id -u)" -eq 0 ]; then SUDO=""; else
  command -v sudo >/dev/null || fail "not root and sudo is missing: run this script as root or install sudo"
  SUDO="sudo"
fi

PACKAGES=(build-essential cmake ninja-build pkg-config libsdl2-dev libstb-dev fonts-dejavu-core fonttools
          emscripten chromium xvfb xauth python3 ca-certificates debian-archive-keyring librsvg2-bin brotli pngquant
          libboost-dev libsqlite3-dev libssl-dev zbar-tools)
# Node.js and npm may come from another source already (with npm bundled): only install Debian's when absent.
command -v node >/dev/null || PACKAGES+=(nodejs)
command -v npm >/dev/null || PACKAGES+=(npm)

missing_packages() {
  local p out=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || out+=("$p")
  done
  echo "${out[@]:-}"
}

# --- Debian binary packages -------------------------------------------------------------------
need="$(missing_packages "${PACKAGES[@]}")"
if [ -n "$need" ]; then
  say "installing Debian packages: $need"
  $SUDO apt-get update -qq || say "apt-get update failed; trying with the current package lists"
  for p in $need; do
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$p" >/dev/null \
      || fail "could not install the Debian package '$p' (apt-get install $p)"
  done
else
  say "Debian packages already installed"
fi

# --- Catch2 v3 from bookworm-backports ----------------------------------------------------------
if ! dpkg-query -W -f='${Version}' catch2 2>/dev/null | grep -q '^3'; then
  say "installing Catch2 v3 from bookworm-backports"
  if ! grep -rqs "bookworm-backports" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    archive >/dev/null
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $ARCHIVE bookworm-backports main" \
      | $SUDO tee /etc/apt/sources.list.d/bookworm-backports.list >/dev/null
    $SUDO apt-get update -qq || true
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq -t bookworm-backports catch2 >/dev/null \
    || fail "could not install the Debian package 'catch2' (version 3) from bookworm-backports"
else
  say "Catch2 v3 already installed"
fi

# --- Source packages: Dear ImGui 1.90.1 (trixie) and SDL2 2.26.5 (bookworm) ---------------------
APTSRC="$DEPS/apt"
aptsrc() {
  apt-get -o Dir::Etc::SourceList="$APTSRC/sources.list" -o Dir::Etc::SourceParts=/dev/null \
          -o Dir::State::Lists="$APTSRC/lists" -o Dir::Cache="$APTSRC/cache" "$@"
}
fetch_source() { # name version-glob dest-dir
  local name="$1" glob="$2" dest="$3"
  [ -d "$dest" ] && return 0
  mkdir -p "$APTSRC/lists/partial" "$APTSRC/cache/archives/partial" "$APTSRC/src"
  if [ ! -f "$APTSRC/sources.list" ]; then
    archive >/dev/null
    cat > "$APTSRC/sources.list" <<LIST
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $ARCHIVE bookworm main
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $ARCHIVE trixie main
LIST
  fi
  if [ ! -f "$APTSRC/updated" ]; then
    aptsrc update -qq || fail "could not read Debian's source package lists (deb-src for bookworm/trixie)"
    touch "$APTSRC/updated"
  fi
  say "downloading Debian source package $name=$glob"
  (cd "$APTSRC/src" && aptsrc source --download-only -qq "$name=$glob") \
    || fail "could not download the Debian source package '$name' version $glob"
  local tarball
  tarball="$(ls "$APTSRC"/src/"${name}"_*.orig.tar.* | head -n 1)"
  [ -f "$tarball" ] || fail "source tarball for '$name' not found after download"
  mkdir -p "$dest.tmp" && tar -xf "$tarball" -C "$dest.tmp" --strip-components=1 && mv "$dest.tmp" "$dest"
}
fetch_source imgui "1.90.1+ds-1" "$DEPS/imgui"
fetch_source libsdl2 "2.26.5+dfsg-1" "$DEPS/sdl2-src"
say "Dear ImGui sources: $DEPS/imgui; SDL2 sources: $DEPS/sdl2-src"

# --- Emscripten: writable cache, node path ------------------------------------------------------
export EM_CACHE="$DEPS/emcache"
export NODE_PATH=/usr/share/nodejs
if [ ! -d "$EM_CACHE" ]; then
  say "copying Emscripten's system cache to $EM_CACHE"
  cp -r /usr/share/emscripten/cache "$EM_CACHE.tmp" && mv "$EM_CACHE.tmp" "$EM_CACHE"
fi

# --- SDL2 built for WebAssembly (cached) --------------------------------------------------------
# Only what the page uses: video (WebGL2 through EGL), events and timers, compiled for size. No audio (the page
# plays its sounds through WebAudio), no renderer, joystick, haptic, sensors, power, locale, misc or file system
# (docs/PERFORMANCE.md, page weight). A new folder name, so that a cache of the full build is not taken for it.
SDL_WASM="$DEPS/sdl2-wasm-small"
if [ ! -f "$SDL_WASM/lib/libSDL2.a" ]; then
  say "building SDL2 for WebAssembly (about 5 minutes, once)"
  rm -rf "$DEPS/sdl2-wasm-small-build"
  emcmake cmake -S "$DEPS/sdl2-src" -B "$DEPS/sdl2-wasm-small-build" -G Ninja -DCMAKE_BUILD_TYPE=MinSizeRel \
      -DCMAKE_C_FLAGS_MINSIZEREL="-Oz -DNDEBUG" \
      -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF -DCMAKE_INSTALL_PREFIX="$SDL_WASM" \
      -DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF \
      -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_LOADSO=OFF -DSDL_DUMMYVIDEO=OFF \
      -DSDL_OFFSCREEN=OFF -DSDL_DISKAUDIO=OFF -DSDL_DUMMYAUDIO=OFF -DSDL_CCACHE=OFF >/dev/null \
    || fail "configuring SDL2 for WebAssembly failed"
  cmake --build "$DEPS/sdl2-wasm-small-build" >/dev/null || fail "building SDL2 for WebAssembly failed"
  cmake --install "$DEPS/sdl2-wasm-small-build" >/dev/null || fail "installing SDL2 for WebAssembly failed"
else
  say "SDL2 for WebAssembly already built"
fi

# --- Closure compiler for the page's JavaScript (npm) ---------------------------------------------
# Emscripten's --closure 1 minifies the page's JavaScript glue (about 10 KB gzip less, docs/PERFORMANCE.md); Debian
# packages no recent one, so the version Emscripten 3.1.6 was released with comes from npm (its native Linux build;
# Java as the fallback). A build tool only: nothing of it goes into the page or the repository.
CLOSURE="$DEPS/closure"
if [ ! -x "$CLOSURE/node_modules/.bin/google-closure-compiler" ]; then
  say "installing the Closure compiler (google-closure-compiler 20220104) from npm"
  mkdir -p "$CLOSURE" && (cd "$CLOSURE" && npm install --no-audit --no-fund --silent --no-save \
      google-closure-compiler@20220104.0.0) || fail "npm install of the Closure compiler failed"
fi

# --- npm packages for the browser tests --------------------------------------------------------
if [ ! -d "$ROOT/tests/browser/node_modules/playwright-core" ] || [ ! -d "$ROOT/tests/browser/node_modules/jsqr" ]; then
  say "installing playwright-core (drives Debian's Chromium; no browser download) and jsqr (reads the QR codes) from npm"
  (cd "$ROOT/tests/browser" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --silent) \
    || fail "npm install of the browser tests' packages failed"
fi
say "set-up complete"
