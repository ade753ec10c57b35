#!/usr/bin/env bash
# moe bench beside llama.cpp's and ik_llama.cpp's llama-bench: the same files, the same threads, the
# medians of the same number of repetitions, printed as one Markdown table.
#
#   tests/bench/compare.sh [-t THREADS] [-p "128 512"] [-n 64] [-r 3] [-k ROUNDS] MODEL.gguf...
#
#   MOE=./moe                           the moe binary (built with `make`)
#   LLAMA_BENCH=.../llama-bench         a local CPU build of llama.cpp (optional)
#   IK_LLAMA_BENCH=.../llama-bench      a local CPU build of ik_llama.cpp (optional)
#
# Each engine measures prompt processing from an empty cache and decode from an empty cache (as
# llama-bench does). With -k ROUNDS every engine runs that many times, interleaved, and the best
# round's median counts: on a shared machine whose speed drifts, every engine gets the same chances.
# Engines that are not given are left out; a file an engine cannot load shows its error. Make the
# files with tests/bench/gen_model.py. Nothing here builds or fetches the other engines: they are
# comparisons, not dependencies.
set -u
THREADS=2 PP="128 512" TG=64 REPS=3 ROUNDS=1
while getopts "t:p:n:r:k:" o; do
    case $o in
    t) THREADS=$OPTARG ;; p) PP=$OPTARG ;; n) TG=$OPTARG ;; r) REPS=$OPTARG ;; k) ROUNDS=$OPTARG ;;
    *) sed -n '2,18p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,18p' "$0"; exit 2; }
MOE=${MOE:-./moe}
[ -x "$MOE" ] || { echo "compare.sh: $MOE not found (make moe, or set MOE=)" >&2; exit 2; }
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
PP_LIST=$(echo $PP | tr ' ' ',')

for k in $(seq "$ROUNDS"); do
    for m in "$@"; do
        b=$(basename "$m")
        for p in $PP; do
            "$MOE" bench -m "$m" -t "$THREADS" -p "$p" -n 0 -r "$REPS" -o json >"$OUT/moe.$b.pp$p.$k.json" 2>"$OUT/moe.$b.pp$p.$k.err"
        done
        "$MOE" bench -m "$m" -t "$THREADS" -p 0 -n "$TG" -r "$REPS" -o json >"$OUT/moe.$b.tg.$k.json" 2>"$OUT/moe.$b.tg.$k.err"
        for e in LLAMA_BENCH IK_LLAMA_BENCH; do
            exe=${!e:-}
            [ -n "$exe" ] || continue
            "$exe" -m "$m" -t "$THREADS" -p "$PP_LIST" -n "$TG" -r "$REPS" -o json >"$OUT/$e.$b.$k.json" 2>"$OUT/$e.$b.$k.err"
        done
    done
done

/usr/bin/env python3 - "$OUT" "$THREADS" "$PP" "$TG" "$REPS" "$ROUNDS" "${LLAMA_BENCH:+llama.cpp}" "${IK_LLAMA_BENCH:+ik_llama.cpp}" "$@" <<'EOF'
import json, os, statistics, sys
out, threads, pps, tg, reps, rounds, llama, ik = sys.argv[1:9]
models = sys.argv[9:]
rounds = int(rounds)
pps = [int(p) for p in pps.split()]
tg = int(tg)

def err_line(path):
    try:
        lines = [l.strip() for l in open(path, errors="replace") if l.strip()]
        return lines[-1][:60] if lines else "no output"
    except OSError:
        return "not run"

def best(rows):
    """per measure, the best round"""
    r = {}
    for row in rows:
        for key, v in row.items():
            r[key] = max(r.get(key, 0.0), v)
    return r

def moe_row(b):
    rows, note, bw, active = [], "", 0.0, 0
    for k in range(1, rounds + 1):
        r = {}
        for name, key, field in [(f"pp{p}", f"pp{p}", "pp_tps") for p in pps] + [("tg", f"tg{tg}", "tg_tps")]:
            try:
                j = json.loads(open(f"{out}/moe.{b}.{name}.{k}.json").read())
            except (OSError, ValueError):
                note = err_line(f"{out}/moe.{b}.{name}.{k}.err")
                continue
            r[key] = j[field]
            if name == "tg": # the roofline: the best decode against the highest bandwidth measured
                bw, active = max(bw, j["read_bandwidth_bytes_per_s"]), j["active_bytes_per_token"]
        rows.append(r)
    r = best(rows)
    if not r:
        return None, note
    roof = "%.0f%% of %.1f GB/s" % (100 * r[f"tg{tg}"] * active / bw, bw / 1e9) if bw > 0 and f"tg{tg}" in r else ""
    return r, roof

def llama_row(e, b):
    rows, note = [], ""
    for k in range(1, rounds + 1):
        try:
            runs = json.loads(open(f"{out}/{e}.{b}.{k}.json").read())
        except (OSError, ValueError):
            note = err_line(f"{out}/{e}.{b}.{k}.err")
            continue
        r = {}
        for run in runs:
            key = f"pp{run['n_prompt']}" if run["n_gen"] == 0 else f"tg{run['n_gen']}"
            r[key] = statistics.median(run["samples_ts"]) if run.get("samples_ts") else run["avg_ts"]
        rows.append(r)
    r = best(rows)
    return (r, "") if r else (None, note)

cols = [f"pp{p}" for p in pps] + [f"tg{tg}"]
engines = [("moe", None)] + [(name, e) for name, e in ((llama, "LLAMA_BENCH"), (ik, "IK_LLAMA_BENCH")) if name]
print(f"threads {threads}, medians of {reps} runs" + (f", best of {rounds} interleaved rounds" if rounds > 1 else "")
      + "; tokens/s as " + " / ".join(cols))
print()
print("| file | " + " | ".join(n for n, _ in engines) + " | moe / best other | moe decode roofline |")
print("|---" * (len(engines) + 3) + "|")
fmt = lambda r: " / ".join("%.1f" % r[c] if c in r else "-" for c in cols)
for m in models:
    b = os.path.basename(m)
    cells, rows, roof = [], [], ""
    for name, e in engines:
        r, note = moe_row(b) if e is None else llama_row(e, b)
        if e is None:
            roof = note if r else ""
        cells.append(fmt(r) if r else f"(fails: {note})")
        rows.append(r)
    others = [r for r in rows[1:] if r]
    ratio = " / ".join("%.2fx" % (rows[0][c] / max(o[c] for o in others)) if rows[0] and all(c in o for o in others) else "-"
                       for c in cols) if others and rows[0] else "-"
    print(f"| {b} | " + " | ".join(cells) + f" | {ratio} | {roof} |")
EOF
