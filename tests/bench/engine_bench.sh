#!/usr/bin/env bash
# Engine benchmark: random full deals per second at 3, 4 and 5 players, natively and compiled to WebAssembly
# (run under Node), in the same run so that the ratio is meaningful on a noisy machine.
# Usage: tests/bench/engine_bench.sh [seconds per measure, default 3]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SECONDS_PER="${1:-3}"
OUT="$ROOT/build/bench"
mkdir -p "$OUT"
export EM_CACHE="$ROOT/.deps/emcache" NODE_PATH=/usr/share/nodejs

echo "[bench] native build (build/native)"
cmake -G Ninja -S "$ROOT" -B "$ROOT/build/native" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$ROOT/build/native" --target tarot-cli >/dev/null
NATIVE="$ROOT/build/native/src/cli/tarot-cli"

echo "[bench] WebAssembly build for Node (build/bench/tarot-cli.js)"
SOURCES=$(ls "$ROOT"/src/engine/*.cpp "$ROOT"/src/record/*.cpp "$ROOT"/src/bots/*.cpp "$ROOT"/src/cli/*.cpp)
em++ -O3 -std=c++17 -I"$ROOT/src" $SOURCES -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 \
     -o "$OUT/tarot-cli.js"

printf '\n%-8s %18s %18s %8s\n' players "native deals/s" "wasm deals/s" ratio
for p in 3 4 5; do
  n=$("$NATIVE" bench --players "$p" --seconds "$SECONDS_PER" --json | sed 's/.*"deals_per_second":\([0-9]*\).*/\1/')
  w=$(node --no-experimental-fetch "$OUT/tarot-cli.js" bench --players "$p" --seconds "$SECONDS_PER" --json | sed 's/.*"deals_per_second":\([0-9]*\).*/\1/')
  printf '%-8s %18s %18s %8.2f\n' "$p" "$n" "$w" "$(echo "$w / $n" | bc -l)"
done
