#!/usr/bin/env bash
# Processor time of two commands, alternated (B A B A ...) so that both see the same machine load: each run's user +
# system seconds (GNU time), then the ratio A/B pair by pair and its median, min and max. For the same work done
# by two builds (e.g. an arena of a fixed number of deals, whose output must be the same), the ratio is the inverse
# of the work per CPU-second.
# Usage: tests/bench/cpu_ab.sh PAIRS 'COMMAND_A' 'COMMAND_B'   (each command one string, split as a shell splits it)
# Each run's output goes to $OUT/ab_a.N / ab_b.N (OUT default build/bench), to compare them afterwards.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PAIRS="$1"; A="$2"; B="$3"
OUT="${OUT:-$ROOT/build/bench}"
mkdir -p "$OUT"
cpu() {  # prints user + system seconds of one run of the command, its output to $1
  local out="$1"; shift
  /usr/bin/time -f '%U %S' -o "$OUT/ab_time" "$@" > "$out" 2>/dev/null
  awk '{ printf "%.3f\n", $1 + $2 }' "$OUT/ab_time"
}
echo "[ab] $PAIRS pairs; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
ratios=()
for i in $(seq "$PAIRS"); do
  # shellcheck disable=SC2086
  b=$(cpu "$OUT/ab_b.$i" $B)
  # shellcheck disable=SC2086
  a=$(cpu "$OUT/ab_a.$i" $A)
  r=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", (b > 0 ? a / b : 0) }')
  ratios+=("$r")
  printf '[ab] pair %d: A %s s, B %s s, A/B %.3f\n' "$i" "$a" "$b" "$r"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2;
  printf "[ab] A/B cpu: median %.3f, min %.3f, max %.3f over %d pairs\n", m, v[1], v[NR], NR }'
echo "[ab] load after: $(cut -d' ' -f1-3 /proc/loadavg)"
