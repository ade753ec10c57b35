#!/usr/bin/env bash
# `moe serve`: the OpenAI-compatible HTTP server, driven with curl over loopback, then raw-socket hostile clients
# (tests/test_server_hostile.py), the official `openai` npm package (tests/server_openai.cjs) and the chat page in
# headless Chromium (tests/server_page.cjs).
# usage: tests/test_server.sh ./moe models/moe-kjv-11m-q8_0.gguf    (prints PASS/FAIL/SKIP lines)
# env: NODE_PATH (default tests/build/npm/node_modules: openai, puppeteer-core), CHROMIUM (default /usr/bin/chromium)
# Temporary files and server logs: tests/build/server.
set -u
BIN=${1:?usage: tests/test_server.sh BIN MODEL}
MODEL=${2:?usage: tests/test_server.sh BIN MODEL}
case "$BIN" in /*) ;; */*) BIN=$PWD/$BIN ;; esac
case "$MODEL" in /*) ;; *) MODEL=$PWD/$MODEL ;; esac
cd "$(dirname "$0")/.."
D=tests/build/server
mkdir -p "$D"
rm -f "$D"/*.json "$D"/*.txt "$D"/*.hdr "$D"/page.png
PY=/usr/bin/python3
[ -x "$PY" ] || PY=$(command -v python3)
ok()  { echo "PASS server/$*"; }
bad() { echo "FAIL server/$*"; }
skp() { echo "SKIP server/$*"; }
have() { command -v "$1" >/dev/null 2>&1; }
if ! have curl; then skp "all: tool curl is not installed"; exit 0; fi
if [ -z "$PY" ]; then skp "all: tool python3 is not installed"; exit 0; fi

PIDS=""
cleanup() { local p; for p in $PIDS; do kill -KILL "$p" 2>/dev/null; done; }
trap cleanup EXIT

# start_server NAME ARGS...: sets SPID and PORT (empty on failure); stderr goes to $D/NAME.log
start_server() {
    local name=$1; shift
    local log=$D/$name.log i
    PORT=""
    "$BIN" serve -m "$MODEL" --port 0 -np 2 --timeout 3 -t 2 "$@" </dev/null >"$D/$name.out" 2>"$log" &
    SPID=$!
    PIDS="$PIDS $SPID"
    for i in $(seq 1 100); do
        PORT=$(sed -n 's|^moe serve: listening on http://127\.0\.0\.1:\([0-9][0-9]*\)$|\1|p' "$log" | head -1)
        [ -n "$PORT" ] && break
        kill -0 "$SPID" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$PORT" ]; then
        bad "$name-listen: no 'moe serve: listening on http://127.0.0.1:PORT' line within 10 s: $(tail -3 "$log" | tr '\n' ' ')"
        return 1
    fi
    local code=""
    for i in $(seq 1 150); do
        code=$(curl -s -m 2 -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/health")
        [ "$code" = 200 ] && break
        kill -0 "$SPID" 2>/dev/null || break
        sleep 0.2
    done
    if [ "$code" != 200 ]; then
        bad "$name-ready: GET /health is '$code', not 200, 30 s after the listening line: $(tail -3 "$log" | tr '\n' ' ')"
        PORT=""; return 1
    fi
    return 0
}

# stop_server NAME PID: SIGTERM, exit status 0 within 5 s
stop_server() {
    local name=$1 pid=$2 i rc
    kill -TERM "$pid" 2>/dev/null
    for i in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
        bad "$name-sigterm: still running 5 s after SIGTERM"; kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; return
    fi
    wait "$pid"; rc=$?
    if [ $rc -eq 0 ]; then ok "$name-sigterm: SIGTERM stops the server, exit status 0"
    else bad "$name-sigterm: exit status $rc after SIGTERM: $(tail -3 "$D/$name.log" | tr '\n' ' ')"; fi
}

# req NAME METHOD PATH [BODY [curl args...]]: body to $D/NAME.json, headers to $D/NAME.hdr; prints the status code
req() {
    local name=$1 method=$2 path=$3; shift 3
    local body=""
    if [ $# -gt 0 ]; then body=$1; shift; fi
    if [ -n "$body" ]; then
        printf '%s' "$body" | curl -sS -m 30 -X "$method" -H 'Content-Type: application/json' --data-binary @- \
            -D "$D/$name.hdr" -o "$D/$name.json" -w '%{http_code}' "$@" "http://127.0.0.1:$PORT$path" 2>>"$D/curl.err"
    else
        curl -sS -m 30 -X "$method" -D "$D/$name.hdr" -o "$D/$name.json" -w '%{http_code}' "$@" \
            "http://127.0.0.1:$PORT$path" 2>>"$D/curl.err"
    fi
}
# js FILE PYEXPR: evaluates a Python expression over d = the JSON in FILE; prints it (an error prints nothing, returns 1)
js() { "$PY" -c 'import json,sys; d=json.load(open(sys.argv[1],encoding="utf-8")); v=eval(sys.argv[2]); print(v if isinstance(v,str) else json.dumps(v))' "$1" "$2" 2>/dev/null; }
# jcheck FILE PYCODE: runs PYCODE with d = the JSON in FILE; it prints "" for success or a reason
jcheck() {
    "$PY" -c '
import json,sys
try:
    d=json.load(open(sys.argv[1],encoding="utf-8"))
except Exception as e:
    raw=open(sys.argv[1],"rb").read(); at=getattr(e,"pos",0)
    print("not JSON (%s): %r ... at the error: %r" % (e, raw[:120], raw[max(0,at-60):at+40])); sys.exit()
try:
    exec(sys.argv[2])
except Exception as e:
    print("%s: %s in %s" % (type(e).__name__, e, json.dumps(d)[:400]))' "$@" 2>&1
}
body() { head -c 400 "$D/$1.json" 2>/dev/null | tr '\n' ' '; }
jstr() { "$PY" -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$1"; }   # a JSON string literal

# ============================ server 1: no key, no CORS ============================
if ! start_server main; then exit 0; fi
MAIN_PID=$SPID
MAIN_PORT=$PORT
ok "listen: 'listening on http://127.0.0.1:$PORT' with --port 0, /health 200 once loaded"
if grep -Eq '^moe serve: model loaded, 2 slots($|[^0-9])' "$D/main.log"; then ok "loaded-line: 'moe serve: model loaded, 2 slots'"
else bad "loaded-line: no 'moe serve: model loaded, 2 slots' line: $(head -5 "$D/main.log" | tr '\n' ' ')"; fi
ALIAS=$(basename "$MODEL" .gguf)

# ---- health, models, metrics before ----
c=$(req health GET /health)
r=$(jcheck "$D/health.json" 'print("" if d == {"status":"ok"} else "body %r" % d)')
if [ "$c" = 200 ] && [ -z "$r" ]; then ok 'health: GET /health is 200 {"status":"ok"}'; else bad "health: $c $r"; fi
c=$(req models GET /v1/models)
r=$(jcheck "$D/models.json" '
m=d["data"][0]
print("" if d["object"]=="list" and len(d["data"])==1 and m["id"]==sys.argv[3] and m["object"]=="model" and isinstance(m["created"],int) and m["owned_by"]=="moe" else "body %r" % d)' "$ALIAS")
if [ "$c" = 200 ] && [ -z "$r" ]; then ok "models: /v1/models lists '$ALIAS' (the file name without .gguf)"; else bad "models: $c $r"; fi
if grep -qi '^content-type: application/json' "$D/models.hdr"; then ok "content-type-json: /v1/models is application/json"
else bad "content-type-json: $(grep -i '^content-type' "$D/models.hdr")"; fi
req metrics0 GET /metrics >/dev/null

# metric NAME FILE: the value of a metric (first sample) in a Prometheus text file
metric() { awk -v n="$1" '$1 == n || index($1, n "{") == 1 { print $2; exit }' "$2"; }

# ---- non-stream chat ----
CHAT='{"messages":[{"role":"system","content":"You are a scribe."},{"role":"user","content":"Tell me of the flood."}],"temperature":0,"max_tokens":24}'
c=$(req chat POST /v1/chat/completions "$CHAT")
r=$(jcheck "$D/chat.json" '
ch=d["choices"][0]; u=d["usage"]; m=ch["message"]
bad=[]
if not d["id"].startswith("chatcmpl-"): bad.append("id %r" % d["id"])
if d["object"]!="chat.completion": bad.append("object %r" % d["object"])
if d["model"]!=sys.argv[3]: bad.append("model %r" % d["model"])
if not isinstance(d["created"],int): bad.append("created")
if ch["index"]!=0 or m["role"]!="assistant": bad.append("index/role")
if not isinstance(m["content"],str) or not m["content"]: bad.append("content %r" % m.get("content"))
if ch["finish_reason"] not in ("stop","length"): bad.append("finish_reason %r" % ch["finish_reason"])
if not (u["prompt_tokens"]>0 and u["completion_tokens"]>0 and u["total_tokens"]==u["prompt_tokens"]+u["completion_tokens"]): bad.append("usage %r" % u)
if u["completion_tokens"]>24: bad.append("completion_tokens %d > max_tokens 24" % u["completion_tokens"])
if not isinstance(u["prompt_tokens_details"]["cached_tokens"],int): bad.append("cached_tokens")
print("; ".join(bad))' "$ALIAS")
REPLY=$(js "$D/chat.json" 'd["choices"][0]["message"]["content"]')
if [ "$c" = 200 ] && [ -z "$r" ]; then ok "chat: non-stream reply, content a string ('${REPLY:0:40}...'), usage counts, finish_reason"
else bad "chat: POST /v1/chat/completions $CHAT -> $c $r"; fi
c=$(req chat2 POST /v1/chat/completions "$CHAT")
if [ "$c" = 200 ] && [ "$(js "$D/chat2.json" 'd["choices"][0]["message"]["content"]')" = "$REPLY" ]
then ok "greedy-repeat: the same greedy request twice gives the same reply"
else bad "greedy-repeat: $c '$(js "$D/chat2.json" 'd["choices"][0]["message"]["content"]')' vs '$REPLY'"; fi
r=$(jcheck "$D/chat2.json" 'u=d["usage"]; c=u["prompt_tokens_details"]["cached_tokens"]; print("" if 0 < c <= u["prompt_tokens"] else "usage %r" % u)')
r0=$(js "$D/chat.json" 'd["usage"]["prompt_tokens_details"]["cached_tokens"]')
if [ -z "$r" ] && [ "$r0" = 0 ]; then ok "prompt-cache: the repeated request reports cached_tokens $(js "$D/chat2.json" 'd["usage"]["prompt_tokens_details"]["cached_tokens"]') (the first 0)"
else bad "prompt-cache: first request cached_tokens '$r0' (want 0), repeat: $r"; fi
# content as a list of text parts means the same as the string
PARTS='{"messages":[{"role":"system","content":[{"type":"text","text":"You are a scribe."}]},{"role":"user","content":[{"type":"text","text":"Tell me of "},{"type":"text","text":"the flood."}]}],"temperature":0,"max_tokens":24}'
c=$(req parts POST /v1/chat/completions "$PARTS")
if [ "$c" = 200 ] && [ "$(js "$D/parts.json" 'd["choices"][0]["message"]["content"]')" = "$REPLY" ]
then ok "content-parts: content as [{type:text,text}] parts gives the same reply as the string"
else bad "content-parts: $c '$(js "$D/parts.json" 'd["choices"][0]["message"]["content"]')' vs '$REPLY': $(body parts)"; fi

# ---- streaming chat ----
STREAM=${CHAT%\}}',"stream":true,"stream_options":{"include_usage":true}}'
printf '%s' "$STREAM" | curl -sS -N -m 30 -H 'Content-Type: application/json' --data-binary @- -D "$D/stream.hdr" \
    -o "$D/stream.txt" "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err"
# prints "content<TAB>problems" (problems empty when the stream is well-formed)
sse_check() { # FILE KIND(chat|text) WANT_USAGE(0|1)
    "$PY" - "$@" <<'EOF'
import json, sys
path, kind, want_usage = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
rawb = open(path, "rb").read()
bad = []; text = ""; chunks = []
try: raw = rawb.decode("utf-8")
except UnicodeDecodeError as ex: raw = rawb.decode("utf-8", "replace"); bad.append("not UTF-8: %s" % ex)
if not raw.endswith("\n\n"): bad.append("does not end with a blank line")
events = [e for e in raw.split("\n\n") if e.strip()]
datas = []
for e in events:
    for line in e.split("\n"):
        if line.startswith(":"): continue            # comments (keep-alive)
        if not line.startswith("data: "): bad.append("not a data: line: %r" % line[:80]); continue
        datas.append(line[6:])
if not datas or datas[-1] != "[DONE]": bad.append("last data is not [DONE]: %r" % (datas[-1:] ,))
if datas.count("[DONE]") != 1: bad.append("[DONE] %d times" % datas.count("[DONE]"))
for s in datas[:-1]:
    try: chunks.append(json.loads(s))
    except Exception as ex: bad.append("not JSON: %r" % s[:80])
obj = "chat.completion.chunk" if kind == "chat" else "text_completion"
fin = None; usage = None; ids = set()
for i, c in enumerate(chunks):
    if c.get("object") != obj: bad.append("chunk %d object %r" % (i, c.get("object")))
    ids.add(c.get("id"))
    if c.get("choices") == [] and "usage" in c:
        usage = c["usage"]
        if i != len(chunks) - 1: bad.append("usage chunk is not last")
        continue
    ch = c["choices"][0]
    if fin is not None: bad.append("chunk after the finish_reason chunk: %r" % c)
    if kind == "chat":
        dl = ch["delta"]
        if i == 0:
            if dl.get("role") != "assistant": bad.append("first delta has no role assistant: %r" % dl)
        elif "role" in dl: bad.append("role in a later delta")
        text += dl.get("content") or ""
        if ch.get("finish_reason"):
            fin = ch["finish_reason"]
            if dl.get("content"): bad.append("finish chunk delta not empty: %r" % dl)
    else:
        text += ch.get("text") or ""
        if ch.get("finish_reason"): fin = ch["finish_reason"]
if fin not in ("stop", "length"): bad.append("no finish_reason chunk (%r)" % fin)
if len(ids) != 1: bad.append("chunk ids differ: %r" % ids)
if want_usage and not (usage and usage.get("completion_tokens", 0) > 0 and usage.get("prompt_tokens", 0) > 0):
    bad.append("no usage chunk with counts: %r" % usage)
if not want_usage and usage is not None: bad.append("a usage chunk without include_usage")
print(json.dumps({"text": text, "fin": fin, "usage": usage, "n": len(chunks), "bad": "; ".join(bad[:4])}))
EOF
}
S=$(sse_check "$D/stream.txt" chat 1)
echo "$S" > "$D/stream.check.json"
sbad=$(js "$D/stream.check.json" 'd["bad"]'); stext=$(js "$D/stream.check.json" 'd["text"]'); sn=$(js "$D/stream.check.json" 'd["n"]')
if grep -qi '^content-type: text/event-stream' "$D/stream.hdr" && [ -n "$S" ] && [ -z "$sbad" ]
then ok "stream: text/event-stream, $sn data: chunks, first delta has the role, empty finish delta, usage chunk, data: [DONE]"
else bad "stream: $(grep -i '^content-type' "$D/stream.hdr" | tr -d '\r') $sbad: $(head -c 300 "$D/stream.txt" | tr '\n' ' ')"; fi
if [ -n "$REPLY" ] && [ "$stext" = "$REPLY" ]; then ok "stream-equals-nonstream: the concatenated deltas equal the non-streamed greedy reply"
else bad "stream-equals-nonstream: streamed '$stext' vs non-streamed '$REPLY'"; fi
if [ "$(js "$D/stream.check.json" 'd["usage"]["completion_tokens"]')" = "$(js "$D/chat.json" 'd["usage"]["completion_tokens"]')" ] &&
   [ "$(js "$D/stream.check.json" 'd["fin"]')" = "$(js "$D/chat.json" 'd["choices"][0]["finish_reason"]')" ]
then ok "stream-usage: the usage chunk and finish_reason match the non-streamed reply"
else bad "stream-usage: stream usage $(js "$D/stream.check.json" 'd["usage"]') fin $(js "$D/stream.check.json" 'd["fin"]') vs $(js "$D/chat.json" 'd["usage"]') $(js "$D/chat.json" 'd["choices"][0]["finish_reason"]')"; fi

# ---- stop strings ----
# the first 3 characters of the greedy reply's second word: the reply ends right before their first occurrence
STOP=$("$PY" -c 'import sys; w=sys.argv[1].split(); print(w[1][:3] if len(w)>1 else "")' "$REPLY")
if [ -n "$STOP" ]; then
    WANT=$("$PY" -c 'import sys; r=sys.argv[1]; print(r[:r.index(sys.argv[2])], end="")' "$REPLY" "$STOP")
    c=$(req stop POST /v1/chat/completions "${CHAT%\}},\"stop\":$(jstr "$STOP")}")
    got=$(js "$D/stop.json" 'd["choices"][0]["message"]["content"]'); fin=$(js "$D/stop.json" 'd["choices"][0]["finish_reason"]')
    if [ "$c" = 200 ] && [ "$got" = "$WANT" ] && [ "$fin" = stop ]
    then ok "stop: stop '$STOP' truncates the reply to '$WANT', finish_reason stop"
    else bad "stop: stop '$STOP': $c '$got' (want '$WANT'), finish_reason '$fin'"; fi
    c=$(req stoplist POST /v1/chat/completions "${CHAT%\}},\"stop\":[\"zzzzqq\",$(jstr "$STOP")]}")
    got=$(js "$D/stoplist.json" 'd["choices"][0]["message"]["content"]')
    if [ "$c" = 200 ] && [ "$got" = "$WANT" ]; then ok "stop-list: a list of stop strings, the one that occurs truncates"
    else bad "stop-list: $c '$got' (want '$WANT')"; fi
    printf '%s' "${CHAT%\}},\"stop\":$(jstr "$STOP"),\"stream\":true}" | curl -sS -N -m 30 -H 'Content-Type: application/json' \
        --data-binary @- -o "$D/stopstream.txt" "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err"
    sse_check "$D/stopstream.txt" chat 0 > "$D/stopstream.check.json"
    got=$(js "$D/stopstream.check.json" 'd["text"]')
    if [ "$got" = "$WANT" ] && [ "$(js "$D/stopstream.check.json" 'd["fin"]')" = stop ] && [ -z "$(js "$D/stopstream.check.json" 'd["bad"]')" ]
    then ok "stop-stream: streamed with a stop string, no part of it is sent, finish_reason stop"
    else bad "stop-stream: '$got' (want '$WANT') $(js "$D/stopstream.check.json" 'd["fin"]') $(js "$D/stopstream.check.json" 'd["bad"]')"; fi
else bad "stop: the greedy reply '$REPLY' has no second word to stop at"; fi

# ---- max_tokens ----
c=$(req max3 POST /v1/chat/completions '{"messages":[{"role":"user","content":"Speak of kings."}],"max_tokens":3}')
r=$(jcheck "$D/max3.json" 'ct=d["usage"]["completion_tokens"]; fr=d["choices"][0]["finish_reason"]; print("" if 0 < ct <= 3 and fr == "length" else "completion_tokens %r finish_reason %r" % (ct, fr))')
if [ "$c" = 200 ] && [ -z "$r" ]; then ok "max-tokens: max_tokens 3 gives <= 3 tokens, finish_reason length"; else bad "max-tokens: $c $r"; fi
c=$(req maxc3 POST /v1/chat/completions '{"messages":[{"role":"user","content":"Speak of kings."}],"max_completion_tokens":3}')
r=$(jcheck "$D/maxc3.json" 'ct=d["usage"]["completion_tokens"]; fr=d["choices"][0]["finish_reason"]; print("" if 0 < ct <= 3 and fr == "length" else "completion_tokens %r finish_reason %r" % (ct, fr))')
if [ "$c" = 200 ] && [ -z "$r" ]; then ok "max-completion-tokens: max_completion_tokens 3 likewise"; else bad "max-completion-tokens: $c $r"; fi

# ---- logprobs ----
# three times: the first on a cold slot, then with the prompt cached (the JSON must be whole every time)
LPREQ='{"messages":[{"role":"user","content":"Speak of kings."}],"temperature":0,"max_tokens":6,"logprobs":true,"top_logprobs":2}'
lpbad=""
for k in 1 2 3; do
c=$(req logprobs POST /v1/chat/completions "$LPREQ")
r=$(jcheck "$D/logprobs.json" '
ch=d["choices"][0]; lp=ch["logprobs"]["content"]; bad=[]
if len(lp)!=d["usage"]["completion_tokens"]: bad.append("%d entries for %d tokens" % (len(lp), d["usage"]["completion_tokens"]))
for e in lp:
    if not (isinstance(e["token"],str) and isinstance(e["logprob"],(int,float)) and e["logprob"]<=0 and isinstance(e["bytes"],list)): bad.append("entry %r" % e); break
    if bytes(e["bytes"]).decode("utf-8","replace")!=e["token"] and "\ufffd" not in e["token"]: bad.append("bytes do not spell the token %r" % e); break
    t=e["top_logprobs"]
    if len(t)!=2 or t[0]["logprob"]<t[1]["logprob"]: bad.append("top_logprobs %r" % t); break
    if abs(t[0]["logprob"]-e["logprob"])>1e-3 or t[0]["token"]!=e["token"]: bad.append("greedy token is not the top one: %r" % e); break
if ch["finish_reason"]=="length" and "".join(e["token"] for e in lp)!=ch["message"]["content"]: bad.append("tokens do not spell the content")
print("; ".join(bad))')
[ "$c" = 200 ] && [ -z "$r" ] || lpbad="$lpbad [try $k: $c $r]"
done
if [ -z "$lpbad" ]; then ok "logprobs: logprobs true, top_logprobs 2: one entry per token, the greedy token on top, bytes (3 tries)"
else bad "logprobs: POST /v1/chat/completions $LPREQ:$lpbad"; fi

# the same through /v1/completions (choices[0].text), and streamed (logprobs in each chunk)
c=$(req logprobs_c POST /v1/completions '{"prompt":"And it came to pass","temperature":0,"max_tokens":6,"logprobs":true,"top_logprobs":2}')
r=$(jcheck "$D/logprobs_c.json" '
ch=d["choices"][0]; lp=ch["logprobs"]["content"]
ok=len(lp)==d["usage"]["completion_tokens"] and all(len(e["top_logprobs"])==2 and abs(e["top_logprobs"][0]["logprob"]-e["logprob"])<1e-3 for e in lp)
ok=ok and (ch["finish_reason"]!="length" or "".join(e["token"] for e in lp)==ch["text"])
print("" if ok else "entries %r for text %r" % (lp, ch["text"]))')
if [ "$c" = 200 ] && [ -z "$r" ]; then ok "logprobs-completions: /v1/completions with logprobs gives one entry per token"; else bad "logprobs-completions: $c $r"; fi
printf '%s' '{"messages":[{"role":"user","content":"Speak of kings."}],"temperature":0,"max_tokens":6,"logprobs":true,"top_logprobs":2,"stream":true}' |
    curl -sS -N -m 30 -H 'Content-Type: application/json' --data-binary @- -o "$D/logprobs_s.txt" "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err"
r=$("$PY" - "$D/logprobs_s.txt" "$D/logprobs.json" <<'EOF2'
import json, sys
try:
    ref = json.load(open(sys.argv[2]))["choices"][0]["logprobs"]["content"]
except Exception:
    ref = None
ents = []; text = ""; bad = []
for line in open(sys.argv[1], encoding="utf-8").read().split("\n"):
    if not line.startswith("data: {"): continue
    try: c = json.loads(line[6:])
    except Exception as e: bad.append("chunk not JSON: %r" % line[:200]); continue
    ch = c["choices"][0] if c.get("choices") else None
    if not ch: continue
    text += ch["delta"].get("content") or ""
    if ch.get("logprobs"): ents += ch["logprobs"]["content"]
if not ents or "".join(e["token"] for e in ents) != text: bad.append("tokens %r vs text %r" % ([e["token"] for e in ents], text))
if ref is not None and [(e["token"], round(e["logprob"], 3)) for e in ents] != [(e["token"], round(e["logprob"], 3)) for e in ref]:
    bad.append("differs from the non-streamed logprobs")
print("; ".join(bad))
EOF2
)
if [ -z "$r" ]; then ok "logprobs-stream: streamed chunks carry the logprobs of their tokens, as non-streamed"; else bad "logprobs-stream: $r"; fi

# ---- seed ----
SEEDED='{"messages":[{"role":"user","content":"Speak of kings."}],"temperature":1.0,"seed":1234,"max_tokens":16}'
c1=$(req seed1 POST /v1/chat/completions "$SEEDED"); c2=$(req seed2 POST /v1/chat/completions "$SEEDED")
s1=$(js "$D/seed1.json" 'd["choices"][0]["message"]["content"]'); s2=$(js "$D/seed2.json" 'd["choices"][0]["message"]["content"]')
if [ "$c1$c2" = 200200 ] && [ -n "$s1" ] && [ "$s1" = "$s2" ]; then ok "seed: temperature 1 with seed 1234 twice gives the same text"
else bad "seed: $c1 '$s1' vs $c2 '$s2'"; fi

# ---- completions ----
PROMPT="And it came to pass"
c=$(req comp POST /v1/completions "{\"prompt\":$(jstr "$PROMPT"),\"temperature\":0,\"max_tokens\":16}")
r=$(jcheck "$D/comp.json" '
ch=d["choices"][0]; u=d["usage"]
print("" if d["object"]=="text_completion" and isinstance(ch["text"],str) and ch["text"] and ch["finish_reason"] in ("stop","length") and u["prompt_tokens"]>0 and 0<u["completion_tokens"]<=16 else "body %r" % d)')
CTEXT=$(js "$D/comp.json" 'd["choices"][0]["text"]')
if [ "$c" = 200 ] && [ -z "$r" ]; then ok "completions-string: prompt string -> text_completion '${CTEXT:0:40}...'"; else bad "completions-string: $c $r"; fi
cli=$(timeout 30 "$BIN" run -m "$MODEL" -p "$PROMPT" -n 16 --temp 0 -t 2 2>/dev/null)
if [ -n "$CTEXT" ] && [ "$cli" = "$PROMPT$CTEXT" ]; then ok "completions-cli: the greedy completion equals 'moe run --temp 0 -n 16'"
else bad "completions-cli: server '$CTEXT', moe run '${cli#"$PROMPT"}'"; fi
c=$(req tok POST /tokenize "{\"content\":$(jstr "$PROMPT"),\"add_special\":true}")
TOKS=$(js "$D/tok.json" 'd["tokens"]')
clitok=$("$BIN" tokenize -m "$MODEL" "$PROMPT" 2>/dev/null | tr -s ' \n' ',' | sed 's/,$//')
if [ "$c" = 200 ] && [ "$(echo "$TOKS" | tr -d ' []')" = "$clitok" ]; then ok "tokenize-special: add_special true gives the tokens of 'moe tokenize' ($TOKS)"
else bad "tokenize-special: $c '$TOKS' vs moe tokenize '$clitok'"; fi
c=$(req compids POST /v1/completions "{\"prompt\":$TOKS,\"temperature\":0,\"max_tokens\":16}")
if [ "$c" = 200 ] && [ "$(js "$D/compids.json" 'd["choices"][0]["text"]')" = "$CTEXT" ] &&
   [ "$(js "$D/compids.json" 'd["usage"]["prompt_tokens"]')" = "$(js "$D/comp.json" 'd["usage"]["prompt_tokens"]')" ]
then ok "completions-ids: the prompt as token ids gives the same completion and prompt_tokens as the string"
else bad "completions-ids: prompt $TOKS -> $c '$(js "$D/compids.json" 'd["choices"][0]["text"]')' (want '$CTEXT'), prompt_tokens $(js "$D/compids.json" 'd["usage"]["prompt_tokens"]') vs $(js "$D/comp.json" 'd["usage"]["prompt_tokens"]')"; fi
c=$(req complist POST /v1/completions "{\"prompt\":[$(jstr "$PROMPT")],\"temperature\":0,\"max_tokens\":16}")
if [ "$c" = 200 ] && [ "$(js "$D/complist.json" 'd["choices"][0]["text"]')" = "$CTEXT" ]
then ok "completions-list: a list of one prompt string likewise"; else bad "completions-list: $c $(body complist)"; fi
printf '%s' "{\"prompt\":$(jstr "$PROMPT"),\"temperature\":0,\"max_tokens\":16,\"stream\":true}" | curl -sS -N -m 30 \
    -H 'Content-Type: application/json' --data-binary @- -o "$D/compstream.txt" "http://127.0.0.1:$PORT/v1/completions" 2>>"$D/curl.err"
sse_check "$D/compstream.txt" text 0 > "$D/compstream.check.json"
if [ "$(js "$D/compstream.check.json" 'd["text"]')" = "$CTEXT" ] && [ -z "$(js "$D/compstream.check.json" 'd["bad"]')" ]
then ok "completions-stream: streamed choices[0].text deltas equal the non-streamed completion"
else bad "completions-stream: '$(js "$D/compstream.check.json" 'd["text"]')' vs '$CTEXT': $(js "$D/compstream.check.json" 'd["bad"]')"; fi

# ---- tokenize / detokenize ----
TEXT="In the beginning God created the heaven and the earth. Ünïcödé — ✓"
c1=$(req tok2 POST /tokenize "{\"content\":$(jstr "$TEXT")}")
ids=$(js "$D/tok2.json" 'd["tokens"]')
c2=$(req detok POST /detokenize "{\"tokens\":$ids}")
back=$(js "$D/detok.json" 'd["content"]')
if [ "$c1$c2" = 200200 ] && [ "$(js "$D/tok2.json" 'all(isinstance(t,int) for t in d["tokens"]) and len(d["tokens"])>5')" = true ] && [ "$back" = "$TEXT" ]
then ok "tokenize-roundtrip: /tokenize then /detokenize gives the text back (with non-ASCII)"
else bad "tokenize-roundtrip: $c1 $ids -> $c2 '$back' (want '$TEXT')"; fi
clitok=$("$BIN" tokenize -m "$MODEL" --no-bos "$TEXT" 2>/dev/null | tr -s ' \n' ',' | sed 's/,$//')
if [ "$(echo "$ids" | tr -d ' []')" = "$clitok" ]; then ok "tokenize-default: add_special defaults to false (the tokens of 'moe tokenize --no-bos')"
else bad "tokenize-default: '$ids' vs moe tokenize --no-bos '$clitok'"; fi
# parse_special: '</s>' is the end-of-sequence token only when parsed as special (the tokens of 'moe tokenize [--parse-special]')
c=$(req tokspecial POST /tokenize '{"content":"</s>user","parse_special":true}')
c2=$(req toknospecial POST /tokenize '{"content":"</s>user","parse_special":false}')
t1=$(js "$D/tokspecial.json" 'd["tokens"]' | tr -d ' []'); t2=$(js "$D/toknospecial.json" 'd["tokens"]' | tr -d ' []')
w1=$("$BIN" tokenize -m "$MODEL" --no-bos --parse-special "</s>user" 2>/dev/null | tr -s ' \n' ',' | sed 's/,$//')
w2=$("$BIN" tokenize -m "$MODEL" --no-bos "</s>user" 2>/dev/null | tr -s ' \n' ',' | sed 's/,$//')
if [ "$c$c2" = 200200 ] && [ "$t1" = "$w1" ] && [ "$t2" = "$w2" ] && [ "$t1" != "$t2" ]
then ok "tokenize-parse-special: parse_special true/false tokenize '</s>user' as 'moe tokenize' with/without --parse-special"
else bad "tokenize-parse-special: parse_special true: $c '$t1' (want '$w1'), false: $c2 '$t2' (want '$w2')"; fi

# ---- errors: 404, 405 ----
c=$(req notfound GET /no/such/path)
r=$(jcheck "$D/notfound.json" 'e=d["error"]; print("" if e["type"]=="not_found_error" and e["code"]==404 and isinstance(e["message"],str) else "body %r" % d)')
if [ "$c" = 404 ] && [ -z "$r" ]; then ok "404: an unknown path is 404 with a not_found_error body"; else bad "404: GET /no/such/path -> $c $r"; fi
c=$(req notfound2 POST /v1/embeddings '{"input":"x"}')
if [ "$c" = 404 ]; then ok "404-post: POST to an unknown path is 404"; else bad "404-post: POST /v1/embeddings -> $c $(body notfound2)"; fi
c=$(req method GET /v1/chat/completions)
if [ "$c" = 405 ]; then ok "405: GET on /v1/chat/completions is 405"; else bad "405: GET /v1/chat/completions -> $c $(body method)"; fi
c=$(req badreq POST /v1/chat/completions '{"temperature":0}')
r=$(jcheck "$D/badreq.json" 'e=d["error"]; print("" if e["type"]=="invalid_request_error" and e["code"]==400 and e["message"] else "body %r" % d)')
if [ "$c" = 400 ] && [ -z "$r" ]; then ok "400-no-messages: a chat request without messages is 400 invalid_request_error"; else bad "400-no-messages: $c $r"; fi

# ---- the chat page ----
c=$(req page GET /)
if [ "$c" = 200 ] && grep -qi '^content-type: text/html' "$D/page.hdr" && grep -q 'id="send"' "$D/page.json"
then ok "page: GET / is the chat page (text/html)"; else bad "page: GET / -> $c $(grep -i '^content-type' "$D/page.hdr" | tr -d '\r')"; fi

# ---- CORS off ----
c=$(req nocors GET /v1/models "" -H 'Origin: http://example.com')
if [ "$c" = 200 ] && ! grep -qi '^access-control-allow-origin' "$D/nocors.hdr"; then ok "cors-off: without --cors no Access-Control-Allow-Origin header"
else bad "cors-off: $c $(grep -i '^access-control' "$D/nocors.hdr" | tr -d '\r')"; fi

# ---- batching: 4 concurrent greedy requests give the texts of the same 4 one at a time ----
P=("And the LORD said unto Moses" "Blessed are the meek" "In the beginning" "The heavens declare the glory of God")
N=(40 28 48 36)
for i in 0 1 2 3; do
    printf '{"messages":[{"role":"user","content":%s}],"temperature":0,"max_tokens":%d}' "$(jstr "${P[$i]}")" "${N[$i]}" > "$D/b$i.req"
done
for i in 0 1 2 3; do
    curl -sS -m 60 -H 'Content-Type: application/json' --data-binary @"$D/b$i.req" -o "$D/seq$i.json" \
        "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err"
done
cpids=""
for i in 0 1 2 3; do
    curl -sS -m 60 -H 'Content-Type: application/json' --data-binary @"$D/b$i.req" -o "$D/par$i.json" \
        "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err" &
    cpids="$cpids $!"
done
for p in $cpids; do wait "$p"; done
diffs=""
for i in 0 1 2 3; do
    a=$(js "$D/seq$i.json" 'd["choices"][0]["message"]["content"]'); b=$(js "$D/par$i.json" 'd["choices"][0]["message"]["content"]')
    if [ -z "$a" ] || [ "$a" != "$b" ]; then diffs="$diffs [prompt $i: one at a time '$a' vs concurrent '$b']"; fi
done
if [ -z "$diffs" ]; then ok "batching-exact: 4 concurrent greedy requests (2 slots) give the texts of the same requests one at a time"
else bad "batching-exact:$diffs"; fi
# the same 4 streamed at once: the deltas of each stream spell its own text
cpids=""
for i in 0 1 2 3; do
    sed 's/}$/,"stream":true}/' "$D/b$i.req" | curl -sS -N -m 60 -H 'Content-Type: application/json' --data-binary @- \
        -o "$D/pars$i.txt" "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err" &
    cpids="$cpids $!"
done
for p in $cpids; do wait "$p"; done
diffs=""
for i in 0 1 2 3; do
    sse_check "$D/pars$i.txt" chat 0 > "$D/pars$i.check.json"
    a=$(js "$D/seq$i.json" 'd["choices"][0]["message"]["content"]'); b=$(js "$D/pars$i.check.json" 'd["text"]')
    e=$(js "$D/pars$i.check.json" 'd["bad"]')
    if [ -z "$a" ] || [ "$a" != "$b" ] || [ -n "$e" ]; then diffs="$diffs [prompt $i: one at a time '$a' vs streamed concurrently '$b' $e]"; fi
done
if [ -z "$diffs" ]; then ok "batching-stream: 4 concurrent greedy streams spell the texts of the requests one at a time"
else bad "batching-stream:$diffs"; fi

# ---- roles, every sampling parameter, a max_tokens past the context ----
c=$(req roles POST /v1/chat/completions '{"messages":[{"role":"developer","content":"Be brief."},{"role":"user","content":"Hi"},{"role":"assistant","content":"Peace be unto you."},{"role":"tool","content":"42"},{"role":"user","content":"And then?"}],"max_tokens":8}')
if [ "$c" = 200 ] && [ -n "$(js "$D/roles.json" 'd["choices"][0]["message"]["content"]')" ]; then ok "roles: developer, user, assistant and tool messages are accepted"
else bad "roles: $c $(body roles)"; fi
c=$(req params POST /v1/chat/completions '{"messages":[{"role":"user","content":"Hi"}],"max_tokens":8,"temperature":0.7,"top_p":0.9,"top_k":40,"min_p":0.05,"seed":7,"presence_penalty":0.5,"frequency_penalty":0.5,"repeat_penalty":1.1,"stop":["\n\n","zz"],"logprobs":false,"top_logprobs":0,"n":1,"stream":false,"stream_options":{"include_usage":false},"user":"x"}')
if [ "$c" = 200 ] && [ -n "$(js "$D/params.json" 'd["choices"][0]["message"]["content"]')" ]; then ok "params: every sampling parameter of the spec at once is accepted"
else bad "params: $c $(body params)"; fi
c=$(req maxbig POST /v1/completions '{"prompt":"And it came to pass","max_tokens":100000,"temperature":0}')
r=$(jcheck "$D/maxbig.json" 'u=d["usage"]; print("" if u["total_tokens"] <= 257 and u["completion_tokens"] > 0 and d["choices"][0]["finish_reason"] == "length" else "usage %r finish %r" % (u, d["choices"][0]["finish_reason"]))')
cli=$(timeout 30 "$BIN" run -m "$MODEL" -p "And it came to pass" -n 100000 --temp 0 -t 2 2>/dev/null)
if [ "$c" = 200 ] && [ -z "$r" ] && [ "$cli" = "And it came to pass$(js "$D/maxbig.json" 'd["choices"][0]["text"]')" ]
then ok "max-tokens-past-context: max_tokens 100000 stops at the 256-token context (finish_reason length), as 'moe run' does"
else bad "max-tokens-past-context: $c $r; the text equals moe run's: $([ "$cli" = "And it came to pass$(js "$D/maxbig.json" 'd["choices"][0]["text"]')" ] && echo yes || echo no)"; fi

# ---- metrics ----
c=$(req metrics1 GET /metrics)
missing=""
for m in moe_requests_total moe_prompt_tokens_total moe_tokens_predicted_total moe_prompt_tokens_seconds \
         moe_predicted_tokens_seconds moe_slots_busy moe_slots_total moe_requests_queued; do
    [ -n "$(metric $m "$D/metrics1.json")" ] || missing="$missing $m"
done
if [ "$c" = 200 ] && [ -z "$missing" ]; then ok "metrics: /metrics has every named metric"; else bad "metrics: $c missing:$missing"; fi
grew=""
for mn in moe_requests_total:10 moe_prompt_tokens_total:100 moe_tokens_predicted_total:100; do
    m=${mn%:*}; a=$(metric $m "$D/metrics0.json"); b=$(metric $m "$D/metrics1.json")
    if ! awk -v a="${a:-x}" -v b="${b:-x}" -v n="${mn#*:}" 'BEGIN { exit !(a ~ /^[0-9.e+]+$/ && b ~ /^[0-9.e+]+$/ && b - a >= n) }'; then grew="$grew $m:$a->$b"; fi
done
if [ -z "$grew" ]; then ok "metrics-grow: requests, prompt and predicted token counters grew"; else bad "metrics-grow:$grew"; fi
if [ "$(metric moe_slots_total "$D/metrics1.json")" = 2 ] && [ "$(metric moe_slots_busy "$D/metrics1.json")" = 0 ] &&
   awk -v r="$(metric moe_predicted_tokens_seconds "$D/metrics1.json")" 'BEGIN { exit !(r > 0) }'
then ok "metrics-values: slots_total 2, slots_busy 0 when idle, decode tok/s > 0"
else bad "metrics-values: slots_total '$(metric moe_slots_total "$D/metrics1.json")' slots_busy '$(metric moe_slots_busy "$D/metrics1.json")' predicted_tokens_seconds '$(metric moe_predicted_tokens_seconds "$D/metrics1.json")'"; fi

# ---- request log lines ----
if grep -Eq '^127\.0\.0\.1 "POST /v1/chat/completions" 200 prompt=[1-9][0-9]* gen=[1-9][0-9]* [0-9.]+ s$' "$D/main.log" &&
   grep -Eq '^127\.0\.0\.1 "GET /no/such/path" 404 ' "$D/main.log"
then ok "log-lines: one stderr line per request with status, prompt and gen counts, seconds"
else bad "log-lines: $(grep '^127' "$D/main.log" | tail -2 | tr '\n' ' ')"; fi

# ---- hostile clients ----
if [ -f tests/test_server_hostile.py ]; then
    timeout 120 "$PY" tests/test_server_hostile.py "$PORT" 3 2>>"$D/hostile.err"; rc=$?
    [ $rc -eq 0 ] || bad "hostile: tests/test_server_hostile.py exited with status $rc: $(tail -2 "$D/hostile.err" | tr '\n' ' ')"
fi
if kill -0 "$MAIN_PID" 2>/dev/null; then ok "alive-after-hostile: the server process is still running"
else bad "alive-after-hostile: the server died: $(tail -3 "$D/main.log" | tr '\n' ' ')"; fi

# ---- node: the chat page in headless Chromium ----
NP=${NODE_PATH:-$PWD/tests/build/npm/node_modules}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
node_has() { NODE_PATH=$NP timeout 20 node -e "require.resolve('$1')" >/dev/null 2>&1; }
if ! have node; then skp "page: tool node is not installed"
elif ! node_has puppeteer-core; then skp "page: npm package puppeteer-core is not installed (NODE_PATH=$NP)"
elif [ ! -x "$CHROMIUM" ]; then skp "page: tool chromium is not installed ($CHROMIUM)"
else
    NODE_PATH=$NP CHROMIUM=$CHROMIUM timeout 60 node tests/server_page.cjs "$PORT" 2>>"$D/page.err"; rc=$?
    [ $rc -eq 0 ] || bad "page-run: tests/server_page.cjs exited with status $rc: $(tail -3 "$D/page.err" | tr '\n' ' ')"
fi
stop_server main "$MAIN_PID"
if kill -0 "$MAIN_PID" 2>/dev/null || curl -s -m 2 -o /dev/null "http://127.0.0.1:$MAIN_PORT/health"; then bad "closed: the port still answers after SIGTERM"
else ok "closed: after SIGTERM the port no longer answers"; fi

# ============================ server 2: --api-key, --cors, an alias ============================
KEY="sk-test-$$-secret"
if start_server keyed --api-key "$KEY" --cors -a kjv-test; then
    KEYED_PID=$SPID
    c1=$(req k_health GET /health); c2=$(req k_page GET /)
    if [ "$c1$c2" = 200200 ]; then ok "apikey-health: GET /health and GET / need no key"; else bad "apikey-health: /health $c1, / $c2"; fi
    c=$(req k_none GET /v1/models)
    r=$(jcheck "$D/k_none.json" 'e=d["error"]; print("" if e["type"]=="authentication_error" and e["code"]==401 else "body %r" % d)')
    if [ "$c" = 401 ] && [ -z "$r" ]; then ok "apikey-missing: no key is 401 authentication_error"; else bad "apikey-missing: GET /v1/models -> $c $r"; fi
    c=$(req k_wrong GET /v1/models "" -H "Authorization: Bearer wrong-$KEY")
    if [ "$c" = 401 ]; then ok "apikey-wrong: a wrong key is 401"; else bad "apikey-wrong: $c $(body k_wrong)"; fi
    c=$(req k_prefix GET /v1/models "" -H "Authorization: Bearer ${KEY%?}")
    c2=$(req k_basic GET /v1/models "" -H "Authorization: Basic $KEY")
    if [ "$c$c2" = 401401 ]; then ok "apikey-prefix: a prefix of the key and a non-Bearer scheme are 401"; else bad "apikey-prefix: prefix $c, Basic $c2"; fi
    c=$(req k_chat_none POST /v1/chat/completions '{"messages":[{"role":"user","content":"Hi"}],"max_tokens":4}')
    if [ "$c" = 401 ]; then ok "apikey-chat: a chat request without the key is 401"; else bad "apikey-chat: $c $(body k_chat_none)"; fi
    c=$(req k_right GET /v1/models "" -H "Authorization: Bearer $KEY")
    if [ "$c" = 200 ] && [ "$(js "$D/k_right.json" 'd["data"][0]["id"]')" = kjv-test ]
    then ok "apikey-right: the right key is 200, -a sets the model id"; else bad "apikey-right: $c $(body k_right)"; fi
    c=$(req k_chat POST /v1/chat/completions '{"messages":[{"role":"user","content":"Hi"}],"max_tokens":4}' -H "Authorization: Bearer $KEY")
    if [ "$c" = 200 ] && [ "$(js "$D/k_chat.json" 'd["model"]')" = kjv-test ]; then ok "apikey-chat-right: chat with the right key is 200, model is the alias"
    else bad "apikey-chat-right: $c $(body k_chat)"; fi
    # CORS on
    c=$(req cors GET /v1/models "" -H "Authorization: Bearer $KEY" -H 'Origin: http://example.com')
    if [ "$c" = 200 ] && grep -qi '^access-control-allow-origin: \*' "$D/cors.hdr"; then ok "cors-on: --cors sends Access-Control-Allow-Origin: *"
    else bad "cors-on: $c $(grep -i '^access-control' "$D/cors.hdr" | tr -d '\r')"; fi
    c=$(req cors401 GET /v1/models "" -H 'Origin: http://example.com')
    if [ "$c" = 401 ] && grep -qi '^access-control-allow-origin: \*' "$D/cors401.hdr"; then ok "cors-on-errors: a 401 carries the CORS header too (a page can read it)"
    else bad "cors-on-errors: $c without Access-Control-Allow-Origin"; fi
    # a browser's preflight carries no Authorization
    c=$(curl -sS -m 10 -X OPTIONS -o "$D/preflight.json" -D "$D/preflight.hdr" -w '%{http_code}' -H 'Origin: http://example.com' \
        -H 'Access-Control-Request-Method: POST' -H 'Access-Control-Request-Headers: authorization, content-type' \
        "http://127.0.0.1:$PORT/v1/chat/completions" 2>>"$D/curl.err")
    h=$(tr -d '\r' < "$D/preflight.hdr" | tr 'A-Z' 'a-z')
    if [ "${c:0:1}" = 2 ] && printf '%s' "$h" | grep -q '^access-control-allow-origin: \*' &&
       printf '%s' "$h" | grep '^access-control-allow-methods:' | grep -q post &&
       printf '%s' "$h" | grep '^access-control-allow-headers:' | grep -Eq 'authorization|\*'
    then ok "cors-preflight: OPTIONS preflight (no key) is $c with Allow-Origin, Allow-Methods POST, Allow-Headers authorization"
    else bad "cors-preflight: OPTIONS /v1/chat/completions -> $c: $(printf '%s' "$h" | grep '^access-control' | tr '\n' ' ')"; fi
    # the official openai client
    if ! have node; then skp "openai: tool node is not installed"
    elif ! node_has openai; then skp "openai: npm package openai is not installed (NODE_PATH=$NP)"
    else
        NODE_PATH=$NP MOE_ALIAS=kjv-test timeout 60 node tests/server_openai.cjs "$PORT" "$KEY" "wrong-$KEY" 2>>"$D/openai.err"; rc=$?
        [ $rc -eq 0 ] || bad "openai-run: tests/server_openai.cjs exited with status $rc: $(tail -3 "$D/openai.err" | tr '\n' ' ')"
    fi
    # SIGTERM with a half-sent request and a stream in flight: still exit 0 within 5 s
    exec 3<>"/dev/tcp/127.0.0.1/$PORT" && printf 'POST /v1/completions HTTP/1.1\r\nHost: x\r\n' >&3
    printf '{"prompt":"And it came to pass","max_tokens":200,"stream":true}' | curl -sS -N -m 20 -H "Authorization: Bearer $KEY" \
        -H 'Content-Type: application/json' --data-binary @- -o "$D/term_stream.txt" "http://127.0.0.1:$PORT/v1/completions" 2>/dev/null &
    tpid=$!
    sleep 0.05
    stop_server keyed "$KEYED_PID"
    exec 3>&-
    wait "$tpid" 2>/dev/null
fi

# ============================ server 3: a full queue gives 503 ============================
if start_server queue -np 1 --queue 1; then
    QPID=$SPID
    qp=""
    for i in 1 2 3 4 5 6; do
        curl -sS -m 60 -H 'Content-Type: application/json' -o "$D/q$i.json" -w '%{http_code}\n' \
            -d '{"prompt":"And it came to pass","max_tokens":200,"temperature":0}' \
            "http://127.0.0.1:$PORT/v1/completions" > "$D/q$i.code" 2>>"$D/curl.err" &
        qp="$qp $!"
    done
    for p in $qp; do wait "$p"; done
    codes=$(cat "$D"/q[1-6].code | sort | uniq -c | tr -s ' \n' ' ')
    n503=$(cat "$D"/q[1-6].code | grep -c '^503$'); n200=$(cat "$D"/q[1-6].code | grep -c '^200$')
    q503=$(grep -l '"unavailable_error"' "$D"/q[1-6].json 2>/dev/null | wc -l)
    if [ "$n200" -ge 2 ] && [ "$n503" -ge 1 ] && [ "$n503" = "$q503" ] && [ $((n200 + n503)) = 6 ]
    then ok "queue-full: -np 1 --queue 1 with 6 requests at once: 200 and 503 unavailable_error ($codes)"
    else bad "queue-full: status codes: $codes (want >= 2 of 200, >= 1 of 503 unavailable_error, nothing else)"; fi
    c=$(req q_after POST /v1/completions '{"prompt":"And","max_tokens":4}')
    if [ "$c" = 200 ]; then ok "queue-after: after the 503s a request is served"; else bad "queue-after: $c $(body q_after)"; fi
    stop_server queue "$QPID"
fi
exit 0
