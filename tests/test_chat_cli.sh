#!/usr/bin/env bash
# `moe chat` driven through stdin (one user turn per line).
# usage: tests/test_chat_cli.sh ./moe    (from the repository root; prints PASS/FAIL lines)
set -u
MOE=$1
M=tests/conformance/models/qwen3moe-f32.gguf   # random weights, 512-token vocabulary, no chat template
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ok() { echo "PASS cli-chat/$*"; }
bad() { echo "FAIL cli-chat/$*"; }
nl='
'

# two turns; the second evaluates only the new part of the conversation
printf 'Hello there\nWho are you?\n' | timeout 120 "$MOE" chat -m "$M" --chat-template chatml -sys "Be brief." -n 8 \
    --seed 3 -t 2 --verbose > "$T/out" 2> "$T/err"
rc=$?
n1=$(sed -n 's/^\[turn 1: evaluated \([0-9]*\) new tokens.*/\1/p' "$T/err")
n2=$(sed -n 's/^\[turn 2: evaluated \([0-9]*\) new tokens.*/\1/p' "$T/err")
p1=$(sed -n 's/^\[turn 1: .* \([0-9]*\)\/[0-9]* in the context\]$/\1/p' "$T/err")
p2=$(sed -n 's/^\[turn 2: .* \([0-9]*\)\/[0-9]* in the context\]$/\1/p' "$T/err")
g2=$(sed -n 's/^\[turn 2: .*generated \([0-9]*\) tokens.*/\1/p' "$T/err")
w1=$("$MOE" tokenize -m "$M" --parse-special \
    "<|im_start|>system${nl}Be brief.<|im_end|>${nl}<|im_start|>user${nl}Hello there<|im_end|>${nl}<|im_start|>assistant${nl}" | wc -w)
w2=$("$MOE" tokenize -m "$M" --parse-special --no-bos \
    "<|im_end|>${nl}<|im_start|>user${nl}Who are you?<|im_end|>${nl}<|im_start|>assistant${nl}" | wc -w)
if [ $rc -eq 0 ] && [ "$n1" = "$w1" ] && [ "$n2" = "$w2" ] && [ -n "$p1" ] && [ "$p2" = $((p1 + w2 + g2)) ]
then ok "two-turns: turn 2 evaluated $n2 new tokens (the new part only), cache $p1 -> $p2"
else bad "two-turns: rc $rc, turn 1 evaluated '$n1' (want $w1), turn 2 '$n2' (want $w2), n_past '$p1' -> '$p2' (+ $g2 generated): $(tail -3 "$T/err")"; fi

# the same seed gives the same replies
a=$(printf 'Hi\nAgain\n' | "$MOE" chat -m "$M" --chat-template chatml -n 6 --seed 9 2>/dev/null)
b=$(printf 'Hi\nAgain\n' | "$MOE" chat -m "$M" --chat-template chatml -n 6 --seed 9 2>/dev/null)
if [ -n "$a" ] && [ "$a" = "$b" ]; then ok "seed: the same seed gives the same replies"; else bad "seed: '$a' vs '$b'"; fi
# llama.cpp's spellings: -cnv without a command chats; in a conversation -p is the system message (-sys too)
b=$(printf 'Hi\nAgain\n' | "$MOE" -m "$M" -cnv --chat-template chatml -n 6 -s 9 2>/dev/null)
if [ -n "$a" ] && [ "$a" = "$b" ]; then ok "cnv: moe -m MODEL -cnv chats as moe chat does"; else bad "cnv: '$b' vs '$a'"; fi
s1=$(printf 'Hi\n' | "$MOE" chat -m "$M" --chat-template chatml -n 6 -s 9 -sys "Answer in French." 2>/dev/null)
s2=$(printf 'Hi\n' | "$MOE" chat -m "$M" --chat-template chatml -n 6 -s 9 -p "Answer in French." 2>/dev/null)
s3=$(printf 'Hi\n' | "$MOE" chat -m "$M" --chat-template chatml -n 6 -s 9 2>/dev/null)
if [ -n "$s1" ] && [ "$s1" = "$s2" ] && [ "$s1" != "$s3" ]; then ok "system-prompt: chat -p and -sys both set the system message"
else bad "system-prompt: -sys '$s1', -p '$s2', none '$s3'"; fi

# commands
out=$(printf 'Hi\n/reset\n/system You are terse.\n/help\n/bogus\nHi\n/quit\nnot read\n' |
      timeout 60 "$MOE" chat -m "$M" --chat-template chatml -n 4 --seed 1 -v 2>&1)
rc=$?
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q 'conversation reset' && printf '%s' "$out" | grep -q 'new system message' &&
   printf '%s' "$out" | grep -q '/reset' && printf '%s' "$out" | grep -q 'unknown command /bogus' &&
   [ "$(printf '%s\n' "$out" | grep -c '^\[turn 1: ')" = 2 ] && ! printf '%s' "$out" | grep -q '^\[turn 2: '
then ok "commands: /reset, /system, /help, unknown commands, /quit stops reading"
else bad "commands: rc $rc: $(printf '%s' "$out" | tail -5)"; fi

# errors
out=$(printf 'Hi\n' | "$MOE" chat -m "$M" --chat-template no-such-thing 2>&1); rc=$?
if [ $rc -ne 0 ] && printf '%s' "$out" | grep -q "unknown chat template 'no-such-thing'"; then ok "unknown-template"
else bad "unknown-template: rc $rc: $out"; fi
long=$(printf 'word %.0s' $(seq 1 200))
out=$(printf '%s\n' "$long" | "$MOE" chat -m "$M" --chat-template chatml -c 64 -n 4 2>&1); rc=$?
if [ $rc -ne 0 ] && printf '%s' "$out" | grep -q "the message needs [0-9]* tokens, more than the context's 64 (/reset starts over; -c N"
then ok "message-too-long: a message longer than the context is a clear error"
else bad "message-too-long: rc $rc: $out"; fi
out=$(printf 'Hi there\n%s\n' "$long" | "$MOE" chat -m "$M" --chat-template chatml -c 200 -n 4 --no-context-shift 2>&1); rc=$?
if [ $rc -ne 0 ] && printf '%s' "$out" | grep -q "conversation is full.*/reset starts over; -c N gives a longer context"
then ok "context-full: without context shift a full context is a clear error naming /reset and -c"
else bad "context-full: rc $rc: $out"; fi
# context shift is on by default, and says when it drops messages (without -v): the bundled model's
# 256-token context holds a chat of many turns
out=$(for i in $(seq 1 8); do echo "And the LORD spake unto Moses, saying, number $i"; done |
      timeout 120 "$MOE" chat -m models/moe-kjv-11m-q8_0.gguf -n 40 2>&1 >/dev/null); rc=$?
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q '^\[context full: dropped the [0-9]* oldest messages\]'
then ok "context-shift-default: eight turns on the bundled model, the drop announced"
else bad "context-shift-default: rc $rc: $(printf '%s' "$out" | tail -3)"; fi

# context shift: the oldest exchanges are dropped and the chat goes on
out=$(for i in $(seq 1 10); do echo "message number $i with a few more words"; done |
      timeout 120 "$MOE" chat -m "$M" --chat-template chatml -c 128 -n 8 --context-shift -v 2>&1); rc=$?
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q 'context full: dropped' && [ "$(printf '%s\n' "$out" | grep -c '^\[turn ')" = 10 ]
then ok "context-shift: ten turns in a 128-token context"
else bad "context-shift: rc $rc: $(printf '%s' "$out" | tail -3)"; fi

# Ctrl-C stops the reply being written, not the program
mkfifo "$T/in"
"$MOE" chat -m "$M" --chat-template chatml -c 4096 -n 1500 --seed 1 -v < "$T/in" > "$T/out" 2> "$T/err" &
pid=$!
exec 3> "$T/in"
echo "Talk for a long time" >&3
# interrupt as soon as the reply is streaming (a fixed sleep would race with the machine's speed)
for _ in $(seq 1 300); do [ "$(stat -c %s "$T/out" 2>/dev/null || echo 0)" -gt 40 ] && break; sleep 0.1; done
kill -INT $pid 2>/dev/null
sleep 0.5
echo "Now a short one" >&3
echo "/quit" >&3
exec 3>&-
( sleep 60; kill -9 $pid 2>/dev/null ) &
killer=$!
wait $pid
rc=$?
kill $killer 2>/dev/null
if [ $rc -eq 0 ] && grep -q '^\[interrupted\]' "$T/err" && grep -q '^\[turn 2: ' "$T/err"
then ok "ctrl-c: the reply stops, the chat goes on"
else bad "ctrl-c: rc $rc: $(tail -3 "$T/err")"; fi

# -r / --stop end a reply just before the text, as in moe run
K=models/moe-kjv-11m-q8_0.gguf
full=$(echo "Who made the light?" | "$MOE" chat -m $K --temp 0 -n 30 2>/dev/null)
cut=$(echo "Who made the light?" | "$MOE" chat -m $K --temp 0 -n 30 -r "first" 2>/dev/null)
if [ -n "$full" ] && [ "$full" != "$cut" ] && [ "$cut" = "${full%%first*}" ]
then ok "stop: -r 'first' ends the reply right before it"
else bad "stop: '$cut' of '$full'"; fi

# """ starts a message of several lines and """ ends it; end of input ends one too
K=models/moe-kjv-11m-q8_0.gguf
out=$(printf '"""first line\nsecond line\nthird"""\nnext\n' | "$MOE" chat -m $K --temp 0 -n 4 -v 2>&1 >/dev/null); rc=$?
one=$(printf 'first line\n' | "$MOE" chat -m $K --temp 0 -n 4 -v 2>&1 >/dev/null | sed -n 's/^\[turn 1: evaluated \([0-9]*\) .*/\1/p')
multi=$(printf '%s\n' "$out" | sed -n 's/^\[turn 1: evaluated \([0-9]*\) .*/\1/p')
open=$(printf '"""a message\nthat never closes\n' | "$MOE" chat -m $K --temp 0 -n 4 -v 2>&1 >/dev/null | grep -c '^\[turn ')
if [ $rc -eq 0 ] && [ "$(printf '%s\n' "$out" | grep -c '^\[turn ')" = 2 ] && [ -n "$one" ] && [ "$multi" -gt "$((one + 3))" ] && [ "$open" = 1 ]
then ok "multiline: three lines between \"\"\" are one turn ($multi tokens against $one for its first line); an unclosed one is sent at the end"
else bad "multiline: rc $rc, turns $(printf '%s\n' "$out" | grep -c '^\[turn '), $multi vs $one tokens, unclosed gives $open turns"; fi

# /save and /load: a conversation saved in one process and loaded in another goes on with the same greedy
# reply as one never interrupted, without evaluating the old turns again; a file that is not a chat is refused
K=models/moe-kjv-11m-q8_0.gguf
printf 'Who made the light?\n/save %s\n' "$T/c.chat" | "$MOE" chat -m $K --temp 0 -n 20 >/dev/null 2>&1
resumed=$(printf '/load %s\nAnd the water?\n' "$T/c.chat" | "$MOE" chat -m $K --temp 0 -n 20 -v 2>"$T/resumed.err" | tail -n 1)
straight=$(printf 'Who made the light?\nAnd the water?\n' | "$MOE" chat -m $K --temp 0 -n 20 -v 2>"$T/straight.err" | tail -n 1)
n_resumed=$(sed -n 's/^\[turn 1: evaluated \([0-9]*\) new.*/\1/p' "$T/resumed.err")
n_straight=$(sed -n 's/^\[turn 2: evaluated \([0-9]*\) new.*/\1/p' "$T/straight.err")
if [ -n "$resumed" ] && [ "$resumed" = "$straight" ] && [ -n "$n_resumed" ] && [ "$n_resumed" = "$n_straight" ]
then ok "save-load: a chat loaded in a new process replies as the uninterrupted one, evaluating only the new turn ($n_resumed tokens)"
else bad "save-load: '$resumed' vs '$straight', $n_resumed vs $n_straight new tokens"; fi
printf 'x' > "$T/junk.chat"
out=$(printf '/load %s\n/quit\n' "$T/junk.chat" | "$MOE" chat -m $K --temp 0 -n 4 2>&1); rc=$?
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "cannot load the state '$T/junk.chat': not a moe state file"
then ok "load-refused: a file that is not a saved chat is refused with a reason, and the chat goes on"
else bad "load-refused: rc $rc: $out"; fi

# --chat-template-file: a real model's Jinja template is recognised as its family; one that is not, or a
# missing file, is a clear error; --jinja is accepted
K=models/moe-kjv-11m-q8_0.gguf
out=$(printf 'Hi\n' | "$MOE" chat -m $K -n 2 --temp 0 -v --jinja --chat-template-file tests/templates/Qwen-Qwen3-0.6B.jinja 2>&1 >/dev/null); rc=$?
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -q '^moe chat: qwen3moe, template qwen3,'
then ok "template-file: Qwen3-0.6B's Jinja template is rendered as the qwen3 family"
else bad "template-file: rc $rc: $out"; fi
printf '{{ messages }}' > "$T/odd.jinja"
out=$(printf 'Hi\n' | "$MOE" chat -m $K -n 2 --chat-template-file "$T/odd.jinja" 2>&1); rc=$?
if [ $rc -ne 0 ] && [ $rc -lt 124 ] && printf '%s' "$out" | grep -q "the template in $T/odd.jinja is not one moe recognises"
then ok "template-file-unknown: a template of no known family is refused by file name"
else bad "template-file-unknown: rc $rc: $out"; fi
out=$(printf 'Hi\n' | "$MOE" chat -m $K --chat-template-file "$T/none.jinja" 2>&1); rc=$?
if [ $rc -ne 0 ] && printf '%s' "$out" | grep -q "cannot read $T/none.jinja: No such file"; then ok "template-file-missing"
else bad "template-file-missing: rc $rc: $out"; fi
