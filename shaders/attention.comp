#version 450
#extension GL_GOOGLE_include_directive : require
// Causal attention, one workgroup per (head, token), flash-attention style: keys in blocks of
// WG_SIZE, one key per invocation, a running max and sum (online softmax), so any context length
// fits in fixed shared memory. Grouped heads (head h reads kv head h / (n_head / n_head_kv)),
// sliding windows and gpt-oss's sink logits (an extra term of the softmax denominator).
// Keys of dk values and values of dv, each with its own row stride in its cache: latent attention
// (deepseek2) binds one cache for both, keys [c | k_pe] (dk = rank + rope dims), values c (dv = rank).
// The caches hold F32 words or F16 pairs; with F16, q is rounded to F16 as ggml does.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Q { float qb[]; };
layout(std430, binding = 2) writeonly buffer O { float ob[]; };
layout(std430, binding = 3) readonly buffer VC { uint vc[]; };
layout(std430, binding = 4) readonly buffer Sinks { float sinks[]; };
layout(std430, binding = 5) readonly buffer KC { uint kc[]; };

layout(push_constant) uniform PC {
    uint n_head, n_head_kv, dk, dv;
    uint q_off, q_stride, o_off, o_stride; // token t head h at off + t * stride + h * dk (q) or h * dv (out)
    uint k_row, v_row;                     // cache row strides (values)
    uint f16, window, has_sinks;
    float scale;
} pc;

const uint MAX_DIM = 1024, MAX_PER = 8; // dk <= MAX_DIM, dv <= MAX_PER * WG_SIZE (moe.c checks)
shared float qs[MAX_DIM];
shared float ps[WG_SIZE];

float kv_at(uint which, uint e) { // element e of the K (0) or V (1) cache
    if (pc.f16 != 0) {
        const uint w = which == 0 ? kc[e >> 1] : vc[e >> 1];
        const vec2 h = unpackHalf2x16(w);
        return (e & 1) != 0 ? h.y : h.x;
    }
    return uintBitsToFloat(which == 0 ? kc[e] : vc[e]);
}

void main() {
    const uint h = gl_WorkGroupID.x, t = gl_WorkGroupID.y, tid = gl_LocalInvocationID.x;
    const uint kvh = h / (pc.n_head / pc.n_head_kv);
    const uint pos = step_n_past + t;
    const uint first = pc.window != 0 && pos + 1 > pc.window ? pos + 1 - pc.window : 0;
    const uint n_kv = pos + 1 - first;
    const uint q0 = pc.q_off + t * pc.q_stride + h * pc.dk;
    for (uint d = tid; d < pc.dk; d += WG_SIZE) {
        const float v = qb[q0 + d];
        qs[d] = pc.f16 != 0 ? unpackHalf2x16(packHalf2x16(vec2(v, 0.0))).x : v;
    }
    barrier();
    float m = pc.has_sinks != 0 ? sinks[h] : -1.0 / 0.0;
    float l = pc.has_sinks != 0 ? 1.0 : 0.0;
    float acc[MAX_PER];
    for (uint k = 0; k < MAX_PER; k++) acc[k] = 0.0;
    for (uint j0 = 0; j0 < n_kv; j0 += WG_SIZE) {
        const uint j = j0 + tid;
        float s = -1.0 / 0.0;
        if (j < n_kv) {
            const uint k0 = (first + j) * pc.k_row + kvh * pc.dk;
            float dot = 0.0;
            for (uint d = 0; d < pc.dk; d++) dot += qs[d] * kv_at(0, k0 + d);
            s = dot * pc.scale;
        }
        const float m_new = max(m, wg_max(s));
        const float p = j < n_kv ? exp(s - m_new) : 0.0;
        ps[tid] = p;
        const float corr = exp(m - m_new);
        l = l * corr + wg_sum(p); // wg_sum's barriers also publish ps
        const uint n_blk = min(WG_SIZE, n_kv - j0);
        for (uint k = 0; k < MAX_PER; k++) {
            const uint d = tid + k * WG_SIZE;
            if (d >= pc.dv) break;
            float a = acc[k] * corr;
            for (uint jj = 0; jj < n_blk; jj++) a += ps[jj] * kv_at(1, (first + j0 + jj) * pc.v_row + kvh * pc.dv + d);
            acc[k] = a;
        }
        m = m_new;
        barrier();
    }
    const uint o0 = pc.o_off + t * pc.o_stride + h * pc.dv;
    for (uint k = 0; k < MAX_PER; k++) {
        const uint d = tid + k * WG_SIZE;
        if (d < pc.dv) ob[o0 + d] = acc[k] / l;
    }
}
