#!/usr/bin/env python3
"""Time to first token of `moe serve` for a short follow-up in a long chat (the slot's cache reused).

usage: tests/bench/ttft.py BIN MODEL [--tokens 2000] [--runs 3] [-- extra serve args]
Starts the server (-np 1), sends a chat of about --tokens prompt tokens (the cold prompt), then, --runs
times, the same chat grown by the reply and a one-word user turn, streamed: the time from the request
to the first content chunk (or the finish chunk, where the token's text is empty) is the follow-up's
time to first token. Prints one line per request.
"""
import argparse, json, re, subprocess, sys, time, urllib.request


def http(port, path, body=None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", None if body is None else json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    return urllib.request.urlopen(req, timeout=600)


def first_chunk(port, messages):
    """Streams a 1-token reply: (seconds to the first content delta, reply text, usage)."""
    t0 = time.perf_counter()
    body = {"messages": messages, "max_tokens": 1, "temperature": 0, "ignore_eos": True, "stream": True,
            "stream_options": {"include_usage": True}}
    first, text, usage = None, "", {}
    with http(port, "/v1/chat/completions", body) as r:
        for line in r:
            line = line.decode().strip()
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            d = json.loads(line[6:])
            usage = d.get("usage") or usage
            for ch in d.get("choices", []):  # the role chunk comes at once: wait for the token's text or the finish
                piece = ch.get("delta", {}).get("content") or ""
                if first is None and (piece or ch.get("finish_reason")): first = time.perf_counter() - t0
                text += piece
    return first, text, usage


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin"); ap.add_argument("model")
    ap.add_argument("--tokens", type=int, default=2000); ap.add_argument("--runs", type=int, default=3)
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    a = ap.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    log = open("/tmp/ttft-server.log", "w")
    proc = subprocess.Popen([a.bin, "serve", "-m", a.model, "--port", "0", "-np", "1", "-c", str(a.tokens + 1024)] + extra,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log)
    try:
        port = None
        for _ in range(600):
            m = re.search(r"listening on http://127\.0\.0\.1:(\d+)$", open(log.name).read(), re.M)
            if m:
                try:
                    if http(m.group(1), "/health").status == 200: port = int(m.group(1)); break
                except OSError: pass
            time.sleep(0.2)
        if port is None: sys.exit("the server did not start: " + open(log.name).read()[-400:])
        # turns of text until the rendered chat is about --tokens long
        words = "the of and to in is that for it as with was on be by at this from have or an".split()
        turn = " ".join(words[i % len(words)] for i in range(150))
        messages = [{"role": "system", "content": "You are a helpful assistant."}]
        while True:
            n = json.load(http(port, "/tokenize", {"content": " ".join(m["content"] for m in messages)}))["tokens"]
            if len(n) >= a.tokens: break
            messages += [{"role": "user", "content": turn}, {"role": "assistant", "content": turn}]
        messages.append({"role": "user", "content": "Summarise."})
        t, reply, usage = first_chunk(port, messages)
        print(f"cold: {usage.get('prompt_tokens')} prompt tokens, first token after {t:.3f} s")
        messages.append({"role": "assistant", "content": reply})
        for i in range(a.runs):
            messages.append({"role": "user", "content": "More."})
            t, reply, usage = first_chunk(port, messages)
            cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens")
            print(f"follow-up {i + 1}: {usage.get('prompt_tokens')} prompt tokens, {cached} reused, first token after {t:.3f} s")
            messages.append({"role": "assistant", "content": reply})
    finally:
        proc.terminate(); proc.wait(10)


if __name__ == "__main__":
    main()
