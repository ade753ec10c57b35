#!/usr/bin/env bash
# The command line as a user drives it: exit codes, messages, and output formats.
# usage: tests/test_cli.sh ./moe    (prints PASS/FAIL lines)
set -u
MOE=$1
M=tests/conformance/models
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ok() { echo "PASS cli/$*"; }
bad() { echo "FAIL cli/$*"; }

# expect NAME WANT_STATUS PATTERN cmd... : exit status (0 or nonzero) and a pattern in stdout+stderr
expect() {
    local name=$1 want=$2 pat=$3; shift 3
    local out rc
    out=$(timeout 120 "$@" 2>&1); rc=$?
    if [ "$want" = 0 ] && [ $rc -ne 0 ]; then bad "$name: exit status $rc: $(echo "$out" | tail -2)"; return; fi
    if [ "$want" != 0 ] && { [ $rc -eq 0 ] || [ $rc -ge 124 ]; }; then bad "$name: exit status $rc, expected a clean error"; return; fi
    if ! printf '%s' "$out" | grep -qE -- "$pat"; then bad "$name: output lacks /$pat/: $(echo "$out" | head -3)"; return; fi
    ok "$name"
}

expect usage 1 "usage" "$MOE"
expect help 0 "moe run" "$MOE" --help
expect unknown-command 1 "unknown command" "$MOE" frobnicate -m x
expect unknown-option 1 "unknown option" "$MOE" run -m "$M/qwen3moe-f32.gguf" --bogus 1
expect missing-model 1 "cannot (open|load)" "$MOE" info -m "$T/missing.gguf"
expect not-gguf 1 "not a GGUF" "$MOE" info -m tests/conformance/MANIFEST.tsv
expect info 0 "architecture +qwen3moe" "$MOE" info -m "$M/qwen3moe-f32.gguf"
expect info-types 0 "Q4_0 .* tensors" "$MOE" info -m "$M/olmoe-q4_0.gguf"
expect tokenize 0 "^15496 995$" "$MOE" tokenize -m tests/vocab/ggml-vocab-gpt-2.gguf --no-bos "Hello world"
expect tokenize-bos 0 "^1 15043 3186$" "$MOE" tokenize -m tests/vocab/ggml-vocab-llama-spm.gguf "Hello world"
expect tokenize-special 0 "^1 1 " "$MOE" tokenize -m tests/vocab/ggml-vocab-llama-spm.gguf --parse-special "<s> Hello"
printf 'Hello world' > "$T/in.txt"
expect tokenize-file 0 "^15496 995$" "$MOE" tokenize -m tests/vocab/ggml-vocab-gpt-2.gguf --no-bos -f "$T/in.txt"

# logits: the right size, and greedy ids that match llama.cpp's first step (margin > 0.5 there)
ids=$(awk -F'\t' '$1=="qwen2moe-f32" && $6==8 {print $7}' tests/conformance/MANIFEST.tsv)
first=$(head -1 tests/conformance/ref/qwen2moe-f32.p0.gen | cut -d' ' -f1)
out=$("$MOE" logits -m "$M/qwen2moe-f32.gguf" --tokens "$ids" --gen 3 -o "$T/l.f32" 2>&1)
size=$(stat -c %s "$T/l.f32" 2>/dev/null || echo 0)
if [ "$size" = $((8 * 512 * 4)) ] && [ "$(echo "$out" | head -1)" = "$first" ] && [ "$(echo "$out" | wc -l)" = 3 ]
then ok "logits: 8 x 512 floats written, 3 greedy ids, the first equal to llama.cpp's"
else bad "logits: size $size, output '$out', expected first id $first"; fi
expect logits-bad-ids 1 "outside the vocabulary" "$MOE" logits -m "$M/qwen2moe-f32.gguf" --tokens 1,99999 -o "$T/x.f32"

expect run 0 "tokens/s" "$MOE" run -m "$M/mixtral-spm.gguf" -p "Once upon a time" -n 8 --seed 1 -t 2
a=$("$MOE" run -m "$M/mixtral-spm.gguf" -p "Hello" -n 12 --seed 7 --temp 0.9 2>/dev/null)
b=$("$MOE" run -m "$M/mixtral-spm.gguf" -p "Hello" -n 12 --seed 7 --temp 0.9 2>/dev/null)
if [ -n "$a" ] && [ "$a" = "$b" ]; then ok "run-seed: the same seed gives the same text"; else bad "run-seed: '$a' vs '$b'"; fi
# the stats line: on a line of its own with stdout and stderr in one pipe, the prompt's count as tokenize
# gives it, prompt and generation speeds apart, and why generation stopped
n_ids=$("$MOE" tokenize -m models/moe-kjv-11m-q8_0.gguf "And God said" | wc -w)
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 8 --temp 0 2>&1 | tail -n 1)
if printf '%s' "$out" | grep -qE "^\[prompt: $n_ids tokens in [0-9.]+ s, [0-9.]+ tokens/s \| generated: 8 tokens in [0-9.]+ s, [0-9.]+ tokens/s \| stop: length\]$"
then ok "run-stats: its own line, $n_ids prompt tokens as tokenize counts, 8 generated, speeds apart, stop: length"
else bad "run-stats: '$out' (the prompt has $n_ids tokens)"; fi
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 0 -c 16 --temp 0 2>&1 >/dev/null)
if printf '%s' "$out" | grep -qE "generated: $((16 - n_ids + 1)) tokens .* stop: context\]"
then ok "run-stats-context: generation until the 16-token context is full says so (stop: context)"
else bad "run-stats-context: '$out'"; fi
# stop strings (-r, --stop): the text ends just before the first one, whatever tokens it spans; text that
# only begins like one is held back and then shown whole
full=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 40 --temp 0 2>/dev/null)
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 40 --temp 0 --stop "will not" 2>"$T/stop.err")
if [ "$out" = "${full%%will not*}" ] && [ "$out" != "$full" ] && grep -q "stop: stop-string\]" "$T/stop.err"
then ok "run-stop: --stop 'will not' ends the text right before it (stop: stop-string)"
else bad "run-stop: '$out' from '$full': $(cat "$T/stop.err")"; fi
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 40 --temp 0 -r "thee" -r "LORD" 2>/dev/null)
first="${full%%LORD*}"; other="${full%%thee*}"; [ "${#first}" -gt "${#other}" ] && first=$other
if [ "$out" = "$first" ]; then ok "run-reverse-prompt: of two -r texts the first to appear ends the text"
else bad "run-reverse-prompt: '$out', wanted '$first'"; fi
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 40 --temp 0 --stop "LORD, and I will give" 2>"$T/stop.err")
if [ "$out" = "$full" ] && grep -q "stop: length\]" "$T/stop.err"
then ok "run-stop-held: text that begins like the stop string but does not finish it is all shown"
else bad "run-stop-held: '$out' from '$full'"; fi
expect run-stop-empty 1 "bad value '' for --stop: a text that is not empty" "$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p x --stop ""
expect run-stop-many 1 "at most 16" "$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p x $(for i in $(seq 17); do printf -- '-r s%d ' $i; done)
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 2 --temp 0 --color 2>/dev/null | head -c 22 | od -An -c | tr -d ' \n')
if [ "$out" = '033[33mAndGodsaid033[0m' ]; then ok "run-color: --color shows the prompt in yellow, then the text plain"
else bad "run-color: $out"; fi
# --ignore-eos: qwen2moe-f32's greedy reply to "o" ends after a few tokens; with it, all 30 come
"$MOE" run -m "$M/qwen2moe-f32.gguf" -p o -n 30 --temp 0 >/dev/null 2>"$T/eos.err"
"$MOE" run -m "$M/qwen2moe-f32.gguf" -p o -n 30 --temp 0 --ignore-eos >/dev/null 2>"$T/ieos.err"
if grep -q "stop: eog\]" "$T/eos.err" && grep -q "generated: 30 tokens .*stop: length\]" "$T/ieos.err"
then ok "run-ignore-eos: the reply that ended by itself goes on to -n 30"
else bad "run-ignore-eos: $(cat "$T/eos.err") / $(cat "$T/ieos.err")"; fi
expect run-context-full 1 "do not fit" "$MOE" run -m "$M/mixtral-spm.gguf" -c 4 -p "one two three four five six seven"
expect run-bad-sampler 1 "bad value '2' for --top-p: a number above 0 and at most 1" \
    "$MOE" run -m "$M/mixtral-spm.gguf" -p "Hi" --top-p 2
expect run-many-threads 0 "tokens/s" "$MOE" run -m "$M/mixtral-spm.gguf" -p "Hi" -n 4 -t 64
expect bench-json 0 '"pp_tps": [0-9.]+, "tg_tps": [0-9.]+, "peak_rss_bytes": [0-9]+' \
    "$MOE" bench -m "$M/olmoe-q8_0.gguf" -p 16 -n 4 -r 2 -o json
expect bench-text 0 "tg4 " "$MOE" bench -m "$M/olmoe-q8_0.gguf" -p 8 -n 4 -r 1
# llama.cpp's spellings with llama.cpp's meanings; each option checked before the model loads, by name
K=models/moe-kjv-11m-q8_0.gguf
ref=$("$MOE" run -m $K -p "And God said" -n 8 --temp 0 2>/dev/null)
same_as() { local name=$1 what=$2; shift 2; local got; got=$("$@" 2>/dev/null)
    if [ -n "$ref" ] && [ "$got" = "$ref" ]; then ok "$name: $what"; else bad "$name: '$got' instead of '$ref'"; fi; }
same_as no-subcommand "moe -m MODEL -p TEXT runs, as llama-cli does" "$MOE" -m $K -p "And God said" -n 8 --temp 0
printf 'And God said' > "$T/prompt.txt"
same_as run-file "run -f FILE reads the prompt from the file" "$MOE" run -m $K -f "$T/prompt.txt" -n 8 --temp 0
same_as run-batch "-b 1 (one token a pass) gives the same text" "$MOE" run -m $K -p "And God said" -n 8 --temp 0 -b 1
same_as run-fa "-fa and -fa on are accepted" "$MOE" run -m $K -p "And God said" -n 8 --temp 0 -fa -fa on
same_as run-ngl-0 "-ngl 0 runs on the CPU" "$MOE" run -m $K -p "And God said" -n 8 --temp 0 -ngl 0
a=$("$MOE" run -m $K -p "And" -n 12 -s 42 --temp 0.9 2>/dev/null); b=$("$MOE" run -m $K -p "And" -n 12 --seed 42 --temp 0.9 2>/dev/null)
c=$("$MOE" run -m $K -p "And" -n 12 --seed 43 --temp 0.9 2>/dev/null)
if [ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" != "$c" ]; then ok "seed-short: -s 42 is the seed (as --seed 42, unlike --seed 43)"
else bad "seed-short: '$a' / '$b' / '$c'"; fi
r1=$("$MOE" run -m $K -p "And" -n 24 -s -1 --temp 2 --top-k 0 --top-p 1 --min-p 0 2>/dev/null)
r2=$("$MOE" run -m $K -p "And" -n 24 -s -1 --temp 2 --top-k 0 --top-p 1 --min-p 0 2>/dev/null)
r3=$("$MOE" run -m $K -p "And" -n 24 --temp 2 --top-k 0 --top-p 1 --min-p 0 2>/dev/null)
if [ -n "$r1" ] && { [ "$r1" != "$r2" ] || [ "$r2" != "$r3" ]; }; then ok "seed-random: -s -1 and no seed sample differently each run"
else bad "seed-random: three runs gave '$r1'"; fi
expect seed-bad 1 "bad value 'abc' for --seed" "$MOE" run -m $K -p "x" --seed abc
expect n-predict-all 0 "stop: (context|eog)" "$MOE" run -m $K -p "And God said" -n -1 -c 32 --temp 0
expect version 0 "^moe [0-9]+\.[0-9]+\.[0-9]+$" "$MOE" --version
expect help-run 0 "--seed S .*default -1" "$MOE" run -h
expect help-bench 0 "-r, --repetitions N .*default 5" "$MOE" help bench
expect help-chat 0 "-sys, --system-prompt" "$MOE" chat --help
expect option-elsewhere 1 "option --temp does not apply to moe info" "$MOE" info -m $K --temp 1
expect option-unknown-last 1 "unknown option --bogus" "$MOE" run -m $K -p x --bogus
expect option-no-value 1 "option -c needs a value" "$MOE" run -m $K -p x -c
expect option-before-load 1 "bad value '-3' for --top-k" "$MOE" run -m "$T/missing.gguf" -p x --top-k -3
expect option-range 1 "bad value '0' for -r: a whole number from 1" "$MOE" bench -m $K -r 0
expect stray-word 1 "unexpected argument 'extra'" "$MOE" info -m $K extra
expect ngl-device 1 "-ngl 0 and --device vulkan disagree" "$MOE" run -m $K -p x -ngl 0 --device vulkan
expect prompt-and-file 1 "not both" "$MOE" run -m $K -p x -f "$T/prompt.txt"
expect run-file-missing 1 "cannot read .*No such file" "$MOE" run -m $K -f "$T/nope.txt"
expect run-file-directory 1 "cannot read $T: Is a directory" "$MOE" run -m $K -f "$T"
expect tokenize-text-twice 1 "give the text once: 'b' and -p" "$MOE" tokenize -m $K -p a b
# --no-mmap reads the file into memory: the same text; --mlock keeps it in RAM, and a system that refuses
# (here a user without the privilege and a 64 KiB limit) costs a warning, not the run
for f in models/moe-kjv-11m-q8_0.gguf "$M/olmoe-q4_0.gguf"; do
    a=$("$MOE" run -m "$f" -p "And God said" -n 12 --temp 0 2>/dev/null)
    b=$("$MOE" run -m "$f" -p "And God said" -n 12 --temp 0 --no-mmap --mlock 2>/dev/null)
    if [ -n "$a" ] && [ "$a" = "$b" ]; then ok "no-mmap/$(basename "$f"): the same greedy text read into memory and locked"
    else bad "no-mmap/$(basename "$f"): '$b' vs '$a'"; fi
done
chmod 755 "$T" && cp "$MOE" "$T/moe" && cp models/moe-kjv-11m-q8_0.gguf "$T/kjv.gguf" && chmod 755 "$T/moe" && chmod 644 "$T/kjv.gguf"
lock_cmd="ulimit -l 64; '$T/moe' run -m '$T/kjv.gguf' -p 'And' -n 2 --temp 0 --mlock"
if [ "$(id -u)" = 0 ]; then out=$(runuser -u nobody -- sh -c "$lock_cmd" 2>&1); rc=$?; else out=$(sh -c "$lock_cmd" 2>&1); rc=$?; fi
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "warning: cannot lock the model's .* ulimit -l"
then ok "mlock-refused: a 64 KiB lock limit gives a warning naming ulimit -l, and the run goes on"
else bad "mlock-refused: status $rc: $out"; fi
# what went wrong with a file, said once: errno's text, and a truncated file as such
expect missing-errno 1 "cannot open '$T/missing.gguf': No such file or directory" "$MOE" info -m "$T/missing.gguf"
head -c 5000000 models/moe-kjv-11m-q8_0.gguf > "$T/cut.gguf"
out=$("$MOE" info -m "$T/cut.gguf" 2>&1); rc=$?
if [ $rc -ne 0 ] && [ $rc -lt 124 ] && printf '%s' "$out" | grep -q "5000000 bytes: the file looks truncated (an incomplete download?)" && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ]
then ok "truncated: a cut file is called truncated, in one line"
else bad "truncated: status $rc: $out"; fi
out=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And" -n 2 -c 1024 2>&1 >/dev/null)
if printf '%s' "$out" | grep -q "warning: a context of 1024 tokens is longer than the 256 this model was trained on"
then ok "ctx-over-trained: -c 1024 on a model trained on 256 warns without -v"
else bad "ctx-over-trained: $out"; fi
# a GPU asked for and not given is said on stderr without -v
out=$(MOE_VULKAN_LIB=/nonexistent/libvulkan.so.1 "$MOE" run -m $K -p "And" -n 2 --device vulkan 2>&1 >/dev/null); rc=$?
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "running on the CPU"; then ok "gpu-not-used: --device vulkan without a loader says it runs on the CPU, without -v"
else bad "gpu-not-used: status $rc: $out"; fi
out=$(MOE_VULKAN_LIB=/nonexistent/libvulkan.so.1 "$MOE" run -m $K -p "And" -n 2 2>&1 >/dev/null)
if ! printf '%s' "$out" | grep -q "running on the CPU"; then ok "gpu-auto-quiet: the automatic choice falls back to the CPU without a warning"
else bad "gpu-auto-quiet: $out"; fi

# with a Vulkan device (lavapipe counts when asked for) the weights go there; without one, the CPU says why
expect device-vulkan 0 "device +(vulkan:[0-9]+ |cpu)" "$MOE" info -m "$M/olmoe-q8_0.gguf" --device vulkan
expect device-unknown 1 "unknown device 'tpu'" "$MOE" info -m "$M/olmoe-q8_0.gguf" --device tpu
expect devices 0 "^vulkan:[0-9]|no Vulkan devices" "$MOE" devices
# --n-cpu-moe N: N MoE layers' worth of experts on the CPU, as the same share of each layer (qwen3moe-q4_k_m:
# 2 MoE layers of 4 experts, so 1 leaves 2 per layer on the GPU), and the bundled model's greedy text with
# half its experts on each side is the CPU's
Q=$M/qwen3moe-q4_k_m.gguf
if "$MOE" info -m "$Q" --device vulkan 2>/dev/null | grep -q '^device  *vulkan'; then
    one=$("$MOE" info -m "$Q" --device vulkan --n-cpu-moe 1 2>&1 | grep -o 'experts [0-9]* of 4 per layer')
    all=$("$MOE" info -m "$Q" --device vulkan -ncmoe 5 2>&1 | grep -o 'experts [0-9]* of 4 per layer')
    a=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 24 --temp 0 --device cpu 2>/dev/null)
    b=$("$MOE" run -m models/moe-kjv-11m-q8_0.gguf -p "And God said" -n 24 --temp 0 --device vulkan --n-cpu-moe 2 2>/dev/null)
    if [ "$one" = "experts 2 of 4 per layer" ] && [ "$all" = "experts 0 of 4 per layer" ] && [ -n "$a" ] && [ "$a" = "$b" ]
    then ok "n-cpu-moe: 1 of 2 MoE layers' worth leaves 2 of 4 experts per layer on the GPU, 5 none; the same greedy text split"
    else bad "n-cpu-moe: '$one', '$all'; '$b' vs the CPU's '$a'"; fi
else echo "SKIP cli/n-cpu-moe: no Vulkan device (mesa-vulkan-drivers for lavapipe)"; fi
expect n-cpu-moe-range 1 "bad value '-1' for --n-cpu-moe" "$MOE" info -m "$Q" --n-cpu-moe -1

# make install / uninstall into a staging root, from a copy of the sources with this binary as the built one
mkdir -p "$T/src" && cp Makefile moe.c moe.h "$T/src/" && cp "$MOE" "$T/src/moe" && touch "$T/src/moe"
if make -s -C "$T/src" install DESTDIR="$T/root" PREFIX=/opt/moe >/dev/null 2>&1 \
    && "$T/root/opt/moe/bin/moe" --help 2>&1 | grep -q "moe run" && cmp -s moe.h "$T/root/opt/moe/include/moe.h"; then
    if make -s -C "$T/src" uninstall DESTDIR="$T/root" PREFIX=/opt/moe >/dev/null 2>&1 && [ -z "$(find "$T/root" -type f)" ]; then
        ok "install: make install puts the command and the header under DESTDIR/PREFIX; make uninstall removes them"
    else bad "install: make uninstall left $(find "$T/root" -type f | head -2)"; fi
else bad "install: make install did not give a working PREFIX/bin/moe and PREFIX/include/moe.h"; fi
