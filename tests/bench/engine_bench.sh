#!/usr/bin/env bash
# Engine benchmark: random full deals per second at 3, 4 and 5 players, natively (tarot-cli bench, Release) and
# the same playout loop compiled to WebAssembly with em++ and run under Node, alternated in the same run so that the
# wasm/native ratio is meaningful on a shared, noisy machine. Each figure is the best of REPEAT measures.
# Usage: tests/bench/engine_bench.sh [seconds per measure, default 3] [repeats, default 2]
# Environment: BENCH_BUILD (default build/bench), EMOPT (em++ optimisation flags, default "-O2 -flto": link-time
# optimisation on both sides, as the native Release build has it).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SECONDS_PER="${1:-3}"
REPEAT="${2:-2}"
OUT="${BENCH_BUILD:-$ROOT/build/bench}"
EMOPT="${EMOPT:--O2 -flto}"
mkdir -p "$OUT"
export EM_CACHE="$ROOT/.deps/emcache" NODE_PATH=/usr/share/nodejs

echo "[bench] native Release build ($OUT/native)"
cmake -G Ninja -S "$ROOT" -B "$OUT/native" -DCMAKE_BUILD_TYPE=Release -DTAROT_BUILD_APP=OFF >/dev/null
cmake --build "$OUT/native" -j2 --target tarot-cli >/dev/null
NATIVE="$OUT/native/src/cli/tarot-cli"

echo "[bench] WebAssembly build for Node, em++ $EMOPT ($OUT/tarot-cli.js)"
SOURCES=$(ls "$ROOT"/src/engine/*.cpp "$ROOT"/src/record/*.cpp "$ROOT"/src/bots/*.cpp "$ROOT"/src/match/*.cpp "$ROOT"/src/tournament/*.cpp "$ROOT"/src/cli/*.cpp)
# shellcheck disable=SC2086
em++ $EMOPT -std=c++17 -fno-exceptions -I"$ROOT/src" $SOURCES -sENVIRONMENT=node -sALLOW_MEMORY_GROWTH=1 \
     -sNODERAWFS=1 -o "$OUT/tarot-cli.js"

# One measure: prints "wall_rate cpu_rate", deals per wall-clock second and per second of processor time (user +
# system of the whole process, measured the same way for the native binary and for Node running the wasm).
measure() {
  local t json deals
  t=$( { TIMEFORMAT='%U %S'; time "$@" > "$OUT/measure.json"; } 2>&1 )
  json=$(cat "$OUT/measure.json")
  deals=$(echo "$json" | sed 's/.*"deals":\([0-9]*\).*/\1/')
  echo "$(echo "$json" | sed 's/.*"deals_per_second":\([0-9]*\).*/\1/') $(echo "$deals / ($(echo "$t" | tr ' ' '+'))" | bc)"
}
best() { local b=0 v; for v in "$@"; do [ "$v" -gt "$b" ] && b=$v; done; echo "$b"; }

echo "[bench] $REPEAT x ${SECONDS_PER}s per figure, native and wasm alternated; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "[bench] best of the repeats; 'cpu' = deals per second of processor time, the speed per core on a shared machine"
printf '\n%-8s %14s %14s %14s %14s %10s %10s\n' players "native/s" "native/cpu-s" "wasm/s" "wasm/cpu-s" "ratio" "cpu ratio"
for p in 3 4 5; do
  nw=(); nc=(); ww=(); wc=()
  for _ in $(seq "$REPEAT"); do
    read -r a b < <(measure "$NATIVE" bench --players "$p" --seconds "$SECONDS_PER" --json); nw+=("$a"); nc+=("$b")
    read -r a b < <(measure node --no-experimental-fetch "$OUT/tarot-cli.js" bench --players "$p" --seconds "$SECONDS_PER" --json)
    ww+=("$a"); wc+=("$b")
  done
  n=$(best "${nw[@]}"); ncpu=$(best "${nc[@]}"); w=$(best "${ww[@]}"); wcpu=$(best "${wc[@]}")
  printf '%-8s %14s %14s %14s %14s %10.2f %10.2f\n' "$p" "$n" "$ncpu" "$w" "$wcpu" "$(echo "$w / $n" | bc -l)" \
         "$(echo "$wcpu / $ncpu" | bc -l)"
done
echo "[bench] load after: $(cut -d' ' -f1-3 /proc/loadavg)"
