#!/usr/bin/env bash
# The whole test suite: `make test` runs this from the repository root.
# Every check prints one line, PASS/FAIL/SKIP <name>; the last line is "N passed, N failed, N skipped".
# Tools that are missing (a second compiler, sanitizer runtimes, a C++ compiler) are reported as
# SKIP with their name, never silently.
set -u
cd "$(dirname "$0")/.."
B=tests/build/suite
mkdir -p "$B"
LOG="$B/log.txt"
: > "$LOG"
CC=${CC:-cc}
CFLAGS_T="-std=c11 -O2 -g -Wall -Wextra -I."
LIBS="-lm -lpthread -ldl"
pass=0 fail=0 skip=0

# TEST_SECTIONS="unit cli vulkan" runs only those sections, for work on one part; a section uses what earlier
# ones built (unit: moe.o, cli: the moe program), so name those too (stale copies are removed first)
rm -f "$B/moe.o" "$B/moe"
section() { # runs section_NAME through count, then prints its time (the suite's budget is read from these lines)
    local t0=$SECONDS
    case " ${TEST_SECTIONS:-$1} " in *" $1 "*) ;; *) echo "# section $1: not run (TEST_SECTIONS)"; return ;; esac
    count < <("section_$1")
    echo "# section $1: $((SECONDS - t0)) s"
}

count() { # reads PASS/FAIL/SKIP lines from stdin, echoes them, tallies
    local line
    while IFS= read -r line; do
        case "$line" in
        PASS\ *) pass=$((pass + 1)); echo "$line" ;;
        FAIL\ *) fail=$((fail + 1)); echo "$line" ;;
        SKIP\ *) skip=$((skip + 1)); echo "$line" ;;
        *) echo "$line" >> "$LOG" ;;
        esac
    done
}
ok()   { echo "PASS $*"; }
bad()  { echo "FAIL $*"; }
skp()  { echo "SKIP $*"; }

# Runs a test program; a crash or non-zero exit without any FAIL line is itself a failure.
run_prog() { # name cmd...
    local name=$1; shift
    local out rc t0=$SECONDS
    out=$("$@" 2>>"$LOG"); rc=$?
    echo "# $name: $((SECONDS - t0)) s" >> "$LOG"
    printf '%s\n' "$out"
    if [ $rc -ne 0 ] && ! printf '%s\n' "$out" | grep -q '^FAIL '; then
        echo "FAIL $name: exited with status $rc"
    fi
}

build() { # out src... (compiler flags from BUILD_FLAGS); prints FAIL on error
    local out=$1; shift
    if ! $BUILD_CC $BUILD_FLAGS "$@" -o "$out" $LIBS >>"$LOG" 2>&1; then
        echo "FAIL build/$(basename "$out"): compile error (see $LOG)"
        return 1
    fi
}

have() { command -v "$1" >/dev/null 2>&1; }

# ---- 1. the two-file rule and warnings -------------------------------------------------------
section_build() {
    tmp=$(mktemp -d)
    cp moe.c moe.h "$tmp"/
    if (cd "$tmp" && $CC -std=c11 -O2 -c moe.c -o moe.o) >>"$LOG" 2>&1; then
        ok "build/two-files: moe.c + moe.h alone compile with '$CC -std=c11 -O2 -c moe.c'"
        if nm "$tmp/moe.o" | grep -qE ' U vk[A-Z]'; then bad "build/no-vulkan-link: moe.o needs vk* symbols"
        else ok "build/no-vulkan-link: moe.o needs no Vulkan symbols at link time"; fi
    else bad "build/two-files: moe.c + moe.h alone do not compile"; fi
    rm -rf "$tmp"
    for cc in gcc clang; do
        if have $cc; then
            if $cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Wshadow -Werror -DMOE_MAIN moe.c -o "$B/moe-$cc" $LIBS >>"$LOG" 2>&1
            then ok "build/warnings-$cc: -Wall -Wextra -Wpedantic -Wshadow -Werror, with the CLI"
            else bad "build/warnings-$cc: warnings or errors (see $LOG)"; fi
        else skp "build/warnings-$cc: $cc is not installed"; fi
    done
    # an app that embeds the engine with MOE_STATIC and calls one function builds with -Werror
    printf '#define MOE_STATIC\n#include "moe.c"\n#include <stdio.h>\nint main(void) { puts(moe_version()); return 0; }\n' \
        > "$B/static_app.c"
    if $CC -std=c11 -O0 -Wall -Wextra -Werror -I. "$B/static_app.c" -o "$B/static_app" $LIBS >>"$LOG" 2>&1 &&
       [ "$("$B/static_app")" = "$(sed -n 's/^#define MOE_VERSION_STRING "\(.*\)"$/\1/p' moe.h)" ]
    then ok "build/static-embed: an app including moe.c with MOE_STATIC builds warning-free (-Wall -Wextra -Werror) and runs"
    else bad "build/static-embed: the MOE_STATIC embedding warns, fails to build or prints the wrong version (see $LOG)"; fi
    if $CC -std=c11 -O2 -Werror -Wall -DMOE_NO_THREADS -DMOE_NO_SIMD -c moe.c -o "$B/moe-nothreads.o" >>"$LOG" 2>&1
    then ok "build/no-threads-no-simd: MOE_NO_THREADS + MOE_NO_SIMD build"
    else bad "build/no-threads-no-simd: does not compile"; fi
    if $CC -std=c11 -O2 -Werror -Wall -Wextra -DMOE_NO_VULKAN -DMOE_MAIN moe.c -o "$B/moe-novulkan" $LIBS >>"$LOG" 2>&1 &&
       "$B/moe-novulkan" devices | grep -q MOE_NO_VULKAN
    then ok "build/no-vulkan: MOE_NO_VULKAN build (no Vulkan code at all) runs"
    else bad "build/no-vulkan: the MOE_NO_VULKAN build fails"; fi
    if have c++; then
        if [ -f tests/test_header.cpp ]; then
            if c++ -std=c++11 -Wall -Wextra -Werror -I. -c tests/test_header.cpp -o "$B/test_header.o" >>"$LOG" 2>&1 &&
               $CC -std=c11 -O2 -c moe.c -o "$B/moe_c.o" >>"$LOG" 2>&1 &&
               c++ "$B/test_header.o" "$B/moe_c.o" -o "$B/test_header" $LIBS >>"$LOG" 2>&1
            then run_prog api/cxx-header "$B/test_header"
            else bad "api/cxx-header: moe.h does not compile or link as C++"; fi
        fi
    else skp "api/cxx-header: no C++ compiler (c++)"; fi
}
section build

# ---- 2. unit and conformance tests -----------------------------------------------------------
section_unit() {
    BUILD_CC=$CC BUILD_FLAGS="$CFLAGS_T -Werror"
    $CC $CFLAGS_T -c moe.c -o "$B/moe.o" 2>>"$LOG"
    build "$B/test_kernels" tests/test_kernels.c -Wno-unused-function && run_prog quant "$B/test_kernels"
    MOE_NO_SIMD=1 run_prog quant-scalar "$B/test_kernels" | sed 's/^\(PASS\|FAIL\) \([^:]*\)/\1 scalar-\2/'
    # on an AVX-512 machine, the AVX2 kernels as dispatched (what a machine without AVX-512 runs), and
    # the AVX-VNNI ones where the CPU has them (Alder Lake, Sapphire Rapids, Zen 5)
    MOE_NO_AVX512=1 MOE_NO_AVXVNNI=1 run_prog quant-avx2 "$B/test_kernels" | sed 's/^\(PASS\|FAIL\) \([^:]*\)/\1 avx2-\2/'
    if grep -qw avx_vnni /proc/cpuinfo 2>/dev/null; then
        MOE_NO_AVX512=1 run_prog quant-avxvnni "$B/test_kernels" | sed 's/^\(PASS\|FAIL\) \([^:]*\)/\1 avxvnni-\2/'
    else skp "unit/avxvnni: this CPU has no AVX-VNNI (its kernels are tested where it has)"; fi
    # the shaders' decoders (shaders/dequant.glsl) compiled as C, against moe.c's
    build "$B/test_dequant_glsl" tests/test_dequant_glsl.c -Wno-unused-function -ffp-contract=off &&
        run_prog dequant-glsl "$B/test_dequant_glsl"
    for t in tokenizer conformance api gguf chat hybrid; do
        [ -f tests/test_$t.c ] || continue
        build "$B/test_$t" tests/test_$t.c "$B/moe.o" && run_prog $t "$B/test_$t"
    done
    build "$B/test_chat_filter" tests/test_chat_filter.c -Wno-unused-function && run_prog chat-filter "$B/test_chat_filter"
    build "$B/test_stream" tests/test_stream.c -Wno-unused-function && run_prog stream "$B/test_stream"
    # the scalar kernels through the whole model
    MOE_NO_SIMD=1 run_prog conformance-scalar "$B/test_conformance" tests/conformance olmoe-q4_0 qwen3moe-q8_0 mixtral-spm qwen35moe-f32 |
        sed 's/^\(PASS\|FAIL\) conformance/\1 scalar-conformance/'
    MOE_NO_AVX512=1 MOE_NO_AVXVNNI=1 run_prog conformance-avx2 "$B/test_conformance" tests/conformance olmoe-q4_0 olmoe-q4_k_m qwen3moe-q4_k_m qwen3moe-q5_k_m qwen3moe-q6_k mixtral-q4_k_m qwen35moe-f32 |
        sed 's/^\(PASS\|FAIL\) conformance/\1 avx2-conformance/'
}
section unit

# ---- 3. the command line ---------------------------------------------------------------------
section_cli() {
    if $CC -std=c11 -O2 -DMOE_MAIN moe.c -o "$B/moe" $LIBS 2>>"$LOG"; then
        bash tests/test_cli.sh "$B/moe"
        bash tests/test_chat_cli.sh "$B/moe"
        # chat on a pseudo-terminal: line editing, history, Ctrl-C, Ctrl-D
        timeout 180 /usr/bin/python3 tests/pty_chat.py "$B/moe" models/moe-kjv-11m-q8_0.gguf ||
            bad "cli-pty: the terminal session did not finish"
        bash tests/test_bundled.sh "$B/moe"
        bash tests/test_bench_files.sh "$B/moe"
    else bad "cli/build: the CLI does not compile"; fi
}
section cli

# ---- 3a. the HTTP server: curl, raw hostile clients, the openai npm package, the chat page in Chromium ------
# the slots decoded together on models with other layers: latent attention, DeltaNet and Mamba-2 states
server_batch() { # BIN
    local m=tests/conformance/models
    timeout 300 /usr/bin/python3 tests/test_server_batch.py "$1" qwen35moe=$m/qwen35moe-f32.gguf \
        qwen3next=$m/qwen3next-f32.gguf nemotron-h=$m/nemotron-h-moe-f32.gguf deepseek2=$m/deepseek2-lite-f32.gguf ||
        bad "server/batch: tests/test_server_batch.py did not finish"
}
section_server() {
    if [ -x "$B/moe" ]; then timeout 600 bash tests/test_server.sh "$B/moe" models/moe-kjv-11m-q8_0.gguf ||
        bad "server: tests/test_server.sh did not finish"
        server_batch "$B/moe"
    else bad "server/build: no CLI (the cli section builds it)"; fi
}
section server

# ---- 3b. NEON: the aarch64 kernels, cross-compiled and run under qemu-aarch64 ---------------------
section_neon() {
    if ! have aarch64-linux-gnu-gcc || ! have qemu-aarch64; then
        skp "neon: aarch64-linux-gnu-gcc or qemu-aarch64 is not installed (gcc-aarch64-linux-gnu, qemu-user)"; return
    fi
    local arch
    for arch in armv8-a armv8.2-a+dotprod armv8.2-a+dotprod+i8mm; do # i8mm: the smmla panels
        if aarch64-linux-gnu-gcc -std=c11 -O2 -static -march=$arch -I. -Wall -Wextra -Werror -Wno-unused-function \
               tests/test_kernels.c -o "$B/test_kernels_$arch" -lm -lpthread >>"$LOG" 2>&1; then
            run_prog neon-$arch qemu-aarch64 "$B/test_kernels_$arch" | sed "s/^\(PASS\|FAIL\) /\1 neon-$arch\//"
        else bad "neon-$arch/build: test_kernels does not cross-compile for aarch64 (see $LOG)"; fi
    done
    if aarch64-linux-gnu-gcc -std=c11 -O2 -static -march=armv8.2-a+dotprod -I. tests/test_conformance.c moe.c \
           -o "$B/test_conformance_arm" -lm -lpthread -ldl >>"$LOG" 2>&1; then
        run_prog neon-conformance qemu-aarch64 "$B/test_conformance_arm" tests/conformance qwen3moe-q4_k_m olmoe-q4_0 qwen35moe-f32 \
            mixtral-q5_k_m qwen3moe-iq4_nl olmoe-mxfp4_moe | sed 's/^\(PASS\|FAIL\) conformance/\1 neon-conformance/'
    else bad "neon-conformance/build: does not cross-compile (see $LOG)"; fi
    # the smmla panels (the 32-element types, Q4_K, Q5_K, Q6_K) through whole models
    if aarch64-linux-gnu-gcc -std=c11 -O2 -static -march=armv8.2-a+dotprod+i8mm -I. tests/test_conformance.c moe.c \
           -o "$B/test_conformance_i8mm" -lm -lpthread -ldl >>"$LOG" 2>&1; then
        run_prog neon-i8mm-conformance qemu-aarch64 "$B/test_conformance_i8mm" tests/conformance olmoe-q4_0 qwen3moe-q8_0 \
            qwen3moe-iq4_nl olmoe-mxfp4_moe qwen3moe-q4_k_m mixtral-q5_k_m qwen3moe-q6_k | sed 's/^\(PASS\|FAIL\) conformance/\1 neon-i8mm-conformance/'
    else bad "neon-i8mm-conformance/build: does not cross-compile (see $LOG)"; fi
}
section neon

# ---- 4. the Vulkan backend, on lavapipe (Mesa's CPU Vulkan device) --------------------------
VK_SUBSET="qwen3moe-q4_k_m gpt-oss-f32 qwen2moe-f32 mixtral-spm deepseek2-v3-f32 qwen35moe-f32"
section_vulkan() {
    # moe.c never needs Vulkan headers: a poisoned vulkan/vulkan.h on the include path changes nothing
    tmp=$(mktemp -d)
    mkdir -p "$tmp/poison/vulkan"
    echo '#error "moe.c must not include Vulkan headers"' > "$tmp/poison/vulkan/vulkan.h"
    cp "$tmp/poison/vulkan/vulkan.h" "$tmp/poison/vulkan/vulkan_core.h"
    cp moe.c moe.h "$tmp"/
    if (cd "$tmp" && $CC -std=c11 -O2 -Ipoison -DMOE_MAIN moe.c -o moe-novk $LIBS) >>"$LOG" 2>&1; then
        ok "vulkan/no-headers: moe.c compiles with no Vulkan headers (a poisoned vulkan/vulkan.h on the include path)"
        out=$(MOE_VULKAN_LIB=/nonexistent/libvulkan.so.1 "$tmp/moe-novk" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" \
              -n 8 --temp 0 --device vulkan -v 2>&1); rc=$?
        if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "no Vulkan loader" && printf '%s' "$out" | grep -q "running on the CPU"
        then ok "vulkan/no-loader: without libvulkan, --device vulkan logs why and generates on the CPU"
        else bad "vulkan/no-loader: status $rc: $out"; fi
    else bad "vulkan/no-headers: moe.c does not compile without Vulkan headers"; fi
    rm -rf "$tmp"
    if ! have glslangValidator; then skp "vulkan/shaders-current: glslangValidator is not installed (glslang-tools)"
    elif ! have python3; then skp "vulkan/shaders-current: python3 is not installed"
    elif out=$(python3 shaders/embed.py --check 2>&1); then ok "vulkan/shaders-current: the SPIR-V in moe.c is what shaders/*.comp compile to, in the order of VK_SH_*"
    else bad "vulkan/shaders-current: $(printf '%s' "$out" | tr '\n' ' ')"; fi
    # the push constants each dispatch records against the shader's block
    if have python3; then run_prog push-constants python3 tests/check_push_constants.py
    else skp "push-constants: python3 is not installed"; fi
    BUILD_CC=$CC BUILD_FLAGS="$CFLAGS_T -Werror"
    build "$B/test_vulkan" tests/test_vulkan.c "$B/moe.o" || return
    # lavapipe alone, chosen explicitly
    local icd
    icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
    if [ -z "$icd" ]; then skp "vulkan: lavapipe is not installed (mesa-vulkan-drivers)"; return; fi
    export VK_ICD_FILENAMES=$icd MOE_TEST_DEVICE=vulkan XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
    if ! "$B/moe" devices 2>>"$LOG" | grep -q '^vulkan:'; then
        skp "vulkan: no Vulkan loader or device (libvulkan1 + mesa-vulkan-drivers)"; return
    fi
    # every pipeline, on lavapipe and by AMD's compiler on RADV's null devices (no GPU behind them),
    # each within 5 s: a compiler that does not finish is a model that never loads on that card; then
    # the pipeline cache through a file (the compiler's statistics per pipeline go to the log)
    build "$B/test_vk_compile" tests/test_vk_compile.c || return
    run_prog vulkan-compile "$B/test_vk_compile" vulkan-compile/lavapipe 5 "$tmp/pipelines-lavapipe"
    local radv fam out
    radv=$(ls /usr/share/vulkan/icd.d/radeon_icd.*.json 2>/dev/null | head -n 1)
    if [ -n "$radv" ]; then
        for fam in tahiti polaris10 vega10 navi10 navi21 gfx1100; do
            VK_ICD_FILENAMES=$radv RADV_FORCE_FAMILY=$fam run_prog vulkan-compile-$fam "$B/test_vk_compile" vulkan-compile/radv-$fam 5 \
                "$tmp/pipelines-$fam"
        done
        # a device with no memory behind it is listed as unusable, and a model asked onto it runs on the CPU
        out=$(VK_ICD_FILENAMES=$radv RADV_FORCE_FAMILY=polaris10 "$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" \
              -n 8 --temp 0 --device vulkan -v 2>&1); rc=$?
        if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "no device memory" && printf '%s' "$out" | grep -q "running on the CPU" &&
           printf '%s' "$out" | grep -q "^And God said"
        then ok "vulkan/null-device: a GPU without memory (RADV's null device) is refused with the reason and the CPU runs the model"
        else bad "vulkan/null-device: status $rc: $out"; fi
    else skp "vulkan-compile/radv: RADV is not installed (mesa-vulkan-drivers)"; fi
    run_prog vulkan "$B/test_vulkan" tests/conformance
    # the pipeline cache file: written by the first start, read by the next; a damaged one is
    # refused with the reason and rewritten, and the text is the same every time
    local pc="$tmp/pcache" first second third cache_file
    first=$(MOE_CACHE_DIR=$pc "$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 8 --temp 0 --device vulkan -v 2>&1)
    cache_file=$(ls "$pc"/vk-*.cache 2>/dev/null | head -n 1)
    second=$(MOE_CACHE_DIR=$pc "$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 8 --temp 0 --device vulkan -v 2>&1)
    [ -n "$cache_file" ] && head -c 40 "$cache_file" > "$cache_file.cut" && mv "$cache_file.cut" "$cache_file"
    third=$(MOE_CACHE_DIR=$pc "$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 8 --temp 0 --device vulkan -v 2>&1)
    if [ -n "$cache_file" ] && printf '%s' "$first" | grep -q "pipeline cache .*: 0 bytes read, [0-9]* written" &&
       printf '%s' "$second" | grep -q "pipeline cache .*: [1-9][0-9]* bytes read, nothing new to write" &&
       printf '%s' "$third" | grep -q "pipeline cache .* is damaged: compiling again" &&
       [ "$(printf '%s' "$first" | grep '^And God' | sed 's/\[.*//')" = "$(printf '%s' "$third" | grep '^And God' | sed 's/\[.*//')" ] &&
       [ "$(printf '%s' "$first" | grep '^And God' | sed 's/\[.*//')" = "$(printf '%s' "$second" | grep '^And God' | sed 's/\[.*//')" ] &&
       [ "$(wc -c < "$cache_file")" -gt 40 ] && printf '%s' "$first" | grep -q '^And God'
    then ok "vulkan/pipeline-cache: written by the first start, read by the next, a damaged file refused and rewritten"
    else bad "vulkan/pipeline-cache: $first // $second // $third"; fi
    # the bundled model on the GPU, and with a memory budget too small for it: the same text either way
    local want got small
    want=$("$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 12 --temp 0 --device cpu 2>/dev/null)
    got=$("$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 12 --temp 0 --device vulkan 2>>"$LOG")
    if [ -n "$want" ] && [ "$got" = "$want" ]; then ok "vulkan/cli-run: moe run --device vulkan streams the CPU's greedy text"
    else bad "vulkan/cli-run: '$got' differs from the CPU's '$want'"; fi
    small=$(MOE_VK_BUDGET=1M "$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 12 --temp 0 --device vulkan -v 2>&1 >/dev/null)
    got=$(MOE_VK_BUDGET=1M "$B/moe" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 12 --temp 0 --device vulkan 2>/dev/null)
    if [ "$got" = "$want" ] && printf '%s' "$small" | grep -q "do not fit the GPU budget"
    then ok "vulkan/out-of-budget: a model larger than the GPU budget says so and runs on the CPU"
    else bad "vulkan/out-of-budget: '$small' / '$got'"; fi
    if "$B/moe" devices | grep -q "budget"; then ok "vulkan/devices: moe devices lists the devices with limits and budget"
    else bad "vulkan/devices: no device list"; fi
    # the decode pass's cost in dispatches, barriers, submits and bytes read back: greedy decoding reads the
    # argmax candidates of the 512-token vocabulary (two workgroups' (value, index), 16 bytes) per token, not
    # the 2048-byte logits row, with every weight on the GPU; more with experts on the CPU
    local js
    js=$("$B/moe" bench -m tests/conformance/models/qwen3moe-q4_k_m.gguf -p 4 -n 8 -r 1 --device vulkan -o json 2>>"$LOG")
    if printf '%s' "$js" | grep -Eq '"gpu_readback_bytes_per_token": 16[,} ]' &&
       printf '%s' "$js" | grep -q '"gpu_submits_per_token": 1.0' &&
       printf '%s' "$js" | grep -Eq '"gpu_dispatches_per_token": [1-9]'
    then ok "vulkan/bench-counters: moe bench -o json reports dispatches, barriers, submits and read-back bytes per token"
    else bad "vulkan/bench-counters: $js"; fi
    js=$("$B/moe" bench -m tests/conformance/models/qwen3moe-q4_k_m.gguf -p 4 -n 8 -r 1 --device vulkan --gpu-mem 1M -o json 2>>"$LOG")
    if printf '%s' "$js" | grep -q '"gpu_submits_per_token": 5.0' && printf '%s' "$js" | grep -Eq '"gpu_readback_bytes_per_token": 2096[,} ]'
    then ok "vulkan/bench-counters-split: with experts on the CPU, each MoE layer adds two submits and its routing read back (2080 bytes a token)"
    else bad "vulkan/bench-counters-split: $js"; fi
    # --profile: GPU time per kernel kind from timestamp queries, for the prompt and for decode
    local prof
    prof=$("$B/moe" bench -m tests/conformance/models/qwen3moe-q4_k_m.gguf -p 4 -n 8 -r 1 --device vulkan --profile 2>>"$LOG")
    if printf '%s\n' "$prof" | grep -q '^GPU time per kernel, pp4' && printf '%s\n' "$prof" | grep -q '^GPU time per kernel, tg8' &&
       printf '%s\n' "$prof" | grep -Eq '^matvec +Q4_K +96 ' && printf '%s\n' "$prof" | grep -Eq '^router +- +16 ' &&
       printf '%s\n' "$prof" | grep -Eq '^all +[0-9.]+$'
    then ok "vulkan/profile: moe bench --profile prints the GPU time of each kernel kind (8 decode steps of 2 layers: 96 Q4_K products, 16 routers)"
    else bad "vulkan/profile: $prof"; fi
    prof=$("$B/moe" bench -m tests/conformance/models/qwen3moe-q4_k_m.gguf -p 4 -n 4 -r 1 --device cpu --profile 2>&1)
    if printf '%s' "$prof" | grep -q "no GPU profile"; then ok "vulkan/profile-cpu: --profile on the CPU says there is no GPU profile"
    else bad "vulkan/profile-cpu: $prof"; fi
    MOE_VK_NO_SUBGROUP=1 run_prog vulkan-no-subgroup "$B/test_vulkan" tests/conformance $VK_SUBSET -label vulkan-no-subgroup
    LP_NATIVE_VECTOR_WIDTH=128 run_prog vulkan-subgroup-4 "$B/test_vulkan" tests/conformance $VK_SUBSET -label vulkan-subgroup-4
    LP_NATIVE_VECTOR_WIDTH=512 run_prog vulkan-subgroup-16 "$B/test_vulkan" tests/conformance $VK_SUBSET -label vulkan-subgroup-16
    MOE_TEST_BATCH=4 MOE_TEST_CTX=64 MOE_VK_MAX_RANGE=80K MOE_VK_MAX_ALLOC=1M MOE_TEST_EXPECT_SPLIT=1 \
        run_prog vulkan-split "$B/test_vulkan" tests/conformance $VK_SUBSET -label vulkan-split
    # experts split between the GPU and the CPU (issue 6): half of them, none, and a hot-expert cache
    MOE_VK_EXPERTS=50% MOE_TEST_EXPECT_PLACEMENT=1 run_prog vulkan-half-experts "$B/test_vulkan" tests/conformance \
        -label vulkan-half-experts
    MOE_VK_EXPERTS=0 MOE_TEST_EXPECT_PLACEMENT=1 run_prog vulkan-no-experts "$B/test_vulkan" tests/conformance \
        -label vulkan-no-experts
    MOE_VK_EXPERTS=50% MOE_TEST_EXPERT_CACHE=1e9 MOE_TEST_EXPECT_PLACEMENT=1 MOE_TEST_EXPECT_REFILL=1 \
        run_prog vulkan-expert-cache "$B/test_vulkan" tests/conformance $VK_SUBSET olmoe-q4_0 -label vulkan-expert-cache
    MOE_TEST_KV=f16 run_prog vulkan-kv-f16 "$B/test_vulkan" tests/conformance $VK_SUBSET -label vulkan-kv-f16
    # every architecture with random shapes (`make fuzz` runs many more seeds), also with experts on both sides
    TEST_VULKAN="$B/test_vulkan" run_prog vulkan-shapes bash tests/vk_shapes.sh 2 0 vulkan-shapes
    TEST_VULKAN="$B/test_vulkan" MOE_VK_EXPERTS=50% run_prog vulkan-shapes-half-experts bash tests/vk_shapes.sh 1 100 \
        vulkan-shapes-half-experts
    # the router at 64 to 512 experts and k from 8 to 32, on every architecture with experts
    TEST_VULKAN="$B/test_vulkan" SHAPE_WIDE_ROUTER=1 SHAPE_TYPES=f32 run_prog vulkan-shapes-wide-router bash tests/vk_shapes.sh 1 0 \
        vulkan-shapes-wide-router
    # a shared expert as wide as the model and of the experts' type: its input once hit the experts'
    # rounded rows (the rounding cache told buffers of one chunk apart by the VkBuffer alone)
    TEST_VULKAN="$B/test_vulkan" SHAPE_ARCHS=glm4moe SHAPE_TYPES=f16 run_prog vulkan-shapes-rounding-cache \
        bash tests/vk_shapes.sh 1 3 vulkan-shapes-rounding-cache
    # the GPU machine's script and its bandwidth probe stay buildable (tests/bench/gpu.sh runs them on a real GPU)
    if build "$B/vk_bandwidth" tests/bench/vk_bandwidth.c && bash -n tests/bench/gpu.sh 2>>"$LOG"; then
        local out probe_rc=0
        out=$("$B/vk_bandwidth" vulkan 16 2>&1) || probe_rc=$?
        if [ $probe_rc = 0 ] && printf '%s' "$out" | grep -q "copy bandwidth .*: shader [0-9.]* GB/s, vkCmdCopyBuffer [0-9.]* GB/s"
        then ok "vulkan/bandwidth-probe: $out"; else bad "vulkan/bandwidth-probe: exit status $probe_rc: $out"; fi
    fi
    # a failed device allocation and a lost device at every point in turn end as the CPU's run does
    local cm=tests/conformance/models
    run_prog vulkan-faults "$B/test_vulkan" -faults $cm/qwen3moe-q4_k_m.gguf $cm/deepseek2-v3-f32.gguf -label vulkan-faults
    MOE_VK_EXPERTS=50% MOE_TEST_EXPERT_CACHE=1e9 run_prog vulkan-faults-split "$B/test_vulkan" -faults $cm/qwen3moe-q4_k_m.gguf \
        -label vulkan-faults-split
    MOE_VK_MAX_ALLOC=2M run_prog vulkan-faults-chunks "$B/test_vulkan" -faults $cm/qwen3moe-q4_k_m.gguf -label vulkan-faults-chunks
    # several contexts' tokens in one pass on the device, alone, with experts split, under synchronization
    # validation, and through the server's slots
    run_prog vulkan-batch "$B/test_vulkan" -batch $cm/qwen3moe-q4_k_m.gguf $cm/gpt-oss-f32.gguf $cm/deepseek2-lite-f32.gguf \
        $cm/qwen35moe-f32.gguf $cm/nemotron-h-moe-f32.gguf -label vulkan
    MOE_VK_EXPERTS=50% run_prog vulkan-batch-half-experts "$B/test_vulkan" -batch $cm/qwen3moe-q4_k_m.gguf -label vulkan-half-experts
    if ls /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json >/dev/null 2>&1; then
        MOE_VK_VALIDATION=sync run_prog vulkan-batch-sync-validation "$B/test_vulkan" -batch $cm/gpt-oss-f32.gguf \
            -label vulkan-batch-sync-validation
    fi
    if [ -x "$B/moe" ]; then
        MOE_SERVE_ARGS="--device vulkan:0" timeout 300 /usr/bin/python3 tests/test_server_batch.py "$B/moe" \
            kjv=models/moe-kjv-11m-q8_0.gguf gpt-oss=$cm/gpt-oss-f32.gguf qwen35moe=$cm/qwen35moe-f32.gguf | sed 's/^\(PASS\|FAIL\) server/\1 vulkan-server/'
    fi
    if ls /usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json >/dev/null 2>&1; then
        MOE_VK_VALIDATION=1 run_prog vulkan-validation "$B/test_vulkan" tests/conformance qwen3moe-q4_k_m gpt-oss-f32 \
            -label vulkan-validation
        # synchronization validation: a missing barrier between dependent passes is a hazard it reports
        MOE_VK_VALIDATION=sync MOE_VK_EXPERTS=50% run_prog vulkan-sync-validation "$B/test_vulkan" tests/conformance \
            qwen3moe-q4_k_m deepseek2-v3-f32 qwen35moe-f32 -label vulkan-sync-validation
    else skp "vulkan-validation: the Khronos validation layer is not installed (vulkan-validationlayers)"; fi
}
section vulkan

# ---- 5. sanitizers ---------------------------------------------------------------------------
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
san_cc=""
for cc in clang gcc; do
    if have $cc && echo 'int main(void){return 0;}' | $cc -x c - $SAN -o "$B/san-probe" >/dev/null 2>&1; then san_cc=$cc; break; fi
done
section_san() {
    if [ -z "$san_cc" ]; then
        skp "sanitizers: no compiler with ASan+UBSan runtimes (clang or gcc with libasan/libubsan)"
    else
        BUILD_CC=$san_cc BUILD_FLAGS="-std=c11 -O1 -g -I. $SAN"
        export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 MOE_TEST_QUICK=1
        $san_cc -std=c11 -O1 -g $SAN -c moe.c -o "$B/moe-san.o" 2>>"$LOG"
        build "$B/san_kernels" tests/test_kernels.c && run_prog asan-quant "$B/san_kernels" | sed 's/^\(PASS\|FAIL\) /\1 asan-/'
        # the 256-bit kernels as a machine without AVX-512 dispatches them
        MOE_NO_AVX512=1 MOE_NO_AVXVNNI=1 run_prog asan-quant-avx2 "$B/san_kernels" | sed 's/^\(PASS\|FAIL\) /\1 asan-avx2-/'
        if grep -qw avx_vnni /proc/cpuinfo 2>/dev/null; then
            MOE_NO_AVX512=1 run_prog asan-quant-avxvnni "$B/san_kernels" | sed 's/^\(PASS\|FAIL\) /\1 asan-avxvnni-/'
        fi
        build "$B/san_dequant_glsl" tests/test_dequant_glsl.c -ffp-contract=off &&
            run_prog asan-dequant-glsl "$B/san_dequant_glsl" | sed 's/^\(PASS\|FAIL\) /\1 asan-/'
        for t in tokenizer api gguf chat hybrid; do
            [ -f tests/test_$t.c ] || continue
            build "$B/san_$t" tests/test_$t.c "$B/moe-san.o" && run_prog asan-$t "$B/san_$t" | sed 's/^\(PASS\|FAIL\) /\1 asan-/'
        done
        # the server under ASan: every request and hostile client of tests/test_server.sh, no leak at exit
        if $san_cc -std=c11 -O1 -g $SAN -DMOE_MAIN moe.c -o "$B/moe-san" $LIBS 2>>"$LOG"; then
            rm -f tests/build/server/*.log
            timeout 900 bash tests/test_server.sh "$B/moe-san" models/moe-kjv-11m-q8_0.gguf | sed 's/^\(PASS\|FAIL\|SKIP\) /\1 asan-/'
            server_batch "$B/moe-san" | sed 's/^\(PASS\|FAIL\|SKIP\) /\1 asan-/'
            if grep -l "Sanitizer\|runtime error" tests/build/server/*.log >/dev/null 2>&1; then
                bad "asan-server/reports: a sanitizer report in $(grep -l 'Sanitizer\|runtime error' tests/build/server/*.log | tr '\n' ' ')"
            else ok "asan-server/reports: no sanitizer report in the servers' logs"; fi
        else bad "asan-server/build: the CLI does not compile with $SAN"; fi
        build "$B/san_chat_filter" tests/test_chat_filter.c -Wno-unused-function &&
            run_prog asan-chat-filter "$B/san_chat_filter" | sed 's/^\(PASS\|FAIL\) /\1 asan-/'
        build "$B/san_conformance" tests/test_conformance.c "$B/moe-san.o" &&
            run_prog asan-conformance "$B/san_conformance" tests/conformance olmoe-q4_0 qwen2moe-f32 mixtral-spm |
            sed 's/^\(PASS\|FAIL\) /\1 asan-/'
        # the Vulkan backend (lavapipe) with experts on both sides and the cache: the host side of it
        local icd
        icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
        if [ -z "$icd" ]; then skp "asan-vulkan: lavapipe is not installed (mesa-vulkan-drivers)"
        else
            build "$B/san_vulkan" tests/test_vulkan.c "$B/moe-san.o" &&
                VK_ICD_FILENAMES=$icd XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} MOE_VK_EXPERTS=50% MOE_TEST_EXPERT_CACHE=1e9 \
                run_prog asan-vulkan "$B/san_vulkan" tests/conformance qwen3moe-q4_k_m deepseek2-v3-f32 qwen35moe-f32 \
                nemotron-h-moe-f32 -label asan-vulkan
            # every fault path, for leaks
            VK_ICD_FILENAMES=$icd XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} MOE_VK_EXPERTS=50% MOE_TEST_EXPERT_CACHE=1e9 \
                run_prog asan-vulkan-faults "$B/san_vulkan" -faults tests/conformance/models/qwen3moe-q4_k_m.gguf -label asan-vulkan-faults
        fi
    fi
}
section san

# ---- 6. ThreadSanitizer: contexts sharing one model from several threads --------------------------
section_tsan() {
    local tcc=""
    for cc in clang gcc; do
        if have $cc && echo '#include <pthread.h>
static void *f(void *a) { return a; }
int main(void) { pthread_t t; pthread_create(&t, 0, f, 0); return pthread_join(t, 0); }' |
           $cc -x c - -fsanitize=thread -o "$B/tsan-probe" -lpthread >/dev/null 2>&1 && "$B/tsan-probe" >/dev/null 2>&1; then tcc=$cc; break; fi
    done
    if [ -z "$tcc" ]; then
        skp "tsan/threads: no compiler with a working ThreadSanitizer runtime (clang or gcc with libtsan)"
        return
    fi
    BUILD_CC=$tcc BUILD_FLAGS="-std=c11 -O1 -g -I. -fsanitize=thread"
    # a race report makes the forked group exit 66, which test_api reports as a FAIL naming the group
    build "$B/tsan_api" tests/test_api.c moe.c &&
        TSAN_OPTIONS="halt_on_error=1:exitcode=66" MOE_TEST_QUICK=1 MOE_TEST_ONLY=api/threads \
        run_prog tsan-threads "$B/tsan_api" | sed 's/^\(PASS\|FAIL\) /\1 tsan-/'
    # the Vulkan backend with experts on both sides and the hot-expert cache's background copies
    local icd
    icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
    if [ -z "$icd" ]; then skp "tsan-vulkan: lavapipe is not installed (mesa-vulkan-drivers)"; return; fi
    build "$B/tsan_vulkan" tests/test_vulkan.c moe.c &&
        VK_ICD_FILENAMES=$icd XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} TSAN_OPTIONS="halt_on_error=1:exitcode=66" \
        MOE_VK_EXPERTS=50% MOE_TEST_EXPERT_CACHE=1e9 MOE_TEST_EXPECT_REFILL=1 \
        run_prog tsan-vulkan "$B/tsan_vulkan" tests/conformance qwen3moe-q4_k_m gpt-oss-f32 -label tsan-vulkan
}
section tsan

# ---- 7. fuzzing: each libFuzzer target for FUZZ_SECONDS (30 s here; `make fuzz` runs longer) ------------
section_fuzz() {
    FUZZ_PARALLEL=1 bash tests/fuzz/run_fuzz.sh "${FUZZ_SECONDS:-30}"
}
section fuzz

echo
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
