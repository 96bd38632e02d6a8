#!/usr/bin/env bash
# The 150-table night's load (docs/SCALING.md): starts a tarot-server on a free loopback port with a fresh database,
# runs tarot-night-load against it (600 phones following their tables, P standings pages, deals confirmed at a steady
# rate until every sheet of position 1 is in or the time is up), prints the client's figures (p50/p99/max from a
# confirmed deal to the standings pages, split into progress and standings updates, and to the last page: the bar),
# the update's and the whole standings' sizes, the server's CPU time and the machine's load, then stops the server.
# Never a test: a measurement, bounded in time.
# Usage: tests/bench/night_load.sh [build dir, default build/native] [night-load options...]
#   default options: --tables 150 --pages 600 --rate 4 --deals 2 --seconds 90 (a sheet every half second at the end)
# Example: tests/bench/night_load.sh build/native --pages 100 --seconds 20
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
B="${1:-$ROOT/build/native}"
[ $# -gt 0 ] && shift
OPTS=("$@")
[ ${#OPTS[@]} -eq 0 ] && OPTS=(--tables 150 --pages 600 --rate 4 --deals 2 --seconds 90)
cmake --build "$B" --target tarot-server tarot-night-load >/dev/null
WORK="$(mktemp -d)"
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; rm -rf "$WORK"' EXIT
"$B/src/server/tarot-server" --port 0 --bind 127.0.0.1 --web "$WORK" --db "$WORK/night.db" --sync normal --quiet \
  > "$WORK/server.out" 2> "$WORK/server.err" &
SERVER=$!
for _ in $(seq 100); do grep -q '^http://' "$WORK/server.out" 2>/dev/null && break; sleep 0.1; done
PORT="$(sed -n 's|^http://[^:]*:\([0-9]*\)/$|\1|p' "$WORK/server.out" | head -1)"
[ -n "$PORT" ] || { echo "night_load.sh: the server did not start" >&2; cat "$WORK/server.err" >&2; exit 1; }
echo "[night] $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), server port $PORT, options ${OPTS[*]}"
"$B/src/server/tarot-night-load" --port "$PORT" "${OPTS[@]}"
read -r -a STAT < "/proc/$SERVER/stat"
TICKS="$(getconf CLK_TCK)"
echo "[night] server CPU $(awk -v u="${STAT[13]}" -v s="${STAT[14]}" -v t="$TICKS" 'BEGIN { printf "%.1f", (u + s) / t }') s" \
     "(user + system, setup included); load after $(cut -d' ' -f1-3 /proc/loadavg)"
