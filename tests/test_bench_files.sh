#!/usr/bin/env bash
# The bench generator's files (tests/bench/gen_model.py) on its tiny shape: each weight type and the
# Q4_K_M mix load, hold the tensor types llama.cpp's quantizer gives them, and a 24-token prompt gives the
# same logits through every CPU kernel level this machine has (scalar, AVX2, AVX-VNNI, the default) as
# through the scalar kernels: the prompt kernels (panels) on the types people download.
#   bash tests/test_bench_files.sh ./moe        prints PASS/FAIL/SKIP bench-files/... lines
set -u
MOE=${1:-./moe}
case "$MOE" in /*) ;; */*) MOE="$(pwd)/$MOE" ;; esac
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
if ! "$PY" -c 'import numpy' 2>/dev/null; then echo "SKIP bench-files: python3 with numpy is missing"; exit 0; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
TOKENS=$(seq -s, 5 28)

# the kernel levels to compare with the scalar ones: name and environment
levels="default:"
case "$(uname -m)" in
x86_64)
    levels="$levels avx2:MOE_NO_AVX512=1,MOE_NO_AVXVNNI=1"
    grep -qw avx_vnni /proc/cpuinfo 2>/dev/null && levels="$levels avxvnni:MOE_NO_AVX512=1"
    ;;
esac

# type: the `moe info` lines it must show ("TYPE COUNT" pairs). The tiny shape has 2 layers, so the mix's
# use_more_bits picks layer 1: output, blk.1.attn_v and blk.1.ffn_down_exps in Q6_K, 13 matrices in Q4_K.
for spec in "Q4_0:Q4_0 16" "Q8_0:Q8_0 16" "Q4_K:Q4_K 16" "Q4_K_M:Q4_K 13,Q6_K 3"; do
    t=${spec%%:*} want=${spec#*:} f="$tmp/tiny-$t.gguf"
    if ! "$PY" tests/bench/gen_model.py --shape tiny --type "$t" -o "$f" >"$tmp/gen.log" 2>&1; then
        echo "FAIL bench-files/$t/gen: gen_model.py failed: $(tail -c 300 "$tmp/gen.log")"
        continue
    fi
    if ! info=$("$MOE" info -m "$f" 2>&1); then
        echo "FAIL bench-files/$t/info: moe info failed: $(printf '%s' "$info" | tail -c 300)"
        continue
    fi
    missing=""
    IFS=, read -ra pairs <<<"$want"
    for p in "${pairs[@]}"; do
        printf '%s\n' "$info" | grep -Eq "^  ${p% *} +${p#* } tensors" || missing="$missing [$p]"
    done
    n_types=$(printf '%s\n' "$info" | grep -Ec '^  (Q|F16|BF16|IQ)[A-Z0-9_]* +[0-9]+ tensors')
    if [ -z "$missing" ] && [ "$n_types" = "${#pairs[@]}" ]; then echo "PASS bench-files/$t/types: $want (and F32)"
    else echo "FAIL bench-files/$t/types: want $want, moe info says: $(printf '%s\n' "$info" | grep tensors | tr -s ' ' | tr '\n' ';')"; fi

    if ! MOE_NO_SIMD=1 "$MOE" logits -m "$f" --tokens "$TOKENS" -o "$tmp/scalar.f32" -t 2 >/dev/null 2>"$tmp/err"; then
        echo "FAIL bench-files/$t/logits: moe logits (scalar) failed: $(head -c 300 "$tmp/err")"
        continue
    fi
    for lv in $levels; do
        name=${lv%%:*} envs=${lv#*:}
        if ! env ${envs//,/ } "$MOE" logits -m "$f" --tokens "$TOKENS" -o "$tmp/$name.f32" -t 2 >/dev/null 2>"$tmp/err"; then
            echo "FAIL bench-files/$t/logits-$name: moe logits failed: $(head -c 300 "$tmp/err")"
            continue
        fi
        verdict=$("$PY" - "$tmp/scalar.f32" "$tmp/$name.f32" <<'EOF'
import sys, numpy as np
a, b = (np.fromfile(p, dtype="<f4") for p in sys.argv[1:3])
if a.size == 0 or a.size != b.size or not np.isfinite(a).all() or not np.isfinite(b).all():
    print("bad sizes or non-finite logits: %d vs %d values" % (a.size, b.size)); sys.exit()
rel = float(np.abs(a - b).max() / np.abs(a).max())
print(("ok %.2e" if rel <= 1e-4 else "differs %.2e") % rel)
EOF
)
        case "$verdict" in
        ok*) echo "PASS bench-files/$t/logits-$name: 24 positions, max |diff| / max |logit| ${verdict#ok } against the scalar kernels" ;;
        *) echo "FAIL bench-files/$t/logits-$name: against the scalar kernels: $verdict" ;;
        esac
    done
done
