#!/usr/bin/python3
"""moe chat on a pseudo-terminal, typed at as a person would: line editing, history, Ctrl-C at the
prompt, a message of several lines, Ctrl-D. Prints PASS/FAIL lines.
usage: tests/pty_chat.py ./moe MODEL.gguf"""
import os, pty, select, sys, time

moe, model = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ["TERM"] = "xterm"
    os.execv(moe, [moe, "chat", "-m", model, "--temp", "0", "-n", "4", "-v"])

seen = b""

def wait_for(pattern, count=1, timeout=30):
    """Reads the terminal until pattern has appeared count times in all the output so far."""
    global seen
    end = time.time() + timeout
    while seen.count(pattern) < count and time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.2)
        if r:
            try:
                seen += os.read(fd, 4096)
            except OSError:
                break
    return seen.count(pattern) >= count

def type_keys(keys):
    for k in keys:
        os.write(fd, k)
        time.sleep(0.02)

def check(name, ok, detail=""):
    print(("PASS" if ok else "FAIL") + " cli-pty/" + name + ("" if ok else ": " + detail))

LEFT, HOME, END, UP, BS = b"\x1b[D", b"\x1b[H", b"\x1b[F", b"\x1b[A", b"\x7f"
ok = wait_for(b"> ")
check("prompt", ok, repr(seen[-200:]))
type_keys([b"/helq", BS, b"p", b"\r"])
check("backspace", wait_for(b"commands:"), repr(seen[-300:]))
type_keys([UP, b"\r"])
check("history", wait_for(b"commands:", 2), "Up then Enter did not run /help again")
type_keys([b"/reXset", LEFT, LEFT, LEFT, BS, b"\r"])
check("cursor", wait_for(b"(conversation reset)"), repr(seen[-300:]))
type_keys([b"eset", HOME, b"/r", END, b"\r"])
check("home-end", wait_for(b"(conversation reset)", 2), repr(seen[-300:]))
type_keys([b"half typed", b"\x03"])
check("ctrl-c", wait_for(b"(/quit leaves)"), repr(seen[-300:]))
type_keys([b'"""first line\r', b'second"""\r'])
check("multiline", wait_for(b"[turn 1:"), repr(seen[-300:]))
wait_for(b"> ", seen.count(b"> ") + 1, 10)
type_keys([b"\x04"])
status = None
end = time.time() + 20
while time.time() < end:
    wait_for(b"\x00", 1, 0.2)  # drain
    done, st = os.waitpid(pid, os.WNOHANG)
    if done:
        status = st
        break
check("ctrl-d", status is not None and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, "status %r" % (status,))
if status is None:
    os.kill(pid, 9)
