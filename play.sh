#!/usr/bin/env bash
# Sets everything up, builds the browser version and tarot-server, and serves it on localhost (PORT, default 8080;
# BIND=0.0.0.0 to let other devices on the network join the tables).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
.ci/setup.sh
export EM_CACHE="$PWD/.deps/emcache" NODE_PATH=/usr/share/nodejs
echo "[play] building the web version (build/web)"
emcmake cmake -G Ninja -S . -B build/web -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/web -j2
echo "[play] building tarot-server (build/server)"
cmake -G Ninja -S . -B build/server -DCMAKE_BUILD_TYPE=Release -DTAROT_BUILD_APP=OFF -DTAROT_BUILD_TESTS=OFF >/dev/null
cmake --build build/server -j2 --target tarot-server
PORT="${PORT:-8080}"
echo
echo "  Tarot is ready: open the address below in your browser (Ctrl+C stops the server)"
echo "  (build/web/dist also works alone, offline against bots, from any static file server)"
echo
# The web folder over HTTP and the shared tables over WebSocket on one port; tables are kept in build/server.
exec build/server/src/server/tarot-server --port "$PORT" --bind "${BIND:-127.0.0.1}" --web build/web/dist \
  --db build/server/tables.db
