#version 450
#extension GL_GOOGLE_include_directive : require
// The gated delta rule of one value head per workgroup (qwen3next, qwen35moe), token by token as the
// CPU's delta_tokens: S = exp(g) S; S += k (beta (v - S^T k))^T; o = S^T q; then the gated output
// norm rms_norm(o) * w * silu(z). S [d][d] (key i, value j) stays in the state buffer; invocation
// owns value columns j, so the update needs no reduction. The tokens are rows t0.. of the batch.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Xc { float xc[]; };   // [n][channels]: q (nk*d) | k (nk*d) | v (nv*d)
layout(std430, binding = 2) writeonly buffer Y { float y[]; };    // [n][nv*d]
layout(std430, binding = 3) buffer S { float st[]; };             // [nv][d][d]
layout(std430, binding = 4) readonly buffer Ab { float ab[]; };   // [n][2nv]: beta | g
layout(std430, binding = 5) readonly buffer Z { float z[]; };     // [n][nv*d]
layout(std430, binding = 0) readonly buffer Nw { float nw[]; };   // [d] ssm_norm

layout(push_constant) uniform PC { uint d, nk, nv, channels, n_tok, tiled; float eps; uint t0; } pc;

const uint MAX_D = 256, MAX_PER = 4; // d <= MAX_D and <= MAX_PER * WG_SIZE (moe.c checks)
shared float qs[MAX_D], ks[MAX_D];

void main() {
    const uint h = gl_WorkGroupID.x, tid = gl_LocalInvocationID.x, d = pc.d, nv = pc.nv;
    const uint kh = pc.tiled != 0 ? h % pc.nk : h / (nv / pc.nk);
    const uint s0 = h * d * d;
    for (uint t = pc.t0; t < pc.t0 + pc.n_tok; t++) {
        const uint row = t * pc.channels;
        for (uint i = tid; i < d; i += WG_SIZE) { qs[i] = xc[row + kh * d + i]; ks[i] = xc[row + (pc.nk + kh) * d + i]; }
        barrier();
        const float beta = ab[t * 2 * nv + h], decay = exp(ab[t * 2 * nv + nv + h]);
        float o[MAX_PER];
        float sq = 0.0;
        for (uint m = 0; m < MAX_PER; m++) {
            const uint j = tid + m * WG_SIZE;
            o[m] = 0.0;
            if (j >= d) continue;
            float mem = 0.0;
            for (uint i = 0; i < d; i++) { const float s = st[s0 + i * d + j] * decay; st[s0 + i * d + j] = s; mem += s * ks[i]; }
            const float delta = (xc[row + 2 * pc.nk * d + h * d + j] - mem) * beta;
            float acc = 0.0;
            for (uint i = 0; i < d; i++) { const float s = st[s0 + i * d + j] + ks[i] * delta; st[s0 + i * d + j] = s; acc += s * qs[i]; }
            o[m] = acc;
            sq += acc * acc;
        }
        const float scale = 1.0 / sqrt(wg_sum(sq) / float(d) + pc.eps);
        for (uint m = 0; m < MAX_PER; m++) {
            const uint j = tid + m * WG_SIZE;
            if (j >= d) continue;
            const float zz = z[t * nv * d + h * d + j];
            y[t * nv * d + h * d + j] = (o[m] * scale) * nw[j] * (zz / (1.0 + exp(-zz)));
        }
        barrier();
    }
}
