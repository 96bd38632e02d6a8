#!/usr/bin/env bash
# Sets everything up, builds the browser version and serves it on localhost (PORT, default 8080).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
.ci/setup.sh
export EM_CACHE="$PWD/.deps/emcache" NODE_PATH=/usr/share/nodejs
echo "[play] building the web version (build/web)"
emcmake cmake -G Ninja -S . -B build/web -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/web -j2
PORT="${PORT:-8080}"
echo
echo "  Tarot is ready: open http://localhost:${PORT}/ in your browser (Ctrl+C stops the server)"
echo
# web/serve.py: the precompressed copies (.br, .gz) with the right Content-Encoding and Content-Type, on 127.0.0.1.
PORT="$PORT" exec python3 web/serve.py build/web/dist
