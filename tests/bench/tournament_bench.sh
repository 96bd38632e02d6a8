#!/usr/bin/env bash
# Time to rank a 150-table tournament (600 players, 6 positions of 4 deals): the bench program, then tarot-cli
# tournament rank on the file it writes. Usage: tests/bench/tournament_bench.sh [build dir, default build/dev]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${1:-$ROOT/build/dev}"
ninja -C "$B" tarot_tournament tarot-cli >/dev/null
g++ -O2 -std=c++17 -I"$ROOT/src" -I"$ROOT/tests" "$ROOT/tests/bench/tournament_bench.cpp" \
  "$B/src/tournament/libtarot_tournament.a" "$B/src/match/libtarot_match.a" "$B/src/bots/libtarot_bots.a" \
  "$B/src/record/libtarot_record.a" "$B/src/engine/libtarot_engine.a" -o "$B/tournament_bench"
"$B/tournament_bench" "$B/tournament_150.json" 150 20
time "$B/src/cli/tarot-cli" tournament rank "$B/tournament_150.json" --json >/dev/null
