#!/usr/bin/env bash
# Endgame solver cost (nodes and processor time per solve at 12 to 20 cards left) and the expert's work units per
# millisecond of processor time, natively. Usage: tests/bench/endgame_bench.sh [build dir, default build/dev]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${1:-$ROOT/build/dev}"
ninja -C "$B" tarot_bots >/dev/null
g++ -O3 -std=c++17 -I"$ROOT/src" "$ROOT/tests/bench/endgame_bench.cpp" "$B/src/bots/libtarot_bots.a" \
  "$B/src/engine/libtarot_engine.a" -o "$B/endgame_bench"
for p in 3 4 5; do for c in 12 16 20; do "$B/endgame_bench" solve $p $c; done; done
for p in 3 4 5; do "$B/endgame_bench" units $p 3; done
