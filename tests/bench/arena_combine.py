#!/usr/bin/env python3
"""Pools arena JSON results (tarot-cli arena --json) of the same two bots over different seeds into one figure.

Usage: tests/bench/arena_combine.py FILE.json...   Each file is one run of N duplicate deals; the per-deal means are
pooled from each run's mean and 95 % interval (the interval gives the run's standard deviation of per-deal means),
the take and success rates by contract are weighted by deals and takes.
"""
import json, math, sys

runs = [json.load(open(f)) for f in sys.argv[1:] if open(f).read().strip()]
if not runs:
    sys.exit("no results")
names = [b["name"] for b in runs[0]["bots"]]
for i, name in enumerate(names):
    N = sum(r["deals"] for r in runs)
    M = sum(r["deals"] * r["bots"][i]["mean"] for r in runs) / N
    ss = 0.0
    for r in runs:
        b, n = r["bots"][i], r["deals"]
        sd = (b["ci95"][1] - b["mean"]) / 1.96 * math.sqrt(n)
        ss += (n - 1) * sd * sd + n * (b["mean"] - M) ** 2
    half = 1.96 * math.sqrt(ss / (N - 1) / N) if N > 1 else 0
    take = sum(r["deals"] * r["bots"][i]["take_rate"] for r in runs) / N
    made = sum(r["deals"] * r["bots"][i]["take_rate"] * r["bots"][i]["success_rate"] for r in runs) / N
    line = f"{name:<12} deals {N:5d}  mean {M:+7.2f}  95% [{M - half:+7.2f}, {M + half:+7.2f}]  take {100 * take:5.1f}%  success {100 * made / take if take else 0:5.1f}%"
    by = []
    for c in ("prise", "garde", "garde_sans", "garde_contre"):
        t = sum(r["deals"] * r["bots"][i]["by_contract"][c]["take_rate"] for r in runs) / N
        m = sum(r["deals"] * r["bots"][i]["by_contract"][c]["take_rate"] * r["bots"][i]["by_contract"][c]["success_rate"] for r in runs) / N
        by.append(f"{c} {100 * t:.1f}% / {100 * m / t if t else 0:.0f}%")
    print(line)
    print("             " + ", ".join(by))
    if "p50_us" in runs[0]["bots"][i]:
        p50 = sorted(r["bots"][i]["p50_us"] for r in runs)
        p99 = sorted(r["bots"][i]["p99_us"] for r in runs)
        dec = sum(r["bots"][i]["decisions"] for r in runs)
        print(f"             decisions {dec}, p50 of the runs {p50[len(p50) // 2] / 1000:.2f} ms (range {p50[0] / 1000:.2f}-{p50[-1] / 1000:.2f}), p99 of the runs median {p99[len(p99) // 2] / 1000:.1f} ms, max {p99[-1] / 1000:.1f} ms")
