#version 450
#extension GL_GOOGLE_include_directive : require
// The residual add that ends a block: x += scale * o, where o is the weighted sum of the token's
// expert outputs in slot order (as ggml adds them), plus the shared expert's output (times
// sigmoid(gate logit) when gated), or just a block output (attention, dense FFN).
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Y { float y[]; };        // [n_tok * k][n] expert outputs
layout(std430, binding = 2) buffer X { float x[]; };                 // [n_tok][n] residual stream
layout(std430, binding = 3) readonly buffer Gz { float gz[]; };      // [n_tok] shared-expert gate logits
layout(std430, binding = 4) readonly buffer W { float w[]; };        // [n_tok * k] expert weights
layout(std430, binding = 5) readonly buffer Ys { float ys[]; };      // [n_tok][n] block / shared output
layout(std430, binding = 0) readonly buffer Yc { float ycpu[]; };    // [n_tok * k][n] outputs of experts the CPU ran

layout(push_constant) uniform PC { uint n, n_tok, k, has_ys, ys_gated; float scale; uint has_ycpu; } pc;

void main() {
    const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (i >= pc.n * pc.n_tok) return;
    const uint t = i / pc.n, c = i % pc.n;
    float o = 0.0;
    for (uint s = 0; s < pc.k; s++) {
        const uint p = t * pc.k + s;
        // an expert ran on one side: the other side's row is 0, so the sum is exact
        const float yp = pc.has_ycpu != 0 ? y[p * pc.n + c] + ycpu[p * pc.n + c] : y[p * pc.n + c];
        o = s == 0 ? yp * w[p] : o + yp * w[p];
    }
    if (pc.has_ys != 0) {
        const float v = ys[i];
        o = pc.k == 0 ? v : o + (pc.ys_gated != 0 ? v * (1.0 / (1.0 + exp(-gz[t]))) : v);
    }
    x[i] = pc.scale != 1.0 ? x[i] + o * pc.scale : x[i] + o;
}
