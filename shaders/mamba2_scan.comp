#version 450
#extension GL_GOOGLE_include_directive : require
// Mamba-2 scan of one head per workgroup (nemotron_h_moe), token by token as the CPU's mamba2_task:
// S = exp(dt A) S + dt x B^T, y = (S C + D x) * silu(z), with dt = softplus(dt_raw + dt_bias).
// Invocations own rows p of the head's state [head dim][d_state]; B and C (the head's group) are
// shared per token. The tokens are rows t0.. of the batch.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Xc { float xc[]; };   // [n][di + 2 ng ds]: x | B | C (after the conv)
layout(std430, binding = 2) writeonly buffer Y { float y[]; };    // [n][di]
layout(std430, binding = 3) buffer S { float st[]; };             // [nh][hd][ds]
layout(std430, binding = 4) readonly buffer Xin { float xin[]; }; // [n][rs_in]: z | x | B | C | dt
layout(std430, binding = 5) readonly buffer Prm { float prm[]; }; // A [nh] | D [nh] | dt_bias [nh]

layout(push_constant) uniform PC { uint di, ng, ds, nh, rs_in, n_tok, t0; } pc;

const uint MAX_DS = 256;
shared float bs[MAX_DS], cs[MAX_DS];

void main() {
    const uint h = gl_WorkGroupID.x, tid = gl_LocalInvocationID.x, nh = pc.nh, ds = pc.ds, di = pc.di;
    const uint hd = di / nh, g = h / (nh / pc.ng), ch = di + 2 * pc.ng * ds;
    const float A = prm[h], D = prm[nh + h], dt_b = prm[2 * nh + h];
    for (uint t = pc.t0; t < pc.t0 + pc.n_tok; t++) {
        const uint row = t * ch;
        for (uint s = tid; s < ds; s += WG_SIZE) { bs[s] = xc[row + di + g * ds + s]; cs[s] = xc[row + di + (pc.ng + g) * ds + s]; }
        barrier();
        const float xd = xin[t * pc.rs_in + 2 * di + 2 * pc.ng * ds + h] + dt_b;
        const float dt = xd > 20.0 ? xd : log(1.0 + exp(xd)), dA = exp(dt * A);
        for (uint p = tid; p < hd; p += WG_SIZE) {
            const float x = xc[row + h * hd + p], x_dt = x * dt;
            const uint s0 = (h * hd + p) * ds;
            float sum = 0.0;
            for (uint s = 0; s < ds; s++) {
                const float v = st[s0 + s] * dA + bs[s] * x_dt;
                sum += v * cs[s];
                st[s0 + s] = v;
            }
            const float z = xin[t * pc.rs_in + h * hd + p];
            y[t * di + h * hd + p] = (sum + x * D) * (z / (1.0 + exp(-z)));
        }
        barrier();
    }
}
