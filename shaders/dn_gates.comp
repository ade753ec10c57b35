#version 450
#extension GL_GOOGLE_include_directive : require
// DeltaNet gates per (token, value head): beta = sigmoid(b), g = softplus(a + dt_bias) * A, from the
// projections [beta (nv) | alpha (nv)] (separate tensors) or grouped per key head [beta_j (r),
// alpha_j (r)] (ssm_ba), into ab [n][beta (nv) | g (nv)].
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Raw { float raw[]; };   // [n][2nv]
layout(std430, binding = 2) writeonly buffer Ab { float ab[]; };    // [n][2nv]
layout(std430, binding = 4) readonly buffer DtB { float dt_b[]; };  // [nv]
layout(std430, binding = 5) readonly buffer A { float a_log[]; };   // [nv] (ssm_a: -exp(A_log))

layout(push_constant) uniform PC { uint nv, n_tok, grouped, r; } pc;

void main() {
    const uint id = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    if (id >= pc.n_tok * pc.nv) return;
    const uint t = id / pc.nv, h = id % pc.nv, nv = pc.nv;
    float b, a;
    if (pc.grouped != 0) {
        const uint base = t * 2 * nv + (h / pc.r) * 2 * pc.r;
        b = raw[base + h % pc.r];
        a = raw[base + pc.r + h % pc.r];
    } else {
        b = raw[t * 2 * nv + h];
        a = raw[t * 2 * nv + nv + h];
    }
    const float x = a + dt_b[h];
    const float sp = x > 20.0 ? x : log(1.0 + exp(x)); // softplus as ggml: log1p(exp(x))
    ab[t * 2 * nv + h] = 1.0 / (1.0 + exp(-b));
    ab[t * 2 * nv + nv + h] = sp * a_log[h];
}
