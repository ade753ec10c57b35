#!/usr/bin/env python3
"""Generate a random-weight GGUF model with real Mixture-of-Experts shapes, for benchmarking.

    /usr/bin/python3 tests/bench/gen_model.py --shape olmoe|qwen3-30b-a3b|qwen35-35b-a3b|tiny \
        --type Q4_0|Q8_0|Q4_K|Q4_K_M [--layers N] [--seed S] [--pre NAME] -o OUT.gguf

The weights are random but well scaled (activations stay finite, routing is not degenerate);
the file follows the conventions of llama.cpp's converters (the same keys, tensor names, shapes
and tokenizer layout as the conformance models in shared/conformance/models), so llama.cpp and
moe both load it and their speeds can be compared. The output is deterministic given
(shape, type, seed): each tensor has its own random stream derived from the seed and its name,
so layer k is the same whatever --layers is. Q4_K_M is the mix llama.cpp's quantizer writes for that
name (the files people download): Q4_K, with output.weight in Q6_K, attn_v and ffn_down (experts and shared
expert) in Q6_K on the layers its use_more_bits picks, and a fused attn_qkv in Q5_K. For the hybrid qwen35-35b-a3b shape (gated DeltaNet
+ gated attention, qwen35moe) --layers keeps the layer pattern: layer i is full attention iff
(i+1) % 4 == 0, so 8 layers hold 2 attention layers and 6 DeltaNet layers.

Only the Python standard library and numpy are needed; the GGUF writer is self-contained. The
file is streamed to disk tensor by tensor, in chunks, so memory use stays small whatever the
model size. Do not write the output into the repository: the big files are gigabytes.
"""

import argparse
import os
import struct
import sys
import time
import zlib

import numpy as np

# ---- GGUF constants ---------------------------------------------------------------------------

GGUF_MAGIC = b"GGUF"
GGUF_VERSION = 3
ALIGNMENT = 32

# metadata value types
T_UINT8, T_INT8, T_UINT16, T_INT16, T_UINT32, T_INT32, T_FLOAT32, T_BOOL, T_STRING, T_ARRAY, \
    T_UINT64, T_INT64, T_FLOAT64 = range(13)

# ggml tensor types: name -> (id, elements per block, bytes per block)
GGML_TYPES = {
    "F32": (0, 1, 4),
    "Q4_0": (2, 32, 18),    # fp16 d, 16 bytes of nibbles
    "Q8_0": (8, 32, 34),    # fp16 d, 32 int8
    "Q4_K": (12, 256, 144),  # fp16 d, fp16 dmin, 12 bytes of 6-bit scales/mins, 128 bytes of nibbles
    "Q5_K": (13, 256, 176),  # as Q4_K, then 32 bytes of fifth bits before the nibbles
    "Q6_K": (14, 256, 210),  # 128 bytes of low nibbles, 64 of high bit pairs, 16 int8 scales, fp16 d
}

# general.file_type (llama_ftype) for a file whose matrices are all of one type
FILE_TYPE = {"Q4_0": 2, "Q8_0": 7, "Q4_K": 14, "Q4_K_M": 15}  # 14 = MOSTLY_Q4_K_S, 15 = MOSTLY_Q4_K_M

# ---- model shapes -----------------------------------------------------------------------------

SHAPES = {
    # allenai/OLMoE-1B-7B
    "olmoe": dict(
        arch="olmoe", name="bench-olmoe-1b-7b", n_embd=2048, n_layer=16, n_head=16, n_head_kv=16,
        head_dim=128, n_expert=64, n_expert_used=8, n_ff_exp=1024, n_ff=None, n_vocab=50304,
        n_ctx=4096, eps=1e-5, rope_base=10000.0, qk_norm="full"),
    # Qwen/Qwen3-30B-A3B
    "qwen3-30b-a3b": dict(
        arch="qwen3moe", name="bench-qwen3-30b-a3b", n_embd=2048, n_layer=48, n_head=32, n_head_kv=4,
        head_dim=128, n_expert=128, n_expert_used=8, n_ff_exp=768, n_ff=6144, n_vocab=151936,
        n_ctx=40960, eps=1e-6, rope_base=1000000.0, qk_norm="head"),
    # Qwen/Qwen3.5-35B-A3B (text tower; qwen35moe as written by llama.cpp's convert_hf_to_gguf.py):
    # 40 layers, every 4th full (gated) attention, the others gated DeltaNet; 256 experts top-8 of
    # width 512 plus a sigmoid-gated shared expert of width 512. Attention: 16 heads / 2 KV heads of
    # 256, partial IMROPE on 64 dims (0.25 * 256), sections [11, 11, 10, 0]. DeltaNet: 16 key heads
    # (ssm.group_count), 32 value heads (ssm.time_step_rank) of 128 (ssm.state_size), conv kernel 4.
    "qwen35-35b-a3b": dict(
        arch="qwen35moe", name="bench-qwen35-35b-a3b", n_embd=2048, n_layer=40, n_head=16, n_head_kv=2,
        head_dim=256, n_expert=256, n_expert_used=8, n_ff_exp=512, n_ff=None, n_ff_shexp=512,
        n_vocab=248320, n_ctx=262144, eps=1e-6, rope_base=10000000.0, qk_norm="head", n_rot=64,
        rope_sections=[11, 11, 10, 0], full_attn_interval=4, ssm_d_conv=4, ssm_d_state=128,
        ssm_n_group=16, ssm_dt_rank=32),
    # a few-MB model with the olmoe layout (head dim 128 as in the real one), for quick tests
    "tiny": dict(
        arch="olmoe", name="bench-tiny-olmoe", n_embd=256, n_layer=2, n_head=2, n_head_kv=2,
        head_dim=128, n_expert=8, n_expert_used=2, n_ff_exp=256, n_ff=None, n_vocab=4096,
        n_ctx=4096, eps=1e-5, rope_base=10000.0, qk_norm="full"),
}

# ---- tokenizer --------------------------------------------------------------------------------

def bytes_to_unicode():
    """GPT-2's byte -> printable character map (byte b is token b of the vocabulary)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("\u00a1"), ord("\u00ac") + 1)) \
        + list(range(ord("\u00ae"), ord("\u00ff") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return {b: chr(c) for b, c in zip(bs, cs)}


# (left, right) merges of byte-level tokens; each result becomes a token after the 256 bytes
MERGES = [
    ("Ġ", "t"), ("Ġ", "a"), ("h", "e"), ("i", "n"), ("r", "e"), ("o", "n"), ("Ġt", "he"),
    ("e", "r"), ("Ġ", "s"), ("Ġ", "w"), ("Ġ", "o"), ("a", "t"), ("n", "d"), ("Ġ", "c"),
    ("i", "s"), ("o", "r"), ("e", "n"), ("Ġ", "f"), ("Ġ", "p"), ("i", "t"), ("e", "s"),
    ("Ġ", "b"), ("a", "n"), ("Ġa", "nd"), ("in", "g"), ("Ġ", "m"), ("o", "u"), ("Ġo", "f"),
    ("Ġ", "i"), ("Ġ", "d"), ("l", "l"), ("Ġ", "Ġ"),
]
SPECIALS = ["<|begin_of_text|>", "<|end_of_text|>", "<|pad|>"]  # last three ids: bos, eos, pad

TOKEN_NORMAL, TOKEN_CONTROL = 1, 3


def make_vocab(n_vocab):
    b2u = bytes_to_unicode()
    tokens = [b2u[b] for b in range(256)]
    known = set(tokens)
    merges = []
    for left, right in MERGES:
        assert left in known and right in known, (left, right)
        merged = left + right
        assert merged not in known, merged
        tokens.append(merged)
        known.add(merged)
        merges.append(left + " " + right)
    n_fill = n_vocab - len(tokens) - len(SPECIALS)
    if n_fill < 0:
        raise SystemExit("vocabulary too small: need at least %d tokens" % (len(tokens) + len(SPECIALS)))
    tokens += ["<|t%d|>" % i for i in range(n_fill)]
    types = [TOKEN_NORMAL] * len(tokens)
    tokens += SPECIALS
    types += [TOKEN_CONTROL] * len(SPECIALS)
    assert len(tokens) == n_vocab and len(set(tokens)) == n_vocab
    bos = n_vocab - 3
    return tokens, types, merges, bos, bos + 1, bos + 2

# ---- metadata and tensor list -----------------------------------------------------------------

def is_hybrid(s):
    return s["arch"] == "qwen35moe"


def is_recurrent(s, i):
    """qwen35moe: layer i is gated DeltaNet unless (i+1) % full_attention_interval == 0."""
    return is_hybrid(s) and (i + 1) % s["full_attn_interval"] != 0


def make_metadata(s, qtype, pre):
    if is_hybrid(s):
        return make_metadata_qwen35(s, qtype, pre)
    a = s["arch"]
    kv = [
        ("general.architecture", T_STRING, a),
        ("general.name", T_STRING, s["name"]),
        ("general.alignment", T_UINT32, ALIGNMENT),
        (a + ".context_length", T_UINT32, s["n_ctx"]),
        (a + ".embedding_length", T_UINT32, s["n_embd"]),
        (a + ".block_count", T_UINT32, s["n_layer"]),
        # olmoe's expert width is feed_forward_length; qwen3moe has both (dense width unused)
        (a + ".feed_forward_length", T_UINT32, s["n_ff"] if s["n_ff"] else s["n_ff_exp"]),
        (a + ".attention.head_count", T_UINT32, s["n_head"]),
        (a + ".attention.head_count_kv", T_UINT32, s["n_head_kv"]),
        (a + ".attention.layer_norm_rms_epsilon", T_FLOAT32, s["eps"]),
        (a + ".rope.freq_base", T_FLOAT32, s["rope_base"]),
        (a + ".vocab_size", T_UINT32, s["n_vocab"]),
    ]
    if s["qk_norm"] == "head":
        kv += [(a + ".attention.key_length", T_UINT32, s["head_dim"]),
               (a + ".attention.value_length", T_UINT32, s["head_dim"])]
    kv += [(a + ".expert_count", T_UINT32, s["n_expert"]),
           (a + ".expert_used_count", T_UINT32, s["n_expert_used"])]
    if s["n_ff"]:
        kv.append((a + ".expert_feed_forward_length", T_UINT32, s["n_ff_exp"]))
    return kv + tokenizer_metadata(s, qtype, pre)


def make_metadata_qwen35(s, qtype, pre):
    """The keys of convert_hf_to_gguf.py's Qwen3_5MoeTextModel (no feed_forward_length: the HF text
    config has no dense intermediate_size), in the order of the conformance model."""
    a = s["arch"]
    d, nv = s["ssm_d_state"], s["ssm_dt_rank"]
    kv = [
        ("general.architecture", T_STRING, a),
        ("general.name", T_STRING, s["name"]),
        ("general.alignment", T_UINT32, ALIGNMENT),
        (a + ".context_length", T_UINT32, s["n_ctx"]),
        (a + ".embedding_length", T_UINT32, s["n_embd"]),
        (a + ".block_count", T_UINT32, s["n_layer"]),
        (a + ".attention.head_count", T_UINT32, s["n_head"]),
        (a + ".attention.head_count_kv", T_UINT32, s["n_head_kv"]),
        (a + ".attention.layer_norm_rms_epsilon", T_FLOAT32, s["eps"]),
        (a + ".rope.freq_base", T_FLOAT32, s["rope_base"]),
        (a + ".vocab_size", T_UINT32, s["n_vocab"]),
        (a + ".attention.key_length", T_UINT32, s["head_dim"]),
        (a + ".attention.value_length", T_UINT32, s["head_dim"]),
        (a + ".expert_count", T_UINT32, s["n_expert"]),
        (a + ".expert_used_count", T_UINT32, s["n_expert_used"]),
        (a + ".rope.dimension_count", T_UINT32, s["n_rot"]),
        (a + ".rope.dimension_sections", T_ARRAY, (T_INT32, s["rope_sections"])),
        (a + ".expert_feed_forward_length", T_UINT32, s["n_ff_exp"]),
        (a + ".expert_shared_feed_forward_length", T_UINT32, s["n_ff_shexp"]),
        (a + ".ssm.conv_kernel", T_UINT32, s["ssm_d_conv"]),
        (a + ".ssm.state_size", T_UINT32, d),
        (a + ".ssm.group_count", T_UINT32, s["ssm_n_group"]),
        (a + ".ssm.time_step_rank", T_UINT32, nv),
        (a + ".ssm.inner_size", T_UINT32, nv * d),
        (a + ".full_attention_interval", T_UINT32, s["full_attn_interval"]),
    ]
    return kv + tokenizer_metadata(s, qtype, pre)


def tokenizer_metadata(s, qtype, pre):
    tokens, types, merges, bos, eos, pad = make_vocab(s["n_vocab"])
    return [
        ("tokenizer.ggml.model", T_STRING, "gpt2"),
        ("tokenizer.ggml.pre", T_STRING, pre),
        ("tokenizer.ggml.tokens", T_ARRAY, (T_STRING, tokens)),
        ("tokenizer.ggml.token_type", T_ARRAY, (T_INT32, types)),
        ("tokenizer.ggml.merges", T_ARRAY, (T_STRING, merges)),
        ("tokenizer.ggml.bos_token_id", T_UINT32, bos),
        ("tokenizer.ggml.eos_token_id", T_UINT32, eos),
        ("tokenizer.ggml.padding_token_id", T_UINT32, pad),
        ("tokenizer.ggml.add_bos_token", T_BOOL, False),
        ("general.quantization_version", T_UINT32, 2),
        ("general.file_type", T_UINT32, FILE_TYPE[qtype]),
    ]


def use_more_bits(i, n):
    """llama.cpp's choice of the layers that get more bits in the _M mixes."""
    return i < n // 8 or i >= 7 * n // 8 or (i - n // 8) % 3 == 2


def mixed_type(qtype, name, s):
    """The type llama.cpp's quantizer gives tensor `name` for file type qtype: the mixes per tensor kind
    (llama_tensor_get_type), with a tensor's layer taken from its name."""
    if qtype != "Q4_K_M":
        return qtype
    if name == "output.weight":
        return "Q6_K"
    if name.startswith("blk."):
        i = int(name.split(".")[1])
        if ".attn_qkv." in name:
            return "Q5_K"
        if ".ffn_down" in name and use_more_bits(i, s["n_layer"]):
            return "Q6_K"
        if ".attn_v." in name:  # counted over the layers that have attention
            att = [j for j in range(s["n_layer"]) if not is_recurrent(s, j)]
            if use_more_bits(att.index(i), len(att)):
                return "Q6_K"
    return "Q4_K"


def matrix_type(qtype, row_len):
    """The chosen type if the row length allows it, else the next best (Q4_K -> Q8_0 -> F32)."""
    for t in (qtype, "Q8_0", "F32"):
        if row_len % GGML_TYPES[t][1] == 0:
            return t
    return "F32"


def make_tensors(s, qtype):
    """[(name, ne (ggml order: ne[0] is the row length), type, kind)], kind drives the values."""
    if is_hybrid(s):
        return make_tensors_qwen35(s, qtype)
    E, H, HKV, D = s["n_embd"], s["n_head"], s["n_head_kv"], s["head_dim"]
    X, F, V = s["n_expert"], s["n_ff_exp"], s["n_vocab"]
    qn = E if s["qk_norm"] == "full" else D          # olmoe normalises the whole projection
    out = []

    def mat(name, ne):
        out.append((name, ne, matrix_type(mixed_type(qtype, name, s), ne[0]), "mat"))

    def f32(name, ne, kind):
        out.append((name, ne, "F32", kind))

    mat("output.weight", [E, V])
    f32("output_norm.weight", [E], "norm")
    mat("token_embd.weight", [E, V])
    for i in range(s["n_layer"]):
        p = "blk.%d." % i
        mat(p + "attn_k.weight", [E, HKV * D])
        f32(p + "attn_k_norm.weight", [qn], "norm")
        f32(p + "attn_norm.weight", [E], "norm")
        mat(p + "attn_output.weight", [H * D, E])
        mat(p + "attn_q.weight", [E, H * D])
        f32(p + "attn_q_norm.weight", [qn], "norm")
        mat(p + "attn_v.weight", [E, HKV * D])
        mat(p + "ffn_down_exps.weight", [F, E, X])
        mat(p + "ffn_gate_exps.weight", [E, F, X])
        f32(p + "ffn_gate_inp.weight", [E, X], "router")
        f32(p + "ffn_norm.weight", [E], "norm")
        mat(p + "ffn_up_exps.weight", [E, F, X])
    return out


def make_tensors_qwen35(s, qtype):
    """qwen35moe tensors, names and shapes as in shared/conformance/models/qwen35moe-f32.gguf (and
    llama.cpp's create_tensors for LLM_ARCH_QWEN35MOE); matrices quantized, the rest F32."""
    E, H, HKV, D = s["n_embd"], s["n_head"], s["n_head_kv"], s["head_dim"]
    X, F, FS, V = s["n_expert"], s["n_ff_exp"], s["n_ff_shexp"], s["n_vocab"]
    d, nk, nv, K = s["ssm_d_state"], s["ssm_n_group"], s["ssm_dt_rank"], s["ssm_d_conv"]
    conv = 2 * nk * d + nv * d
    out = []

    def mat(name, ne):
        out.append((name, ne, matrix_type(mixed_type(qtype, name, s), ne[0]), "mat"))

    def f32(name, ne, kind):
        out.append((name, ne, "F32", kind))

    mat("token_embd.weight", [E, V])
    f32("output_norm.weight", [E], "norm")
    mat("output.weight", [E, V])
    for i in range(s["n_layer"]):
        p = "blk.%d." % i
        f32(p + "attn_norm.weight", [E], "norm")
        f32(p + "post_attention_norm.weight", [E], "norm")
        if is_recurrent(s, i):
            mat(p + "attn_qkv.weight", [E, conv])
            mat(p + "attn_gate.weight", [E, nv * d])
            f32(p + "ssm_conv1d.weight", [K, conv], "conv")
            f32(p + "ssm_dt.bias", [nv], "dt_bias")
            f32(p + "ssm_a", [nv], "ssm_a")
            mat(p + "ssm_beta.weight", [E, nv])
            mat(p + "ssm_alpha.weight", [E, nv])
            f32(p + "ssm_norm.weight", [d], "norm")
            mat(p + "ssm_out.weight", [nv * d, E])
        else:
            mat(p + "attn_q.weight", [E, 2 * H * D])  # per head [q | gate]
            mat(p + "attn_k.weight", [E, HKV * D])
            mat(p + "attn_v.weight", [E, HKV * D])
            mat(p + "attn_output.weight", [H * D, E])
            f32(p + "attn_q_norm.weight", [D], "norm")
            f32(p + "attn_k_norm.weight", [D], "norm")
        f32(p + "ffn_gate_inp.weight", [E, X], "router")
        mat(p + "ffn_gate_exps.weight", [E, F, X])
        mat(p + "ffn_up_exps.weight", [E, F, X])
        mat(p + "ffn_down_exps.weight", [F, E, X])
        f32(p + "ffn_gate_inp_shexp.weight", [E], "router")
        mat(p + "ffn_gate_shexp.weight", [E, FS])
        mat(p + "ffn_up_shexp.weight", [E, FS])
        mat(p + "ffn_down_shexp.weight", [FS, E])
    return out


def nbytes(ne, t):
    _, blk, size = GGML_TYPES[t]
    assert ne[0] % blk == 0
    n = ne[0] // blk * size
    for d in ne[1:]:
        n *= d
    return n


def align(n):
    return (n + ALIGNMENT - 1) // ALIGNMENT * ALIGNMENT

# ---- GGUF header ------------------------------------------------------------------------------

SCALAR_FMT = {T_UINT8: "<B", T_INT8: "<b", T_UINT16: "<H", T_INT16: "<h", T_UINT32: "<I",
              T_INT32: "<i", T_FLOAT32: "<f", T_BOOL: "<?", T_UINT64: "<Q", T_INT64: "<q",
              T_FLOAT64: "<d"}


def pack_str(s):
    b = s.encode("utf-8")
    return struct.pack("<Q", len(b)) + b


def pack_value(vtype, value):
    if vtype == T_STRING:
        return pack_str(value)
    if vtype == T_ARRAY:
        etype, items = value
        head = struct.pack("<IQ", etype, len(items))
        if etype == T_STRING:
            return head + b"".join(pack_str(x) for x in items)
        return head + struct.pack("<%d%s" % (len(items), SCALAR_FMT[etype][1]), *items)
    return struct.pack(SCALAR_FMT[vtype], value)


def build_header(kv, tensors):
    parts = [GGUF_MAGIC, struct.pack("<IQQ", GGUF_VERSION, len(tensors), len(kv))]
    for key, vtype, value in kv:
        parts += [pack_str(key), struct.pack("<I", vtype), pack_value(vtype, value)]
    offset = 0
    offsets = []
    for name, ne, t, _ in tensors:
        offsets.append(offset)
        parts += [pack_str(name), struct.pack("<I", len(ne)),
                  struct.pack("<%dQ" % len(ne), *ne), struct.pack("<IQ", GGML_TYPES[t][0], offset)]
        offset += align(nbytes(ne, t))
    header = b"".join(parts)
    header += b"\0" * (align(len(header)) - len(header))
    return header, offsets, offset

# ---- random tensor data -----------------------------------------------------------------------

def rand_bytes(rng, n):
    # full-range uint32 is numpy's fastest integer path (several times faster than uint8)
    return rng.integers(0, 1 << 32, (n + 3) // 4, dtype=np.uint32).view(np.uint8)[:n]


def scale_factors(rng, n):
    """Per-block scale multipliers, uniform in [0.5, 1.5): E[u^2] = 13/12."""
    return rng.random(n, dtype=np.float32) + np.float32(0.5)


U2 = 13.0 / 12.0
# E[q^2] of the stored values, used to give each output unit variance when the input has unit RMS
Q4_0_VAR = 21.5          # (q - 8)^2, q uniform in 0..15
Q8_0_VAR = 127 * 128 / 3  # q^2, q uniform in -127..127
# Q4_K: w = d*sc*q - dmin*m; with dmin = 7.5 d and m = sc (sc uniform in 1..63) every 32-element
# sub-block is centred, w = d*sc*(q - 7.5), as in real data: E[w^2]/d^2 = E[sc^2] * 21.25
Q4_K_VAR = (63 * 64 * 127 / 6 / 63) * 21.25
# Q5_K: the same with q in 0..31 (dmin = 15.5 d): E[(q - 15.5)^2] = 85.25
Q5_K_VAR = (63 * 64 * 127 / 6 / 63) * 85.25
# Q6_K: w = d*sc*(q - 32), q uniform in 0..63 (E[(q - 32)^2] = 341.5), sc uniform in 1..127
Q6_K_VAR = (127 * 128 * 255 / 6 / 127) * 341.5


def k_scales_packed(sc, mn):
    """8 six-bit scales and 8 six-bit mins per block, packed as ggml's quantize_row_q4_K_ref does."""
    out = np.empty((sc.shape[0], 12), np.uint8)
    out[:, 0:4] = sc[:, 0:4] | ((sc[:, 4:8] >> 4) << 6)
    out[:, 4:8] = mn[:, 0:4] | ((mn[:, 4:8] >> 4) << 6)
    out[:, 8:12] = (sc[:, 4:8] & 0xF) | ((mn[:, 4:8] & 0xF) << 4)
    return out


def gen_blocks(rng, t, nb, n_in, gain=1.0):
    """nb random blocks of type t as an (nb, block_bytes) uint8 array."""
    if t == "Q4_0":
        base = gain / np.sqrt(Q4_0_VAR * U2 * n_in)
        d = scale_factors(rng, nb) * np.float32(base)
        d *= np.where(rand_bytes(rng, nb) & 1, np.float32(-1), np.float32(1))  # ggml's d = max / -8 has either sign
        out = np.empty((nb, 18), np.uint8)
        out[:, 0:2] = d.astype("<f2").view(np.uint8).reshape(nb, 2)
        out[:, 2:] = rand_bytes(rng, nb * 16).reshape(nb, 16)
        return out
    if t == "Q8_0":
        base = gain / np.sqrt(Q8_0_VAR * U2 * n_in)
        d = scale_factors(rng, nb) * np.float32(base)
        out = np.empty((nb, 34), np.uint8)
        out[:, 0:2] = d.astype("<f2").view(np.uint8).reshape(nb, 2)
        q = rand_bytes(rng, nb * 32).view(np.int8)
        np.maximum(q, np.int8(-127), out=q)  # -128 does not occur in ggml's Q8_0
        out[:, 2:] = q.view(np.uint8).reshape(nb, 32)
        return out
    if t in ("Q4_K", "Q5_K"):  # the values centred: dmin = d * (2^bits - 1) / 2 and the mins equal to the scales
        var, size, centre = (Q4_K_VAR, 144, 7.5) if t == "Q4_K" else (Q5_K_VAR, 176, 15.5)
        base = gain / np.sqrt(var * U2 * n_in)
        d = scale_factors(rng, nb) * np.float32(base)
        out = np.empty((nb, size), np.uint8)
        out[:, 0:2] = d.astype("<f2").view(np.uint8).reshape(nb, 2)
        out[:, 2:4] = (d * np.float32(centre)).astype("<f2").view(np.uint8).reshape(nb, 2)
        sc = (rand_bytes(rng, nb * 8).reshape(nb, 8) % 63 + 1).astype(np.uint8)
        out[:, 4:16] = k_scales_packed(sc, sc)
        out[:, 16:] = rand_bytes(rng, nb * (size - 16)).reshape(nb, size - 16)  # Q5_K: fifth bits, then nibbles
        return out
    if t == "Q6_K":
        base = gain / np.sqrt(Q6_K_VAR * U2 * n_in)
        d = scale_factors(rng, nb) * np.float32(base)
        out = np.empty((nb, 210), np.uint8)
        out[:, 0:192] = rand_bytes(rng, nb * 192).reshape(nb, 192)  # low nibbles, high bit pairs
        out[:, 192:208] = (rand_bytes(rng, nb * 16).reshape(nb, 16) % 127 + 1).astype(np.uint8)  # int8 scales 1..127
        out[:, 208:210] = d.astype("<f2").view(np.uint8).reshape(nb, 2)
        return out
    raise ValueError(t)


CHUNK_BYTES = 32 << 20  # generate and write at most this much at a time


def tensor_rng(seed, name, chunk=0):
    return np.random.default_rng(np.random.SeedSequence([seed, zlib.crc32(name.encode()), chunk]))


def write_tensor(f, seed, name, ne, t, kind, n_embd):
    n_rows = 1
    for d in ne[1:]:
        n_rows *= d
    if t == "F32":
        rng = tensor_rng(seed, name)
        n = ne[0] * n_rows
        if kind == "norm":
            x = 1.0 + 0.02 * rng.standard_normal(n, dtype=np.float32)
        elif kind == "router":
            x = rng.standard_normal(n, dtype=np.float32) / np.float32(np.sqrt(n_embd))
        elif kind == "ssm_a":  # -exp(A_log), A_log = log(uniform(1, 16)) as HF initialises it
            x = -rng.uniform(1.0, 16.0, n).astype(np.float32)
        elif kind == "dt_bias":  # inverse softplus of dt, log-uniform in [0.001, 0.1]
            dt = np.exp(rng.uniform(np.log(1e-3), np.log(1e-1), n))
            x = np.log(np.expm1(dt)).astype(np.float32)
        elif kind == "conv":  # depthwise causal conv, row length = kernel width
            x = rng.uniform(-1.0, 1.0, n).astype(np.float32) / np.float32(np.sqrt(ne[0]))
        else:  # a matrix that could not be quantized
            x = rng.standard_normal(n, dtype=np.float32) / np.float32(np.sqrt(ne[0]))
        f.write(x.astype("<f4").tobytes())
        return
    _, blk, size = GGML_TYPES[t]
    bpr = ne[0] // blk
    rows_per_chunk = max(1, CHUNK_BYTES // (bpr * size))
    for c, r0 in enumerate(range(0, n_rows, rows_per_chunk)):
        nr = min(rows_per_chunk, n_rows - r0)
        blocks = gen_blocks(tensor_rng(seed, name, c), t, nr * bpr, ne[0])
        f.write(memoryview(blocks).cast("B"))

# ---- main -------------------------------------------------------------------------------------

def human(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return ("%.2f %s" % (n, unit)) if unit != "B" else "%d B" % n
        n /= 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shape", required=True, choices=sorted(SHAPES))
    ap.add_argument("--type", required=True, choices=sorted(FILE_TYPE), dest="qtype")
    ap.add_argument("--layers", type=int, default=None, help="number of layers (default: the shape's)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pre", default="default", help="tokenizer.ggml.pre (default: %(default)s)")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()

    s = dict(SHAPES[args.shape])
    if args.layers is not None:
        if args.layers < 1:
            ap.error("--layers must be >= 1")
        s["n_layer"] = args.layers
    if s["qk_norm"] == "full":
        assert s["n_head"] * s["head_dim"] == s["n_embd"] and s["n_head"] == s["n_head_kv"]
    if is_hybrid(s):
        assert s["ssm_dt_rank"] % s["ssm_n_group"] == 0 and 2 * sum(s["rope_sections"]) == s["n_rot"]

    t0 = time.time()
    kv = make_metadata(s, args.qtype, args.pre)
    tensors = make_tensors(s, args.qtype)
    header, offsets, data_size = build_header(kv, tensors)
    total = len(header) + data_size
    counts = {}
    for _, _, t, _ in tensors:
        counts[t] = counts.get(t, 0) + 1
    print("%s (%s), %d layers, %s: %d tensors (%s), %d params, header %s, file %s" % (
        args.shape, s["arch"], s["n_layer"], args.qtype, len(tensors),
        ", ".join("%s:%d" % kv_ for kv_ in sorted(counts.items())),
        sum(int(np.prod(ne)) for _, ne, _, _ in tensors), human(len(header)), human(total)),
        flush=True)

    tmp = args.output + ".part"
    with open(tmp, "wb") as f:
        f.write(header)
        done = 0
        last = time.time()
        for i, ((name, ne, t, kind), off) in enumerate(zip(tensors, offsets)):
            assert f.tell() == len(header) + off
            write_tensor(f, args.seed, name, ne, t, kind, s["n_embd"])
            n = nbytes(ne, t)
            assert f.tell() == len(header) + off + n, name
            f.write(b"\0" * (align(n) - n))
            done += align(n)
            now = time.time()
            if now - last >= 2.0 or i == len(tensors) - 1:
                last = now
                el = now - t0
                print("  [%5.1f%%] %-28s %s / %s  %.0f s  %.0f MiB/s" % (
                    100.0 * done / data_size, name, human(done), human(data_size), el,
                    done / max(el, 1e-9) / 2**20), flush=True)
        assert f.tell() == total
    os.replace(tmp, args.output)
    print("wrote %s: %d bytes (%s) in %.1f s" % (args.output, total, human(total), time.time() - t0))


if __name__ == "__main__":
    sys.exit(main())
