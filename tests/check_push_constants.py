#!/usr/bin/env python3
"""Every push-constant block moe.c records against the shader's declaration of it.

For each vk_dispatch / vk_dispatch_n of VK_SH_<NAME> in moe.c, the struct it passes (an anonymous struct
declared before the call in the same function, or a vk_*_pc typedef) must be a prefix of the
`layout(push_constant)` block of shaders/<name>.comp: the same members, in the same order, of the same
32-bit types (uint32_t as uint, int32_t as int, float as float), within the 128 bytes Vulkan guarantees
(vk_dispatch pushes all 128, zero after the struct: a shorter struct leaves the shader's last members 0).
A member added, dropped, renamed or reordered on one side only is a FAIL naming both.

    python3 tests/check_push_constants.py [moe.c] [shaders/]
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
C_TYPES = {"uint32_t": "uint", "int32_t": "int", "float": "float"}
GLSL_TYPES = {"uint", "int", "float"}


def members(body, types, where):
    """[(type, name)] from 'type a, b; type c;' (comments stripped)."""
    body = re.sub(r"//[^\n]*|/\*.*?\*/", "", body, flags=re.S)
    out = []
    for decl in body.split(";"):
        decl = decl.strip()
        if not decl:
            continue
        typ, _, names = decl.partition(" ")
        if typ not in types:
            sys.exit("%s: member type '%s' is not a 32-bit scalar this check knows" % (where, typ))
        out += [(types[typ] if isinstance(types, dict) else typ, n.strip()) for n in names.split(",")]
    return out


def shader_block(shaders, name):
    src = open(os.path.join(shaders, name + ".comp")).read()
    m = re.search(r"layout\(push_constant\)\s*uniform\s+\w+\s*\{(.*?)\}\s*pc\s*;", src, re.S)
    if not m:
        sys.exit("shaders/%s.comp has no `layout(push_constant) uniform ... { } pc;` block" % name)
    return members(m.group(1), GLSL_TYPES, "shaders/%s.comp" % name)


def c_struct(src, var, call_pos, line):
    """The members of the struct variable `var` as declared last before call_pos."""
    best = None
    for m in re.finditer(r"struct\s*\{([^{}]*)\}\s*%s\s*[=;]" % re.escape(var), src[:call_pos]):
        best = (m.start(), m.group(1))
    for m in re.finditer(r"\b(vk_\w+_pc)\s+%s\s*[=;]" % re.escape(var), src[:call_pos]):
        if best is None or m.start() > best[0]:
            t = re.search(r"typedef struct %s \{([^{}]*)\}\s*%s;" % (m.group(1), m.group(1)), src)
            if not t:
                sys.exit("moe.c:%d: no typedef for %s" % (line, m.group(1)))
            best = (m.start(), t.group(1))
    if best is None:
        sys.exit("moe.c:%d: cannot find the declaration of the push constants '%s'" % (line, var))
    return members(best[1], C_TYPES, "moe.c:%d (%s)" % (line, var))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "moe.c")
    shaders = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "shaders")
    src = open(path).read()
    calls = list(re.finditer(r"vk_dispatch(?:_n)?\([^;]*?\bVK_SH_(\w+)\b[^;]*?&(\w+), sizeof \2\b", src))
    if not calls:
        sys.exit("no vk_dispatch calls found in %s" % path)
    fails = 0
    for call in calls:
        name, var = call.group(1).lower(), call.group(2)
        line = src.count("\n", 0, call.start()) + 1
        glsl, c = shader_block(shaders, name), c_struct(src, var, call.start(), line)
        label = "push-constants/%s/moe.c:%d" % (name, line)
        if len(c) * 4 > 128:
            print("FAIL %s: %d bytes, more than the 128 Vulkan guarantees" % (label, len(c) * 4))
            fails += 1
        elif glsl[:len(c)] != c:
            i = next(i for i in range(len(c)) if i >= len(glsl) or glsl[i] != c[i])
            theirs = "%s %s" % glsl[i] if i < len(glsl) else "nothing"
            print("FAIL %s: member %d is '%s %s' in moe.c's '%s', %s in shaders/%s.comp" %
                  (label, i, c[i][0], c[i][1], var, theirs, name))
            fails += 1
        else:
            print("PASS %s: '%s', %d of the shader's %d members, as declared" % (label, var, len(c), len(glsl)))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
