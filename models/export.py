#!/usr/bin/env python3
"""Write a checkpoint of models/train.py as a GGUF v3 file of llama.cpp's qwen3moe architecture.

    /usr/bin/python3 models/export.py models/build/kjv/ckpt.pt -o models/moe-kjv-11m-q8_0.gguf [--check ./moe]

Conventions are those of llama.cpp's convert_hf_to_gguf.py for Qwen3MoeForCausalLM: the keys
qwen3moe.*, the tensor names token_embd / blk.N.* / output_norm (the output matrix is tied to
token_embd, so there is no output.weight, as for the small Qwen3 models), a torch [out, in] weight
written row-major as ggml {in, out}, the experts stacked as {in, out, n_expert}; q and k are not
permuted (NEOX rope). The matrices are Q8_0 (ggml's reference quantizer: d = amax/127 stored as F16,
q = round(x/d)), the norms and the router F32. The tokenizer is the SentencePiece model as llama.cpp
exports one (tokenizer.ggml.model "llama": pieces, scores, token types, <0xNN> byte tokens).

--check MOE runs `MOE logits` on a prompt and compares the engine's logits with this file's PyTorch
forward on the dequantized weights (cosine per position, argmax), and `MOE tokenize` with
SentencePiece on a few texts. Exits non-zero if they disagree.
"""

import argparse
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train  # noqa: E402  (re-executes with OpenBLAS and one thread, like training)

import numpy as np
import torch

GGUF_VERSION = 3
ALIGNMENT = 32
T_UINT32, T_INT32, T_FLOAT32, T_BOOL, T_STRING, T_ARRAY = 4, 5, 6, 7, 8, 9
GGML_F32, GGML_Q8_0 = 0, 8
LLAMA_FTYPE_MOSTLY_Q8_0 = 7
TOK_NORMAL, TOK_UNKNOWN, TOK_CONTROL, TOK_USER, TOK_UNUSED, TOK_BYTE = 1, 2, 3, 4, 5, 6


def pack_str(s):
    b = s.encode("utf-8")
    return struct.pack("<Q", len(b)) + b


def pack_kv(key, vtype, value):
    out = pack_str(key) + struct.pack("<I", vtype)
    if vtype == T_STRING:
        return out + pack_str(value)
    if vtype == T_ARRAY:
        etype, items = value
        out += struct.pack("<IQ", etype, len(items))
        if etype == T_STRING:
            return out + b"".join(pack_str(x) for x in items)
        return out + struct.pack("<%d%s" % (len(items), {T_INT32: "i", T_FLOAT32: "f"}[etype]), *items)
    return out + struct.pack({T_UINT32: "<I", T_INT32: "<i", T_FLOAT32: "<f", T_BOOL: "<?"}[vtype], value)


def quantize_q8_0(a):
    """float32 array (last dim a multiple of 32) -> (Q8_0 bytes, dequantized float32 array)."""
    x = np.ascontiguousarray(a, dtype=np.float32).reshape(-1, 32)
    amax = np.abs(x).max(axis=1)
    d = amax / np.float32(127)
    inv = np.where(d > 0, np.float32(1) / np.where(d > 0, d, 1), np.float32(0)).astype(np.float32)
    q = np.round(x * inv[:, None]).astype(np.int8)    # round half to even vs ggml's roundf: only at exact .5
    d16 = d.astype(np.float16)
    blocks = np.empty((x.shape[0], 34), np.uint8)
    blocks[:, 0:2] = d16.view(np.uint8).reshape(-1, 2)
    blocks[:, 2:] = q.view(np.uint8)
    deq = (q.astype(np.float32) * d16.astype(np.float32)[:, None]).reshape(a.shape)
    return blocks.tobytes(), deq


def tokenizer_kv(sp_bytes):
    import sentencepiece as spm
    sp = spm.SentencePieceProcessor(model_proto=sp_bytes)
    tokens, scores, types = [], [], []
    for i in range(sp.get_piece_size()):
        tokens.append(sp.id_to_piece(i))
        scores.append(float(sp.get_score(i)))
        if sp.is_unknown(i):
            types.append(TOK_UNKNOWN)
        elif sp.is_control(i):
            types.append(TOK_CONTROL)
        elif sp.is_byte(i):
            types.append(TOK_BYTE)
        elif sp.is_unused(i):
            types.append(TOK_UNUSED)
        else:
            types.append(TOK_NORMAL)
    return sp, [
        ("tokenizer.ggml.model", T_STRING, "llama"),
        ("tokenizer.ggml.pre", T_STRING, "default"),
        ("tokenizer.ggml.tokens", T_ARRAY, (T_STRING, tokens)),
        ("tokenizer.ggml.scores", T_ARRAY, (T_FLOAT32, scores)),
        ("tokenizer.ggml.token_type", T_ARRAY, (T_INT32, types)),
        ("tokenizer.ggml.bos_token_id", T_UINT32, sp.bos_id()),
        ("tokenizer.ggml.eos_token_id", T_UINT32, sp.eos_id()),
        ("tokenizer.ggml.unknown_token_id", T_UINT32, sp.unk_id()),
        ("tokenizer.ggml.add_bos_token", T_BOOL, True),
        ("tokenizer.ggml.add_eos_token", T_BOOL, False),
        ("tokenizer.ggml.add_space_prefix", T_BOOL, True),
    ]


def export(ckpt, path, name):
    """Writes the GGUF file; returns (dequantized state dict as used by the engine, sp processor)."""
    c, st = ckpt["config"], ckpt["state"]
    a = "qwen3moe"
    kv = [
        ("general.architecture", T_STRING, a),
        ("general.name", T_STRING, name),
        ("general.license", T_STRING, "public-domain text (KJV); weights: same licence as moe"),
        ("general.alignment", T_UINT32, ALIGNMENT),
        (a + ".block_count", T_UINT32, c["n_layer"]),
        (a + ".context_length", T_UINT32, c["n_ctx"]),
        (a + ".embedding_length", T_UINT32, c["n_embd"]),
        (a + ".feed_forward_length", T_UINT32, c["n_ff_exp"]),
        (a + ".attention.head_count", T_UINT32, c["n_head"]),
        (a + ".attention.head_count_kv", T_UINT32, c["n_head_kv"]),
        (a + ".rope.freq_base", T_FLOAT32, c["rope_base"]),
        (a + ".attention.layer_norm_rms_epsilon", T_FLOAT32, c["eps"]),
        (a + ".expert_used_count", T_UINT32, c["n_expert_used"]),
        (a + ".attention.key_length", T_UINT32, c["head_dim"]),
        (a + ".attention.value_length", T_UINT32, c["head_dim"]),
        (a + ".expert_count", T_UINT32, c["n_expert"]),
        (a + ".expert_feed_forward_length", T_UINT32, c["n_ff_exp"]),
        ("general.file_type", T_UINT32, LLAMA_FTYPE_MOSTLY_Q8_0),
        ("general.quantization_version", T_UINT32, 2),
    ]
    sp, tkv = tokenizer_kv(ckpt["tokenizer"])
    kv += tkv

    # (gguf name, state key, quantize?) in the converter's order
    names = [("token_embd.weight", "token_embd", True)]
    for i in range(c["n_layer"]):
        p, q = "blk.%d." % i, "layers.%d." % i
        for t, quant in (("attn_norm", False), ("attn_q", True), ("attn_k", True), ("attn_v", True),
                         ("attn_q_norm", False), ("attn_k_norm", False), ("attn_output", True),
                         ("ffn_norm", False), ("ffn_gate_inp", False), ("ffn_gate_exps", True),
                         ("ffn_up_exps", True), ("ffn_down_exps", True)):
            names.append((p + t + ".weight", q + t, quant))
    names.append(("output_norm.weight", "output_norm", False))

    datas, infos, deq_state = [], [], {}
    offset = 0
    for gname, key, quant in names:
        arr = st[key].detach().to(torch.float32).numpy()
        if quant:
            data, deq = quantize_q8_0(arr)
            gtype = GGML_Q8_0
        else:
            data, deq, gtype = arr.astype("<f4").tobytes(), arr, GGML_F32
        deq_state[key] = torch.from_numpy(np.ascontiguousarray(deq))
        ne = list(reversed(arr.shape))          # ggml order: ne[0] is the row length
        infos.append(pack_str(gname) + struct.pack("<I", len(ne)) + struct.pack("<%dQ" % len(ne), *ne)
                     + struct.pack("<IQ", gtype, offset))
        pad = (-len(data)) % ALIGNMENT
        datas.append(data + b"\0" * pad)
        offset += len(data) + pad
    header = b"GGUF" + struct.pack("<IQQ", GGUF_VERSION, len(infos), len(kv))
    header += b"".join(pack_kv(*x) for x in kv) + b"".join(infos)
    header += b"\0" * ((-len(header)) % ALIGNMENT)
    tmp = path + ".part"
    with open(tmp, "wb") as f:
        f.write(header)
        for d in datas:
            f.write(d)
    os.replace(tmp, path)
    return deq_state, sp


def check(moe, path, ckpt, deq_state, sp):
    ok = True
    # 1. tokenizer: the engine's ids = SentencePiece's (with BOS)
    texts = ["In the beginning God created the heaven and the earth.",
             "And Jesus answered and said unto them, Verily I say unto you",
             "Café 1611: naïve ünïcödé — 日本 \u00e9\u0301 tab\there"]
    for t in texts:
        out = subprocess.run([moe, "tokenize", "-m", path, t], stdout=subprocess.PIPE, check=True).stdout.decode()
        mine = [int(x) for x in out.replace(",", " ").split()]
        ref = [sp.bos_id()] + sp.encode(t)
        same = mine == ref
        ok &= same
        print("%s tokenize %r: %s" % ("ok  " if same else "FAIL", t[:40], "same ids" if same else "%s vs %s" % (mine, ref)))
    # 2. logits at every position of a prompt
    model = train.MoEModel(ckpt["config"]).double()
    model.load_state_dict({k: v.double() for k, v in deq_state.items()})
    model.eval()
    prompt = "And it came to pass, when the king heard the words of the prophet, that he rent his clothes, and said"
    ids = [sp.bos_id()] + sp.encode(prompt)
    with tempfile.TemporaryDirectory() as tmp:
        out_f = os.path.join(tmp, "l.f32")
        subprocess.run([moe, "logits", "-m", path, "--tokens", ",".join(map(str, ids)), "-o", out_f, "-t", "1"],
                       check=True, stdout=subprocess.DEVNULL)
        eng = np.fromfile(out_f, dtype="<f4").reshape(len(ids), -1).astype(np.float64)
    with torch.no_grad():
        ref = model(torch.tensor([ids]))[0][0].numpy()
    cos = (eng * ref).sum(1) / np.linalg.norm(eng, axis=1) / np.linalg.norm(ref, axis=1)
    same_arg = (eng.argmax(1) == ref.argmax(1))
    rel = np.abs(eng - ref).max() / ref.std()
    print("logits: %d positions, min cosine %.6f, argmax equal at %d/%d, max|d|/std %.2e"
          % (len(ids), cos.min(), same_arg.sum(), len(ids), rel))
    if cos.min() <= 0.999 or not same_arg.all():
        ok = False
        print("FAIL logits differ: cos %s" % np.round(cos, 5))
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("ckpt")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--name", default="moe-kjv")
    ap.add_argument("--check", metavar="MOE", help="moe binary: compare its tokens and logits with PyTorch")
    args = ap.parse_args()
    torch.set_num_threads(1)
    ckpt = torch.load(args.ckpt)
    deq_state, sp = export(ckpt, args.out, args.name)
    print("wrote %s (%.2f MB)" % (args.out, os.path.getsize(args.out) / 1e6))
    if args.check and not check(args.check, args.out, ckpt, deq_state, sp):
        sys.exit(1)


if __name__ == "__main__":
    main()
