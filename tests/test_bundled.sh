#!/usr/bin/env bash
# Golden test of the bundled model (models/README.md): greedy output of `moe run` and the greedy ids
# of `moe logits --gen` must equal what they were when the model was made (checked then to be the
# model's real continuation, English in the style of the King James Bible).
#   bash tests/test_bundled.sh ./moe        prints PASS/FAIL/SKIP bundled/... lines
set -u
MOE=${1:-./moe}
case "$MOE" in /*) ;; */*) MOE="$(pwd)/$MOE" ;; esac   # the path as given, before the cd below
cd "$(dirname "$0")/.."
MODEL=models/moe-kjv-11m-q8_0.gguf

PROMPT="And God said"
# `moe tokenize` of PROMPT (BOS added), and the 32 greedy ids after it
GOLD_PROMPT_IDS="1,300,391,394"
GOLD_GEN_IDS="325,336,4049,299,496,261,345,4049,270,299,398,348,464,446,858,4057,300,312,394,325,336,4049,299,398,348,464,446,858,4049,270,299,398"
# `moe run -p PROMPT -n 32 --temp 0`: the prompt followed by the text of those 32 tokens
GOLD_TEXT='And God said unto him, I am the LORD, and I will not do this thing. And he said unto him, I will not do this thing, and I will'

if [ ! -x "$MOE" ]; then echo "FAIL bundled/binary: $MOE is not an executable"; exit 0; fi
if [ ! -f "$MODEL" ]; then echo "SKIP bundled/model: $MODEL is not there"; exit 0; fi

size=$(wc -c < "$MODEL")
if [ "$size" -le 25000000 ]; then echo "PASS bundled/size: $MODEL is $size bytes (<= 25 MB)"
else echo "FAIL bundled/size: $MODEL is $size bytes, more than 25 MB"; fi

if info=$("$MOE" info -m "$MODEL" 2>&1) && printf '%s\n' "$info" | grep -q 'qwen3moe'; then
    echo "PASS bundled/info: loads as qwen3moe"
else
    echo "FAIL bundled/info: moe info failed or is not qwen3moe: $(printf '%s' "$info" | head -c 300)"
fi

ids=$("$MOE" tokenize -m "$MODEL" "$PROMPT" 2>/dev/null | tr -s ' \n' ',' | sed 's/,$//')
if [ "$ids" = "$GOLD_PROMPT_IDS" ]; then echo "PASS bundled/tokenize: \"$PROMPT\" -> $ids"
else echo "FAIL bundled/tokenize: \"$PROMPT\" -> '$ids', expected '$GOLD_PROMPT_IDS'"; fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if gen=$("$MOE" logits -m "$MODEL" --tokens "$GOLD_PROMPT_IDS" --gen 32 -o "$tmp/l.f32" -t 1 2>"$tmp/err"); then
    gen=$(printf '%s\n' "$gen" | tr -s ' \n' ',' | sed 's/^,//; s/,$//')
    if [ "$gen" = "$GOLD_GEN_IDS" ]; then echo "PASS bundled/greedy-ids: 32 greedy ids equal the golden ids"
    else echo "FAIL bundled/greedy-ids: got $gen, expected $GOLD_GEN_IDS"; fi
else
    echo "FAIL bundled/greedy-ids: moe logits failed: $(head -c 300 "$tmp/err")"
fi

if text=$("$MOE" run -m "$MODEL" -p "$PROMPT" -n 32 --temp 0 -t 1 2>"$tmp/err"); then
    if [ "$text" = "$GOLD_TEXT" ]; then echo "PASS bundled/greedy-text: $text"
    else printf 'FAIL bundled/greedy-text: got "%s", expected "%s"\n' "$text" "$GOLD_TEXT"; fi
else
    echo "FAIL bundled/greedy-text: moe run failed: $(head -c 300 "$tmp/err")"
fi
