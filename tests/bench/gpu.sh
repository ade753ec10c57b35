#!/usr/bin/env bash
# One prepared run on a machine with a real GPU: the Vulkan tests, the device's copy bandwidth,
# then `moe bench` on the large MoE shapes, printed as one table. Meant to finish well within 15
# minutes on a large GPU; it needs no Vulkan SDK:
#
#   tests/bench/gpu.sh                  (from the repository root)
#
#   MODELS=DIR      where the benchmark models are made (default /tmp/moe-gpu-models; kept, reused)
#   SHAPES="..."    gen_model.py shapes to bench (default: qwen3-30b-a3b olmoe qwen35-35b-a3b)
#   QUICK=1         the tests on two conformance models only
#   OUT=DIR         also writes the table and the logs there
#   PYTHON=...      a python3 with numpy, for gen_model.py (default python3)
#
# A machine with NVIDIA's driver but no Vulkan loader: put libvulkan1's .deb (and what it needs)
# under .gl/ beside this checkout first; when libvulkan.so.1 is missing they are unpacked into /.
# The GPU figures to compare with are the copy bandwidth printed here (the ceiling of a decode
# kernel, which streams its weights once) and llama.cpp's published Vulkan results.
set -u
cd "$(dirname "$0")/../.."
MODELS=${MODELS:-/tmp/moe-gpu-models}
SHAPES=${SHAPES:-"qwen3-30b-a3b olmoe qwen35-35b-a3b"}
LOGDIR=${OUT:-/tmp/moe-gpu-out}
mkdir -p "$MODELS" "$LOGDIR"
T0=$(date +%s)
say() { echo "[$(($(date +%s) - T0)) s] $*"; }

# ---- the Vulkan loader and the driver --------------------------------------------------------
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
    if ls .gl/*.deb >/dev/null 2>&1; then
        say "no libvulkan.so.1: unpacking .gl/*.deb"
        for f in .gl/*.deb; do dpkg -x "$f" /; done
        ldconfig
    else
        echo "gpu.sh: no Vulkan loader (libvulkan.so.1) and no .gl/*.deb to unpack" >&2
        exit 2
    fi
fi
if ! ls /usr/share/vulkan/icd.d/*.json /etc/vulkan/icd.d/*.json >/dev/null 2>&1; then
    for icd in /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json /usr/share/vulkan/icd.d/nvidia_icd.json; do
        [ -f "$icd" ] && export VK_DRIVER_FILES=$icd VK_ICD_FILENAMES=$icd && break
    done
fi

# ---- build -----------------------------------------------------------------------------------
say "building"
CC=${CC:-cc}
PYTHON=${PYTHON:-python3}
build() { $CC -std=c11 -O2 "$@" -lm -lpthread -ldl 2>>"$LOGDIR/build.log"; }
build -DMOE_MAIN moe.c -o moe & build tests/test_vulkan.c moe.c -o "$LOGDIR/test_vulkan" &
build tests/test_vk_compile.c -o "$LOGDIR/test_vk_compile" & build tests/bench/vk_bandwidth.c -o "$LOGDIR/vk_bandwidth" &
wait
for b in moe "$LOGDIR/test_vulkan" "$LOGDIR/test_vk_compile" "$LOGDIR/vk_bandwidth"; do
    [ -x "$b" ] || { echo "gpu.sh: building $b failed (see $LOGDIR/build.log)" >&2; exit 1; }
done
./moe devices | tee "$LOGDIR/devices.txt"
grep -q '^vulkan:' "$LOGDIR/devices.txt" || { echo "gpu.sh: no Vulkan device" >&2; exit 2; }

# ---- the models, made while the tests run ------------------------------------------------------
for s in $SHAPES; do
    [ -s "$MODELS/$s-q4_k.gguf" ] && continue
    ($PYTHON tests/bench/gen_model.py --shape "$s" --type Q4_K -o "$MODELS/$s-q4_k.gguf.part" >"$LOGDIR/gen-$s.log" 2>&1 &&
     mv "$MODELS/$s-q4_k.gguf.part" "$MODELS/$s-q4_k.gguf") &
done

# ---- tests on the GPU ------------------------------------------------------------------------
say "tests"
subset=""
[ "${QUICK:-0}" = 1 ] && subset="qwen3moe-q4_k_m deepseek2-v3-f32"
tests_out=$LOGDIR/tests.txt
{
    "$LOGDIR/test_vk_compile" gpu-compile 5 "$LOGDIR/pipelines"
    "$LOGDIR/test_vulkan" tests/conformance $subset -label gpu
    MOE_VK_EXPERTS=50% "$LOGDIR/test_vulkan" tests/conformance $subset -label gpu-half-experts
    "$LOGDIR/test_vulkan" -faults tests/conformance/models/qwen3moe-q4_k_m.gguf -label gpu-faults
} 2>"$LOGDIR/tests.err" | tee "$tests_out" | grep -v '^PASS'
n_pass=$(grep -c '^PASS' "$tests_out"); n_fail=$(grep -c '^FAIL' "$tests_out")
say "tests: $n_pass passed, $n_fail failed"

# ---- bandwidth, then the benchmarks ----------------------------------------------------------
bw=$("$LOGDIR/vk_bandwidth" vulkan 1024 2>&1)
say "$bw"
wait
rows=""
for s in $SHAPES; do
    f=$MODELS/$s-q4_k.gguf
    if [ ! -s "$f" ]; then rows+="| $s | (not made: $(tail -n 1 "$LOGDIR/gen-$s.log")) |||||\n"; continue; fi
    say "bench $s"
    j=$(./moe bench -m "$f" -p 512 -n 128 -r 2 --device vulkan -o json 2>"$LOGDIR/bench-$s.err")
    ./moe bench -m "$f" -p 16 -n 32 -r 1 --device vulkan --profile >"$LOGDIR/profile-$s.txt" 2>&1
    # 4 sequences decoded together (the server's slots)
    ./moe bench -m "$f" -p 0 -n 32 -r 1 -np 4 --device vulkan 2>&1 | grep 'tg32 x4' >"$LOGDIR/parallel-$s.txt"
    row=$(printf '%s' "$j" | python3 -c '
import json, sys
try: d = json.load(sys.stdin)
except Exception: print("| (bench failed) |||||"); sys.exit()
print("| %.1f | %.1f | %.0f | %.0f | %.0f |" % (d["pp_tps"], d["tg_tps"], d.get("gpu_dispatches_per_token", 0),
      d.get("gpu_barriers_per_token", 0), d.get("gpu_readback_bytes_per_token", 0)))')
    top=$(awk '/GPU time per kernel, tg/{t=1; next} t && $1=="matvec" {print $2 " " $NF " GB/s"; exit}' "$LOGDIR/profile-$s.txt")
    rows+="| $s Q4_K $row $top | $(sed 's/.*(\(.*\) one).*/\1/' "$LOGDIR/parallel-$s.txt") |\n"
done

# ---- the table -------------------------------------------------------------------------------
{
    echo
    echo "$(grep '^vulkan:' "$LOGDIR/devices.txt" | head -n 1)"
    echo "$bw"
    echo "tests: $n_pass passed, $n_fail failed"
    echo
    echo "| model | pp512 t/s | tg128 t/s | dispatches/token | barriers/token | read back B/token | busiest decode matvec | 4 streams / 1 |"
    echo "|---|---|---|---|---|---|---|---|"
    printf "$rows"
    echo
    echo "($(($(date +%s) - T0)) s in all; logs in $LOGDIR)"
} | tee "$LOGDIR/table.md"
[ "$n_fail" -eq 0 ]
