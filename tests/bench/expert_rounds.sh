#!/usr/bin/env bash
# The expert's benchmark in rounds, one arena at a time, so that a run stopped at any time gives pooled figures for
# every table (tests/bench/arena_combine.py). Round r uses seed r for each arena (different deals per round; the same
# deals for the expert and the oracle against the standard bot at each table size, for the share of the gap closed).
# Usage: tests/bench/expert_rounds.sh CLI OUT_DIR [rounds, default 200]   (touch OUT_DIR/STOP to end after a round)
set -euo pipefail
CLI="$1"; OUT="$2"; ROUNDS="${3:-200}"
mkdir -p "$OUT"
for r in $(seq 1 "$ROUNDS"); do
  nice "$CLI" arena --players 4 --deals 30 --seed "$r" --bots expert,expert-v1 --json --timing > "$OUT/p4v1_$r.json"
  nice "$CLI" arena --players 4 --deals 10 --seed "$r" --bots expert,standard --json --timing > "$OUT/p4std_$r.json"
  nice "$CLI" arena --players 3 --deals 10 --seed "$r" --bots expert,standard --json --timing > "$OUT/p3std_$r.json"
  nice "$CLI" arena --players 5 --deals 10 --seed "$r" --bots expert,standard --json --timing > "$OUT/p5std_$r.json"
  for p in 3 4 5; do nice "$CLI" arena --players "$p" --deals 10 --seed "$r" --bots oracle,standard --json > "$OUT/p${p}orc_$r.json"; done
  [ -f "$OUT/STOP" ] && break
done
for k in p4v1 p4std p3std p5std p3orc p4orc p5orc; do
  echo "== $k"; python3 "$(dirname "${BASH_SOURCE[0]}")/arena_combine.py" "$OUT/${k}"_*.json
done
