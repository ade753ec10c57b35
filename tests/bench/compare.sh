#!/usr/bin/env bash
# moe bench beside llama.cpp's and ik_llama.cpp's llama-bench: the same files, the same threads, the
# medians of the same number of repetitions, printed as one Markdown table.
#
#   tests/bench/compare.sh [-t THREADS] [-p "128 512"] [-n 64] [-r 3] MODEL.gguf...
#
#   MOE=./moe                           the moe binary (built with `make`)
#   LLAMA_BENCH=.../llama-bench         a local CPU build of llama.cpp (optional)
#   IK_LLAMA_BENCH=.../llama-bench      a local CPU build of ik_llama.cpp (optional)
#
# Engines that are not given are left out; a file an engine cannot load shows its error. Make the
# files with tests/bench/gen_model.py. Nothing here builds or fetches the other engines: they are
# comparisons, not dependencies.
set -u
THREADS=2 PP="128 512" TG=64 REPS=3
while getopts "t:p:n:r:" o; do
    case $o in
    t) THREADS=$OPTARG ;; p) PP=$OPTARG ;; n) TG=$OPTARG ;; r) REPS=$OPTARG ;;
    *) sed -n '2,14p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { sed -n '2,14p' "$0"; exit 2; }
MOE=${MOE:-./moe}
[ -x "$MOE" ] || { echo "compare.sh: $MOE not found (make moe, or set MOE=)" >&2; exit 2; }
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
PP_LIST=$(echo $PP | tr ' ' ',')

for m in "$@"; do
    b=$(basename "$m")
    first=1
    for p in $PP; do # one moe run per prompt length; decode is measured in the first
        n=0; [ $first = 1 ] && n=$TG
        "$MOE" bench -m "$m" -t "$THREADS" -p "$p" -n "$n" -r "$REPS" -o json >"$OUT/moe.$b.$p.json" 2>"$OUT/moe.$b.$p.err"
        first=0
    done
    for e in LLAMA_BENCH IK_LLAMA_BENCH; do
        exe=${!e:-}
        [ -n "$exe" ] || continue
        "$exe" -m "$m" -t "$THREADS" -p "$PP_LIST" -n "$TG" -r "$REPS" -o json >"$OUT/$e.$b.json" 2>"$OUT/$e.$b.err"
    done
done

/usr/bin/env python3 - "$OUT" "$THREADS" "$PP" "$TG" "$REPS" "${LLAMA_BENCH:+llama.cpp}" "${IK_LLAMA_BENCH:+ik_llama.cpp}" "$@" <<'EOF'
import json, os, statistics, sys
out, threads, pps, tg, reps, llama, ik = sys.argv[1:8]
models = sys.argv[8:]
pps = [int(p) for p in pps.split()]
tg = int(tg)

def err_line(path):
    try:
        lines = [l.strip() for l in open(path, errors="replace") if l.strip()]
        return lines[-1][:60] if lines else "no output"
    except OSError:
        return "not run"

def moe_row(b):
    r, bw = {}, ""
    for i, p in enumerate(pps):
        try:
            j = json.loads(open(f"{out}/moe.{b}.{p}.json").read())
        except (OSError, ValueError):
            return None, err_line(f"{out}/moe.{b}.{p}.err")
        r[f"pp{p}"] = j["pp_tps"]
        if i == 0:
            r[f"tg{tg}"] = j["tg_tps"]
            bw = "%.0f%% of %.1f GB/s" % (100 * j["roofline_fraction"], j["read_bandwidth_bytes_per_s"] / 1e9)
    return r, bw

def llama_row(e, b):
    try:
        runs = json.loads(open(f"{out}/{e}.{b}.json").read())
    except (OSError, ValueError):
        return None, err_line(f"{out}/{e}.{b}.err")
    r = {}
    for run in runs:
        key = f"pp{run['n_prompt']}" if run["n_gen"] == 0 else f"tg{run['n_gen']}"
        r[key] = statistics.median(run["samples_ts"]) if run.get("samples_ts") else run["avg_ts"]
    return r, ""

cols = [f"pp{p}" for p in pps] + [f"tg{tg}"]
engines = [("moe", None)] + [(name, e) for name, e in ((llama, "LLAMA_BENCH"), (ik, "IK_LLAMA_BENCH")) if name]
print(f"threads {threads}, medians of {reps} runs; tokens/s as " + " / ".join(cols))
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
