#version 450
#extension GL_GOOGLE_include_directive : require
// Writes the batch's k (or v) rows into the layer's cache at positions n_past.., as F32 or as F16
// pairs (kv_dim is even). n_past comes from the step buffer.
#include "common.glsl"

layout(std430, binding = 1) readonly buffer Src { float src[]; };
layout(std430, binding = 5) buffer Cache { uint cache[]; };

layout(push_constant) uniform PC {
    uint kv_dim, n_tok, src_off, f16;
} pc;

void main() {
    const uint id = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * WG_SIZE;
    const uint per_tok = pc.f16 != 0 ? pc.kv_dim / 2 : pc.kv_dim;
    if (id >= pc.n_tok * per_tok) return;
    const uint t = id / per_tok, j = id % per_tok;
    const uint dst = (step_n_past + t) * per_tok + j;
    if (pc.f16 != 0) {
        const uint s = pc.src_off + t * pc.kv_dim + 2 * j;
        cache[dst] = packHalf2x16(vec2(src[s], src[s + 1]));
    } else
        cache[dst] = floatBitsToUint(src[pc.src_off + t * pc.kv_dim + j]);
}
