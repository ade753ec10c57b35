#!/usr/bin/env python3
"""moe serve on other architectures: 4 concurrent greedy completions give the texts of the same requests one at
a time, and the server evaluated them together (moe_decode_batches_total grows).

usage: tests/test_server_batch.py BIN LABEL=MODEL...   (prints PASS/FAIL lines, one per model)
env: MOE_SERVE_ARGS, more arguments for `moe serve` (--device vulkan:0: the slots on lavapipe)
"""
import json, os, re, subprocess, sys, threading, time, urllib.request

PROMPTS = [[5, 17, 29], [40, 8, 3, 77, 12], [101], [9, 9, 64, 2]]
N_PREDICT = 12


def post(port, path, body):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        return json.load(r)


def metric(port, name):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10) as r:
        m = re.search(rf"^{name} (\S+)$", r.read().decode(), re.M)
    return float(m.group(1)) if m else -1


def completion(port, i):
    """Greedy: the even prompts go on to N_PREDICT tokens (their logits masked), the odd ones take the
    backend's own greedy pick (on a GPU, from the device's candidates) and may stop at an end token."""
    d = post(port, "/v1/completions", {"prompt": PROMPTS[i], "max_tokens": N_PREDICT, "temperature": 0, "ignore_eos": i % 2 == 0})
    return d["choices"][0]["text"], d["usage"]["completion_tokens"]


def start(binary, model, log):
    proc = subprocess.Popen([binary, "serve", "-m", model, "--port", "0", "-np", "4", "-t", "2", "-c", "256"]
                            + os.environ.get("MOE_SERVE_ARGS", "").split(),
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=log)
    deadline = time.time() + 60
    while time.time() < deadline and proc.poll() is None:
        m = re.search(r"listening on http://127\.0\.0\.1:(\d+)$", open(log.name).read(), re.M)
        if m:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{m.group(1)}/health", timeout=2) as r:
                    if r.status == 200:
                        return proc, int(m.group(1))
            except OSError:
                pass
        time.sleep(0.2)
    return proc, None


def check_model(binary, label, model, logdir):
    name = f"server/batch-{label}"
    with open(os.path.join(logdir, f"batch-{label}.log"), "w") as log:
        proc, port = start(binary, model, log)
        try:
            if port is None:
                return f"FAIL {name}: the server did not become healthy: {open(log.name).read()[-300:]!r}"
            want_device = "vulkan" if "vulkan" in os.environ.get("MOE_SERVE_ARGS", "") else "cpu"
            loaded = re.search(r"model loaded, .* on (\w+)", open(log.name).read())
            if not loaded or loaded.group(1) != want_device:
                return f"FAIL {name}: the slots are not on the {want_device}: {open(log.name).read()[-300:]!r}"
            alone = [completion(port, i) for i in range(len(PROMPTS))]
            before = metric(port, "moe_decode_batches_total")
            together = [None] * len(PROMPTS)
            gate = threading.Barrier(len(PROMPTS))

            def one(i):
                gate.wait()
                together[i] = completion(port, i)

            threads = [threading.Thread(target=one, args=(i,)) for i in range(len(PROMPTS))]
            for t in threads: t.start()
            for t in threads: t.join()
            batches = metric(port, "moe_decode_batches_total") - before
            wrong = [f"prompt {i}: alone {alone[i]!r}, together {together[i]!r}" for i in range(len(PROMPTS))
                     if together[i] != alone[i] or (i % 2 == 0 and alone[i][1] != N_PREDICT)]
            if wrong or batches <= 0:
                return f"FAIL {name}: {'; '.join(wrong)} (batched passes: {batches:g})"
            return (f"PASS {name}: 4 concurrent greedy completions of up to {N_PREDICT} tokens equal the same one at a time, "
                    f"{batches:g} passes evaluated several slots together on the {want_device}")
        except Exception as e:  # a refused connection or a malformed reply is this model's failure, not the script's
            return f"FAIL {name}: {type(e).__name__}: {e}"
        finally:
            proc.terminate()
            try: proc.wait(10)
            except subprocess.TimeoutExpired: proc.kill()


def main():
    binary, models = sys.argv[1], sys.argv[2:]
    logdir = "tests/build/server"
    os.makedirs(logdir, exist_ok=True)
    for spec in models:
        label, model = spec.split("=", 1)
        print(check_model(binary, label, model, logdir), flush=True)


if __name__ == "__main__":
    main()
