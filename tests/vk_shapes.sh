#!/usr/bin/env bash
# The Vulkan backend against the CPU backend on models with random shapes: tests/gen_shapes.py writes a
# model of every architecture per seed (heads, ranks, expert counts, groups, widths, YaRN, windows,
# recurrent shapes drawn at random), once with F32 matrices and once with a mix of weight types, and
# `test_vulkan -random` compares the two backends on a prompt and the CPU's greedy continuation.
# usage: tests/vk_shapes.sh N_SEEDS [FIRST_SEED] [LABEL]     (from the repository root)
# `make test` runs a few seeds, `make fuzz` many. Environment: TEST_VULKAN (a built tests/test_vulkan.c;
# default: built here), VK_ICD_FILENAMES (default: lavapipe), SHAPE_ARCHS (default: every label of
# gen_shapes.py --list), SHAPE_TYPES (default: "f32 mixed"; or f16, q8_0, q4_0, q4_k), SHAPE_WIDE_ROUTER=1
# (64 to 512 experts, k from 8 to 32) and the settings test_vulkan reads.
set -u
cd "$(dirname "$0")/.."
N=$1 FIRST=${2:-0} LABEL=${3:-vulkan-shapes}
PY=/usr/bin/python3
D=tests/build/shapes/$LABEL
mkdir -p "$D"
if ! [ -x "$PY" ] || ! "$PY" -c 'import numpy' 2>/dev/null; then
    echo "SKIP $LABEL: /usr/bin/python3 with numpy is not installed (python3-numpy)"
    exit 0
fi
if [ -z "${VK_ICD_FILENAMES:-}" ]; then
    VK_ICD_FILENAMES=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
    if [ -z "$VK_ICD_FILENAMES" ]; then echo "SKIP $LABEL: lavapipe is not installed (mesa-vulkan-drivers)"; exit 0; fi
    export VK_ICD_FILENAMES XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
fi
TEST=${TEST_VULKAN:-}
if [ -z "$TEST" ]; then
    TEST=$D/test_vulkan
    if ! cc -std=c11 -O2 -I. tests/test_vulkan.c moe.c -o "$TEST" -lm -lpthread -ldl 2>"$D/build.log"; then
        echo "FAIL $LABEL/build: tests/test_vulkan.c does not compile (see $D/build.log)"; exit 1
    fi
fi
if ! archs=${SHAPE_ARCHS:-$("$PY" tests/gen_shapes.py --list)} || [ -z "$archs" ]; then
    echo "FAIL $LABEL/list: tests/gen_shapes.py --list names no architecture"; exit 1
fi
files=()
for arch in $archs; do
    for ((seed = FIRST; seed < FIRST + N; seed++)); do
        for types in ${SHAPE_TYPES:-f32 mixed}; do
            f=$D/$arch-s$seed-$types.gguf
            if ! "$PY" tests/gen_shapes.py --arch "$arch" --seed "$seed" --types "$types" ${SHAPE_WIDE_ROUTER:+--wide-router} -o "$f" > "$f.txt" 2>&1; then
                echo "FAIL $LABEL/$arch-s$seed-$types: the generator failed: $(tail -n 1 "$f.txt")"
                continue
            fi
            files+=("$f")
        done
    done
done
[ ${#files[@]} -eq 0 ] || "$TEST" -random "${files[@]}" -label "$LABEL"
