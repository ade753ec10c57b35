#!/usr/bin/python3
"""Writes a model of one architecture with random shapes, for comparing the Vulkan backend with the CPU.

The conformance file of the architecture (tests/conformance/models/LABEL-f32.gguf) is the template: its
tokenizer, layer count and layer pattern are kept; its hyperparameters (heads, KV heads, head and rope
dims, latent ranks, expert counts, groups, k, widths, YaRN, sliding window, recurrent shapes) are drawn
again from the seed, every tensor is given the shape those imply, and its values are drawn from the
template tensor's values (matrices rescaled to their new row length). The shape rules are checked
first: with the template's own hyperparameters they must give every template tensor its shape.

usage: gen_shapes.py --list
       gen_shapes.py --arch LABEL --seed N [--types f32|mixed] [--wide-router] -o OUT.gguf
--wide-router draws 64 to 512 experts and k from 8 to 32 (narrow experts and a narrow model, so that
the file stays small): the router's top-k at the sizes of DeepSeek-V3, Kimi-K2 and Qwen3.5.
--types mixed gives each matrix a type its row length allows (Q4_K, Q8_0, Q4_0, F16, F32); --types q4_k
(q8_0, q4_0, f16) gives that type to every matrix whose row length allows it, F16 to the others.
Prints one line describing the shapes drawn.
"""
import argparse
import os
import struct
import sys
import zlib

import numpy as np

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'conformance', 'models')
LABELS = ['deepseek2-lite', 'deepseek2-v3', 'ernie4_5-moe', 'glm4moe', 'gpt-oss', 'granitemoe', 'mixtral',
          'nemotron-h-moe', 'olmoe', 'qwen2moe', 'qwen3', 'qwen35moe', 'qwen3moe', 'qwen3next', 'qwen3next-ssmin']

# ---- GGUF ----
U8, I8, U16, I16, U32, I32, F32, BOOL, STR, ARR, U64, I64, F64 = range(13)
SCALAR = {U8: 'B', I8: 'b', U16: 'H', I16: 'h', U32: 'I', I32: 'i', F32: 'f', BOOL: '?', U64: 'Q', I64: 'q', F64: 'd'}
T_F32, T_F16, T_Q4_0, T_Q8_0, T_Q4_K = 0, 1, 2, 8, 12
TYPE_NAME = {T_F32: 'F32', T_F16: 'F16', T_Q4_0: 'Q4_0', T_Q8_0: 'Q8_0', T_Q4_K: 'Q4_K'}
BLOCK = {T_F32: (1, 4), T_F16: (1, 2), T_Q4_0: (32, 18), T_Q8_0: (32, 34), T_Q4_K: (256, 144)}  # (values, bytes)


class Reader:
    def __init__(self, path):
        self.b = open(path, 'rb').read()
        self.p = 0

    def get(self, fmt):
        v = struct.unpack_from('<' + fmt, self.b, self.p)
        self.p += struct.calcsize('<' + fmt)
        return v if len(v) > 1 else v[0]

    def string(self):
        n = self.get('Q')
        s = self.b[self.p:self.p + n].decode('utf-8')
        self.p += n
        return s

    def value(self, t):
        if t in SCALAR: return self.get(SCALAR[t])
        if t == STR: return self.string()
        if t == ARR:
            et, n = self.get('I'), self.get('Q')
            return (et, [self.value(et) for _ in range(n)])
        raise ValueError(f'unknown GGUF value type {t}')


def read_gguf(path):
    """(kv: key -> (type, value), tensors: name -> float32 array in ggml order ne0 first)"""
    r = Reader(path)
    if r.b[:4] != b'GGUF': raise ValueError(f'{path}: not a GGUF file')
    r.p = 4
    _, n_tensors, n_kv = r.get('I'), r.get('Q'), r.get('Q')
    kv = {}
    for _ in range(n_kv):
        k = r.string()
        t = r.get('I')
        kv[k] = (t, r.value(t))
    infos = []
    for _ in range(n_tensors):
        name = r.string()
        nd = r.get('I')
        dims = tuple(r.get('Q') for _ in range(nd))
        t, off = r.get('I'), r.get('Q')
        if t != T_F32: raise ValueError(f'{path}: template tensor {name} is not F32')
        infos.append((name, dims, off))
    align = kv.get('general.alignment', (U32, 32))[1]
    base = (r.p + align - 1) // align * align
    tensors = {}
    for name, dims, off in infos:
        n = int(np.prod(dims))
        tensors[name] = np.frombuffer(r.b, '<f4', n, base + off).reshape(dims[::-1])
    return kv, tensors


def put_string(out, s):
    b = s.encode('utf-8')
    out += struct.pack('<Q', len(b)) + b


def put_value(out, t, v):
    if t in SCALAR: out += struct.pack('<' + SCALAR[t], v)
    elif t == STR: put_string(out, v)
    elif t == ARR:
        et, items = v
        out += struct.pack('<IQ', et, len(items))
        for x in items: put_value(out, et, x)


def write_gguf(path, kv, tensors):
    """tensors: list of (name, dims, ggml type, bytes)"""
    out = bytearray(b'GGUF' + struct.pack('<IQQ', 3, len(tensors), len(kv)))
    for k, (t, v) in kv.items():
        put_string(out, k)
        out += struct.pack('<I', t)
        put_value(out, t, v)
    off = 0
    for name, dims, t, data in tensors:
        put_string(out, name)
        out += struct.pack('<I', len(dims)) + struct.pack('<' + 'Q' * len(dims), *dims) + struct.pack('<IQ', t, off)
        off += (len(data) + 31) // 32 * 32
    out += bytes(-len(out) % 32)
    for _, _, _, data in tensors:
        out += data + bytes(-len(data) % 32)
    with open(path, 'wb') as f: f.write(out)


# ---- quantizers (the layouts of ggml's block_q4_0, block_q8_0, block_q4_K) ----
def f16_bytes(x):
    return np.asarray(x, '<f2').tobytes()


def quant_q8_0(x):
    b = x.reshape(-1, 32)
    d = np.abs(b).max(1) / 127
    q = np.round(b / np.where(d > 0, d, 1)[:, None]).clip(-127, 127).astype('i1')
    blk = np.zeros(len(b), [('d', '<f2'), ('q', 'i1', 32)])
    blk['d'], blk['q'] = d, q
    return blk.tobytes()


def quant_q4_0(x):
    b = x.reshape(-1, 32)
    signed_max = b[np.arange(len(b)), np.abs(b).argmax(1)]
    d = signed_max / -8
    q = np.minimum(15, (b / np.where(d != 0, d, 1)[:, None] + 8.5).astype(np.int32)).clip(0, 15).astype(np.uint8)
    blk = np.zeros(len(b), [('d', '<f2'), ('qs', 'u1', 16)])
    blk['d'], blk['qs'] = d, q[:, :16] | (q[:, 16:] << 4)
    return blk.tobytes()


def quant_q4_k(x):
    b = x.reshape(-1, 8, 32)
    mins = np.maximum(0, -b.min(2))                       # y = d*sc*q - dmin*m, m >= 0
    scales = (b.max(2) + mins) / 15
    d, dmin = scales.max(1) / 63, mins.max(1) / 63
    ls = np.round(scales / np.where(d > 0, d, 1)[:, None]).clip(0, 63).astype(np.uint8)
    lm = np.round(mins / np.where(dmin > 0, dmin, 1)[:, None]).clip(0, 63).astype(np.uint8)
    step = (np.asarray(d, '<f2').astype(np.float32)[:, None] * ls)[:, :, None]
    shift = (np.asarray(dmin, '<f2').astype(np.float32)[:, None] * lm)[:, :, None]
    q = np.round((b + shift) / np.where(step > 0, step, 1)).clip(0, 15).astype(np.uint8).reshape(-1, 4, 2, 32)
    packed = np.zeros((len(b), 12), np.uint8)             # get_scale_min_k4's packing of 8 six-bit pairs
    packed[:, 0:4] = ls[:, :4] | ((ls[:, 4:] >> 4) << 6)
    packed[:, 4:8] = lm[:, :4] | ((lm[:, 4:] >> 4) << 6)
    packed[:, 8:12] = (ls[:, 4:] & 15) | ((lm[:, 4:] & 15) << 4)
    blk = np.zeros(len(b), [('d', '<f2'), ('dmin', '<f2'), ('scales', 'u1', 12), ('qs', 'u1', 128)])
    blk['d'], blk['dmin'], blk['scales'] = d, dmin, packed
    blk['qs'] = (q[:, :, 0, :] | (q[:, :, 1, :] << 4)).reshape(-1, 128)
    return blk.tobytes()


def encode(x, t):
    x = np.ascontiguousarray(x, np.float32).ravel()
    if t == T_F32: return x.astype('<f4').tobytes()
    if t == T_F16: return f16_bytes(x)
    return {T_Q8_0: quant_q8_0, T_Q4_0: quant_q4_0, T_Q4_K: quant_q4_k}[t](x)


# ---- hyperparameters ----
def template_hparams(arch, kv, tensors):
    """The shape-defining hyperparameters of the template, named as the rules below use them."""
    def g(key, default=None):
        return kv[f'{arch}.{key}'][1] if f'{arch}.{key}' in kv else default
    H = {'E': g('embedding_length'), 'V': len(kv['tokenizer.ggml.tokens'][1][1]), 'nh': g('attention.head_count')}
    nkv, ff = g('attention.head_count_kv', H['nh']), g('feed_forward_length', 0)
    H['kv_layers'] = nkv[1] if isinstance(nkv, tuple) else None      # per-layer arrays mark the layer kinds
    H['ff_layers'] = ff[1] if isinstance(ff, tuple) else None
    H['nkv'] = max(H['kv_layers']) if H['kv_layers'] else nkv
    H['ff'] = 0 if H['ff_layers'] else ff
    H['dk'] = g('attention.key_length', H['E'] // H['nh'])
    H['dv'] = g('attention.value_length', H['dk'])
    H['rope'] = g('rope.dimension_count', H['dk'])
    H['X'], H['k'] = g('expert_count', 0), g('expert_used_count', 0)
    H['ff_is_ffe'] = H['X'] > 0 and f'{arch}.expert_feed_forward_length' not in kv   # mixtral, granitemoe
    H['ffe'] = H['ff'] if H['ff_is_ffe'] else g('expert_feed_forward_length', 0)
    H['ns'] = g('expert_shared_count', 0)
    H['ffs'] = g('expert_shared_feed_forward_length', H['ns'] * H['ffe'])
    H['groups'], H['groups_used'] = g('expert_group_count', 0), g('expert_group_used_count', 0)
    H['window'] = g('attention.sliding_window', 0)
    H['yarn'] = g('rope.scaling.type') == 'yarn'
    H['mla'] = f'{arch}.attention.kv_lora_rank' in kv
    if H['mla']:
        H['kvr'], H['qr'] = g('attention.kv_lora_rank'), g('attention.q_lora_rank', 0)
        H['dkm'], H['dvm'] = g('attention.key_length_mla'), g('attention.value_length_mla')
    H['ssm'] = f'{arch}.ssm.state_size' in kv
    if H['ssm']:
        H.update(K=g('ssm.conv_kernel'), S=g('ssm.state_size'), G=g('ssm.group_count'), R=g('ssm.time_step_rank'),
                 I=g('ssm.inner_size'))
    H['mamba2'] = H['ssm'] and H['kv_layers'] is not None
    H['gated_q'] = H['ssm'] and not H['mamba2']               # DeltaNet hybrids: attn_q holds [q | gate] per head
    H['full_qk_norm'] = arch == 'olmoe'
    H['sections'] = list(g('rope.dimension_sections', (I32, []))[1])
    return H


def shape_of(suffix, H):
    """The ggml dims (ne0 first) the hyperparameters give a tensor, by its name without 'blk.N.'."""
    E, V, nh, nkv, dk, dv = H['E'], H['V'], H['nh'], H['nkv'], H['dk'], H['dv']
    ff, ffe, ffs, X = H['ff'], H['ffe'], H['ffs'], H['X']
    if suffix.endswith('norm.weight') and suffix.split('.')[0] in (
            'output_norm', 'attn_norm', 'ffn_norm', 'post_attention_norm'):
        return (E,)
    if H['mla']:
        kvr, rope, dkm, dvm, qr = H['kvr'], H['rope'], H['dkm'], H['dvm'], H['qr']
        mla = {'attn_q.weight': (E, nh * dkm), 'attn_q_a.weight': (E, qr), 'attn_q_a_norm.weight': (qr,),
               'attn_q_b.weight': (qr, nh * dkm), 'attn_kv_a_mqa.weight': (E, kvr + rope),
               'attn_kv_a_norm.weight': (kvr,), 'attn_k_b.weight': (dkm - rope, kvr, nh),
               'attn_v_b.weight': (kvr, dvm, nh), 'attn_output.weight': (nh * dvm, E)}
        if suffix in mla: return mla[suffix]
    if H['ssm']:
        K, S, G, R, I = H['K'], H['S'], H['G'], H['R'], H['I']
        if H['mamba2']:
            ch = I + 2 * G * S
            ssm = {'ssm_in.weight': (E, 2 * I + 2 * G * S + R), 'ssm_conv1d.weight': (K, ch), 'ssm_conv1d.bias': (ch,),
                   'ssm_dt.bias': (R,), 'ssm_a': (1, R), 'ssm_d': (1, R), 'ssm_norm.weight': (I // G, G),
                   'ssm_out.weight': (I, E)}
        else:
            conv = 2 * G * S + I
            ssm = {'attn_qkv.weight': (E, conv), 'attn_gate.weight': (E, I), 'ssm_in.weight': (E, conv + I),
                   'ssm_conv1d.weight': (K, conv), 'ssm_dt.bias': (R,), 'ssm_a': (R,), 'ssm_ba.weight': (E, 2 * R),
                   'ssm_beta.weight': (E, R), 'ssm_alpha.weight': (E, R), 'ssm_norm.weight': (S,),
                   'ssm_out.weight': (I, E)}
        if suffix in ssm: return ssm[suffix]
    q = nh * dk
    rules = {
        'token_embd.weight': (E, V), 'output.weight': (E, V),
        'attn_q.weight': (E, 2 * q if H['gated_q'] else q), 'attn_k.weight': (E, nkv * dk), 'attn_v.weight': (E, nkv * dv),
        'attn_q.bias': (q,), 'attn_k.bias': (nkv * dk,), 'attn_v.bias': (nkv * dv,),
        'attn_output.weight': (nh * dv, E), 'attn_output.bias': (E,), 'attn_sinks.weight': (nh,),
        'attn_q_norm.weight': (q,) if H['full_qk_norm'] else (dk,),
        'attn_k_norm.weight': (nkv * dk,) if H['full_qk_norm'] else (dk,),
        'ffn_gate.weight': (E, ff), 'ffn_up.weight': (E, ff), 'ffn_down.weight': (ff, E),
        'ffn_gate_inp.weight': (E, X), 'ffn_gate_inp.bias': (X,), 'exp_probs_b.bias': (X,),
        'ffn_gate_exps.weight': (E, ffe, X), 'ffn_up_exps.weight': (E, ffe, X), 'ffn_down_exps.weight': (ffe, E, X),
        'ffn_gate_exps.bias': (ffe, X), 'ffn_up_exps.bias': (ffe, X), 'ffn_down_exps.bias': (E, X),
        'ffn_gate_inp_shexp.weight': (E,), 'ffn_gate_shexp.weight': (E, ffs), 'ffn_up_shexp.weight': (E, ffs),
        'ffn_down_shexp.weight': (ffs, E),
    }
    if suffix not in rules: raise KeyError(f'no shape rule for tensor {suffix}')
    return rules[suffix]


def check_rules(label, H, tensors):
    for name, data in tensors.items():
        want = tuple(data.shape[::-1])
        got = shape_of(name.split('.', 2)[2] if name.startswith('blk.') else name, H)
        if got != want:
            raise SystemExit(f'{label}: the shape rule for {name} gives {got}, the template has {want}')


def pick(rng, values):
    return values[int(rng.integers(len(values)))]


def randomise(arch, T, rng, wide_router=False):
    """New hyperparameters within what the format and moe allow, drawn from rng."""
    H = dict(T)
    widths = [32, 40, 48, 64, 96, 100, 128, 256]
    H['E'] = pick(rng, [64, 72, 96, 100, 128, 160, 200, 256])
    H['nkv'] = int(rng.integers(1, 5))
    H['nh'] = H['nkv'] * int(rng.integers(1, 5))
    H['dk'] = H['dv'] = pick(rng, [16, 20, 24, 32, 40, 48, 56, 64, 72, 80, 96, 128])
    if H['full_qk_norm']:                                    # olmoe normalises all of q and k: n_head * head_dim == n_embd
        H['nkv'] = H['nh'] = int(rng.integers(2, 7))
        H['dk'] = H['dv'] = pick(rng, [16, 20, 24, 32, 40])
        H['E'] = H['nh'] * H['dk']
    H['rope'] = pick(rng, [H['dk'], H['dk'] // 2 // 2 * 2 or 2, 2 * int(rng.integers(1, H['dk'] // 2 + 1))])
    if T['ff']: H['ff'] = pick(rng, widths)
    if T['X']:
        H['X'] = pick(rng, [4, 6, 8, 12, 16, 32])
        H['k'] = int(rng.integers(1, min(8, H['X']) + 1))
        H['ffe'] = pick(rng, widths)
        if wide_router:
            H['X'] = pick(rng, [64, 128, 256, 384, 512])
            H['k'] = int(rng.integers(8, 33))
            H['ffe'] = pick(rng, [32, 40])
            if not H['full_qk_norm']: H['E'] = pick(rng, [64, 72])
        if H['ff_is_ffe']: H['ff'] = H['ffe']
    if T['ffs']:
        if T['ns'] and f'{arch}' != 'nemotron_h_moe' and T['ffs'] == T['ns'] * T['ffe']:
            H['ns'] = int(rng.integers(1, 3))
            H['ffs'] = H['ns'] * H['ffe']
        else: H['ffs'] = pick(rng, widths)
    if T['groups'] > 1:
        X, k = H['X'], H['k']
        choices = [(G, gu) for G in range(2, min(X // 2, 64) + 1) if X % G == 0 for gu in range(1, G + 1) if gu * (X // G) >= k]
        H['groups'], H['groups_used'] = pick(rng, choices)
    if T['window']: H['window'] = int(rng.integers(2, 21))
    H['yarn'] = T['yarn'] or rng.random() < 0.3
    if H['yarn']:
        H['yarn_factor'] = float(pick(rng, [1.5, 4.0, 8.0, 32.0, 40.0]))
        H['yarn_ctx'] = int(pick(rng, [16, 64, 256, 4096]))
        H['yarn_log'] = float(pick(rng, [0.0, 0.07, 0.1])) if T['mla'] else None
    if T['mla']:
        H['nkv'] = 1
        H['nh'] = int(rng.integers(1, 9))
        H['kvr'] = pick(rng, [16, 24, 40, 48, 64, 72])
        H['rope'] = pick(rng, [8, 16, 32])
        H['dkm'] = H['rope'] + 2 * int(rng.integers(8, 21))
        H['dvm'] = 2 * int(rng.integers(8, 25))
        if T['qr']: H['qr'] = int(rng.integers(24, 97))
        H['dk'], H['dv'] = H['kvr'] + H['rope'], H['kvr']
    if T['ssm'] and T['mamba2']:
        H['G'] = pick(rng, [1, 2, 4])
        H['R'] = pick(rng, [2, 4, 8])
        H['I'] = H['R'] * pick(rng, [8, 16, 32])
        while H['I'] % H['G']: H['I'] *= 2
        H['S'] = pick(rng, [8, 16, 32])
        H['K'] = int(rng.integers(2, 5))
    elif T['ssm']:
        H['G'] = int(rng.integers(1, 4))
        H['R'] = H['G'] * int(rng.integers(1, 4))
        H['S'] = pick(rng, [16, 24, 32, 48, 64])
        H['I'] = H['R'] * H['S']
        H['K'] = int(rng.integers(2, 5))
    if T['sections']:                                        # IMROPE: t/h/w sections over rope/2 pairs
        half = H['rope'] // 2
        a = int(rng.integers(0, half + 1))
        b = int(rng.integers(0, half - a + 1))
        H['sections'] = [half - a - b, a, b, 0]
    return H


def metadata(arch, kv, H):
    kv = dict(kv)
    p = arch + '.'

    def put(key, value, t=U32):
        if p + key in kv: t = kv[p + key][0]
        kv[p + key] = (t, value)
    put('embedding_length', H['E'])
    put('attention.head_count', H['nh'])
    if H['kv_layers']: put('attention.head_count_kv', (kv[p + 'attention.head_count_kv'][1][0],
                                                       [H['nkv'] if n else 0 for n in H['kv_layers']]), ARR)
    else: put('attention.head_count_kv', H['nkv'])
    if H['ff_layers']: put('feed_forward_length', (kv[p + 'feed_forward_length'][1][0],
                                                   [H['ffe'] if n else 0 for n in H['ff_layers']]), ARR)
    elif H['ff']: put('feed_forward_length', H['ff'])
    put('attention.key_length', H['dk'])
    put('attention.value_length', H['dv'])
    put('rope.dimension_count', H['rope'])
    if H['X']:
        put('expert_count', H['X'])
        put('expert_used_count', H['k'])
        if not H['ff_is_ffe']: put('expert_feed_forward_length', H['ffe'])
    if p + 'expert_shared_count' in kv: put('expert_shared_count', H['ns'])
    if p + 'expert_shared_feed_forward_length' in kv: put('expert_shared_feed_forward_length', H['ffs'])
    if H['groups'] > 1:
        put('expert_group_count', H['groups'])
        put('expert_group_used_count', H['groups_used'])
    if H['window']: put('attention.sliding_window', H['window'])
    if H['yarn']:
        put('rope.scaling.type', 'yarn', STR)
        put('rope.scaling.factor', H['yarn_factor'], F32)
        put('rope.scaling.original_context_length', H['yarn_ctx'])
        if H['yarn_log'] is not None: put('rope.scaling.yarn_log_multiplier', H['yarn_log'], F32)
    if H['mla']:
        put('attention.kv_lora_rank', H['kvr'])
        put('attention.q_lora_rank', H['qr'])
        put('attention.key_length_mla', H['dkm'])
        put('attention.value_length_mla', H['dvm'])
    if H['ssm']:
        for key, name in (('conv_kernel', 'K'), ('state_size', 'S'), ('group_count', 'G'), ('time_step_rank', 'R'),
                          ('inner_size', 'I')):
            put('ssm.' + key, H[name])
    if H['sections']: put('rope.dimension_sections', (I32, H['sections']), ARR)
    return kv


def weight_type(name, dims, types, rng):
    """F32 for vectors, the routers (llama-quantize keeps them) and the small tensors the recurrent mixers
    read as floats; with --types mixed, a type the row length allows for every other matrix."""
    suffix = name.split('.', 2)[2] if name.startswith('blk.') else name
    if types == 'f32' or len(dims) < 2 or not suffix.endswith('.weight') or suffix.startswith(
            ('ffn_gate_inp', 'ssm_conv1d', 'ssm_norm', 'ssm_ba', 'ssm_beta', 'ssm_alpha')):
        return T_F32
    allowed = [t for t in (T_Q4_K, T_Q8_0, T_Q4_0, T_F16, T_F32) if dims[0] % BLOCK[t][0] == 0]
    if types == 'mixed': return pick(rng, allowed)
    wanted = next(t for t, n in TYPE_NAME.items() if n.lower() == types)
    return wanted if wanted in allowed else T_F16     # one type where the row length allows it


def generate(label, seed, types, out, wide_router=False):
    kv, template = read_gguf(os.path.join(TEMPLATES, label + '-f32.gguf'))
    arch = kv['general.architecture'][1]
    T = template_hparams(arch, kv, template)
    check_rules(label, T, template)
    rng = np.random.default_rng([seed, zlib.crc32(label.encode())])
    H = randomise(arch, T, rng, wide_router)
    type_rng = np.random.default_rng([seed, zlib.crc32(label.encode()), 1])  # the f32 and mixed files share values
    tensors, counts = [], {}
    for name, src in template.items():
        suffix = name.split('.', 2)[2] if name.startswith('blk.') else name
        dims = shape_of(suffix, H)
        x = rng.choice(src.ravel(), size=int(np.prod(dims))).astype(np.float32)
        if len(dims) >= 2 and suffix not in ('token_embd.weight', 'ssm_conv1d.weight', 'ssm_norm.weight', 'ssm_a', 'ssm_d'):
            x *= np.sqrt(src.shape[-1] / dims[0])           # keep each row's dot products at the template's scale
        t = weight_type(name, dims, types, type_rng)
        counts[TYPE_NAME[t]] = counts.get(TYPE_NAME[t], 0) + 1
        tensors.append((name, dims, t, encode(x, t)))
    meta = metadata(arch, kv, H)
    meta['general.name'] = (STR, f'{label}-s{seed}-{types}')
    write_gguf(out, meta, tensors)
    shown = ['E', 'nh', 'nkv', 'dk', 'rope', 'ff', 'X', 'k', 'ffe', 'ffs', 'groups', 'groups_used', 'window']
    shown += ['kvr', 'qr', 'dkm', 'dvm'] if H['mla'] else []
    shown += ['K', 'S', 'G', 'R', 'I'] if H['ssm'] else []
    desc = ' '.join(f'{k}={H[k]}' for k in shown if H.get(k))
    if H['yarn']: desc += f' yarn={H["yarn_factor"]:g}/{H["yarn_ctx"]}'
    if H['sections']: desc += f' sections={H["sections"]}'
    print(f'{label} seed {seed}: {desc}; types ' + ' '.join(f'{k} {v}' for k, v in sorted(counts.items())))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--list', action='store_true', help='print the architecture labels')
    ap.add_argument('--arch', choices=LABELS)
    ap.add_argument('--seed', type=int, default=0)
    ap.add_argument('--types', choices=['f32', 'mixed', 'f16', 'q8_0', 'q4_0', 'q4_k'], default='f32',
                    help='mixed: a random type per matrix; a type name: that type wherever the row length allows')
    ap.add_argument('--wide-router', action='store_true', help='64 to 512 experts, k from 8 to 32')
    ap.add_argument('-o', dest='out')
    a = ap.parse_args()
    if a.list:
        print('\n'.join(LABELS))
        return
    if not a.arch or not a.out: ap.error('--arch and -o are required (or --list)')
    generate(a.arch, a.seed, a.types, a.out, a.wide_router)


if __name__ == '__main__':
    main()
