#!/bin/sh
# Plays seeded random deals with tarot-cli at 3, 4 and 5 players, replays each record and compares the results with
# the independent Python scorer (oracle.py), and checks the expected results of the sample records the same way.
# Usage: oracle_check.sh TAROT_CLI [seeds per player count, default 100]
set -u
CLI="$1"; SEEDS="${2:-100}"
HERE="$(cd "$(dirname "$0")" && pwd)"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
pairs=""
for p in 3 4 5; do
  seed=1
  while [ "$seed" -le "$SEEDS" ]; do
    r="$TMP/record_${p}_$seed.json"; o="$TMP/result_${p}_$seed.json"
    "$CLI" random --seed "$seed" --players "$p" > "$r"
    if ! "$CLI" replay "$r" > "$o"; then
      echo "replay refused the random record: $p players, seed $seed"; cat "$o"; exit 1
    fi
    pairs="$pairs $r $o"
    seed=$((seed + 1))
  done
done
for r in "$HERE"/data/records/*.json; do pairs="$pairs $r ${r%.json}.expected"; done
python3 "$HERE/oracle.py" $pairs
