#!/usr/bin/env bash
# Expert bot decision time natively and in WebAssembly (Node): the arena's --timing reports the median and 99th
# percentile of every decision of each bot; expert against standard on the same deals, both builds in one run.
# Usage: tests/bench/expert_bench.sh [deals, default 30]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEALS="${1:-30}"
OUT="$ROOT/build/bench"
mkdir -p "$OUT"
export EM_CACHE="$ROOT/.deps/emcache" NODE_PATH=/usr/share/nodejs
cmake -G Ninja -S "$ROOT" -B "$ROOT/build/native" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$ROOT/build/native" --target tarot-cli >/dev/null
SOURCES=$(ls "$ROOT"/src/engine/*.cpp "$ROOT"/src/record/*.cpp "$ROOT"/src/bots/*.cpp "$ROOT"/src/match/*.cpp "$ROOT"/src/tournament/*.cpp "$ROOT"/src/cli/*.cpp)
em++ -O3 -std=c++17 -I"$ROOT/src" $SOURCES -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -o "$OUT/tarot-cli.js"
for p in 3 4 5; do
  echo "== $p players, $DEALS duplicate deals, expert vs standard"
  printf 'native: '; "$ROOT/build/native/src/cli/tarot-cli" arena --players "$p" --deals "$DEALS" --seed 1 --bots expert,standard --json --timing
  printf 'wasm:   '; node --no-experimental-fetch "$OUT/tarot-cli.js" arena --players "$p" --deals "$DEALS" --seed 1 --bots expert,standard --json --timing
done
