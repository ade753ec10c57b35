#!/usr/bin/env bash
# The libFuzzer targets: builds them with clang -fsanitize=fuzzer,address,undefined, generates their seed
# corpora from the test data (nothing is committed), runs each for SECONDS and prints one line per target:
#   PASS fuzz/NAME: ... runs in S s, no finding
#   FAIL fuzz/NAME: a finding (the input is saved as tests/build/fuzz/artifacts/NAME-crash-...)
#   SKIP fuzz/NAME: clang with -fsanitize=fuzzer not available
# usage: tests/fuzz/run_fuzz.sh SECONDS [NAME...]      (from the repository root; NAME: gguf tokenizer chat eval eval_vulkan)
# eval_vulkan runs on lavapipe (Mesa's CPU Vulkan device) and is skipped by name without it.
# Environment: FUZZ_PARALLEL=1 runs the targets at the same time; FUZZ_NICE=n runs them under nice -n n;
# FUZZ_CC (default clang); FUZZ_DIR (default tests/build/fuzz) for builds, corpora and findings. The working corpora stay in tests/build/fuzz/corpus/NAME and grow from run to run;
# reproduce a finding with: tests/build/fuzz/fuzz_NAME tests/build/fuzz/artifacts/NAME-crash-...
set -u
cd "$(dirname "$0")/../.."
SECONDS_EACH=${1:-60}; shift || true
NAMES=${*:-gguf tokenizer chat eval eval_vulkan}
CC=${FUZZ_CC:-clang}
F=${FUZZ_DIR:-tests/build/fuzz}
mkdir -p "$F"
LOG=$F/build.log
FLAGS="-std=c11 -g -O1 -I. -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all"

if ! command -v "$CC" >/dev/null 2>&1 ||
   ! echo 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; (void)n; return 0; }' |
     "$CC" -x c - -fsanitize=fuzzer,address,undefined -o "$F/probe" >"$LOG" 2>&1; then
    for n in $NAMES; do echo "SKIP fuzz/$n: clang with -fsanitize=fuzzer not available"; done
    exit 0
fi

# one instrumented copy of the library for every target
if [ ! -f "$F/moe.o" ] || [ moe.c -nt "$F/moe.o" ] || [ moe.h -nt "$F/moe.o" ] || [ "$0" -nt "$F/moe.o" ]; then
    if ! "$CC" $FLAGS -fsanitize=fuzzer-no-link -c moe.c -o "$F/moe.o" >>"$LOG" 2>&1; then
        for n in $NAMES; do echo "FAIL fuzz/$n: moe.c does not compile for fuzzing (see $LOG)"; done
        exit 1
    fi
fi

seeds() { # name dir: the seed corpus, made afresh from the test data
    local d=$2
    rm -rf "$d"; mkdir -p "$d"
    case $1 in
    gguf) # one model of each architecture (the smallest), a vocabulary-only file, and a truncated header
        for m in olmoe-q4_0 mixtral-q4_0 qwen3moe-q4_0 qwen3-f32 qwen2moe-f32 granitemoe-f32 ernie4_5-moe-f32 \
                 deepseek2-v3-f32 deepseek2-lite-f32 glm4moe-f32 gpt-oss-f32; do
            cp tests/conformance/models/$m.gguf "$d/"
        done
        cp tests/vocab/ggml-vocab-llama-spm.gguf "$d/"
        head -c 4096 tests/conformance/models/olmoe-q4_0.gguf > "$d/olmoe-head.gguf" ;;
    eval) # the small models: every weight-type family of the olmoe architecture, plus qwen3moe and mixtral
        for m in olmoe-q4_0 olmoe-q8_0 olmoe-q4_k_m olmoe-iq4_nl olmoe-mxfp4_moe qwen3moe-q4_0 mixtral-q4_0; do
            cp tests/conformance/models/$m.gguf "$d/"
        done ;;
    eval_vulkan) # the GPU's own paths: latent attention, recurrent layers, sinks and windows, quantized experts
        for m in olmoe-q4_0 olmoe-q4_k_m qwen3moe-q4_0 deepseek2-v3-f32 qwen35moe-f32 gpt-oss-f32; do
            cp tests/conformance/models/$m.gguf "$d/"
        done ;;
    tokenizer) # byte 0: vocabulary, byte 1: flags, then each test string of tests/vocab/*.inp
        local v=0 name
        for name in llama-spm gpt-2 phi-3 falcon mpt starcoder refact deepseek-coder deepseek-llm; do
            awk -v d="$d" -v v=$v -v nm="$name" 'BEGIN { RS = "\n__ggml_vocab_test__\n"; i = 0 }
                { f = sprintf("%s/%s-%03d", d, nm, i++); printf "%c%c%s", v + 0, (i % 4) + 0, $0 > f; close(f) }' \
                LC_ALL=C tests/vocab/ggml-vocab-$name.gguf.inp 2>/dev/null
            v=$((v + 1))
        done
        # awk cannot print byte 0: the first vocabulary's seeds get selector 9 (9 % 9 == 0)
        for f in "$d"/llama-spm-*; do printf '\x09' | cat - <(tail -c +2 "$f") > "$f.x" && mv "$f.x" "$f"; done ;;
    chat) # byte 0: template, byte 1: flags, then role\0content\0...
        local i
        for i in $(seq 0 40); do
            printf "\\x$(printf %02x $i)\\x01system\\0Be brief.\\0user\\0Hello <|im_end|>\\0assistant\\0Hi! \\xe6\\x97\\xa5\\0user\\0Bye\\0" > "$d/t$i"
        done
        printf '\xf0\x00{%% for message in messages %%}<|im_start|>{{ message.role }}\0user\0hi\0' > "$d/jinja"
        printf '\xf1\x03llama3\0system\0s\0user\0u\0tool\0t\0' > "$d/named" ;;
    esac
}

max_len() { case $1 in gguf) echo 4194304 ;; eval | eval_vulkan) echo 1400000 ;; *) echo 4096 ;; esac; }

run_one() { # name
    local n=$1 bin=$F/fuzz_$n
    if [ ! -f tests/fuzz/fuzz_$n.c ]; then echo "FAIL fuzz/$n: no tests/fuzz/fuzz_$n.c"; return; fi
    if [ "$n" = eval_vulkan ]; then # lavapipe alone, chosen explicitly
        local icd
        icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json 2>/dev/null | head -n 1)
        if [ -z "$icd" ]; then echo "SKIP fuzz/$n: lavapipe is not installed (mesa-vulkan-drivers)"; return; fi
        export VK_ICD_FILENAMES=$icd XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
        # the driver stays loaded (fuzz_eval_vulkan.c), and what it and the loader keep is not moe's leak
        export FUZZ_KEEP_LOADED
        FUZZ_KEEP_LOADED=$(sed -n 's/.*"library_path": *"\([^"]*\)".*/\1/p' "$icd")
        printf 'leak:libvulkan\nleak:libLLVM\nleak:libdrm\nleak:libxcb\nleak:libX11\nleak:libwayland\n' > "$F/lsan-vulkan.supp"
        export LSAN_OPTIONS=suppressions=$F/lsan-vulkan.supp:print_suppressions=0
    fi
    if ! "$CC" $FLAGS -fsanitize=fuzzer tests/fuzz/fuzz_$n.c "$F/moe.o" -o "$bin" -lm -lpthread >>"$LOG" 2>&1; then
        echo "FAIL fuzz/$n: does not compile (see $LOG)"; return
    fi
    seeds "$n" "$F/seeds/$n"
    mkdir -p "$F/corpus/$n" "$F/artifacts"
    rm -f "$F/artifacts/$n-"*.tmp
    local out=$F/$n.log rc
    ${FUZZ_NICE:+nice -n $FUZZ_NICE} "$bin" -max_total_time="$SECONDS_EACH" -max_len="$(max_len "$n")" -timeout=30 \
        -rss_limit_mb=2560 -print_final_stats=1 -artifact_prefix="$F/artifacts/$n-" \
        "$F/corpus/$n" "$F/seeds/$n" > "$out" 2>&1
    rc=$?
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out" | tail -1)
    if [ $rc -eq 0 ]; then
        echo "PASS fuzz/$n: ${runs:-?} runs in $SECONDS_EACH s, no finding (corpus $F/corpus/$n)"
    else
        local art
        art=$(grep -o "$F/artifacts/$n-[a-z]*-[0-9a-f]*" "$out" | tail -1)
        echo "FAIL fuzz/$n: exit $rc after ${runs:-?} runs: $(grep -m1 -E 'ERROR|runtime error|invariant failed|deadly signal' "$out" | cut -c1-200) (input: ${art:-none}, log: $out)"
    fi
}

if [ "${FUZZ_PARALLEL:-0}" = 1 ]; then
    for n in $NAMES; do run_one "$n" > "$F/$n.result" & done
    wait
    for n in $NAMES; do cat "$F/$n.result"; done
else
    for n in $NAMES; do run_one "$n" | tee "$F/$n.result"; done
fi
# a finding fails `make fuzz`
for n in $NAMES; do if grep -q '^FAIL' "$F/$n.result"; then exit 1; fi; done
exit 0
