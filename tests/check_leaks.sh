#!/usr/bin/env bash
# `make check-leaks`: the test programs under LeakSanitizer (ASan with detect_leaks=1) and under valgrind
# (--leak-check=full --error-exitcode=1). Prints PASS/FAIL/SKIP lines and "N passed, N failed, N skipped".
# A tool that is missing is a SKIP line naming it. Every test program forks a child per group of checks, so a
# leak in a child (valgrind's error exit, LSan's exit 23) shows up as a FAIL line naming the group.
# The valgrind part picks groups that together cover open/load (every architecture's loader through the GGUF
# checks), contexts, eval, sampling, generation, chat sessions and the CLI, and takes a few minutes.
set -u
cd "$(dirname "$0")/.."
B=tests/build/leaks
mkdir -p "$B"
LOG=$B/log.txt
: > "$LOG"
CC=${CC:-cc}
pass=0 fail=0 skip=0
count() {
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
have() { command -v "$1" >/dev/null 2>&1; }
run_prog() { # name cmd...: a non-zero exit without a FAIL line is a FAIL
    local name=$1; shift
    local out rc
    out=$("$@" 2>>"$LOG"); rc=$?
    printf '%s\n' "$out"
    if [ $rc -ne 0 ] && ! printf '%s\n' "$out" | grep -q '^FAIL '; then echo "FAIL $name: exited with status $rc (see $LOG)"; fi
}
prefix() { sed "s/^\(PASS\|FAIL\) /\1 $1/"; }

# ---- LeakSanitizer ----
section_lsan() {
    local cc=""
    for c in clang gcc; do
        if have $c && echo 'int main(void){return 0;}' | $c -x c - -fsanitize=address -o "$B/probe" >/dev/null 2>&1 &&
           ASAN_OPTIONS=detect_leaks=1 "$B/probe" >/dev/null 2>&1; then cc=$c; break; fi
    done
    if [ -z "$cc" ]; then echo "SKIP leaks/lsan: no compiler with a working LeakSanitizer (clang or gcc with libasan)"; return; fi
    local F="-std=c11 -O1 -g -I. -fsanitize=address -fno-omit-frame-pointer"
    $cc $F -c moe.c -o "$B/moe-asan.o" 2>>"$LOG" || { echo "FAIL leaks/lsan: moe.c does not compile"; return; }
    export ASAN_OPTIONS=detect_leaks=1:exitcode=23 MOE_TEST_QUICK=1
    for t in tokenizer api gguf chat; do
        if $cc $F tests/test_$t.c "$B/moe-asan.o" -o "$B/lsan_$t" -lm -lpthread 2>>"$LOG"; then
            run_prog lsan-$t "$B/lsan_$t" | prefix lsan-
        else echo "FAIL leaks/lsan-$t: does not compile"; fi
    done
    if $cc $F -DMOE_MAIN moe.c -o "$B/lsan_moe" -lm -lpthread 2>>"$LOG"; then
        if "$B/lsan_moe" run -m tests/conformance/models/mixtral-spm.gguf -p "Once upon a time" -n 8 -t 2 >>"$LOG" 2>&1 &&
           "$B/lsan_moe" info -m tests/conformance/models/deepseek2-lite-f32.gguf >>"$LOG" 2>&1 &&
           ! "$B/lsan_moe" info -m tests/conformance/MANIFEST.tsv >>"$LOG" 2>&1; then
            echo "PASS leaks/lsan-cli: moe run, moe info and a failing moe info leak nothing"
        else echo "FAIL leaks/lsan-cli: a leak report or an error (see $LOG)"; fi
    fi
}
count < <(section_lsan)

# ---- valgrind ----
section_valgrind() {
    if ! have valgrind; then echo "SKIP leaks/valgrind: valgrind is not installed"; return; fi
    local F="-std=c11 -O1 -g -I."
    $CC $F -c moe.c -o "$B/moe-vg.o" 2>>"$LOG" || { echo "FAIL leaks/valgrind: moe.c does not compile"; return; }
    for t in tokenizer api gguf chat; do
        $CC $F tests/test_$t.c "$B/moe-vg.o" -o "$B/vg_$t" -lm -lpthread 2>>"$LOG" || echo "FAIL leaks/valgrind-$t: does not compile"
    done
    $CC $F -DMOE_MAIN moe.c -o "$B/vg_moe" -lm -lpthread 2>>"$LOG"
    local VG="valgrind --leak-check=full --error-exitcode=1 --quiet"
    export MOE_TEST_QUICK=1
    run_prog valgrind-tokenizer $VG "$B/vg_tokenizer" tests/vocab gpt-2 llama-spm | prefix valgrind-
    local g
    for g in config progress logging contexts threads-4x2 sampler generate tokenizer describe; do
        MOE_TEST_ONLY=api/$g run_prog valgrind-api-$g $VG "$B/vg_api" | prefix valgrind-
    done
    for g in basics truncated metadata tensors hparam-overflow splits; do
        MOE_TEST_ONLY=gguf/$g run_prog valgrind-gguf-$g $VG "$B/vg_gguf" | prefix valgrind-
    done
    run_prog valgrind-chat $VG "$B/vg_chat" | prefix valgrind-
    if $VG "$B/vg_moe" run -m tests/conformance/models/mixtral-spm.gguf -p "Once upon a time" -n 8 -t 2 >>"$LOG" 2>&1 &&
       $VG "$B/vg_moe" info -m tests/conformance/models/gpt-oss-f32.gguf >>"$LOG" 2>&1; then
        echo "PASS leaks/valgrind-cli: moe run and moe info: no leak, no invalid access"
    else echo "FAIL leaks/valgrind-cli: valgrind found errors (see $LOG)"; fi
}
count < <(section_valgrind)

echo
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
