#!/usr/bin/env python3
"""Compiles shaders/*.comp with glslang and rewrites the generated SPIR-V block in moe.c.

    python3 shaders/embed.py           rewrite the block
    python3 shaders/embed.py --check   exit 1 if the block differs from what the sources give

Each shader is compiled once (`glslangValidator -V --vn`) and stored as base64 of its words in
LEB128 (a fifth of the size of a hex array); variants come from specialization
constants (weight type, workgroup size) and push constants. Shaders that reduce over a workgroup
are compiled a second time with USE_SUBGROUP for devices with subgroup arithmetic.
"""
import base64, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (name, has a subgroup variant), in the order of the VK_SH_* enum in moe.c
SHADERS = [("get_rows", False), ("matvec", True), ("rms_norm", True), ("rope", False), ("kv_store", False),
           ("attention", True), ("router", False), ("glu", False), ("combine", False),
           ("act_round", False), ("copy_rows", False), ("ssm_conv", False), ("delta_rule", True),
           ("dn_gates", False), ("mamba2_scan", False), ("argmax", False)]
BEGIN = "/* BEGIN GENERATED SPIR-V"
END = "/* END GENERATED SPIR-V */"


def compile_words(name, defines):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.h")
        cmd = ["glslangValidator", "-V", "--target-env", "vulkan1.1", "-g0", "--vn", "spv"] + \
              ["-D" + d for d in defines] + ["-o", out, os.path.join(ROOT, "shaders", name + ".comp")]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit("glslangValidator failed on %s.comp:\n%s%s" % (name, r.stdout, r.stderr))
        text = open(out).read()
    body = text[text.index("{") + 1:text.rindex("}")]
    return [int(w, 16) for w in re.findall(r"0x[0-9a-fA-F]+", body)]


def encode(words):
    """Each word as a LEB128 varint (SPIR-V is mostly small numbers), the bytes in base64."""
    out = bytearray()
    for w in words:
        while True:
            b = w & 0x7F
            w >>= 7
            out.append(b | (0x80 if w else 0))
            if not w:
                break
    return base64.b64encode(bytes(out)).decode()


def array(cname, words):
    # strings of at most 4000 characters (C's minimum limit is 4095), written in lines of 100
    text = encode(words)
    lines = ["static const char *const %s[] = { /* %d words */" % (cname, len(words))]
    for i in range(0, len(text), 4000):
        piece = text[i:i + 4000]
        for j in range(0, len(piece), 100):
            lines.append('    "%s"' % piece[j:j + 100])
        lines[-1] += ","
    lines.append("    NULL")
    lines.append("};")
    return lines


def block():
    out = [BEGIN + ": `make shaders` (shaders/embed.py) rewrites it from the shaders folder; do not edit */"]
    table = []
    for name, sg in SHADERS:
        out += array("spv_" + name, compile_words(name, []))
        entry = '[VK_SH_%s] = { "%s", spv_%s, ' % (name.upper(), name, name)
        if sg:
            out += array("spv_%s_sg" % name, compile_words(name, ["USE_SUBGROUP"]))
            entry += "spv_%s_sg }" % name
        else:
            entry += "NULL }"
        table.append(entry)
    out.append("static const vk_spirv vk_spirv_table[VK_SH_COUNT] = {")
    out += ["    " + e + "," for e in table]
    out.append("};")
    out.append(END)
    return "\n".join(out)


def check_shader_list(src):
    """SHADERS against moe.c's VK_SH_* enum (names and order) and against the .comp files in the folder."""
    m = re.search(r"enum \{ (VK_SH_\w+(?:,\s*VK_SH_\w+)*) \};", src)
    if not m:
        sys.exit("moe.c has no `enum { VK_SH_... }` list of shaders")
    enum = [n.strip() for n in m.group(1).split(",")]
    if enum[-1] != "VK_SH_COUNT" or enum[:-1] != ["VK_SH_" + name.upper() for name, _ in SHADERS]:
        sys.exit("shaders/embed.py's SHADERS and moe.c's VK_SH_* enum differ:\n  SHADERS: %s\n  enum:    %s" %
                 (", ".join(name for name, _ in SHADERS), ", ".join(enum[:-1])))
    files = sorted(f[:-5] for f in os.listdir(os.path.join(ROOT, "shaders")) if f.endswith(".comp"))
    if files != sorted(name for name, _ in SHADERS):
        sys.exit("shaders/*.comp and SHADERS differ: %s" % ", ".join(sorted(set(files) ^ {n for n, _ in SHADERS})))


def main():
    path = os.path.join(ROOT, "moe.c")
    src = open(path).read()
    check_shader_list(src)
    a, b = src.index(BEGIN), src.index(END) + len(END)
    new = src[:a] + block() + src[b:]
    if "--check" in sys.argv:
        if new != src:
            sys.exit("moe.c's SPIR-V block is out of date: run `make shaders`")
        print("the SPIR-V block in moe.c matches shaders/*.comp")
        return
    if new != src:
        open(path, "w").write(new)
    print("moe.c: %d shaders embedded" % len(SHADERS))


if __name__ == "__main__":
    main()
