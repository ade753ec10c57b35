#!/usr/bin/env python3
"""Hostile clients against a running `moe serve` over raw sockets (loopback only).

usage: tests/test_server_hostile.py PORT [TIMEOUT]   (TIMEOUT: the server's --timeout, default 3)
Prints one PASS/FAIL line per check (names start with server/hostile-). Every socket has a timeout, so
the whole run is bounded (about 20 s). Called from tests/test_server.sh against a server started with
-np 2 --timeout 3 on the bundled model (context 256, vocabulary 4096).
"""
import json
import re
import select
import socket
import sys
import threading
import time

PORT = int(sys.argv[1]) if len(sys.argv) > 1 else 8080
TIMEOUT = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
HOST = "127.0.0.1"
MARGIN = 3.0
VOCAB = 4096
lock = threading.Lock()


def out(ok, name, what):
    with lock:
        print("%s server/hostile-%s: %s" % ("PASS" if ok else "FAIL", name, what), flush=True)


def recv_or_close(s, timeout):
    """What the server sends next within timeout: bytes, b"" when it closes (or resets), None on silence."""
    s.settimeout(timeout)
    try:
        return s.recv(100)
    except socket.timeout:
        return None
    except ConnectionResetError:
        return b""


class Resp:
    def __init__(self, status=None, headers=None, body=b"", closed=False, kind="response"):
        self.status, self.headers, self.body, self.closed, self.kind = status, headers or {}, body, closed, kind

    def json(self):
        try:
            return json.loads(self.body.decode("utf-8"))
        except Exception:
            return None

    def message(self):
        j = self.json()
        try:
            return j["error"]["message"]
        except Exception:
            return ""

    def __repr__(self):
        if self.status is None:
            return "<%s, no response>" % self.kind
        return "<%d %r>" % (self.status, self.body[:160])


def connect(timeout=5.0):
    s = socket.create_connection((HOST, PORT), timeout=timeout)
    s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return s


def read_response(s, timeout=5.0):
    """One HTTP response from s; Resp(status None, kind 'close'|'reset'|'timeout') when there is none."""
    deadline = time.time() + timeout
    buf = b""

    def more():
        left = deadline - time.time()
        if left <= 0:
            raise socket.timeout()
        s.settimeout(left)
        return s.recv(65536)

    try:
        while b"\r\n\r\n" not in buf:
            d = more()
            if not d:
                return Resp(kind="close" if not buf else "close mid-headers %r" % buf[:80], closed=True)
            buf += d
        head, rest = buf.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        m = re.match(r"HTTP/1\.[01] (\d{3})", lines[0])
        if not m:
            return Resp(kind="bad status line %r" % lines[0])
        status = int(m.group(1))
        hdr = {}
        for ln in lines[1:]:
            k, _, v = ln.partition(":")
            hdr[k.strip().lower()] = v.strip()
        body = rest
        if "content-length" in hdr:
            n = int(hdr["content-length"])
            while len(body) < n:
                d = more()
                if not d:
                    break
                body += d
            extra = body[n:]
            body = body[:n]
        elif hdr.get("transfer-encoding", "").lower() == "chunked":
            while b"\r\n0\r\n\r\n" not in b"\r\n" + body:
                d = more()
                if not d:
                    break
                body += d
            extra = b""
        else:
            while True:
                d = more()
                if not d:
                    break
                body += d
            extra = b""
        r = Resp(status, hdr, body)
        r.extra = extra
        return r
    except socket.timeout:
        return Resp(kind="timeout" if not buf else "timeout after %r" % buf[:80])
    except (ConnectionResetError, BrokenPipeError):
        return Resp(kind="reset" if not buf else "reset after %r" % buf[:80], closed=True)


def send_quiet(s, data):
    """sendall that tolerates the server closing on us (it may answer before reading everything)."""
    try:
        s.sendall(data)
        return True
    except (BrokenPipeError, ConnectionResetError, socket.timeout):
        return False


def exchange(data, timeout=5.0, close_write=False):
    try:
        s = connect(timeout)
    except OSError as e:
        return Resp(kind="connect failed: %s" % e)
    try:
        send_quiet(s, data)
        if close_write:
            try:
                s.shutdown(socket.SHUT_WR)
            except OSError:
                pass
        return read_response(s, timeout)
    finally:
        s.close()


def http(method, path, body=None, headers=None, timeout=10.0):
    if isinstance(body, (dict, list)):
        body = json.dumps(body).encode()
    elif isinstance(body, str):
        body = body.encode("utf-8")
    h = "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n" % (method, path, PORT)
    for k, v in (headers or {}).items():
        h += "%s: %s\r\n" % (k, v)
    if body is not None:
        h += "Content-Type: application/json\r\nContent-Length: %d\r\n" % len(body)
    return exchange(h.encode() + b"\r\n" + (body or b""), timeout)


def raw_post(path, body_bytes, timeout=10.0):
    h = ("POST %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
         "Content-Length: %d\r\n\r\n" % (path, len(body_bytes))).encode()
    return exchange(h + body_bytes, timeout)


def health_ok():
    r = http("GET", "/health", timeout=5)
    return r.status == 200, r


def expect(name, what, r, codes, msg_re=None):
    codes = codes if isinstance(codes, (tuple, list)) else (codes,)
    ok = r.status in codes
    if ok and r.status >= 400:
        j = r.json()
        ok = bool(j and isinstance(j.get("error"), dict) and isinstance(j["error"].get("message"), str)
                  and j["error"].get("code") == r.status)
        if ok and msg_re and not re.search(msg_re, j["error"]["message"]):
            ok = False
    out(ok, name, what if ok else "%s: got %r (want %s%s)" % (what, r, "/".join(map(str, codes)),
                                                             ", message matching %r" % msg_re if msg_re else ""))
    return ok


def chat(content="Hi", **kw):
    b = {"messages": [{"role": "user", "content": content}], "max_tokens": 4}
    b.update(kw)
    return b


# ---------------------------------------------------------------- slow clients (in threads, together)
def slow_sender(name, what, head, trickle, results):
    """Sends head, then trickle one byte a second; records when the server answers or closes."""
    t0 = time.time()
    try:
        s = connect(5)
    except OSError as e:
        results[name] = ("connect failed %s" % e, 0)
        return
    try:
        if head:
            send_quiet(s, head)
        i = 0
        while time.time() - t0 < TIMEOUT + MARGIN + 1:
            r, _, _ = select.select([s], [], [], 1.0)
            if r:
                break
            if trickle is not None and i < len(trickle):
                if not send_quiet(s, trickle[i:i + 1]):
                    break
                i += 1
        resp = read_response(s, 1.0)
        results[name] = (resp, time.time() - t0)
    finally:
        s.close()


def idle_after_request(results):
    """A keep-alive connection left idle after one request: closed after about 5 s."""
    t0 = time.time()
    try:
        s = connect(5)
        s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        r = read_response(s, 5)
        t0 = time.time()
        d = recv_or_close(s, 5.0 + MARGIN)
        s.close()
        results["keepalive-idle"] = (r, d, time.time() - t0)
    except OSError as e:
        results["keepalive-idle"] = (None, "socket error %s" % e, time.time() - t0)


def slow_group():
    res = {}
    big = b"X-Slow: " + b"a" * 60 + b"\r\n\r\n"
    body = json.dumps(chat()).encode()
    threads = [
        threading.Thread(target=slow_sender, args=("slow-headers", "", b"GET /health HTTP/1.1\r\nHost: x\r\n", big, res)),
        threading.Thread(target=slow_sender, args=("slow-body", "", (
            "POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            "Content-Length: %d\r\n\r\n" % len(body)).encode(), body, res)),
        threading.Thread(target=slow_sender, args=("slow-request-line", "", b"G", b"ET /health HTTP/1.1\r\n\r\n", res)),
        threading.Thread(target=slow_sender, args=("idle-connection", "", b"", None, res)),
        threading.Thread(target=idle_after_request, args=(res,)),
    ]
    for t in threads:
        t.start()
    # meanwhile a normal client is answered promptly
    lat = []
    time.sleep(1.0)
    for _ in range(4):
        t = time.time()
        ok, r = health_ok()
        lat.append((time.time() - t, ok))
        time.sleep(0.4)
    for t in threads:
        t.join(TIMEOUT + MARGIN + 5)
    worst = max(l for l, _ in lat)
    out(all(ok for _, ok in lat) and worst < 1.0, "slow-no-block",
        "while slow clients trickle bytes, /health on other connections answers in %.2f s at worst" % worst
        if all(ok for _, ok in lat) else "a /health during slow clients failed: %r" % lat)
    for name, what in (("slow-headers", "headers at 1 byte/s"), ("slow-body", "a body at 1 byte/s"),
                       ("slow-request-line", "a request line at 1 byte/s"),
                       ("idle-connection", "a connection that sends nothing")):
        r, dt = res.get(name, ("thread did not finish", 0))
        limit = TIMEOUT + MARGIN if name != "idle-connection" else max(TIMEOUT, 5.0) + MARGIN
        if isinstance(r, str):
            out(False, name, r)
            continue
        # not before --timeout either: a client that is slow but within it must not be cut off
        good = (r.status == 408 or (r.status is None and r.closed)) and TIMEOUT - 0.5 <= dt <= limit
        if name != "idle-connection" and r.status == 408:
            j = r.json()
            good = good and bool(j and j.get("error", {}).get("code") == 408)
        out(good, name, "%s: %s after %.1f s (limit %.0f s)" % (what, "408" if r.status == 408 else "closed", dt, limit)
            if good else "%s: %r after %.1f s (want 408 or a close after %.0f to %.0f s)" % (what, r, dt, TIMEOUT - 0.5, limit))
    r, d, dt = res.get("keepalive-idle", (None, "thread did not finish", 0))
    good = r is not None and r.status == 200 and d == b"" and 1.0 <= dt <= 5.0 + MARGIN
    out(good, "keepalive-idle", "an idle keep-alive connection is closed %.1f s after its response" % dt if good
        else "response %r, then %r after %.1f s (want a close after 1 to %.0f s)" % (r, d, dt, 5.0 + MARGIN))


# ---------------------------------------------------------------- connection handling
def keepalive_checks():
    try:
        s = connect(5)
        s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        r1 = read_response(s, 5)
        s.sendall(b"GET /v1/models HTTP/1.1\r\nHost: x\r\n\r\n")
        r2 = read_response(s, 5)
        s.close()
        out(r1.status == 200 and r2.status == 200 and (r2.json() or {}).get("object") == "list", "keep-alive",
            "two requests on one connection" if r1.status == r2.status == 200 else "%r then %r" % (r1, r2))
    except OSError as e:
        out(False, "keep-alive", "socket error %s" % e)
    try:
        s = connect(5)
        s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /v1/models HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        r1 = read_response(s, 5)
        rest = getattr(r1, "extra", b"")
        # the second response may already be in the buffer read with the first
        r2 = None
        if rest:
            class Pre:
                def __init__(self, pre, sock):
                    self.pre, self.sock = pre, sock

                def recv(self, n):
                    if self.pre:
                        d, self.pre = self.pre, b""
                        return d
                    return self.sock.recv(n)

                def settimeout(self, t):
                    self.sock.settimeout(t)
            r2 = read_response(Pre(rest, s), 5)
        else:
            r2 = read_response(s, 5)
        s.close()
        out(r1.status == 200 and r2.status == 200 and b"list" in r2.body, "pipelined",
            "two pipelined requests in one write get two responses in order" if r1.status == r2.status == 200
            else "%r then %r" % (r1, r2))
    except OSError as e:
        out(False, "pipelined", "socket error %s" % e)
    try:
        s = connect(5)
        s.sendall(b"GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        r = read_response(s, 5)
        t = time.time()
        d = recv_or_close(s, 2.0)
        s.close()
        out(r.status == 200 and d == b"", "connection-close", "'Connection: close' is answered, then the server closes"
            if r.status == 200 and d == b"" else "%r, then %r after %.1f s" % (r, d, time.time() - t))
    except OSError as e:
        out(False, "connection-close", "socket error %s" % e)
    r = exchange(b"GET /health HTTP/1.0\r\n\r\n", 5)
    out(r.status == 200, "http10", "an HTTP/1.0 request without Host is answered" if r.status == 200 else "%r" % r)


# ---------------------------------------------------------------- HTTP limits and framing
def framing_checks():
    r = exchange(b"GET /" + b"a" * (8 * 1024 + 100) + b" HTTP/1.1\r\nHost: x\r\n\r\n", 5)
    expect("uri-too-long", "a request line over 8 KiB is 414", r, 414)
    hdrs = b"".join(b"X-Big-%d: %s\r\n" % (i, b"b" * 1000) for i in range(40))
    r = exchange(b"GET /health HTTP/1.1\r\nHost: x\r\n" + hdrs + b"\r\n", 5)
    expect("headers-too-big", "40 KB of headers is 431", r, 431)
    hdrs = b"".join(b"X-H%d: v\r\n" % i for i in range(150))
    r = exchange(b"GET /health HTTP/1.1\r\nHost: x\r\n" + hdrs + b"\r\n", 5)
    expect("headers-too-many", "150 headers is 431", r, 431)
    r = exchange(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Long: " + b"c" * (20 * 1024) + b"\r\n\r\n", 5)
    out(r.status in (200, 431), "header-long-line", "a 20 KiB header line (under the 32 KiB total) is %s" % r.status
        if r.status in (200, 431) else "%r" % r)
    # the 413 must come without the body being sent (2 s: before the --timeout 408)
    t = time.time()
    r = exchange(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 3000000\r\n\r\n{\"messages\":", timeout=min(2.0, TIMEOUT - 0.5))
    expect("body-too-big", "Content-Length 3000000 is 413 in %.2f s, without the body" % (time.time() - t), r, 413)
    r = exchange(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 99999999999999999999999\r\n\r\n", timeout=min(2.0, TIMEOUT - 0.5))
    out(r.status in (400, 413), "content-length-overflow", "a Content-Length past 64 bits is %s" % r.status
        if r.status in (400, 413) else "%r (want 400 or 413)" % r)
    body = json.dumps(chat()).encode()
    r = exchange(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                 b"Content-Length: %d\r\nTransfer-Encoding: chunked\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(body), len(body), body), 5)
    expect("cl-and-te", "Content-Length with Transfer-Encoding is 400", r, 400)
    for name, cl in (("content-length-junk", b"abc"), ("content-length-negative", b"-5")):
        r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nContent-Length: " + cl + b"\r\n\r\n{}", 5)
        expect(name, "Content-Length: %s is 400" % cl.decode(), r, 400)
    r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 30\r\n\r\n{}", 3)
    expect("content-length-twice", "two different Content-Length headers is 400", r, 400)
    # chunked: valid (two chunks, extension, trailer), truncated, malformed
    b = json.dumps({"content": "In the beginning God created"}).encode()
    r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n"
                 b"%x\r\n%s\r\n%x;ext=1\r\n%s\r\n0\r\nX-Trailer: t\r\n\r\n" % (10, b[:10], len(b) - 10, b[10:]), 5)
    j = r.json() or {}
    out(r.status == 200 and isinstance(j.get("tokens"), list) and len(j["tokens"]) > 3, "chunked-ok",
        "a chunked body in two chunks (with an extension and a trailer) is read" if r.status == 200 else "%r" % r)
    s = connect(5)
    send_quiet(s, b"POST /tokenize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n{\"content\":")
    s.close()
    time.sleep(0.2)
    ok, r = health_ok()
    out(ok, "chunked-truncated", "a chunked body cut off by a close: the server goes on" if ok else "then /health: %r" % r)
    for name, chunk in (("chunk-size-junk", b"zz\r\n{}\r\n0\r\n\r\n"), ("chunk-size-negative", b"-2\r\n{}\r\n0\r\n\r\n"),
                        ("chunk-size-no-crlf", b"2\r\n{}XX0\r\n\r\n"), ("chunk-size-empty", b"\r\n{}\r\n0\r\n\r\n")):
        r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk, 5)
        expect(name, "malformed chunked framing %r is 400" % chunk[:12], r, 400)
    r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffffffff\r\n{}", 5)
    out(r.status in (400, 413), "chunk-size-overflow", "a chunk size past 64 bits is %s" % r.status
        if r.status in (400, 413) else "%r (want 400 or 413)" % r)
    r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n300000\r\n{", timeout=min(2.0, TIMEOUT - 0.5))
    expect("chunked-too-big", "a 3 MiB chunk is 413 before it is sent", r, 413)
    r = exchange(b"POST /tokenize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n{}", 3)
    out(r.status in (400, 501), "te-unsupported", "Transfer-Encoding: gzip is %s" % r.status if r.status in (400, 501)
        else "%r (want 400 or 501)" % r)
    # header names in any case (fetch/undici sends them lowercase), values with spaces around them
    b = b'{"content":"hello"}'
    for name, raw in (("header-lowercase", b"POST /tokenize HTTP/1.1\r\nhost: x\r\ncontent-length: %d\r\n\r\n%s" % (len(b), b)),
                      ("header-value-spaces", b"POST /tokenize HTTP/1.1\r\nHost: x\r\nContent-Length:   %d  \r\n\r\n%s" % (len(b), b)),
                      ("header-te-uppercase", b"POST /tokenize HTTP/1.1\r\nHost: x\r\nTRANSFER-ENCODING: Chunked\r\n\r\n%x\r\n%s\r\n0\r\n\r\n" % (len(b), b))):
        r = exchange(raw, 3)
        out(r.status == 200 and b"tokens" in r.body, name, "%r... is read" % raw[:40] if r.status == 200 else "%r: %r" % (raw[:60], r))
    for name, raw in (("garbage-request", b"\x00\x01\x02\xff garbage\r\n\r\n"), ("no-version", b"GET /health\r\n\r\n"),
                      ("header-no-colon", b"GET /health HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n"),
                      ("bad-version", b"GET /health HTTP/9.9\r\nHost: x\r\n\r\n")):
        r = exchange(raw, 3)
        good = r.status in (400, 505) or (name == "bad-version" and r.status == 505)
        out(good, name, "%r is %s" % (raw[:24], r.status) if good else "%r: %r (want 400)" % (raw[:24], r))
    r = http("DELETE", "/v1/models")
    expect("method-405", "DELETE /v1/models is 405", r, 405)
    r = http("POST", "/v1/chat/completions", None, timeout=5)
    out(r.status in (400, 411), "post-no-body", "POST without a body or length is %s" % r.status
        if r.status in (400, 411) else "%r (want 400 or 411)" % r)


# ---------------------------------------------------------------- JSON
def json_checks():
    C = "/v1/chat/completions"
    expect("json-deep", "10000 nested [ ] is 400", raw_post(C, b"[" * 10000 + b"]" * 10000), 400)
    expect("json-deep-open", "10000 unclosed [ is 400", raw_post(C, b"[" * 10000), 400)
    expect("json-deep-objects", "10000 nested {\"a\": is 400", raw_post(C, b'{"a":' * 10000 + b"1" + b"}" * 10000), 400)
    deep = b'{"messages":[{"role":"user","content":"Hi"}],"max_tokens":2,"x":' + b"[" * 70 + b"]" * 70 + b"}"
    expect("json-depth-70", "a request nested 70 deep (past 64) is 400", raw_post(C, deep), 400)
    ok20 = b'{"messages":[{"role":"user","content":"Hi"}],"max_tokens":2,"x":' + b"[" * 20 + b"]" * 20 + b"}"
    expect("json-depth-20", "an unknown field nested 20 deep is ignored (200)", raw_post(C, ok20), 200)
    for name, b in (("json-truncated", b'{"messages": ['),
                    ("json-trailing", b'{"messages":[{"role":"user","content":"hi"}]} x'),
                    ("json-single-quotes", b"{'messages': []}"),
                    ("json-empty", b""),
                    ("json-not-object", b"null"),
                    ("json-array", b'[{"role":"user","content":"hi"}]'),
                    ("json-bad-escape", b'{"messages":[{"role":"user","content":"\\q"}]}'),
                    ("json-control-char", b'{"messages":[{"role":"user","content":"a\x01b"}]}'),
                    ("json-lone-surrogate-escape", b'{"messages":[{"role":"user","content":"\\ud800"}]}'),
                    ("json-bad-number", b'{"messages":[{"role":"user","content":"hi"}],"max_tokens":01}'),
                    ("json-nan", b'{"messages":[{"role":"user","content":"hi"}],"temperature":NaN}'),
                    ("json-duplicate-comma", b'{"messages":[{"role":"user","content":"hi"},,]}')):
        r = raw_post(C, b)
        expect(name, "%r is 400" % b[:40], r, 400)
    for name, bad in (("utf8-invalid", b"\xff\xfe"), ("utf8-overlong", b"\xc0\xaf"), ("utf8-truncated", b"\xe2\x82"),
                      ("utf8-surrogate", b"\xed\xa0\x80"), ("utf8-past-10ffff", b"\xf4\x90\x80\x80")):
        b = b'{"messages":[{"role":"user","content":"hi ' + bad + b' there"}],"max_tokens":2}'
        expect(name, "bytes %r inside a JSON string are 400" % bad, raw_post(C, b), 400)
    b = '{"messages":[{"role":"user","content":"Ünïcödé ✓ 𝄞 \\u00e9 \\ud834\\udd1e"}],"max_tokens":2}'.encode("utf-8")
    expect("utf8-valid", "valid UTF-8 and escapes (with a surrogate pair) are 200", raw_post(C, b), 200)
    # wrong types name the field
    for name, body, field in (
            ("type-temperature", chat(temperature="hot"), "temperature"),
            ("type-messages", {"messages": 5}, "messages"),
            ("type-max-tokens", chat(max_tokens="x"), "max_tokens"),
            ("type-stop", chat(stop=5), "stop"),
            ("type-stream", chat(stream="yes"), "stream"),
            ("type-seed", chat(seed="abc"), "seed"),
            ("type-top-p", chat(top_p=[1]), "top_p"),
            ("type-logprobs", chat(logprobs="yes"), "logprobs"),
            ("type-content", {"messages": [{"role": "user", "content": 5}]}, "content"),
            ("type-message", {"messages": ["hi"]}, "messages"),
            ("bad-role", {"messages": [{"role": "wizard", "content": "hi"}]}, "role"),
            ("top-logprobs-range", chat(logprobs=True, top_logprobs=21), "top_logprobs"),
            ("stop-too-many", chat(stop=["s%d" % i for i in range(17)]), "stop"),
            ("type-prompt", {"prompt": {"a": 1}}, "prompt")):
        path = "/v1/completions" if name == "type-prompt" else C
        expect(name, "%s is 400 naming %s" % (json.dumps(body)[-48:], field), http("POST", path, body), 400, re.escape(field))
    expect("n-2", "n: 2 is 400", http("POST", C, chat(n=2)), 400, r"\bn\b")
    expect("n-1", "n: 1 is accepted", http("POST", C, chat(n=1)), 200)
    expect("unknown-fields", "unknown fields are ignored", http("POST", C, chat(frobnicate={"a": [1, 2]}, user="u")), 200)
    # token ids
    for name, toks in (("detok-big", [999999]), ("detok-vocab", [VOCAB]), ("detok-negative", [-1]),
                       ("detok-float", [1.5]), ("detok-string", ["a"]), ("detok-huge", [2 ** 70])):
        expect(name, "/detokenize %r is 400" % toks, http("POST", "/detokenize", {"tokens": toks}), 400)
    r = http("POST", "/detokenize", {"tokens": [VOCAB - 1, 1046]})
    expect("detok-last-id", "/detokenize of the last id %d is 200" % (VOCAB - 1), r, 200)
    for name, p in (("prompt-id-big", [1, 1046, 999999]), ("prompt-id-vocab", [1046, VOCAB]),
                    ("prompt-id-negative", [1046, -3])):
        expect(name, "/v1/completions prompt %r is 400" % p, http("POST", "/v1/completions", {"prompt": p, "max_tokens": 2}), 400)
    # longer than the context
    r = http("POST", "/v1/completions", {"prompt": "word " * 400, "max_tokens": 4})
    expect("prompt-too-long", "a 400-word prompt is 400 'the prompt needs N tokens, more than the context's M'",
           r, 400, r"the prompt needs \d+ tokens, more than the context's \d+")
    r = http("POST", C, {"messages": [{"role": "user", "content": "and the " * 200}], "max_tokens": 4})
    expect("chat-too-long", "a chat longer than the context is 400", r, 400, r"the prompt needs \d+ tokens")
    # a big body under the limit
    big = json.dumps(chat(padding="p" * (1536 * 1024))).encode()
    expect("big-body", "a 1.5 MiB body (under 2 MiB) is accepted", raw_post(C, big, 15), 200)


# ---------------------------------------------------------------- clients that go away
def disconnect_checks():
    body = json.dumps({"prompt": "And it came to pass", "max_tokens": 200, "stream": True, "temperature": 0}).encode()
    req = (b"POST /v1/completions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n"
           % len(body)) + body
    socks = []
    for _ in range(2):
        try:
            s = connect(5)
            s.sendall(req)
            s.settimeout(5)
            s.recv(200)  # the status line and the first bytes
            socks.append(s)
        except OSError:
            pass
    import struct
    for s in socks:  # a reset: the server's next writes fail (EPIPE / ECONNRESET, never SIGPIPE)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        s.close()
    # the same with a chat stream, closed after the headers only
    try:
        s = connect(5)
        b2 = json.dumps(chat("Tell me a long story", max_tokens=200, stream=True)).encode()
        s.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n%s" % (len(b2), b2))
        s.close()
    except OSError:
        pass
    time.sleep(0.3)
    busy = None
    for _ in range(30):
        r = http("GET", "/metrics", timeout=5)
        m = re.search(rb"^moe_slots_busy(?:\{[^}]*\})? (\S+)", r.body, re.M)
        busy = float(m.group(1)) if m else None
        if busy == 0:
            break
        time.sleep(0.1)
    out(busy == 0, "disconnect-slots", "clients that vanish mid-stream free their slots (moe_slots_busy 0)"
        if busy == 0 else "moe_slots_busy is %r 3 s after the clients went away" % busy)
    t = time.time()
    r = http("POST", "/v1/chat/completions", chat(max_tokens=8), timeout=10)
    expect("disconnect-then-chat", "after that a chat is served (%.2f s)" % (time.time() - t), r, 200)


# ---------------------------------------------------------------- many connections at once
def many(n, deadline_s=15.0):
    """n non-blocking connections, each sends GET /health; returns counts of what each got."""
    socks = []
    counts = {"200": 0, "503": 0, "other": 0, "close": 0, "connect-failed": 0, "hang": 0}
    for _ in range(n):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        s.connect_ex((HOST, PORT))
        socks.append(s)
    state = {s: [b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n", b""] for s in socks}
    end = time.time() + deadline_s
    pending = set(socks)
    while pending and time.time() < end:
        want_w = [s for s in pending if state[s][0]]
        want_r = [s for s in pending if not state[s][0]]
        r, w, x = select.select(want_r, want_w, [], 0.5)
        for s in w:
            try:
                k = s.send(state[s][0])
                state[s][0] = state[s][0][k:]
            except BlockingIOError:
                pass
            except OSError:
                counts["connect-failed" if not state[s][1] else "close"] += 1
                pending.discard(s)
        for s in r:
            try:
                d = s.recv(65536)
            except BlockingIOError:
                continue
            except OSError:
                d = b""
            if not d:
                buf = state[s][1]
                if buf.startswith(b"HTTP/1.1 503") or buf.startswith(b"HTTP/1.0 503"):
                    counts["503"] += 1
                elif buf.startswith(b"HTTP/1.1 200"):
                    counts["200"] += 1
                elif buf:
                    counts["other"] += 1
                else:
                    counts["close"] += 1
                pending.discard(s)
                continue
            state[s][1] += d
            buf = state[s][1]
            if b"\r\n\r\n" in buf:
                head, rest = buf.split(b"\r\n\r\n", 1)
                m = re.search(rb"content-length:\s*(\d+)", head, re.I)
                if m and len(rest) >= int(m.group(1)):
                    code = head[9:12].decode("latin-1")
                    counts[code if code in ("200", "503") else "other"] += 1
                    pending.discard(s)  # kept open: keep-alive connections count against the limit
    counts["hang"] = len(pending)
    return socks, counts


def many_checks():
    socks, c = many(200)
    good = c["hang"] == 0 and c["other"] == 0
    out(good, "200-connections", "200 connections at once, each GET /health: %r" % c if good
        else "some got no response and no close in 15 s, or a strange one: %r" % c)
    for s in socks:
        s.close()
    ok, r = health_ok()
    out(ok, "after-200-connections", "then /health is still answered" if ok else "%r" % r)
    socks, c = many(300)
    good = c["hang"] == 0 and c["other"] == 0 and c["503"] + c["close"] + c["connect-failed"] >= 1
    out(good, "300-connections", "300 connections held open (the limit is 256): %r" % c if good
        else "want every one answered or closed, and the ones past 256 turned away (503 or close): %r" % c)
    for s in socks:
        s.close()
    time.sleep(0.2)
    ok, r = health_ok()
    out(ok, "after-300-connections", "then /health is still answered" if ok else "%r" % r)


def main():
    ok, r = health_ok()
    if not ok:
        out(False, "start", "GET /health on port %d: %r" % (PORT, r))
        return 1
    for f in (slow_group, keepalive_checks, framing_checks, json_checks, disconnect_checks, many_checks):
        try:
            f()
        except Exception as e:  # a check that blew up is a failure, and the others still run
            out(False, f.__name__, "raised %s: %s" % (type(e).__name__, e))
    r = http("POST", "/v1/chat/completions", chat("And it came to pass", max_tokens=8), timeout=15)
    j = r.json() or {}
    try:
        content = j["choices"][0]["message"]["content"]
    except Exception:
        content = None
    out(r.status == 200 and isinstance(content, str) and content != "", "chat-after-all",
        "after all of it the server still serves a chat completion" if r.status == 200 and content else "%r" % r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
